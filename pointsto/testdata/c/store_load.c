#include "aliascheck.h"

int g1, g2;
int main(void) {
	int *slot;
	int **ps = &slot;
	*ps = &g1;
	int *r = *ps;
	MAYALIAS(r, &g1);
	NOALIAS(r, &g2);
	return 0;
}
