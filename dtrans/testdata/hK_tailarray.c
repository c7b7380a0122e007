// An array of structures at the end of a structure that clang 19 at -O2
// does not define (it reaches it only through byte offsets): the TBAA
// node gives the array the type "omnipotent char", the last member of
// the rebuilt, partial structure; clang 19 indexes it with a
// getelementptr [2 x %struct.Seg] on the member's byte offset. The
// elements lie in the container's last member, as typed IR says.
// (Two elements: the allocation's 72 bytes are a multiple of the 12 bytes
// TBAA describes, so the allocation check, which only knows that lower
// bound, finds nothing.)
#include <stdlib.h>

struct Seg {
  int a;
  short *p;
  int *q;
  int n;
  int m;
};

struct Iter {
  int prior;
  int nSeg;
  struct Seg aSeg[2];
};

__attribute__((noinline)) static void fill(struct Iter *it, int k) {
  for (int i = 0; i < k; i++) {
    struct Seg *s = &it->aSeg[i];
    s->a = i;
    s->n = it->nSeg;
    s->m = it->prior;
  }
}

__attribute__((noinline)) static int sum(struct Iter *it, int k) {
  int t = 0;
  for (int i = 0; i < k; i++)
    t += it->aSeg[i].a + it->aSeg[i].m;
  return t;
}

int main(int argc, char **argv) {
  (void)argv;
  struct Iter *it = malloc(sizeof(struct Iter));
  if (!it)
    return 1;
  it->prior = argc;
  it->nSeg = 4;
  fill(it, argc);
  int r = sum(it, argc);
  free(it);
  return r;
}

// dtrans: %struct.Seg has=NestedStruct lacks=BadCasting
// dtrans: %struct.Iter has=ContainsNestedStruct lacks=BadCasting
