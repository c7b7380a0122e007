#include "aliascheck.h"

#include <stdlib.h>
struct N { struct N *next; int *data; };
int main(void) {
	int d;
	struct N *n = malloc(sizeof *n);
	n->next = malloc(sizeof *n);
	n->data = &d;
	MAYALIAS(n->data, &d);
	NOALIAS(n->next, n);
	NOALIAS(&n->next, &n->data);
	return 0;
}
