// The other half (see a.c): a constant table of B, { ptr, ptr } under
// opaque pointers. In the opaque module the table is an array of P, but
// the tags of its loads name B: the table is an instance of B
// (GlobalInstance, HasInitializerList), as in the typed module.
struct B { const char *name; int (*fn)(int); };

static int one(int x) { return x + 1; }
static int two(int x) { return x + 2; }

static struct B table[] = {{"one", one}, {"two", two}};

int lookup(const char *name) {
	for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++)
		if (table[i].name[0] == name[0])
			return table[i].fn(i);
	return 0;
}
