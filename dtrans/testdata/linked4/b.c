// The other half (see a.c): a local L, { ptr, ptr, i32 } under opaque
// pointers, whose field's address goes to a function of a.c. In the
// opaque module the slot is a P, but the tags of its loads name L: the
// slot is an L, whose field's address is taken (FieldAddressTaken), as in
// the typed module.
struct L { short *hash; int *pgno; int zero; };

void fill(int **pp);

int get(int i) {
	struct L loc;
	loc.zero = i;
	fill(&loc.pgno);
	return loc.pgno[i & 3] + loc.zero;
}
