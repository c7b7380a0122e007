/* A constant byte offset past whole elements from a variable step over an
   array of S (`pOp = &aOp[i]; pOp[2].p4.p = 0`), on a pointer whose class
   holds several structures (the ops and another object are stored in one
   array of void pointers, and fill also uses its parameter as the other): clang 19 writes `getelementptr i8, ptr %pOp, i64 40`
   (two ops and the union's offset), typed IR steps over two Ops then into
   the field. The store, tagged "any pointer" as a union member's is,
   counts the union's field as typed IR counts it (sqlite3's
   autoIncrementEnd, VdbeOp's p4). */
// dtrans[O2]: %union.P4 field=0 reads=0 writes=3
#include <stdlib.h>

struct Op { unsigned char opcode; int p1; union P4 { void *p; char *z; } p4; };
struct Other { long a; long b; long c; };

void *slots[2];

__attribute__((noinline)) void fill(struct Op *aOp, int i) {
  struct Op *pOp = &aOp[i];
  if (i < 0)
    ((struct Other *)(void *)aOp)->c = 0;
  pOp[0].opcode = 1;
  pOp[0].p4.p = 0;
  pOp[1].opcode = 2;
  pOp[1].p4.p = 0;
  pOp[2].opcode = 3;
  pOp[2].p4.p = 0;
}

int main(int argc, char **argv) {
  slots[0] = malloc(8 * sizeof(struct Op));
  slots[1] = malloc(sizeof(struct Other));
  struct Other *o = slots[argc & 1];
  o->a = argc;
  o->b = o->a + 1;
  o->c = o->b + 1;
  fill(slots[argc & 1], argc & 3);
  free(slots[0]);
  free(slots[1]);
  return 0;
}
