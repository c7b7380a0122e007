#include "aliascheck.h"

int main(void) {
	int a, b;
	int *arr[4];
	arr[0] = &a;
	arr[2] = &b;
	int *x = arr[0];
	MAYALIAS(x, &a);
	NOALIAS(x, &b);
	NOALIAS(&arr[0], &arr[2]);
	MAYALIAS(&arr[1], &arr[1]);
	return 0;
}
