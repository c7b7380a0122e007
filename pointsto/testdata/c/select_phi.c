#include "aliascheck.h"

int main(int argc, char **argv) {
	int a, b, c;
	int *p;
	if (argc > 1) p = &a; else if (argc > 2) p = &b; else p = &c;
	int *q = argc > 5 ? &a : &b;
	MAYALIAS(p, &c);
	MAYALIAS(p, q);
	NOALIAS(q, &c);
	return 0;
}
