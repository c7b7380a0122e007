// Fixture for a scalar access of a union member its LLVM type does not
// show, at an offset where the shown member has a field of another size
// (lua's ci->u.l.trap, a volatile int at offset 8 of CallInfo's union u,
// whose LLVM type shows the member c, with a long there). Clang 14 at
// -O0 casts the union's address to struct L: BadCasting on the union, on
// CI holding it and (propagated) on K. At -O2 LLVM 14's instcombine
// writes &ci->u.l.trap as a getelementptr to K's field 1 cast to int *,
// and clang 19 as a byte offset the DataLayout maps to that field: the
// access is of the member L, not a MismatchedElementAccess of K's long.
#define NOINLINE __attribute__((noinline))

struct L { const int *pc; volatile int trap; int extra; };
struct K { int (*k)(void *, int, long); long old; long ctx; };
struct CI {
  struct CI *prev, *next;
  int top;
  union { struct L l; struct K c; } u;
  short status;
};
struct State { struct CI *ci; volatile int mask; struct K saved; };

// dtrans: %struct.CI has=BadCasting
// dtrans: %union.anon has=BadCasting
// dtrans: %struct.K has=BadCasting lacks=MismatchedElementAccess
// dtrans[O2]: %union.anon has=VolatileData
// dtrans: %struct.K field=1 reads=1 writes=2

NOINLINE void sethook(struct State *s, int m) {
  struct CI *ci;
  s->mask = m;
  for (ci = s->ci; ci; ci = ci->prev)
    if (ci->status & 2)
      ci->u.l.trap = 1;
}

NOINLINE long callk(struct CI *ci, int (*k)(void *, int, long), long ctx) {
  ci->u.c.k = k;
  ci->u.c.ctx = ctx;
  ci->u.c.old = ci->top;
  return ci->u.c.k(ci, 1, ci->u.c.ctx);
}

static int kf(void *p, int a, long b) { return a + (int)b; }

int main(int argc, char **argv) {
  static struct CI c0, c1;
  struct State s;
  c1.prev = &c0;
  c1.status = (short)argc;
  c0.status = 2;
  s.ci = &c1;
  s.saved.old = argc;
  sethook(&s, argc);
  return (int)callk(&c0, kf, argc) + c0.u.l.trap + (int)s.saved.old;
}
