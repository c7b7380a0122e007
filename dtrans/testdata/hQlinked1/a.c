// One half of a linked fixture of globals reached through a generic
// pointer (see b.c): struct P is { ptr, ptr } under opaque pointers, like
// b.c's FD and OD, and comes first, so llvm-link 19 gives their globals
// P's name.
struct P { char *first; char *second; };

struct P gp = {"p", "q"};

int option(int kind, const char *arg);

int main(int argc, char **argv) {
	return option(argc & 1, argv[argc - 1]) + (gp.first[0] == argv[0][0]);
}
