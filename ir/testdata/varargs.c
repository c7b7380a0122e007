/* varargs.c: variadic functions: a sum over a count, a printf-like logger
 * forwarding its va_list, va_copy, a sentinel-terminated string joiner. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int log_level = 1;
static FILE *log_stream;

static long sum(int n, ...)
{
	va_list ap;
	long s = 0;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

static double mean(int n, ...)
{
	va_list ap, again;
	double s = 0;
	va_start(ap, n);
	va_copy(again, ap);
	for (int i = 0; i < n; i++)
		s += va_arg(ap, double);
	double max = n ? va_arg(again, double) : 0;
	for (int i = 1; i < n; i++) {
		double x = va_arg(again, double);
		if (x > max)
			max = x;
	}
	va_end(again);
	va_end(ap);
	return n ? (s / n + max) / 2 : 0;
}

static void vlog(int level, const char *fmt, va_list ap)
{
	if (level < log_level)
		return;
	fprintf(log_stream ? log_stream : stderr, "[%d] ", level);
	vfprintf(log_stream ? log_stream : stderr, fmt, ap);
	fputc('\n', log_stream ? log_stream : stderr);
}

static void logf_(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void logf_(int level, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vlog(level, fmt, ap);
	va_end(ap);
}

static char *join(const char *sep, ...)
{
	va_list ap;
	size_t len = 1, seplen = strlen(sep);
	const char *s;
	va_start(ap, sep);
	while ((s = va_arg(ap, const char *)) != NULL)
		len += strlen(s) + seplen;
	va_end(ap);
	char *out = malloc(len);
	if (!out)
		return NULL;
	out[0] = '\0';
	int first = 1;
	va_start(ap, sep);
	while ((s = va_arg(ap, const char *)) != NULL) {
		if (!first)
			strcat(out, sep);
		strcat(out, s);
		first = 0;
	}
	va_end(ap);
	return out;
}

int main(int argc, char **argv)
{
	log_stream = stdout;
	char *j = join(", ", "alpha", "beta", argc > 1 ? argv[1] : "gamma", (char *)NULL);
	logf_(2, "sum=%ld mean=%.2f joined=%s", sum(4, 1, 2, 3, argc), mean(3, 1.0, 4.0, 2.5),
	      j ? j : "?");
	free(j);
	return 0;
}
