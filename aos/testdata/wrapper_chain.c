/* wrapper_chain.c: allocation as in lua and sqlite3: an allocator function
 * installed through a variadic configuration call and kept in a struct
 * field, called through that pointer by two levels of wrappers, one of which
 * grows a block and returns it unchanged when it has room. The arrays live
 * in the fields of a heap struct and are indexed in other functions. The
 * site is the realloc in sys_alloc. Negatives: a single struct from the same
 * wrapper, and a header whose trailing bytes are reached by &h[1]. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void *(*alloc_fn)(void *ud, void *p, size_t n);

struct item {
	long key;
	double weight;
};

struct node {
	int left, right;
	struct item *it;
};

struct hdr {
	int len;
	int flags;
};

struct state {
	alloc_fn fn;
	void *ud;
	struct item *items;
	int nitems;
	struct node *nodes;
	int nnodes, capnodes;
	struct hdr *name;
};

// want: heap %struct.item fn=sys_alloc count=? accesses>=1
// want: heap %struct.node fn=sys_alloc count=? accesses>=1
// The va_list is a stack array of one struct (x86-64's __va_list_tag).
// want: stack %struct.__va_list_tag fn=configure count=1

static void *sys_alloc(void *ud, void *p, size_t n)
{
	(void)ud;
	if (n == 0) {
		free(p);
		return NULL;
	}
	return realloc(p, n);
}

__attribute__((noinline)) static void configure(struct state *S, int what, ...)
{
	va_list ap;
	va_start(ap, what);
	if (what == 1)
		S->fn = va_arg(ap, alloc_fn);
	va_end(ap);
}

__attribute__((noinline)) static void *mem_alloc(struct state *S, size_t n)
{
	void *p = S->fn(S->ud, NULL, n);
	if (!p)
		abort();
	return p;
}

__attribute__((noinline)) static void *mem_grow(struct state *S, void *block, int n, int *cap, size_t elem)
{
	if (n < *cap)
		return block;
	int ncap = *cap ? *cap * 2 : 4;
	void *p = S->fn(S->ud, block, (size_t)ncap * elem);
	if (!p)
		abort();
	*cap = ncap;
	return p;
}

#define NEW_VEC(S, n, T) ((T *)mem_alloc(S, (size_t)(n) * sizeof(T)))

__attribute__((noinline)) static struct state *open_state(int n)
{
	struct state *S = sys_alloc(NULL, NULL, sizeof *S);
	memset(S, 0, sizeof *S);
	configure(S, 1, sys_alloc);
	S->items = NEW_VEC(S, n, struct item);
	S->nitems = n;
	return S;
}

__attribute__((noinline)) static void add_node(struct state *S, int i)
{
	S->nodes = mem_grow(S, S->nodes, S->nnodes, &S->capnodes, sizeof(struct node));
	struct node *nd = &S->nodes[S->nnodes++];
	nd->left = i;
	nd->right = -i;
	nd->it = &S->items[i % S->nitems];
}

__attribute__((noinline)) static void set_name(struct state *S, const char *z)
{
	size_t len = strlen(z);
	struct hdr *h = mem_alloc(S, sizeof(struct hdr) + len + 1);
	h->len = (int)len;
	h->flags = 0;
	memcpy((char *)&h[1], z, len + 1);
	S->name = h;
}

__attribute__((noinline)) static double total(struct state *S)
{
	double t = 0;
	for (int i = 0; i < S->nitems; i++)
		t += S->items[i].weight * (double)S->items[i].key;
	for (int i = 0; i < S->nnodes; i++)
		t += S->nodes[i].left + S->nodes[i].it->weight;
	return t;
}

int main(int argc, char **argv)
{
	struct state *S = open_state(argc + 4);
	for (int i = 0; i < S->nitems; i++) {
		S->items[i].key = i;
		S->items[i].weight = 0.5 * i;
	}
	for (int i = 0; i < 10 + argc; i++)
		add_node(S, i);
	set_name(S, argv[0]);
	printf("%f %s %d\n", total(S), (char *)&S->name[1], S->name->len);
	return 0;
}
