#include <stdlib.h>
#include <string.h>
#include <stddef.h>

/* A structure ending in an array (mujs's js_Buffer). */
struct Buf {
	int n, m;
	char s[64];
};

/* A structure with an array between scalars (not of char, which TBAA
   also gives unions). */
struct Mid {
	int a;
	short tab[6];
	int b;
	long c;
};

void put(struct Buf **sbp, int c)
{
	struct Buf *sb = *sbp;
	if (!sb) {
		sb = malloc(sizeof *sb);
		sb->n = 0;
		sb->m = sizeof sb->s;
		*sbp = sb;
	} else if (sb->n == sb->m) {
		sb = realloc(sb, (sb->m *= 2) + offsetof(struct Buf, s));
		*sbp = sb;
	}
	sb->s[sb->n++] = c;
}

/* A structure ending in an array that is allocated longer (mujs's
   js_String): a byte at a constant offset past the rebuilt 16 bytes is in
   p, not in a next Str. */
struct Str {
	struct Str *next;
	char mark;
	char p[1];
};

// dtrans: %struct.Str lacks=BadPtrManipulation
struct Str *str(struct Str *next)
{
	struct Str *s = malloc(offsetof(struct Str, p) + 32);
	s->next = next;
	s->mark = 0;
	s->p[20] = 'x';
	s->p[21] = 0;
	return s;
}

/* A structure ending in a scalar: rebuilt with its C size. */
struct Exact {
	char tag;
	int n;
	long total;
};

long exact(struct Exact *e, int k)
{
	e->n += k;
	e->total += e->n;
	return e->total + e->tag;
}

struct Mid *mid(const char *name, int b)
{
	struct Mid *p = malloc(sizeof *p);
	p->a = 1;
	for (int i = 0; i < 6; i++)
		p->tab[i] = name[i];
	p->b = b;
	p->c = (long)b * 3;
	return p;
}

long sum(struct Mid *p, struct Buf *sb)
{
	return p->a + p->b + p->c + sb->n + sb->m + p->tab[1];
}

int main(int argc, char **argv)
{
	struct Buf *sb = NULL;
	for (int i = 0; i < argc; i++)
		put(&sb, argv[i][0]);
	struct Mid *p = mid(argv[0], argc);
	struct Exact *e = calloc(1, sizeof *e);
	struct Str *st = str(NULL);
	long r = sum(p, sb) + exact(e, argc);
	free(e);
	r += st->p[20];
	free(st);
	free(sb);
	free(p);
	return (int)r;
}
