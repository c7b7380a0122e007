#include "aliascheck.h"

#include <string.h>
struct S { int *p; int *q; };
int main(void) {
	int a, b;
	struct S s1, s2;
	s1.p = &a;
	s1.q = &b;
	memcpy(&s2, &s1, sizeof s1);
	MAYALIAS(s2.p, &a);
	MAYALIAS(s2.q, &b);
	NOALIAS(&s1, &s2);
	return 0;
}
