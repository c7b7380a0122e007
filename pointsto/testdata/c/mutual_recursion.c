#include "aliascheck.h"

static int *odd(int n, int *p, int *q);
static int *even(int n, int *p, int *q) { return n == 0 ? p : odd(n - 1, q, p); }
static int *odd(int n, int *p, int *q) { return n == 0 ? q : even(n - 1, p, q); }
int main(void) {
	int a, b, c;
	int *r = even(5, &a, &b);
	MAYALIAS(r, &a);
	MAYALIAS(r, &b);
	NOALIAS(r, &c);
	return 0;
}
