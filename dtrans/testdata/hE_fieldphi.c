/* A PHI of the address of a scalar field of one structure (Cur's target),
   of the first field of a structure nested in another (Btree's info.nKey)
   and of a local variable another function fills through a pointer it
   receives (sqlite3's OP_Rowid: &pC->movetoTarget, &pCrsr->info.nKey or
   &v, filled by a virtual table's xRowid). Typed IR's getelementptr names
   the nested structure's first field; clang 19 gives the nested
   structure's address, a byte offset on the outer one. The functions
   called through the pointer write the local variable, not the fields:
   their stores count as writes of neither. */
// dtrans[O2]: %struct.Info field=0 reads=1 writes=1
// dtrans[O2]: %struct.Cur field=1 reads=1 writes=1
typedef struct Info {
	long long nKey;
	char *p;
	int n;
} Info;

typedef struct Btree {
	int state;
	Info info;
} Btree;

typedef struct Cur {
	int kind;
	long long target;
} Cur;

typedef struct Module {
	int (*xRowid)(void *, long long *);
	int (*xNext)(void *);
} Module;

static int rowidA(void *c, long long *p)
{
	*p = *(int *)c;
	return 0;
}

static int rowidB(void *c, long long *p)
{
	*p = 7;
	return c == 0;
}

static int next(void *c)
{
	return c != 0;
}

Module modA = {rowidA, next};
Module modB = {rowidB, next};

__attribute__((noinline)) void fill(Btree *b)
{
	b->info.nKey = b->state;
	b->info.n = 2;
}

long long rowid(Cur *c, Btree *b, Module *m, void *vc)
{
	long long v;
	long long *p;
	if (c->kind == 0) {
		p = &c->target;
	} else if (c->kind == 1) {
		if (m->xRowid(vc, &v))
			return -1;
		p = &v;
	} else {
		fill(b);
		p = &b->info.nKey;
	}
	return *p;
}

void set(Cur *c, long long t)
{
	c->target = t;
}
