/* funcptr.c: the array reaches its users only through calls of function
 * pointers held in a table. */
#include <stdio.h>
#include <stdlib.h>

struct job {
	int id;
	int prio;
	double cost;
};

typedef double (*handler)(struct job *, int);

// want: heap %struct.job fn=main count=? accesses>=2

static double cheapest(struct job *j, int n)
{
	double c = 1e30;
	for (int i = 0; i < n; i++)
		if (j[i].cost < c)
			c = j[i].cost;
	return c;
}

static double urgent(struct job *j, int n)
{
	double c = 0;
	for (int i = 0; i < n; i++)
		if (j[i].prio > 5)
			c += j[i].cost;
	return c;
}

handler handlers[2] = { cheapest, urgent };

int main(int argc, char **argv)
{
	int n = argc + 30;
	struct job *jobs = malloc(n * sizeof *jobs);
	if (!jobs)
		return 1;
	for (int i = 0; i < n; i++) {
		jobs[i].id = i;
		jobs[i].prio = i % 10;
		jobs[i].cost = i * 1.5;
	}
	handler h = handlers[argc % 2];
	printf("%f\n", h(jobs, n));
	free(jobs);
	return 0;
}
