// One half of the linked fixture of a trailing array whose elements
// llvm-link 19 renames (see b.c): struct P is { i32, ptr } under opaque
// pointers, like b.c's struct Col, and comes first, so llvm-link 19
// gives Col's array P's type. Nothing stores a pointer to a P in a
// global variable.
struct P { int n; short *s; };

struct P gp = {1, 0};

int sum(int n);

int main(int argc, char **argv) {
	return sum(argc) + gp.n + (argv[0][0] == 0);
}
