#include <stdlib.h>

/* A walk over link fields that starts at a field of a parameter
   (sqlite3's renameEditSql: `for (pp = &pRename->pList; (*pp) != pBest;
   pp = &(*pp)->pNext);`, then `*pp = pBest->pNext`): the list head is
   the parameter's first field, whose address opaque IR folds into the
   parameter itself, so that the walk's PHI merges the object with the
   addresses of the link fields. As for an object loaded from the walked
   fields (walkfind.c), the parameter is the address of its first field,
   as typed IR's getelementptr says, not an object merged with field
   addresses (UnsafePtrMerge, BadCasting). */

struct tok {
	long a, b;
	struct tok *next;
};

struct ctx {
	struct tok *list;
	long n;
};

// dtrans[O2]: %struct.tok lacks=BadCasting,UnsafePtrMerge,FieldAddressTaken
// dtrans[O2]: %struct.ctx lacks=BadCasting,UnsafePtrMerge
// dtrans[O2]: %struct.tok field=2 reads=2 writes=1
// dtrans[O2]: %struct.ctx field=0 reads=1 writes=2
__attribute__((noinline)) void unlink_tok(struct ctx *c, struct tok *t)
{
	struct tok **pp;
	for (pp = &c->list; (*pp)->a != t->a; pp = &(*pp)->next) {
	}
	*pp = t->next;
}

int main(void)
{
	struct ctx *c = malloc(sizeof *c);
	struct tok *t = malloc(sizeof *t);
	c->list = t;
	c->n = 1;
	t->next = 0;
	t->a = t->b = 0;
	unlink_tok(c, t);
	return 0;
}
