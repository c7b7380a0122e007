/* out_param.c: the array comes back through an out-parameter
 * (struct T **out), stored through a pointer to the caller's variable. */
#include <stdio.h>
#include <stdlib.h>

struct span {
	int lo, hi;
};

// want: heap %struct.span fn=make_spans count=? accesses>=2

__attribute__((noinline)) static int make_spans(int n, struct span **out)
{
	struct span *s = malloc(n * sizeof *s);
	if (!s)
		return -1;
	for (int i = 0; i < n; i++) {
		s[i].lo = i;
		s[i].hi = i + 1;
	}
	*out = s;
	return n;
}

int main(int argc, char **argv)
{
	struct span *spans;
	int n = make_spans(argc + 2, &spans);
	int w = 0;
	for (int i = 0; i < n; i++)
		w += spans[i].hi - spans[i].lo;
	printf("%d\n", w);
	free(spans);
	return 0;
}
