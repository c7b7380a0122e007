/* fields.c: field sensitivity: struct fields, nested structs, arrays with
 * constant and variable indices, arrays of structs, struct copies. */
#include <string.h>
#include "alias.h"

struct inner { int *a; int *b; };
struct outer { int tag; struct inner in; int *c; int *arr[4]; };

int x, y, z, w;

struct outer gout = { 1, { &x, &y }, &z, { &w, 0, 0, 0 } };

int main(int argc, char **argv)
{
	struct outer o;
	o.in.a = &x;
	o.in.b = &y;
	o.c = &z;
	MAYALIAS(o.in.a, &x);
	NOALIAS(o.in.a, &y); /* distinct fields */
	NOALIAS(&o.in.a, &o.in.b);
	NOALIAS(&o.tag, &o.c);
	o.arr[1] = &w;
	MAYALIAS(o.arr[argc], &w); /* variable index: the whole array */
	struct outer copy = o; /* memcpy of a struct */
	MAYALIAS(copy.in.b, &y);
	NOALIAS(copy.in.b, &x);
	MAYALIAS(gout.in.b, &y);
	NOALIAS(gout.in.a, &y);
	MAYALIAS(gout.arr[0], &w);
	struct inner pairs[3];
	pairs[0].a = &x;
	pairs[2].b = &z;
	MAYALIAS(pairs[argc].b, &z);
	int *cells[8];
	memcpy(cells, o.arr, sizeof o.arr);
	MAYALIAS(cells[1], &w);
	return *o.in.a + *copy.c + *pairs[0].a;
}
