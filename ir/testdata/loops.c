/* loops.c: loops over arrays: matrix multiply over 2-D arrays, a sieve, a
 * prefix sum, insertion sort, a do-while checksum, loops with break and
 * continue, a loop over an array of structs. */
#include <stdio.h>
#include <string.h>

#define N 8

struct sample {
	float t;
	float value;
	int valid;
};

static void matmul(double a[N][N], double b[N][N], double c[N][N])
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			double s = 0;
			for (int k = 0; k < N; k++)
				s += a[i][k] * b[k][j];
			c[i][j] = s;
		}
}

static int sieve(unsigned char *composite, int n)
{
	int count = 0;
	memset(composite, 0, (size_t)n);
	for (int i = 2; i < n; i++) {
		if (composite[i])
			continue;
		count++;
		for (long j = (long)i * i; j < n; j += i)
			composite[j] = 1;
	}
	return count;
}

static void prefix_sum(int *v, int n)
{
	for (int i = 1; i < n; i++)
		v[i] += v[i - 1];
}

static void insertion_sort(int *v, int n)
{
	for (int i = 1; i < n; i++) {
		int x = v[i], j = i - 1;
		while (j >= 0 && v[j] > x) {
			v[j + 1] = v[j];
			j--;
		}
		v[j + 1] = x;
	}
}

static unsigned checksum(const unsigned char *p, size_t n)
{
	unsigned a = 1, b = 0;
	if (!n)
		return 1;
	do {
		a = (a + *p++) % 65521;
		b = (b + a) % 65521;
	} while (--n);
	return b << 16 | a;
}

static float average_valid(const struct sample *s, int n, float limit)
{
	float sum = 0;
	int count = 0;
	for (int i = 0; i < n; i++) {
		if (!s[i].valid)
			continue;
		if (s[i].t > limit)
			break;
		sum += s[i].value;
		count++;
	}
	return count ? sum / count : 0;
}

int main(int argc, char **argv)
{
	double a[N][N], b[N][N], c[N][N];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			a[i][j] = i + j;
			b[i][j] = i == j ? argc : 0;
		}
	matmul(a, b, c);
	unsigned char comp[100];
	int v[10] = { 9, 2, 7, 4, 5, 6, 3, 8, 1, 0 };
	insertion_sort(v, 10);
	prefix_sum(v, 10);
	struct sample samples[6];
	for (int i = 0; i < 6; i++)
		samples[i] = (struct sample){ (float)i, (float)(i * i), i % 2 };
	printf("%.1f %d %d %08x %.2f\n", c[3][4], sieve(comp, 100), v[9],
	       checksum((const unsigned char *)argv[0], strlen(argv[0])), average_valid(samples, 6, 4.5f));
	return 0;
}
