/* A walk over link fields that starts at an element of an array of
   pointers loaded from a field (sqlite3's pcache1RemoveFromHash: `for
   (pp = &pCache->apHash[h]; (*pp) != pPage; pp = &(*pp)->pNext);`). The
   pages are in a class of several types (generic code keeps them as
   void *), and the walk's loads have scalar tags: what the object loaded
   through the walk's PHI points to, and so the byte offset of its link,
   is said by what the arrays loaded from that field hold: the pointers
   loaded from their elements elsewhere are used as pages (their
   accesses', or the accesses of a PHI merging them, tags name struct
   page), as typed IR's declared types and getelementptrs say. */

struct page {
	long key;
	int n;
	struct page *next;
};

struct cache {
	int nhash;
	struct page **hash;
};

struct other {
	long a, b;
};

void *slot;

__attribute__((noinline)) struct page *fetch(struct cache *c, long key)
{
	struct page *p = c->hash[key % c->nhash];
	while (p && p->key != key)
		p = p->next;
	return p;
}

__attribute__((noinline)) void keepother(struct other *o)
{
	o->a = 1;
	slot = o;
}

// dtrans[O2]: %struct.page lacks=AmbiguousGEP
// dtrans[O2]: %struct.page field=2 reads=3 writes=1
__attribute__((noinline)) void unlink_page(struct cache *c, struct page *pg)
{
	struct page **pp;
	for (pp = &c->hash[pg->key % c->nhash]; *pp != pg; pp = &(*pp)->next) {
	}
	*pp = pg->next;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct page pages[2];
	static struct page *tab[2] = {&pages[0], &pages[1]};
	static struct cache c = {2, tab};
	static struct other ot;
	pages[0].key = argc;
	slot = fetch(&c, argc);
	keepother(&ot);
	unlink_page(&c, &pages[0]);
	return 0;
}
