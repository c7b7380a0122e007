// One half of the linked fixture of a renamed stack slot (see b.c):
// struct P is { ptr, ptr, i32 } under opaque pointers, like b.c's struct
// L, and comes first, so llvm-link 19 gives L's slot P's type.
struct P { char *name; char *value; int n; };

struct P gp = {"p", "q", 1};

static int pages[4] = {1, 2, 3, 4};

int get(int i);

void fill(int **pp) { *pp = pages; }

int main(int argc, char **argv) {
	return get(argc) + (gp.name[0] == argv[0][0]) + gp.n;
}
