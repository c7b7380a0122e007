// A structure in a union inside a structure clang 19 drops at -O2 (mujs's
// js_Regexp in the union u of a js_Object): Obj has an array before
// other members, so its TBAA type node, which gives arrays and unions the
// type "omnipotent char", does not describe it, and clang 19 at -O2
// reaches Obj only through byte offsets. The accesses to the fields of
// o->u.r, through a pointer to it, are byte offsets from the Obj pointer, whose tags name Obj, past the
// fields' offsets in Re: Re lies inside an object of a type the analysis
// cannot describe (NestedStruct, UnhandledUse), where typed IR casts
// the union's address (BadCasting). Neither allows an optimization.
#include <stdlib.h>

struct Re { char *src; char *prog; short flags; short last; };
struct Num { double d[4]; };

struct Obj {
	int type;
	char tag[4];
	struct Obj *next;
	union {
		struct Re r;
		struct Num num;
	} u;
	int refs;
};

// dtrans[O2]: %struct.Re field=2 reads=1 writes=1
__attribute__((noinline)) static struct Obj *make(int type, char *s) {
	struct Obj *o = malloc(sizeof *o);
	if (!o)
		exit(1);
	o->type = type;
	o->tag[0] = 'o';
	o->next = 0;
	o->refs = 1;
	if (type) {
		struct Re *re = &o->u.r;
		re->src = s;
		re->prog = s + 1;
		re->flags = 3;
		re->last = 0;
	} else {
		o->u.num.d[0] = 1.5;
	}
	return o;
}

__attribute__((noinline)) static int use(struct Obj *o) {
	if (o->type) {
		struct Re *re = &o->u.r;
		return re->flags + re->last + re->src[0] + re->prog[0] + o->refs;
	}
	return (int)o->u.num.d[0] + o->tag[0];
}

int main(int argc, char **argv) {
	struct Obj *a = make(argc > 1, argv[0]);
	struct Obj *b = make(0, argv[0]);
	a->next = b;
	int r = use(a) + use(a->next);
	free(b);
	free(a);
	return r;
}
