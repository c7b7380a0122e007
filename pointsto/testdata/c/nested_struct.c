#include "aliascheck.h"

struct In { int *p; int *q; };
struct Out { int x; struct In in; struct In *pin; };
int main(void) {
	int a, b;
	struct Out o;
	o.in.p = &a;
	o.in.q = &b;
	o.pin = &o.in;
	int *r = o.pin->q;
	MAYALIAS(r, &b);
	NOALIAS(r, &a);
	MAYALIAS(o.pin, &o.in);
	PARTIALALIAS(&o, &o.in.q);
	NOALIAS(&o.in.p, &o.in.q);
	return 0;
}
