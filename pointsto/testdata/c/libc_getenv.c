#include "aliascheck.h"

#include <stdlib.h>
#include <stdio.h>
int main(void) {
	int a;
	char *h = getenv("HOME");
	NOALIAS(h, &a);
	FILE *f = fopen("x", "r");
	NOALIAS(f, &a);
	if (f) fclose(f);
	return 0;
}
