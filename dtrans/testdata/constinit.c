#include <string.h>

/* A local array of structures with a constant initializer (sqlite3's
   Fts5Enum aDetail[] in fts5ConfigParseSpecial): clang 14 at -O0 clears
   it and stores its non-zero fields, clang 19 copies a constant global
   (@__const.parse_detail.aDetail) into it. The copy writes the same
   fields: each non-zero field of the initializer is one write, in
   either module. (The constant is a global instance of the structure
   in clang 19's module only: the global fallback gives the structure
   one in both.) */

struct enumval {
	const char *name;
	int value;
};

__attribute__((noinline)) int set_enum(const struct enumval *a, const char *z, int *out)
{
	int i;
	for (i = 0; a[i].name != NULL; i++) {
		if (strcmp(a[i].name, z) == 0) {
			*out = a[i].value;
			return 0;
		}
	}
	return 1;
}

// dtrans[O0]: %struct.enumval field=0 reads=2 writes=3
// dtrans[O0]: %struct.enumval field=1 reads=1 writes=2
__attribute__((noinline)) int parse_detail(const char *z, int *out)
{
	struct enumval aDetail[] = {
		{"none", 1},
		{"full", 0},
		{"columns", 2},
		{0, 0},
	};
	return set_enum(aDetail, z, out);
}

struct enumval fallback = {"default", 3};

int main(int argc, char **argv)
{
	int v = 0;
	if (argc < 2)
		return set_enum(&fallback, "default", &v);
	return parse_detail(argv[1], &v) + v;
}
