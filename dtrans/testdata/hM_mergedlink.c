// Fixture for a PHI of a field's address and of an object reached by a
// walk that no address in the PHI's web leads to (sqlite3's
// memjrnlTruncate: `p->pFirst = 0` on one path, `pIter->pNext = 0` on
// the other, pIter walked from p->pFirst; LLVM merges the two stores
// into one through a PHI of &p->pFirst and pIter, &pIter->pNext at
// offset 0 folded into pIter in clang 19's code). The object, loaded
// from memory, stands for its first field's address as an object a walk
// loaded from the web does (resolveFirstOps decides on the evidence).
// Merged as any PHI, the chunks joined the class of J's field address:
// the chunks newchunk returns and stores were addresses of J's field
// and the first stored into J's field was a chunk, FieldAddressTaken,
// BadCasting, UnsafePtrMerge and UnsafePointerStore on J and Chunk in
// clang 19's module only, where clang 14's getelementptr to the link
// keeps the chunk apart.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct Chunk { struct Chunk *next; char data[8]; };
struct J { int n; struct Chunk *first; };

NOINLINE struct Chunk *newchunk(struct Chunk *next) {
  struct Chunk *c = malloc(sizeof(struct Chunk));
  c->next = next;
  c->data[0] = 0;
  return c;
}

NOINLINE void freeall(struct Chunk *c) {
  while (c) {
    struct Chunk *n = c->next;
    free(c);
    c = n;
  }
}

// dtrans: %struct.J lacks=FieldAddressTaken,BadCasting,UnsafePtrMerge,UnsafePointerStore
// dtrans: %struct.Chunk lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore,AmbiguousPointerTarget
NOINLINE void truncate(struct J *p, int size) {
  if (size == 0) {
    freeall(p->first);
    p->first = 0;
  } else {
    struct Chunk *it;
    for (it = p->first; it && size > 1; it = it->next)
      size--;
    if (it) {
      freeall(it->next);
      it->next = 0;
    }
  }
}

int main(int argc, char **argv) {
  struct J *j = malloc(sizeof(struct J));
  j->n = argc;
  j->first = 0;
  for (int i = 0; i < argc; i++)
    j->first = newchunk(j->first);
  truncate(j, argc / 2);
  return j->first != 0;
}
