#include "aliascheck.h"

#include <stdlib.h>
int main(void) {
	int **p = calloc(4, sizeof(int *));
	int **q = realloc(p, 8 * sizeof(int *));
	int a;
	q[0] = &a;
	MAYALIAS(p, q);
	MAYALIAS(q[0], &a);
	return 0;
}
