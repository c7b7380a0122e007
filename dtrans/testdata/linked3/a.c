// One half of the linked fixture of a renamed global (see b.c): struct P
// is { ptr, ptr } under opaque pointers, like b.c's struct B, and comes
// first, so llvm-link 19 gives B's table P's name.
struct P { char *first; char *second; };

struct P gp = {"p", "q"};

int lookup(const char *name);

int main(int argc, char **argv) {
	return lookup(argv[argc - 1]) + (gp.first[0] == argv[0][0]);
}
