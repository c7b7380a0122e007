#include <stdlib.h>

/* An access at offset 0 of a pointer to several types, with no
   structure in its tag (a union member: sqlite3_value's u.i and u.r),
   from a value whose other accesses all name one structure in their
   struct-path tags: the access reads that structure's first field, as
   the byte offsets from the value are that structure's fields. Typed
   IR's field getelementptrs name the structure for their tags as opaque
   IR's byte offsets do. */

struct val {
	union {
		double r;
		long i;
	} u;
	char *z;
	int n;
	unsigned short flags;
};

struct other {
	long a, b, c, d;
};

struct val scratch;

// dtrans: %union.anon field=0 reads=2 writes=0
__attribute__((noinline)) long get_int(struct val *p)
{
	if (p->flags & 4)
		return p->u.i;
	return (long)p->u.r;
}

__attribute__((noinline)) long probe(void *p, int kind)
{
	return kind ? get_int(p) : ((struct other *)p)->d;
}

int main(int argc, char **argv)
{
	struct val *v = calloc(1, sizeof *v);
	struct other *o = calloc(1, sizeof *o);
	(void)argv;
	if (v == NULL || o == NULL)
		return 1;
	v->flags = (unsigned short)argc;
	o->d = argc;
	scratch.n = argc;
	return (int)(probe(v, 1) + probe(o, 0) + probe(&scratch, 1));
}
