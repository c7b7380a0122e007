// One half of the linked fixture of a renamed stack slot whose field
// contents matter (see b.c): struct P is { ptr, ptr, i32 } under opaque
// pointers, like b.c's struct L, and comes first, so llvm-link 19 gives
// L's slot P's type. P's value field holds the address of an Obj's
// scalar field.
struct P { char *name; char *value; int n; };
struct Obj { int id; char tag; char flags[3]; };

struct P gp = {"p", "q", 1};
struct Obj obj = {7, 't', {0, 0, 0}};

static int pages[128];

int get(int i);

__attribute__((noinline)) void setv(struct P *p) { p->value = &obj.tag; }

void fill(int **pp) { *pp = pages; }

int main(int argc, char **argv) {
	setv(&gp);
	return get(argc) + (gp.name[0] == argv[0][0]) + gp.n + *gp.value + obj.id;
}
