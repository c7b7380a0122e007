/* A qsort comparator reads fields of its void * arguments at byte offsets
   (mujs's sortcmp): clang 14 at -O2 casts each offset to the field's
   pointer type before the load, clang 19 loads through it. The TBAA tag of
   the load names the structure in both, and the pointer, from qsort, is
   of unknown origin: BadCasting in both. */
#include <stdlib.h>

struct Slot {
	double v;
	long tag;
	struct Slot *owner;
};

// dtrans[O2]: %struct.Slot has=BadCasting
static int cmp(const void *a, const void *b)
{
	const struct Slot *x = a, *y = b;
	if (x->owner != y->owner)
		return x->owner < y->owner ? -1 : 1;
	return (x->tag > y->tag) - (x->tag < y->tag);
}

int main(int argc, char **argv)
{
	struct Slot *s = calloc(argc, sizeof *s);
	for (int i = 0; i < argc; i++) {
		s[i].v = i;
		s[i].tag = argv[i][0];
		s[i].owner = &s[argc - 1 - i];
	}
	qsort(s, argc, sizeof *s, cmp);
	long t = s[0].tag;
	free(s);
	return (int)t;
}
