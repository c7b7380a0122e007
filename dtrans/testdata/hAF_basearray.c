// The address of the first element of an array of structures at offset 0
// of its container is the container's address, as a base structure's is
// (baseField): C passes `b->env` (decayed to &b->env[0], a jmp_buf-like
// array of one structure) to external code, which clang 14 writes as a
// getelementptr to field 0's element 0 and clang 19 at -O2 folds into b.
// Passing it to code the analysis cannot see is no FieldAddressTaken on
// the container but AddressTaken, in every module, as clang 19's -O2
// module, which passes b, says; and so for a base structure (Obj's e).
// dtrans: %struct.Buf has=AddressTaken lacks=FieldAddressTaken
// dtrans: %struct.Obj has=AddressTaken lacks=FieldAddressTaken
struct Env {
	long regs[8];
	int mask;
};

struct Buf {
	struct Env env[1];
	int top, bot;
	struct Buf *next;
};

extern int save_env(struct Env *e);
extern void load_env(struct Env *e, int v);

struct Obj {
	struct Env e;
	int k;
};

struct Buf bufs[4];
struct Obj objs[2];
int n;

__attribute__((noinline)) int try(struct Buf *b, int x)
{
	b->top = x;
	b->bot = x + 1;
	if (save_env(b->env))
		return b->top + b->bot;
	return 0;
}

__attribute__((noinline)) void fail(struct Buf *b)
{
	load_env(b->env, 1);
}

__attribute__((noinline)) int keep(struct Obj *o)
{
	o->k = 2;
	return save_env(&o->e) + o->k;
}

int main(void)
{
	int r = keep(&objs[n]);
	r += try(&bufs[n], 3);
	if (r == 0)
		fail(&bufs[n]);
	return r + bufs[1].next->top;
}
