/* tbaa_exact.c: a pair of structs addressed only by constant indices.
 * clang 15 and later at -O2 address them by byte offsets only, so the
 * module has no type for the struct; the type DTrans rebuilds from TBAA
 * ends in a double, not an array, so it has the struct's 16 bytes (not a
 * lower bound, as tbaa_partial.c's), and the 32-byte block is an array
 * of 2. */
#include <stdio.h>
#include <stdlib.h>

struct edge {
	int from, to;
	double w;
};

// want: heap %struct.edge fn=make2 count=2

__attribute__((noinline)) static struct edge *make2(int a, int b)
{
	struct edge *e = malloc(2 * sizeof *e);
	if (!e)
		exit(1);
	e[0].from = a;
	e[0].to = b;
	e[0].w = 0.5;
	e[1].from = b;
	e[1].to = a;
	e[1].w = 1.5;
	return e;
}

int main(int argc, char **argv)
{
	struct edge *e = make2(argc, argc + 1);
	printf("%d %d %f\n", e[0].from, e[1].to, e[1].w);
	free(e);
	return 0;
}
