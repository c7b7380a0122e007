#include "aliascheck.h"

int main(void) {
	int a, b;
	int *p = &a, *q = &b, *r = p;
	MUSTALIAS(p, &a);
	MAYALIAS(r, p);
	NOALIAS(p, q);
	NOALIAS(r, &b);
	return 0;
}
