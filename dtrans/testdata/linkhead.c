#include <stdlib.h>

/* A store through a select (or PHI) of a field's address and of an
   object loaded from a pointer field, whose own first field is the link
   (sqlite3's insertElement: `if (pHead->prev) pHead->prev->next = pNew;
   else pH->first = pNew;`, which LLVM turns into one store through
   `select (prev != 0), prev, &pH->first`). Opaque IR folds &prev->next
   into prev: the object stands for its first field's address, as typed
   IR's getelementptr says, when the field it was loaded from (its tag)
   holds pointers to a structure whose first field is a pointer, so the
   list's elements do not join the class of the field addresses
   (FieldAddressTaken would reach every structure of their class). */
struct elem {
	struct elem *next, *prev;
	void *data;
};

struct hash {
	int count;
	struct elem *first;
};

struct bucket {
	int count;
	struct elem *chain;
};

// dtrans: %struct.hash lacks=FieldAddressTaken
// dtrans: %struct.elem lacks=FieldAddressTaken
__attribute__((noinline)) void insert(struct hash *h, struct bucket *b, struct elem *n)
{
	struct elem *head = b->count ? b->chain : 0;
	b->count++;
	b->chain = n;
	if (head) {
		n->next = head;
		n->prev = head->prev;
		if (head->prev)
			head->prev->next = n;
		else
			h->first = n;
		head->prev = n;
	} else {
		n->next = h->first;
		if (h->first)
			h->first->prev = n;
		n->prev = 0;
		h->first = n;
	}
	h->count++;
}

int main(int argc, char **argv)
{
	struct hash *h = calloc(1, sizeof *h);
	struct bucket *b = calloc(1, sizeof *b);
	if (h == NULL || b == NULL)
		return 1;
	for (int i = 0; i < argc; i++) {
		struct elem *e = calloc(1, sizeof *e);
		if (e == NULL)
			return 1;
		e->data = argv[i];
		insert(h, b, e);
	}
	int n = 0;
	for (struct elem *e = h->first; e; e = e->next)
		n += e->data != 0;
	return n + h->count;
}
