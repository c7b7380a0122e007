/* A walk over link fields that starts at an element of an array of
   pointers loaded from a field, the link being the entries' first field
   (sqlite3's sqlite3Fts5HashWrite: `for (pp = &pHash->aSlot[iHash]; *pp
   != p; pp = &(*pp)->pHashNext);`). Opaque IR folds &(*pp)->next into
   the entry loaded, and the PHI merges an element's address with an
   entry: the entry is its first field's address there, as typed IR's
   getelementptr says, when what the array's elements hold (the tags of
   the accesses through the pointers loaded from them elsewhere) is its
   structure. The entries are in a class of several types (generic code
   keeps them as void *). */

struct entry {
	struct entry *next;
	long key;
	int n;
};

struct hash {
	int nslot;
	struct entry **slot;
};

struct other {
	long a, b;
};

void *keep;

__attribute__((noinline)) struct entry *find(struct hash *h, long key)
{
	struct entry *p = h->slot[key % h->nslot];
	while (p && p->key != key)
		p = p->next;
	return p;
}

__attribute__((noinline)) void keepother(struct other *o)
{
	o->a = 1;
	keep = o;
}

// dtrans[O2]: %struct.entry field=0 reads=2 writes=2
__attribute__((noinline)) void relink(struct hash *h, struct entry *e, struct entry *to)
{
	struct entry **pp;
	for (pp = &h->slot[e->key % h->nslot]; *pp != e; pp = &(*pp)->next) {
	}
	*pp = to;
	to->next = 0;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct entry entries[3];
	static struct entry *tab[2] = {&entries[0], &entries[1]};
	static struct hash h = {2, tab};
	static struct other ot;
	entries[0].key = argc;
	keep = find(&h, argc);
	keepother(&ot);
	relink(&h, &entries[0], &entries[2]);
	return 0;
}
