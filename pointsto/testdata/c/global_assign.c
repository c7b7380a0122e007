#include "aliascheck.h"

int a, b;
int *g;
static void set(void) { g = &a; }
int main(void) {
	set();
	int *p = g;
	MAYALIAS(p, &a);
	NOALIAS(p, &b);
	return 0;
}
