/* structs.c: nested structs, arrays of structs, structs passed and returned
 * by value and by pointer, pointers to fields. */
#include <stdio.h>
#include <string.h>

struct point {
	double x, y;
};

struct rect {
	struct point min, max;
};

struct employee {
	int id;
	char name[32];
	struct {
		int year, month, day;
	} hired;
	double salary;
	struct employee *manager;
};

static struct point point_add(struct point a, struct point b)
{
	struct point r = { a.x + b.x, a.y + b.y };
	return r;
}

static double rect_area(const struct rect *r)
{
	return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

static struct rect rect_union(struct rect a, struct rect b)
{
	struct rect r;
	r.min.x = a.min.x < b.min.x ? a.min.x : b.min.x;
	r.min.y = a.min.y < b.min.y ? a.min.y : b.min.y;
	r.max.x = a.max.x > b.max.x ? a.max.x : b.max.x;
	r.max.y = a.max.y > b.max.y ? a.max.y : b.max.y;
	return r;
}

static void raise_salary(struct employee *e, double pct)
{
	double *s = &e->salary;
	*s += *s * pct / 100.0;
}

static double payroll(struct employee *staff, int n)
{
	double total = 0;
	for (int i = 0; i < n; i++)
		total += staff[i].salary;
	return total;
}

static int seniority(const struct employee *e)
{
	int depth = 0;
	while (e->manager) {
		e = e->manager;
		depth++;
	}
	return depth;
}

int main(int argc, char **argv)
{
	struct employee staff[4];
	memset(staff, 0, sizeof staff);
	for (int i = 0; i < 4; i++) {
		staff[i].id = 100 + i;
		snprintf(staff[i].name, sizeof staff[i].name, "worker-%d", i);
		staff[i].hired.year = 2000 + i;
		staff[i].hired.month = 1 + i;
		staff[i].hired.day = 10 + i;
		staff[i].salary = 1000.0 * (i + 1);
		staff[i].manager = i ? &staff[i - 1] : NULL;
	}
	raise_salary(&staff[argc % 4], 10);
	struct rect a = { { 0, 0 }, { 2, 3 } }, b = { { 1, -1 }, { 4, 2 } };
	struct rect u = rect_union(a, b);
	struct point p = point_add(u.min, u.max);
	printf("%s %d %.1f %.1f %.1f %.1f\n", staff[3].name, seniority(&staff[3]),
	       payroll(staff, 4), rect_area(&u), p.x, p.y);
	(void)argv;
	return 0;
}
