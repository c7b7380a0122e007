#include "aliascheck.h"

#include <string.h>
#include <stdlib.h>
int main(int argc, char **argv) {
	char buf[32], other[32];
	char *r = strcpy(buf, "hello");
	MAYALIAS(r, buf);
	char *c = strchr(buf, 'l');
	MAYALIAS(c, buf);
	NOALIAS(c, other);
	char *d = strdup(buf);
	NOALIAS(d, buf);
	char *e = strcat(other, buf);
	MAYALIAS(e, other);
	free(d);
	return 0;
}
