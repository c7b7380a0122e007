#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { int key; double val; struct node *next; char name[16]; };
typedef int (*cmp_fn)(const void *, const void *);

static struct node *head;
int counter = 3;
const char *names[] = {"alpha", "beta", "gamma"};
struct node pool[4];

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

struct node *push(int key, double val) {
	struct node *n = malloc(sizeof *n);
	if (!n) return NULL;
	n->key = key; n->val = val; n->next = head;
	strncpy(n->name, names[key % 3], sizeof n->name);
	head = n;
	return n;
}

int apply(cmp_fn f, int *xs, int n) {
	int s = 0;
	for (int i = 0; i + 1 < n; i++) s += f(&xs[i], &xs[i + 1]) > 0;
	return s;
}

int sum(int n, ...);

union u { int i; float f; };

float bits(unsigned x) { union u v; v.i = (int)x; return v.f; }

int main(int argc, char **argv) {
	int xs[8] = {5, 3, 9, 1, 7, 2, 8, 6};
	qsort(xs, 8, sizeof xs[0], cmp);
	for (int i = 0; i < argc; i++) push(i, i * 1.5);
	int total = 0;
	for (struct node *n = head; n; n = n->next) total += n->key;
	switch (argc) { case 1: total++; break; case 2: total += 2; break; default: total--; }
	printf("%d %d %f\n", total, apply(cmp, xs, 8), (double)bits(0x3f800000u));
	long long big = (long long)argc << 40;
	unsigned char c = (unsigned char)total;
	return (int)(big >> 40) + c + counter + (int)pool[1].val;
}
