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

/* The same with a step over whole structures and no field index: a
   cursor's fields past its one-pointer base, at byte offsets 8 and 16
   (`getelementptr %struct.cur, %struct.cur* %p, i64 2`: sqlite3's
   virtual table cursors, each beginning with a sqlite3_vtab_cursor). */
struct cur {
	void *vtab;
};

struct dcur {
	struct cur base;
	long row;
	long max;
};

struct ecur {
	struct cur base;
	double x;
	double y;
};

__attribute__((noinline)) int at_end(struct cur *p)
{
	struct dcur *d = (struct dcur *)p;
	return d->row >= d->max;
}

__attribute__((noinline)) double ypos(struct cur *p)
{
	return ((struct ecur *)p)->y;
}

__attribute__((noinline)) double probe(struct cur *p, int kind)
{
	return kind ? at_end(p) : ypos(p);
}

// dtrans: %struct.base has=BadCasting lacks=MismatchedElementAccess
// dtrans[O2]: %struct.dera field=2 reads=1 writes=1
// dtrans[O2]: %struct.derb field=2 reads=1 writes=1
// dtrans: %struct.cur has=BadCasting,AmbiguousPointerTarget
// dtrans: %struct.dcur has=BadCasting
// dtrans[O2]: %struct.dcur field=2 reads=1 writes=1
int main(int argc, char **argv)
{
	struct dera *a = calloc(1, sizeof *a);
	struct derb *b = calloc(1, sizeof *b);
	struct dcur *d = calloc(1, sizeof *d);
	struct ecur *e = calloc(1, sizeof *e);
	(void)argv;
	if (a == NULL || b == NULL || d == NULL || e == NULL)
		return 1;
	a->count = argc;
	b->flags = argc;
	d->max = argc;
	e->y = argc;
	return (int)(use(&a->b, 1) + use(&b->b, 0) + probe(&d->base, 1) +
		     probe(&e->base, 0));
}
