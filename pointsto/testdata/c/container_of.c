#include "aliascheck.h"

#include <stddef.h>
struct link { struct link *next; };
struct item { int key; int *val; struct link l; };
#define ITEM(p) ((struct item *)((char *)(p) - offsetof(struct item, l)))
int main(void) {
	int a;
	struct item it;
	it.val = &a;
	struct link *lp = &it.l;
	struct item *ip = ITEM(lp);
	MAYALIAS(ip, &it);
	/* ip is pointer arithmetic on &it.l: an access through it may cover
	 * the whole item, so it overlaps the item's fields. */
	MAYALIAS(ip, &it.l);
	MAYALIAS(ip, &it.val);
	MAYALIAS(ip->val, &a);
	return 0;
}
