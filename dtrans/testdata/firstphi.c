// Fixture for a pointer walking the link fields of a list (lua's
// GCObject **p over &g->allgc, then &o->next; mujs's js_String **
// over &J->gcstr): clang 19 folds &o->next, at offset 0, into o, so the
// PHI merging the field addresses merges o itself, where clang 14 takes
// the field's address with a getelementptr.
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

struct Obj { struct Obj *next; int mark; };
struct G { int count; struct Obj *all; };

struct G g;

NOINLINE void add(int mark) {
  struct Obj *o = malloc(sizeof *o);
  o->mark = mark;
  o->next = g.all;
  g.all = o;
  g.count++;
}

// Loads and stores through p access G's all or an Obj's next: under
// both pointer models they count for each field p may reach, and the
// walk does not merge the head field's address with the objects (no
// BadCasting, no UnsafePtrMerge, no FieldAddressTaken for the store of
// an object into the field p reaches).
// dtrans[O2]: %struct.G field=1 reads=3 writes=2
// dtrans[O2]: %struct.Obj field=0 reads=3 writes=2
// dtrans[O2]: %struct.G lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore,FieldAddressTaken
// dtrans[O2]: %struct.Obj lacks=BadCasting,UnsafePtrMerge,UnsafePointerStore
NOINLINE int sweep(struct G *s) {
  struct Obj **p = &s->all;
  int freed = 0;
  while (*p) {
    struct Obj *o = *p;
    if (o->mark) {
      o->mark = 0;
      p = &o->next;
    } else {
      *p = o->next;
      free(o);
      freed++;
    }
  }
  s->count -= freed;
  return freed;
}

int main(int argc, char **argv) {
  for (int i = 0; i < argc + 4; i++)
    add(i & 1);
  return sweep(&g);
}
