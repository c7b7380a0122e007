// Fixture for a walk over a string member of an element of an array of
// structures, which LLVM 19's loop strength reduction writes in
// pre-incremented form: sqlite3's isDate compares aXformType[i].zName
// with sqlite3_strnicmp, inlined. Clang 19's PHI merges the element
// itself with the PHI's own offset by one byte, through which alone the
// walk reads; clang 14's PHI starts at &tab[i].name[0]. The element is
// only ever used as its address plus one, the name's first byte: it is
// not merged with the addresses inside the name (no BadCasting, no
// UnsafePtrMerge), and the walk reads the name, not the count before it.
#include <string.h>

// dtrans: %struct.Xform lacks=BadCasting,UnsafePtrMerge
// dtrans[O2]: %struct.Xform field=0 reads=1 writes=0
// dtrans[O2]: %struct.Xform field=1 reads=1 writes=0
struct Xform {
  unsigned char n;
  char name[7];
  float limit;
  float factor;
};

static const struct Xform tab[] = {
  {6, "second", 4.6e14f, 1.0f},
  {6, "minute", 7.7e12f, 60.0f},
  {4, "hour", 1.3e11f, 3600.0f},
  {3, "day", 5.3e9f, 86400.0f},
};

extern unsigned char upper[256];

static inline int strnicmp_(const char *zLeft, const char *zRight, int N) {
  const unsigned char *a = (const unsigned char *)zLeft;
  const unsigned char *b = (const unsigned char *)zRight;
#pragma clang loop unroll(disable)
  while (N-- > 0 && *a != 0 && upper[*a] == upper[*b]) {
    a++;
    b++;
  }
  return N < 0 ? 0 : upper[*a] - upper[*b];
}

__attribute__((noinline)) int find(const char *z, int n, double r) {
#pragma clang loop unroll(disable)
  for (int i = 0; i < (int)(sizeof(tab) / sizeof(tab[0])); i++) {
    if (tab[i].n == n && strnicmp_(tab[i].name, z, n) == 0 && r > -tab[i].limit && r < tab[i].limit)
      return i;
  }
  return -1;
}

unsigned char upper[256];

int main(int argc, char **argv) {
  for (int i = 0; i < 256; i++)
    upper[i] = (unsigned char)(i >= 97 && i <= 122 ? i - 32 : i);
  return find(argv[0], (int)strlen(argv[0]), argc);
}
