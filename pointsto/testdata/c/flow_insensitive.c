#include "aliascheck.h"
int a, b;
int *g = &a;
int main(void) {
	int *before = g;
	EXPECTEDFAIL_NOALIAS(before, &b); /* g = &b happens later: flow-insensitivity */
	g = &b;
	MAYALIAS(g, &b);
	MAYALIAS(before, &a);
	return 0;
}
