#include <stdlib.h>

/* A structure passed by value (lz4's LZ4F_CustomMem): the callee reads
   the fields of its own copy through a byval parameter, whose attribute
   names the structure in either model. Opaque IR reaches the fields by
   byte offsets from the parameter, without TBAA tags (LLVM drops them
   on the loads of the copy), and nothing else says what the parameter
   points to (make is the library's entry point, called from outside):
   the attribute does, as a stack slot's type does. */

struct mem {
	void *(*alloc)(void *, size_t);
	void *(*zalloc)(void *, size_t);
	void (*release)(void *, void *);
	void *opaque;
};

static void *my_alloc(void *o, size_t n)
{
	(void)o;
	return malloc(n);
}

static void *mem_calloc(size_t n, struct mem m)
{
	if (m.zalloc)
		return m.zalloc(m.opaque, n);
	if (m.alloc)
		return m.alloc(m.opaque, n);
	return calloc(1, n);
}

// dtrans[O2]: %struct.mem field=1 reads=1 writes=0
// dtrans[O2]: %struct.mem field=3 reads=2 writes=0
__attribute__((noinline)) void *make(struct mem m, size_t n)
{
	return mem_calloc(n, m);
}

struct mem defmem = {my_alloc, NULL, NULL, NULL};

int main(int argc, char **argv)
{
	(void)argv;
	return defmem.opaque != NULL && argc > 1;
}
