/* global_array.c: global arrays of structs: one partially initialized
 * (clang gives it a literal struct type), one zero-initialized and written
 * in one function and read in another, one static inside a function; an
 * array of ints and a single global struct are not arrays of structs. */
#include <stdio.h>

struct entry {
	const char *name;
	int id;
	int flags;
};

struct stats {
	long hits, misses;
};

struct entry table[64] = { { "alpha", 1, 0 }, { "beta", 2, 1 } };
struct stats counters[16];
int plain[32];
struct stats single;

// want: global %struct.entry global=@table count=64 accesses>=1
// want: global %struct.stats global=@counters count=16 accesses>=1
// want: global %struct.entry global=@lookup.cache count=8 accesses>=1

__attribute__((noinline)) void record(int i, int hit)
{
	if (hit)
		counters[i % 16].hits++;
	else
		counters[i % 16].misses++;
	plain[i % 32]++;
	single.hits += hit;
}

__attribute__((noinline)) int lookup(int id)
{
	static struct entry cache[8];
	for (int i = 0; i < 64; i++)
		if (table[i].id == id) {
			cache[id % 8] = table[i];
			record(i, 1);
			return i;
		}
	record(id, 0);
	return cache[id % 8].id;
}

int main(int argc, char **argv)
{
	table[argc % 64].id = argc;
	int r = lookup(argc);
	long h = 0;
	for (int i = 0; i < 16; i++)
		h += counters[i].hits - counters[i].misses;
	printf("%d %ld %d %ld\n", r, h, plain[argc % 32], single.hits);
	return 0;
}
