#include <stdlib.h>

/* A byte offset on a global variable whose class holds several types
   (sqlite3's sqlite3Config, whose address also reaches generic code): the
   variable's own type says what lies at that offset. Clang 19 at -O2
   addresses cfg.m.held as `getelementptr i8, ptr @cfg, i64 24`; LLVM
   merges the two null stores into a memset that covers two fields, which
   typed IR's getelementptr names as field 2 of struct methods. The
   offset is that field's address in both models (BadMemFuncSize), not a
   byte offset on a pointer to several types (AmbiguousGEP). */
struct methods {
	void *(*alloc)(int);
	void (*release)(void *);
	int (*held)(void *);
	int (*notheld)(void *);
};

struct config {
	int init;
	struct methods m;
	int size;
};

struct other {
	double x;
	long y;
};

static struct config cfg;
static struct other oth;

extern void keep(void *);

static void *xalloc(int n) { return malloc(n); }

// dtrans[O2]: %struct.methods has=BadMemFuncSize lacks=AmbiguousGEP
// dtrans[O2]: %struct.methods field=1 reads=0 writes=1
// dtrans: %struct.config lacks=AmbiguousGEP
__attribute__((noinline)) void setup(int debug)
{
	cfg.m.alloc = xalloc;
	cfg.m.release = free;
	cfg.m.held = 0;
	cfg.m.notheld = 0;
	cfg.init = debug;
}

/* keep sees the configuration or another structure: one class of both. */
// dtrans: %struct.other lacks=AmbiguousGEP
int main(int argc, char **argv)
{
	(void)argv;
	setup(argc);
	keep(argc > 1 ? (void *)&cfg : (void *)&oth);
	return cfg.size;
}
