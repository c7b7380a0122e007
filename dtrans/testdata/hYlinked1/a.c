// One half of a linked fixture of renamed members (see b.c): struct P is
// { ptr, i32, i32 } under opaque pointers, like b.c's struct L, and comes
// first (a global keeps its definition), so llvm-link 19 gives L P's name,
// in b.c's struct Dyn too.
#include <stdlib.h>

struct P { long *v; int n; int cap; };

int run(int n);

__attribute__((noinline)) static long sum(struct P *p) {
	long s = 0;
	for (int i = 0; i < p->n; i++)
		s += p->v[i];
	return s;
}

struct P pool;

int main(int argc, char **argv) {
	struct P *p = argc > 8 ? &pool : malloc(sizeof *p);
	p->v = malloc(4 * sizeof *p->v);
	p->n = argc < 4 ? argc : 4;
	p->cap = 4;
	for (int i = 0; i < p->n; i++)
		p->v[i] = i;
	return (int)sum(p) + run(argc) + (argv != 0);
}
