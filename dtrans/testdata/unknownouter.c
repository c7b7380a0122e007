// Fixture for a structure nested in one the module does not define:
// clang 19 at -O2 reaches Out only through byte offsets and drops its
// definition, and Out's TBAA type node cannot rebuild it (its array
// member is one "omnipotent char" followed by In at offset 16). In,
// rebuilt from its own node, is nested in an object whose other bytes
// the analysis cannot follow: NestedStruct and UnhandledUse there (see
// TestUnknownContainer), where clang 14's module defines Out and In is
// a candidate for field reordering.
#include <stdlib.h>

struct In { int a; int b; };
struct Out { char buf[16]; struct In in; int tail; };
// A container without a tag: its TBAA type node has no name.
struct In2 { int c; int d; };
typedef struct { char tag[6]; int n; struct In2 x; } Wrap;
// An array member of structures: TBAA says nothing of its elements, but
// clang 19 indexes it as an array of Cell at a byte offset from the tree.
struct Cell { short f; short l; };
struct Tree { char name[6]; int n; struct Cell cells[8]; };

// dtrans: %struct.In has=NestedStruct
// dtrans[O0]: %struct.In lacks=UnhandledUse
// dtrans: %struct.In2 has=NestedStruct
// dtrans: %struct.Cell has=NestedStruct
// dtrans[O0]: %struct.Cell lacks=UnhandledUse
// dtrans[O0]: %struct.In2 lacks=UnhandledUse
__attribute__((noinline)) static void set(struct Out *o, int v) {
  o->in.a = v;
  o->in.b = v + 1;
  o->tail = v + 2;
}

__attribute__((noinline)) static void wset(Wrap *w, int v) {
  w->x.c = v;
  w->x.d = v;
  w->n = v;
}

__attribute__((noinline)) static int wget(Wrap *w) { return w->x.c + w->x.d + w->n + w->tag[1]; }

__attribute__((noinline)) static int sum(struct Tree *t, int k) {
  int s = 0;
  for (int i = 0; i < t->n && i < 8; i++)
    s += t->cells[i].f * k + t->cells[i].l;
  t->cells[k & 7].f = (short)s;
  return s;
}

__attribute__((noinline)) static int get(struct Out *o) {
  return o->in.a + o->in.b + o->buf[3] + o->tail;
}

int main(int argc, char **argv) {
  struct Out *o = malloc(sizeof *o);
  if (!o)
    return 1;
  o->buf[3] = (char)argc;
  set(o, argc);
  int r = get(o);
  free(o);
  Wrap *w = malloc(sizeof *w);
  if (!w)
    return 1;
  w->tag[1] = (char)r;
  wset(w, argc);
  r += wget(w);
  free(w);
  struct Tree *t = calloc(1, sizeof *t);
  if (!t)
    return 1;
  t->n = argc;
  r += sum(t, r);
  free(t);
  return r;
}
