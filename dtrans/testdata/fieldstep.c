#include <stdlib.h>
#include <string.h>

/* bzip2's stream set-up (BZ2_bzBuffToBuffDecompress): a stream on the
   stack whose allocator fields are cleared, then filled in by an inlined
   initializer. LLVM 14's instcombine addresses the last of them, opaque,
   as a step of two function pointers from bzalloc's address; LLVM 19
   addresses it as a byte offset from the stream. Both name the field. */
typedef struct {
	char *next_in;
	unsigned avail_in;
	char *next_out;
	unsigned avail_out;
	void *state;
	void *(*bzalloc)(void *, int, int);
	void (*bzfree)(void *, void *);
	void *opaque;
} stream;

static void *default_alloc(void *o, int n, int m)
{
	(void)o;
	return malloc((size_t)n * (size_t)m);
}

static void default_free(void *o, void *p)
{
	(void)o;
	free(p);
}

static int stream_init(stream *s)
{
	if (s->bzalloc == NULL)
		s->bzalloc = default_alloc;
	if (s->bzfree == NULL)
		s->bzfree = default_free;
	s->state = s->bzalloc(s->opaque, 64, 1);
	return s->state != NULL;
}

__attribute__((noinline)) void run(stream *s)
{
	unsigned n = s->avail_in < s->avail_out ? s->avail_in : s->avail_out;
	memcpy(s->next_out, s->next_in, n);
	s->avail_out -= n;
}

__attribute__((noinline)) int decompress(char *dst, unsigned *dlen, char *src, unsigned slen)
{
	stream strm;
	strm.bzalloc = NULL;
	strm.bzfree = NULL;
	strm.opaque = NULL;
	if (!stream_init(&strm))
		return -1;
	strm.next_in = src;
	strm.avail_in = slen;
	strm.next_out = dst;
	strm.avail_out = *dlen;
	run(&strm);
	*dlen = strm.avail_out;
	strm.bzfree(strm.opaque, strm.state);
	return 0;
}

// dtrans: %struct.stream lacks=BadPtrManipulation
int main(int argc, char **argv)
{
	char out[16];
	unsigned n = sizeof out;
	return decompress(out, &n, argv[0], (unsigned)argc);
}
