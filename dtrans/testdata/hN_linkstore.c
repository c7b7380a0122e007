// A list truncated either at its head or after an element reached by a
// walk: `if (n == 0) { p->first = 0; } else { for (it = p->first; it &&
// k < n; it = it->next) k++; if (it) it->next = 0; }`. LLVM merges the
// two stores into one through a PHI of &p->first and of the element it,
// whose &it->next at offset 0 opaque IR folds into it; the element is a
// PHI of the pointers loaded by the walk (their tags name no field when
// LLVM merged them), and it stands for its first field's address, as
// typed IR's getelementptr says, not for the object in the class of the
// field's address.
#include <stdlib.h>

struct Chunk {
  struct Chunk *next;
  char data[8];
};

struct Journal {
  int nChunk;
  int flags;
  struct Chunk *first;
  long size;
};

__attribute__((noinline)) static void freeChunks(struct Chunk *c) {
  while (c) {
    struct Chunk *n = c->next;
    free(c);
    c = n;
  }
}

__attribute__((noinline)) static void truncateTo(struct Journal *p, long n) {
  if (n < p->size) {
    struct Chunk *it = 0;
    if (n == 0) {
      freeChunks(p->first);
      p->first = 0;
    } else {
      long k = p->nChunk;
      for (it = p->first; it && k < n; it = it->next)
        k += p->nChunk;
      if (it) {
        freeChunks(it->next);
        it->next = 0;
      }
    }
    p->size = n;
  }
}

int main(int argc, char **argv) {
  (void)argv;
  struct Journal j = {8, 0, 0, 0};
  for (int i = 0; i < argc + 3; i++) {
    struct Chunk *c = malloc(sizeof *c);
    if (!c)
      return 1;
    c->next = j.first;
    j.first = c;
    j.size += 8;
  }
  truncateTo(&j, argc * 8);
  truncateTo(&j, 0);
  return (int)j.size;
}

// dtrans: %struct.Chunk lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore
// dtrans: %struct.Journal lacks=BadCasting,FieldAddressTaken,UnsafePtrMerge
