/* neg_list.c: a linked list whose nodes are allocated one at a time: no
 * array of structs. */
#include <stdio.h>
#include <stdlib.h>

struct node {
	int val;
	struct node *next;
};

// (no arrays of structs)

__attribute__((noinline)) static struct node *push(struct node *head, int v)
{
	struct node *n = malloc(sizeof *n);
	if (!n)
		exit(1);
	n->val = v;
	n->next = head;
	return n;
}

int main(int argc, char **argv)
{
	struct node *head = NULL;
	for (int i = 0; i < argc * 5; i++)
		head = push(head, i);
	long s = 0;
	for (struct node *p = head; p; p = p->next)
		s += p->val;
	while (head) {
		struct node *n = head->next;
		free(head);
		head = n;
	}
	printf("%ld\n", s);
	return 0;
}
