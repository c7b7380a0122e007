/* realloc_grow.c: a growing vector of structs: malloc of 4 elements, then
 * realloc doubling the capacity; both sites are arrays. */
#include <stdio.h>
#include <stdlib.h>

struct token {
	int kind;
	int start, len;
};

struct vec {
	struct token *data;
	int len, cap;
};

// want: heap %struct.token fn=vec_init count=4 accesses>=1
// want: heap %struct.token fn=vec_push count=? accesses>=1

__attribute__((noinline)) static void vec_init(struct vec *v)
{
	v->cap = 4;
	v->len = 0;
	v->data = malloc(4 * sizeof(struct token));
}

__attribute__((noinline)) static void vec_push(struct vec *v, int kind, int start, int len)
{
	if (v->len == v->cap) {
		v->cap *= 2;
		v->data = realloc(v->data, v->cap * sizeof(struct token));
	}
	v->data[v->len].kind = kind;
	v->data[v->len].start = start;
	v->data[v->len].len = len;
	v->len++;
}

int main(int argc, char **argv)
{
	struct vec v;
	vec_init(&v);
	for (int i = 0; i < argc * 10; i++)
		vec_push(&v, i % 3, i, 1);
	int s = 0;
	for (int i = 0; i < v.len; i++)
		s += v.data[i].kind;
	printf("%d %d\n", s, v.len);
	free(v.data);
	return 0;
}
