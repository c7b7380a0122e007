/* a.c's P, { struct X *, int }: llvm-link (14 and 19) gives b.c's T, of
   the same layout and pointee, P's type. */
struct X {
	int v;
};

struct P {
	struct X *x;
	int n;
};

int usep(struct P *p, int k)
{
	return p[k].x->v + p[k].n;
}
