// A pointer to an element of an array of structures at the end of a
// structure that clang 19 at -O2 does not define (it reaches it only
// through byte offsets, mujs's Reprog and its Reclass cclass[16]):
// clang 19 writes `prog->cclass + prog->ncclass` as a getelementptr
// over the element type on the member's byte offset (`getelementptr
// %struct.Cls, ptr (getelementptr i8, ptr %prog, i64 16), i64 %n`), not
// one over [N x %struct.Cls]. The TBAA node gives the array the type
// "omnipotent char", the rebuilt, partial structure's last member; the
// elements lie in that member, as typed IR's getelementptr into the
// array says: no BadCasting, and the pointer kept in a field and merged
// mixes no types. (The allocation's 144 bytes are a multiple of the 24
// bytes TBAA describes, so the allocation check, which only knows that
// lower bound, finds nothing.)
#include <stdlib.h>

struct Cls {
  int *end;
  int spans[6];
};

struct Prog {
  void *start;
  int flags;
  int ncls;
  struct Cls cls[4];
};

struct State {
  struct Prog *prog;
  struct Cls *cur;
  int n;
};

__attribute__((noinline)) static void next(struct State *g) {
  if (g->prog->ncls >= 4)
    exit(2);
  g->cur = g->prog->cls + g->prog->ncls++;
  g->cur->end = g->cur->spans;
}

__attribute__((noinline)) static void add(struct State *g, int a) {
  struct Cls *c = g->cur;
  *c->end++ = a;
}

__attribute__((noinline)) static int look(struct Cls *c, int x) {
  for (int *p = c->spans; p < c->end; p++)
    if (*p == x)
      return 1;
  return 0;
}

int main(int argc, char **argv) {
  (void)argv;
  struct State g;
  g.prog = malloc(sizeof(struct Prog));
  if (!g.prog)
    return 1;
  g.prog->ncls = 0;
  g.prog->flags = argc;
  g.n = 0;
  next(&g);
  add(&g, argc);
  struct Cls *c = argc > 2 ? g.cur : g.prog->cls;
  int r = look(c, argc);
  free(g.prog);
  return r;
}

// dtrans: %struct.Cls has=NestedStruct lacks=BadCasting,UnsafePointerStore,UnsafePtrMerge,AmbiguousPointerTarget
// dtrans: %struct.Prog has=ContainsNestedStruct lacks=BadCasting,UnsafePointerStore,UnsafePtrMerge
