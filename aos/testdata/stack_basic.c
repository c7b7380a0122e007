/* stack_basic.c: a fixed-size stack array of structs filled and summed in
 * loops with a run-time bound. */
#include <stdio.h>

struct point {
	double x, y;
	int tag;
};

// want: stack %struct.point fn=main count=256 accesses>=2

int main(int argc, char **argv)
{
	struct point pts[256];
	int n = argc * 37 % 256;
	for (int i = 0; i < n; i++) {
		pts[i].x = i * 0.5;
		pts[i].y = i * 2.0;
		pts[i].tag = i & 3;
	}
	double s = 0;
	for (int i = 0; i < n; i++)
		if (pts[i].tag)
			s += pts[i].x * pts[i].y;
	printf("%f\n", s);
	return 0;
}
