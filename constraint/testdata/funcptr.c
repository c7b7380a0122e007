/* funcptr.c: indirect calls through pointers, struct fields and tables;
 * qsort's callback; a function pointer in a global. */
#include <stdlib.h>
#include "alias.h"

int x, y, z;

int *ret_x(int *unused) { return &x; }
int *ret_y(int *unused) { return &y; }
int *ident(int *p) { return p; }

typedef int *(*fn_t)(int *);
struct ops { fn_t get; fn_t pass; };

static struct ops table = { ret_x, ident };
fn_t gfn = ret_y;

static int cmp(const void *a, const void *b)
{
	const int *const *pa = a, *const *pb = b;
	MAYALIAS(*pa, &z);
	return **pa - **pb;
}

int main(int argc, char **argv)
{
	fn_t f = argc > 1 ? ret_x : ret_y;
	int *p = f(0);
	MAYALIAS(p, &x);
	MAYALIAS(p, &y);
	NOALIAS(p, &z);
	int *q = table.pass(&z); /* through a struct field */
	MAYALIAS(q, &z);
	NOALIAS(q, &y);
	int *r = gfn(0);
	MAYALIAS(r, &y);
	NOALIAS(r, &x);
	int *arr[2] = { &z, &z };
	qsort(arr, 2, sizeof arr[0], cmp);
	return *p + *q + *r;
}
