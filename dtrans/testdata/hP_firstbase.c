/* A structure T that begins with a structure S, reached through a void *
   (sqlite3's PorterTokenizer, which begins with an fts5_tokenizer whose
   xDelete fts5PorterDelete calls through the PorterTokenizer it is given
   as an Fts5Tokenizer *, a type never defined). LLVM 14's instcombine
   writes p->base.destroy, p a T cast from the Tok *, as a
   getelementptr on S from the Tok *'s cast to S, and opaque IR
   as a byte offset on p, whose accesses' tags name T: p points to T, S
   being its first field, and S is not a type of p's class (which a
   global holds: GlobalPtr on T, not on S). */
#include <stdlib.h>

struct S {
	void *ctx;
	void (*destroy)(void *);
};

struct T {
	struct S base;
	void *inner;
	int n;
};

typedef struct Tok Tok; /* never defined, as sqlite3's Fts5Tokenizer */

Tok *registry;

static void freeinner(void *p)
{
	free(p);
}

__attribute__((noinline)) void deleteT(Tok *pTok)
{
	struct T *p = (struct T *)pTok;
	if (p) {
		if (p->inner)
			p->base.destroy(p->inner);
		free(p);
	}
}

int main(void)
{
	struct T *t = malloc(sizeof *t);
	if (!t)
		return 1;
	t->base.ctx = 0;
	t->base.destroy = freeinner;
	t->inner = malloc(4);
	t->n = 1;
	registry = (Tok *)t;
	deleteT(registry);
	return 0;
}
// dtrans[O2]: %struct.S lacks=GlobalPtr
// dtrans[O2]: %struct.T has=GlobalPtr
