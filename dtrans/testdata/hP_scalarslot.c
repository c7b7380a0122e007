/* A stack slot of a scalar type that a PHI merges with a field's
   address: SROA splits the local structure s and leaves its union as an
   i64 slot, whose address pp merges with &c->p (sqlite3's
   sqlite3GenerateConstraintChecks, whose IndexIterator's union sits in
   one PHI with &aIdx[0].p). The slot's own accesses, an i64 and an i32
   store among them, are the slot's, not accesses of Cover's field 0:
   no MismatchedElementAccess, and the field counts only the store
   through pp and main's accesses. */
struct Index {
	int a;
	int b;
};

struct Cover {
	struct Index *p;
	int ix;
};

__attribute__((noinline)) int use(struct Index **pp)
{
	return (*pp)->a;
}

__attribute__((noinline)) long long pick(struct Cover *c, int k, struct Index *q)
{
	struct {
		int tag;
		union {
			long long v;
			int i;
			struct Index *p;
		} u;
	} s;
	struct Index **pp;
	s.tag = k;
	s.u.v = k;
	if (k > 3) {
		s.u.i = k + 1;
		pp = &c->p;
	} else {
		s.u.p = q;
		pp = &s.u.p;
	}
	*pp = q + 1;
	return s.u.v + s.tag;
}

int main(int argc, char **argv)
{
	struct Index x = {argc, 2};
	struct Cover c = {&x, 0};
	(void)argv;
	return (int)pick(&c, argc, &x) + c.p->b;
}
// dtrans[O2]: %struct.Cover lacks=MismatchedElementAccess
// dtrans[O2]: %struct.Cover field=0 reads=1 writes=2
