#include <stdio.h>
#include <stdlib.h>

/* Lists whose anchors an option table reaches through one void * (pcre2grep's
   fndatastr, omdatastr and patdatastr, each a pair of pointers to a list's
   head and tail variables): the code reads the head through the option's
   data pointer, `*(fd->anchor)`, a load at offset 0 of a pointer to one of
   three global variables of three structure types. Typed IR's
   getelementptr names the structure's first field; opaque IR loads through
   the data pointer itself, and only the struct-path TBAA tag of the load
   (fndata, offset 0) says which field it reads. The three lists are not one
   memory: no list is BadCasting. */
struct fn {
	struct fn *next;
	char *name;
};

struct om {
	struct om *next;
	int num;
};

struct pat {
	struct pat *next;
	char *str;
	long len;
};

struct fndata {
	struct fn **anchor;
	struct fn **last;
};

struct omdata {
	struct om **anchor;
	struct om **last;
};

struct patdata {
	struct pat **anchor;
	struct pat **last;
};

struct option {
	int type;
	void *data;
};

static struct fn *fns, *fns_last;
static struct om *oms, *oms_last;
static struct pat *pats, *pats_last;
static struct fndata fnd = {&fns, &fns_last};
static struct omdata omd = {&oms, &oms_last};
static struct patdata patd = {&pats, &pats_last};

static struct option options[] = {{1, &fnd}, {2, &omd}, {3, &patd}, {0, NULL}};

// dtrans: %struct.fn lacks=BadCasting,UnsafePointerStore,AmbiguousPointerTarget,UnsafePtrMerge
// dtrans: %struct.om lacks=BadCasting,UnsafePointerStore,AmbiguousPointerTarget,UnsafePtrMerge
// dtrans: %struct.pat lacks=BadCasting,UnsafePointerStore,AmbiguousPointerTarget,UnsafePtrMerge
// dtrans: %struct.fndata has=BadCasting
int main(int argc, char **argv)
{
	long sum = 0;
	for (int i = 1; i < argc; i++) {
		struct option *op = &options[argv[i][0] % 3];
		if (op->type == 1) {
			struct fndata *fd = op->data;
			struct fn *f = malloc(sizeof *f);
			if (f == NULL)
				return 1;
			f->next = NULL;
			f->name = argv[i];
			if (*fd->anchor == NULL)
				*fd->anchor = f;
			else
				(*fd->last)->next = f;
			*fd->last = f;
		} else if (op->type == 2) {
			struct omdata *od = op->data;
			struct om *o = malloc(sizeof *o);
			if (o == NULL)
				return 1;
			o->next = NULL;
			o->num = i;
			if (*od->anchor == NULL)
				*od->anchor = o;
			else
				(*od->last)->next = o;
			*od->last = o;
		} else if (op->type == 3) {
			struct patdata *pd = op->data;
			struct pat *p = malloc(sizeof *p);
			if (p == NULL)
				return 1;
			p->next = NULL;
			p->str = argv[i];
			p->len = i;
			if (*pd->anchor == NULL)
				*pd->anchor = p;
			else
				(*pd->last)->next = p;
			*pd->last = p;
		}
	}
	for (struct fn *f = fns; f != NULL; f = f->next)
		sum += f->name[0];
	for (struct om *o = oms; o != NULL; o = o->next)
		sum += o->num;
	for (struct pat *p = pats; p != NULL; p = p->next)
		sum += p->len + p->str[0];
	printf("%ld\n", sum);
	return 0;
}
