#include "aliascheck.h"

struct S { int *p; long n; int *q; };
int main(void) {
	int a, b;
	struct S s1 = { &a, 3, &b };
	struct S s2 = s1;
	MAYALIAS(s2.p, &a);
	MAYALIAS(s2.q, &b);
	return 0;
}
