// Fixture for an untagged store at a byte offset from a step over an
// array of structures, on a pointer that generic code merges with other
// types (libpng's png_sPLT_entry in png_handle_sPLT).
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

struct Entry { unsigned short red, green, blue, alpha, freq; };
struct Other { long a, b; };

// One allocator for every type, not a plain malloc wrapper: its result's
// class holds Entry and Other, with no dominant type, and a field.
struct Pool { void *(*custom)(size_t); char spare[16]; } pool;

NOINLINE void *alloc(size_t n) {
  if (pool.custom)
    return pool.custom(n);
  if (n <= sizeof pool.spare)
    return pool.spare;
  return malloc(n);
}

// The alpha store is sunk out of both branches and loses its TBAA tag:
// clang 14 still names Entry's field 3 in a getelementptr, clang 19
// steps over Entry and adds 6.
// dtrans[O2]: %struct.Entry field=3 reads=1 writes=1
// dtrans[O2]: %struct.Entry field=4 reads=0 writes=1
NOINLINE struct Entry *parse(const unsigned char *p, int n, int depth) {
  struct Entry *e = alloc(n * sizeof *e);
  for (int i = 0; i < n; i++) {
    struct Entry *pp = e + i;
    if (depth == 8) {
      pp->red = *p++;
      pp->green = *p++;
      pp->blue = *p++;
      pp->alpha = *p++;
    } else {
      pp->red = (p[0] << 8) | p[1];
      pp->green = (p[2] << 8) | p[3];
      pp->blue = (p[4] << 8) | p[5];
      pp->alpha = (p[6] << 8) | p[7];
      p += 8;
    }
    pp->freq = (p[0] << 8) | p[1];
    p += 2;
  }
  return e;
}

NOINLINE struct Other *other(int n) {
  struct Other *o = alloc(n * sizeof *o);
  for (int i = 0; i < n; i++) {
    o[i].a = i;
    o[i].b = 2 * i;
  }
  return o;
}

int main(int argc, char **argv) {
  struct Entry *e = parse((const unsigned char *)argv[0], argc, argc);
  struct Other *o = other(argc);
  return e[0].alpha + (int)o[0].b;
}
