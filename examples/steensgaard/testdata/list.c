/* list.c: the bundled module of the steensgaard example: a function
 * pointer, heap nodes built by a helper, and a pointer chosen between two
 * locals. */
#include <stdlib.h>

struct node { int v; struct node *next; };

static int x, y;

static int *pick(int c) { return c ? &x : &y; }

static struct node *push(struct node *head, int v)
{
	struct node *n = malloc(sizeof *n);
	n->v = v;
	n->next = head;
	return n;
}

int main(int argc, char **argv)
{
	int *(*fp)(int) = pick;
	int *p = fp(argc);
	struct node *list = 0;
	for (int i = 0; i < argc; i++)
		list = push(list, i);
	int a = 1, b = 2;
	int *q = argc > 2 ? &a : &b;
	return *p + *q + (list ? list->next != 0 : 0);
}
