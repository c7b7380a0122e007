#include <stdlib.h>

/* sqlite3's `pExpr->op == TK_SELECT ? &pExpr->x.pSelect->pEList :
   &pExpr->x.pList`: the choice is between the expression and the
   Select its union holds, the list's address at the same offset of
   both. LLVM 19 folds it into a PHI of the two objects and one byte
   offset. The Select is loaded from the union (clang tags the load
   "omnipotent char"), whose accesses elsewhere show lists and selects:
   only what is read through the PHI (a pointer at offset 16, which a
   List does not have) says it is a Select (meaning.go's unionMeaning),
   and the expression's class holds expressions and selects (main's
   select of the two, stored): no class says which structure each
   operand is, their meanings do. The offset is the field of each, as
   typed IR's PHI of the two fields' addresses says. */

struct List {
	int n;
	int alloc;
	void *a;
};

struct Sel;

struct Expr {
	int op;
	int flags;
	struct Expr *left;
	union {
		struct List *pList;
		struct Sel *pSelect;
	} x;
};

struct Sel {
	int selFlags;
	int iLimit;
	struct Sel *pPrior;
	struct List *pEList;
};

struct holder {
	void *any;
};

// dtrans[O2]: %struct.Sel field=3 reads=1 writes=1
__attribute__((noinline)) int vsize(struct Expr *e)
{
	struct List *l = *(e->op == 1 ? &e->x.pSelect->pEList : &e->x.pList);
	return l->n;
}

__attribute__((noinline)) int sflags(struct Expr *e)
{
	return e->op + e->x.pSelect->selFlags + e->x.pSelect->iLimit;
}

__attribute__((noinline)) int lcount(struct Expr *e)
{
	return e->flags + e->x.pList->n;
}

__attribute__((noinline)) void hold(struct holder *h, void *p)
{
	h->any = p;
}

int main(int argc, char **argv)
{
	struct List *l = calloc(1, sizeof *l);
	struct Expr *e = calloc(1, sizeof *e);
	struct Expr *f = calloc(1, sizeof *f);
	struct Sel *s = calloc(1, sizeof *s);
	struct holder *h = calloc(1, sizeof *h);
	(void)argv;
	if (l == NULL || e == NULL || f == NULL || s == NULL || h == NULL)
		return 1;
	l->n = argc;
	s->pEList = l;
	e->op = 1;
	e->x.pSelect = s;
	f->x.pList = l;
	hold(h, argc > 5 ? (void *)e : (void *)s);
	return vsize(e) + vsize(f) + sflags(e) + lcount(f);
}
