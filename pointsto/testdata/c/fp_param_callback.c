#include "aliascheck.h"

static int *apply(int *(*f)(int *), int *x) { return f(x); }
static int *self(int *x) { return x; }
int main(void) {
	int a, b;
	int *p = apply(self, &a);
	MAYALIAS(p, &a);
	EXPECTEDFAIL_NOALIAS(p, &b); /* context-insensitive: apply is also called with &b */
	int *q = apply(self, &b);
	MAYALIAS(q, &b);
	return 0;
}
