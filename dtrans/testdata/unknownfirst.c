#include <stdlib.h>
#include <string.h>

/* The address of an unknown caller's structure's first field (pcre2's
   pcre2_serialize_encode: `memctl = (gcontext != NULL) ? &gcontext->memctl
   : &PRIV(default_compile_context).memctl`, gcontext a parameter of an
   exported function that nothing in the module calls). Opaque IR folds
   &g->memctl into g, a pointer of unknown origin, and the select mixes
   it with the default context's address; typed IR's getelementptr to the
   field is of unknown origin too: the object it is in is. */
struct memctl {
	void *(*malloc)(size_t, void *);
	void (*free)(void *, void *);
	void *data;
};

struct gctx {
	struct memctl memctl;
};

struct cctx {
	struct memctl memctl;
	int options;
	int depth;
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

static struct cctx default_cctx = {{dmalloc, dfree, NULL}, 0, 250};

int encode(const char *in, int n, char **out, struct gctx *g)
{
	struct memctl *m = (g != NULL) ? &g->memctl : &default_cctx.memctl;
	char *p = m->malloc((size_t)n, m->data);
	if (p == NULL)
		return -1;
	memcpy(p, in, (size_t)n);
	*out = p;
	return n;
}

// dtrans: %struct.memctl has=UnsafePtrMerge
// dtrans: %struct.cctx has=UnsafePtrMerge
int main(int argc, char **argv)
{
	(void)argv;
	return default_cctx.depth + argc;
}
