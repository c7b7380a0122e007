#include "aliascheck.h"

static int *id(int *x) { return x; }
int main(void) {
	int a, b;
	int *p = id(&a);
	int *q = id(&b);
	MAYALIAS(p, &a);
	MAYALIAS(q, &b);
	EXPECTEDFAIL_NOALIAS(p, q); /* one context for id */
	return 0;
}
