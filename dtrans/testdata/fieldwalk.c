/* A loop over an array of structures through its first field's address:
   clang 14 at -O2 keeps &l->name and steps over the structure in units of
   that pointer field (lua's luaL_setfuncs); the loads through it carry
   the structure's TBAA tag at offset 0. A pointer to a structure and a
   pointer to its first field are one address (the seed's safe cast to the
   first element): not BadCasting. */
#include <stddef.h>

struct Reg {
	const char *name;
	int (*func)(int);
};

static int twice(int x) { return 2 * x; }
static const struct Reg regs[] = {{"a", twice}, {"b", NULL}, {NULL, NULL}};
static volatile long sink;

__attribute__((noinline)) static void push(int (*f)(int), int n) { sink += f ? f(n) : n; }
__attribute__((noinline)) static void setf(int i, const char *name) { sink += i + name[0]; }

// dtrans[O2]: %struct.Reg lacks=BadCasting,UnsafePtrMerge
__attribute__((noinline)) void setfuncs(const struct Reg *l, int nup)
{
	for (; l->name != NULL; l++) {
		if (l->func == NULL)
			push(NULL, 0);
		else {
			for (int i = 0; i < nup; i++)
				push(NULL, -nup);
			push(l->func, nup);
		}
		setf(-(nup + 2), l->name);
	}
}

int main(int argc, char **argv)
{
	setfuncs(regs, argc);
	return (int)sink;
}
