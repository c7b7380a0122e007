/* An element of an array of structures, `&v->aOp[i]`, merged in a PHI
   with the address of a variable of the same type (sqlite3VdbeGetOp
   returns &dummy for an index out of range), and read as a whole: the
   copy's loads carry no struct-path tag (tbaa.struct), and the class of
   the pointers has several types (generic code keeps them all as
   void *). Typed IR's getelementptrs to the fields name the structure;
   in opaque IR the step by a variable number of whole structures from a
   pointer that means that structure says it too: the PHI points to an
   op, and the byte offsets are its fields. */

struct op {
	unsigned char opcode;
	signed char p4type;
	unsigned short p5;
	int p1, p2, p3;
	void *p4;
};

struct vm {
	int nop;
	struct op *aOp;
};

struct other {
	long a, b;
};

static struct op dummy;
void *slot;

__attribute__((noinline)) void keepop(struct vm *v)
{
	slot = v->aOp;
}

__attribute__((noinline)) void keepother(struct other *o)
{
	o->a = 1;
	slot = o;
}

__attribute__((noinline)) int firstp2(struct vm *v)
{
	return v->aOp->p2;
}

__attribute__((noinline)) static struct op *getop(struct vm *v, int i)
{
	if (i < 0 || i >= v->nop)
		return &dummy;
	return &v->aOp[i];
}

// dtrans[O2]: %struct.op field=0 reads=1 writes=0
// dtrans[O2]: %struct.op field=3 reads=1 writes=0
__attribute__((noinline)) int use(struct vm *v, int i)
{
	struct op o = *getop(v, i);
	return o.opcode + o.p1;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct op ops[4];
	static struct vm v = {4, ops};
	static struct other ot;
	keepop(&v);
	keepother(&ot);
	return use(&v, argc) + firstp2(&v);
}
