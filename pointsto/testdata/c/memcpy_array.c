#include "aliascheck.h"

#include <string.h>
int main(void) {
	int a, b;
	int *src[2] = { &a, &b };
	int *dst[2];
	memmove(dst, src, sizeof src);
	MAYALIAS(dst[0], &a);
	MAYALIAS(dst[1], &b);
	return 0;
}
