/* recursion.c: recursion: a binary search tree (insert, lookup, height,
 * in-order walk, free), mutual recursion, Ackermann, a recursive descent
 * expression evaluator. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
	int key;
	char *label;
	struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key, char *label)
{
	if (!t) {
		t = malloc(sizeof *t);
		if (!t)
			exit(1);
		t->key = key;
		t->label = label;
		t->left = t->right = NULL;
	} else if (key < t->key) {
		t->left = insert(t->left, key, label);
	} else if (key > t->key) {
		t->right = insert(t->right, key, label);
	}
	return t;
}

static struct tree *lookup(struct tree *t, int key)
{
	if (!t || t->key == key)
		return t;
	return lookup(key < t->key ? t->left : t->right, key);
}

static int height(const struct tree *t)
{
	if (!t)
		return 0;
	int l = height(t->left), r = height(t->right);
	return 1 + (l > r ? l : r);
}

static void walk(const struct tree *t, void (*visit)(const struct tree *))
{
	if (!t)
		return;
	walk(t->left, visit);
	visit(t);
	walk(t->right, visit);
}

static void print_node(const struct tree *t) { printf("%d:%s ", t->key, t->label); }

static void destroy(struct tree *t)
{
	if (t) {
		destroy(t->left);
		destroy(t->right);
		free(t);
	}
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static unsigned long ackermann(unsigned long m, unsigned long n)
{
	if (m == 0)
		return n + 1;
	if (n == 0)
		return ackermann(m - 1, 1);
	return ackermann(m - 1, ackermann(m, n - 1));
}

/* expr := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*;
 * factor := digit+ | '(' expr ')' */
static long expr(const char **s);
static long factor(const char **s)
{
	if (**s == '(') {
		(*s)++;
		long v = expr(s);
		if (**s == ')')
			(*s)++;
		return v;
	}
	long v = 0;
	while (**s >= '0' && **s <= '9')
		v = v * 10 + (*(*s)++ - '0');
	return v;
}
static long term(const char **s)
{
	long v = factor(s);
	while (**s == '*' || **s == '/') {
		char op = *(*s)++;
		long r = factor(s);
		v = op == '*' ? v * r : (r ? v / r : 0);
	}
	return v;
}
static long expr(const char **s)
{
	long v = term(s);
	while (**s == '+' || **s == '-') {
		char op = *(*s)++;
		long r = term(s);
		v = op == '+' ? v + r : v - r;
	}
	return v;
}

int main(int argc, char **argv)
{
	static char *names[] = { "five", "three", "eight", "one", "four", "nine" };
	static const int keys[] = { 5, 3, 8, 1, 4, 9 };
	struct tree *root = NULL;
	for (int i = 0; i < 6; i++)
		root = insert(root, keys[i], names[i]);
	walk(root, print_node);
	struct tree *t = lookup(root, 4);
	const char *src = argc > 1 ? argv[1] : "2*(3+4)-10/5";
	printf("\n%d %s %d %lu %ld\n", height(root), t ? t->label : "-", is_even((unsigned)argc + 10),
	       ackermann(2, 3), expr(&src));
	destroy(root);
	return 0;
}
