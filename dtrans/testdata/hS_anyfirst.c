/* A PHI of pointer slots: &pMem->z, &pOp->p4.z and pOp->p4.pTab->zName,
   whose loads LLVM sinks into one load of a PHI of the addresses. Under
   opaque pointers pTab->zName's address is pTab, loaded from a union that
   holds several structures, and nothing says which (sqlite3's
   sqlite3VdbeDisplayP4, P4_TABLE): it is the address of the first field
   of an unknown structure, not the union's objects, so that the field
   addresses do not join the class of those objects (passed to sink). */
// dtrans[O2]: %struct.Mem lacks=FieldAddressTaken
#include <stdlib.h>
#include <string.h>

struct Tab { char *zName; int nCol; };
struct Coll { char *zName; int enc; };
struct Mem { long u; char *z; unsigned short flags; };
union P4 { void *p; char *z; struct Tab *pTab; struct Coll *pColl; struct Mem *pMem; };
struct Op { int op; union P4 p4; };

extern void sink(void *);

extern void emit(const char *);

__attribute__((noinline)) void display(struct Op *pOp) {
  const char *zP4;
  switch (pOp->op) {
  case 1: {
    struct Mem *pMem = pOp->p4.pMem;
    if (pMem->flags & 2) {
      zP4 = pMem->z;
      break;
    }
    emit("?");
    return;
  }
  case 2: {
    struct Coll *pColl = pOp->p4.pColl;
    emit(pColl->enc ? "enc" : "raw");
    return;
  }
  case 3:
    zP4 = pOp->p4.pTab->zName;
    break;
  default:
    zP4 = pOp->p4.z;
    break;
  }
  if (zP4 == 0)
    return;
  emit(zP4);
}

int main(int argc, char **argv) {
  struct Op ops[4];
  struct Tab *t = malloc(sizeof *t);
  struct Coll *c = malloc(sizeof *c);
  struct Mem *m = malloc(sizeof *m);
  t->zName = argv[0]; t->nCol = argc;
  c->zName = argv[0]; c->enc = argc;
  m->u = argc; m->z = argv[0]; m->flags = (unsigned short)argc;
  ops[0].op = 1; ops[0].p4.pMem = m;
  ops[1].op = 2; ops[1].p4.pColl = c;
  ops[2].op = 3; ops[2].p4.pTab = t;
  ops[3].op = argc; ops[3].p4.z = argv[0];
  for (int i = 0; i < 4; i++) display(&ops[i]);
  sink(ops[argc & 3].p4.p);
  return 0;
}
