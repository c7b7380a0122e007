#include "aliascheck.h"

#include <stdlib.h>
static void *xmalloc(size_t n) {
	void *p = malloc(n);
	if (!p) abort();
	return p;
}
int main(void) {
	int *p = xmalloc(sizeof(int));
	int *q = xmalloc(sizeof(int));
	MAYALIAS(p, p);
	NOALIAS(p, q);
	return 0;
}
