#include <string.h>

/* sqlite3's analysisLoader: an index found by a hash lookup, whose data
   are void * pointers to every kind of object (generic memory), or
   loaded from the table's list, merged by a PHI whose accesses' tags
   name the index. The lookup's result has no access of its own with a
   structure tag (a bit-field's load has no tag), and nothing says what
   it points to but the merge: the PHI is the result on its edge, and
   its other operand, loaded from t->idx, is an index too, as typed
   IR's cast of the lookup's void * says. */

struct index {
	char *name;
	struct index *next;
	short ncol;
	unsigned kind : 2;
	unsigned stat : 1;
};

struct table {
	char *name;
	int nrow;
	struct index *idx;
};

struct elem {
	struct elem *next;
	const char *key;
	void *data;
};

__attribute__((noinline)) void *lookup(struct elem *e, const char *k)
{
	for (; e; e = e->next)
		if (!strcmp(e->key, k))
			return e->data;
	return 0;
}

// dtrans[O2]: %struct.index lacks=AmbiguousGEP
// dtrans[O2]: %struct.index field=3 reads=2 writes=1
__attribute__((noinline)) int load(struct table *t, struct elem *h, const char *name)
{
	struct index *p;
	if (name == 0) {
		p = t->idx;
		if (!p || p->kind == 2)
			return 0;
	} else {
		p = lookup(h, name);
		if (!p || p->kind == 3)
			return 0;
	}
	p->stat = 1;
	return p->ncol;
}

int main(int argc, char **argv)
{
	static struct index i1 = {"i1", 0, 2, 2, 0};
	static struct table t1 = {"t1", 0, &i1};
	static struct elem e2 = {0, "t1", &t1};
	static struct elem e1 = {&e2, "i1", &i1};
	return load(&t1, &e1, argc > 1 ? argv[1] : 0) + load(&t1, &e1, "i1");
}
