// The other half (see a.c): struct C begins with an I, { ptr, ptr, i32 x
// 5 } under opaque pointers, whose first field points to an Api.
// Llvm-link 19 makes I a.c's P, so that C's first member is a P in the
// opaque module (a C on the stack keeps C's definition), and clang 19 at
// -O2 drops I, which the accesses through an I * name. The TBAA type node
// of C names I at offset 0: the pointer at offset 0 of a C is I's first
// field's, not P's (which holds a.c's X), as in the typed module.
struct Api { long v; int (*f)(int); };
struct I { const struct Api *api; void *ctx; int a, b, c, d, e; };
struct C { struct I it; int x; int y; char *s; };

static int twice(int n) { return 2 * n; }
static const struct Api api = {1, twice};

__attribute__((noinline)) static int next(struct I *it) { it->b = it->a + 1; return it->api->f(it->b); }

__attribute__((noinline)) static int call(struct C *c) { return c->it.api->f(c->x) + (int)c->it.api->v + c->it.a; }

int run(int n) {
	struct C c;
	c.it.api = &api;
	c.it.ctx = 0;
	c.it.a = n;
	c.x = n;
	c.s = 0;
	return call(&c) + next(&c.it);
}
