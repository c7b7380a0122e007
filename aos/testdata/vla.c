/* vla.c: a variable-length array of structs whose length comes from the
 * command line, passed to a function that indexes it. */
#include <stdio.h>
#include <stdlib.h>

struct cell {
	int value;
	short row, col;
};

// want: vla %struct.cell fn=main count=? accesses>=2

__attribute__((noinline)) static long total(struct cell *c, int n)
{
	long t = 0;
	for (int i = 0; i < n; i++)
		t += c[i].value * c[i].row;
	return t;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 10;
	if (n < 1 || n > 10000)
		n = 10;
	struct cell cells[n];
	for (int i = 0; i < n; i++) {
		cells[i].value = i * i;
		cells[i].row = (short)(i / 8);
		cells[i].col = (short)(i % 8);
	}
	printf("%ld\n", total(cells, n));
	return 0;
}
