/* A union member (sqlite3's Expr.x, an ExprList or a Select) loaded
   with clang's char tag, and byte offsets on it read with the char tag
   too (a union in the Select; LLVM merges sqlite3ExprCodeTarget's loads
   of the Select's result list into one with the char tag): no tag names
   a structure, and the offset is resolved on the dominant type the
   class of the loaded pointers has then (a guess: unionLoadGuess). The
   expressions come from generic memory, so the member's field class is
   reached through byte offsets resolved in turn: it holds the Select
   only when vsize is resolved, the list once count is. The guess no
   longer holds at the end; what the loaded pointer's accesses fit
   (unionMeaning: a long at offset 24, past the list's end) still names
   the Select, as typed IR's cast of the member does. */

struct expr;

struct item {
	struct expr *e;
	char *name;
};

struct list {
	int n;
	int alloc;
	struct item a[1];
};

struct sel {
	int op;
	int flags;
	int id;
	int pad;
	union {
		struct list *elist;
		char *text;
	} u;
	union {
		long k;
		double d;
	} v;
};

struct expr {
	int op;
	int flags;
	char *token;
	struct expr *left;
	union {
		struct list *list;
		struct sel *sel;
	} x;
};

/* Generic memory: every object passes through one void * field. */
struct holder {
	void *any;
};

__attribute__((noinline)) int selid(struct holder *h)
{
	struct expr *e = h->any;
	return e->flags + e->x.sel->id;
}

__attribute__((noinline)) void note(void) { __asm__ volatile(""); }

// dtrans[O2]: %struct.sel lacks=AmbiguousGEP
// dtrans[O2]: %union.anon.0 field=0 reads=1 writes=0
// dtrans[O2]: %union.anon.1 field=0 reads=1 writes=0
__attribute__((noinline)) int vsize(struct holder *h, int op)
{
	struct expr *e = h->any;
	if (!e->x.sel)
		return 0;
	if (op == 1)
		return e->x.sel->u.elist->n + (int)e->x.sel->v.k;
	note();
	if (op == 2)
		return e->x.sel->id;
	return 1;
}

__attribute__((noinline)) int count(struct holder *h)
{
	struct expr *e = h->any;
	return e->flags + e->x.list->n;
}

__attribute__((noinline)) void put(struct holder *h, void *p)
{
	h->any = p;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct list l = {1, 1, {{0, 0}}};
	static struct sel s = {3, 0, 1, 0, {&l}, {2}};
	static struct expr sub = {1, 0, 0, 0, {0}};
	static struct expr top = {2, 3, 0, 0, {0}};
	static struct holder h1, h2, h3, h4;
	sub.x.sel = &s;
	top.x.list = &l;
	put(&h1, &sub);
	put(&h2, &top);
	put(&h3, &s);
	put(&h4, &l);
	return selid(&h1) + vsize(&h1, argc) + count(&h2) + (h3.any != h4.any) + argc;
}
