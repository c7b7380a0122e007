// Two consecutive elements of an array of unions of scalars, read in
// straight-line code at a computed position (sqlite3's SortByDimension
// reads a cell's aCoord[iDim*2] and aCoord[iDim*2+1], RtreeCoord being
// a union of a float and an int): the SLP vectorizer reads both by one
// <2 x float> (or <2 x i32>) load at the first element's address, whose
// element index is no PHI. Each lane is one element's member, as the
// scalar code reads it: four reads of Coord's member, at -O0 and -O2.
// dtrans: %union.Coord field=0 reads=4 writes=0
#include <stdlib.h>

union Coord { float f; int i; };
struct Cell { long id; union Coord a[10]; };
struct Tree { int n; unsigned char eInt; };

__attribute__((noinline)) void sortdim(struct Tree *t, int *idx, int n, int d, struct Cell *cells, int *out) {
	for (int k = 0; k < n; k++) {
		struct Cell *c = &cells[idx[k]];
		double l, r;
		if (t->eInt) {
			l = c->a[d * 2].i;
			r = c->a[d * 2 + 1].i;
		} else {
			l = c->a[d * 2].f;
			r = c->a[d * 2 + 1].f;
		}
		out[k] = l + r > 0;
	}
}

int main(int argc, char **argv) {
	struct Tree *t = calloc(1, sizeof *t);
	struct Cell *cells = calloc(4, sizeof *cells);
	int idx[4] = {0, 1, 2, 3}, out[4];
	t->eInt = argc > 1;
	sortdim(t, idx, 4, argc & 3, cells, out);
	free(cells);
	free(t);
	return out[0];
}
