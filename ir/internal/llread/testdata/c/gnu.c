/* Exercises GNU C extensions clang emits unusual IR for: computed goto
 * (blockaddress, indirectbr), vectors, atomics, variable-length arrays,
 * bit-fields, varargs and K&R calls. */
#include <stdarg.h>
#include <stdatomic.h>

typedef int v4si __attribute__((vector_size(16)));
struct bits { unsigned a : 3, b : 7; signed c : 5; };

int knr();
_Atomic long hits;

int dispatch(int op) {
	static void *table[] = {&&add, &&sub, &&done};
	int acc = 0;
	goto *table[op % 3];
add:
	acc += 2;
sub:
	acc -= 1;
done:
	return acc;
}

v4si vadd(v4si a, v4si b) { return a + b * (v4si){1, 2, 3, 4}; }

int vsum(int n, ...) {
	va_list ap;
	va_start(ap, n);
	int s = 0;
	for (int i = 0; i < n; i++) s += va_arg(ap, int);
	va_end(ap);
	return s;
}

int vla(int n, struct bits *b) {
	int a[n];
	for (int i = 0; i < n; i++) a[i] = b->a + b->c * i;
	atomic_fetch_add(&hits, 1);
	return a[n - 1] + b->b + knr(n, 2.0);
}
