// Fixture for field access counts. The expectations (want lines)
// are static counts of loads and stores at -O0, the same for clang 14 and
// clang 19.
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

// dtrans[O0]: %struct.Point field=0 reads=2 writes=1 freq=12
// dtrans[O0]: %struct.Point field=1 reads=1 writes=1 freq=2
// dtrans[O0]: %struct.Point field=2 reads=0 writes=1 freq=1
// dtrans[O2]: %struct.Point field=0 reads=10 writes=1
// dtrans[O2]: %struct.Point field=1 reads=1 writes=1
// dtrans[O2]: %struct.Point field=2 reads=0 writes=1
struct Point { int x; int y; long unused_read; };

NOINLINE void init(struct Point *p) { p->x = 1; p->y = 2; p->unused_read = 3; }

NOINLINE int sum(struct Point *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i].x;
  return s + p->x + p->y;
}

// Loop depth weights: w is read in the inner loop (10^2 each), h in the
// outer loop's condition (10), cells in the inner body (and by free).
// dtrans[O0]: %struct.Grid field=0 reads=2 writes=1 freq=201
// dtrans[O0]: %struct.Grid field=1 reads=1 writes=1 freq=11
// dtrans[O0]: %struct.Grid field=2 reads=2 writes=1 freq=102
// dtrans: %struct.Grid lacks=BadCasting,BadPtrManipulation,FieldAddressTaken,AddressTaken
struct Grid { int w, h; double *cells; };

NOINLINE double total(struct Grid *g) {
  double s = 0;
  for (int y = 0; y < g->h; y++)
    for (int x = 0; x < g->w; x++)
      s += g->cells[y * g->w + x];
  return s;
}

int main(void) {
  struct Point *p = malloc(4 * sizeof(struct Point));
  init(p);
  int s = sum(p, 1);
  free(p);
  struct Grid *g = malloc(sizeof *g);
  g->w = 2;
  g->h = 2;
  g->cells = calloc(4, sizeof(double));
  s += (int)total(g);
  free(g->cells);
  free(g);
  return s;
}
