#include "aliascheck.h"

int a, b, c;
static int *fa(void) { return &a; }
static int *fb(void) { return &b; }
static int *fc(void) { return &c; }
static int *(*table[])(void) = { fa, fb };
int main(int argc, char **argv) {
	int *p = table[argc & 1]();
	MAYALIAS(p, &a);
	MAYALIAS(p, &b);
	NOALIAS(p, &c);
	int *q = fc();
	MUSTALIAS(q, &c);
	return 0;
}
