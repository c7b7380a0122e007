#include <string.h>

/* A parameter whose every caller passes a local variable of one
   structure type (sqlite3's KeccakF1600Step and SHA3Update, given the
   SHA3Context on sha3Func's stack), where the variable's class holds
   other types (its address also reaches generic code). Clang 19 at -O2
   reads c->s[1] as `getelementptr i8, ptr %c, i64 8` with a scalar TBAA
   tag; the variable's type says the offset is field 0's element, as
   typed IR's getelementptr names it: counted, and no AmbiguousGEP. */
struct ctx {
	unsigned long long s[4];
	int n;
};

struct other {
	double x;
	long y;
};

extern void keep(void *);

__attribute__((noinline)) static void step(struct ctx *c)
{
	c->s[1] += c->s[0];
	c->s[2] ^= c->s[1];
	c->s[3] = c->s[2] * 3;
}

/* Passes its parameter on: step's callers still pass only cx. */
__attribute__((noinline)) static void update(struct ctx *c, int n)
{
	for (int i = 0; i < n; i++)
		step(c);
}

// dtrans[O2]: %struct.ctx lacks=AmbiguousGEP
// dtrans[O2]: %struct.ctx field=0 reads=4 writes=3
// dtrans[O0]: %struct.ctx field=0 reads=6 writes=3
int main(int argc, char **argv)
{
	struct ctx cx;
	struct other o;
	(void)argv;
	memset(&cx, 0, sizeof cx);
	o.x = 1;
	o.y = 2;
	update(&cx, argc);
	step(&cx);
	keep(argc > 1 ? (void *)&cx : (void *)&o);
	return (int)cx.s[3];
}
