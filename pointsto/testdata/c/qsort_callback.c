#include "aliascheck.h"

#include <stdlib.h>
static int *seen;
static int cmp(const void *x, const void *y) { seen = (int *)x; (void)y; return 0; }
int main(void) {
	int arr[4] = { 3, 1, 2, 0 };
	qsort(arr, 4, sizeof arr[0], cmp);
	MAYALIAS(seen, arr);
	return 0;
}
