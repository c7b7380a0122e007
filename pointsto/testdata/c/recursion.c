#include "aliascheck.h"

#include <stdlib.h>
struct L { struct L *next; int *v; };
static struct L *build(int n, int *v) {
	if (n == 0) return 0;
	struct L *l = malloc(sizeof *l);
	l->next = build(n - 1, v);
	l->v = v;
	return l;
}
int main(void) {
	int a, b;
	struct L *l = build(3, &a);
	MAYALIAS(l->next->v, &a);
	NOALIAS(l->v, &b);
	MAYALIAS(l, l->next); /* one heap object for the allocation site */
	return 0;
}
