// One half of a linked fixture (see b.c): a variadic function reading
// int, double and pointer arguments with va_arg. Its va_list is a
// struct __va_list_tag { i32, i32, ptr, ptr } under opaque pointers, like
// b.c's struct H, and comes first, so llvm-link 19 gives b.c's H slots
// __va_list_tag's name.
#include <stdarg.h>

int table_count(int n);

double sum(const char *fmt, ...) {
	va_list ap;
	double s = 0;
	va_start(ap, fmt);
	for (; *fmt; fmt++) {
		switch (*fmt) {
		case 'i':
			s += va_arg(ap, int);
			break;
		case 'd':
			s += va_arg(ap, double);
			break;
		case 'p':
			s += *va_arg(ap, const char *);
			break;
		}
	}
	va_end(ap);
	return s;
}

int main(int argc, char **argv) {
	return (int)sum("idpi", argc, 2.5, argv[0], 7) + table_count(argc);
}
