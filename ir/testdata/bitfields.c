/* bitfields.c: bit-field structs (a packed instruction encoding, file mode
 * flags), reading and writing fields, a packed struct. */
#include <stdio.h>

struct insn {
	unsigned opcode : 6;
	unsigned rd : 5;
	unsigned rs : 5;
	signed imm : 16;
};

struct mode {
	unsigned int read : 1, write : 1, exec : 1;
	unsigned int : 5;
	unsigned int owner : 3;
	unsigned int sticky : 1;
	unsigned char tag;
};

struct __attribute__((packed)) wire {
	char kind;
	int length;
	short crc;
};

static unsigned encode(struct insn i)
{
	return (unsigned)i.opcode << 26 | (unsigned)i.rd << 21 | (unsigned)i.rs << 16 |
	       (unsigned short)i.imm;
}

static struct insn decode(unsigned w)
{
	struct insn i;
	i.opcode = w >> 26;
	i.rd = (w >> 21) & 31;
	i.rs = (w >> 16) & 31;
	i.imm = (short)(w & 0xffff);
	return i;
}

static int mode_string(const struct mode *m, char *buf)
{
	buf[0] = m->read ? 'r' : '-';
	buf[1] = m->write ? 'w' : '-';
	buf[2] = m->exec ? (m->sticky ? 's' : 'x') : '-';
	buf[3] = '\0';
	return m->owner;
}

static long sum_lengths(const struct wire *w, int n)
{
	long s = 0;
	for (int i = 0; i < n; i++)
		s += w[i].length;
	return s;
}

int main(int argc, char **argv)
{
	struct insn in = { 12, 3, 7, -42 };
	in.rd += argc;
	struct insn out = decode(encode(in));
	struct mode m = { 1, 0, 1, 5, 1, 'q' };
	m.write = argc > 2;
	char buf[4];
	int owner = mode_string(&m, buf);
	struct wire ws[3] = { { 'a', 10, 1 }, { 'b', 20, 2 }, { 'c', 30, 3 } };
	printf("%u %u %u %d %s %d %ld %zu\n", out.opcode, out.rd, out.rs, out.imm, buf, owner,
	       sum_lengths(ws, 3), sizeof(struct wire));
	(void)argv;
	return 0;
}
