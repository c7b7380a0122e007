#include <stdlib.h>

/* A structure of chars only (sqlite3's VdbeOpList { u8 opcode; signed char
   p1, p2, p3; }) that clang 19 reaches only through byte offsets at -O2 and
   drops: rebuilt from TBAA, whose last member, a char, may as well be a
   char array (TBAA calls both "omnipotent char"), so its size is a lower
   bound. A walk over an array of them (`p++`, a PHI of the array and the
   step from it) steps over whole structures, as typed IR's getelementptr
   says: the step is not an address inside the last member, and the
   structure is not BadCasting. */
struct op {
	unsigned char opcode;
	signed char p1;
	signed char p2;
	signed char p3;
};

__attribute__((noinline)) static int sum(const struct op *p, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++, p++)
		s += p->opcode + p->p1 + p->p2 + p->p3;
	return s;
}

// dtrans: %struct.op lacks=BadCasting,FieldAddressTaken,UnsafePtrMerge
int main(int argc, char **argv)
{
	(void)argv;
	unsigned char *b = malloc((size_t)argc * sizeof(struct op));
	if (b == NULL)
		return 1;
	for (size_t i = 0; i < (size_t)argc * sizeof(struct op); i++)
		b[i] = (unsigned char)i;
	int s = sum((const struct op *)b, argc);
	free(b);
	return s;
}
