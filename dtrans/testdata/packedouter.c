// Fixture for a structure nested in one the module does not define and
// the analysis cannot rebuild: clang 19 at -O2 reaches the packed Out
// only through byte offsets and drops its definition, and no natural
// layout puts Out's int at offset 1, where its TBAA type node has it.
// In, rebuilt from its own node, is nested in an object whose other bytes
// the analysis cannot follow: NestedStruct and UnhandledUse there (see
// TestUnknownContainer), where clang 14's module defines Out and In is
// a candidate for field reordering. (A char array before a member, as in
// unknownouter.c, leaves a gap the analysis rebuilds as undescribed
// bytes.)
#include <stdlib.h>

struct In { int a; int b; };
struct __attribute__((packed)) Out { char c; int n; struct In in; int tail; };

// dtrans: %struct.In has=NestedStruct
// dtrans[O0]: %struct.In lacks=UnhandledUse
__attribute__((noinline)) static void set(struct Out *o, int v) {
  o->in.a = v;
  o->in.b = v + 1;
  o->tail = v + 2;
}

__attribute__((noinline)) static int get(struct Out *o) {
  return o->in.a + o->in.b + o->c + o->n + o->tail;
}

int main(int argc, char **argv) {
  (void)argv;
  struct Out *o = malloc(sizeof *o);
  if (!o)
    return 1;
  o->c = (char)argc;
  o->n = argc;
  set(o, argc);
  int r = get(o);
  free(o);
  return r;
}
