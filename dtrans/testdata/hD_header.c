#include <stdlib.h>
#include <string.h>
#include <stddef.h>

/* A generic object header (lua's CommonHeader) and an object that begins
   with the same members: clang 14 writes the address of a member of the
   object as a step over the header type (`getelementptr %struct.Obj,
   %o, 1, 1`). */
typedef struct Obj {
  struct Obj *next;
  unsigned char tt;
  unsigned char marked;
} Obj;

typedef struct Str {
  struct Obj *next;
  unsigned char tt;
  unsigned char marked;
  unsigned char extra;
  unsigned char shrlen;
  unsigned int hash;
  union {
    size_t lnglen;
    struct Str *hnext;
  } u;
  char contents[1];
} Str;

static Obj *allgc;

__attribute__((noinline)) Obj *newobj(int tt, size_t sz) {
  Obj *o = malloc(sz);
  if (o == NULL)
    abort();
  o->tt = (unsigned char)tt;
  o->marked = 0;
  o->next = allgc;
  allgc = o;
  return o;
}

Str *newstr(const char *s, size_t l) {
  Obj *o = newobj(4, offsetof(Str, contents) + l + 1);
  Str *ts = (Str *)o;
  ts->hash = 7;
  ts->extra = 0;
  memcpy(ts->contents, s, l);
  ts->contents[l] = '\0';
  return ts;
}

int main(int argc, char **argv) {
  Str *ts = newstr(argv[0], strlen(argv[0]));
  return ts->hash + ts->contents[0] + allgc->tt;
}

// The step over the header into the object's characters is Str's field 7:
// clang 14 writes &ts->contents[0] as `getelementptr %struct.Obj, %o, 1,
// 1` (the header's second member one header further), clang 19 as a byte
// offset 24 from o; the tags of ts's other accesses name Str.
// dtrans[O2]: %struct.Str field=7 reads=1 writes=2
// dtrans[O0]: %struct.Str field=7 reads=1 writes=1
