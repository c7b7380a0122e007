// Fixture for a struct-path tag through a getelementptr whose indices are
// all zero: clang 14 addresses b->x as `getelementptr %struct.A, %a, 0, 0`
// (the slot's type) with a tag naming struct B at offset 0, where clang 19
// stores to %a itself with that tag. Both say the slot is also a B, whose
// address is then passed to external code.
struct A { long x, y; };
struct B { long x, y; };
extern int ext(void *);

// dtrans[O2]: %struct.B has=AddressTaken
// dtrans[O2]: %struct.A has=AddressTaken
int f(long v) {
  struct A a;
  struct B *b = (struct B *)&a;
  b->x = v;
  b->y = v + 1;
  return ext(&a);
}
