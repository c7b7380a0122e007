// The other half (see a.c): a local L, { ptr, ptr, i32 } under opaque
// pointers, like sqlite3's WalHashLoc: pgno points to a page, and hash
// into the same page past pgno's 64 ints. In the opaque module the slot
// is a P, whose value field holds the address of an Obj's char: were the
// slot a P, what its pgno holds would be P's value's content, and the
// step over 64 ints from it an address past Obj's scalar field,
// BadPtrManipulation on Obj. The tags of the slot's accesses name L, a
// structure of the same layout, and the program accesses P elsewhere but
// never through this slot: the slot is an L, as in the typed module, and
// Obj is left alone.
struct L { short *hash; int *pgno; int zero; };

void fill(int **pp);

int get(int i) {
	struct L loc;
	fill(&loc.pgno);
	loc.hash = (short *)&loc.pgno[64];
	loc.zero = i;
	return loc.hash[i & 7] + loc.pgno[i & 3] + loc.zero;
}
