// One half of a linked fixture of a renamed member (see b.c): struct P
// is { ptr, ptr, i32 } under opaque pointers, like b.c's struct B, and
// comes first, so llvm-link 19 gives B P's name.
#include <stdlib.h>

struct P { char *name; char *val; int len; };

int run(int n);

__attribute__((noinline)) long use(struct P *p) { return p->name[0] + p->len; }

int main(int argc, char **argv) {
	struct P p = {0};
	p.name = argv[0];
	p.len = argc;
	return (int)use(&p) + run(argc);
}
