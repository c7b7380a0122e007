/* seed_dynamic.c: the examples of seed 000 (dynamic AoS): malloc with a
 * literal count, malloc with a count held in a variable, and a global
 * pointer, each indexed in main and in a called function. */
#include <stdio.h>
#include <stdlib.h>

struct nodeOne {
	int a;
};

struct nodeTwo {
	int a;
	char b;
	char c;
};

struct nodeOne *globalOne;

// want: heap %struct.nodeOne fn=main count=100 accesses>=1
// want: heap %struct.nodeTwo fn=main count=7080 accesses>=1
// want: heap %struct.nodeOne fn=main count=50 accesses>=1

__attribute__((noinline)) static int sumTwo(struct nodeTwo *arr, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += arr[i].a + arr[i].b;
	return s;
}

__attribute__((noinline)) static int sumGlobal(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += globalOne[i].a;
	return s;
}

int main(int argc, char **argv)
{
	struct nodeOne *arrayOne = (struct nodeOne *)malloc(100 * sizeof(struct nodeOne));
	int n;
	n = 7080;
	struct nodeTwo *arrayTwo = (struct nodeTwo *)malloc(n * sizeof(struct nodeTwo));
	globalOne = malloc(50 * sizeof(struct nodeOne));
	int k = argc % 100;
	for (int i = 0; i < k; i++) {
		arrayOne[i].a = i;
		arrayTwo[i].a = i;
		arrayTwo[i].b = (char)i;
		globalOne[i % 50].a = i;
	}
	printf("%d %d %d\n", arrayOne[k / 2].a, sumTwo(arrayTwo, k), sumGlobal(k % 50));
	free(arrayOne);
	free(arrayTwo);
	free(globalOne);
	return 0;
}
