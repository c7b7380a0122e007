// The other half (see a.c): struct FK ends in a one-element array of Col
// (sqlite3's FKey and its aCol[1]), which clang 19 at -O2 drops, and the
// address past its last element, where the name is copied, is stored in
// a global variable (sqlite3's `z = (char*)&pFKey->aCol[nCol]`, stored
// in pFKey->zTo and in the generic RenameToken.p). Typed IR's
// getelementptr over [1 x Col] makes the address a Col's: GlobalPtr on
// Col. Clang 19's getelementptr over [1 x P] names the type llvm-link 19
// gave Col, whose elements' accesses are tagged as Col's: the address
// is a Col's there too, and P, which no global points to, is no
// GlobalPtr.
#include <stdlib.h>
#include <string.h>

struct Col { int from; char *name; };
struct FK { struct FK *next; char *to; int n; void *trig[2]; struct Col aCol[1]; };

char *gz;

__attribute__((noinline)) static struct FK *make(int n, const char *to) {
	size_t len = strlen(to) + 1;
	struct FK *f = malloc(sizeof(struct FK) + (n - 1) * sizeof(struct Col) + len);
	if (!f)
		exit(1);
	char *z = (char *)&f->aCol[n];
	f->next = 0;
	f->to = z;
	gz = z;
	memcpy(z, to, len);
	f->n = n;
	for (int i = 0; i < n; i++) {
		f->aCol[i].from = i;
		f->aCol[i].name = "c";
	}
	return f;
}

int sum(int n) {
	struct FK *f = make(n, "t");
	int s = 0;
	for (int i = 0; i < f->n; i++)
		s += f->aCol[i].from + f->aCol[i].name[0];
	s += gz[0];
	free(f);
	return s;
}
