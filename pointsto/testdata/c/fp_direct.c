#include "aliascheck.h"

int a, b;
static int *fa(void) { return &a; }
static int *fb(void) { return &b; }
int main(int argc, char **argv) {
	int *(*fp)(void) = argc ? fa : fb;
	int *p = fp();
	MAYALIAS(p, &a);
	MAYALIAS(p, &b);
	int *(*fq)(void) = fa;
	int *q = fq();
	NOALIAS(q, &b);
	return 0;
}
