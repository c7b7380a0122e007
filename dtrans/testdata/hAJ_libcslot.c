// A local struct timespec set field by field and passed to nanosleep
// (lz4's UTIL_sleepMilli): clang 14's SLP vectorizer stores both fields
// by one <2 x i64> store, and its instcombine then makes the slot a
// <2 x i64>, which only typed IR's cast to nanosleep's parameter type
// calls a timespec (the opaque twin has no cast); clang 19 keeps the
// timespec slot and stores each field. nanosleep uses its argument as a
// timespec in both models, and the vector store counts one write of
// each field it covers, as the scalar stores do.
// dtrans: %struct.timespec has=AddressTaken
// dtrans[O2]: %struct.timespec field=0 reads=0 writes=2
// dtrans[O2]: %struct.timespec field=1 reads=0 writes=2
#include <time.h>

static void sleepMilli(long m) {
	struct timespec t;
	t.tv_sec = 0;
	t.tv_nsec = m * 1000000L;
	nanosleep(&t, 0);
}

int main(int argc, char **argv) {
	(void)argv;
	sleepMilli(1);
	if (argc > 1)
		sleepMilli(5);
	return 0;
}
