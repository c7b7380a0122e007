/* wrapper.c: a user allocation wrapper (xmalloc) used for an array of
 * structs and for a single struct; the site is the malloc in the wrapper. */
#include <stdio.h>
#include <stdlib.h>

struct edge {
	int from, to;
	float w;
};

struct graph {
	int nedges;
	struct edge *edges;
};

// want: heap %struct.edge fn=xmalloc count=? accesses>=2

__attribute__((noinline)) static void *xmalloc(size_t n)
{
	void *p = malloc(n);
	if (!p) {
		fprintf(stderr, "out of memory\n");
		exit(1);
	}
	return p;
}

int main(int argc, char **argv)
{
	struct graph *g = xmalloc(sizeof *g);
	g->nedges = argc * 4;
	g->edges = xmalloc(g->nedges * sizeof(struct edge));
	for (int i = 0; i < g->nedges; i++) {
		g->edges[i].from = i;
		g->edges[i].to = (i + 1) % g->nedges;
		g->edges[i].w = 1.0f / (i + 1);
	}
	float s = 0;
	for (int i = 0; i < g->nedges; i++)
		s += g->edges[i].w;
	printf("%f\n", s);
	return 0;
}
