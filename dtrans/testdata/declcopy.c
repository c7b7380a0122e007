#include <stdlib.h>
#include <string.h>

/* lz4's XXH64 state functions (there exported and called by nothing in
   the program; here called with a heap state): XXH64_reset builds the
   state in a local variable and copies it, but for its reserved tail, to the caller's XXH64_state_t *, which
   nothing uses as one. Typed IR declares the parameter a pointer to the
   state; opaque IR has nothing: the copy goes to memory of unknown type
   in both models (BadMemFuncManipulation), and is shorter than the
   state (BadMemFuncSize). XXH64_freeState passes its parameter to
   XXH_free, which only frees it: that is no address taken, in either
   model (see freewrap.c). */

struct state {
	unsigned long total;
	unsigned long v[4];
	unsigned long mem[4];
	unsigned int memsize;
	unsigned int reserved[2];
};

__attribute__((noinline)) static void *state_malloc(size_t n)
{
	return malloc(n);
}

__attribute__((noinline)) static void state_release(void *p)
{
	free(p);
}

__attribute__((noinline)) struct state *state_create(void)
{
	return (struct state *)state_malloc(sizeof(struct state));
}

__attribute__((noinline)) int state_free(struct state *sp)
{
	state_release(sp);
	return 0;
}

// dtrans[O0]: %struct.state has=BadMemFuncSize,BadMemFuncManipulation
__attribute__((noinline)) int state_reset(struct state *sp, unsigned long seed)
{
	struct state s;
	memset(&s, 0, sizeof s);
	s.v[0] = seed + 1;
	s.v[1] = seed + 2;
	s.v[2] = seed;
	s.v[3] = seed - 1;
	memcpy(sp, &s, sizeof(s) - sizeof(s.reserved));
	return 0;
}

int main(int argc, char **argv)
{
	struct state *sp = state_create();
	(void)argv;
	if (sp == NULL)
		return 1;
	state_reset(sp, (unsigned long)argc);
	return state_free(sp);
}
