// A structure ending in a trailing array of structures, which clang 19
// at -O2 drops (only byte offsets reach it): rebuilt from TBAA, its last
// member is an "omnipotent char". The code indexes the array (the loop)
// and reads p->aTerm[0].it at a constant offset, tagged as a Term's
// field: that is the Term's field, whose It the address of a field of
// is taken, as typed IR's getelementptr into the array says (tailTag);
// without it, the It stored into the array and the one read there were
// two classes, UnsafePointerStore in clang 19's module only.
#include <stdlib.h>

struct It { long id; char *data; int n; };
struct Term { char pre, first; char *z; struct It *it; struct Term *syn; };
struct Phrase { void *node; long pad; int nTerm; struct Term aTerm[1]; };

__attribute__((noinline)) int take(char **pp) { return (*pp)[0]; }

__attribute__((noinline)) int walk(struct Phrase *p) {
	int s = 0;
	for (int i = 0; i < p->nTerm; i++)
		s += p->aTerm[i].pre + p->aTerm[i].it->n;
	return s;
}

__attribute__((noinline)) int first(struct Phrase *p) {
	return take(&p->aTerm[0].it->data) + (int)p->aTerm[0].it->id;
}

int main(int argc, char **argv) {
	struct Phrase *p = malloc(sizeof(struct Phrase) + 2 * sizeof(struct Term));
	struct It *it = malloc(sizeof *it);
	it->id = argc;
	it->data = argv[0];
	it->n = 1;
	p->nTerm = 3;
	for (int i = 0; i < 3; i++) {
		p->aTerm[i].pre = (char)i;
		p->aTerm[i].it = it;
	}
	return walk(p) + first(p);
}

// dtrans: %struct.It has=FieldAddressTaken lacks=UnsafePointerStore
