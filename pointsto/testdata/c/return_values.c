#include "aliascheck.h"

#include <stdlib.h>
static int *pick(int *x, int *y, int c) { return c ? x : y; }
int main(int argc, char **argv) {
	int a, b, c;
	int *p = pick(&a, &b, argc);
	MAYALIAS(p, &a);
	MAYALIAS(p, &b);
	NOALIAS(p, &c);
	return 0;
}
