/* A structure ending in an array of one element that is allocated with
   room for more (C's struct hack: sqlite3's Fts5ExprNode *apChild[1]).
   Typed IR's getelementptr names apChild[1], an element of the last
   field; opaque IR has a byte offset of one structure's size from the
   pointer, which is also the next structure's start. The accesses there
   that fit the array's elements count its field, as typed IR's
   getelementptr says; the others would be the next structure's. */
#include <stdlib.h>

// dtrans[O2]: %struct.node field=2 reads=2 writes=3
struct node {
	int type;
	int n;
	struct node *child[1];
};

__attribute__((noinline)) struct node *mk(int type, int n)
{
	struct node *p = malloc(sizeof(struct node) + (n > 1 ? n - 1 : 0) * sizeof(struct node *));
	if (!p)
		return 0;
	p->type = type;
	p->n = n;
	p->child[0] = 0;
	return p;
}

__attribute__((noinline)) int test_not(struct node *p)
{
	struct node *a, *b;
	if (p->type != 2)
		return 0;
	a = p->child[0];
	b = p->child[1];
	return a->type && !(b && b->type);
}

struct node leaf = {3, 0, {0}};

int main(int argc, char **argv)
{
	(void)argv;
	struct node *p = mk(1, 2);
	if (!p)
		return 1;
	leaf.n = argc;
	if (argc > 3)
		return test_not(&leaf);
	p->child[0] = mk(argc, 0);
	p->child[1] = 0;
	return test_not(p);
}
