// One half of the linked fixture of two C types of one layout (see b.c):
// struct P is { ptr, ptr } under opaque pointers, like b.c's A and B, and
// comes first, so llvm-link 19 gives A and B P's type.
struct P { char *name; char *value; };

struct P gp = {"p", "q"};

int run(int argc, char **argv);

int main(int argc, char **argv) {
	return run(argc, argv) + (gp.name[0] == argv[0][0]);
}
