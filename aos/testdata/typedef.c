/* typedef.c: typedef'd structs: the IR names the struct, not the typedef. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
	int key;
	int val;
} Pair;

typedef struct rec {
	long stamp;
	Pair p;
} Rec;

// want: heap %struct.rec fn=main count=? accesses>=1
// want: stack %struct.Pair fn=main count=40 accesses>=1

int main(int argc, char **argv)
{
	int n = argc * 3 + 1;
	Rec *recs = malloc(sizeof(Rec) * n);
	Pair local[40];
	if (!recs)
		return 1;
	int m = n < 40 ? n : 40;
	for (int i = 0; i < m; i++) {
		recs[i].stamp = i;
		recs[i].p.key = i;
		local[i].key = i;
		local[i].val = -i;
	}
	long s = 0;
	for (int i = 0; i < m; i++)
		s += recs[i].p.key + local[i].val;
	printf("%ld\n", s);
	free(recs);
	return 0;
}
