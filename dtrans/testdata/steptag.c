// Fixture for a step by whole structures on a pointer to several types:
// sqlite3's Fts5Iter places its array of Fts5CResult (aFirst) after its
// array of segment iterators, in one allocation, so the class of aFirst
// holds both types; `aFirst[1].iFirst` is, in clang 19's -O2 code, a byte
// offset of 4 whose load the tags name Fts5CResult at offset 0. It is the
// next element of an array of that structure, as typed IR's getelementptr
// over it says: not AmbiguousGEP (on a pointer to several types), and not
// an address inside the last member of the structure TBAA rebuilds as
// partial (MismatchedElementAccess, on a pointer to it).
#include <stdlib.h>

struct Seg { long pos; long len; int flags; };
struct Res { unsigned short first; unsigned char eq; };
struct It { int n; struct Res *aFirst; struct Seg aSeg[1]; };

// dtrans[O2]: %struct.Res lacks=AmbiguousGEP,MismatchedElementAccess
// dtrans[O2]: %struct.Seg lacks=AmbiguousGEP
// dtrans: %struct.Res field=0 reads=3 writes=1

__attribute__((noinline)) static struct It *make(int n) {
  struct It *p = calloc(1, sizeof(struct It) + n * sizeof(struct Seg) + n * sizeof(struct Res));
  if (!p) return 0;
  p->n = n;
  p->aFirst = (struct Res *)&p->aSeg[n];
  return p;
}

__attribute__((noinline)) static int second(struct It *p) { return p->aFirst[1].first; }

// Generic code that reads a position from either array.
__attribute__((noinline)) static long peek(void *q) { return ((struct Seg *)q)->pos; }

// The results, or an array of segments used as results.
__attribute__((noinline)) static int pick(struct It *p, struct Seg *segs, int c) {
  struct Res *r = c ? p->aFirst : (struct Res *)segs;
  return r[1].first + (int)segs->pos;
}

__attribute__((noinline)) static void set(struct It *p, int i, int v) {
  p->aSeg[i].pos = v;
  p->aFirst[i].first = (unsigned short)v;
}

int main(int argc, char **argv) {
  (void)argv;
  struct It *p = make(4);
  if (!p) return 1;
  set(p, 1, argc);
  int r = second(p) + (int)peek(p->aFirst) + (int)peek(&p->aSeg[2]) + pick(p, p->aSeg, argc) + (int)p->aSeg[1].pos + p->aFirst[0].first;
  free(p);
  return r;
}
