/* shared_field.c: four vectors of unrelated element types grown through
 * one helper into the same void* field (lua's luaM_growvector into
 * Labellist.arr and Dyndata.actvar.arr, which llvm-link makes one {ptr,
 * i32, i32} type in opaque IR). The field carries every element type, so
 * it says nothing about one block; each block's type is said by the
 * function that stores it in a vector and indexes it through the same
 * vector. */
#include <stdio.h>
#include <stdlib.h>

struct vec {
	void *arr;
	int n, size;
};

struct label {
	const char *name;
	int pc, line;
	char nactvar, close;
};

struct var {
	double v;
	char kind;
	short idx;
	const char *name;
};

struct absline {
	int pc, line;
};

struct upval {
	const char *name;
	char instack, idx, kind;
};

struct state {
	struct vec labels, vars, lines, upvals;
};

// want: heap %struct.label fn=grow count=? accesses>=2
// want: heap %struct.var fn=grow count=? accesses>=2
// want: heap %struct.absline fn=grow count=? accesses>=2
// want: heap %struct.upval fn=grow count=? accesses>=2

__attribute__((noinline)) static void *grow(void *block, int n, int *size, size_t elem)
{
	if (n < *size)
		return block;
	int ns = *size ? *size * 2 : 4;
	void *nb = realloc(block, (size_t)ns * elem);
	if (!nb)
		abort();
	*size = ns;
	return nb;
}

__attribute__((noinline)) static int newlabel(struct vec *l, const char *name, int pc, int line)
{
	int n = l->n;
	l->arr = grow(l->arr, n, &l->size, sizeof(struct label));
	((struct label *)l->arr)[n].name = name;
	((struct label *)l->arr)[n].pc = pc;
	((struct label *)l->arr)[n].line = line;
	((struct label *)l->arr)[n].close = 0;
	return l->n++;
}

__attribute__((noinline)) static int newvar(struct vec *v, const char *name, double x)
{
	int n = v->n;
	v->arr = grow(v->arr, n, &v->size, sizeof(struct var));
	struct var *p = &((struct var *)v->arr)[n];
	p->v = x;
	p->kind = 1;
	p->idx = (short)n;
	p->name = name;
	return v->n++;
}

__attribute__((noinline)) static void addline(struct vec *a, int pc, int line)
{
	int n = a->n;
	a->arr = grow(a->arr, n, &a->size, sizeof(struct absline));
	((struct absline *)a->arr)[n].pc = pc;
	((struct absline *)a->arr)[n].line = line;
	a->n++;
}

__attribute__((noinline)) static int newupval(struct vec *u, const char *name, int idx)
{
	int n = u->n;
	u->arr = grow(u->arr, n, &u->size, sizeof(struct upval));
	((struct upval *)u->arr)[n].name = name;
	((struct upval *)u->arr)[n].instack = 1;
	((struct upval *)u->arr)[n].idx = (char)idx;
	((struct upval *)u->arr)[n].kind = 0;
	return u->n++;
}

int main(int argc, char **argv)
{
	struct state s = {0};
	for (int i = 0; i < argc; i++) {
		newlabel(&s.labels, argv[i], i, i + 1);
		newvar(&s.vars, argv[i], i * 0.5);
		addline(&s.lines, i, i * 2);
		newupval(&s.upvals, argv[i], i);
	}
	printf("%d %d %d %d\n", s.labels.n, s.vars.n, s.lines.n, s.upvals.n);
	free(s.labels.arr);
	free(s.vars.arr);
	free(s.lines.arr);
	free(s.upvals.arr);
	return 0;
}
