// Fixture for a byte offset resolved on the dominant type of a pointer
// read through a union member, at a field of pointers (lua's
// luaV_objlen reads a string's length at offset 16 of the GCObject * its
// TValue holds, where a table has its array of TValues). While the fixed
// point runs, the class of the objects the values hold has only the
// table that sizeof_tab's tagged access names; clang 19's offset, from a
// load with the union's char tag and itself read with it, is resolved on
// that table alone (a guess, stale at the end, when the calls of setobj
// have merged the string into the class). Connected at once with the
// table's array field, the length loaded there joined the pointers into
// arrays of values, and storing it into a value joined those with the
// objects values hold: TV was BadCasting (and UnsafePointerStore,
// AmbiguousPointerTarget) in clang 19's module only. A guess's field
// contents wait for the final classes, where the guess is stale.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct TV { union { struct GC *gc; long i; } v; unsigned char tt; };
struct Tab { struct GC *next; unsigned char tt; unsigned char marked; int size; struct TV *array; };
struct Str {
  struct GC *next;
  unsigned char tt;
  unsigned char marked;
  unsigned int hash;
  union { unsigned long lnglen; struct Str *hnext; } u;
  char s[8];
};

NOINLINE void setobj(struct TV *t, struct GC *o, int tt) { t->v.gc = o; t->tt = tt; }

NOINLINE int sizeof_tab(struct TV *o) {
  struct Tab *h = (struct Tab *)o->v.gc;
  return h->size;
}

NOINLINE void setint(struct TV *ra, long i) { ra->v.i = i; ra->tt = 3; }

// dtrans: %struct.TV lacks=BadCasting,AmbiguousGEP,UnsafePointerStore,AmbiguousPointerTarget,UnhandledUse
NOINLINE void objlen(struct TV *ra, struct TV *rb) {
  if (rb->tt == 4) {
    ra->v.i = (long)((struct Str *)rb->v.gc)->u.lnglen;
    ra->tt = 3;
  } else
    setint(ra, sizeof_tab(rb));
}

int main(int argc, char **argv) {
  struct TV a, b, r;
  struct Tab *t = malloc(sizeof(struct Tab));
  struct Str *s = malloc(sizeof(struct Str));
  if (!t || !s)
    return 1;
  t->tt = 5;
  s->tt = 4;
  t->size = argc;
  t->array = &r;
  s->u.lnglen = 3;
  setobj(&a, (struct GC *)t, 5);
  setobj(&b, (struct GC *)s, 4);
  objlen(&r, argc > 1 ? &a : &b);
  int n = (int)r.v.i + t->array->tt;
  free(s);
  free(t);
  return n;
}
