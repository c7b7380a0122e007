// hO_tailstride.c's stride over the elements of a trailing array of
// structures in a structure clang 19 at -O2 does not define, where the
// pointer to the container belongs to a class of several structures (its
// address is kept in generic memory beside another structure's) and
// nothing else is done with the value loaded from the field: what the
// field holds (its meaning) says which structure the byte offset is in,
// as for the byte offsets themselves (mujs's regnext, whose prog, loaded
// from a cstate, is in the class of every js_Object). The elements lie
// in the container (NestedStruct); the pointer kept in a field and
// merged mixes no types (the generic memory's BadCasting reaches them
// from the container, in every module).
#include <stdlib.h>

struct Cls {
  int *end;
  int spans[6];
};

struct Prog {
  void *start;
  int flags;
  int ncls;
  struct Cls cls[4];
};

struct Other {
  long x;
  long y;
};

// Generic memory: every pointer kept here is one class, a Prog's and an
// Other's, so that what prog points to is what the field it is loaded
// from holds (its meaning), not its class's dominant type.
void *pool[2];

struct State {
  struct Prog *prog;
  struct Cls *cur;
  int n;
};

__attribute__((noinline)) static void next(struct State *g, int n) {
  g->cur = g->prog->cls + n;
  g->cur->end = g->cur->spans;
}

__attribute__((noinline)) static void add(struct State *g, int a) {
  struct Cls *c = g->cur;
  *c->end++ = a;
}

__attribute__((noinline)) static int look(struct Cls *c, int x) {
  for (int *p = c->spans; p < c->end; p++)
    if (*p == x)
      return 1;
  return 0;
}

int main(int argc, char **argv) {
  (void)argv;
  struct State g;
  g.prog = malloc(sizeof(struct Prog));
  if (!g.prog)
    return 1;
  struct Other o = {argc, 2};
  pool[0] = g.prog;
  pool[1] = &o;
  g.prog->ncls = 0;
  g.prog->flags = argc;
  g.n = 0;
  if (g.prog->ncls >= 4)
    return 2;
  next(&g, g.prog->ncls++);
  add(&g, argc);
  struct Cls *c = argc > 2 ? g.cur : g.prog->cls;
  int r = look(c, argc);
  r += (int)((struct Other *)pool[1])->y;
  free(pool[0]);
  return r;
}

// dtrans: %struct.Cls has=NestedStruct,BadCasting lacks=UnsafePtrMerge,AmbiguousPointerTarget
// dtrans: %struct.Prog has=ContainsNestedStruct lacks=UnsafePtrMerge,AmbiguousPointerTarget
