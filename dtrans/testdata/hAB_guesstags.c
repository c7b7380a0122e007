// A byte offset on a pointer read through a union member, resolved while
// the fixed point runs on the only structure its class then holds, is
// judged again on the final class (judgeGuesses); the tags of the other
// accesses through the same pointer may still say what it is. sqlite3's
// yy_reduce reads a SrcList, loaded from the parser's union into the
// generic class, at byte 16 (a[0].zDatabase) with the "any pointer" tag
// and at byte 48 with the tag of SrcItem's pSelect at 40: an SrcItem at
// byte 8, where SrcList holds its array of them. Here l->a[0].u.db is a
// union member's pointer (a scalar tag) at byte 24 of a List, whose
// class holds the Expr that setobj merges into it at the end, and
// l->a[0].sel carries Item's tag at 24, through byte 40: an Item at 16,
// where List's array begins. Judged stale, the offset was AmbiguousGEP on
// the List and the Item and its read uncounted, in clang 19's module
// only; clang 14's getelementptr names the field.
#define NOINLINE __attribute__((noinline))
#include <stdlib.h>

struct GC { struct GC *next; int tt; };
struct Item {
  char *name;
  union { char *db; long id; } u;
  char *alias;
  void *sel;
};
struct List { struct GC *next; int tt; int n; struct Item a[1]; };
struct Expr { struct GC *next; int tt; int op; struct Expr *left; };
struct TV { union { struct GC *gc; void *p; } v; int tt; };

struct GC *allgc;
struct List nolist;

NOINLINE struct GC *newobj(int tt, size_t sz) {
  struct GC *o = malloc(sz);
  if (!o)
    exit(1);
  o->tt = tt;
  o->next = allgc;
  allgc = o;
  return o;
}

NOINLINE void setobj(struct TV *t, struct GC *o, int tt) { t->v.gc = o; t->tt = tt; }

NOINLINE void touch(struct List *d) { d->n++; }

// dtrans[O2]: %union.anon.0 field=0 reads=2 writes=4
// dtrans[O2]: %struct.Item lacks=AmbiguousGEP
NOINLINE void copyfirst(struct TV *o, struct List *d, int i) {
  if (((struct List *)o->v.gc)->n < 1)
    return;
  touch(d);
  struct List *l = (struct List *)o->v.gc;
  d->a[i].u.db = l->a[0].u.db;
  d->a[i].sel = l->a[0].sel;
}

int main(int argc, char **argv) {
  struct TV x, y;
  struct List *l = (struct List *)newobj(1, sizeof(struct List) + argc * sizeof(struct Item));
  struct List *d = (struct List *)newobj(1, sizeof(struct List) + argc * sizeof(struct Item));
  struct Expr *ex = (struct Expr *)newobj(2, sizeof(struct Expr));
  l->n = d->n = 1;
  for (int i = 0; i <= argc; i++) {
    l->a[i].name = argv[0];
    l->a[i].u.db = argv[0];
    l->a[i].alias = 0;
    l->a[i].sel = 0;
  }
  ex->op = argc;
  ex->left = 0;
  setobj(&x, (struct GC *)l, 1);
  setobj(&y, (struct GC *)ex, 2);
  copyfirst(&x, d, 0);
  touch(&nolist);
  return d->a[0].u.db != 0;
}
