#include "aliascheck.h"

#include <stdlib.h>
int main(void) {
	int *p = malloc(sizeof(int));
	int *q = malloc(sizeof(int));
	int *r = p;
	MAYALIAS(r, p);
	NOALIAS(p, q);
	free(p);
	free(q);
	return 0;
}
