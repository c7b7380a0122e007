/* basic.c: the seed's instructions: alloca, load, store, getelementptr,
 * phi, select, casts; multi-level dereference. */
#include "alias.h"

int g1, g2;
int *gp = &g1;

int *choose(int c, int *a, int *b) { return c ? a : b; }

static void set(int **pp, int *v) { *pp = v; }

int main(int argc, char **argv)
{
	int x, y, z;
	int *p = &x, *q = &y;
	set(&p, &z); /* p may point to x or z */
	MAYALIAS(p, &z);
	MAYALIAS(p, &x);
	NOALIAS(q, &x);
	int *r = argc > 1 ? p : q; /* select or phi */
	MAYALIAS(r, &y);
	MAYALIAS(r, &z);
	NOALIAS(r, &g1);
	int *s = choose(argc, &g1, &g2);
	MAYALIAS(s, &g2);
	MAYALIAS(s, gp);
	NOALIAS(s, &x);
	char *c = (char *)q; /* a cast */
	MAYALIAS(c, &y);
	for (int i = 0; i < argc; i++)
		q = &z; /* phi after mem2reg */
	MAYALIAS(q, &z);
	NOALIAS(gp, &g2);
	return *r + *s + *c;
}
