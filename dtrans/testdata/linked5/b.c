// The other half (see a.c): struct FK ends in a one-element array of Col
// (C89's flexible array, sqlite3's FKey and its aCol[1]) after another
// array, so its TBAA type node, which gives arrays the type "omnipotent
// char", does not describe it, and clang 19 at -O2, which reaches FK only
// through byte offsets, drops its definition. The array's elements are
// indexed at a constant byte offset from the FK pointer, whose tags name
// FK: Col lies in a container the analysis cannot describe, as typed IR
// nests it in FK.
#include <stdlib.h>

struct Col { int from; char *name; };
struct FK { struct FK *next; char *to; int n; void *trig[2]; struct Col aCol[1]; };

__attribute__((noinline)) static struct FK *make(int n) {
	struct FK *f = malloc(sizeof(struct FK) + (n - 1) * sizeof(struct Col));
	if (!f)
		exit(1);
	f->next = 0;
	f->to = "t";
	f->n = n;
	for (int i = 0; i < n; i++) {
		f->aCol[i].from = i;
		f->aCol[i].name = "c";
	}
	return f;
}

int sum(int n) {
	struct FK *f = make(n);
	int s = 0;
	for (int i = 0; i < f->n; i++)
		s += f->aCol[i].from + f->aCol[i].name[0];
	free(f);
	return s;
}
