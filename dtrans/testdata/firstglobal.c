#include <stdlib.h>

/* Contexts that begin with their memory functions (pcre2's memctl): the
   allocator receives the memctl of every kind of context, and of the
   default contexts, global variables. LLVM folds the address of a global's
   first field, &default_cctx.memctl, into the global's address under
   opaque pointers; the analysis takes it for the field's address where
   the allocator's pointers are used as a struct memctl. */
struct memctl {
	void *(*alloc)(size_t, void *);
	void (*release)(void *, void *);
	void *data;
};

struct cctx {
	struct memctl memctl;
	int flags;
};

struct mctx {
	struct memctl memctl;
	long limit;
};

static void *sysalloc(size_t n, void *d)
{
	(void)d;
	return malloc(n);
}

static void sysfree(void *p, void *d)
{
	(void)d;
	free(p);
}

struct cctx default_cctx = {{sysalloc, sysfree, NULL}, 1};
struct mctx default_mctx = {{sysalloc, sysfree, NULL}, 100};

__attribute__((noinline)) void *ctx_alloc(size_t n, struct memctl *m)
{
	return m->alloc(n, m->data);
}

__attribute__((noinline)) void *compile(size_t n, struct cctx *c)
{
	struct memctl *m = c != NULL ? &c->memctl : &default_cctx.memctl;
	void *p = ctx_alloc(n, m);
	if (c != NULL)
		c->flags++;
	return p;
}

__attribute__((noinline)) void *match(size_t n, struct mctx *c)
{
	void *p = ctx_alloc(n, c != NULL ? &c->memctl : &default_mctx.memctl);
	if (c != NULL && c->limit > 0)
		c->limit--;
	return p;
}

// dtrans: %struct.cctx lacks=BadCasting,AmbiguousPointerTarget,UnsafePtrMerge
// dtrans: %struct.mctx lacks=BadCasting,AmbiguousPointerTarget,UnsafePtrMerge
// dtrans: %struct.memctl lacks=BadCasting,AmbiguousPointerTarget,UnsafePtrMerge
int main(int argc, char **argv)
{
	struct cctx c = default_cctx;
	struct mctx m = default_mctx;
	void *a = compile(16, argc > 1 ? &c : NULL);
	void *b = match(32, argc > 2 ? &m : NULL);
	(void)argv;
	default_cctx.memctl.release(a, NULL);
	default_mctx.memctl.release(b, NULL);
	return c.flags + (int)m.limit;
}
