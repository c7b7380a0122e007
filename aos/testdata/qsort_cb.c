/* qsort_cb.c: an array of structs sorted by qsort; the comparator reaches
 * the elements through the library's callback. */
#include <stdio.h>
#include <stdlib.h>

struct person {
	char name[16];
	int age;
};

// want: heap %struct.person fn=main count=? accesses>=2

static int by_age(const void *a, const void *b)
{
	const struct person *x = a, *y = b;
	return (x->age > y->age) - (x->age < y->age);
}

int main(int argc, char **argv)
{
	int n = argc + 6;
	struct person *people = malloc(n * sizeof *people);
	if (!people)
		return 1;
	for (int i = 0; i < n; i++) {
		snprintf(people[i].name, sizeof people[i].name, "p%d", i);
		people[i].age = (i * 37) % 90;
	}
	qsort(people, n, sizeof *people, by_age);
	printf("%s %d\n", people[0].name, people[n - 1].age);
	free(people);
	return 0;
}
