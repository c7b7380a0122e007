/* a.c's struct X, which holds a pointer to a.c's struct Y. b.c defines
   another struct Y: under typed pointers the two X are then different
   LLVM types, and llvm-link 14 gives b.c's the name X.1 (libpng's
   png_struct_def.82); under opaque pointers both are { ptr, i32, ptr },
   one type X. */
#include <stdlib.h>

struct Y {
	int k;
};

struct X {
	struct Y *y;
	int n;
	void *data;
};

struct X *registry;

void setdata(struct X *x, int v);

int main(int argc, char **argv)
{
	struct X *x = calloc(1, sizeof *x);
	(void)argv;
	if (!x)
		return 1;
	x->y = calloc(1, sizeof *x->y);
	if (!x->y)
		return 1;
	x->y->k = argc;
	x->n = argc;
	registry = x;
	setdata(registry, argc);
	return registry->n + (registry->data != 0);
}
