// Fixture for accesses that only the struct-path TBAA tags of -O2 code
// place. clang 19 addresses fields by byte offsets (`getelementptr i8,
// ptr %p, i64 12`) and a first field by the structure's own address, where
// clang 14 names the field in a getelementptr; the tags name the structure
// and offset in both.

#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

// A structure declared without a tag: clang's TBAA leaves its name empty
// (bzip2's bz_stream), and the node is matched with %struct.Stream by its
// layout. pump is exported and called from nowhere, so its parameter has
// no other type evidence under opaque pointers; the global keeps the
// type's definition in clang 19's -O2 module.
// dtrans: %struct.Stream field=0 reads=1 writes=1
// dtrans: %struct.Stream field=1 reads=1 writes=1
// dtrans: %struct.Stream field=2 reads=1 writes=1
typedef struct {
  char *next_in;
  unsigned avail_in;
  unsigned total_in;
  char *next_out;
  unsigned avail_out;
} Stream;

Stream last;

unsigned pump(Stream *s, unsigned n) {
  unsigned left = s->avail_in - n;
  s->avail_in = left;
  s->total_in += n;
  s->next_in += n;
  return left;
}

// A void * field holding objects of two structure types: the class of the
// loaded pointers has no dominant type (BadCasting), so at -O2 only the
// tags say which field the byte offsets and the first-field loads reach.
// dtrans: %struct.A field=0 reads=1 writes=1
// dtrans: %struct.A field=2 reads=2 writes=1
// dtrans: %struct.B field=1 reads=2 writes=1
// The tags also say which field each byte offset on such a pointer
// reaches, as clang 14's getelementptrs do: no AmbiguousGEP, even where
// one pointer is used as both types (get).
// dtrans: %struct.A has=BadCasting lacks=AmbiguousGEP
// dtrans: %struct.B lacks=AmbiguousGEP
struct A { long key; int a1; int a2; };
struct B { long key; double b1; };
struct Node { void *obj; int kind; };

NOINLINE long geta(struct Node *n) {
  struct A *a = n->obj;
  return a->key + a->a2;
}

NOINLINE double getb(struct Node *n) {
  struct B *b = n->obj;
  return b->b1;
}

NOINLINE long get(struct Node *n) {
  if (n->kind == 0) {
    struct A *a = n->obj;
    return a->a2;
  }
  struct B *b = n->obj;
  return (long)b->b1;
}

NOINLINE void seta(struct Node *n, long k, int v) {
  struct A *a = n->obj;
  a->key = k;
  a->a2 = v;
}

NOINLINE void setb(struct Node *n, double d) {
  struct B *b = n->obj;
  b->b1 = d;
}

// A structure nested in one that clang 19 drops at -O2 and that cannot
// be rebuilt from TBAA (an array: zlib's deflate_state and its
// tree_desc_s members): the tags of s->l.tree name State at Desc's offset
// in it, and State's TBAA node says a Desc lies there.
// dtrans: %struct.Desc field=0 reads=0 writes=2
// dtrans: %struct.Desc field=1 reads=1 writes=1
struct Desc { int *tree; int max; };
struct State { int buf[16]; struct Desc l; struct Desc d; };

NOINLINE void init(struct State *s, int m) {
  s->l.tree = s->buf;
  s->d.tree = s->buf + 8;
  s->l.max = m;
}

NOINLINE int maxof(struct Desc *d) { return d->max; }

int main(int argc, char **argv) {
  (void)argv;
  struct Node n;
  n.obj = malloc(sizeof(struct A));
  n.kind = 0;
  seta(&n, argc, 2);
  long r = geta(&n);
  free(n.obj);
  n.obj = malloc(sizeof(struct B));
  n.kind = 1;
  setb(&n, 1.5);
  r += (long)getb(&n) + get(&n);
  free(n.obj);
  struct State *s = malloc(sizeof *s);
  init(s, argc);
  r += maxof(&s->l);
  free(s);
  return (int)r;
}
