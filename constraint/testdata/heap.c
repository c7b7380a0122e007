/* heap.c: heap objects, one per allocation site; allocation wrappers;
 * realloc; linked structures on the heap. */
#include <stdlib.h>
#include <string.h>
#include "alias.h"

struct node { int v; struct node *next; };

void *xmalloc(size_t n)
{
	void *p = malloc(n);
	if (!p)
		abort();
	return p;
}

struct node *push(struct node *head, int v)
{
	struct node *n = xmalloc(sizeof *n);
	n->v = v;
	n->next = head;
	return n;
}

int main(int argc, char **argv)
{
	int *a = malloc(sizeof(int));
	int *b = malloc(sizeof(int));
	NOALIAS(a, b); /* two sites */
	int *c = xmalloc(sizeof(int));
	int *d = xmalloc(sizeof(int));
	NOALIAS(c, d); /* a wrapper: one object per call */
	NOALIAS(a, c);
	int *e = realloc(a, 2 * sizeof(int));
	MAYALIAS(e, a);
	NOALIAS(e, b);
	struct node *list = 0;
	for (int i = 0; i < argc; i++)
		list = push(list, i);
	MAYALIAS(list, list->next);
	char *s = strdup(argv[0]);
	NOALIAS(s, a);
	int **pp = calloc(4, sizeof(int *));
	pp[1] = b;
	MAYALIAS(pp[argc], b);
	free(b);
	return *c + *d + *e + s[0];
}
