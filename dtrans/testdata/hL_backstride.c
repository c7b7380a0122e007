// A backward walk over an array of structures by a cursor that steps
// back over a run of entries (libdeflate's match cache): clang 19 keeps
// the inner cursor as a byte offset from the outer one, an induction
// variable -4*(n+1) + 4*k, neither constant nor a product.
struct pair {
	unsigned short len;
	unsigned short off;
};

struct pair cache[4096];
unsigned costs[256];
unsigned out[4096];

__attribute__((noinline)) unsigned walk(struct pair *end, unsigned *o) {
	struct pair *p = end;
	unsigned total = 0;
	do {
		unsigned n, lit;
		p--;
		n = p->len;
		lit = p->off;
		total += costs[lit];
		*o++ = lit;
		if (n) {
			struct pair *m = p - n;
			do {
				total += costs[m->off & 255] + m->len;
			} while (++m != p);
			p -= n;
		}
	} while (p != cache);
	return total;
}

int main(void) {
	return (int)walk(&cache[4096], out);
}

// dtrans[O2]: %struct.pair lacks=BadPtrManipulation
// dtrans[O2]: %struct.pair field=0 reads=4 writes=0
// dtrans[O2]: %struct.pair field=1 reads=4 writes=0
