// The other half (see a.c): struct D holds a B, { ptr, ptr, i32 } under
// opaque pointers, past its first field. Llvm-link 19 makes B a.c's P,
// so that D's member is a P in the opaque module (a global D keeps D's
// definition), and clang 19 at -O2 drops B, which the accesses through
// a B * name. The TBAA type node of D names B at offset 8: the tags of
// the accesses through a D at offsets 8 to 24 are of B's fields, as in
// the typed module, not of P's.
struct B { int (*f)(void *, int); void *arg; int n; };
struct D { long k; struct B busy; int z; };

struct D g;

static int cb(void *arg, int n) { return arg == 0 && n < 3; }

__attribute__((noinline)) void set(struct D *d, int (*f)(void *, int), void *arg) {
	d->busy.f = f;
	d->busy.arg = arg;
	d->busy.n = 0;
}

__attribute__((noinline)) int invoke(struct B *b) {
	int r = b->f(b->arg, b->n);
	if (r)
		b->n++;
	return r;
}

int run(int n) {
	set(&g, cb, 0);
	g.z = n;
	while (invoke(&g.busy))
		g.k++;
	return (int)g.k + g.z;
}
