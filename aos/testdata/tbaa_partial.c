/* tbaa_partial.c: a growable text buffer, one struct whose char array
 * grows past its declared 64 bytes (mujs's js_Buffer). clang 15 and later
 * at -O2 address it by byte offsets only, so its module has no type for
 * the struct; the type DTrans rebuilds from TBAA has no room for the
 * array (TBAA describes char s[64] as one char) and is 12 bytes, of
 * which the 72-byte first allocation is no array of 6. No array of
 * structs here. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct buf {
	int n, m;
	char s[64];
};

__attribute__((noinline)) static void *xrealloc(void *p, int n)
{
	void *q = realloc(p, n);
	if (!q)
		exit(1);
	return q;
}

__attribute__((noinline)) static void put(struct buf **bp, int c)
{
	struct buf *b = *bp;
	if (!b) {
		b = xrealloc(NULL, sizeof *b);
		b->n = 0;
		b->m = sizeof b->s;
		*bp = b;
	} else if (b->n == b->m) {
		b = xrealloc(b, (b->m *= 2) + offsetof(struct buf, s));
		*bp = b;
	}
	b->s[b->n++] = c;
}

int main(int argc, char **argv)
{
	struct buf *b = NULL;
	for (int i = 0; i < argc; i++)
		for (char *p = argv[i]; *p; p++)
			put(&b, *p);
	printf("%d\n", b ? b->n : 0);
	return 0;
}
