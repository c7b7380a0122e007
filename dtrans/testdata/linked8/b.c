/* b.c's T, which llvm-link types as a.c's P: an array of T comes from a
   pool that also gives a U, one class of two structures. Typed IR
   addresses a->ix through a getelementptr on P, whose tag names T;
   opaque IR through a byte offset whose tag names T. The memory is a T
   in both models (sqlite3's IndexListTerm, an IdxCover in clang 14's
   module): BadCasting, as U is. */
#include <stddef.h>

struct X {
	int v;
};

struct T {
	struct X *x;
	int ix;
};

struct U {
	long a;
	long b;
};

static char pool[4096];
static size_t used;

__attribute__((noinline)) static void *take(size_t n)
{
	void *p = pool + used;
	used += (n + 15) & ~(size_t)15;
	return p;
}

int usep(struct T *p, int k);

__attribute__((noinline)) static int first_ix(struct T *a)
{
	return a->ix;
}

int main(int argc, char **argv)
{
	(void)argv;
	struct X x = {argc};
	int n = argc + 1;
	struct T *a = take((size_t)n * sizeof *a);
	struct U *u = take(sizeof *u);
	u->a = argc;
	u->b = 2;
	for (int i = 0; i < n; i++) {
		a[i].x = &x;
		a[i].ix = i;
	}
	return first_ix(a) + (int)u->b + (int)u->a + usep(a, argc);
}
