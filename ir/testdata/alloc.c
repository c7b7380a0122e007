/* alloc.c: heap memory: a growable vector with realloc, a calloc'd matrix,
 * memcpy/memmove/memset, strdup'd strings, a struct with a flexible array
 * member. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec {
	int *data;
	size_t len, cap;
};

struct blob {
	size_t size;
	unsigned refs;
	unsigned char bytes[];
};

static int vec_push(struct vec *v, int x)
{
	if (v->len == v->cap) {
		size_t cap = v->cap ? 2 * v->cap : 4;
		int *d = realloc(v->data, cap * sizeof *d);
		if (!d)
			return -1;
		v->data = d;
		v->cap = cap;
	}
	v->data[v->len++] = x;
	return 0;
}

static void vec_insert(struct vec *v, size_t at, int x)
{
	if (vec_push(v, 0) < 0)
		return;
	memmove(&v->data[at + 1], &v->data[at], (v->len - 1 - at) * sizeof(int));
	v->data[at] = x;
}

static double **matrix_new(int rows, int cols)
{
	double **m = calloc(rows, sizeof *m);
	if (!m)
		return NULL;
	for (int i = 0; i < rows; i++) {
		m[i] = calloc(cols, sizeof **m);
		if (!m[i]) {
			while (i--)
				free(m[i]);
			free(m);
			return NULL;
		}
	}
	return m;
}

static void matrix_free(double **m, int rows)
{
	for (int i = 0; i < rows; i++)
		free(m[i]);
	free(m);
}

static struct blob *blob_new(const void *src, size_t n)
{
	struct blob *b = malloc(sizeof *b + n);
	if (!b)
		return NULL;
	b->size = n;
	b->refs = 1;
	memcpy(b->bytes, src, n);
	return b;
}

static struct blob *blob_dup(const struct blob *b)
{
	struct blob *c = malloc(sizeof *c + b->size);
	if (c) {
		memcpy(c, b, sizeof *c + b->size);
		c->refs = 1;
	}
	return c;
}

int main(int argc, char **argv)
{
	struct vec v;
	memset(&v, 0, sizeof v);
	for (int i = 0; i < 20; i++)
		vec_push(&v, i * argc);
	vec_insert(&v, 3, -1);
	double **m = matrix_new(3, 3);
	if (m) {
		m[1][1] = v.data[3];
		printf("%.1f\n", m[1][1]);
		matrix_free(m, 3);
	}
	char *name = strdup(argv[0]);
	struct blob *b = blob_new(name, strlen(name) + 1);
	struct blob *c = b ? blob_dup(b) : NULL;
	if (c)
		printf("%zu %s %zu\n", v.len, (char *)c->bytes, c->size);
	free(c);
	free(b);
	free(name);
	free(v.data);
	return 0;
}
