/* A pointer loaded from a union member (sqlite3's pC->uc.pCursor, one
   of a cursor's BtCursor, VdbeSorter or sqlite3_vtab_cursor) has no
   structure tag of its own: the union's accesses carry a scalar one, and
   the class of the pointers the union holds has several types. The
   address of a field of it (&pCur->info.nKey) meets other pointers in
   a select or PHI, and the load through that has a scalar tag too.
   Typed IR's getelementptr names the structure; in opaque IR the byte
   offset's base is passed to a function whose parameter's accesses'
   tags name a structure: the value points to it, and the offset is its
   field. */

struct cell {
	long key;
	int size;
};

struct btcur {
	int state;
	struct cell info;
};

struct sorter {
	long a, b, c;
	double d;
};

union curu {
	struct btcur *bt;
	struct sorter *so;
};

union curu gu;

__attribute__((noinline)) void getcell(struct btcur *c)
{
	c->state = 3;
	c->info.size = 1;
}

__attribute__((noinline)) double setsorter(struct sorter *s)
{
	gu.so = s;
	return s->d;
}

__attribute__((noinline)) int state(void)
{
	return gu.bt->state;
}

// dtrans[O2]: %struct.cell lacks=AmbiguousGEP
// dtrans[O2]: %struct.cell field=0 reads=1 writes=0
__attribute__((noinline)) long rowid(long *dflt, int c)
{
	struct btcur *b = gu.bt;
	getcell(b);
	long *p = c ? &b->info.key : dflt;
	return *p;
}

struct sorter gs;
long local;

int main(int argc, char **argv)
{
	(void)argv;
	return (int)rowid(&local, argc > 2) + state() + (int)setsorter(&gs);
}
