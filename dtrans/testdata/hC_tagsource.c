// Fixture for a tagged access at offset 0 through a pointer of a class of
// several structures (mujs's js_Iterator nodes, reached by generic code):
// the walk `for (it = head; it; it = it->next) it->name` reads It's first
// field, as typed IR's getelementptr to it says, where opaque IR's load
// through `it` itself read the content of the class of every Holder
// pointer, which holds the Val's union member (an Obj2 *): the name's
// characters were then Obj2's, MismatchedElementAccess, in clang 19's
// module only. `it` comes from It.next, whose loaded values' tags name
// It: it points to an It, and the access is its first field's.
#include <stdlib.h>
#define NOINLINE __attribute__((noinline))

struct Obj2 { int kind; int refs; };
struct Val { union { struct Obj2 *obj; double d; } u; int tag; };
struct It { char *name; struct It *next; };
struct Holder { void *any; int n; };

struct Holder *h;

NOINLINE struct It *mk(char *name, struct It *next) {
  struct It *it = malloc(sizeof *it);
  it->name = name;
  it->next = next;
  return it;
}

// dtrans: %struct.Obj2 lacks=MismatchedElementAccess
// dtrans: %struct.It has=BadCasting
NOINLINE int walk(struct It *head) {
  int n = 0;
  for (struct It *it = head; it; it = it->next)
    n += it->name[0];
  return n;
}

NOINLINE int objkind(struct Val *v) { return v->tag ? v->u.obj->kind : (int)v->u.d; }

int main(int argc, char **argv) {
  struct Val *v = malloc(sizeof *v);
  struct Obj2 *o = malloc(sizeof *o);
  h = malloc(sizeof *h);
  o->kind = argc;
  o->refs = 1;
  v->u.obj = o;
  v->tag = 1;
  struct It *it = mk(argv[0], mk(argv[argc - 1], 0));
  if (argc > 1)
    h->any = v;
  else
    h->any = it;
  return walk(h->any) + objkind(h->any);
}
