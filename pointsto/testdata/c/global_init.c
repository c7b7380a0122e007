#include "aliascheck.h"

int x, y;
int *gp = &x;
int **gpp = &gp;
int *garr[2] = { &x, &y };
int main(void) {
	MAYALIAS(*gpp, &x);
	NOALIAS(gp, &y);
	MAYALIAS(garr[1], &y);
	NOALIAS(garr[0], &y);
	return 0;
}
