// The other half (see a.c): a table of options whose void * data points
// to an A or a B (pcre2grep's option table and its fndatastr, omdatastr,
// patdatastr), { ptr, ptr } both under opaque pointers, where llvm-link
// 19 makes both P. The tags of the accesses through the data pointer
// name A and B, two C types: the memory the class points to is used as
// incompatible types (BadCasting), as the typed module says.
struct A { char **first; char **last; };
struct B { int **first; int **last; };

static char *names[4];
static int *nums[4];

struct A adata = {names, names + 1};
struct B bdata = {nums, nums + 1};

struct opt { int kind; void *data; };

struct opt opts[] = {{0, &adata}, {1, &bdata}};

int run(int argc, char **argv) {
	int s = 0;
	for (int i = 0; i < argc && i < 2; i++) {
		struct opt *o = &opts[i];
		if (o->kind == 0) {
			struct A *a = o->data;
			*a->last = argv[i];
			s += a->first[0][0];
		} else {
			struct B *b = o->data;
			s += b->last[0] ? **b->last : 1;
		}
	}
	return s;
}
