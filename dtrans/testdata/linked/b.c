// The other half of the linked fixture (see a.c): struct B is used in a
// way DTrans must flag (its address goes to an external function), struct
// A is not. The typed module keeps them apart; the opaque one has only
// %struct.A, which carries B's conditions too.
#include <stdlib.h>
#include <string.h>

struct A;
struct A *push(struct A *list, int v);
int sum(struct A *a);

struct B { char *name; int len; };

extern void external_sink(void *);

int main(int argc, char **argv) {
	struct B *b = malloc(sizeof *b);
	b->name = argv[0];
	b->len = (int)strlen(argv[0]);
	external_sink(b);
	struct A *l = 0;
	for (int i = 0; i < argc; i++)
		l = push(l, i);
	return sum(l) + b->len;
}
