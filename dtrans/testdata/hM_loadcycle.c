// Fixture for a walk over link fields at offset 0 from a parameter that
// points to a pointer (lua's sweeptolive, `GCObject **p` walked by
// `p = &(*p)->next` from &g->allgc): clang 19 at -O2 folds &(*p)->next
// into *p, so that the PHI merges the parameter with the pointer loaded
// through it, and no field address is in sight (the caller passes it).
// Merged as any PHI, the objects joined the class of the field's
// address, the pointers stored in the field with them: BadCasting,
// UnsafePtrMerge, UnsafePointerStore and AmbiguousPointerTarget on G and
// GC in clang 19's module only, where clang 14's getelementptr to the
// link keeps the object apart. The pointer loaded through the PHI is the
// object a walk reached, the address of its first field, once the
// parameter's class, joined to the argument's after the fixed point's
// other steps, says the PHI holds addresses of pointer fields.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct G { int n; struct GC *allgc; struct GC *finobj; struct GC *tobefnz; };

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
// dtrans[O2]: %struct.G field=1 reads=3 writes=2
NOINLINE struct GC **sweeptolive(struct GC **p) {
  while (*p != NULL && ((*p)->marked & 1))
    p = &(*p)->next;
  return p;
}

int main(int argc, char **argv) {
  struct G *g = &g0;
  for (int i = 0; i < argc; i++)
    newobj(g, i);
  g->finobj = g->allgc ? g->allgc->next : NULL;
  struct GC **a = sweeptolive(&g->allgc);
  *a = NULL;
  return (g->finobj != NULL) + g->n;
}
