// Fixture for a container without a C name that holds a union: brotli's
// typedef struct { HasherCommon common; union { H2 _H2; ... } privat; }
// Hasher, inside the BrotliEncoderState that clang 19 at -O2 reaches only
// through byte offsets and drops. Hasher's TBAA type node has no name and
// lists its union as one "omnipotent char"; the module defines Hasher (a
// global of it), whose LLVM type shows the union as a structure.
// Matched by their layouts (TBAA's union is a char at the union's start),
// Hasher is the module's type, State is rebuilt around it, and Mem, a
// member of State, is no longer nested in a container the analysis
// cannot follow (UnhandledUse).
#include <stdlib.h>
#include <string.h>

typedef struct { void *data; long size; long dict; } Common;
struct HA { int *buckets; int *extra; };
struct HB { short *heads; long count; long pos; };
typedef struct {
  Common common;
  union { struct HA a; struct HB b; } privat;
} Hasher;
struct Mem { void *(*alloc)(void *, size_t); void (*release)(void *, void *); void *opaque; };
struct State { long quality; struct Mem mem; long pos; Hasher hasher; int flags; };

// dtrans[O2]: %struct.Mem lacks=UnhandledUse
// dtrans[O2]: %struct.State lacks=UnhandledUse
// dtrans: %struct.Hasher lacks=UnhandledUse
// dtrans: %struct.State field=4 reads=2 writes=1
// dtrans: %struct.Common field=1 reads=2 writes=1

__attribute__((noinline)) static void prepare(Hasher *h, int kind) {
  if (kind) {
    h->privat.a.buckets = calloc(16, sizeof(int));
    h->privat.a.extra = 0;
  } else {
    h->privat.b.heads = calloc(16, sizeof(short));
    h->privat.b.count = 0;
  }
  h->common.size = 16;
}

__attribute__((noinline)) static void encode(struct State *s, int kind) {
  prepare(&s->hasher, kind);
  s->pos += s->hasher.common.size;
  s->flags |= kind;
  s->mem.opaque = s->mem.alloc(s->mem.opaque, 8);
}

static Hasher spare;

static void *defalloc(void *o, size_t n) { (void)o; return malloc(n); }
static void defrelease(void *o, void *p) { (void)o; free(p); }

int main(int argc, char **argv) {
  (void)argv;
  struct State *s = malloc(sizeof *s);
  if (!s) return 1;
  memset(s, 0, sizeof *s);
  s->mem.alloc = defalloc;
  s->mem.release = defrelease;
  encode(s, argc > 1);
  memcpy(&spare, &s->hasher, sizeof spare);
  prepare(&spare, argc);
  int r = (int)spare.common.size + s->flags;
  s->mem.release(s->mem.opaque, s->mem.opaque);
  free(s);
  return r;
}
