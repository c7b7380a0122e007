// The other half (see a.c): a local struct H, { i32, i32, ptr, ptr }
// under opaque pointers, whose slot llvm-link 19 types as a.c's
// __va_list_tag. The tags of the accesses through the slot name H: the
// slot is an H (typeSlots, for a system structure too, which no TBAA
// node names), and the address of its field count, passed on, is
// FieldAddressTaken on H, not on __va_list_tag, as in the typed module.
// The lookup reads count and first either from a bucket B or from the
// slot itself (sqlite3's findElementWithHash): clang 19 merges the
// bucket's and the slot's addresses by PHIs, and the byte offsets on
// the slot are H's fields (origin).
struct E { struct E *next; int key; };
struct B { unsigned count; struct E *chain; };
struct H { unsigned size; unsigned count; struct E *first; struct B *ht; };

void h_init(struct H *h);
void h_bump(unsigned *count);

static int lookup(struct H *h, int key) {
	struct E *e;
	unsigned n;
	if (h->ht) {
		struct B *b = &h->ht[key % h->size];
		e = b->chain;
		n = b->count;
	} else {
		e = h->first;
		n = h->count;
	}
	for (; n; n--, e = e->next)
		if (e->key == key)
			return 1;
	return 0;
}

int table_count(int n) {
	struct H h;
	h_init(&h);
	for (int i = 0; i < n; i++)
		h_bump(&h.count);
	int k = 0;
	for (int i = 0; i < n; i++)
		k += lookup(&h, i);
	return k + h.size + h.count;
}
