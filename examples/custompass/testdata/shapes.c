/* A small program for the custompass example: loads from fields of
 * structs, through pointers, arrays of structs and nested structs. */

struct point {
	int x, y;
};

struct rect {
	struct point lo, hi;
	const char *name;
};

struct node {
	struct node *next;
	long value;
};

int area(const struct rect *r)
{
	return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

long sum_list(const struct node *n)
{
	long s = 0;
	for (; n; n = n->next)
		s += n->value;
	return s;
}

int sum_x(const struct point *pts, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += pts[i].x;
	return s;
}

struct point origin;

int origin_y(void)
{
	return origin.y;
}
