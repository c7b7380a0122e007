/* intptr.c: pointers through integers: ptrtoint/inttoptr round trips,
 * pointer-sized integers in memory, pointer arithmetic. */
#include <stdint.h>
#include "alias.h"

int x, y;
uintptr_t saved;

struct tagged { uintptr_t bits; };

int main(int argc, char **argv)
{
	uintptr_t u = (uintptr_t)&x;
	int *p = (int *)(u + 0);
	MAYALIAS(p, &x);
	NOALIAS(p, &y);
	saved = (uintptr_t)&y;
	int *q = (int *)saved;
	MAYALIAS(q, &y);
	struct tagged t;
	t.bits = (uintptr_t)&x | 1;
	int *r = (int *)(t.bits & ~(uintptr_t)1);
	MAYALIAS(r, &x);
	int arr[10];
	int *s = arr + argc;
	MAYALIAS(s, &arr[3]);
	return *p + *q + *r + *s;
}
