// Fixture for pointers stored in a union of structures inside a
// structure that clang 19 at -O2 drops, reaching it only through byte
// offsets (mujs's js_Object, whose union u holds a regular expression's
// program and source, a function's code and scope, an iterator's
// target...): the structure rebuilt from TBAA has bytes there it does not
// describe. Clang 14's -O2 addresses every member's pointer at offset 0
// of the union through the member its LLVM type shows, one field class
// for a Re's program and a Fn's scope: Prog and Env are one memory,
// BadCasting. Opaque IR's byte offsets, each a class of its own,
// connected nothing: what newre stores was not what runfn loads. The
// pointers at one offset of those bytes are one class, in any object,
// as the field of the member the LLVM type shows is. At -O0 clang casts
// the union's address to each member and reaches their fields apart, in
// both models.
#include <stdlib.h>
#define NOINLINE __attribute__((noinline))

struct Prog { int n; struct Prog *next; };
struct Env { double x; struct Env *up; };
struct Re { struct Prog *prog; char *source; };
struct Fn { struct Env *scope; int len; };
struct Obj {
  int type;
  union {
    struct Re r;
    struct Fn f;
  } u;
  struct Obj *link;
};

NOINLINE struct Obj *newre(struct Prog *p, char *src) {
  struct Obj *o = malloc(sizeof *o);
  o->type = 1;
  o->u.r.prog = p;
  o->u.r.source = src;
  o->link = 0;
  return o;
}

NOINLINE struct Obj *newfn(struct Env *e) {
  struct Obj *o = malloc(sizeof *o);
  o->type = 2;
  o->u.f.scope = e;
  o->u.f.len = 3;
  o->link = 0;
  return o;
}

// dtrans[O2]: %struct.Prog has=BadCasting,AmbiguousPointerTarget
// dtrans[O2]: %struct.Env has=BadCasting,AmbiguousPointerTarget
// dtrans[O0]: %struct.Prog lacks=BadCasting
// dtrans[O0]: %struct.Env lacks=BadCasting
NOINLINE int runre(struct Obj *o) { return o->u.r.prog->n + o->u.r.source[0]; }

NOINLINE int runfn(struct Obj *o) { return (int)o->u.f.scope->x + o->u.f.len; }

int main(int argc, char **argv) {
  struct Prog *p = malloc(sizeof *p);
  struct Env *e = malloc(sizeof *e);
  p->n = argc; p->next = 0;
  e->x = argc; e->up = 0;
  struct Obj *a = newre(p, argv[0]);
  struct Obj *b = newfn(e);
  a->link = b;
  return runre(a) + runfn(b);
}
