// Fixture for a pointer kept in a local variable whose address is
// passed to a function that loads it through its parameter (mujs's
// `js_Buffer *sb = NULL; js_putc(J, &sb, c)`, then `sb ? sb->s : ""`):
// clang 14 declares the loaded pointer a struct Buf *, and &sb->s is
// Buf's field address; clang 19 at -O2 adds a byte offset to a pointer
// nothing else types. The callee's loads through its parameter say what
// the variable holds: the byte offset is Buf's s, passed to first,
// FieldAddressTaken in both modules.
#include <stdlib.h>
#define NOINLINE __attribute__((noinline))

struct Buf { int n, m; char s[64]; };

NOINLINE void putch(struct Buf **sbp, int c) {
  struct Buf *sb = *sbp;
  if (!sb) {
    sb = malloc(sizeof *sb);
    sb->n = 0;
    sb->m = 64;
    *sbp = sb;
  }
  if (sb->n < sb->m)
    sb->s[sb->n++] = c;
}

NOINLINE int first(const char *s) { return s[0]; }

// dtrans: %struct.Buf has=FieldAddressTaken
// dtrans[O2]: %struct.Buf field=2 reads=1 writes=1
int main(int argc, char **argv) {
  struct Buf *sb = NULL;
  putch(&sb, argv[0][0]);
  putch(&sb, 0);
  return first(sb ? sb->s : "");
}
