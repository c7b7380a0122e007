// Fixture for the safety conditions. Each structure exercises one
// condition; the expectations are the want lines below (has= must be
// set, lacks= must not be). They hold for clang 14 (typed pointers) and
// clang 19 (opaque pointers) at -O0 and -O2.
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NOINLINE __attribute__((noinline))

// dtrans: %struct.Clean lacks=BadCasting,BadPtrManipulation,AddressTaken,FieldAddressTaken,UnsafePointerStore,UnsafePtrMerge,GlobalPtr,GlobalInstance,BadMemFuncSize,MismatchedElementAccess
// dtrans: %struct.Clean lacks=VolatileData,NestedStruct,ContainsNestedStruct,NoFieldsInStruct,SystemObject,UnhandledUse,WholeStructureReference,AmbiguousGEP,HasInitializerList,BadMemFuncManipulation,AmbiguousPointerTarget
struct Clean { int a; long b; struct Clean *next; };

// dtrans: %struct.CastA has=BadCasting
// dtrans: %struct.CastB has=BadCasting
struct CastA { int x; int y; };
struct CastB { double d; long e; };

// dtrans: %struct.GP has=GlobalPtr lacks=GlobalInstance
struct GP { int v; int w; };
struct GP *gp;

// dtrans: %struct.GI has=GlobalInstance,HasInitializerList
struct GI { int v; int w; };
struct GI gi = {1, 2};

// dtrans: %struct.GZ has=GlobalInstance lacks=HasInitializerList
struct GZ { int v; int w; };
struct GZ gz;

// dtrans: %struct.Vol has=VolatileData
struct Vol { int v; int w; };

// dtrans: %struct.FAT has=FieldAddressTaken
struct FAT { int v; int w; };
int *escaped;

// dtrans: %struct.Inner has=NestedStruct
// dtrans: %struct.Outer has=ContainsNestedStruct
struct Inner { int i; int j; };
struct Outer { long k; struct Inner in; };

// dtrans: %struct.MemBad has=BadMemFuncSize
struct MemBad { long a; long b; long c; };

// dtrans: %struct.MemOK lacks=BadMemFuncSize,BadMemFuncManipulation
struct MemOK { long a; long b; };

// dtrans: %struct.Ext has=AddressTaken
struct Ext { int v; int w; };
extern void external_sink(void *);

// dtrans: %struct.Ptr has=BadPtrManipulation
struct Ptr { int a; int b; };

// A pointer masked as an integer: an instruction the analysis does not
// follow.
// dtrans: %struct.Mask has=BadPtrManipulation,UnhandledUse
struct Mask { long a; long b; };

// dtrans: %struct.Empty has=NoFieldsInStruct
struct Empty {};

// Types of the C library's headers, also when the module defines them.
// dtrans: %struct.tm has=SystemObject
// dtrans: %struct.__jmp_buf_tag has=SystemObject,GlobalInstance
jmp_buf env;

// WholeStructureReference (a load or store of a whole structure value)
// has no C case: clang copies structures with memcpy and passes small ones
// as integers, in both versions; the IR cases are in conditions_test.go.

NOINLINE void use_clean(struct Clean *c) { c->a = 1; c->b = 2; c->next = c; }

NOINLINE int cast_both(int which) {
  void *p = malloc(sizeof(struct CastA) * 4);
  int r;
  if (which) {
    struct CastA *a = p;
    a->x = 1;
    r = a->y;
  } else {
    struct CastB *b = p;
    b->d = 1.0;
    r = (int)b->e;
  }
  free(p);
  return r;
}

NOINLINE void set_gp(void) {
  gp = malloc(sizeof(struct GP));
  gp->v = 3;
  gp->w = 4;
}

NOINLINE int read_vol(struct Vol *v) { return ((volatile struct Vol *)v)->w; }

NOINLINE void take_field(struct FAT *f) { escaped = &f->w; }

NOINLINE long nest(struct Outer *o) { return o->k + o->in.j; }

NOINLINE void mem_bad(struct MemBad *m) { memset(m, 0, 12); m->c = 1; }

NOINLINE void mem_ok(struct MemOK *m, struct MemOK *n) { memcpy(m, n, sizeof *m); }

NOINLINE void ext(struct Ext *e) { e->v = 1; external_sink(e); }

NOINLINE int ptr_bad(struct Ptr *p) { return p->a + *(int *)((char *)p + 2); }

NOINLINE int aligned(struct Mask *m) { return ((uintptr_t)m & 15) == 0 && m->a; }

NOINLINE long use_empty(struct Empty *e) { return e != 0; }

int main(int argc, char **argv) {
  struct Clean *c = malloc(sizeof(struct Clean));
  use_clean(c);
  int r = cast_both(argc);
  set_gp();
  struct Vol v = {1, 2};
  r += read_vol(&v);
  struct FAT f = {3, 4};
  take_field(&f);
  struct Outer o = {5, {6, 7}};
  r += (int)nest(&o);
  struct MemBad mb;
  mem_bad(&mb);
  struct MemOK m1 = {1, 2}, m2;
  mem_ok(&m2, &m1);
  struct Ext e;
  ext(&e);
  struct Ptr p = {8, 9};
  r += ptr_bad(&p);
  struct Mask *mk = malloc(sizeof *mk);
  mk->a = argc;
  r += aligned(mk);
  free(mk);
  struct Empty em;
  r += (int)use_empty(&em);
  struct tm t;
  time_t now = argc;
  localtime_r(&now, &t);
  r += t.tm_year;
  if (setjmp(env))
    return 2;
  r += gi.v + gz.w + (int)m2.b + *escaped + (int)c->b + mb.c;
  free(c);
  return r;
}
