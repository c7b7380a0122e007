#include "aliascheck.h"

int a, b;
static int *ga(void) { return &a; }
static int *gb(void) { return &b; }
int *(*handler)(void) = ga;
int main(int argc, char **argv) {
	if (argc > 3)
		handler = gb;
	int *p = handler();
	MAYALIAS(p, &a);
	MAYALIAS(p, &b);
	return 0;
}
