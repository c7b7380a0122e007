// Fixture for an indirect call through a function pointer field of a
// structure whose pointer has no type under opaque pointers (libdeflate's
// compressor, from an aligned allocator's integer arithmetic, calls its
// c->impl with a stack bitstream): the field's struct-path tags on the
// load of the callee and on the stores of the functions say which
// functions the call may reach, as typed IR's getelementptrs to the
// field make the loaded and stored pointers one class. The stack
// object passed to them is then no AddressTaken in either model.
#include <stdint.h>
#include <stdlib.h>
#define NOINLINE __attribute__((noinline))

struct OS { unsigned long bits; int n; char *next, *end; };
struct C;
typedef void (*impl_t)(struct C *, const char *, unsigned long, struct OS *);
// A union TBAA cannot describe: clang 19 at -O2 has no type for C, and
// the analysis no layout to rebuild it from (libdeflate's matchfinders).
struct C { impl_t impl; union { int a[4]; long b[3]; } u; int level; unsigned long max; };

// An aligned allocation: the pointer is integer arithmetic on malloc's.
NOINLINE void *aligned_alloc_c(size_t align, size_t size) {
  void *p = malloc(size + align);
  if (!p) return 0;
  return (void *)(((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1));
}

static NOINLINE void fast(struct C *c, const char *in, unsigned long n, struct OS *os) { os->bits = n; os->n = c->level; }
static NOINLINE void slow(struct C *c, const char *in, unsigned long n, struct OS *os) { os->next += n; os->n = 0; }

NOINLINE struct C *alloc_c(int level) {
  struct C *c = aligned_alloc_c(32, sizeof *c);
  if (!c) return 0;
  c->level = level;
  c->max = 10;
  if (level > 3)
    c->impl = slow;
  else
    c->impl = fast;
  return c;
}

// dtrans: %struct.OS lacks=AddressTaken
// dtrans: %struct.OS field=1 reads=1 writes=3
NOINLINE unsigned long compress(struct C *c, const char *in, unsigned long n, char *out, unsigned long avail) {
  struct OS os;
  if (c->max < n) return 0;
  os.bits = 0; os.n = 0; os.next = out; os.end = out + avail - 8;
  (*c->impl)(c, in, n, &os);
  if (os.next >= os.end) return 0;
  if (os.n) *os.next++ = (char)os.bits;
  return os.next - out;
}

int main(int argc, char **argv) {
  char buf[64];
  struct C *c = alloc_c(argc);
  return c ? (int)compress(c, argv[0], 3, buf, 64) : 1;
}
