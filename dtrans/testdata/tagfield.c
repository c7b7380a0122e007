#include <stdlib.h>

/* zlib's stream keeps one state pointer for its compressor and its
   decompressor, two structures (deflate_state, inflate_state): the
   pointers loaded from it point to several types. Clang 19 addresses
   the decompressor's fields by byte offsets from such a pointer, which
   the struct-path tags of the accesses from the same pointer resolve;
   the address of a field passed on (&state->lens, &state->work to
   inflate_table) is that field's address, as typed IR's getelementptr
   says, and the callee's reads count on the field. */
struct internal;

struct stream {
	unsigned char *next;
	unsigned avail;
	struct internal *state;
};

struct dstate {
	struct stream *strm;
	int level;
	unsigned short heap[64];
};

struct istate {
	struct stream *strm;
	int mode;
	unsigned have;
	unsigned short lens[32];
	unsigned short work[32];
};

__attribute__((noinline)) int table(const unsigned short *lens, unsigned n, unsigned short *work)
{
	work[0] = lens[0];
	work[1] = lens[n];
	return lens[1] + (int)n;
}

__attribute__((noinline)) int deflate_init(struct stream *s, int level)
{
	struct dstate *d = malloc(sizeof *d);
	if (d == NULL)
		return -1;
	d->strm = s;
	d->level = level;
	d->heap[0] = 0;
	s->state = (struct internal *)d;
	return 0;
}

__attribute__((noinline)) int inflate_init(struct stream *s)
{
	struct istate *st = calloc(1, sizeof *st);
	if (st == NULL)
		return -1;
	st->strm = s;
	s->state = (struct internal *)st;
	return 0;
}

__attribute__((noinline)) void inflate_reset(struct istate *v, long i)
{
	v[i].mode = 0;
}

__attribute__((noinline)) int inflate(struct stream *s)
{
	struct istate *st = (struct istate *)s->state;
	st->mode = 1;
	st->lens[0] = s->next[0];
	st->lens[1] = s->next[1];
	st->have = s->avail;
	return table(st->lens, st->have & 31, st->work);
}

// dtrans: %struct.istate has=FieldAddressTaken
// dtrans: %struct.istate field=3 reads=3 writes=2
// dtrans: %struct.istate field=4 reads=0 writes=2
int main(int argc, char **argv)
{
	struct stream a = {(unsigned char *)argv[0], (unsigned)argc, NULL};
	struct stream b = a;
	if (deflate_init(&a, argc) != 0 || inflate_init(&b) != 0)
		return 1;
	inflate_reset((struct istate *)b.state, 0);
	return inflate(&b);
}
