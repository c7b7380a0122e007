#include <stdlib.h>

/* Pointers kept in a global array of pointers (pcre2grep's
   match_data_pair[2], each element the result of an allocation wrapper):
   typed IR addresses the second element by `getelementptr [2 x T*],
   @pair, 0, 1`, opaque IR by a byte offset from @pair. The global's type
   says the offset is an element of the array, in the same object, whose
   content is one class: the pointer stored there is the one loaded from
   the first element, and a function both are passed to (ov_of) receives
   one type. */

struct md {
	long n;
	long count;
	long ov[4];
};

struct md spare;

__attribute__((noinline)) struct md *md_create(long n)
{
	struct md *m = calloc(1, sizeof *m);
	if (m != NULL)
		m->count = n;
	return m;
}

__attribute__((noinline)) long *ov_of(struct md *m)
{
	return m->ov;
}

struct md *pair[2];
long *offs;

// dtrans[O2]: %struct.md has=FieldAddressTaken lacks=AddressTaken
// dtrans[O2]: %struct.md field=2 reads=1 writes=1
int main(int argc, char **argv)
{
	(void)argv;
	pair[0] = md_create(argc);
	struct md *b = md_create(argc + 1);
	pair[1] = b;
	if (pair[0] == NULL || b == NULL)
		return 1;
	offs = ov_of(pair[0]);
	spare.n = pair[0]->n;
	long *o2 = ov_of(b);
	o2[1] = argc;
	return (int)offs[1];
}
