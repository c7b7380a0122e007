// One half of the linked fixture (see b.c): struct A is { ptr, i32 } under
// opaque pointers, like struct B, and llvm-link merges the two there.
#include <stdlib.h>

struct A { struct A *next; int v; };

struct A *push(struct A *list, int v) {
	struct A *a = malloc(sizeof *a);
	a->next = list;
	a->v = v;
	return a;
}

int sum(struct A *a) {
	int s = 0;
	for (; a; a = a->next)
		s += a->v;
	return s;
}
