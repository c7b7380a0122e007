/* aligned.c: aligned_alloc and posix_memalign of arrays of structs. */
#include <stdio.h>
#include <stdlib.h>

struct lane {
	float v[4];
};

// want: heap %struct.lane fn=main count=64 accesses>=1
// want: heap %struct.lane fn=main count=? accesses>=1

int main(int argc, char **argv)
{
	struct lane *a = aligned_alloc(64, 64 * sizeof(struct lane));
	void *raw;
	int n = argc + 15;
	if (!a || posix_memalign(&raw, 64, n * sizeof(struct lane)))
		return 1;
	struct lane *b = raw;
	for (int i = 0; i < n && i < 64; i++) {
		a[i].v[0] = (float)i;
		b[i].v[3] = (float)-i;
	}
	printf("%f %f\n", a[argc % 64].v[0], b[argc % n].v[3]);
	free(a);
	free(b);
	return 0;
}
