/* field_store.c: arrays stored in struct fields: a pool on the heap whose
 * items field holds an array, and a table on the stack holding two. */
#include <stdio.h>
#include <stdlib.h>

struct slot {
	int used;
	int key;
	long payload;
};

struct bucket {
	unsigned hash;
	int next;
};

struct pool {
	struct slot *slots;
	int nslots;
};

struct table {
	struct bucket *buckets;
	struct slot *overflow;
	int n;
};

// want: heap %struct.slot fn=pool_new count=? accesses>=2
// want: heap %struct.bucket fn=main count=? accesses>=1
// want: heap %struct.slot fn=main count=16 accesses>=1

__attribute__((noinline)) static struct pool *pool_new(int n)
{
	struct pool *p = malloc(sizeof *p);
	p->slots = calloc(n, sizeof(struct slot));
	p->nslots = n;
	return p;
}

__attribute__((noinline)) static long pool_sum(struct pool *p)
{
	long s = 0;
	for (int i = 0; i < p->nslots; i++)
		if (p->slots[i].used)
			s += p->slots[i].payload;
	return s;
}

int main(int argc, char **argv)
{
	struct pool *p = pool_new(argc + 4);
	for (int i = 0; i < p->nslots; i++) {
		p->slots[i].used = i & 1;
		p->slots[i].payload = i;
	}
	struct table t;
	t.n = argc + 2;
	t.buckets = malloc(t.n * sizeof(struct bucket));
	t.overflow = malloc(16 * sizeof(struct slot));
	for (int i = 0; i < t.n; i++) {
		t.buckets[i].hash = (unsigned)i * 2654435761u;
		t.buckets[i].next = -1;
		t.overflow[i % 16].key = i;
	}
	printf("%ld %u %d\n", pool_sum(p), t.buckets[t.n - 1].hash, t.overflow[argc % 16].key);
	return 0;
}
