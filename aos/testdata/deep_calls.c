/* deep_calls.c: an array passed down several calls and indexed only at
 * the bottom. */
#include <stdio.h>
#include <stdlib.h>

struct item {
	int weight;
	int value;
};

// want: heap %struct.item fn=main count=? accesses>=1

__attribute__((noinline)) static int level3(struct item *it, int i)
{
	return it[i].weight * it[i].value;
}

__attribute__((noinline)) static int level2(struct item *it, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += level3(it, i);
	return s;
}

__attribute__((noinline)) static int level1(struct item *it, int n)
{
	return level2(it, n) + 1;
}

int main(int argc, char **argv)
{
	int n = argc + 20;
	struct item *items = malloc(n * sizeof(struct item));
	if (!items)
		return 1;
	for (int i = 0; i < n; i++) {
		items[i].weight = i;
		items[i].value = n - i;
	}
	printf("%d\n", level1(items, n));
	free(items);
	return 0;
}
