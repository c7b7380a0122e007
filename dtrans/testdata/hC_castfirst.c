// Fixture for a cast to a structure's first field's structure (pcre2's
// `(pcre2_memctl *)gcontext` in pcre2_match_data_create, inlined where
// gcontext is the caller's general context or its code cast to one):
// LLVM 14's instcombine writes the cast as `getelementptr %struct.gctx,
// %p, 0, 0`, without inbounds, whose source structure is the select's
// declared type; clang 19 passes the select itself. The getelementptr
// is the cast: its result is the select's class, and the argument is
// the code's memctl, as in opaque IR. At -O0 clang stores the cast code
// in g's slot, which main's general context (a gctx, copied into) also
// reaches: code and gctx are one memory in both modules there.
#include <stdlib.h>
#define NOINLINE __attribute__((noinline))

typedef struct memctl {
  void *(*malloc)(size_t, void *);
  void (*free)(void *, void *);
  void *data;
} memctl;
typedef struct gctx { memctl m; } gctx;
typedef struct code { memctl m; int top; int flags; } code;

static void *dmalloc(size_t n, void *d) { (void)d; return malloc(n); }
static void dfree(void *p, void *d) { (void)d; free(p); }

NOINLINE void *mmalloc(size_t n, memctl *m) { return m->malloc(n, m->data); }

static void *create(gctx *g, int n) { return mmalloc((size_t)n * 8, (memctl *)g); }

// dtrans[O2]: %struct.code lacks=AmbiguousPointerTarget,UnsafePtrMerge,BadMemFuncManipulation
// dtrans[O2]: %struct.memctl lacks=AmbiguousPointerTarget,UnsafePtrMerge,BadMemFuncManipulation
// dtrans[O0]: %struct.code has=BadCasting,AmbiguousPointerTarget,UnsafePtrMerge
NOINLINE void *create_from(const code *c, gctx *g) {
  if (g == NULL)
    g = (gctx *)c;
  return create(g, c->top);
}

int main(int argc, char **argv) {
  code *c = malloc(sizeof *c);
  gctx *g = malloc(sizeof *g);
  c->m.malloc = dmalloc; c->m.free = dfree; c->m.data = 0;
  g->m = c->m;
  c->top = argc;
  c->flags = 0;
  void *p = create_from(c, argc > 1 ? g : NULL);
  return p != 0;
}
