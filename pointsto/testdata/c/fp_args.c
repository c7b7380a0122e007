#include "aliascheck.h"

static int *id(int *x) { return x; }
static int *other(int *x) { (void)x; return 0; }
int main(int argc, char **argv) {
	int a, b;
	int *(*f)(int *) = argc > 2 ? id : other;
	int *p = f(&a);
	MAYALIAS(p, &a);
	NOALIAS(p, &b);
	return 0;
}
