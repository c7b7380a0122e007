/* linkedlist.c: singly and doubly linked lists on the heap: push, append,
 * reverse, remove, recursive length and free. */
#include <stdio.h>
#include <stdlib.h>

struct node {
	int value;
	struct node *next;
};

struct dnode {
	struct dnode *prev, *next;
	const char *key;
	long count;
};

struct dlist {
	struct dnode *head, *tail;
	size_t len;
};

static struct node *push(struct node *head, int value)
{
	struct node *n = malloc(sizeof *n);
	if (!n)
		abort();
	n->value = value;
	n->next = head;
	return n;
}

static struct node *reverse(struct node *head)
{
	struct node *prev = NULL;
	while (head) {
		struct node *next = head->next;
		head->next = prev;
		prev = head;
		head = next;
	}
	return prev;
}

static int length(const struct node *n)
{
	return n ? 1 + length(n->next) : 0;
}

static struct node *remove_value(struct node *head, int value)
{
	struct node **pp = &head;
	while (*pp) {
		if ((*pp)->value == value) {
			struct node *dead = *pp;
			*pp = dead->next;
			free(dead);
		} else {
			pp = &(*pp)->next;
		}
	}
	return head;
}

static void free_list(struct node *n)
{
	if (!n)
		return;
	free_list(n->next);
	free(n);
}

static struct dnode *dlist_append(struct dlist *l, const char *key)
{
	struct dnode *n = calloc(1, sizeof *n);
	if (!n)
		return NULL;
	n->key = key;
	n->prev = l->tail;
	if (l->tail)
		l->tail->next = n;
	else
		l->head = n;
	l->tail = n;
	l->len++;
	return n;
}

static void dlist_unlink(struct dlist *l, struct dnode *n)
{
	if (n->prev)
		n->prev->next = n->next;
	else
		l->head = n->next;
	if (n->next)
		n->next->prev = n->prev;
	else
		l->tail = n->prev;
	l->len--;
	free(n);
}

int main(int argc, char **argv)
{
	struct node *list = NULL;
	for (int i = 0; i < 10; i++)
		list = push(list, i % 4);
	list = reverse(list);
	list = remove_value(list, argc);
	printf("len %d\n", length(list));
	free_list(list);

	struct dlist words = { 0 };
	for (int i = 0; i < argc; i++)
		dlist_append(&words, argv[i]);
	while (words.head) {
		printf("%s\n", words.head->key);
		dlist_unlink(&words, words.head);
	}
	return 0;
}
