// The other half (see a.c): b.c's struct B, { i32, i8 }, is a.c's struct
// P in the linked modules. B's array, reached through a void * that is
// also an X, is BadCasting; its elements are stepped over as P's
// (`getelementptr %struct.P, ptr %v, i64 %i`), whose accesses' tags name
// B: P is none of that class's types.
struct B { int n; char c; };
struct X { long a; long b; };

__attribute__((noinline)) int run(void *v, int i) {
	struct B *b = v;
	struct X *x = v;
	b[i].n = i;
	b[i].c = 2;
	x->a = 3;
	return b[i].n + (int)x->b;
}
