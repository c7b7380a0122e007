// Fixture for a memory function on the address of a structure's first
// field that covers whole structures. sqlite3's fsdirNext closes a
// directory level and clears both its fields, `pLvl->pDir = 0; pLvl->zDir
// = 0;`, which LLVM merges into one memset of the 16 bytes: LLVM 14 at -O2
// passes it the getelementptr of the first field (the address it read
// pDir through), clang 19 the element itself. The bytes are the same, the
// whole structure: no BadMemFuncSize in either model.
#include <stdlib.h>
#include <string.h>

// dtrans: %struct.Level lacks=BadMemFuncSize
struct Level { void *dir; char *name; };
struct Cursor { int lvl; int n; struct Level *levels; };

extern void closeit(void *);

__attribute__((noinline)) void pop(struct Cursor *c) {
  while (c->lvl >= 0) {
    struct Level *p = &c->levels[c->lvl];
    closeit(p->dir);
    free(p->name);
    p->dir = 0;
    p->name = 0;
    c->lvl--;
  }
}

int main(void) {
  struct Cursor c;
  c.lvl = 0;
  c.n = 1;
  c.levels = calloc(1, sizeof(struct Level));
  pop(&c);
  return 0;
}
