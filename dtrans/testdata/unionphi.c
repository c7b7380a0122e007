#include <stdlib.h>

/* A PHI of two field addresses, one of them the first member of a union
   field (sqlite3's sqlite3ColumnsFromExprList: `zName = iCol >= 0 ?
   pTab->aCol[iCol].zCnName : pColExpr->u.zToken`, whose loads LLVM
   sinks into one load through a PHI of the addresses). Typed IR's
   getelementptr names the union's member, opaque IR's byte offset the
   union, whose address the class then holds as a pointer to the union:
   the load reads one of the two fields, and counts on both in either
   model. */

struct col {
	long aff;
	char *name;
};

struct expr {
	int op;
	union {
		char *tok;
		int ival;
	} u;
	struct expr *left;
};

struct tab {
	int n;
	struct col *cols;
};

struct expr ge;

// dtrans[O2]: %struct.col field=1 reads=1 writes=1
// dtrans[O2]: %union.anon field=0 reads=1 writes=2
__attribute__((noinline)) const char *name_of(struct expr *e, struct tab *t, int i)
{
	const char *z;
	if (e->op == 1)
		return "op";
	if (i >= 0)
		z = t->cols[i].name;
	else
		z = e->u.tok;
	return z ? z : "?";
}

int main(int argc, char **argv)
{
	struct tab *t = calloc(1, sizeof *t);
	if (t == NULL)
		return 1;
	t->cols = calloc(2, sizeof *t->cols);
	if (t->cols == NULL)
		return 2;
	t->cols[1].name = argv[0];
	struct expr *e = calloc(1, sizeof *e);
	if (e == NULL)
		return 3;
	e->u.tok = argv[0];
	e->op = argc;
	ge.u.tok = argv[0];
	return name_of(e, t, argc - 2)[0] + name_of(&ge, t, argc)[0] + t->cols[0].aff + e->op;
}
