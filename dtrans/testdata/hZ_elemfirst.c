/* The first field of an element of an array field (sqlite3's
   `pList->a[i].pExpr`, read through `&pList->a[i]` by inlined code
   taking the field's address, with the "any pointer" tag), where the
   list is in a class of several types (generic memory): typed IR's
   getelementptr names the element's field, opaque IR folds its zero
   index into the element's address, `getelementptr %struct.list, ptr
   %l, i64 0, i32 2, i64 %i` in the canonical twin and `getelementptr
   [4 x %struct.item], ptr %a, i64 0, i64 %i` on the array's byte
   offset in clang 19's code, whose indices still say it is an item. */

struct expr {
	int op;
	int flags;
};

struct item {
	struct expr *e;
	char *name;
};

struct list {
	int n;
	int alloc;
	struct item a[4];
};

struct holder {
	void *any;
};

__attribute__((noinline)) void put(struct holder *h, void *p)
{
	h->any = p;
}

static inline struct expr *get(struct expr **pp)
{
	return *pp;
}

// dtrans[O2]: %struct.item field=0 reads=1 writes=0
__attribute__((noinline)) int sum(struct holder *h)
{
	struct list *l = h->any;
	int s = 0;
	for (int i = 0; i < l->n; i++) {
		struct item *it = &l->a[i];
		put(h + 1, it);
		s += get(&it->e)->op;
	}
	return s;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct expr e = {1, 0};
	static struct list l = {1, 4, {{&e, 0}}};
	static struct holder h1[2], h2;
	put(h1, &l);
	put(&h2, &e);
	return sum(h1) + argc;
}
