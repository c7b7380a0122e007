// The other half of the -O2 linked fixture (see a.c): a Q on the stack,
// whose fields qlen reads. Under typed pointers Q ({ Q *, i32 }) is not
// P ({ i8 *, i32 }); in the opaque module the alloca is a %struct.P and
// the loads' TBAA tags say Q: one memory object, one C type, not
// BadCasting.
struct Q { struct Q *next; int n; };

__attribute__((noinline)) int qlen(struct Q *q) { return q->n + (q->next != 0); }

int useq(char *s, int n) {
	struct Q q = {(struct Q *)s, n};
	return qlen(&q);
}

// An R begins with a Q, which the opaque module calls P: the Q that qlen
// reads at R's address lies at offset 0 of the R, not BadCasting.
struct R { struct Q q; int pos; };

__attribute__((noinline)) int rlen(struct R *r) { return qlen(&r->q) + r->pos; }

int user(char *s, int n) {
	struct R r = {{(struct Q *)s, n}, n};
	return rlen(&r);
}
