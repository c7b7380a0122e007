// A pointer stepped back from an array field to the fields before it
// (pcre2's do_callout: `Fovector - 2`, the frame's ovector array, passed
// as the callout's offset vector, whose first two slots are the two
// fields before the array). Typed IR's getelementptr says the array at
// index -2, opaque IR's byte offset the field there; the address is that
// field's, in both models: the accesses through the pointer are the
// fields' (at -O2, where LLVM folds the two steps into one
// getelementptr; -O0 code steps back from the array's first element).
#include <stdio.h>
#include <stdlib.h>

struct Frame {
	const char *code;
	long last;
	long top;
	long vec[8];
};

__attribute__((noinline)) static long callout(long *ov, int n) {
	long s0 = ov[0], s1 = ov[1], sum = 0;
	ov[0] = ov[1] = -1;
	for (int i = 2; i < n; i++)
		sum += ov[i];
	ov[0] = s0;
	ov[1] = s1;
	return sum;
}

// dtrans[O2]: %struct.Frame field=1 reads=2 writes=2
// dtrans[O2]: %struct.Frame field=3 reads=0 writes=0
__attribute__((noinline)) static long run(struct Frame *F) {
	long *ov = F->vec - 2;
	return callout(ov, 6);
}

int main(int argc, char **argv) {
	struct Frame *F = calloc(1, sizeof *F);
	if (!F)
		return 1;
	F->code = argv[0];
	F->last = argc;
	F->top = 2;
	F->vec[0] = 1;
	long r = run(F);
	printf("%ld %ld %ld\n", r, F->last, F->top);
	free(F);
	return 0;
}
