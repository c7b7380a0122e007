#include <stdlib.h>

/* A choice between two fields at the same byte offset of two different
   structures (sqlite3's `pExpr->op == TK_SELECT ?
   &pExpr->x.pSelect->pEList : &pExpr->x.pList`): LLVM 19 folds the
   select of the two fields' addresses into a select of the two objects
   and one byte offset on it, and a PHI of them likewise. The objects
   are not one class: each offset is a field of each structure, as typed
   IR's select of the two fields' addresses says. */

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

// dtrans[O2]: %struct.Expr lacks=BadCasting,UnsafePtrMerge,AmbiguousPointerTarget,AmbiguousGEP
// dtrans[O2]: %struct.Sel lacks=BadCasting,UnsafePtrMerge,AmbiguousPointerTarget,AmbiguousGEP
// dtrans[O2]: %struct.Sel field=3 reads=2 writes=1
__attribute__((noinline)) int vsize(struct Expr *e, struct Sel *s)
{
	struct List *l = *(e->op == 1 ? &s->pEList : &e->x.pList);
	return l->n;
}

int noted;

__attribute__((noinline)) void note(int k)
{
	noted += k;
}

/* The same choice made by branches: a PHI of the two objects. */
__attribute__((noinline)) int vsize2(struct Expr *e, struct Sel *s, int k)
{
	struct List **pp;
	if (k > 3) {
		note(e->flags + k);
		pp = &s->pEList;
	} else {
		note(s->iLimit - k);
		pp = &e->x.pList;
	}
	return (*pp)->alloc;
}

int main(int argc, char **argv)
{
	struct List *l = calloc(1, sizeof *l);
	struct Expr *e = calloc(1, sizeof *e);
	struct Sel *s = calloc(1, sizeof *s);
	(void)argv;
	if (l == NULL || e == NULL || s == NULL)
		return 1;
	l->n = argc;
	e->op = argc;
	e->x.pList = l;
	s->pEList = l;
	s->pPrior = NULL;
	e->left = NULL;
	return vsize(e, s) + vsize2(e, s, argc);
}
