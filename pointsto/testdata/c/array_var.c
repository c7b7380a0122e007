#include "aliascheck.h"

int main(int argc, char **argv) {
	int a, b;
	int *arr[4];
	arr[0] = &a;
	arr[3] = &b;
	int *x = arr[argc & 3];
	MAYALIAS(x, &a);
	MAYALIAS(x, &b);
	MAYALIAS(&arr[argc & 3], &arr[0]);
	return 0;
}
