#include <stdlib.h>

/* A structure without a C name (zlib's typedef struct {...} gz_state)
   that holds a named one at offset 0 (its struct gzFile_s, the public
   part). Clang 19 at -O2 reaches it only through byte offsets and drops
   its definition, and its TBAA type node has no name: the analysis
   rebuilds it from that node under a name of its own, as it rebuilds
   named ones, so that the uses of the container are followed and reach
   the member, not left unknown (UnhandledUse), and the accesses
   through the container's pointer at offset 0 (`*have`, whose tag is
   the scalar's) count as the member's first field, as typed IR's
   getelementptr says. */
struct gzfile {
	unsigned have;
	unsigned char *next;
	long pos;
};

typedef struct {
	struct gzfile x;
	int mode;
	int fd;
	unsigned char *in;
	unsigned size;
} gz_state;

typedef struct gzfile *gzFile;

__attribute__((noinline)) static int gz_load(gz_state *state, unsigned char *buf, unsigned len, unsigned *have)
{
	*have = 0;
	while (*have < len) {
		buf[*have] = (unsigned char)(state->fd + *have);
		*have += 1;
	}
	return 0;
}

__attribute__((noinline)) static int gz_fetch(gz_state *state)
{
	if (gz_load(state, state->in, state->size, &state->x.have) != 0)
		return -1;
	state->x.next = state->in;
	return 0;
}

__attribute__((noinline)) int gzgetc(gzFile file)
{
	gz_state *state = (gz_state *)file;
	if (state->mode != 7247)
		return -1;
	if (state->x.have == 0 && gz_fetch(state) != 0)
		return -1;
	state->x.have--;
	state->x.pos++;
	return *(state->x.next)++;
}

__attribute__((noinline)) gzFile gzopen(int fd)
{
	gz_state *state = malloc(sizeof *state);
	if (state == NULL)
		return NULL;
	state->mode = 7247;
	state->fd = fd;
	state->size = 64;
	state->in = malloc(state->size);
	state->x.have = 0;
	state->x.pos = 0;
	return (gzFile)state;
}

// dtrans: %struct.gzfile lacks=UnhandledUse
// dtrans[O0]: %struct.gzfile field=0 reads=6 writes=4
// dtrans[O2]: %struct.gzfile field=0 reads=3 writes=4
int main(int argc, char **argv)
{
	(void)argv;
	gzFile f = gzopen(argc);
	if (f == NULL)
		return 1;
	return gzgetc(f) + gzgetc(f);
}
