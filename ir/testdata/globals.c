/* globals.c: globals with initializers: a table of structs with strings and
 * function pointers, pointers into other globals, nested aggregates,
 * zero-initialised and constant data, a static local. */
#include <stdio.h>
#include <string.h>

struct color {
	const char *name;
	unsigned char rgb[3];
};

struct command {
	const char *name;
	int (*run)(int);
	const struct color *color;
	int flags;
};

static int cmd_double(int x) { return 2 * x; }
static int cmd_negate(int x) { return -x; }
static int cmd_square(int x) { return x * x; }

const struct color palette[] = {
	{ "red", { 255, 0, 0 } },
	{ "green", { 0, 255, 0 } },
	{ "blue", { 0, 0, 255 } },
};

struct command commands[] = {
	{ "double", cmd_double, &palette[0], 1 },
	{ "negate", cmd_negate, &palette[1], 0 },
	{ "square", cmd_square, &palette[2], 3 },
	{ NULL, NULL, NULL, 0 },
};

int matrix[3][4] = { { 1, 2, 3, 4 }, { 5, 6, 7, 8 }, { 9, 10, 11, 12 } };
int *row_ptrs[3] = { matrix[0], matrix[1], matrix[2] };
int *corner = &matrix[2][3];
const char *greeting = "hello, world";
char buffer[256];
long counters[16];
static double weights[] = { 0.5, 0.25, 0.125, 0.125 };
struct {
	int major, minor;
	const char *codename;
} version = { 1, 2, "bookworm" };

static int next_id(void)
{
	static int id = 1000;
	return id++;
}

static const struct command *find(const char *name)
{
	for (const struct command *c = commands; c->name; c++)
		if (!strcmp(c->name, name))
			return c;
	return NULL;
}

int main(int argc, char **argv)
{
	const struct command *c = find(argc > 1 ? argv[1] : "square");
	int r = c ? c->run(*corner) : 0;
	double w = 0;
	for (int i = 0; i < 4; i++)
		w += weights[i] * row_ptrs[i % 3][i];
	counters[argc & 15]++;
	snprintf(buffer, sizeof buffer, "%s %d %s %.3f %d.%d %s %d", greeting, r,
	         c ? c->color->name : "-", w, version.major, version.minor, version.codename,
	         next_id() + next_id());
	puts(buffer);
	return (int)counters[1];
}
