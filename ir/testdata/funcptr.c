/* funcptr.c: function pointers: a vtable struct, a dispatch table indexed by
 * opcode, qsort with comparators, callbacks with a context pointer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct shape;

struct shape_ops {
	double (*area)(const struct shape *);
	void (*scale)(struct shape *, double);
	const char *name;
};

struct shape {
	const struct shape_ops *ops;
	double a, b;
};

static double rect_area(const struct shape *s) { return s->a * s->b; }
static double tri_area(const struct shape *s) { return s->a * s->b / 2; }
static void both_scale(struct shape *s, double k)
{
	s->a *= k;
	s->b *= k;
}

static const struct shape_ops rect_ops = { rect_area, both_scale, "rect" };
static const struct shape_ops tri_ops = { tri_area, both_scale, "triangle" };

typedef long (*binop)(long, long);
static long op_add(long a, long b) { return a + b; }
static long op_sub(long a, long b) { return a - b; }
static long op_mul(long a, long b) { return a * b; }
static long op_div(long a, long b) { return b ? a / b : 0; }
static binop optable[] = { op_add, op_sub, op_mul, op_div };

static int cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return (x > y) - (x < y);
}

static int cmp_shape_area(const void *a, const void *b)
{
	const struct shape *x = a, *y = b;
	double ax = x->ops->area(x), ay = y->ops->area(y);
	return (ax > ay) - (ax < ay);
}

static void for_each(long *v, int n, void (*fn)(long *, void *), void *ctx)
{
	for (int i = 0; i < n; i++)
		fn(&v[i], ctx);
}

static void accumulate(long *x, void *ctx) { *(long *)ctx += *x; }

static binop pick(const char *name)
{
	static const char *names[] = { "add", "sub", "mul", "div" };
	for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(names[i], name) == 0)
			return optable[i];
	return NULL;
}

int main(int argc, char **argv)
{
	struct shape shapes[3] = { { &rect_ops, 2, 3 }, { &tri_ops, 4, 4 }, { &rect_ops, 1, 1 } };
	shapes[argc % 3].ops->scale(&shapes[argc % 3], 2.0);
	qsort(shapes, 3, sizeof shapes[0], cmp_shape_area);
	for (int i = 0; i < 3; i++)
		printf("%s %.1f\n", shapes[i].ops->name, shapes[i].ops->area(&shapes[i]));

	long v[5] = { 5, 3, 9, 1, 7 };
	qsort(v, 5, sizeof v[0], cmp_long);
	long acc = 0;
	for_each(v, 5, accumulate, &acc);
	long r = v[0];
	for (int i = 1; i < 5; i++)
		r = optable[i % 4](r, v[i]);
	binop f = pick(argc > 1 ? argv[1] : "mul");
	printf("%ld %ld %ld\n", acc, r, f ? f(6, 7) : -1L);
	return 0;
}
