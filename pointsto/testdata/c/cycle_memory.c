#include "aliascheck.h"

int main(int argc, char **argv) {
	int a, b;
	int *x = &a, *y = &b;
	int **px = &x, **py = &y;
	for (int i = 0; i < argc; i++) {
		int *t = *px;
		*px = *py;
		*py = t;
	}
	MAYALIAS(x, &b);
	MAYALIAS(y, &a);
	NOALIAS(px, py);
	return 0;
}
