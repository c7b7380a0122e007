#include "aliascheck.h"

#include <stdlib.h>
static void alloc(int **out) { *out = malloc(sizeof(int)); }
int main(void) {
	int *p, *q;
	alloc(&p);
	alloc(&q);
	MAYALIAS(p, q); /* one heap object: allocation site in alloc */
	NOALIAS(&p, &q);
	return 0;
}
