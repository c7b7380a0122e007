// Fixture for a cast written as a getelementptr: clang 14's -O2 code
// passes `(void *)p`, p a struct S whose first field is a char, as
// `getelementptr %struct.S, %struct.S* %p, i64 0, i32 0` (no inbounds:
// LLVM 14's instcombine rewrites the bitcast so), where clang 19 passes p.
// Both pass the structure's address, not its first field's: AddressTaken,
// never FieldAddressTaken.
struct S { char tag; int n; };
extern void release(void *);

// dtrans[O2]: %struct.S has=AddressTaken lacks=FieldAddressTaken
// dtrans[O2]: %struct.S field=1 reads=0 writes=1
void drop(struct S *p) {
  p->n = 0;
  release(p);
}
