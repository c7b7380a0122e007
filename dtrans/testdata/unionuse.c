/* A union member loaded with clang's char tag (sqlite3's Expr.x, an
   ExprList or a Select), whose values elsewhere are used as either
   structure: what the field holds says nothing, and the load's tag
   names no field, where typed IR's getelementptr on the loaded pointer
   names the member. The accesses through it do: the load of a pointer
   at offset 8 (e->x.list->a[0].e, merged by a PHI with &e->left) fits
   struct list, whose first item's pointer is there, and not struct
   sel, whose int is (sqlite3ExprSkipCollateAndLikely in whereScanNext). */

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
	struct list *elist;
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

__attribute__((noinline)) int count(struct expr *e)
{
	return e->flags + e->x.list->n;
}

__attribute__((noinline)) int selid(struct expr *e)
{
	return e->flags + e->x.sel->id;
}

// dtrans[O2]: %struct.item field=0 reads=2 writes=0
// dtrans[O2]: %struct.list lacks=AmbiguousGEP
// dtrans[O2]: %struct.sel lacks=AmbiguousGEP
__attribute__((noinline)) struct expr *skip(struct expr *e)
{
	while (e && (e->flags & 1)) {
		if (e->flags & 2)
			e = e->x.list->a[0].e;
		else
			e = e->left;
	}
	return e;
}

__attribute__((noinline)) struct expr *first(struct expr *e)
{
	return e->x.list->a[0].e;
}

__attribute__((noinline)) void setsel(struct expr *e, struct sel *s)
{
	e->x.sel = s;
	e->flags |= 4;
}

void *kept;

/* Every object passes through here: one class holds them all, as
   sqlite3's generic class does. */
__attribute__((noinline)) void keep(void *p)
{
	kept = p;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct sel s = {3, 0, 1, 0, 0};
	static struct expr sub = {4, 0, 0, 0, {0}};
	setsel(&sub, &s);
	static struct expr leaf = {1, 0, 0, 0, {0}};
	static struct list l = {1, 1, {{&leaf, 0}}};
	static struct expr top = {2, 3, 0, 0, {&l}};
	keep(&s);
	keep(&l);
	keep(&top);
	return count(&top) + selid(&sub) + (skip(&top) == &leaf) + (first(&top) == &leaf) + argc;
}
