#include "aliascheck.h"

extern void sink(int **);
extern int *source(void);
int main(void) {
	int a, b;
	int *p = &a;
	sink(&p);
	int *q = source();
	MAYALIAS(q, &a); /* a escaped through p */
	NOALIAS(q, &b);
	MAYALIAS(p, &a);
	return 0;
}
