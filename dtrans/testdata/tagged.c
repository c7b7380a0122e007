// Fixture for byte offsets on a pointer to several types, named by the
// TBAA tags of accesses through the same base (bzip2's strm->state, a
// DState or an EState).
#define NOINLINE __attribute__((noinline))

struct Dec { long total; int len; int mode; int avail; };
struct Enc { long total; long block; int level; };

static struct Dec gd;
static struct Enc ge;

// One state for either direction: the class of its result, and of the
// pointers stored from it, holds Dec and Enc, with no dominant type.
NOINLINE void *state(int kind) { return kind ? (void *)&gd : (void *)&ge; }

struct Dec *dcur;
struct Enc *ecur;

NOINLINE void open(int kind) {
  dcur = state(kind);
  ecur = state(kind + 1);
}

static inline void bump(int *p, int by) { *p += by; }

// bump's accesses, inlined, carry the scalar tag of an int: clang 14
// names Dec's fields in getelementptrs, clang 19 adds byte offsets to a
// pointer to Dec or Enc; the tag of the load of len says it is a Dec.
// dtrans[O2]: %struct.Dec lacks=AmbiguousGEP
// dtrans[O2]: %struct.Dec field=1 reads=1 writes=0
// dtrans[O2]: %struct.Dec field=2 reads=0 writes=1
// dtrans[O2]: %struct.Dec field=3 reads=1 writes=1
NOINLINE int decode(int n) {
  struct Dec *d = dcur;
  d->mode = n;
  bump(&d->mode, d->len);
  bump(&d->avail, n);
  return d->mode;
}

NOINLINE long encode(int n) {
  struct Enc *e = ecur;
  e->block += n;
  e->level = n;
  return e->block + e->total;
}

int main(int argc, char **argv) {
  open(argc & 1);
  return decode(argc) + (int)encode(argc);
}
