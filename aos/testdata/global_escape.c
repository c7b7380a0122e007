/* global_escape.c: a global array of structs whose element addresses go
 * into a registry of void pointers shared with another struct type, and
 * come back through a lookup. Its accesses are the getelementptrs over
 * struct op on pointers that can come from the array: not those over
 * struct var, which shares the registry, nor those on an op that never
 * comes from the array (show's). Hand-counted at -O0 (access_test.go):
 * main's &ops[i] and o->name, find's ->name, apply's o->fn (o->arity is
 * field 0, its address the pointer itself). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct op {
	int arity;
	const char *name;
	int (*fn)(int, int);
};

struct var {
	long value;
	const char *name;
};

struct entry {
	struct entry *next;
	void *item;
	int kind;
};

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }

// want: global %struct.op global=@ops count=3 accesses>=4
struct op ops[] = {{2, "add", add}, {2, "sub", sub}, {1, "neg", 0}};


static struct entry *registry;

__attribute__((noinline)) static void reg(void *item, int kind)
{
	struct entry *e = malloc(sizeof *e);
	e->item = item;
	e->kind = kind;
	e->next = registry;
	registry = e;
}

__attribute__((noinline)) static void *find(int kind, const char *name)
{
	for (struct entry *e = registry; e; e = e->next) {
		if (e->kind == 0 && strcmp(((struct op *)e->item)->name, name) == 0)
			return e->item;
		if (e->kind == 1 && strcmp(((struct var *)e->item)->name, name) == 0)
			return e->item;
	}
	return 0;
}

__attribute__((noinline)) static int apply(struct op *o, int a, int b)
{
	if (o->arity == 1)
		return -a;
	return o->fn(a, b);
}

__attribute__((noinline)) static void show(struct op *p)
{
	printf("%s\n", p->name);
}

int main(int argc, char **argv)
{
	for (int i = 0; i < 3; i++)
		reg(&ops[i], 0);
	struct var *v = malloc(sizeof *v);
	v->name = "x";
	v->value = argc;
	reg(v, 1);
	struct op *o = find(0, argc > 1 ? argv[1] : "add");
	struct var *x = find(1, "x");
	if (o && x)
		printf("%s %d\n", o->name, apply(o, (int)x->value, 1));
	struct op local = {2, "mul", 0};
	show(&local);
	return 0;
}
