/* seed_static.c: the examples of seed 001 (static AoS): a VLA whose length
 * is in a variable, a VLA of a typedef'd struct, fixed-size stack arrays of
 * length 6790 and 1, a global array written through a constant GEP, and
 * the negatives (single structs, arrays of int, a VLA of float). */
#include <stdio.h>

struct node {
	int a;
	int b;
	char c;
};

typedef struct nodeOne {
	int a;
	int b;
	char c;
} Node;

struct nodeTwo {
	int x;
	char y;
};

struct node globalFive[100];

// want: global %struct.node global=@globalFive count=100 accesses>=1
// With a length held in a variable, clang -O0 keeps a VLA; -O2 folds the
// length and allocates a fixed-size array.
// want O0: vla %struct.node fn=main count=? accesses>=1
// want O2: stack %struct.node fn=main count=67900 accesses>=1
// want O0: vla %struct.nodeOne fn=main count=? accesses>=1
// want O2: stack %struct.nodeOne fn=main count=697000 accesses>=1
// want: stack %struct.nodeOne fn=main count=6790 accesses>=1
// At -O2 the one-element array is promoted to registers (SROA).
// want O0: stack %struct.node fn=main count=1 accesses>=0

int main(int argc, char **argv)
{
	int n = 67900;
	struct node array[n];
	int m = 697000;
	Node arrayOne[m];
	Node fixed[6790];
	struct node one[1];
	struct nodeOne x;
	struct nodeTwo y;
	struct nodeTwo z;
	int ints[5];
	int fn = argc + 4;
	float floats[fn];

	int k = argc % 1000;
	globalFive[1].a = 100;
	for (int i = 0; i < k; i++) {
		array[i].a = i;
		arrayOne[i].b = i;
		fixed[i].c = (char)i;
		globalFive[i % 100].b = i;
		floats[i % fn] = (float)i;
		ints[i % 5] = i;
	}
	one[0].a = k;
	x.a = k;
	y.x = k + 1;
	z.y = (char)k;
	printf("%d %d %d %d %d %d %d %d %f %d\n", array[k / 2].a, arrayOne[k / 3].b, fixed[k / 4].c,
	       one[0].a, x.a, y.x, z.y, globalFive[k % 100].b, floats[k % fn], ints[k % 5]);
	return 0;
}
