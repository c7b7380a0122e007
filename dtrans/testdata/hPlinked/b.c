/* b.c's T, which llvm-link types as a.c's P (sqlite3's Fts5PhraseIter,
   the shell's anon.5 in clang 14's module). Typed IR addresses t->a and
   t->b through getelementptrs on P, whose accesses' tags name T; opaque
   IR through t and a byte offset from it. The address of t->a passed to
   a function that stores a char * through it is T's field's
   (FieldAddressTaken on T, not on P), and the stores inlined from put,
   tagged "any pointer", write T's field 0. set also writes a global
   char *: its parameter is no T. */
struct T {
	char *a;
	char *b;
};

char *lookup(int i);

static inline void put(char **pp, char *v)
{
	*pp = v;
}

__attribute__((noinline)) static void set(char **pp, char *v)
{
	*pp = v;
}

__attribute__((noinline)) static int first(struct T *t, int c)
{
	set(&t->a, lookup(c));
	if (t->a == 0)
		return 1;
	if (c > 3)
		put(&t->a, lookup(c + 1));
	else
		put(&t->a, 0);
	t->b = t->a + 1;
	return 0;
}

char *saved;

int main(int argc, char **argv)
{
	struct T t;
	set(&saved, argv[0]);
	return first(&t, argc) + (t.b != 0) + (saved != 0);
}
