#include <stdlib.h>

/* A structure whose first field is a structure (brotli's Hasher and its
   HasherCommon, its BrotliEncoderState and its BrotliEncoderParams),
   whose first field's address is stored into a union member whose
   pointer field lies where the union's LLVM type, another member, has
   an array of shorts: clang 14's -O2 code stores `&h->common`, a
   getelementptr to field 0, into that array's element, clang 19's
   stores h itself. The pointer is stored where the analysis cannot
   follow it (UnsafePointerStore), and it is h's address as well as
   h->common's: both structures are UnsafePointerStore in both models. */
struct common {
	int *buf;
	size_t size;
};

struct small {
	struct common *common;
	size_t bits;
};

struct big {
	unsigned short buckets[64];
	size_t num;
};

struct hasher {
	struct common common;
	union {
		struct big big;
		struct small small;
	} u;
};

__attribute__((noinline)) void setup(struct hasher *h, int kind)
{
	h->common.buf = malloc(64 * sizeof(int));
	h->common.size = 64;
	if (kind) {
		h->u.small.common = &h->common;
		h->u.small.bits = 5;
	} else {
		h->u.big.num = 0;
		h->u.big.buckets[3] = 1;
	}
}

__attribute__((noinline)) size_t use(struct hasher *h)
{
	return h->u.small.common->size + h->u.small.bits;
}

// dtrans[O2]: %struct.hasher has=UnsafePointerStore
// dtrans[O2]: %struct.common has=UnsafePointerStore
int main(int argc, char **argv)
{
	(void)argv;
	struct hasher *h = calloc(1, sizeof *h);
	setup(h, argc > 1);
	return (int)use(h) + h->common.buf[0];
}
