// Fixture for accesses of a structure's first scalar field through the
// structure's own address. Inlining (always_inline, done even at -O0)
// simplifies clang 19's `getelementptr %struct.HA, ptr %h, 0, 0` to %h, so
// its load of h->mask is a load of an i64 straight through the pointer,
// where clang 14 keeps the getelementptr (its result has another type).
// The pointer comes from a union that also holds an HB, so its class is
// ambiguous (BadCasting, as in brotli's Hasher union of H10 and H42): the
// read must still count as a read of HA's field 0 in both pointer models.
#include <stdlib.h>
#include <string.h>

#define INLINE static inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))

// dtrans[O0]: %struct.HA field=0 reads=2 writes=1
// dtrans[O0]: %struct.HA field=1 reads=1 writes=1
// dtrans[O0]: %struct.HA has=BadCasting
struct HA { long mask; int *buckets; int n; };
struct HB { short tab[64]; long x; };
struct Holder { int kind; union { struct HA a; struct HB b; } u; };

INLINE long hash(struct HA *h, long key) { return key & h->mask; }

INLINE int bucket(struct HA *h, long key) { return h->buckets[hash(h, key)]; }

NOINLINE void init(struct Holder *o, int *b) {
  o->kind = 1;
  o->u.a.mask = 15;
  o->u.a.buckets = b;
}

NOINLINE int lookup(struct Holder *o, long key) {
  // One pointer for both calls: a second &o->u.a would be a pointer to
  // the union's bytes that, under opaque pointers, nothing but this
  // inlined load uses, so nothing says which member it is.
  struct HA *h = &o->u.a;
  if (o->kind == 1)
    return bucket(h, key) + (int)hash(h, key);
  return o->u.b.tab[key & 63];
}

// A memset of the first field (an array) through the structure's address
// once inlined: it fits field 0 and is no BadMemFuncSize (brotli's
// HistogramClear*).
// dtrans: %struct.Hist lacks=BadMemFuncSize,BadCasting
// dtrans[O0]: %struct.Hist field=1 reads=1 writes=1
struct Hist { unsigned data[256]; long total; double bits; };

INLINE void clear(struct Hist *h) {
  memset(h->data, 0, sizeof h->data);
  h->total = 0;
}

NOINLINE long count(struct Hist *hs, int n) {
  long t = 0;
  for (int i = 0; i < n; i++) {
    clear(&hs[i]);
    t += hs[i].total;
  }
  return t;
}

// The address of a structure's first field, a structure, passed where the
// addresses of its other fields of that type go: clang 19 folds the
// constant `&g.lit` into `@g`, so the parameter's class holds a Meta
// pointer beside pointers to Meta's fields 1 and 2, where clang 14 has a
// pointer to field 0 (brotli's MetaBlockSplit and its BlockSplits,
// sqlite3's rusage). A pointer to a structure is a pointer to its first
// field: no BadCasting.
// dtrans: %struct.Meta lacks=BadCasting
// dtrans: %struct.Split lacks=BadCasting
// dtrans[O0]: %struct.Split field=1 reads=1 writes=1
struct Split { int *types; long n; };
struct Meta { struct Split lit; struct Split cmd; struct Split dist; int x; };

struct Meta meta;

NOINLINE void reset(struct Split *s) { s->n = 0; }

NOINLINE void reset_all(void) {
  reset(&meta.lit);
  reset(&meta.cmd);
  reset(&meta.dist);
}

// A scalar first field of a global read and written through the global's
// own address (clang 19 folds the constant getelementptr to it), while
// the global's address also meets another type (pick), so that its class
// has no dominant type: the global's declared type says what the access
// reaches (sqlite3's sqlite3Config).
// dtrans[O0]: %struct.Config field=0 reads=1 writes=1
struct Config { int memstat; int other; void *p; };
struct Other { long a; };

struct Config config;

NOINLINE void *pick(int k, struct Other *o) {
  return k ? (void *)&config : (void *)o;
}

NOINLINE void setstat(int x) { config.memstat = x; }

NOINLINE int getstat(void) { return config.memstat; }

// C's embedded base (sqlite3's virtual tables: `*ppVtab = (sqlite3_vtab
// *)pTab` and `*ppVtab = &pTab->base`): clang 14 -O2 makes the cast a
// getelementptr to field 0, clang 19 folds both into pTab. The stored
// pointer is the table as its base type, not a field's address.
// dtrans: %struct.Tab lacks=FieldAddressTaken
// dtrans: %struct.Vt lacks=FieldAddressTaken
struct Vt { const void *methods; int nref; };
struct Tab { struct Vt base; long rows; };
struct Vt *cur;

NOINLINE void connect(struct Tab *t, struct Vt **pp) { *pp = (struct Vt *)t; }

NOINLINE void connect2(struct Tab *t, struct Vt **pp) { *pp = &t->base; }

NOINLINE long rows(struct Vt *v) { return ((struct Tab *)v)->rows + v->nref; }

int main(int argc, char **argv) {
  (void)argv;
  struct Holder *o = malloc(sizeof *o);
  int *b = calloc(16, sizeof(int));
  init(o, b);
  int r = lookup(o, argc);
  struct Hist *hs = malloc(4 * sizeof *hs);
  r += (int)count(hs, 4);
  reset_all();
  r += (int)meta.cmd.n;
  struct Other other = {argc};
  setstat(argc);
  r += getstat() + (pick(argc, &other) == &other);
  struct Tab *t = calloc(2, sizeof *t);
  t[0].rows = argc;
  connect(t, &cur);
  r += (int)rows(cur);
  connect2(t + 1, &cur);
  r += (int)rows(cur);
  free(t);
  free(hs);
  free(b);
  free(o);
  return r;
}
