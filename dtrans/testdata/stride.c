// Fixture for getelementptrs that LLVM 15 and later rewrite at -O2 under
// opaque pointers: `&m[e - 1].len` in a loop becomes a stride over struct
// M from a hoisted `getelementptr i8, ptr %m, i64 -4`, a pointer to the
// len field of the element before m. The type of the stride says nothing
// about the base: the address is still that of field len, no BadCasting.

#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

// dtrans: %struct.M lacks=BadCasting
// dtrans[O0]: %struct.M field=1 reads=1 writes=1
// Unrolled at -O2 by both compilers alike:
// dtrans[O2]: %struct.M field=1 reads=5 writes=4
struct M { unsigned dist; unsigned len; };

NOINLINE unsigned lastlens(struct M *m, const size_t *ends, int k) {
  unsigned s = 0;
  for (int i = 0; i < k; i++)
    s += m[ends[i] - 1].len;
  return s;
}

// The same from a field's address: `&n[base + k[i]].cost` in a loop is a
// stride over N from the hoisted `getelementptr %struct.N, ptr %n, i64
// %base, i32 2` (brotli's ZopfliNode).
// dtrans: %struct.N lacks=BadCasting
// dtrans[O0]: %struct.N field=2 reads=1 writes=1
// dtrans[O2]: %struct.N field=2 reads=5 writes=1
struct N { unsigned len; unsigned dist; float cost; };

NOINLINE float best(struct N *n, size_t base, const size_t *ks, int k) {
  float s = 0;
  for (int i = 0; i < k; i++)
    s += n[base + ks[i]].cost;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  struct M *m = malloc(4 * sizeof *m);
  for (int i = 0; i < 4; i++) {
    m[i].dist = i;
    m[i].len = argc;
  }
  size_t ends[2] = {2, 4};
  unsigned r = lastlens(m, ends, 2);
  struct N *n = calloc(4, sizeof *n);
  n[1].cost = 0.5f;
  r += (unsigned)best(n, 1, ends, 1);
  free(n);
  free(m);
  return (int)r;
}
