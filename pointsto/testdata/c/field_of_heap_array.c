#include "aliascheck.h"

#include <stdlib.h>
struct P { int *x; int *y; };
int main(int argc, char **argv) {
	int a, b;
	struct P *ps = malloc(10 * sizeof *ps);
	ps[argc].x = &a;
	ps[0].y = &b;
	MAYALIAS(ps[1].x, &a);
	MAYALIAS(ps[argc].y, &b);
	return 0;
}
