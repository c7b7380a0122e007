#include <stdlib.h>

/* A global whose first field is a structure (sqlite3's pcache1_g and its
   PGroup): caches point either to the global's group, &shared.grp, or to
   a group of their own on the heap. Under opaque pointers LLVM folds
   &shared.grp into @shared, so the store of the group pointer stores the
   global's address; the analysis takes it for the field's address where
   the destination holds struct pgroup pointers, as typed IR's
   getelementptr says: a field, a local variable's slot (-O0) or a PHI
   (-O2). */
struct pgroup {
	void *mutex;
	int nmax;
	int nmin;
};

struct global {
	struct pgroup grp;
	int init;
	int separate;
};

struct cache {
	struct pgroup *grp;
	int size;
};

static struct global shared;

__attribute__((noinline)) void init(void)
{
	shared.grp.mutex = malloc(8);
	shared.init = 1;
}

__attribute__((noinline)) struct cache *cache_new(int size)
{
	struct cache *c = malloc(sizeof *c);
	if (c == NULL)
		return NULL;
	if (shared.separate) {
		struct pgroup *g = calloc(1, sizeof *g);
		g->nmin = 10;
		c->grp = g;
	} else {
		c->grp = &shared.grp;
	}
	c->size = size;
	c->grp->nmax += size;
	return c;
}

/* The same through a local variable: at -O0 the global's address is
   stored to the variable's stack slot. */
__attribute__((noinline)) struct cache *cache_open(int size)
{
	struct cache *c = malloc(sizeof *c);
	struct pgroup *g;
	if (c == NULL)
		return NULL;
	if (shared.separate) {
		g = calloc(1, sizeof *g);
		g->nmin = 10;
	} else {
		g = &shared.grp;
	}
	g->nmax += size;
	c->grp = g;
	c->size = size;
	return c;
}

// dtrans: %struct.global lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge
// dtrans: %struct.pgroup lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge
int main(int argc, char **argv)
{
	(void)argv;
	init();
	shared.separate = argc > 1;
	struct cache *c = argc > 2 ? cache_open(argc) : cache_new(argc);
	return c != NULL ? c->grp->nmax + c->size : 0;
}
