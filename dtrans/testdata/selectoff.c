#include <stdlib.h>

/* A choice between two fields of one structure (libpng's
   png_get_compression_buffer_size: `(mode & PNG_IS_READ_STRUCT) ?
   png_ptr->IDAT_read_size : png_ptr->zbuffer_size`), whose loads LLVM
   merges into one load through a select of the two fields' addresses;
   LLVM 19's instcombine folds that select into one byte offset by a
   select of the two offsets. Either way the load reads one of the two
   fields, and counts on both. */

struct cfg {
	unsigned mode;
	unsigned read_size;
	long pad[4];
	unsigned buf_size;
};

struct cfg defcfg;

// dtrans[O2]: %struct.cfg lacks=BadPtrManipulation
// dtrans[O2]: %struct.cfg field=1 reads=2 writes=1
// dtrans[O2]: %struct.cfg field=3 reads=2 writes=1
__attribute__((noinline)) unsigned size_of(const struct cfg *c)
{
	if (c == NULL)
		return 0;
	return (c->mode & 0x8000) ? c->read_size : c->buf_size;
}

/* The same choice on a pointer whose class holds other structures
   (misown stores one where the configurations are kept): what
   holder.cfg holds (held_mode's access names struct cfg) says c points
   to a cfg, whose fields the offsets are. */
struct other {
	long a, b;
};

struct holder {
	long n;
	struct cfg *cfg;
};

// dtrans[O2]: %struct.cfg lacks=AmbiguousGEP
__attribute__((noinline)) unsigned held_size(const struct holder *h, int reading)
{
	const struct cfg *c = h->cfg;
	return reading ? c->read_size : c->buf_size;
}

__attribute__((noinline)) unsigned held_mode(const struct holder *h)
{
	return h->cfg->mode;
}

__attribute__((noinline)) void misown(struct holder *h, struct other *o)
{
	o->a = 1;
	h->cfg = (struct cfg *)o;
}

int main(int argc, char **argv)
{
	struct cfg *c = calloc(1, sizeof *c);
	(void)argv;
	if (c == NULL)
		return 1;
	c->mode = (unsigned)argc << 15;
	c->read_size = 8;
	c->buf_size = 16;
	struct holder *h = calloc(1, sizeof *h);
	struct other *o = calloc(1, sizeof *o);
	if (h == NULL || o == NULL)
		return 2;
	h->cfg = c;
	unsigned k = held_size(h, argc > 2) + held_mode(h);
	misown(h, o);
	return (int)(size_of(c) + size_of(&defcfg) + k);
}
