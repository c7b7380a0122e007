// Fixture for field access counts. The expectations (want lines)
// are static counts of loads and stores at -O0, the same for clang 14 and
// clang 19.
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

// dtrans[O0]: %struct.Point field=0 reads=2 writes=1
// dtrans[O0]: %struct.Point field=1 reads=1 writes=1
// dtrans[O0]: %struct.Point field=2 reads=0 writes=1
struct Point { int x; int y; long unused_read; };

NOINLINE void init(struct Point *p) { p->x = 1; p->y = 2; p->unused_read = 3; }

NOINLINE int sum(struct Point *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].x;
  return s + p->x + p->y;
}

int main(void) {
  struct Point *p = malloc(4 * sizeof(struct Point));
  init(p);
  int s = sum(p, 1);
  free(p);
  return s;
}
