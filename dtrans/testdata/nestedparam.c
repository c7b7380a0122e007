#include <stdlib.h>

/* The address of a structure's first field passed to a function that
   writes only elements of that field's type through it, where the
   structure is also a field of another (sqlite3's CellInfo, whose nKey
   btreeParseCellPtrNoPayload passes to sqlite3GetVarint, and which
   BtCursor holds as its info). Opaque IR at -O2 folds &p->key into p,
   whose class holds the address of Cursor's field info beside the
   structure: the pointer is still the first field's address
   (FieldAddressTaken), as typed IR's getelementptr says, not the
   structure's passed to an untyped parameter (AddressTaken). A local
   variable's address goes to the same parameter, so that it stays
   untyped. */
struct info {
	long key;
	unsigned char *payload;
	int size;
};

struct cursor {
	int state;
	struct info info;
};

__attribute__((noinline)) int get_varint(const unsigned char *p, unsigned long *v)
{
	unsigned long x = 0;
	int n = 0;
	while (n < 8 && (p[n] & 0x80)) {
		x = (x << 7) | (p[n] & 0x7f);
		n++;
	}
	*v = (x << 7) | p[n];
	return n + 1;
}

// dtrans: %struct.info has=FieldAddressTaken lacks=AddressTaken
__attribute__((noinline)) void parse_cell(const unsigned char *cell, struct info *pInfo)
{
	pInfo->size = 4 + get_varint(&cell[4], (unsigned long *)&pInfo->key);
	pInfo->payload = 0;
}

int main(int argc, char **argv)
{
	struct cursor *cur = malloc(sizeof *cur);
	unsigned long n;
	if (cur == NULL || argc < 2)
		return 1;
	cur->state = argc;
	parse_cell((const unsigned char *)argv[1], &cur->info);
	get_varint((const unsigned char *)argv[0], &n);
	return (int)(cur->info.key + cur->info.size + (long)n);
}
