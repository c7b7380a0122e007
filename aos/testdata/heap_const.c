/* heap_const.c: malloc of a constant number of structs (count known), and
 * calloc with a constant and with a run-time count. */
#include <stdio.h>
#include <stdlib.h>

struct sample {
	float v[3];
	int id;
};

// want: heap %struct.sample fn=main count=64 accesses>=1
// want: heap %struct.sample fn=main count=32 accesses>=1
// want: heap %struct.sample fn=main count=? accesses>=1

int main(int argc, char **argv)
{
	struct sample *a = malloc(64 * sizeof(struct sample));
	struct sample *b = calloc(32, sizeof *b);
	int n = argc + 5;
	struct sample *c = calloc(n, sizeof(struct sample));
	if (!a || !b || !c)
		return 1;
	int k = argc % 32;
	for (int i = 0; i < k; i++) {
		a[i].id = i;
		a[i].v[1] = (float)i;
		b[i].id = 2 * i;
		c[i].v[2] = (float)i;
	}
	printf("%d %d %f\n", a[k / 2].id, b[k / 3].id, c[k / 4].v[2]);
	free(a);
	free(b);
	free(c);
	return 0;
}
