#include <stdlib.h>

/* A function called through a pointer that ignores its structure
   parameter (sqlite3's unix IoFinder functions, `posixIoFinderImpl(const
   char *z, unixFile *p)`, called with a vfs file's unixFile, and
   reached through the same generic class of function pointers as
   sqlite3GlobalConfig.xAltLocaltime, which toLocaltime calls with its
   struct tm). At -O2 nothing uses the parameter; at -O0 it is stored to
   its stack slot, and (void)c loads it back into a value nothing uses.
   Typed IR declares it a struct conf *, and that declaration, applied to
   a class no use types, made every second argument of the calls through
   the pointer a struct conf: the struct stamp passed by one call and
   the struct conf by the other were one memory used as two types
   (BadCasting). Opaque IR has no declaration; its callers disagree and
   stay apart. */

struct conf {
	int a;
	long b;
};

struct stamp {
	long t;
	int z;
};

__attribute__((noinline)) static int ignore_conf(const char *name, struct conf *c)
{
	(void)c;
	return name[0];
}

__attribute__((noinline)) static int name_only(const char *name, void *p)
{
	(void)p;
	return name[1];
}

int (*hook)(const char *, void *);

// dtrans: %struct.conf lacks=BadCasting
// dtrans: %struct.stamp lacks=BadCasting
int main(int argc, char **argv)
{
	struct stamp s;
	struct conf *c = calloc(1, sizeof *c);
	(void)argv;
	if (c == NULL)
		return 1;
	c->a = argc;
	s.t = argc;
	s.z = 0;
	hook = argc > 1 ? (int (*)(const char *, void *))ignore_conf : name_only;
	return hook("xy", &s) + hook("yz", c) + c->a + (int)s.t;
}
