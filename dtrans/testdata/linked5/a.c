// One half of the linked fixture of a trailing array in a container
// clang 19 drops (see b.c): struct P is { i32, ptr } under opaque
// pointers, like b.c's struct Col, and comes first, so llvm-link 19
// gives Col's array P's type.
struct P { int n; struct P *next; };

struct P gp = {1, &gp};

int sum(int n);

int main(int argc, char **argv) {
	return sum(argc) + gp.next->n + (argv[0][0] == 0);
}
