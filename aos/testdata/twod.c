/* twod.c: two-dimensional arrays of structs: on the stack, as a global,
 * and on the heap as rows of a fixed width. */
#include <stdio.h>
#include <stdlib.h>

struct px {
	unsigned char r, g, b, a;
};

struct px screen[24][80];

// want: global %struct.px global=@screen count=1920 accesses>=1
// want: stack %struct.px fn=main count=64 accesses>=1
// want: heap %struct.px fn=main count=? accesses>=1

int main(int argc, char **argv)
{
	struct px tile[8][8];
	int n = argc + 3;
	struct px(*rows)[16] = malloc(n * sizeof *rows);
	if (!rows)
		return 1;
	int k = argc % 8;
	for (int i = 0; i < k; i++)
		for (int j = 0; j < k; j++) {
			tile[i][j].r = (unsigned char)(i + j);
			screen[i][j].g = tile[i][j].r;
			rows[i][j].b = (unsigned char)(i * j);
		}
	printf("%d %d %d\n", tile[k / 2][k / 3].r, screen[k][k].g, rows[k / 2][k].b);
	free(rows);
	return 0;
}
