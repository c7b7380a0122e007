#include "shapes.h"

int shape_count;
struct shape *shape_list;

static double square_area(const struct shape *s) { (void)s; return 1.0; }
static double circle_area(const struct shape *s) { return 3.14 * s->origin.x; }

struct shape *new_shape(int kind, int x, int y) {
	struct shape *s = xmalloc(sizeof *s);
	s->origin.x = x;
	s->origin.y = y;
	s->kind = kind;
	s->area = kind == 1 ? square_area : circle_area;
	s->next = shape_list;
	shape_list = s;
	shape_count++;
	return s;
}

double total_area(void) {
	double a = 0;
	for (struct shape *s = shape_list; s; s = s->next)
		a += s->area(s);
	return a;
}
