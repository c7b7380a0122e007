#include <stdlib.h>

/* A block whose first bytes are a header structure written by the
   allocator (pcre2's memctl_malloc copies the caller's pcre2_memctl to
   the start of the memory it returns), and whose caller reaches the rest
   as `(char *)memp + sizeof(struct memctl)` (pcre2_substring_list_get's
   list of strings). Nothing uses memp as a struct memctl: typed IR only
   declares it one, opaque IR has nothing, and the byte offset past the
   header is no step over an array of headers: the list's pointers are
   no field of struct memctl, and storing the list's address is not
   storing a field's. */

struct memctl {
	void *(*alloc)(size_t, void *);
	void (*release)(void *, void *);
	void *data;
};

static void *def_alloc(size_t n, void *d)
{
	(void)d;
	return malloc(n);
}

static void def_release(void *p, void *d)
{
	(void)d;
	free(p);
}

__attribute__((noinline)) void *ctl_malloc(size_t size, struct memctl *ctl)
{
	void *yield = ctl == NULL ? malloc(size) : ctl->alloc(size, ctl->data);
	struct memctl *newctl;
	if (yield == NULL)
		return NULL;
	newctl = (struct memctl *)yield;
	if (ctl == NULL) {
		newctl->alloc = def_alloc;
		newctl->release = def_release;
		newctl->data = NULL;
	} else
		*newctl = *ctl;
	return yield;
}

__attribute__((noinline)) int list_get(struct memctl *ctl, char ***listptr, int count)
{
	struct memctl *memp;
	char **listp;
	int i;
	memp = ctl_malloc(sizeof(struct memctl) + sizeof(char *) * (count + 1), ctl);
	if (memp == NULL)
		return -1;
	*listptr = listp = (char **)((char *)memp + sizeof(struct memctl));
	for (i = 0; i < count; i++)
		*listp++ = "x";
	*listp = NULL;
	return 0;
}

__attribute__((noinline)) void list_free(char **list)
{
	struct memctl *memctl = (struct memctl *)((char *)list - sizeof(struct memctl));
	memctl->release(memctl, memctl->data);
}

// dtrans: %struct.memctl lacks=FieldAddressTaken,UnsafePointerStore
// dtrans: %struct.memctl field=0 reads=1 writes=1
int main(int argc, char **argv)
{
	char **list;
	(void)argv;
	if (list_get(NULL, &list, argc) != 0)
		return 1;
	list_free(list);
	return 0;
}
