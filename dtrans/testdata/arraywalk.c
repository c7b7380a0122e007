#include <stdlib.h>
#include <string.h>

/* Positions in one array field. A cursor into a structure's array of
   structures compared with the address of the array's last element
   compares two positions in one array, which does not depend on the
   layout: no BadPtrManipulation (libdeflate's sequences, zlib's codes).
   A cursor moved from one copy of a structure to another by the
   difference of two pointers into its array (zlib's inflateCopy) is a
   step over whole elements: LLVM 19's instcombine folds the step into a
   byte offset by the difference of the two addresses, where typed IR
   steps over elements. */
struct item {
	int key;
	short lo;
	short hi;
};

struct table {
	int n;
	struct item *next;
	struct item items[64];
};

__attribute__((noinline)) int in_range(struct table *t)
{
	return t->next <= &t->items[63];
}

__attribute__((noinline)) struct table *copy(struct table *src)
{
	struct table *dst = malloc(sizeof *dst);
	if (dst == NULL)
		return NULL;
	memcpy(dst, src, sizeof *dst);
	dst->next = dst->items + (src->next - src->items);
	return dst;
}

// dtrans: %struct.table lacks=BadPtrManipulation
// dtrans: %struct.item lacks=BadPtrManipulation

struct table tab;

int main(int argc, char **argv)
{
	tab.next = &tab.items[argc & 7];
	tab.items[3].hi = (short)argc;
	struct table *c = copy(&tab);
	int r = in_range(&tab) + (c != NULL ? in_range(c) + c->next->key : 0);
	free(c);
	(void)argv;
	return r & 0xff;
}
