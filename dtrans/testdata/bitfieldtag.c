#include <stdlib.h>

/* Struct-path TBAA gives a bit-field the offset of its byte: q below is
   at 10, inside the i16 at 9 that LLVM stores t to q in (sqlite3's
   Index, whose flags are at 99 and 100). The tag still describes the
   structure, and on a pointer to several types (generic code keeps both
   structures in one void *) it says which field an access or a byte
   offset reaches, as typed IR's getelementptrs say. */

struct idx {
	char *name;
	unsigned char kind;
	unsigned t : 2;
	unsigned u : 1;
	unsigned v : 1;
	unsigned w : 1;
	unsigned x : 1;
	unsigned y : 1;
	unsigned z : 1;
	unsigned q : 2;
	long n;
};

struct other {
	long a, b;
	double d;
};

void *any;
struct idx keep; /* keeps the type defined in clang 19's -O2 module */

// dtrans[O2]: %struct.idx lacks=AmbiguousGEP
// dtrans[O2]: %struct.idx field=4 reads=1 writes=2
__attribute__((noinline)) long size_of(struct idx *p)
{
	return p->n + p->kind;
}

__attribute__((noinline)) long probe(int kind)
{
	return kind ? (long)((struct idx *)any)->q : (long)((struct other *)any)->d;
}

int main(int argc, char **argv)
{
	struct idx *i = calloc(1, sizeof *i);
	struct other *o = calloc(1, sizeof *o);
	if (i == NULL || o == NULL)
		return 1;
	i->name = argv[0];
	i->n = argc;
	keep.n = argc;
	any = i;
	long k = probe(1);
	any = o;
	return (int)(size_of(i) + k + probe(0));
}
