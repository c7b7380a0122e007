/* const_index.c: heap arrays reached only at constant element indices. At
 * -O2 clang 19 addresses a[1].y as a byte offset past the first element
 * (getelementptr i8, p, 12): no struct getelementptr names the type, which
 * comes from the uses of the pointer. A single struct accessed at its
 * fields is not an array. At -O2 main's b and one are optimized away. */
#include <stdio.h>
#include <stdlib.h>

struct pt {
	int x, y, z;
};

// want: heap %struct.pt fn=make count=? accesses>=0
// want O0: heap %struct.pt fn=main count=3 accesses>=0

__attribute__((noinline)) static struct pt *make(int n)
{
	return malloc((size_t)n * sizeof(struct pt));
}

__attribute__((noinline)) static int use(struct pt *a)
{
	a[1].y = 7;
	a[2].x = 3;
	return a[1].y + a[2].x + a[0].z;
}

int main(int argc, char **argv)
{
	struct pt *a = make(argc + 3);
	struct pt *b = malloc(3 * sizeof(struct pt));
	struct pt *one = malloc(sizeof(struct pt));
	if (!a || !b || !one)
		return 1;
	a[0].z = 1;
	b[0].x = argc;
	b[2].z = argc + 1;
	one->y = argc;
	one->z = 2;
	printf("%d %d %d\n", use(a), b[2].z + b[0].x, one->y + one->z);
	free(a);
	free(b);
	free(one);
	return 0;
}
