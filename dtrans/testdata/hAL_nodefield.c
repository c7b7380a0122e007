// Fixture for the meaning of a structure's pointer field that no load
// describes (lua's Table node field): the walks over the array it holds
// read the union's members (char-tagged accesses, no tag naming a
// structure) through a pointer whose class generic code made ambiguous
// (get returns a node's value or an element of the table's array of TVs,
// one class). What the field holds is what the values stored into it
// mean: the array resize allocates, which C indexes as an array of Node
// (`getelementptr %union.Node, ptr %p, i64 %i`, in both models), and the
// node array swap moves from one table to another, which holds what the
// field holds.
#include <stdlib.h>

typedef union Value { void *p; long i; } Value;
typedef struct TV { Value val; unsigned char tt; } TV;
struct NodeKey { Value val; unsigned char tt; unsigned char ktt; int next; Value key; };
typedef union Node { struct NodeKey u; TV i_val; } Node;
typedef struct Tab { TV *array; unsigned asize; int lsize; Node *node; } Tab;

// dtrans[O2]: %struct.NodeKey field=2 reads=2 writes=3
// dtrans[O2]: %struct.NodeKey field=3 reads=2 writes=3

static const TV absent = {{0}, 16};

__attribute__((noinline)) void *xalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}

__attribute__((noinline)) const TV *get(Tab *t, long k) {
  if ((unsigned long)k - 1 < t->asize)
    return &t->array[k - 1];
  Node *n = &t->node[k & ((1 << t->lsize) - 1)];
  for (;;) {
    if (n->u.ktt == 3 && n->u.key.i == k)
      return &n->i_val;
    int nx = n->u.next;
    if (nx == 0)
      return &absent;
    n += nx;
  }
}

__attribute__((noinline)) void swap(Tab *a, Tab *b) {
  Node *x = a->node;
  a->node = b->node;
  b->node = x;
}

__attribute__((noinline)) long count(Tab *t) {
  long c = 0;
  Node *end = t->node + (1 << t->lsize);
  for (Node *n = t->node; n < end; n++)
    if (n->u.ktt == 3)
      c += n->u.next;
  return c;
}

__attribute__((noinline)) void resize(Tab *t, int lsize) {
  Tab nt;
  int size = 1 << lsize;
  nt.lsize = lsize;
  nt.node = xalloc(size * sizeof(Node));
  for (int i = 0; i < size; i++) {
    nt.node[i].u.next = 0;
    nt.node[i].u.ktt = 0;
    nt.node[i].i_val.tt = 16;
  }
  swap(t, &nt);
  t->lsize = lsize;
  free(nt.node);
}

int main(int argc, char **argv) {
  Tab t;
  t.asize = 4;
  t.array = xalloc(4 * sizeof(TV));
  for (int i = 0; i < 4; i++)
    t.array[i].tt = 0;
  t.lsize = 0;
  t.node = NULL;
  resize(&t, argc);
  const TV *v = get(&t, argc);
  return (int)count(&t) + v->tt;
}
