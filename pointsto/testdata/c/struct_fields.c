#include "aliascheck.h"

struct S { int *f; int *g; int k; };
int main(void) {
	int a, b;
	struct S s;
	s.f = &a;
	s.g = &b;
	int *x = s.f, *y = s.g;
	MAYALIAS(x, &a);
	MAYALIAS(y, &b);
	NOALIAS(x, &b);
	NOALIAS(&s.f, &s.g);
	PARTIALALIAS(&s, &s.g);
	return 0;
}
