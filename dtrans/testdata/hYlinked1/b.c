// The other half (see a.c): struct Dyn holds two L, { ptr, i32, i32 }
// under opaque pointers, which llvm-link 19 makes a.c's P in Dyn's
// definition (a Dyn on the stack keeps it), and clang 19 at -O2 drops L,
// which the accesses through an L * (used's) name. The TBAA type node of Dyn names
// L at offsets 8 and 24: the byte offsets into them are L's fields, not
// P's, as typed IR's getelementptrs say, and &d->label.size passed to
// grow is an L's field's address (FieldAddressTaken on L, not on P).
#include <stdlib.h>

struct Desc { char *name; int line; int pc; };
struct L { struct Desc *arr; int n; int size; };
struct Dyn { long x; struct L gt; struct L label; };

__attribute__((noinline)) static void *grow(void *block, int n, int *size, int elem) {
	if (n + 1 > *size) {
		*size = (*size + 1) * 2;
		block = realloc(block, (size_t)*size * elem);
	}
	return block;
}

__attribute__((noinline)) static int newlabel(struct Dyn *d, char *name, int line) {
	int n = d->label.n;
	d->label.arr = grow(d->label.arr, n, &d->label.size, sizeof(struct Desc));
	d->label.arr[n].name = name;
	d->label.arr[n].line = line;
	d->label.arr[n].pc = 0;
	d->label.n = n + 1;
	return n;
}

__attribute__((noinline)) static int newgoto(struct Dyn *d, char *name, int line) {
	int n = d->gt.n;
	d->gt.arr = grow(d->gt.arr, n, &d->gt.size, sizeof(struct Desc));
	d->gt.arr[n].name = name;
	d->gt.arr[n].line = line;
	d->gt.n = n + 1;
	return n;
}

__attribute__((noinline)) static int used(const struct L *l) { return l->n + l->size; }

int run(int argc) {
	struct Dyn d = {0};
	d.x = argc;
	newlabel(&d, "a", argc);
	newgoto(&d, "b", argc);
	int r = d.label.n + d.gt.n + d.label.arr[0].line + used(&d.label);
	free(d.label.arr);
	free(d.gt.arr);
	return r;
}
