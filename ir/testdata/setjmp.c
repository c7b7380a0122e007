/* setjmp.c: non-local exits: a parser that reports errors with longjmp to a
 * setjmp in its caller, with cleanup through a context struct holding the
 * jmp_buf and allocated memory. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct parser {
	jmp_buf on_error;
	const char *src;
	int pos;
	char message[64];
	int *stack;
	int depth, cap;
};

static void fail(struct parser *p, const char *what)
{
	snprintf(p->message, sizeof p->message, "%s at %d", what, p->pos);
	longjmp(p->on_error, 1);
}

static void push(struct parser *p, int v)
{
	if (p->depth == p->cap) {
		int cap = p->cap ? p->cap * 2 : 4;
		int *s = realloc(p->stack, (size_t)cap * sizeof *s);
		if (!s)
			fail(p, "out of memory");
		p->stack = s;
		p->cap = cap;
	}
	p->stack[p->depth++] = v;
}

static int pop(struct parser *p)
{
	if (p->depth == 0)
		fail(p, "stack underflow");
	return p->stack[--p->depth];
}

/* Reverse Polish: digits push, + - * / pop two and push one. */
static int eval_rpn(struct parser *p)
{
	for (char c; (c = p->src[p->pos]) != '\0'; p->pos++) {
		if (c >= '0' && c <= '9') {
			push(p, c - '0');
		} else if (c == ' ') {
			continue;
		} else {
			int b = pop(p), a = pop(p);
			switch (c) {
			case '+': push(p, a + b); break;
			case '-': push(p, a - b); break;
			case '*': push(p, a * b); break;
			case '/':
				if (b == 0)
					fail(p, "division by zero");
				push(p, a / b);
				break;
			default:
				fail(p, "bad character");
			}
		}
	}
	if (p->depth != 1)
		fail(p, "unbalanced expression");
	return p->stack[0];
}

static int run(const char *src, int *result)
{
	struct parser *p = calloc(1, sizeof *p);
	volatile int ok = 0;
	if (!p)
		return 0;
	p->src = src;
	if (setjmp(p->on_error) == 0) {
		*result = eval_rpn(p);
		ok = 1;
	} else {
		fprintf(stderr, "error: %s\n", p->message);
	}
	free(p->stack);
	free(p);
	return ok;
}

int main(int argc, char **argv)
{
	const char *progs[] = { "3 4 + 2 *", "1 +", "8 0 /", argc > 1 ? argv[1] : "9 3 / 2 -" };
	for (int i = 0; i < 4; i++) {
		int r;
		if (run(progs[i], &r))
			printf("%s = %d\n", progs[i], r);
	}
	return 0;
}
