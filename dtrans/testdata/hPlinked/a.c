/* a.c's P, { char *, char * }: llvm-link (14 and 19) gives b.c's T, of
   the same layout and pointees, P's type. */
struct P {
	char *name;
	char *value;
};

struct P table[2] = {{"a", "b"}, {"c", "d"}};

char *lookup(int i)
{
	return table[i & 1].value;
}
