#include <stdlib.h>
#include <stdio.h>
#include <stddef.h>

void *xmalloc(size_t n);

static int verbose = 0;

/* A struct of the same tag but another shape than in the other files: it
   must not be unified with theirs. */
struct point { long x, y, z; };

void *xmalloc(size_t n) {
	void *p = malloc(n);
	if (!p) { if (!verbose) fputs("out of memory\n", stderr); exit(1); }
	return p;
}

long point_sum(struct point *p) { return p->x + p->y + p->z; }
