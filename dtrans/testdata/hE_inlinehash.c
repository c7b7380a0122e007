/* A walk over link fields that starts at an element of a structure's
   field that is an array of pointers (sqlite3's R-tree nodeRelease: `for
   (pp = &pRtree->aHash[h]; (*pp) != pNode; pp = &(*pp)->pNext);`). The
   nodes are in a class of several types (generic code keeps them as
   void *), and the walk's loads have scalar tags: what the object loaded
   through the walk's PHI points to, and so the byte offset of its link,
   is said by what the array field holds: the pointers loaded from its
   elements elsewhere are used as nodes (their accesses' tags name struct
   node), as typed IR's getelementptr to the link says. */

struct node {
	long key;
	int n;
	struct node *next;
};

struct tree {
	int count;
	struct node *hash[7];
};

struct other {
	long a, b;
};

void *slot;

// dtrans[O2]: %struct.node lacks=AmbiguousGEP
// dtrans[O2]: %struct.node field=2 reads=3 writes=1
__attribute__((noinline)) struct node *lookup(struct tree *t, long key)
{
	struct node *p = t->count ? t->hash[key % 7] : 0;
	while (p && p->key != key)
		p = p->next;
	return p;
}

__attribute__((noinline)) void keepother(struct other *o)
{
	o->a = 1;
	slot = o;
}

__attribute__((noinline)) void release(struct tree *t, struct node *nd)
{
	struct node **pp;
	for (pp = &t->hash[nd->key % 7]; *pp != nd; pp = &(*pp)->next) {
	}
	*pp = nd->next;
	t->count--;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct node nodes[2];
	static struct tree t = {2, {&nodes[0], &nodes[1]}};
	static struct other ot;
	nodes[0].key = argc;
	slot = lookup(&t, argc);
	keepother(&ot);
	release(&t, &nodes[0]);
	return 0;
}
