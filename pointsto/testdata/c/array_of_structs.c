#include "aliascheck.h"

struct E { int *key; int *val; };
int main(int argc, char **argv) {
	int k, v;
	struct E tab[8];
	tab[argc].key = &k;
	tab[1].val = &v;
	int *x = tab[2].key;
	MAYALIAS(x, &k);
	MAYALIAS(tab[argc].val, &v);
	return 0;
}
