#include <stdlib.h>
#include <string.h>

/* A stream whose state is one of two structures (zlib's strm->state, a
   deflate_state or an inflate_state), each beginning with a pointer back
   to its stream, which an exported function of unknown callers sets.
   dinit stores it through the state's address, as LLVM 14's instcombine
   makes of zlib's `s->strm = strm` on the allocation, and opaque IR of
   every access at offset 0: a pointer at offset 0 of a pointer to either
   state is the first field of whichever it is, so the back-pointers
   loaded in dstored are of unknown origin in both models, and the PHI
   that merges them is unsafe. */
typedef struct stream {
	unsigned char *next_in;
	unsigned avail_in;
	unsigned char *next_out;
	unsigned avail_out;
	void *state;
} stream;

struct dstate {
	stream *strm;
	int status;
	unsigned char *pending_buf;
	unsigned long pending;
	int level;
};

struct istate {
	stream *strm;
	int mode;
	unsigned long total;
	unsigned char window[64];
};

__attribute__((noinline)) static int dcheck(stream *strm)
{
	struct dstate *s;
	if (strm == NULL)
		return 1;
	s = strm->state;
	if (s == NULL || s->strm != strm)
		return 1;
	return 0;
}

__attribute__((noinline)) static int icheck(stream *strm)
{
	struct istate *st;
	if (strm == NULL)
		return 1;
	st = strm->state;
	if (st == NULL || st->strm != strm)
		return 1;
	return 0;
}

__attribute__((noinline)) static void flush(stream *strm)
{
	struct dstate *s = strm->state;
	unsigned len = s->pending < strm->avail_out ? (unsigned)s->pending : strm->avail_out;
	memcpy(strm->next_out, s->pending_buf, len);
	strm->next_out += len;
	strm->avail_out -= len;
	s->pending -= len;
}

int dinit(stream *strm, int level)
{
	struct dstate *s = malloc(sizeof *s);
	if (s == NULL)
		return -1;
	strm->state = s;
	*(stream **)s = strm;
	s->status = 1;
	s->level = level;
	s->pending = 0;
	s->pending_buf = malloc(256);
	return 0;
}

int iinit(stream *strm)
{
	struct istate *st = malloc(sizeof *st);
	if (st == NULL)
		return -1;
	strm->state = st;
	st->strm = strm;
	st->mode = 0;
	st->total = 0;
	return icheck(strm);
}

/* The back-pointer loaded again after each flush: a PHI of the loads. */
int dstored(stream *strm, int flush_all)
{
	struct dstate *s;
	stream *t;
	int n = 0;
	if (dcheck(strm))
		return -1;
	s = strm->state;
	t = s->strm;
	do {
		if (t->avail_out == 0)
			break;
		s->pending_buf[s->pending++] = t->avail_in ? *t->next_in++ : 0;
		if (t->avail_in)
			t->avail_in--;
		flush(t);
		n++;
		t = s->strm;
	} while (flush_all && s->pending < 256);
	return n + (int)t->avail_out;
}

// dtrans[O2]: %struct.stream has=UnsafePtrMerge
int main(int argc, char **argv)
{
	(void)argv;
	return argc;
}
