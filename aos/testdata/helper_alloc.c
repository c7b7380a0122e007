/* helper_alloc.c: the array is allocated in a helper that returns the
 * pointer; the site is the malloc in the helper. */
#include <stdio.h>
#include <stdlib.h>

struct particle {
	double x, y, vx, vy;
};

// want: heap %struct.particle fn=make_particles count=? accesses>=2

__attribute__((noinline)) static struct particle *make_particles(int n)
{
	struct particle *p = malloc((size_t)n * sizeof *p);
	return p;
}

__attribute__((noinline)) static void step(struct particle *p, int n, double dt)
{
	for (int i = 0; i < n; i++) {
		p[i].x += p[i].vx * dt;
		p[i].y += p[i].vy * dt;
	}
}

int main(int argc, char **argv)
{
	int n = argc * 10;
	struct particle *ps = make_particles(n);
	if (!ps)
		return 1;
	for (int i = 0; i < n; i++) {
		ps[i].x = ps[i].y = 0;
		ps[i].vx = i;
		ps[i].vy = -i;
	}
	step(ps, n, 0.1);
	printf("%f\n", ps[n - 1].x);
	free(ps);
	return 0;
}
