// Fixture for a byte offset on a pointer read through a union member
// (lua's TValue, whose value_ holds a GCObject * that a tag says is a
// closure, a userdata, ...): clang 19 at -O2 reads u->x.nuv of a
// userdata as `getelementptr i8, ptr %v, i64 10` with a char tag, from a
// value loaded with the union's char tag, whose class, while the fixed
// point runs, holds only the closure that nupvalues' tagged access
// names; the calls of setobj merge the userdata into it at the end.
// Resolved on the closure alone, the offset was the closure's i8 field
// 3, read as i16 (MismatchedElementAccess), and the select of offsets
// from the same base an offset inside a field (BadPtrManipulation), in
// clang 19's module only; clang 14's getelementptr names the userdata.
// Judged on the final class, both are byte offsets on a pointer to
// several types (AmbiguousGEP), as clang 14's module says. (The closure's
// f, read in topointer through a char-tagged offset too, is counted in
// clang 14's module only: nothing in clang 19's says which type it is.)
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct CCl { struct GC *next; unsigned char tt; unsigned char marked; unsigned char nup; void *f; };
struct UD {
  struct GC *next;
  unsigned char tt;
  unsigned char marked;
  union { unsigned short nuv; unsigned char b[2]; } x;
  long len;
  void *mt;
};
struct TV { union { struct GC *gc; void *p; } v; unsigned char tt; };

#define gco2cl(o) ((struct CCl *)(o))
#define gco2u(o) ((struct UD *)(o))

struct GC *allgc;
struct UD ud0;

NOINLINE struct GC *newobj(int tt, size_t sz) {
  struct GC *o = malloc(sz);
  o->tt = tt;
  o->next = allgc;
  allgc = o;
  return o;
}

NOINLINE void setobj(struct TV *t, struct GC *o, int tt) { t->v.gc = o; t->tt = tt; }

NOINLINE int nupvalues(struct TV *o) {
  struct CCl *c = (struct CCl *)o->v.gc;
  return c->nup;
}

// dtrans: %struct.CCl has=BadCasting lacks=MismatchedElementAccess
// dtrans: %struct.UD has=BadCasting lacks=MismatchedElementAccess
// dtrans[O2]: %struct.CCl has=AmbiguousGEP lacks=BadPtrManipulation
// dtrans[O2]: %struct.UD has=AmbiguousGEP lacks=BadPtrManipulation
// dtrans: %struct.CCl field=3 reads=1 writes=1
NOINLINE void *topointer(struct TV *o) {
  switch (o->tt) {
  case 2: {
    struct UD *u = gco2u(o->v.gc);
    return (char *)u + (u->x.nuv == 0 ? 32 : 40 + 16 * u->x.nuv);
  }
  case 3:
    return gco2cl(o->v.gc)->f;
  }
  return 0;
}

int main(int argc, char **argv) {
  struct TV a, b;
  struct UD *u = gco2u(newobj(2, sizeof(struct UD)));
  u->x.nuv = argc;
  u->len = argc;
  u->mt = argv;
  ud0.len = argc;
  struct CCl *c = gco2cl(newobj(3, sizeof(struct CCl)));
  c->nup = 0;
  c->f = argv;
  setobj(&a, (struct GC *)u, 2);
  setobj(&b, (struct GC *)c, 3);
  return nupvalues(&b) + (topointer(&a) != 0) + (topointer(&b) != 0);
}
