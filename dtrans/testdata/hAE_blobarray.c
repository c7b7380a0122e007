// A structure with arrays of structures whose members are unions: clang 19
// at -O2 drops the container (reached only through byte offsets) and
// rebuilds it from TBAA with bytes for the arrays (gapLayout); a loop
// LLVM unrolls writes the elements' unions at constant byte offsets with
// the union's "omnipotent char" tag, where typed IR's getelementptr names
// the element's field. The arrays are indexed elsewhere (getelementptr
// [N x Code]), which says what the bytes hold.
#include <stdlib.h>

typedef struct Code {
	union { unsigned short freq; unsigned short code; } fc;
	union { unsigned short dad; unsigned short len; } dl;
} Code;

typedef struct State {
	int level;
	char *buf;
	Code lit[8];
	Code dist[6];
	int last;
} State;

__attribute__((noinline)) static void init(State *s) {
	for (int n = 0; n < 8; n++) s->lit[n].fc.freq = 0;
	for (int n = 0; n < 6; n++) s->dist[n].fc.freq = 0;
	s->dist[5].dl.len = 1;
	s->last = 0;
}

__attribute__((noinline)) static void tally(State *s, int i, int j) {
	s->lit[i].fc.freq++;
	s->dist[j].dl.len++;
	s->last++;
}

// dtrans[O2]: %union.anon field=0 reads=1 writes=15
// dtrans[O2]: %union.anon.0 field=0 reads=1 writes=2
int main(int argc, char **argv) {
	State *s = malloc(sizeof(State));
	if (!s) return 1;
	s->level = argc;
	s->buf = argv[0];
	init(s);
	tally(s, argc & 7, argc % 6);
	int r = s->last + s->level + (s->buf != 0);
	free(s);
	return r;
}
