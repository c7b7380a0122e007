/* Alias annotations evaluated by the aliascheck pass (PTABen conventions).
 * Each asserts a relation between the memory its two arguments point to. */
#ifndef ALIASCHECK_H
#define ALIASCHECK_H
void MAYALIAS(void *, void *);
void NOALIAS(void *, void *);
void MUSTALIAS(void *, void *);
void PARTIALALIAS(void *, void *);
void EXPECTEDFAIL_MAYALIAS(void *, void *);
void EXPECTEDFAIL_NOALIAS(void *, void *);
#endif
