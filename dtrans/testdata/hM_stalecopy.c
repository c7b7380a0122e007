// Fixture for a memory function on a byte offset resolved by a guess that
// did not hold (lua's luaV_concat copies a string's characters,
// `memcpy(buff, getstr(ts), tsslen(ts))`, ts read from a TValue through
// the union of every object, GCUnion, whose accesses clang tags
// "omnipotent char"). Clang 19 at -O2 writes getstr as a byte offset 24
// on the pointer loaded from the TValue; while the fixed point runs, the
// pointer's class holds only the GC header its marked's tag names,
// which clang 19 drops and TBAA rebuilds partial (its last member a
// char), so that the offset, past its known part, was taken for that
// last member, the header's marked. The calls of setobj merge the table
// and the string into the class at the end, and the guess does not hold:
// the offset is one on a pointer to several types (AmbiguousGEP), whose
// accesses are neither counted nor checked, but the memcpy through it
// was still judged on the guessed field, BadMemFuncSize on the header in
// clang 19's module only; clang 14's getelementptr names the string's
// characters, which the copy fits.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>
#include <string.h>

struct GC { struct GC *next; unsigned char tt; unsigned char marked; };
struct TS {
  struct GC *next;
  unsigned char tt;
  unsigned char marked;
  unsigned char extra;
  unsigned char shrlen;
  unsigned int hash;
  size_t lnglen;
  char contents[1];
};
struct Tab {
  struct GC *next;
  unsigned char tt;
  unsigned char marked;
  unsigned char flags;
  void *array;
  void *node;
};
union GCU { struct GC gc; struct TS ts; struct Tab h; };
struct TV { union { struct GC *gc; void *p; } v; unsigned char tt; };

#define gco2ts(o) (&((union GCU *)(o))->ts)
#define gco2t(o) (&((union GCU *)(o))->h)
#define tsvalue(o) gco2ts((o)->v.gc)
#define tsslen(s) ((s)->tt == 4 ? (s)->shrlen : (s)->lnglen)
#define vslen(o) tsslen(tsvalue(o))
#define svalue(o) (tsvalue(o)->contents)

struct GC *allgc;
union GCU spare; // keeps the union's type in the modules made opaque

NOINLINE struct GC *newobj(int tt, size_t sz) {
  struct GC *o = malloc(sz);
  o->tt = tt;
  o->marked = 0;
  o->next = allgc;
  allgc = o;
  return o;
}

NOINLINE void setobj(struct TV *t, struct GC *o, int tt) { t->v.gc = o; t->tt = tt; }

NOINLINE int ismarked(struct TV *o) { return o->v.gc->marked & 1; }

// dtrans: %struct.GC lacks=BadMemFuncSize
// dtrans: %struct.TS lacks=BadMemFuncSize
NOINLINE size_t concat(struct TV *top, int n, char *buff) {
  size_t tl = 0;
  do {
    size_t l = vslen(&top[-n]);
    memcpy(buff + tl, svalue(&top[-n]), l);
    tl += l;
  } while (--n > 0);
  return tl;
}

int main(int argc, char **argv) {
  struct TV v[3];
  char buf[64];
  struct TS *s = gco2ts(newobj(4, sizeof(struct TS) + 8));
  s->shrlen = 3;
  s->lnglen = 3;
  memcpy(s->contents, "abc", 4);
  struct Tab *t = gco2t(newobj(5, sizeof(struct Tab)));
  t->array = argv;
  t->node = 0;
  setobj(&v[0], (struct GC *)s, 4);
  setobj(&v[1], (struct GC *)t, 5);
  setobj(&v[2], (struct GC *)s, 4);
  return (int)concat(&v[3], 2, buf) + argc + ismarked(&v[1]);
}
