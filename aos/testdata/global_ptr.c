/* global_ptr.c: a global pointer set in one function and indexed in
 * others. */
#include <stdio.h>
#include <stdlib.h>

struct account {
	long balance;
	int owner;
};

struct account *accounts;
int naccounts;

// want: heap %struct.account fn=setup count=? accesses>=2

__attribute__((noinline)) void setup(int n)
{
	accounts = malloc(n * sizeof(struct account));
	naccounts = n;
}

__attribute__((noinline)) void deposit(int i, long amount)
{
	accounts[i].balance += amount;
}

__attribute__((noinline)) long total(void)
{
	long t = 0;
	for (int i = 0; i < naccounts; i++)
		t += accounts[i].balance;
	return t;
}

int main(int argc, char **argv)
{
	setup(argc + 8);
	for (int i = 0; i < naccounts; i++) {
		accounts[i].owner = i;
		accounts[i].balance = 0;
	}
	deposit(argc % naccounts, 100);
	printf("%ld\n", total());
	return 0;
}
