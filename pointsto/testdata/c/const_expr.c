#include "aliascheck.h"

/* name + 1 and (char *)1 appear only in comparisons: the constraint
 * graph has no node for them, and Alias must resolve the first to @name
 * and answer MayAlias for the second (TestConstantExpressions). */
char name[16];
char other[16];
int at_one(const char *p) { return p == name + 1 || p == (char *)1; }
int main(void) {
	char *q = name;
	MAYALIAS(q, name);
	NOALIAS(q, other);
	return at_one(q + 1);
}
