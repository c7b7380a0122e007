/* aos.c: arrays of structs: a static global array of particles, a
 * dynamically allocated array of bodies indexed in loops, an array of structs
 * inside a struct, and pointer iteration over an array of structs. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct vec3 {
	double x, y, z;
};

struct particle {
	struct vec3 pos, vel;
	float mass;
	int alive;
};

struct body {
	double mass;
	struct vec3 pos;
	struct vec3 force;
	long id;
};

struct system {
	int nparticles;
	struct particle parts[64];
	double time;
};

#define NSTATIC 128
static struct particle particles[NSTATIC];
static struct system world;

static void init_particles(struct particle *p, int n, double seed)
{
	for (int i = 0; i < n; i++) {
		p[i].pos = (struct vec3){ i * seed, i * 0.5, 0 };
		p[i].vel = (struct vec3){ 1, -seed, 0.25 };
		p[i].mass = 1.0f + (float)(i % 3);
		p[i].alive = 1;
	}
}

static void step(struct particle *p, int n, double dt)
{
	for (struct particle *q = p; q < p + n; q++) {
		if (!q->alive)
			continue;
		q->pos.x += q->vel.x * dt;
		q->pos.y += q->vel.y * dt;
		q->pos.z += q->vel.z * dt;
		if (q->pos.y < -100)
			q->alive = 0;
	}
}

static double kinetic(const struct particle *p, int n)
{
	double e = 0;
	for (int i = 0; i < n; i++)
		e += 0.5 * p[i].mass *
		     (p[i].vel.x * p[i].vel.x + p[i].vel.y * p[i].vel.y + p[i].vel.z * p[i].vel.z);
	return e;
}

static void forces(struct body *b, int n)
{
	for (int i = 0; i < n; i++)
		b[i].force = (struct vec3){ 0, 0, 0 };
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			double dx = b[j].pos.x - b[i].pos.x, dy = b[j].pos.y - b[i].pos.y,
			       dz = b[j].pos.z - b[i].pos.z;
			double d2 = dx * dx + dy * dy + dz * dz + 1e-9;
			double f = b[i].mass * b[j].mass / (d2 * sqrt(d2));
			b[i].force.x += f * dx;
			b[i].force.y += f * dy;
			b[i].force.z += f * dz;
			b[j].force.x -= f * dx;
			b[j].force.y -= f * dy;
			b[j].force.z -= f * dz;
		}
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 16;
	if (n < 2 || n > 4096)
		n = 16;
	init_particles(particles, NSTATIC, 0.1);
	world.nparticles = 64;
	init_particles(world.parts, world.nparticles, 0.2);
	for (int t = 0; t < 10; t++) {
		step(particles, NSTATIC, 0.01);
		step(world.parts, world.nparticles, 0.01);
		world.time += 0.01;
	}
	struct body *bodies = malloc((size_t)n * sizeof *bodies);
	if (!bodies)
		return 1;
	for (int i = 0; i < n; i++) {
		bodies[i].mass = 1 + i;
		bodies[i].pos = (struct vec3){ i, 2.0 * i, -i };
		bodies[i].id = 1000 + i;
	}
	forces(bodies, n);
	printf("%.3f %.3f %.3f %ld\n", kinetic(particles, NSTATIC), kinetic(world.parts, 64),
	       bodies[0].force.x, bodies[n - 1].id);
	free(bodies);
	return 0;
}
