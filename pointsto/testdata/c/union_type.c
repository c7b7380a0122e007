#include "aliascheck.h"

union U { int *p; long n; char *c; };
int main(void) {
	int a;
	union U u;
	u.p = &a;
	char *c = u.c;
	MAYALIAS(c, &a);
	return 0;
}
