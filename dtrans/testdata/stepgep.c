#include <stdlib.h>

/* A pointer declared as a base structure and used as the structure that
   extends it (sqlite3's virtual tables, each beginning with a
   sqlite3_vtab; a Fts5IndexIter at the start of a Fts5Iter). LLVM 14's
   instcombine writes ((struct dera *)p)->count, at byte offset 32, as a
   step over one struct base and then into its field 1 (`getelementptr
   %struct.base, %struct.base* %p, i64 1, i32 1`), where opaque IR has a
   byte offset; the tag names struct dera, and so do both models: no
   access of base's int field as a long (MismatchedElementAccess). */

struct base {
	const void *methods;
	int refs;
	char *err;
};

struct dera {
	struct base b;
	void *owner;
	long count;
};

struct derb {
	struct base b;
	double weight;
	int flags;
};

__attribute__((noinline)) long get_count(struct base *p)
{
	return ((struct dera *)p)->count;
}

__attribute__((noinline)) long get_flags(struct base *p)
{
	return ((struct derb *)p)->flags;
}

__attribute__((noinline)) long use(struct base *p, int kind)
{
	return kind ? get_count(p) : get_flags(p);
}

// dtrans: %struct.base has=BadCasting lacks=MismatchedElementAccess
// dtrans[O2]: %struct.dera field=2 reads=1 writes=1
// dtrans[O2]: %struct.derb field=2 reads=1 writes=1
int main(int argc, char **argv)
{
	struct dera *a = calloc(1, sizeof *a);
	struct derb *b = calloc(1, sizeof *b);
	(void)argv;
	if (a == NULL || b == NULL)
		return 1;
	a->count = argc;
	b->flags = argc;
	return (int)(use(&a->b, 1) + use(&b->b, 0));
}
