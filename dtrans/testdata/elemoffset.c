/* A pointer loaded from an element of an array of pointers that is
   loaded from a field (sqlite3VdbeExec's `pC = p->apCsr[pOp->p1]`), used
   only through a byte offset whose access has a scalar tag (the union
   member pC->uc.pCursor): nothing but its meaning types it (the array's
   elements loaded elsewhere are used as cursors), and the byte offset,
   pending for want of a class, is that structure's field, as typed IR's
   getelementptr says. */

struct bt {
	long key;
	long size;
};

struct cur {
	int kind;
	int n;
	union {
		struct bt *b;
		void *p;
	} uc;
};

struct vm {
	int n;
	struct cur **apCsr;
};

__attribute__((noinline)) int kindof(struct vm *v, int i)
{
	return v->apCsr[i]->kind;
}

// dtrans[O2]: %struct.cur lacks=AmbiguousGEP
// dtrans[O2]: %union.anon field=0 reads=1 writes=0
__attribute__((noinline)) long key(struct vm *v, int i)
{
	struct cur *c = v->apCsr[i];
	return c->uc.b->key;
}

int main(int argc, char **argv)
{
	(void)argv;
	static struct bt b;
	static struct cur c0 = {1, 0, {&b}};
	static struct cur *tab[1] = {&c0};
	static struct vm v = {1, tab};
	return kindof(&v, 0) + (int)key(&v, argc - 1);
}
