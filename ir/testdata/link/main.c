#include <stdio.h>
#include "shapes.h"

static int verbose = 1;           /* a static of the same name lives in util.c */

static void report(const char *what) { if (verbose) puts(what); }

int main(void) {
	struct shape *s = new_shape(1, 2, 3);
	new_shape(2, 4, 5);
	report("two shapes");
	printf("%d %f %d\n", shape_count, total_area(), s->origin.x);
	return 0;
}
