// Fixture for a byte offset on a pointer read through a union member
// (lua's TValue holds a GCObject * that a closure, a table, a userdata
// ... may be) that nothing else resolves: `clLvalue(o)->p`, read through
// the union GCUnion, whose accesses clang tags "omnipotent char", is a
// byte offset 24 in clang 19's -O2 code, where LCl's p, CCl's f and
// UD's mt lie. The pointer it loads is used as a Proto (its accesses'
// tags name Proto), and only LCl's p holds Protos (the values loaded
// from it with LCl's tag elsewhere are Protos): the offset is LCl's
// field, as clang 14's getelementptr says, not AmbiguousGEP, and the
// load counts it. CCl's f holds functions and UD's mt tables.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct Proto { struct GC *next; unsigned char tt; unsigned char marked; unsigned char numparams; int size; };
struct Tab { struct GC *next; unsigned char tt; unsigned char marked; int n; };
struct LCl { struct GC *next; unsigned char tt; unsigned char marked; unsigned char nup; struct GC *gclist; struct Proto *p; };
struct CCl { struct GC *next; unsigned char tt; unsigned char marked; unsigned char nup; struct GC *gclist; int (*f)(void); };
struct UD { struct GC *next; unsigned char tt; unsigned char marked; unsigned short nuv; long len; struct Tab *mt; };
union GCU { struct GC gc; struct LCl l; struct CCl c; struct UD u; struct Proto pr; struct Tab h; };
struct TV { union { struct GC *gc; void *p; } v; unsigned char tt; };

union GCU spare; // keeps the union's type in the modules made opaque

#define cast_u(o) ((union GCU *)(o))
#define clLvalue(o) (&cast_u((o)->v.gc)->l)
#define clCvalue(o) (&cast_u((o)->v.gc)->c)
#define uvalue(o) (&cast_u((o)->v.gc)->u)

NOINLINE struct GC *newobj(int tt, size_t sz) {
  struct GC *o = calloc(1, sz);
  o->tt = tt;
  return o;
}

NOINLINE int one(void) { return 1; }

NOINLINE struct LCl *newlcl(struct Proto *p) {
  struct LCl *cl = (struct LCl *)newobj(6, sizeof(struct LCl));
  cl->p = p;
  return cl;
}

NOINLINE int lclparams(struct LCl *cl) { return cl->p->numparams; }

// dtrans[O2]: %struct.LCl field=5 reads=2 writes=1
NOINLINE int numparams(struct TV *o) { return clLvalue(o)->p->numparams; }

NOINLINE int call(struct TV *o) { return clCvalue(o)->f(); }

NOINLINE int mtsize(struct TV *o) { return uvalue(o)->mt ? uvalue(o)->mt->n : 0; }

int main(int argc, char **argv) {
  struct TV a, b, c;
  struct Proto *p = (struct Proto *)newobj(9, sizeof(struct Proto));
  p->numparams = argc;
  struct LCl *l = newlcl(p);
  struct CCl *cc = (struct CCl *)newobj(7, sizeof(struct CCl));
  cc->f = one;
  struct UD *u = (struct UD *)newobj(8, sizeof(struct UD));
  u->mt = (struct Tab *)newobj(5, sizeof(struct Tab));
  u->mt->n = argc;
  a.v.gc = (struct GC *)l;
  a.tt = 6;
  b.v.gc = (struct GC *)cc;
  b.tt = 7;
  c.v.gc = (struct GC *)u;
  c.tt = 8;
  return numparams(&a) + call(&b) + mtsize(&c) + lclparams(l);
}
