// One half of a linked fixture of a renamed first member (see b.c):
// struct P is { ptr, ptr, i32 x 5 } under opaque pointers, like b.c's
// struct I, and comes first, so llvm-link 19 gives I P's name. P's first
// field holds an X.
#include <stdlib.h>

struct X { int v; struct X *next; long w; };
struct P { struct X *x; char **err; int a, b, c, d, e; };

int run(int n);

__attribute__((noinline)) long use(struct P *p) { return p->x->v + p->a; }

int main(int argc, char **argv) {
	struct P p = {0};
	p.x = malloc(sizeof *p.x);
	p.x->v = argc;
	p.x->next = 0;
	p.err = argv;
	return (int)use(&p) + run(argc);
}
