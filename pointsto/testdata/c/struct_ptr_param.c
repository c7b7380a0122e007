#include "aliascheck.h"

struct P { int *a; int *b; };
static void set(struct P *p, int *x, int *y) { p->a = x; p->b = y; }
int main(void) {
	int u, v;
	struct P s;
	set(&s, &u, &v);
	MAYALIAS(s.a, &u);
	MAYALIAS(s.b, &v);
	NOALIAS(s.a, &v);
	return 0;
}
