#include "aliascheck.h"

#include <stdlib.h>
struct N { struct N *next; int *val; };
int main(int argc, char **argv) {
	int a, b;
	struct N *head = 0;
	for (int i = 0; i < argc; i++) {
		struct N *n = malloc(sizeof *n);
		n->next = head;
		n->val = &a;
		head = n;
	}
	struct N *it = head;
	while (it && it->next)
		it = it->next;
	MAYALIAS(it, head);
	MAYALIAS(it->val, &a);
	NOALIAS(it->val, &b);
	return 0;
}
