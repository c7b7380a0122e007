#include "aliascheck.h"

#include <stdint.h>
int main(void) {
	int a, b;
	uintptr_t ia = (uintptr_t)&a;
	int *p = (int *)ia;
	MAYALIAS(p, &a);
	uintptr_t ib = (uintptr_t)&b + 0;
	int *q = (int *)ib;
	MAYALIAS(q, &b);
	return 0;
}
