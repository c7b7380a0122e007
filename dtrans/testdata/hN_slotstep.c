// A chunk of entries allocated by a pool that reuses free slots, read
// through the slot's link and then written as the chunk: LLVM 14's
// instcombine writes the chunk's array `c->a`, on the slot, as a step
// over one whole slot (`getelementptr %struct.Slot, %s, i64 1`). The
// base's tags, once the getelementptr to the slot's link is folded as
// opaque IR folds it, name both a Slot and a Chunk: nothing says what
// the step reaches, and the entries do not join the pool's class of
// several types (whose pointers a global holds: GlobalPtr).
// Clang 19 at -O2 drops the chunk's definition: TBAA gives its array
// the type "omnipotent char", the last member of the rebuilt, partial
// Chunk, and no getelementptr [8 x %struct.Entry] indexes it; the
// entries are used from the member's address and walked (`p->fresh++`):
// they lie in the member, nested in the chunk as typed IR says.
#include <stdlib.h>

struct Slot {
  struct Slot *next;
};

struct Entry {
  long v;
  struct Entry *r;
  struct Entry *l;
};

struct Chunk {
  struct Chunk *next;
  struct Entry a[8];
};

struct Other {
  int x;
  int y;
  char *name;
};

struct Set {
  struct Chunk *chunk;
  struct Entry *fresh;
  int nFresh;
};

static struct Slot *freeList;

static inline void *poolAlloc(size_t n) {
  if (freeList) {
    struct Slot *s = freeList;
    freeList = s->next;
    return s;
  }
  return malloc(n);
}

static inline void poolFree(void *p) {
  struct Slot *s = p;
  s->next = freeList;
  freeList = s;
}

__attribute__((noinline)) static struct Entry *entryAlloc(struct Set *p) {
  if (p->nFresh == 0) {
    struct Chunk *c = poolAlloc(sizeof *c);
    if (!c)
      return 0;
    c->next = p->chunk;
    p->chunk = c;
    p->fresh = c->a;
    p->nFresh = 8;
  }
  p->nFresh--;
  return p->fresh++;
}

__attribute__((noinline)) static struct Other *otherNew(int x) {
  struct Other *o = poolAlloc(sizeof *o);
  if (!o)
    return 0;
  o->x = x;
  o->y = x + 1;
  o->name = 0;
  return o;
}

__attribute__((noinline)) static void setClear(struct Set *p) {
  struct Chunk *c, *n;
  for (c = p->chunk; c; c = n) {
    n = c->next;
    poolFree(c);
  }
  p->chunk = 0;
  p->nFresh = 0;
}

int main(int argc, char **argv) {
  (void)argv;
  struct Set set = {0, 0, 0};
  long t = 0;
  for (int i = 0; i < argc * 10; i++) {
    struct Entry *e = entryAlloc(&set);
    if (!e)
      return 1;
    e->v = i;
    e->r = 0;
    e->l = e;
    t += e->l->v;
  }
  struct Other *o = otherNew(argc);
  if (o) {
    t += o->y;
    poolFree(o);
  }
  setClear(&set);
  return (int)t;
}

// dtrans: %struct.Entry has=NestedStruct lacks=GlobalPtr
// dtrans: %struct.Chunk has=ContainsNestedStruct,GlobalPtr
