// Fixture for a union member whose LLVM type the union does not show,
// used inside a structure that holds the union (brotli's Hasher, whose
// union privat holds each hasher's structure, H42 the one shown). At -O0
// both clangs cast the union's address to HS: BadCasting on HS, the union
// and Hasher. At -O2, with the accessors inlined, no instruction names
// HS: LLVM 14's instcombine rewrites &privat.s.buckets into a
// getelementptr through HBig's table (`getelementptr %struct.State, %st,
// 0, 1, 1, 0, 0, 4`, then a cast to i32**), clang 19 into a byte offset
// from the State (`getelementptr i8, ptr %st, i64 32`); only the tags
// (HS, 0) and (HS, 8) name the member, at the union's start. The same
// conditions as at -O0, in all four modules; and the store of a pointer
// to HS's buckets, whose address the classes see as an element of
// HBig's table (an i16 array), is no MismatchedElementAccess, as at -O0.
// (It is still UnsafePointerStore at -O2, in both modules, for the
// union and the types around it: see RULES.md.)
#define NOINLINE __attribute__((noinline))

typedef struct Common Common;
typedef struct HS { Common *common; int *buckets; } HS;
typedef struct HBig { short table[512]; long words; void *extra; } HBig;
struct Common { long dict; int kind; };
typedef struct Hasher { Common common; union { HS s; HBig big; } privat; } Hasher;
struct State { int mode; Hasher hasher; int *out; };

static inline void init_s(HS *h, Common *c, int *mem) { h->common = c; h->buckets = mem; }
static inline int use_s(HS *h, int i) { return h->buckets[i] + h->common->kind; }
static inline void init_big(HBig *h) { h->words = 3; h->extra = 0; }

// dtrans: %struct.HS has=BadCasting
// dtrans: %union.anon has=BadCasting
// dtrans: %struct.HBig lacks=MismatchedElementAccess
// dtrans: %struct.Hasher has=BadCasting
// dtrans: %struct.State lacks=BadCasting
NOINLINE int run(struct State *st, int *mem, int n) {
  int sum = 0;
  if (st->mode == 1) {
    init_s(&st->hasher.privat.s, &st->hasher.common, mem);
    for (int i = 0; i < n; i++) sum += use_s(&st->hasher.privat.s, i);
  } else {
    init_big(&st->hasher.privat.big);
    sum = (int)st->hasher.privat.big.words;
  }
  st->hasher.common.kind = st->mode;
  return sum;
}

int main(int argc, char **argv) {
  static int mem[64];
  struct State st = {0};
  st.mode = argc;
  return run(&st, mem, argc);
}
