#include "aliascheck.h"

int main(int argc, char **argv) {
	int a, b;
	int *p = &a, *q = &b;
	int *r = argc ? p : q;
	int *s = r;
	MAYALIAS(s, &a);
	MAYALIAS(s, &b);
	NOALIAS(p, q);
	return 0;
}
