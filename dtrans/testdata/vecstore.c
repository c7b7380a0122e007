#include <stdlib.h>

/* LLVM's vectorizers combine the stores to consecutive scalar fields
   (lua's luaF_newproto zeroes four int fields of a Proto by one <4 x i32>
   store) and to consecutive elements of an array (libdeflate fills its
   matchfinder's hash tables with <2 x i64> stores of four 16-bit
   elements each). Such a store writes the fields element by element and
   uses none of them as another type: no MismatchedElementAccess. */
struct proto {
	void *next;
	unsigned char tt, marked;
	int nparams;
	int nupvals;
	int ncode;
	int nconsts;
	void *code;
};

struct finder {
	unsigned short tab[256];
	int pos;
};

__attribute__((noinline)) struct proto *proto_new(void)
{
	struct proto *p = malloc(sizeof *p);
	if (p == NULL)
		return NULL;
	p->next = NULL;
	p->tt = 1;
	p->marked = 0;
	p->nparams = 1;
	p->nupvals = 2;
	p->ncode = 3;
	p->nconsts = 4;
	p->code = NULL;
	return p;
}

__attribute__((noinline)) void finder_init(struct finder *f)
{
	for (int i = 0; i < 256; i++)
		f->tab[i] = 0x8000;
	f->pos = 0;
}

// dtrans: %struct.proto lacks=MismatchedElementAccess
// dtrans: %struct.finder lacks=MismatchedElementAccess
int main(int argc, char **argv)
{
	(void)argv;
	struct proto *p = proto_new();
	struct finder *f = malloc(sizeof *f);
	if (p == NULL || f == NULL)
		return 1;
	finder_init(f);
	p->nparams = argc;
	return p->nparams + f->tab[argc & 255] + f->pos;
}
