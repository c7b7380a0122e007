#include <stdlib.h>

/* A table of pointers from calloc, cast to struct node ** (libpng's
   png_set_quantize hash, a png_dsortpp), whose address also goes where
   generic code keeps every object (here a void * variable), so that its class holds several structures. The cast
   declares what the table holds, not what every object of that class
   holds at offset 0: the pointers loaded from the generic memory as
   char * (and the string literal stored there, a global) are no
   pointers to struct node. Opaque IR has no such declaration. */

struct a {
	int x;
	char *name;
};

struct b {
	double w;
	int k;
};

struct node {
	struct node *next;
	char v;
};

void *generic;

__attribute__((noinline)) char *first_row(void)
{
	return *(char **)generic;
}

__attribute__((noinline)) int quantize(int n)
{
	struct node **hash = (struct node **)calloc(16, sizeof(struct node *));
	struct node *t;
	int i, sum = 0;
	if (hash == NULL)
		return 0;
	for (i = 0; i < n; i++) {
		t = (struct node *)malloc(sizeof(struct node));
		if (t == NULL)
			break;
		t->v = (char)i;
		t->next = hash[i & 15];
		hash[i & 15] = t;
	}
	for (i = 0; i < 16; i++)
		for (t = hash[i]; t != NULL; t = t->next)
			sum += t->v;
	generic = hash;
	return sum;
}

// dtrans: %struct.node lacks=GlobalPtr
// dtrans: %struct.a has=GlobalPtr
int main(int argc, char **argv)
{
	struct a *pa = malloc(sizeof *pa);
	struct b *pb = malloc(sizeof *pb);
	char *row;
	int sum = 0;
	(void)argv;
	if (pa == NULL || pb == NULL)
		return 1;
	pa->x = argc;
	pa->name = NULL;
	pb->w = 1.0;
	pb->k = argc;
	generic = pa;
	sum += first_row() != NULL;
	generic = pb;
	sum += first_row() != NULL;
	generic = "";
	row = first_row();
	return sum + quantize(argc) + pa->x + pb->k + (row != NULL);
}
