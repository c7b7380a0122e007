#include <stdlib.h>

/* Structures whose first field is a structure (brotli's MetaBlockSplit
   and its BlockSplits): a splitter keeps a pointer to the split it fills,
   the first field of a struct meta or of a struct block. Under opaque
   pointers LLVM folds &mb->literal and &b->split, at offset 0, into mb
   and b, so the stores of the split pointers store the containers'
   addresses; the analysis takes each for its first field's address
   where the memory holds struct split pointers, as typed IR's
   getelementptr says, and the two containers are not one object used as
   two types. */
struct split {
	int *types;
	size_t num;
};

struct meta {
	struct split literal;
	struct split command;
	int *context;
	size_t contexts;
};

struct block {
	struct split split;
	int last;
};

struct splitter {
	size_t alphabet;
	struct split *split;
	size_t count;
};

__attribute__((noinline)) static void add(struct splitter *s, int v)
{
	struct split *sp = s->split;
	sp->types[sp->num++] = v;
	s->count++;
}

__attribute__((noinline)) static void finish(struct splitter *s)
{
	struct split *sp = s->split;
	sp->types = realloc(sp->types, (sp->num + 1) * sizeof *sp->types);
}

__attribute__((noinline)) void build(struct meta *mb, const int *in, int n)
{
	struct splitter lit, cmd;
	mb->context = malloc(16 * sizeof *mb->context);
	mb->contexts = 16;
	lit.alphabet = 256;
	lit.split = &mb->literal;
	lit.count = 0;
	cmd.alphabet = 704;
	cmd.split = &mb->command;
	cmd.count = 0;
	for (int i = 0; i < n; i++) {
		add(&lit, in[i]);
		add(&cmd, in[i] >> 8);
	}
	finish(&lit);
	finish(&cmd);
}

__attribute__((noinline)) void fill(struct block *b, const int *in, int n)
{
	struct splitter s;
	s.alphabet = 16;
	s.split = &b->split;
	s.count = 0;
	for (int i = 0; i < n; i++)
		add(&s, in[i]);
	finish(&s);
	b->last = in[n - 1];
}

// dtrans: %struct.meta lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge,AmbiguousGEP
// dtrans: %struct.block lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge,AmbiguousGEP
// dtrans: %struct.split lacks=BadCasting,AmbiguousPointerTarget,UnsafePointerStore,UnsafePtrMerge,AmbiguousGEP
int main(int argc, char **argv)
{
	(void)argv;
	struct meta *mb = calloc(1, sizeof *mb);
	struct block *b = calloc(1, sizeof *b);
	mb->literal.types = malloc(64 * sizeof(int));
	mb->command.types = malloc(64 * sizeof(int));
	b->split.types = malloc(64 * sizeof(int));
	int in[4] = {argc, argc + 1, argc + 2, argc + 3};
	build(mb, in, 4);
	fill(b, in, 4);
	return (int)mb->literal.num + mb->context[0] + b->last;
}
