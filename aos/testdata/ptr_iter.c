/* ptr_iter.c: arrays of structs walked with a pointer (q++) rather than
 * indexed. */
#include <stdio.h>
#include <stdlib.h>

struct rgb {
	float r, g, b;
};

// want: heap %struct.rgb fn=main count=? accesses>=1
// want: stack %struct.rgb fn=main count=32 accesses>=1

__attribute__((noinline)) static float brightness(const struct rgb *p, const struct rgb *end)
{
	float s = 0;
	for (; p < end; p++)
		s += p->r + p->g + p->b;
	return s;
}

int main(int argc, char **argv)
{
	int n = argc + 99;
	struct rgb *img = malloc(n * sizeof *img);
	struct rgb pal[32];
	if (!img)
		return 1;
	for (struct rgb *q = img; q < img + n; q++) {
		q->r = 0.1f;
		q->g = 0.2f;
		q->b = 0.3f;
	}
	for (struct rgb *q = pal; q < pal + (argc % 32); q++)
		q->g = 1.0f;
	printf("%f %f\n", brightness(img, img + n), brightness(pal, pal + (argc % 32)));
	free(img);
	return 0;
}
