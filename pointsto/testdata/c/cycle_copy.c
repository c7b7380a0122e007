#include "aliascheck.h"

int main(int argc, char **argv) {
	int a, b, c;
	int *p = &a, *q = &b, *r = &c;
	for (int i = 0; i < argc; i++) {
		int *t = p;
		p = q;
		q = r;
		r = t;
	}
	MAYALIAS(p, &a);
	MAYALIAS(p, &c);
	MAYALIAS(q, r);
	return 0;
}
