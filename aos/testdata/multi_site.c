/* multi_site.c: several arrays of different struct types flowing through
 * one phi (a conditional choice) and a select; each site keeps its own
 * type. */
#include <stdio.h>
#include <stdlib.h>

struct small {
	int a;
};

struct big {
	long a, b, c;
};

// want: heap %struct.small fn=main count=10 accesses>=1
// want: heap %struct.small fn=main count=20 accesses>=1
// want: heap %struct.big fn=main count=? accesses>=1

int main(int argc, char **argv)
{
	struct small *s1 = malloc(10 * sizeof(struct small));
	struct small *s2 = malloc(20 * sizeof(struct small));
	int n = argc + 1;
	struct big *b = malloc(n * sizeof(struct big));
	if (!s1 || !s2 || !b)
		return 1;
	struct small *s = argc > 2 ? s1 : s2;
	for (int i = 0; i < 10; i++)
		s[i].a = i;
	for (int i = 0; i < n; i++)
		b[i].c = i;
	printf("%d %ld\n", s[argc % 10].a, b[n - 1].c);
	free(s1);
	free(s2);
	free(b);
	return 0;
}
