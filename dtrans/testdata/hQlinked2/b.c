// The other half (see a.c): a table of system calls, { ptr, ptr, ptr }
// under opaque pointers, whose functions receive a struct St on the
// caller's stack. Clang 19 at -O2 drops Sys (only byte offsets reach
// it), llvm-link 19 types the table as a.c's P, and the tags of its
// accesses name Sys: its initializer's functions are Sys's fields'
// contents, not P's (which hold a.c's Q), as in the typed module, so
// that the calls through the table pass the St to those functions only.
struct St { long size; long mode; };
struct Sys { const char *name; int (*cur)(const char *, struct St *); int (*def)(const char *, struct St *); };

static int fa(const char *p, struct St *st) { st->size = p[0]; st->mode = 1; return 0; }
static int fb(const char *p, struct St *st) { st->size = p[1]; st->mode = 2; return 1; }

static struct Sys table[] = {{"a", fa, 0}, {"b", fb, 0}};

int sys(int i, const char *path) {
	struct St st;
	for (int k = 0; k < 2; k++)
		if (table[k].def)
			table[k].cur = table[k].def;
	if (table[i].cur(path, &st))
		return (int)st.size;
	return (int)st.mode + table[i].name[0];
}
