#include <stdlib.h>

/* A pointer loaded from a field and used only through a byte offset
   whose access has no structure in its tag (inlined code reading a
   field through its address: a scalar tag), on a class of several types
   (generic code takes both structures as void *): what the field holds
   says what the pointer points to. The other loads of list.head name
   struct node in their accesses' tags, so the offset from n is node's
   field, as typed IR's getelementptr on struct node says. The walk's
   PHI merges l->head with p->next, both node pointers; a parameter
   takes what its callers pass (val_of), a call's result what its
   callee returns (head_of). A field no load describes holds what is
   stored into it (cursor.cur, set from the generic pointer). A load
   whose value a PHI merges before its accesses says what its field
   holds with the PHI's tags (journal.first in drop, read in total_val's
   walk, whose loads LLVM gave scalar tags). A chunk passed to a
   function that reads only longs through it is its id's address
   (FieldAddressTaken), as typed IR's getelementptr says, although its
   class holds other structures. A structure clang 19 drops and TBAA
   cannot rebuild (struct tab: a union before another member) still
   names its fields in tags: what they hold is followed the same way
   (tab_sum). */

struct node {
	long key;
	long val;
	struct node *next;
};

struct list {
	int n;
	struct node *head;
};

struct other {
	long a, b, c;
	double d;
};

static long rd(const long *x)
{
	return *x;
}

// dtrans[O2]: %struct.node lacks=AmbiguousGEP
// dtrans[O2]: %struct.node field=1 reads=7 writes=1
__attribute__((noinline)) long first_key(struct list *l)
{
	return l->head->key;
}

__attribute__((noinline)) long first_u(struct list *l)
{
	struct node *n = l->head;
	return rd(&n->val);
}

__attribute__((noinline)) long sum_u(struct list *l)
{
	long s = 0;
	for (struct node *p = l->head; p; p = p->next)
		s += rd(&p->val);
	return s;
}

__attribute__((noinline)) long val_of(struct node *n)
{
	return rd(&n->val);
}

__attribute__((noinline)) struct node *head_of(struct list *l)
{
	return l->head;
}

__attribute__((noinline)) long use(struct list *l)
{
	return val_of(l->head) + rd(&head_of(l)->val);
}

void *any;

struct journal {
	long size;
	struct node *first;
};

__attribute__((noinline)) long drop(struct journal *j)
{
	struct node *p = j->first;
	long s = 0;
	while (p) {
		struct node *n = p->next;
		s += p->key;
		free(p);
		p = n;
	}
	return s;
}

__attribute__((noinline)) void attach(struct journal *j)
{
	j->first = any;
}

__attribute__((noinline)) long total_val(struct journal *j)
{
	long s = 0;
	for (struct node *p = j->first; p; p = p->next)
		s += rd(&p->val);
	return s;
}

struct tab {
	int n;
	union {
		long a[2];
		double d;
	} u;
	struct node *first;
};

__attribute__((noinline)) long tab_first_key(struct tab *t)
{
	return t->first->key + t->n;
}

__attribute__((noinline)) long tab_sum(struct tab *t)
{
	long s = t->n;
	for (struct node *p = t->first; p; p = p->next) {
		s += rd(&p->val);
		any = p;
	}
	return s;
}

struct chunk {
	long id;
	long size;
};

__attribute__((noinline)) int has_id(const long *x)
{
	return *x == 7;
}

// dtrans[O2]: %struct.chunk has=FieldAddressTaken
__attribute__((noinline)) long check(struct chunk *c)
{
	c->size = 1;
	return has_id(&c->id);
}

struct cursor {
	int pos;
	struct node *cur;
};

__attribute__((noinline)) void park(struct cursor *c)
{
	struct node *p = any;
	c->cur = p;
	c->pos = (int)p->key;
}

__attribute__((noinline)) long cur_val(struct cursor *c)
{
	return rd(&c->cur->val);
}

__attribute__((noinline)) long probe(int kind)
{
	return kind ? ((struct node *)any)->key : (long)((struct other *)any)->d;
}

int main(int argc, char **argv)
{
	struct list *l = calloc(1, sizeof *l);
	struct node *n = calloc(1, sizeof *n);
	struct other *o = calloc(1, sizeof *o);
	(void)argv;
	if (l == NULL || n == NULL || o == NULL)
		return 1;
	n->val = argc;
	l->head = n;
	o->d = argc;
	struct cursor *c = calloc(1, sizeof *c);
	if (c == NULL)
		return 1;
	struct journal *jn = calloc(1, sizeof *jn);
	if (jn == NULL)
		return 1;
	struct tab *tb = calloc(1, sizeof *tb);
	if (tb == NULL)
		return 1;
	tb->first = any;
	tb->n = argc;
	long f = tab_first_key(tb) + tab_sum(tb);
	struct chunk *ch = calloc(1, sizeof *ch);
	if (ch == NULL)
		return 1;
	any = ch;
	long h = check(ch) + probe(2);
	long z = argc;
	h += has_id(&z);
	any = n;
	attach(jn);
	long t = total_val(jn);
	t += drop(jn);
	park(c);
	long k = probe(1) + cur_val(c) + t + h + f;
	any = o;
	return (int)(first_key(l) + first_u(l) + sum_u(l) + use(l) + k + probe(0));
}
