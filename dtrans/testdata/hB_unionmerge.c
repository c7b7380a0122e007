// Fixture for a PHI of two addresses of one union field that typed IR
// casts to a member's structure (lua's luaK_indexed sets t->u.ind.idx on
// every path, and LLVM sinks the stores into one through a PHI of the
// branches' &t->u, which typed IR casts to the structure u.ind, at
// offset 0 of the union, whose LLVM type shows a long only): the class
// of &t->u holds the union and that member, as typed IR's casts say and
// opaque IR's accesses at offset 0, folded into &t->u, do not. Merging
// such addresses mixes no types: no UnsafePtrMerge on E, in either
// model (the casts stay BadCasting).
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct E {
  int k;
  union {
    long ival;
    int info;
    struct { short idx; unsigned char t; } ind;
    struct { unsigned char ridx; unsigned short vidx; } var;
  } u;
  int t;
  int f;
};

NOINLINE int isk(struct E *e) { return e->k == 4 && e->t == e->f; }
NOINLINE int anyreg(struct E *e) { return e->u.info + 7; }

// dtrans[O2]: %struct.E lacks=UnsafePtrMerge
NOINLINE void indexed(struct E *t, struct E *k) {
  if (t->k == 9) {
    t->u.ind.t = t->u.info;
    t->u.ind.idx = k->u.info;
    t->k = 10;
  } else {
    t->u.ind.t = (t->k == 8) ? t->u.var.ridx : t->u.info;
    if (isk(k)) {
      t->u.ind.idx = k->u.info;
      t->k = 11;
    } else if (k->k == 6) {
      t->u.ind.idx = (int)k->u.ival;
      t->k = 12;
    } else {
      t->u.ind.idx = anyreg(k);
      t->k = 13;
    }
  }
}

int main(int argc, char **argv) {
  struct E *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  if (!a || !b)
    return 1;
  a->k = argc;
  a->u.info = 3;
  a->t = a->f = -1;
  b->k = 0;
  b->u.info = argc;
  b->t = b->f = -1;
  indexed(a, b);
  int r = a->u.ind.idx + a->u.ind.t + a->k + a->t + a->f + b->u.var.vidx + b->u.var.ridx + (int)b->u.ival;
  free(a);
  free(b);
  return r;
}
