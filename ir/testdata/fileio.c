/* fileio.c: stdio streams: writing and reading fixed-size records with
 * fwrite/fread, a line-oriented CSV reader with fgets and sscanf, fprintf to
 * a FILE* kept in a struct, a temporary file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record {
	int id;
	char name[20];
	double balance;
};

struct report {
	FILE *out;
	int lines;
	double total;
};

static int write_records(FILE *f, const struct record *r, size_t n)
{
	if (fwrite(r, sizeof *r, n, f) != n)
		return -1;
	return fflush(f);
}

static size_t read_records(FILE *f, struct record **out)
{
	size_t cap = 2, n = 0;
	struct record *r = malloc(cap * sizeof *r);
	if (!r)
		return 0;
	while (fread(&r[n], sizeof *r, 1, f) == 1) {
		if (++n == cap) {
			struct record *g = realloc(r, 2 * cap * sizeof *r);
			if (!g)
				break;
			r = g;
			cap *= 2;
		}
	}
	*out = r;
	return n;
}

static void report_line(struct report *rep, const struct record *r)
{
	fprintf(rep->out, "%4d %-20s %10.2f\n", r->id, r->name, r->balance);
	rep->lines++;
	rep->total += r->balance;
}

static int parse_csv(FILE *in, struct report *rep)
{
	char line[128];
	int bad = 0;
	while (fgets(line, sizeof line, in)) {
		struct record r;
		memset(&r, 0, sizeof r);
		line[strcspn(line, "\r\n")] = '\0';
		if (sscanf(line, "%d,%19[^,],%lf", &r.id, r.name, &r.balance) != 3) {
			bad++;
			continue;
		}
		report_line(rep, &r);
	}
	return ferror(in) ? -1 : bad;
}

int main(int argc, char **argv)
{
	struct record recs[3] = { { 1, "ada", 10.5 }, { 2, "brian", -3.25 }, { 3, "ken", 99 } };
	FILE *tmp = tmpfile();
	if (!tmp) {
		fprintf(stderr, "tmpfile: %s\n", strerror(errno));
		return 1;
	}
	if (write_records(tmp, recs, 3) != 0)
		return 1;
	rewind(tmp);
	struct record *back = NULL;
	size_t n = read_records(tmp, &back);
	fclose(tmp);
	struct report rep = { stdout, 0, 0 };
	for (size_t i = 0; i < n; i++)
		report_line(&rep, &back[i]);
	free(back);
	if (argc > 1) {
		FILE *in = fopen(argv[1], "r");
		if (!in) {
			perror(argv[1]);
			return 1;
		}
		int bad = parse_csv(in, &rep);
		fclose(in);
		fprintf(stderr, "%d bad lines\n", bad);
	}
	printf("%d lines, total %.2f\n", rep.lines, rep.total);
	return 0;
}
