// One half of a linked fixture of a renamed table (see b.c): struct P is
// { ptr, ptr, ptr } under opaque pointers, like b.c's struct Sys, and
// comes first, so llvm-link 19 gives b.c's table P's name. P's second
// field holds a function that receives a Q.
#include <stdlib.h>

struct Q { long n; struct Q *next; };
struct P { char *name; int (*cb)(const char *, struct Q *); char *other; };

static int fq(const char *p, struct Q *q) { q->n = p[0]; q->next = q; return (int)q->n; }

struct P gp = {"p", fq, "o"};

int sys(int i, const char *path);

int main(int argc, char **argv) {
	struct Q *q = malloc(sizeof *q);
	return sys(argc & 1, argv[0]) + gp.cb(argv[0], q) + gp.name[0];
}
