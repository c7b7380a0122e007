// A character pointer that points to strings kept in several places
// (mujs's lexer source): the inline short string of a Val, whose address
// opaque IR folds into the Val's, or the characters of a Str. The lexer
// reads the character before its position (`L->src[-1]`): a step back
// inside the characters, not the tail (the type tag) of the Val before
// this one in an array of them. Both models count only the real reads of
// Val's type.
#include <stdlib.h>

struct Str { struct Str *next; char mark; char p[1]; };
struct Val {
	union { double n; char shr[8]; const char *lit; struct Str *s; } u;
	char pad[7];
	char type;
};
struct Lex { const char *src; int c; };

// dtrans: %struct.Val field=2 reads=1 writes=2
// dtrans: %struct.Val lacks=FieldAddressTaken,AddressTaken
__attribute__((noinline)) static const char *tostr(struct Val *v) {
	if (v->type == 1)
		return v->u.shr;
	return v->u.s->p;
}

__attribute__((noinline)) static double num(const char *s, const char **e) {
	double d = 0;
	while (*s >= '0' && *s <= '9')
		d = d * 10 + (*s++ - '0');
	if (e)
		*e = s;
	return d;
}

__attribute__((noinline)) static double lexnum(struct Lex *L) {
	const char *s = L->src - 1;
	if (L->src[-1] == '-')
		return -num(L->src, 0);
	return num(s, 0);
}

int main(int argc, char **argv) {
	struct Val *v = malloc(2 * sizeof *v);
	struct Str *s = malloc(sizeof *s + 8);
	struct Lex L;
	if (!v || !s)
		return 1;
	s->next = 0;
	s->mark = 0;
	s->p[0] = '-';
	s->p[1] = '3';
	s->p[2] = 0;
	v[0].type = 1;
	v[0].u.shr[0] = '1';
	v[0].u.shr[1] = '2';
	v[0].u.shr[2] = 0;
	v[1].type = 3;
	v[1].u.s = s;
	L.src = tostr(&v[argc > 1]);
	L.c = 0;
	int r = (int)lexnum(&L);
	free(s);
	free(v);
	return r;
}
