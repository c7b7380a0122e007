/* A structure clang 19 reaches only through byte offsets at -O2, whose
   char array (a member TBAA gives the type "omnipotent char") is rebuilt
   as bytes of unknown elements. The vectorizers read and write parts of
   the array by <16 x i8> accesses, which typed IR does not count as
   accesses of the array's field (a part of an array: countLanes), and
   neither do the bytes. */
#include <stdlib.h>

struct Code {
  void *next;
  int flags;
  unsigned char map[32];
  long top;
};

// dtrans[O2]: %struct.Code field=2 reads=1 writes=0
// dtrans[O0]: %struct.Code field=2 reads=2 writes=1

static void merge(struct Code *c, const unsigned char *t) {
  for (int i = 0; i < 32; i++)
    c->map[i] |= t[i];
}

int main(int argc, char **argv) {
  struct Code *c = malloc(sizeof *c);
  c->next = 0;
  c->flags = argc;
  c->top = 2;
  merge(c, (const unsigned char *)argv[0]);
  return c->flags + (int)c->top + c->map[3];
}
