package dtrans

import "testing"

// TestLinkedRenamedElemO2 checks steps over the elements of an array of a
// structure that llvm-link renamed (testdata/hTlinked1, a linked pair):
// b.c's struct B, { i32, i8 }, is a.c's struct P in both modules, and
// b.c steps over B's array, reached through a void * also used as an X,
// by getelementptrs on P (`getelementptr %struct.P, ptr %v, i64 %i`, with
// a trailing `i32 0` in typed IR) whose accesses' tags name B. The
// element is a B (elemTags, renamedFieldGEPs): B is BadCasting with X,
// and P, whose arrays a.c uses only as P, is not.
func TestLinkedRenamedElemO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hTlinked1")
	for _, in := range []*Info{typed, opaque} {
		b, p := in.Lookup("%struct.B"), in.Lookup("%struct.P")
		if b == nil || !b.Reconstructed || p == nil || p.Reconstructed {
			t.Fatalf("%s: the fixture no longer shows the renaming: B %v, P %v", in.Module().Name, b, p)
		}
		if !b.Safety.Has(BadCasting) {
			t.Errorf("%s: B %s; want BadCasting", in.Module().Name, b.Safety)
		}
		if p.Safety.Has(BadCasting) {
			t.Errorf("%s: P %s; want no BadCasting", in.Module().Name, p.Safety)
		}
	}
	noLaxer(t, typed, opaque)
}
