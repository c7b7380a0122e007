#include <stdlib.h>

/* A function whose pointer parameter only goes to free (lz4's
   XXH_free): passing an object to it frees the object, as passing it
   to free does, and takes no address. Its parameter is a
   void * that nothing uses as a structure: before, each object passed
   was AddressTaken ("passed as an untyped pointer"), in both models. */

struct obj {
	int id;
	double weight;
};

struct pair {
	struct obj *left;
	struct obj *right;
};

__attribute__((noinline)) static void release(void *p)
{
	if (p != NULL)
		free(p);
}

__attribute__((noinline)) static void release_via(void *p)
{
	release(p);
}

// dtrans: %struct.obj lacks=AddressTaken
// dtrans: %struct.pair lacks=AddressTaken
int main(int argc, char **argv)
{
	struct obj *o = malloc(sizeof *o);
	struct pair *pr = malloc(sizeof *pr);
	int r;
	(void)argv;
	if (o == NULL || pr == NULL)
		return 1;
	o->id = argc;
	o->weight = 1.5;
	pr->left = o;
	pr->right = NULL;
	r = pr->left->id;
	release(o);
	release_via(pr);
	return r;
}
