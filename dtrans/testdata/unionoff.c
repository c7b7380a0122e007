// Fixture for byte offsets on a pointer to a union and one of its
// members (libdeflate's matchfinders, members of one union in the
// compressor).
#define NOINLINE __attribute__((noinline))

struct HT { short tab[64]; int next; int count; };
struct HC { long chain[8]; int depth; };
struct Comp { int level; union { struct HT ht; struct HC hc; } u; };

struct HT spare;

NOINLINE void ht_init(struct HT *h) { h->next = 0; }

static inline void bump(int *p, int by) { *p += by; }

// The union's address is the member's: the class of h holds the union
// and HT (ht_init's parameter). No access through h carries HT's tag (an array element's tag
// is its element's; bump's accesses, inlined, carry an int's): clang 14
// names HT's fields in getelementptrs, clang 19 adds byte offsets to a
// pointer to the union or HT.
// dtrans[O2]: %struct.HT lacks=AmbiguousGEP
// dtrans[O2]: %struct.HT field=0 reads=0 writes=1
// dtrans[O2]: %struct.HT field=2 reads=1 writes=1
NOINLINE void ht_run(struct HT *h, int n) {
  ht_init(h);
  h->tab[5] = (short)n;
  bump(&h->count, n);
}

NOINLINE void hc_run(struct HC *c, int n) { c->chain[n & 7] = n; c->depth = n; }

int main(int argc, char **argv) {
  static struct Comp c;
  c.level = argc;
  if (argc > 1)
    ht_run(&c.u.ht, argc);
  else
    hc_run(&c.u.hc, argc);
  ht_run(&spare, argc);
  return c.u.ht.next;
}
