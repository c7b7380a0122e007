// A select merges the address of a structure's field holding a Tok with
// a Tok pointer that callers take inside a union field (a member the
// union's LLVM type does not show). Typed IR casts the union field's
// address to Tok*: the select merges Tok pointers only.
typedef struct Tok {
  const char *z;
  unsigned n;
} Tok;
typedef struct Pair {
  long a, b, c;
} Pair;
typedef union Minor {
  Tok t;
  Pair *p;
  int i;
} Minor;
typedef struct Entry {
  short st;
  short maj;
  Minor minor;
} Entry;
typedef struct Ctx {
  int x;
  Tok last;
} Ctx;

int g;

__attribute__((noinline)) void endTable(Ctx *c, Tok *end, int opts) {
  Tok *e = opts > 1 ? &c[opts].last : end;
  g = e->n + e->z[0];
}

void reduce(Ctx *c, Entry *m, int o, long k) {
  m[k].st = 1;
  m[k - 1].maj = 2;
  m[k + 1].minor.i = 3;
  endTable(c, &m[k - 1].minor.t, o);
}

// clang 19 folds &m[k - 1].minor.t into the union's address: the select
// merges a pointer to Minor with a field holding Tok, Minor's shown
// member, which typed IR's getelementptr through Minor's field 0 makes a
// Tok pointer; at -O0 typed IR casts the union's address (BadCasting).
// dtrans: %struct.Entry lacks=UnsafePtrMerge,AmbiguousPointerTarget
// dtrans: %struct.Ctx lacks=UnsafePtrMerge,AmbiguousPointerTarget
// dtrans: %union.Minor has=BadCasting lacks=UnsafePtrMerge
