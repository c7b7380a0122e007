#include <stdlib.h>

/* A walk over link fields that starts at a structure's first field,
   a pointer, reached through a parameter (sqlite3's
   renameColumnTokenNext: `for (pp = &pCtx->pList; *pp != pBest; pp =
   &(*pp)->pNext);`). Opaque IR folds &c->list into c: the parameter,
   whose own accesses' tags say it points to a ctx, stands for the
   address of its first field in the PHI of field addresses, as typed
   IR's getelementptr says, and the ctx does not join the class of the
   link fields' addresses (the ctx stored in a global would make their
   structure FieldAddressTaken). */
struct tok {
	const char *p;
	struct tok *next;
};

struct ctx {
	struct tok *list;
	int n;
};

struct ctx *gctx;

// dtrans: %struct.tok lacks=FieldAddressTaken
__attribute__((noinline)) struct tok *take_best(struct ctx *c)
{
	struct tok *best = 0;
	for (struct tok *t = c->list; t; t = t->next)
		if (best == 0 || t->p > best->p)
			best = t;
	if (best) {
		struct tok **pp;
		for (pp = &c->list; *pp != best; pp = &(*pp)->next)
			;
		*pp = best->next;
		c->n--;
	}
	return best;
}

int main(int argc, char **argv)
{
	struct ctx *c = calloc(1, sizeof *c);
	if (c == NULL)
		return 1;
	gctx = c;
	for (int i = 0; i < argc; i++) {
		struct tok *t = malloc(sizeof *t);
		if (t == NULL)
			return 1;
		t->p = argv[i];
		t->next = c->list;
		c->list = t;
		c->n++;
	}
	int k = 0;
	struct tok *t;
	while ((t = take_best(gctx)) != 0) {
		free(t);
		k++;
	}
	return k;
}
