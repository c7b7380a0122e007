#include <stdlib.h>

/* A stack array of scalars used as a structure (pcre2's local_workspace,
   an int array whose start is an RWS_anchor). LLVM 14's instcombine
   addresses the structure's fields as elements of the array
   (`getelementptr [256 x i32], %ws, 0, 2` for &a->size), LLVM 19's as
   byte offsets: a constant offset that is not a multiple of the
   structure's size is its field, not an access of the wrong type at
   offset 0 (MismatchedElementAccess). */
struct anchor {
	struct anchor *next;
	unsigned size;
	unsigned free;
};

__attribute__((noinline)) int work(struct anchor *a, int n)
{
	int used = 0;
	for (struct anchor *p = a; p != NULL; p = p->next)
		used += (int)(p->size - p->free);
	return used + n;
}

__attribute__((noinline)) int run(int n)
{
	int ws[256];
	struct anchor *a = (struct anchor *)ws;
	a->next = NULL;
	a->size = 256;
	a->free = 252;
	return work(a, n);
}

// dtrans: %struct.anchor lacks=MismatchedElementAccess
int main(int argc, char **argv)
{
	(void)argv;
	return run(argc);
}
