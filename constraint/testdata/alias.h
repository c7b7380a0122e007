/* alias.h: the annotations of alias-analysis test suites. Each call asserts
 * a relation between its two pointer arguments; the tests evaluate them with
 * a reference solver over the generated constraints. */
void MAYALIAS(const void *p, const void *q);
void NOALIAS(const void *p, const void *q);
