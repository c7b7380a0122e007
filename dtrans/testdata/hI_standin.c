// C's stand-in idiom: a fresh object, or a local one when the
// allocation fails, each field written through the merged pointer.
// clang 14 merges the fields' addresses (the local's getelementptr names
// the field), clang 19 merges the objects and offsets the merge; the
// allocator's result reaches generic code.
typedef struct Sel {
  char op;
  short flags;
  int a;
  int eph[2];
  struct Sel *prior;
} Sel;

typedef struct Other {
  double x;
  long y;
} Other;

void *gen_alloc(long n);

__attribute__((noinline)) void *alloc(long n) { return gen_alloc(n); }

Other *newOther(void) {
  Other *o = alloc(sizeof(Other));
  o->x = 1;
  o->y = 2;
  return o;
}

void use(Sel *p);

Sel *newSel(int a) {
  Sel standin;
  Sel *p = alloc(sizeof(Sel));
  if (p == 0) p = &standin;
  p->op = 1;
  p->a = a;
  p->eph[0] = -1;
  p->eph[1] = -1;
  p->prior = 0;
  use(p);
  if (p == &standin) return 0;
  return p;
}

// dtrans[O2]: %struct.Sel field=3 reads=0 writes=2
