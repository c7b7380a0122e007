/* unions.c: a tagged union of values, type punning through a union, a union
 * of structs sharing a common initial sequence. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum kind { K_INT, K_DOUBLE, K_STR, K_PAIR };

struct value {
	enum kind kind;
	union {
		long i;
		double d;
		const char *s;
		struct {
			struct value *car, *cdr;
		} pair;
	} u;
};

union pun {
	float f;
	uint32_t bits;
	unsigned char bytes[4];
};

struct hdr {
	int type;
};
struct msg_ping {
	int type;
	unsigned seq;
};
struct msg_data {
	int type;
	unsigned len;
	char payload[16];
};
union msg {
	struct hdr h;
	struct msg_ping ping;
	struct msg_data data;
};

static double as_number(const struct value *v)
{
	switch (v->kind) {
	case K_INT:
		return (double)v->u.i;
	case K_DOUBLE:
		return v->u.d;
	case K_STR:
		return (double)strlen(v->u.s);
	case K_PAIR:
		return as_number(v->u.pair.car) + as_number(v->u.pair.cdr);
	}
	return 0;
}

static uint32_t float_bits(float f)
{
	union pun p;
	p.f = f;
	return p.bits;
}

static unsigned msg_size(const union msg *m)
{
	switch (m->h.type) {
	case 1:
		return sizeof m->ping;
	case 2:
		return (unsigned)(offsetof(struct msg_data, payload) + m->data.len);
	default:
		return sizeof m->h;
	}
}

int main(int argc, char **argv)
{
	struct value a = { K_INT, { .i = 40 } };
	struct value b = { K_DOUBLE, { .d = 1.5 } };
	struct value c = { K_STR, { .s = argv[0] } };
	struct value ab = { K_PAIR, { .pair = { &a, &b } } };
	struct value all = { K_PAIR, { .pair = { &ab, &c } } };
	union msg m;
	memset(&m, 0, sizeof m);
	m.data.type = argc > 1 ? 2 : 1;
	m.data.len = 5;
	memcpy(m.data.payload, "hello", 5);
	union pun p = { .bits = 0x3f800000u };
	printf("%.2f %08x %u %.1f %u\n", as_number(&all), float_bits(3.0f), msg_size(&m), p.f,
	       (unsigned)p.bytes[3]);
	return 0;
}
