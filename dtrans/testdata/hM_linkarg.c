// Fixture for an object passed where the callee walks link fields from
// the parameter (lua's luaC_checkfinalizer: `if (g->sweepgc ==
// &o->next) g->sweepgc = sweeptolive(L, g->sweepgc);`, sweeptolive
// walking `GCObject **p` by `p = &(*p)->next`): LLVM 14 replaces the
// loaded g->sweepgc by &o->next, which LLVM 19 folds into o (here
// written so in the C), so that the call
// passes the object where the other callers pass the address of a link
// (&g->allgc), and the walk's PHI merges the parameter with the
// pointer loaded through it and again with that PHI (the loop's exit),
// which is the walk's address, not an object loaded. The function's
// result, stored where &g->allgc is, says the parameter holds addresses
// of links, and the object passed is its first field's address, as
// clang 14's getelementptr says. Merged as arguments are, the objects joined the class of the links' addresses:
// BadCasting, UnsafePtrMerge, UnsafePointerStore and
// AmbiguousPointerTarget on G and GC in clang 19's module only, where
// clang 14's getelementptr to o's next keeps the object apart.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct G { int n; struct GC *allgc; struct GC **sweepgc; };

struct G g0;

NOINLINE struct GC *newobj(struct G *g, int tt) {
  struct GC *o = malloc(sizeof(struct GC));
  o->tt = tt;
  o->marked = tt & 1;
  o->next = g->allgc;
  g->allgc = o;
  return o;
}

// dtrans: %struct.G lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore,AmbiguousPointerTarget
// dtrans: %struct.GC lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore,AmbiguousPointerTarget
NOINLINE struct GC **sweeptolive(struct GC **p) {
  struct GC **old = p;
  do {
    while (*p != NULL && ((*p)->marked & 1))
      p = &(*p)->next;
  } while (p == old && *p != NULL && (*p = (*p)->next, 1));
  return p;
}

NOINLINE void entersweep(struct G *g) { g->sweepgc = sweeptolive(&g->allgc); }

NOINLINE void restart(struct G *g) { g->sweepgc = &g->allgc; }

NOINLINE void checkfin(struct G *g, struct GC *o) {
  o->marked = 0;
  if (g->sweepgc == &o->next)
    g->sweepgc = sweeptolive(&o->next);
}

int main(int argc, char **argv) {
  struct G *g = &g0;
  for (int i = 0; i < argc; i++)
    newobj(g, i);
  restart(g);
  entersweep(g);
  if (g->allgc)
    checkfin(g, g->allgc);
  return g->n + (g->sweepgc != NULL);
}
