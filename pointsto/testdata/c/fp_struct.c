#include "aliascheck.h"

struct Ops { void (*set)(int **, int *); int *(*get)(int **); };
static void set_impl(int **s, int *v) { *s = v; }
static int *get_impl(int **s) { return *s; }
int main(void) {
	int a, b;
	int *slot1, *slot2 = &b;
	struct Ops ops = { set_impl, get_impl };
	ops.set(&slot1, &a);
	int *r = ops.get(&slot1);
	MAYALIAS(r, &a);
	EXPECTEDFAIL_NOALIAS(r, &b); /* context-insensitive: get_impl also reads slot2 below */
	int *t = ops.get(&slot2);
	MAYALIAS(t, &b);
	return 0;
}
