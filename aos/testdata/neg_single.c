/* neg_single.c: single structs on the stack and the heap, arrays of
 * scalars (stack, VLA, heap, global) and an array of pointers to structs:
 * none is an array of structs. */
#include <stdio.h>
#include <stdlib.h>

struct config {
	int verbose;
	int level;
	double scale;
};

double weights[100];

// (no arrays of structs)

__attribute__((noinline)) static void fill(struct config *c, int v)
{
	c->verbose = v;
	c->level = v * 2;
	c->scale = v * 0.5;
}

int main(int argc, char **argv)
{
	struct config local;
	struct config *heap = malloc(sizeof *heap);
	int ints[16];
	int n = argc + 3;
	float vla[n];
	long *longs = malloc(n * sizeof(long));
	struct config *ptrs[4];
	if (!heap || !longs)
		return 1;
	fill(&local, argc);
	fill(heap, argc + 1);
	for (int i = 0; i < n; i++) {
		vla[i] = (float)i;
		longs[i] = i;
		ints[i % 16] = i;
		weights[i % 100] = i;
	}
	ptrs[argc % 4] = heap;
	printf("%d %d %f %ld %d %f %d\n", local.level, heap->level, vla[n - 1], longs[n / 2], ints[argc % 16],
	       weights[argc], ptrs[argc % 4]->verbose);
	free(heap);
	free(longs);
	return 0;
}
