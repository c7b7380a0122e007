/* nested_struct.c: arrays of structs whose elements contain structs (and
 * an array of structs inside a single global struct, which is not an array
 * of structs itself): only the outer struct is the element type. */
#include <stdio.h>
#include <stdlib.h>

struct vec3 {
	double x, y, z;
};

struct body {
	struct vec3 pos;
	struct vec3 vel;
	double mass;
};

struct world {
	int n;
	struct body fixed[4];
};

struct world w;

// want: heap %struct.body fn=main count=? accesses>=3

__attribute__((noinline)) static void move(struct body *b, int n, double dt)
{
	for (int i = 0; i < n; i++) {
		b[i].pos.x += b[i].vel.x * dt;
		b[i].pos.y += b[i].vel.y * dt;
		b[i].pos.z += b[i].vel.z * dt;
	}
}

int main(int argc, char **argv)
{
	int n = argc * 8;
	struct body *bodies = malloc(n * sizeof(struct body));
	if (!bodies)
		return 1;
	for (int i = 0; i < n; i++) {
		bodies[i].pos = (struct vec3){ i, 0, 0 };
		bodies[i].vel = (struct vec3){ 0, i, 1 };
		bodies[i].mass = 1;
	}
	move(bodies, n, 0.5);
	w.n = argc % 4;
	w.fixed[w.n].mass = 2;
	printf("%f %f\n", bodies[n - 1].pos.y, w.fixed[argc % 4].mass);
	free(bodies);
	return 0;
}
