// A copy of a two-element array field in straight-line code, saved and
// restored around a call (sqlite3's walTryBeginRead and the aFrameCksum
// of its WalIndexHdr): clang 19's SLP vectorizer reads and writes both
// elements by one <2 x i32> load and store, clang 14 by two scalar loads
// and stores. The vector access counts one access per element it
// covers, as the scalar code does (work's read and write included).
// dtrans: %struct.Hdr field=4 reads=3 writes=3
#include <stdlib.h>

struct Hdr { unsigned change; int flags; unsigned short sz; unsigned mx; unsigned ck[2]; unsigned salt[2]; };
struct W { void *fd; int n; struct Hdr hdr; };

struct Hdr last; // keeps Hdr's definition in clang 19's -O2 module

__attribute__((noinline)) int work(struct W *w, int i) { w->hdr.ck[i & 1] += (unsigned)i; return w->n > i; }

__attribute__((noinline)) int retry(struct W *w) {
	unsigned s0 = w->hdr.ck[0];
	unsigned s1 = w->hdr.ck[1];
	int i = 0;
	while (work(w, i))
		i++;
	w->hdr.ck[0] = s0;
	w->hdr.ck[1] = s1;
	return i;
}

int main(int argc, char **argv) {
	struct W *w = calloc(1, sizeof *w);
	w->n = argc;
	w->fd = argv;
	int r = retry(w);
	last = w->hdr;
	free(w);
	return r;
}
