#include <stdlib.h>

/* The address of a structure's first field passed to a function that
   reads or writes only elements of that field's type through it (lz4's
   LZ4F_createDecompressionContext(&lz4fRead->dctxPtr, ...), brotli's
   ParseInt(..., &context->quality)). Opaque IR at -O2 folds &r->ctx and
   &o->quality into r and o: the analysis takes the pointer for the
   field's address, as typed IR's getelementptr says
   (FieldAddressTaken), not for the structure's passed to an untyped
   parameter (AddressTaken). The other callers pass the address of a
   local variable, so that the parameters stay untyped. */
struct ctx {
	int level;
	int window;
};

struct reader {
	struct ctx *ctx;
	int pos;
	int len;
};

struct options {
	int quality;
	int lgwin;
};

__attribute__((noinline)) int ctx_create(struct ctx **out, int level)
{
	struct ctx *c = malloc(sizeof *c);
	if (c == NULL)
		return -1;
	c->level = level;
	c->window = 0;
	*out = c;
	return 0;
}

__attribute__((noinline)) int parse_int(const char *s, int *result)
{
	int v = 0;
	while (*s >= '0' && *s <= '9')
		v = v * 10 + (*s++ - '0');
	*result = v;
	return v >= 0;
}

__attribute__((noinline)) struct reader *reader_open(int level)
{
	struct reader *r = malloc(sizeof *r);
	if (r == NULL)
		return NULL;
	if (ctx_create(&r->ctx, level) != 0)
		return NULL;
	r->pos = 0;
	r->len = level;
	return r;
}

__attribute__((noinline)) int probe(const char *s)
{
	struct ctx *c;
	int n;
	if (!parse_int(s, &n) || ctx_create(&c, n) != 0)
		return -1;
	n = c->window;
	free(c);
	return n;
}

// dtrans: %struct.reader has=FieldAddressTaken lacks=AddressTaken
// dtrans: %struct.options has=FieldAddressTaken lacks=AddressTaken
int main(int argc, char **argv)
{
	struct options *o = malloc(sizeof *o);
	if (o == NULL || argc < 2)
		return 1;
	o->lgwin = probe(argv[0]);
	if (!parse_int(argv[1], &o->quality))
		return 2;
	struct reader *r = reader_open(o->quality);
	return r != NULL ? r->ctx->level + r->len + o->lgwin : 0;
}
