#include "aliascheck.h"

#include <stdarg.h>
static int *first(int n, ...) {
	va_list ap;
	va_start(ap, n);
	int *p = va_arg(ap, int *);
	va_end(ap);
	return p;
}
int main(void) {
	int a, b;
	int *r = first(1, &a);
	MAYALIAS(r, &a);
	NOALIAS(r, &b);
	return 0;
}
