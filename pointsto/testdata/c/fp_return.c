#include "aliascheck.h"

int a;
static int *fa(void) { return &a; }
typedef int *(*F)(void);
static F pick(void) { return fa; }
int main(void) {
	F f = pick();
	int *p = f();
	MAYALIAS(p, &a);
	return 0;
}
