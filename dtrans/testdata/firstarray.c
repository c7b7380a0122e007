#include <stdlib.h>

/* The address of a structure's first field, an array, passed to a
   function that indexes it as an array of one scalar type or another
   (lz4's LZ4_compress_generic, always_inline, passes cctx->hashTable to
   LZ4_getPositionOnHash, which reads it as U32, U16 or pointer elements
   by tableType). Clang 19's always-inliner folds the getelementptr of
   the field into the structure's address even at -O0, and the
   structure's pointer may be another structure's, so that its class is
   ambiguous: the analysis takes the argument for the first
   field's address, as typed IR's getelementptr says (FieldAddressTaken,
   and the callee's 32-bit reads are the field's). */
enum { BY_PTR, BY_U32, BY_U16 };

struct stream {
	unsigned table[64];
	const char *base;
	int size;
	int dirty;
};

struct other {
	long id;
	struct other *next;
};

__attribute__((noinline)) static const char *get_pos(unsigned h, const void *tableBase, int tableType, const char *srcBase)
{
	if (tableType == BY_PTR) {
		const char *const *t = (const char *const *)tableBase;
		return t[h];
	}
	if (tableType == BY_U32) {
		const unsigned *t = (const unsigned *)tableBase;
		return srcBase + t[h];
	}
	{
		const unsigned short *t = (const unsigned short *)tableBase;
		return srcBase + t[h];
	}
}

static inline __attribute__((always_inline)) const char *get_position(const char *p, const void *tableBase, int tableType, const char *srcBase)
{
	unsigned h = (unsigned)(unsigned char)*p & 31u;
	return get_pos(h, tableBase, tableType, srcBase);
}

static inline __attribute__((always_inline)) int compress_generic(struct stream *cctx, const char *src, int n, int tableType)
{
	int found = 0;
	for (int i = 0; i < n; i++) {
		unsigned h = (unsigned)(unsigned char)src[i] & 31u;
		if (get_pos(h, cctx->table, tableType, src) == src + i)
			found++;
		if (get_position(src + i, cctx->table, tableType, src) != src)
			found++;
		cctx->table[h] = (unsigned)i;
	}
	cctx->base = src;
	cctx->size += n;
	return found;
}

__attribute__((noinline)) int compress_ext(void *state, const char *src, int n, int tableType)
{
	struct stream *const ctx = (struct stream *)state;
	ctx->dirty = 0;
	if (tableType == BY_U32)
		return compress_generic(ctx, src, n, BY_U32);
	return compress_generic(ctx, src, n, BY_U16);
}

// dtrans[O0]: %struct.stream has=FieldAddressTaken,MismatchedElementAccess lacks=AmbiguousGEP
// dtrans[O0]: %struct.stream field=0 reads=1 writes=2
int main(int argc, char **argv)
{
	struct stream *s = calloc(1, sizeof *s);
	struct other *o = malloc(sizeof *o);
	if (s == NULL || o == NULL)
		return 1;
	o->id = 1;
	o->next = NULL;
	/* One pointer for both structures: their class is ambiguous. */
	void *state = argc > 8 ? (void *)o : (void *)s;
	int r = compress_ext(state, argv[0], argc, argc > 1 ? BY_U32 : BY_U16);
	return r + (int)o->id;
}
