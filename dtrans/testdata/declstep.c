#include <stdlib.h>

/* pcre2's parse_regex keeps a stack of nest_save records in the
   compiler's workspace, a char * that generic code also uses as other
   structures: top_nest = (nest_save *)cb->start_workspace is used as
   one, and its bound end_nests = (nest_save *)(start_workspace +
   size), then moved down by size % sizeof(nest_save) bytes, is only
   compared with it. Only typed IR's declaration says end_nests points
   to a nest_save; opaque IR has nothing, and the variable byte offset
   on it says nothing of a nest_save's fields in either model. */

struct ns {
	short a, b, c, d;
	int e;
};

struct other {
	double w;
	char *p;
};

struct cb {
	char *ws;
	size_t wsize;
};

__attribute__((noinline)) int walk(struct cb *cb, int n)
{
	struct ns *top = NULL, *end;
	int i, sum = 0;
	end = (struct ns *)(cb->ws + cb->wsize);
	end = (struct ns *)((char *)end - (cb->wsize % sizeof(struct ns)));
	for (i = 0; i < n; i++) {
		if (top == NULL)
			top = (struct ns *)cb->ws;
		else if (top + 1 < end)
			top++;
		top->a = (short)i;
		top->e = i;
		sum += top->b;
	}
	return sum;
}

__attribute__((noinline)) double weigh(struct cb *cb)
{
	struct other *o = (struct other *)cb->ws;
	o->w = 1.0;
	return o->w;
}

// dtrans[O0]: %struct.ns lacks=BadPtrManipulation
int main(int argc, char **argv)
{
	struct cb cb;
	(void)argv;
	cb.wsize = 1000;
	cb.ws = calloc(1, cb.wsize);
	if (cb.ws == NULL)
		return 1;
	return walk(&cb, argc) + (int)weigh(&cb);
}
