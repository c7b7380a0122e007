#include "aliascheck.h"

/* &g.a is a zero-index constant getelementptr of @g in typed IR (clang 14)
 * and @g itself in opaque IR (clang 19 folds it), where nothing tells the
 * first field from the whole structure: both get g's extent, so that the
 * two compilers agree, and &g.a may alias &g.b. */
struct S { int a; int b; } g;
int main(void) {
	int *pa = &g.a;
	int *pb = &g.b;
	EXPECTEDFAIL_NOALIAS(pa, pb);
	MAYALIAS(&g, pb);
	return 0;
}
