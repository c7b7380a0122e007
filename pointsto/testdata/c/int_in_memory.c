#include "aliascheck.h"

#include <stdint.h>
int main(void) {
	int a;
	uintptr_t cell;
	uintptr_t *pc = &cell;
	*pc = (uintptr_t)&a;
	int *p = (int *)*pc;
	MAYALIAS(p, &a);
	return 0;
}
