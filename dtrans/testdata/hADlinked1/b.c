/* b.c's struct X, llvm-link 14's X.1: b.c addresses its fields through
   getelementptrs on X.1, whose accesses' tags name X, and passes the
   address of x->data on (FieldAddressTaken on X, the C type, as the
   canonical twin's byte offset tagged X says, not on X.1). */
#include <stdlib.h>

struct Y {
	long k;
	long m;
};

struct X {
	struct Y *y;
	int n;
	void *data;
};

void **kept;

__attribute__((noinline)) static void keep(void **pp)
{
	kept = pp;
	*pp = malloc(4);
}

void setdata(struct X *x, int v)
{
	x->n = v;
	keep(&x->data);
}
