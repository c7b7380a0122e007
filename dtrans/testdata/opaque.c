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

int main(int argc, char **argv) {
	struct Tok *t = malloc(sizeof *t);
	struct Tok u;
	t->kind = lex(&t->sem, argc);
	u.kind = lex(&u.sem, argv[0][0]);
	return t->kind + u.kind;
}
