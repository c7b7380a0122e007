/* hashtable.c: a string-keyed hash table with separate chaining: an array
 * of bucket pointers, heap-allocated entries, resizing, iteration and
 * deletion. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
	char *key;
	int value;
	uint32_t hash;
	struct entry *next;
};

struct table {
	struct entry **buckets;
	size_t nbuckets, count;
};

static uint32_t fnv1a(const char *s)
{
	uint32_t h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static int table_init(struct table *t, size_t n)
{
	t->buckets = calloc(n, sizeof *t->buckets);
	t->nbuckets = t->buckets ? n : 0;
	t->count = 0;
	return t->buckets ? 0 : -1;
}

static void table_grow(struct table *t)
{
	size_t n = t->nbuckets * 2;
	struct entry **b = calloc(n, sizeof *b);
	if (!b)
		return;
	for (size_t i = 0; i < t->nbuckets; i++) {
		struct entry *e = t->buckets[i];
		while (e) {
			struct entry *next = e->next;
			e->next = b[e->hash % n];
			b[e->hash % n] = e;
			e = next;
		}
	}
	free(t->buckets);
	t->buckets = b;
	t->nbuckets = n;
}

static struct entry *table_find(const struct table *t, const char *key)
{
	uint32_t h = fnv1a(key);
	for (struct entry *e = t->buckets[h % t->nbuckets]; e; e = e->next)
		if (e->hash == h && strcmp(e->key, key) == 0)
			return e;
	return NULL;
}

static int *table_put(struct table *t, const char *key)
{
	struct entry *e = table_find(t, key);
	if (e)
		return &e->value;
	if (t->count + 1 > t->nbuckets * 3 / 4)
		table_grow(t);
	e = malloc(sizeof *e);
	if (!e)
		return NULL;
	e->key = strdup(key);
	e->value = 0;
	e->hash = fnv1a(key);
	e->next = t->buckets[e->hash % t->nbuckets];
	t->buckets[e->hash % t->nbuckets] = e;
	t->count++;
	return &e->value;
}

static int table_delete(struct table *t, const char *key)
{
	uint32_t h = fnv1a(key);
	for (struct entry **pp = &t->buckets[h % t->nbuckets]; *pp; pp = &(*pp)->next) {
		struct entry *e = *pp;
		if (e->hash == h && strcmp(e->key, key) == 0) {
			*pp = e->next;
			free(e->key);
			free(e);
			t->count--;
			return 1;
		}
	}
	return 0;
}

static void table_free(struct table *t)
{
	for (size_t i = 0; i < t->nbuckets; i++)
		for (struct entry *e = t->buckets[i], *next; e; e = next) {
			next = e->next;
			free(e->key);
			free(e);
		}
	free(t->buckets);
}

int main(int argc, char **argv)
{
	static const char *words[] = { "apple", "pear", "fig", "apple", "kiwi", "fig", "apple",
		                       "plum", "lime", "date", "pear", "yuzu" };
	struct table t;
	if (table_init(&t, 4) < 0)
		return 1;
	for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
		int *v = table_put(&t, words[i]);
		if (v)
			++*v;
	}
	for (int i = 1; i < argc; i++)
		table_delete(&t, argv[i]);
	struct entry *e = table_find(&t, "apple");
	printf("%zu %zu %d\n", t.count, t.nbuckets, e ? e->value : 0);
	table_free(&t);
	return 0;
}
