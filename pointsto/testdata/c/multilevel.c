#include "aliascheck.h"

int main(void) {
	int a, b;
	int *pa = &a, *pb = &b;
	int **pp = &pa, **qq = &pb;
	int ***ppp = &pp;
	int *x = **ppp;
	MAYALIAS(x, &a);
	NOALIAS(x, &b);
	*qq = &a;
	MAYALIAS(pb, &a);
	NOALIAS(pp, qq);
	return 0;
}
