/* Arrays at offset 0 of a structure field, or of the structure a union
   field's LLVM type shows (libdeflate's compressor passes
   c->freqs.litlen, and c->p.precode.freqs in its union of per-strategy
   data, to deflate_make_huffman_code, which reads and writes only
   unsigned elements through them, and steps back one element with a
   constant offset, `&a[i - 1]`). Typed IR at -O2 names the array in
   its getelementptr, through the union's LLVM member; LLVM 19 writes
   the address as a byte offset from c, to the structure field or the
   union, and the step back as a step over i8 (`getelementptr i8, ptr
   %p, i64 -4`): the pointer is the array's address, FieldAddressTaken
   of the structure holding it, not the field's structure passed to an
   untyped parameter (AddressTaken). */
struct freqs {
	unsigned lit[16];
	unsigned off[8];
};

struct precode {
	unsigned pfreqs[19];
	unsigned char plens[19];
	unsigned pcw[19];
};

struct other {
	int x;
	int y;
};

struct comp {
	int level;
	struct freqs freqs;
	union {
		struct precode pre;
		struct other other;
	} u;
};

__attribute__((noinline)) static void make_code(int n, const unsigned *freqs, unsigned *out)
{
	for (int i = 0; i < n; i++) {
		int j = (int)(freqs[i] % 16);
		if (j > 0 && out[j - 1] > out[j])
			out[j] = out[j - 1] + freqs[i];
	}
}

__attribute__((noinline)) void flush(struct comp *c)
{
	make_code(16, c->freqs.lit, c->freqs.lit);
	make_code(19, c->u.pre.pfreqs, c->u.pre.pcw);
}

// dtrans: %struct.comp lacks=AddressTaken,FieldAddressTaken
// dtrans: %struct.freqs has=FieldAddressTaken lacks=AddressTaken
// dtrans: %struct.precode has=FieldAddressTaken lacks=AddressTaken
// dtrans: %union.anon lacks=AddressTaken
int main(int argc, char **argv)
{
	(void)argv;
	struct comp c = {0};
	c.level = argc;
	c.freqs.lit[3] = (unsigned)argc;
	c.u.pre.pfreqs[2] = (unsigned)argc;
	flush(&c);
	return (int)c.u.pre.pcw[18] + (int)c.freqs.lit[15];
}
