#include <stdlib.h>
#include <string.h>

/* An object allocated with another right after it, reached as &h[1]
   (sqlite3's page cache: a PgHdr and, past it, the b-tree's MemPage,
   `pPgHdr->pExtra = (void *)&pPgHdr[1]`; an Fts5ExprTerm synonym and
   its Fts5Buffer, cleared by memset((u8 *)&pSyn[1], ...)), where the
   header's pointer also holds other types (a void * slot). The step
   over one whole struct hdr was an array step, which kept &h[1] in the
   class of h and made struct extra one of that class's incompatible
   types (BadCasting), and the memset on it one on a pointer to several
   types; LLVM 19's instcombine writes the step as a byte offset on a
   pointer to several types, which says nothing of what lies there, and
   neither does the step: struct extra is used as itself only. */

struct hdr {
	char tag;
	int n;
	struct hdr *next;
};

struct extra {
	long key;
	int flag;
};

struct other {
	double w;
	char *name;
};

void *slot;

__attribute__((noinline)) void *fetch(int i)
{
	return i ? slot : NULL;
}

__attribute__((noinline)) struct hdr *fetch_hdr(int i)
{
	return i ? slot : NULL;
}

__attribute__((noinline)) struct extra *extra_of(int i)
{
	struct hdr *h = fetch_hdr(i);
	h->n++;
	memset((char *)&h[1], 0, sizeof(struct extra));
	return (struct extra *)&h[1];
}

__attribute__((noinline)) double weight(int i)
{
	struct other *o = fetch(i);
	return o->w;
}

// dtrans: %struct.hdr has=BadCasting lacks=BadMemFuncManipulation
// dtrans: %struct.other has=BadCasting
// dtrans: %struct.extra lacks=BadCasting,BadMemFuncManipulation
int main(int argc, char **argv)
{
	struct hdr *h = calloc(1, sizeof(struct hdr) + sizeof(struct extra));
	struct other *o = calloc(1, sizeof *o);
	struct extra *x;
	(void)argv;
	if (h == NULL || o == NULL)
		return 1;
	slot = h;
	x = extra_of(argc);
	slot = o;
	x->key = argc;
	x->flag = 1;
	return (int)(x->key + weight(argc) + x->flag);
}
