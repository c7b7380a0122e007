// The other half (see a.c): an option table whose void * data points to
// globals of struct FD and struct OD, { ptr, ptr } under opaque pointers,
// each holding the anchor and the last link of a list. Clang 19 at -O2
// drops FD and OD (only byte offsets reach them), llvm-link 19 types the
// globals as a.c's P, and only the tags of the accesses through the data
// pointer name FD and OD: the globals are instances of the rebuilt types
// (GlobalInstance, HasInitializerList), as in the typed module.
#include <stdlib.h>

struct F { struct F *next; char *name; };
struct FD { struct F **anchor; struct F **last; };
struct O { struct O *next; int num; };
struct OD { struct O **anchor; struct O **last; };

static struct F *files, *files_last;
static struct O *only, *only_last;
static struct FD files_data = {&files, &files_last};
static struct OD only_data = {&only, &only_last};

struct option { int type; void *data; };
static struct option options[] = {{0, &files_data}, {1, &only_data}, {2, 0}};

int option(int kind, const char *arg) {
	struct option *op = &options[kind];
	if (op->type == 0) {
		struct FD *fd = (struct FD *)op->data;
		struct F *f = malloc(sizeof *f);
		f->next = 0;
		f->name = (char *)arg;
		if (*fd->anchor == 0)
			*fd->anchor = f;
		else
			(*fd->last)->next = f;
		*fd->last = f;
	} else if (op->type == 1) {
		struct OD *od = (struct OD *)op->data;
		struct O *o = malloc(sizeof *o);
		o->next = 0;
		o->num = arg[0];
		if (*od->anchor == 0)
			*od->anchor = o;
		else
			(*od->last)->next = o;
		*od->last = o;
	}
	int n = 0;
	for (struct F *f = files; f; f = f->next)
		n += f->name[0];
	for (struct O *o = only; o; o = o->next)
		n += o->num;
	return n;
}
