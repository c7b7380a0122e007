#include <stdint.h>
#include <stdlib.h>

/* A structure whose first field is an array, indexed through a void * to
   the structure (lz4's hash table): typed IR decays the array to a pointer
   to its first element; under opaque pointers LLVM folds the decay (the
   always-inline cloner does, even at -O0), leaving the structure's
   address indexed in steps of the element. */
struct table {
	uint32_t hash[64];
	int n;
};

static inline __attribute__((always_inline)) void put(void *base, uint32_t h, uint32_t v)
{
	((uint32_t *)base)[h & 63] = v;
}

static inline __attribute__((always_inline)) uint32_t get(const void *base, uint32_t h)
{
	return ((const uint32_t *)base)[h & 63];
}

__attribute__((noinline)) uint32_t fill(struct table *t, uint32_t k)
{
	put(t->hash, k, k * 7);
	t->n++;
	return get(t->hash, k + 1);
}

/* A state whose first field is an array, passed to a function as that
   array (sqlite3's chacha_block receives sqlite3Prng.s): typed IR passes
   &g_prng.s[0], opaque IR @g_prng. */
struct prng {
	uint32_t s[16];
	uint8_t out[64];
	uint8_t n;
} g_prng;

__attribute__((noinline)) static void block(uint32_t *out, const uint32_t *in)
{
	for (int i = 0; i < 16; i++)
		out[i] = in[i] * 3 + 1;
}

// dtrans[O0]: %struct.table field=0 reads=1 writes=1
// dtrans: %struct.table lacks=BadPtrManipulation,BadCasting
// dtrans[O0]: %struct.prng field=0 reads=1 writes=0
// dtrans: %struct.prng lacks=BadCasting,BadPtrManipulation
int main(int argc, char **argv)
{
	struct table *t = calloc(1, sizeof *t);
	uint32_t r = fill(t, (uint32_t)argc);
	block((uint32_t *)g_prng.out, g_prng.s);
	g_prng.n = 0;
	(void)argv;
	r += g_prng.out[3];
	free(t);
	return (int)r;
}
