// One half of the -O2 linked fixture (see b.c): struct P is { ptr, i32 }
// under opaque pointers, like b.c's struct Q; llvm-link gives Q's memory
// P's name there, and Q is known only by its TBAA name.
struct P { char *name; int len; };

struct P gp = {"p", 1};

int useq(char *s, int n);
int user(char *s, int n);

int main(int argc, char **argv) {
	return useq(argv[0], argc) + user(argv[0], argc) + gp.len;
}
