#include <stdlib.h>

/* Arrays nested in structure (and union) fields of a compressor, passed
   to a function that reads and writes only their elements (libdeflate's
   deflate_make_huffman_code(..., c->freqs.litlen, ..., c->codes.litlen)).
   Opaque IR at -O2 addresses each by a byte offset on the compressor, a
   field that holds a structure (the freqs, a union of code tables): the
   argument is the address of that structure's first field, the array, as
   typed IR's getelementptr says (FieldAddressTaken), not a structure's
   passed to an untyped parameter (AddressTaken). LLVM 19 writes the
   callee's codewords[i - 1] as a step back of 4 bytes from &codewords[i],
   a step over whole elements. */
struct freqs {
	unsigned litlen[16];
	unsigned offset[8];
};

struct codes {
	unsigned words[16];
	unsigned char lens[16];
};

struct other {
	unsigned char lens[64];
};

struct compressor {
	int level;
	struct freqs freqs;
	union {
		struct codes codes;
		struct other other;
	} u;
};

__attribute__((noinline)) void make_code(unsigned n, const unsigned *freqs, unsigned *codewords)
{
	codewords[0] = freqs[0];
	for (unsigned i = 1; i < n; i++) {
		unsigned prev = codewords[i - 1];
		codewords[i] = prev + freqs[i] + (prev >> 3);
		if (codewords[i] > 1000)
			codewords[i - 1] = 0;
	}
}

// dtrans: %struct.freqs has=FieldAddressTaken lacks=AddressTaken
// dtrans: %union.anon lacks=AddressTaken
// dtrans: %struct.codes lacks=AddressTaken
// dtrans: %struct.compressor lacks=FieldAddressTaken,AddressTaken
int main(int argc, char **argv)
{
	struct compressor *c = calloc((size_t)argc, sizeof *c);
	unsigned local[4] = { 1, 2, 3, 4 };
	if (c == NULL)
		return 1;
	c[argc - 1].level = argc;
	c[argc - 1].freqs.offset[argc & 7] = 1;
	c[argc - 1].u.other.lens[argc & 63] = 1;
	c->freqs.litlen[1] = (unsigned)argc;
	make_code(16, c->freqs.litlen, c->u.codes.words);
	make_code(4, local, local);
	return (int)(c->u.codes.words[15] + c->freqs.offset[0] + local[3]);
}
