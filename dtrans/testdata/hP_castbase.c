/* A char read of a structure's first field through a pointer to several
   types (sqlite3's OP_Column reads pC->uc.pCursor's eState so, the
   cursor loaded from a union that also holds virtual-table cursors and
   sorters, all in sqlite3's generic class). LLVM 14's instcombine
   writes the cast `(unsigned char *)c` as a getelementptr to c's first
   field without inbounds, which opaque IR folds into c: the tags of the
   other accesses through c name Cur, so the read is Cur's field 0 in
   both models. */
#include <stdlib.h>

struct Cur {
	unsigned char state;
	int n;
	long pos;
};

struct Other {
	long x;
	long y;
};

void *slots[4];

__attribute__((noinline)) int look(struct Cur *c)
{
	return c->n + (int)c->pos + *(unsigned char *)c;
}

__attribute__((noinline)) long other(struct Other *o)
{
	return o->x - o->y;
}

int main(int argc, char **argv)
{
	struct Cur *c = malloc(sizeof *c);
	struct Other *o = malloc(sizeof *o);
	(void)argv;
	if (!c || !o)
		return 1;
	c->state = 1;
	c->n = argc;
	c->pos = 3;
	o->x = argc;
	o->y = 2 * argc + 1;
	slots[argc & 1] = c;
	slots[(argc + 1) & 1] = o;
	return look(slots[argc & 1]) + (int)other(slots[(argc + 1) & 1]);
}
// dtrans[O2]: %struct.Cur field=0 reads=1 writes=1
