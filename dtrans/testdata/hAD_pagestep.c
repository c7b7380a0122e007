/* A structure T that begins with a structure S, reached through a pointer
   to S (sqlite3's pcache1Unpin(sqlite3_pcache *, sqlite3_pcache_page
   *pPg, int): pPg is the page of a PgHdr1, cast to one). LLVM 14's
   instcombine writes the fields of T at offsets that are multiples of
   S's size as constant steps over whole S from the pointer to S
   (`getelementptr %struct.Page, %struct.Page* %pg, i64 2` for p->pCache
   at offset 32), and a cast of the pointer to S to a pointer to its
   first field's type as a getelementptr to that field without inbounds
   (castGEP), and opaque IR as byte offsets on the pointer, whose
   accesses' tags name T: the pointer points to T, S being its first
   field, and S is not a type of its class (which a global holds:
   GlobalPtr on T, not on S). */
#include <stdlib.h>

struct Page {
	void *pBuf;
	void *pExtra;
};

struct Cache;

struct Hdr {
	struct Page page;
	unsigned key;
	unsigned short isBulk;
	unsigned short isAnchor;
	struct Hdr *pNext;
	struct Cache *pCache;
	struct Hdr *pLruNext;
};

struct Cache {
	struct Hdr **apHash;
	unsigned nHash;
	int nPage;
};

struct Hdr *lru;

__attribute__((noinline)) struct Page *fetch(struct Cache *c, unsigned key)
{
	struct Hdr *p = c->apHash[key % c->nHash];
	while (p && p->key != key)
		p = p->pNext;
	return p ? &p->page : 0;
}

__attribute__((noinline)) void unpin(struct Cache *c, struct Page *pg, int reuse)
{
	struct Hdr *p = (struct Hdr *)pg;
	struct Hdr **pp = &c->apHash[p->key % c->nHash];
	while (*pp != p)
		pp = &(*pp)->pNext;
	*pp = p->pNext;
	p->pCache->nPage--;
	if (reuse) {
		free(*(void **)pg); /* the page's buffer, its first field */
		free(p);
	} else {
		p->pLruNext = lru;
		lru = p;
	}
}

int main(int argc, char **argv)
{
	struct Cache *c = calloc(1, sizeof *c);
	struct Hdr *h = calloc(1, sizeof *h);
	struct Page *pg;
	(void)argv;
	if (!c || !h)
		return 1;
	c->apHash = calloc(1, sizeof *c->apHash);
	if (!c->apHash)
		return 1;
	c->nHash = 1;
	c->apHash[0] = h;
	h->key = 7;
	h->pCache = c;
	h->page.pBuf = malloc(8);
	c->nPage = 1;
	pg = fetch(c, 7);
	if (pg)
		unpin(c, pg, argc > 1);
	return lru != 0;
}
// dtrans[O2]: %struct.Page lacks=GlobalPtr
// dtrans[O2]: %struct.Hdr has=GlobalPtr
// dtrans[O2]: %struct.Hdr field=5 reads=1 writes=1
