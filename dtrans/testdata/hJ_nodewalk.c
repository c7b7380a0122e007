// Fixture for a constant byte offset from a variable step over an array
// of structures whose class generic code made ambiguous: lua's Node
// array, reallocated through a generic allocator that also allocates
// other arrays (here they meet in one global slot), walked by
// `n += gnext(n)` and read through the union's members (char-tagged
// accesses, no tag naming a structure). Typed IR's getelementptr names
// the field (`getelementptr %union.Node, p, i, 0, 2`); clang 19 steps
// over the union and adds the field's byte offset.
#include <stdlib.h>

typedef union Value { void *p; long i; } Value;
struct NodeKey { Value val; unsigned char tt; unsigned char ktt; int next; Value key; };
typedef union Node { struct NodeKey u; struct { Value val; unsigned char tt; } i_val; } Node;
struct Pair { long a, b, c; };
struct Trio { double x, y, z; };

// dtrans[O2]: %struct.NodeKey field=2 reads=1 writes=0
// dtrans[O2]: %struct.NodeKey field=3 reads=1 writes=0

__attribute__((noinline)) void *gen_realloc(void *p, size_t n) { return realloc(p, n); }

void *slot; // the last array allocated, of any type

__attribute__((noinline)) long lookup(unsigned mask, long k) {
  Node *t = slot;
  Node *n = &t[k & mask];
  for (;;) {
    if (n->u.ktt == 3 && n->u.key.i == k)
      return n->u.val.i;
    int nx = n->u.next;
    if (nx == 0)
      return 0;
    n += nx;
  }
}

int main(int argc, char **argv) {
  Node *t = gen_realloc(NULL, 8 * sizeof(Node));
  struct Pair *q = gen_realloc(NULL, 8 * sizeof(struct Pair));
  struct Trio *w = gen_realloc(NULL, 8 * sizeof(struct Trio));
  if (!t || !q || !w) return 1;
  for (int i = 0; i < 8; i++) {
    t[i].u.ktt = (unsigned char)(i & 3);
    t[i].u.next = i < 7 ? 1 : 0;
    t[i].u.key.i = i;
    t[i].u.val.i = argc + i;
    q[i].a = i;
    w[i].y = i;
  }
  slot = q;
  slot = w;
  slot = t;
  long r = lookup(7, argc);
  void *v = argc > 5 ? (void *)t : argc > 3 ? (void *)q : (void *)w;
  free(gen_realloc(v, 16));
  return (int)r + (int)q[argc & 7].a + (int)w[argc & 7].y;
}
