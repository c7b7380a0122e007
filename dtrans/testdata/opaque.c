// Fixture for C constructs that clang 19 (opaque pointers) compiles with
// less type information than clang 14 (typed pointers); the expectations
// hold for both, as the typed/opaque equivalence requires.
#include <stdlib.h>

#define NOINLINE __attribute__((noinline))

struct Str { long len; char data[8]; };

// A union whose members all lie at offset 0: under opaque pointers the
// callee stores through its parameter without any getelementptr, so the
// parameter carries no type of its own; its callers, which all pass the
// address of a Tok's union field, say what it points to.
// (At -O2 clang 19 keeps no trace of the Tok that main allocates: the
// byte offset of its union has an untyped base, so only -O0 is asserted.)
// dtrans[O0]: %union.Sem has=UnsafePointerStore lacks=AddressTaken
// dtrans: %struct.Tok lacks=AddressTaken
union Sem { double r; long i; struct Str *s; };
struct Tok { int kind; union Sem sem; };

static NOINLINE int lex(union Sem *sem, int c) {
	if (c == 's') {
		struct Str *p = malloc(sizeof(struct Str));
		p->len = 0;
		sem->s = p;
		return 1;
	}
	if (c == 'r') {
		sem->r = 1.5;
		return 2;
	}
	sem->i = c;
	return 3;
}

// A structure returned in registers ({ i64, i32 }) is stored through
// that literal type into its stack slot: the slot's class has two
// incompatible types (BadCasting, under either pointer model). A callee
// whose parameters are only the destinations of structure copies (memcpy,
// no getelementptr) is typed under typed pointers by its declaration;
// under opaque pointers its one caller, which passes such a slot, says
// what it receives.
// dtrans[O0]: %struct.FP lacks=AddressTaken
struct FP { unsigned long f; int e; };

static NOINLINE struct FP mkfp(double d) {
	struct FP r;
	r.f = (unsigned long)d;
	r.e = 1;
	return r;
}

static NOINLINE void bounds(double d, struct FP *lo, struct FP *hi) {
	struct FP a = mkfp(d), b = mkfp(d * 2);
	b.e = a.e;
	*lo = a;
	*hi = b;
}

// A callee that only compares its parameter with null, called with a
// structure and with a pointer of unknown origin (a parameter of an
// exported function nothing in the module calls): typed IR types the
// parameter by its declaration and merges both; under opaque pointers the
// callers with a type agree, and the unknown one does not object.
// dtrans[O0]: %struct.Opts lacks=AddressTaken
struct Opts { int level; int flags; };

static NOINLINE int finish(int x, const struct Opts *o) { return o != 0 ? x + 1 : x; }

int api_finish(int x, const struct Opts *o) { return finish(x, o); }

static NOINLINE int run(int x) {
	struct Opts o = {1, 2};
	o.level = x;
	return finish(x, &o) + o.flags;
}

// An array at offset 0 indexed through a structure pointer in a function
// inlined even at -O0 (always_inline): typed IR takes the field's address
// first; under opaque pointers the inliner folds that zero-offset
// getelementptr away, and the array is indexed from the structure pointer
// itself. The pointer's class here also holds another type (BadCasting),
// so only the array's type says which field is read and written.
// dtrans[O0]: %struct.Hist field=0 reads=2 writes=1
// dtrans[O0]: %struct.Hist has=BadCasting
struct Hist { unsigned short data[4]; long total; };
struct Other { double x; double y; };

static inline __attribute__((always_inline)) void bump(struct Hist *h, int i) {
	h->data[i]++;
	((struct Other *)h)->y = 0;
}

// A parameter used only as a whole (structure copies, which are memcpy
// calls) and passed on to the function itself: its other callers agree
// that it receives a Sub, as typed IR declares; the recursive call says
// nothing (mujs's match and its Resub *out). Not AddressTaken.
// dtrans: %struct.Sub lacks=AddressTaken,BadMemFuncManipulation
struct Sub { int n; const char *sp[9]; };

NOINLINE int try(const char *p, struct Sub *out, int depth) {
	struct Sub scratch = *out;
	if (depth > 0 && *p) {
		scratch.sp[scratch.n++ % 9] = p;
		int r = try(p + 1, out, depth - 1);
		if (r)
			return r;
		*out = scratch;
	}
	return *p == 'x';
}

int main(int argc, char **argv) {
	struct Hist hh = {{0}, 0};
	bump(&hh, argc & 3);
	struct FP x = mkfp(0.5), y;
	bounds(argc, &x, &y);
	struct Tok *t = malloc(sizeof *t);
	struct Tok u;
	t->kind = lex(&t->sem, argc);
	u.kind = lex(&u.sem, argv[0][0]);
	struct Sub sub = {0, {0}};
	int m = try(argv[0], &sub, argc);
	return t->kind + u.kind + x.e + y.e + run(argc) + hh.data[1] + m + sub.n;
}
