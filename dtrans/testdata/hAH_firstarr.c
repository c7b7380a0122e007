// A walk over the int array at the start of a structure, through a pointer
// whose class holds two structures that both begin with an int array
// (brotli's BlockSplitterFinishBlock* on histograms of several kinds).
// dtrans[O2]: %struct.HistA lacks=AmbiguousGEP
// dtrans[O2]: %struct.HistB lacks=AmbiguousGEP
#include <stdlib.h>

struct HistA {
  int data[64];
  long total;
};
struct HistB {
  int data[32];
  long total;
};
struct Splitter {
  long n;
  void *hist;
};

__attribute__((noinline)) static long sum(struct Splitter *s) {
  struct HistA *h = (struct HistA *)s->hist;
  long r = 0;
#pragma clang loop vectorize(disable) unroll(disable)
  for (int *p = h->data; p < h->data + s->n; ++p)
    r += *p;
  return r;
}

long run(long n, long i) {
  struct Splitter a, b;
  struct HistA *ha = calloc(n, sizeof *ha);
  struct HistB *hb = calloc(n, sizeof *hb);
  ha[i].total = 4;
  hb[i].total = 3;
  a.n = n;
  a.hist = &ha[i];
  b.n = n;
  b.hist = &hb[i];
  long r = sum(&a) + sum(&b);
  free(ha);
  free(hb);
  return r;
}
