#include "aliascheck.h"

int a, b;
struct S { int k; int *p; int *q; };
struct S gs = { 1, &a, &b };
struct S *gsp = &gs;
int main(void) {
	MAYALIAS(gs.p, &a);
	NOALIAS(gs.p, &b);
	MAYALIAS(gsp->q, &b);
	MUSTALIAS(gsp, &gs);
	return 0;
}
