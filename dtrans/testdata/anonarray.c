#include <stdlib.h>

/* A structure declared without a tag (typedef struct { ... } Acc), whose
   struct-path TBAA type has no name: the analysis matches it with the
   module's structure of its layout, where clang gives an array member,
   whatever its elements, the TBAA type "omnipotent char" at its start
   (bzip2's DState and EState). Both kinds of state live behind one
   void * (bzip2's strm->state): the class of that pointer holds both
   types, and the byte offsets clang 19 uses at -O2 are resolved with the
   tags of the other accesses from the same pointer. */
typedef struct {
	int n;
	int tab[8];
	long total;
	int last;
} Acc;

typedef struct {
	double a, b, c, d, e;
} Other;

Acc g_acc;
Other g_other;

struct holder {
	void *state;
	int kind;
};

__attribute__((noinline)) long step(struct holder *h, int i)
{
	if (h->kind == 0) {
		Acc *s = h->state;
		s->n++;
		s->tab[i & 7] += 1;
		s->last = i;
		s->total += s->n;
		return s->total;
	}
	Other *o = h->state;
	o->c *= 0.5;
	return (long)o->c;
}

// dtrans[O2]: %struct.Acc field=0 reads=1 writes=1
// dtrans[O2]: %struct.Acc field=2 reads=1 writes=1
// dtrans: %struct.Acc field=3 reads=0 writes=1
int main(int argc, char **argv)
{
	struct holder h = {&g_acc, argc > 1};
	struct holder k = {&g_other, 1};
	(void)argv;
	return (int)(step(&h, argc) + step(&k, argc));
}
