// Fixture for GlobalPtr: a global variable that is a pointer (or an array
// of pointers) to a structure gives the structure GlobalPtr; a string
// literal whose address merges with pointers to one (generic code passing
// "" or a node as the same void *) does not: the literal holds chars,
// whatever its class's content points to. In lua and libpng such literals
// join the class of generic pointers, whose content typed IR's casts and
// opaque IR's uses fill with different types.
struct L { struct L *next; int v; };
struct G { struct G *up; int w; };

struct G *groot;
struct G *gtab[4];

// dtrans: %struct.G has=GlobalPtr
// dtrans: %struct.L lacks=GlobalPtr
int walk(int c, struct L *l) {
  void *p = c ? (void *)l : (void *)"";
  struct L *q = p;
  int n = 0;
  while (q) {
    n += q->v;
    q = q->next;
  }
  return n + groot->w + gtab[c & 3]->up->w;
}
