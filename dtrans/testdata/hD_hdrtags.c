#include <stdlib.h>

/* A common header (lua's CommonHeader) and an object beginning with the
   same members. The collector marks the object through the header
   (`((Obj *)h)->marked`, a tag naming Obj) and links it into a gray list
   through the address of its gclist, written by a function taking an
   Obj ** (a tag of any pointer): in opaque IR, the byte offset of that
   field from h is resolved only by the tags of h's other accesses, which
   name Tab and its header Obj. */
typedef struct Obj {
  struct Obj *next;
  unsigned char tt;
  unsigned char marked;
} Obj;

typedef struct Tab {
  struct Obj *next;
  unsigned char tt;
  unsigned char marked;
  unsigned char flags;
  int size;
  struct Obj *gclist;
} Tab;

typedef struct Gstate {
  Obj *gray;
  Obj *allgc;
} Gstate;

static inline void linkgclist(Obj *o, Obj **pnext, Obj **list) {
  *pnext = *list;
  *list = o;
}

__attribute__((noinline)) void traverse(Gstate *g, Tab *h) {
  if (h->size > 0)
    h->flags = 1;
  ((Obj *)h)->marked |= 4;
  linkgclist((Obj *)h, &h->gclist, &g->gray);
}

__attribute__((noinline)) Obj *newobj(Gstate *g, int tt, size_t sz) {
  Obj *o = calloc(1, sz);
  if (o == NULL)
    abort();
  o->tt = (unsigned char)tt;
  o->next = g->allgc;
  g->allgc = o;
  return o;
}

int main(void) {
  static Gstate g;
  Tab *h = (Tab *)newobj(&g, 5, sizeof(Tab));
  h->size = 3;
  traverse(&g, h);
  return g.gray == (Obj *)h ? h->flags : 0;
}

// dtrans[O2]: %struct.Tab field=5 reads=0 writes=1
// dtrans[O2]: %struct.Tab lacks=AmbiguousGEP
