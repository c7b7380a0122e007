/* Shared declarations of a small program split across three files. */
#include <stddef.h>

struct point { int x, y; };
struct shape {
	struct point origin;
	struct shape *next;
	double (*area)(const struct shape *);
	int kind;
};

extern int shape_count;           /* defined in shapes.c */
extern struct shape *shape_list;  /* defined in shapes.c */

struct shape *new_shape(int kind, int x, int y);
double total_area(void);
void *xmalloc(size_t n);
