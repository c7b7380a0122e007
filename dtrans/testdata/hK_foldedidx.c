// LLVM 19 folds the constant offsets of `&set->a[i].rRun`, with i one
// less than a count n, (the array member's 8 bytes, the element's -16
// and the field's 8) into the scaled count: `getelementptr i8, ptr %set,
// i64 (n << 4)`. The offset is a multiple of the array's elements' size,
// 16, so it lands at the same place in every element: rRun, as typed
// IR's getelementptr into the array says (no BadPtrManipulation).
struct Cost {
  long long prereq;
  short rRun;
  short nOut;
};

struct Set {
  unsigned short n;
  struct Cost a[3];
};

static int insert(struct Set *pSet, short rRun, long long prereq) {
  unsigned short i;
  struct Cost *p;
  for (i = pSet->n, p = pSet->a; i > 0; i--, p++) {
    if (rRun <= p->rRun && (prereq & p->prereq) == prereq)
      goto set;
    if (p->rRun <= rRun && (p->prereq & prereq) == p->prereq)
      return 0;
  }
  if (pSet->n < 3) {
    p = &pSet->a[pSet->n++];
    p->nOut = 1;
  } else {
    p = pSet->a;
    for (i = 1; i < pSet->n; i++) {
      if (p->rRun > pSet->a[i].rRun)
        p = pSet->a + i;
    }
    if (p->rRun <= rRun)
      return 0;
  }
set:
  p->prereq = prereq;
  if (p->rRun > rRun)
    p->rRun = rRun;
  return 1;
}

int main(int argc, char **argv) {
  (void)argv;
  struct Set set;
  set.n = 0;
  int r = 0;
  for (int k = 0; k < argc; k++)
    r += insert(&set, (short)(argc - k), k);
  return r + set.a[0].nOut;
}

// dtrans: %struct.Set lacks=BadPtrManipulation
// dtrans: %struct.Cost lacks=BadPtrManipulation
