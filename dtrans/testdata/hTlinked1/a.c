// One half of a linked fixture of a renamed element type (see b.c):
// struct P is { i32, i8 }, like b.c's struct B, and comes first, so
// llvm-link (14 and 19) gives B P's name. P's arrays are used only as P.
#include <stdlib.h>

struct P { int n; char c; };

int run(void *v, int i);

__attribute__((noinline)) int use(struct P *p, int i) {
	p[i].n += i;
	p[i].c = 1;
	return p[i].n;
}

int main(int argc, char **argv) {
	struct P *p = calloc(4, sizeof *p);
	if (!p)
		return 1;
	int r = use(p, argc & 3) + p[argc & 1].c;
	free(p);
	return r + run(argv, argc);
}
