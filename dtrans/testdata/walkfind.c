#include <stdlib.h>

/* A walk over link fields that finds an object to unlink it (sqlite3's
   unixShmUnmap: `for (pp = &node->first; (p = *pp) != s; pp =
   &p->next) {}`): the object loaded through the walk's PHI is used only
   through the byte offset of its link, on a class of several types
   (generic code takes the objects as void *). What the walked fields
   hold (the other loads of shmnode.first name struct shm in their
   accesses' tags) says what it points to: the offset is shm's next, and
   the accesses through the PHI are the link fields', as typed IR's
   getelementptrs say. */

struct shmnode;

struct shm {
	struct shmnode *owner;
	struct shm *next;
	long id;
};

struct shmnode {
	long n, m;
	struct shm *first;
};

struct other {
	long a, b, c;
	double d;
};

void *any;

// dtrans[O2]: %struct.shm lacks=AmbiguousGEP
// dtrans[O2]: %struct.shm field=1 reads=5 writes=3
__attribute__((noinline)) void unmap(struct shm *s)
{
	struct shmnode *sn = s->owner;
	struct shm **pp;
	struct shm *p;
	for (pp = &sn->first; (p = *pp) != s; pp = &p->next) {
	}
	*pp = s->next;
}

/* The same walk as LLVM rotates it (sqlite3's findReusableFd): the
   first load of the list head is straight from &sn->first, with the
   scalar tag of a load through a struct shm **, and the walk's PHI
   merges &sn->first with &p->next. Typed IR's class of the two field
   addresses counts the load on both fields; so does the byte offset's,
   resolved by what sn points to (the loads of shm.owner elsewhere name
   shmnode in their accesses' tags), although sn's class holds other
   structures (misown stores one there). */
// dtrans[O2]: %struct.shmnode field=2 reads=4 writes=3
__attribute__((noinline)) struct shm *take(struct shm *s, long id)
{
	struct shmnode *sn = s->owner;
	struct shm **pp;
	for (pp = &sn->first; *pp && (*pp)->id != id; pp = &((*pp)->next)) {
	}
	struct shm *u = *pp;
	if (u)
		*pp = u->next;
	return u;
}

__attribute__((noinline)) void push(struct shmnode *sn, struct shm *s)
{
	s->next = sn->first;
	sn->first = s;
	s->owner = sn;
}

__attribute__((noinline)) long owner_m(struct shm *s)
{
	return s->owner->m;
}

__attribute__((noinline)) void misown(struct shm *s, struct other *o)
{
	o->a = 1;
	s->owner = (struct shmnode *)o;
}

__attribute__((noinline)) long first_id(struct shmnode *sn)
{
	return sn->first->id;
}

__attribute__((noinline)) long probe(int kind)
{
	if (kind == 2)
		return ((struct shmnode *)any)->m;
	return kind ? ((struct shm *)any)->id : (long)((struct other *)any)->d;
}

int main(int argc, char **argv)
{
	struct shmnode *sn = calloc(1, sizeof *sn);
	(void)argv;
	if (sn == NULL)
		return 1;
	struct shm *a = calloc(1, sizeof *a);
	if (a == NULL)
		return 2;
	struct shm *b = calloc(1, sizeof *b);
	if (b == NULL)
		return 3;
	struct other *o = calloc(1, sizeof *o);
	if (o == NULL)
		return 4;
	push(sn, b);
	push(sn, a);
	b->id = argc;
	any = b;
	long k = probe(1) + first_id(sn);
	any = o;
	k += probe(0);
	unmap(b);
	any = sn;
	k += probe(2);
	k += owner_m(a);
	struct shm *c = calloc(1, sizeof *c);
	if (c == NULL)
		return 5;
	misown(c, o);
	return (int)(k + (take(a, 3) != NULL));
}
