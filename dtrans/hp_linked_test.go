package dtrans

import "testing"

// TestLinkedRenamedFieldO2 checks a structure that llvm-link renamed in
// both models, reached through a parameter (testdata/hPlinked, sqlite3's
// Fts5PhraseIter, the shell's anon.5 in clang 14's module): b.c's T is
// { char *, char * } like a.c's P. Typed IR addresses t->a through a
// getelementptr on P whose accesses' tags name T, opaque IR through t
// itself: the field whose address is passed to set, and which the
// inlined put writes with an "any pointer" tag, is T's in all three
// modules, and P keeps only its global table's accesses.
func TestLinkedRenamedFieldO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hPlinked")
	canon := analyzeFile(t, canonicalOf(t, "testdata/hPlinked.clang14.O2.ll", t.TempDir()))
	if tt := typed.Lookup("%struct.T"); tt == nil || !tt.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: typed T %v", tt)
	}
	for _, in := range []*Info{typed, opaque, canon} {
		ti, p := in.Lookup("%struct.T"), in.Lookup("%struct.P")
		if !ti.Safety.Has(FieldAddressTaken) || p.Safety.Has(FieldAddressTaken) {
			t.Errorf("%s: T %s, P %s; want FieldAddressTaken on T only", in.Module().Name, ti.Safety, p.Safety)
		}
		if w := ti.Fields[0].Writes; w != 1 {
			t.Errorf("%s: T field 0 writes %d; want 1", in.Module().Name, w)
		}
		if w := p.Fields[0].Writes; w != 0 {
			t.Errorf("%s: P field 0 writes %d; want 0", in.Module().Name, w)
		}
	}
	if ag := compareResults(t, typed, canon); len(ag.diffs) > 0 {
		t.Errorf("canonical twin: %q", ag.diffs)
	}
	if ag := noLaxer(t, typed, opaque); len(ag.diffs) > 0 {
		t.Errorf("clang 19: %q", ag.diffs)
	}
}
