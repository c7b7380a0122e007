/* libc.c: library models: string functions returning their arguments,
 * static storage, unknown externals, varargs. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "alias.h"

extern void *unknown_ext(void *);

char buf1[64], buf2[64];

static void *first_ptr(int n, ...)
{
	va_list ap;
	va_start(ap, n);
	void *p = va_arg(ap, void *);
	va_end(ap);
	return p;
}

int main(int argc, char **argv)
{
	char *a = strcpy(buf1, "hello");
	MAYALIAS(a, buf1);
	NOALIAS(a, buf2);
	char *b = strchr(buf2, 'l');
	MAYALIAS(b, buf2);
	NOALIAS(b, buf1);
	char *c = strcat(buf2, a);
	MAYALIAS(c, buf2);
	char *e = getenv("HOME");
	NOALIAS(e, buf1);
	char *f = fgets(buf1, sizeof buf1, stdin);
	MAYALIAS(f, buf1);
	int v;
	void *g = first_ptr(1, &v);
	MAYALIAS(g, &v);
	int w;
	void *h = unknown_ext(&w); /* &w escapes; h may be anything escaped */
	MAYALIAS(h, &w);
	printf("%s %s %s %p %p\n", a, b, c, g, h);
	return e != 0;
}
