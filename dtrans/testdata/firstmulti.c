#include <stdlib.h>

/* Structures that all begin with the same structure (pcre2's contexts,
   compiled code and match data, each beginning with its pcre2_memctl):
   a pointer that is one or another of them (pcre2_substitute passes
   `mcontext == NULL ? (pcre2_general_context *)code :
   (pcre2_general_context *)mcontext`) to a function that uses its
   parameter as the first structure is the address of that first field,
   whichever structure it is, as typed IR's getelementptr says and opaque
   IR folds: the parameter's class is not the code's and the match
   context's. */
struct memctl {
	void *(*malloc)(size_t, void *);
	void (*free)(void *, void *);
	void *data;
};

struct gctx {
	struct memctl memctl;
};

struct code {
	struct memctl memctl;
	size_t size;
	int flags;
};

struct mctx {
	struct memctl memctl;
	int limit;
	long depth;
};

struct cctx {
	struct memctl memctl;
	int options;
	int depth;
};

struct mdata {
	struct memctl memctl;
	int n;
	size_t ovector[4];
};

static void *dmalloc(size_t n, void *d)
{
	(void)d;
	return malloc(n);
}

static void dfree(void *p, void *d)
{
	(void)d;
	free(p);
}

__attribute__((noinline)) static void *ctl_malloc(size_t size, struct memctl *m)
{
	return m->malloc(size, m->data);
}

__attribute__((noinline)) static void ctl_init(struct memctl *m)
{
	m->malloc = dmalloc;
	m->free = dfree;
	m->data = NULL;
}

__attribute__((noinline)) struct mdata *mdata_create(struct gctx *g)
{
	struct mdata *md = ctl_malloc(sizeof *md, &g->memctl);
	if (md == NULL)
		return NULL;
	md->memctl = g->memctl;
	md->n = 2;
	md->ovector[0] = 0;
	return md;
}

__attribute__((noinline)) char *convert(struct cctx *cc, int n)
{
	char *out = ctl_malloc((size_t)n + (size_t)cc->options, &cc->memctl);
	if (out != NULL)
		out[0] = (char)cc->depth;
	return out;
}

__attribute__((noinline)) int substitute(struct code *code, struct mctx *mc)
{
	struct mdata *md = mdata_create(mc == NULL ? (struct gctx *)code : (struct gctx *)mc);
	if (md == NULL)
		return -1;
	int r = md->n + code->flags + (mc != NULL ? mc->limit : 0);
	md->memctl.free(md, md->memctl.data);
	return r;
}

// dtrans: %struct.cctx lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge,AmbiguousGEP
int main(int argc, char **argv)
{
	(void)argv;
	struct code *c = malloc(sizeof *c);
	struct mctx *mc = NULL;
	if (c == NULL)
		return 1;
	ctl_init(&c->memctl);
	c->size = sizeof *c;
	c->flags = argc;
	if (argc > 2) {
		mc = malloc(sizeof *mc);
		if (mc == NULL)
			return 1;
		ctl_init(&mc->memctl);
		mc->limit = argc;
		mc->depth = 0;
	}
	struct cctx *cc = malloc(sizeof *cc);
	if (cc == NULL)
		return 1;
	ctl_init(&cc->memctl);
	cc->options = argc;
	cc->depth = 1;
	char *s = convert(cc, argc);
	return substitute(c, mc) + (s != NULL ? s[0] : 0);
}
