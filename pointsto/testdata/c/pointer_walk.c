#include "aliascheck.h"

int main(int argc, char **argv) {
	char buf[64];
	char other[8];
	char *p = buf;
	while (*p && p < buf + 63)
		p++;
	MAYALIAS(p, buf);
	MAYALIAS(p, &buf[10]);
	NOALIAS(p, other);
	return 0;
}
