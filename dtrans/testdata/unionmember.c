// Fixture for an address inside a union at a member its LLVM type does
// not show (lua's expdesc, whose union u holds a long and two small
// structures, first field of its ConsControl): clang 14 casts the union's
// address to the member's structure, BadCasting on the union and on the
// structure holding it; clang 19 at -O2 writes a byte offset from the
// expdesc, 10 for u.var.vidx, that lies inside the union's i64. The same
// conditions from both, and none on the structure around the expdesc
// (BadCasting concerns the bytes of the types it is set on and the types
// nested in them, not their containers).
#define NOINLINE __attribute__((noinline))

struct E {
  int k;
  union {
    long ival;
    struct { unsigned char ridx; unsigned short vidx; } var;
    struct { short idx; unsigned char t; } ind;
  } u;
  int t, f;
};
struct CC { struct E v; struct E *t; int na, nh, tostore; };

// dtrans: %struct.E has=BadCasting lacks=BadPtrManipulation
// dtrans: %union.anon has=BadCasting lacks=BadPtrManipulation
// dtrans: %struct.CC lacks=BadCasting,BadPtrManipulation
// dtrans: %struct.E field=2 reads=0 writes=1
NOINLINE void discharge(struct E *e) {
  if (e->k == 1)
    e->u.ival = e->u.var.vidx + e->u.var.ridx;
  else if (e->k == 2)
    e->u.ival = e->u.ind.t;
  e->t = e->f = -1;
}

// dtrans: %struct.CC field=2 reads=2 writes=1
NOINLINE void close_cc(struct CC *cc) { discharge(&cc->v); cc->na++; cc->t = 0; }

int main(int argc, char **argv) {
  struct CC cc = {0};
  struct E e;
  e.k = argc;
  e.u.var.vidx = argc;
  e.u.var.ridx = 1;
  discharge(&e);
  cc.v.k = argc;
  close_cc(&cc);
  return cc.na + (int)e.u.ival + cc.nh + cc.tostore;
}
