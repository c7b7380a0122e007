package dtrans

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// summary is what must agree between typed and opaque IR of the same C
// program: for each type present in both, its safety data and field
// counts.
func summary(in *Info) map[string]string {
	out := make(map[string]string)
	for _, ti := range in.Types() {
		if strings.HasPrefix(ti.Name, "{") {
			continue // literal types print differently (ptr vs T*)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "size %d safety %s;", ti.Size, ti.Safety)
		for _, f := range ti.Fields {
			fmt.Fprintf(&b, " %d:%d/%d", f.Index, f.Reads, f.Writes)
		}
		out[ti.Name] = b.String()
	}
	return out
}

// equivalencePrograms lists the C programs whose clang 14 and clang 19
// output at -O0 must give the same answers.
func equivalencePrograms(t *testing.T) []string {
	var out []string
	for _, dir := range []string{"testdata", "../ir/testdata", "../internal/testdata/real"} {
		// C fixtures, and the committed real programs (no C source here).
		srcs, _ := filepath.Glob(filepath.Join(dir, "*.c"))
		lls, _ := filepath.Glob(filepath.Join(dir, "*.clang14.O0.ll"))
		for _, ll := range lls {
			srcs = append(srcs, strings.TrimSuffix(ll, ".clang14.O0.ll")+".c")
		}
		seen := make(map[string]bool)
		for _, src := range srcs {
			base := strings.TrimSuffix(src, ".c")
			if seen[base] {
				continue
			}
			seen[base] = true
			if _, err := os.Stat(base + ".clang14.O0.ll"); err != nil {
				continue
			}
			if _, err := os.Stat(base + ".clang19.O0.ll"); err != nil {
				continue
			}
			out = append(out, base)
		}
	}
	if len(out) == 0 {
		t.Fatal("no programs")
	}
	return out
}

// TestTypedOpaqueEquivalence checks that clang 14 (typed pointers) and
// clang 19 (opaque pointers) output of the same C program at -O0 give the
// same safety data and field counts for every named type, modulo the
// structure types llvm-link merges in opaque modules (compareResults).
func TestTypedOpaqueEquivalence(t *testing.T) {
	for _, base := range equivalencePrograms(t) {
		t.Run(filepath.Base(base), func(t *testing.T) {
			typed := analyzeFile(t, base+".clang14.O0.ll")
			opaque := analyzeFile(t, base+".clang19.O0.ll")
			ag := compareResults(t, typed, opaque)
			if ag.matched == 0 && len(summary(typed)) > 0 {
				t.Errorf("no type in common (typed %d, opaque %d)", len(summary(typed)), len(summary(opaque)))
			}
			for _, d := range ag.diffs {
				t.Error(d)
			}
			t.Logf("%d types compared, %d merged by the linker", ag.matched, ag.merged)
		})
	}
}

// TestLinkedMerge checks the comparison's rule for linked modules on a
// program of two translation units whose structures A and B llvm-link
// merges under opaque pointers: by name the answers differ (the opaque
// %struct.A carries what B's uses imply), modulo linking they agree.
func TestLinkedMerge(t *testing.T) {
	typed := analyzeFile(t, "testdata/linked.clang14.O0.ll")
	opaque := analyzeFile(t, "testdata/linked.clang19.O0.ll")
	if typed.Lookup("%struct.B") == nil || opaque.Lookup("%struct.B") != nil {
		t.Fatalf("the fixture no longer shows the merge: typed B %v, opaque B %v", typed.Lookup("%struct.B"), opaque.Lookup("%struct.B"))
	}
	ta, oa := typed.Lookup("%struct.A"), opaque.Lookup("%struct.A")
	if ta.Safety.Has(AddressTaken) || !oa.Safety.Has(AddressTaken) || !typed.Lookup("%struct.B").Safety.Has(AddressTaken) {
		t.Errorf("AddressTaken: typed A %v, typed B %v, opaque A %v; want only B's and the merged A's", ta.Safety, typed.Lookup("%struct.B").Safety, oa.Safety)
	}
	ag := compareResults(t, typed, opaque)
	if ag.merged != 1 || ag.matched != 2 || ag.same != 2 || len(ag.diffs) > 0 {
		t.Errorf("modulo linking: %d matched, %d merged, %d agree, want 2, 1, 2; %v", ag.matched, ag.merged, ag.same, ag.diffs)
	}
	if ag.byName != 1 || ag.byNameSame != 0 {
		t.Errorf("by name: %d of %d agree, want 0 of 1", ag.byNameSame, ag.byName)
	}
	// The opaque module's reports say that its types may be merged ones.
	for _, c := range []struct {
		in   *Info
		want bool
	}{{typed, false}, {opaque, true}} {
		var text strings.Builder
		if err := c.in.WriteText(&text); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(text.String(), "Opaque pointers: yes (llvm-link may have merged"); got != c.want {
			t.Errorf("%s: text report states the merging caveat: %v, want %v", c.in.Module().Name, got, c.want)
		}
		r := c.in.JSONReport().(*JSONReport)
		if r.OpaquePointers != c.want || (len(r.Caveats) > 0) != c.want {
			t.Errorf("%s: JSON opaque_pointers %v caveats %q, want %v", c.in.Module().Name, r.OpaquePointers, r.Caveats, c.want)
		}
	}
}

// o2Pair analyses the clang 14 and clang 19 -O2 modules of fixture base
// (a C file, or a linked pair of gen.sh).
func o2Pair(t *testing.T, base string) (typed, opaque *Info) {
	t.Helper()
	return analyzeFile(t, "testdata/"+base+".clang14.O2.ll"), analyzeFile(t, "testdata/"+base+".clang19.O2.ll")
}

// noLaxer compares typed and opaque results and fails the test when the
// opaque module allows an optimization the typed one forbids.
// notBadCasting fails the test when a named structure is missing from a
// module or is BadCasting there.
func notBadCasting(t *testing.T, ins []*Info, names ...string) {
	t.Helper()
	for _, in := range ins {
		for _, name := range names {
			s := in.Lookup(name)
			if s == nil {
				t.Fatalf("%s: no %s", in.Module().Name, name)
			}
			if s.Safety.Has(BadCasting) {
				t.Errorf("%s: %s %s; want no BadCasting", in.Module().Name, name, s.Safety)
			}
		}
	}
}

func noLaxer(t *testing.T, typed, opaque *Info) agreement {
	t.Helper()
	ag := compareResults(t, typed, opaque)
	if len(ag.laxer) > 0 {
		t.Errorf("the opaque module allows what the typed one forbids: %q", ag.laxer)
	}
	return ag
}

// TestLinkedO2 checks, on a program of two translation units compiled at
// -O2, a structure that llvm-link renamed under opaque pointers: b.c's Q
// is { ptr, i32 } like a.c's P, so its stack object is a %struct.P in the
// opaque module, whose loads TBAA still calls Q (the analysis rebuilds Q
// from TBAA). P and the rebuilt Q have the same layout and are one C
// type's two names there: the memory is not BadCasting, as in the typed
// module, which keeps Q. The same holds for an R whose first field is
// a Q (a P in the opaque module) read as a Q at R's address.
func TestLinkedO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked2")
	q := opaque.Lookup("%struct.Q")
	if typed.Lookup("%struct.Q") == nil || q == nil || !q.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: typed Q %v, opaque Q %v", typed.Lookup("%struct.Q"), q)
	}
	for _, in := range []*Info{typed, opaque} {
		for _, name := range []string{"%struct.P", "%struct.Q", "%struct.R"} {
			if ti := in.Lookup(name); ti == nil || ti.Safety.Has(BadCasting) {
				t.Errorf("%s: %s is BadCasting: %q", in.Module().Name, name, ti.Notes)
			}
		}
	}
	// R's TBAA type node nests Q at offset 0, where the opaque module's
	// R has a P: Q is nested in R in both modules (tbaaNesting), so R's
	// conditions reach it.
	for _, in := range []*Info{typed, opaque} {
		if ti := in.Lookup("%struct.Q"); !ti.Safety.Has(NestedStruct) {
			t.Errorf("%s: Q is not NestedStruct: %s", in.Module().Name, ti.Safety)
		}
	}
	ag := compareResults(t, typed, opaque)
	for _, d := range ag.diffs {
		t.Error(d)
	}
	if ag.matched != 3 || ag.same != 3 {
		t.Errorf("%d of %d types agree, want 3 of 3", ag.same, ag.matched)
	}
}

// TestLinkedGlobalO2 checks a global variable that llvm-link renamed
// under opaque pointers (testdata/linked3): b.c's constant table of B is
// an array of a.c's P in the opaque module, { ptr, ptr } both, and the
// TBAA tags of its loads name B. The table is an instance of B there too,
// with a non-zero initializer, as in the typed module.
func TestLinkedGlobalO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked3")
	if b := opaque.Lookup("%struct.B"); b == nil || !b.Reconstructed || opaque.Lookup("%struct.P").GlobalInstances != 2 {
		t.Fatalf("the fixture no longer shows the renaming: B %v, P %v", b, opaque.Lookup("%struct.P"))
	}
	for _, in := range []*Info{typed, opaque} {
		b := in.Lookup("%struct.B")
		if want := GlobalInstance | HasInitializerList; b.Safety&want != want || b.GlobalInstances != 1 {
			t.Errorf("%s: B %s, %d global instances; want GlobalInstance and HasInitializerList, 1", in.Module().Name, b.Safety, b.GlobalInstances)
		}
	}
}

// TestLinkedRebuiltGlobalO2 checks globals that llvm-link renamed under
// opaque pointers and that the code reaches only through a table's void *
// field (testdata/hQlinked1): b.c's FD and OD globals are a.c's P in the
// opaque module, { ptr, ptr } all three, and clang 19 dropped FD and OD,
// which the analysis rebuilds from TBAA. The globals are instances of
// the rebuilt types (GlobalInstance, HasInitializerList), as in the typed
// module.
func TestLinkedRebuiltGlobalO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hQlinked1")
	if fd := opaque.Lookup("%struct.FD"); fd == nil || !fd.Reconstructed || opaque.Lookup("%struct.P").GlobalInstances != 3 {
		t.Fatalf("the fixture no longer shows the renaming: FD %v, P %v", fd, opaque.Lookup("%struct.P"))
	}
	for _, in := range []*Info{typed, opaque} {
		for _, name := range []string{"%struct.FD", "%struct.OD"} {
			s := in.Lookup(name)
			if want := GlobalInstance | HasInitializerList; s.Safety&want != want || s.GlobalInstances == 0 {
				t.Errorf("%s: %s %s, %d global instances; want GlobalInstance and HasInitializerList", in.Module().Name, name, s.Safety, s.GlobalInstances)
			}
		}
	}
}

// TestLinkedRenamedTableO2 checks a table that llvm-link renamed under
// opaque pointers (testdata/hQlinked2): b.c's array of Sys, whose
// functions receive a St, is an array of a.c's P in the opaque module,
// { ptr, ptr, ptr } both, and P's second field holds a function that
// receives a Q. The tags of the table's accesses name Sys, which clang 19
// dropped: the table's fields are Sys's (typeGlobals), so that its
// functions, and the St passed to them, do not meet P's function and its
// Q (BadCasting on St and Q in the opaque module only).
func TestLinkedRenamedTableO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hQlinked2")
	if s := opaque.Lookup("%struct.Sys"); s == nil || !s.Reconstructed || opaque.Lookup("%struct.P").GlobalInstances != 2 {
		t.Fatalf("the fixture no longer shows the renaming: Sys %v, P %v", s, opaque.Lookup("%struct.P"))
	}
	notBadCasting(t, []*Info{typed, opaque}, "%struct.St", "%struct.Q")
	noLaxer(t, typed, opaque)
}

// TestLinkedFirstMemberO2 checks a structure whose first member
// llvm-link renamed under opaque pointers (testdata/hQlinked3): b.c's C
// begins with an I, which is a.c's P in the opaque module, { ptr, ptr,
// i32 x 5 } both, and P's first field holds an X. The TBAA type node of
// C names I at offset 0, and clang 19 dropped I: the pointer at offset 0
// of a C is I's first field's (firstMembers), so that the Api it points
// to does not meet P's X (BadCasting on both in the opaque module only).
func TestLinkedFirstMemberO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hQlinked3")
	if i := opaque.Lookup("%struct.I"); i == nil || !i.Reconstructed || opaque.Lookup("%struct.C") == nil || opaque.Lookup("%struct.C").Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: I %v, C %v", i, opaque.Lookup("%struct.C"))
	}
	notBadCasting(t, []*Info{typed, opaque}, "%struct.Api", "%struct.X")
	noLaxer(t, typed, opaque)
}

// TestLinkedSlotO2 checks a stack slot that llvm-link renamed under
// opaque pointers (testdata/linked4): b.c's local L is a slot of a.c's P
// in the opaque module, { ptr, ptr, i32 } both, and the TBAA tags of its
// accesses name L. The address of its field passed to a function of a.c
// is an L's field's address there too (FieldAddressTaken), as in the
// typed module, and no optimization the typed module forbids is allowed.
func TestLinkedSlotO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked4")
	if l := opaque.Lookup("%struct.L"); l == nil || !l.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: L %v", l)
	}
	for _, in := range []*Info{typed, opaque} {
		l := in.Lookup("%struct.L")
		if !l.Safety.Has(FieldAddressTaken) || l.StackAllocations != 1 {
			t.Errorf("%s: L %s, %d stack allocations; want FieldAddressTaken, 1", in.Module().Name, l.Safety, l.StackAllocations)
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedSlotContentO2 checks what a renamed stack slot's fields hold
// (testdata/linked7): b.c's local L is a slot of a.c's P in the opaque
// module, and P's second field holds the address of an Obj's char. The
// slot is an L, as its tags say: its pgno holds a page, and the step
// over 64 ints from it to hash is no address past Obj's char
// (BadPtrManipulation), as in the typed module; the slot is L's stack
// allocation, not P's.
func TestLinkedSlotContentO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked7")
	if l := opaque.Lookup("%struct.L"); l == nil || !l.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: L %v", l)
	}
	for _, in := range []*Info{typed, opaque} {
		l, p, obj := in.Lookup("%struct.L"), in.Lookup("%struct.P"), in.Lookup("%struct.Obj")
		if obj.Safety.Has(BadPtrManipulation) || !obj.Safety.Has(FieldAddressTaken) {
			t.Errorf("%s: Obj %s; want FieldAddressTaken, no BadPtrManipulation: %q", in.Module().Name, obj.Safety, obj.Notes)
		}
		if l.StackAllocations != 1 || p.StackAllocations != 0 || !l.Safety.Has(FieldAddressTaken) || p.Safety.Has(FieldAddressTaken) {
			t.Errorf("%s: L %s, %d stack allocations; P %s, %d; want L's slot, its field taken", in.Module().Name, l.Safety, l.StackAllocations, p.Safety, p.StackAllocations)
		}
	}
	for _, d := range noLaxer(t, typed, opaque).diffs {
		t.Error(d)
	}
}

// TestLinkedTrailingO2 checks a one-element trailing array of structures
// in a container clang 19 drops at -O2 (testdata/linked5, sqlite3's FKey
// and its aCol[1]): the opaque module indexes the array at a constant
// byte offset from the FK pointer, whose tags name FK, a structure the
// TBAA type nodes do not describe (an array before it), and llvm-link 19
// gave the elements a.c's P's type, where their tags name Col. Col lies
// in a container the analysis cannot describe: NestedStruct in both
// modules, and no optimization the typed module forbids is allowed.
func TestLinkedTrailingO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked5")
	if c, fk := opaque.Lookup("%struct.Col"), opaque.Lookup("%struct.FK"); c == nil || !c.Reconstructed || fk == nil || !fk.Safety.Has(UnhandledUse) {
		t.Fatalf("the fixture no longer shows the dropped container: Col %v, FK %v", c, opaque.Lookup("%struct.FK"))
	}
	for _, in := range []*Info{typed, opaque} {
		if c := in.Lookup("%struct.Col"); !c.Safety.Has(NestedStruct) {
			t.Errorf("%s: Col %s; want NestedStruct", in.Module().Name, c.Safety)
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedTwoNamesO2 checks two C types of one layout that llvm-link
// merged under opaque pointers (testdata/linked6, pcre2grep's fndatastr,
// omdatastr and patdatastr): b.c's A and B are { ptr, ptr } like a.c's
// P, and the void * of a table of options points to an A or a B. The
// opaque module rebuilds A and B from the tags of the accesses through
// it; P has the layout of both and stands for either, but A and B are
// two C types: BadCasting in both modules.
func TestLinkedTwoNamesO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked6")
	if a := opaque.Lookup("%struct.A"); a == nil || !a.Reconstructed {
		t.Fatalf("the fixture no longer shows the merge: A %v", a)
	}
	for _, in := range []*Info{typed, opaque} {
		for _, name := range []string{"%struct.A", "%struct.B"} {
			if ti := in.Lookup(name); !ti.Safety.Has(BadCasting) {
				t.Errorf("%s: %s %s; want BadCasting", in.Module().Name, name, ti.Safety)
			}
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedFieldTagO2 checks a structure that llvm-link renamed in
// both models (testdata/linked8, sqlite3's IndexListTerm, an IdxCover
// in the typed module): b.c's T is { struct X *, int } like a.c's P, and
// its array comes from a pool that also gives a U. Typed IR reads a->ix
// through a getelementptr on P whose tag names T, opaque IR through a
// byte offset whose tag names T: the memory is a T in both, BadCasting
// as the U is, and the typed module and its canonical twin agree.
func TestLinkedFieldTagO2(t *testing.T) {
	typed, opaque := o2Pair(t, "linked8")
	canon := analyzeFile(t, canonicalOf(t, "testdata/linked8.clang14.O2.ll", t.TempDir()))
	if tt := typed.Lookup("%struct.T"); tt == nil || !tt.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: typed T %v", tt)
	}
	for _, in := range []*Info{typed, opaque, canon} {
		if ti := in.Lookup("%struct.T"); !ti.Safety.Has(BadCasting) {
			t.Errorf("%s: T %s; want BadCasting", in.Module().Name, ti.Safety)
		}
	}
	if ag := compareResults(t, typed, canon); len(ag.diffs) > 0 {
		t.Errorf("canonical twin: %q", ag.diffs)
	}
	// Clang 19 unrolls the loop further: the field counts differ.
	if ag := compareResults(t, typed, opaque); len(ag.laxer) > 0 {
		t.Errorf("the opaque module allows what the typed one forbids: %q", ag.laxer)
	}
}

// TestUnionOuterO2 checks a structure in a union inside a structure that
// clang 19 drops at -O2 and TBAA does not describe (testdata/unionouter.c,
// mujs's js_Regexp in a js_Object): its tagged accesses at byte offsets
// past its fields' offsets from the container's pointer put it in an
// unknown container (NestedStruct, UnhandledUse), where typed IR's cast
// of the union is BadCasting; neither module allows an optimization.
func TestUnionOuterO2(t *testing.T) {
	typed, opaque := o2Pair(t, "unionouter")
	if re, obj := opaque.Lookup("%struct.Re"), opaque.Lookup("%struct.Obj"); re == nil || !re.Reconstructed || obj == nil || !obj.Safety.Has(UnhandledUse) {
		t.Fatalf("the fixture no longer shows the dropped container: Re %v, Obj %v", re, opaque.Lookup("%struct.Obj"))
	}
	if re := opaque.Lookup("%struct.Re"); re.Safety&(NestedStruct|UnhandledUse) != NestedStruct|UnhandledUse {
		t.Errorf("opaque Re %s; want NestedStruct and UnhandledUse", re.Safety)
	}
	noLaxer(t, typed, opaque)
}

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

// TestLinkedRenamedCopyO2 checks a structure that llvm-link 14 keeps
// under two names (testdata/hADlinked1, a linked pair): b.c's struct X
// holds a pointer to b.c's struct Y, not a.c's, so the typed module has
// X and X.1, one C structure, where the opaque modules have X. b.c
// addresses its X's fields through getelementptrs on X.1, whose
// accesses' tags name X, and passes the address of x->data on: X's
// field's address, as the canonical twin's byte offset tagged X says
// (renamedFieldGEPs, renamedCopy); and a.c's registry, passed to b.c's
// setdata, is not memory of two types.
func TestLinkedRenamedCopyO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hADlinked1")
	canon := analyzeFile(t, canonicalOf(t, "testdata/hADlinked1.clang14.O2.ll", t.TempDir()))
	if typed.Lookup("%struct.X.1") == nil {
		t.Fatalf("the fixture no longer shows the renaming: no typed X.1")
	}
	for _, in := range []*Info{typed, opaque, canon} {
		x := in.Lookup("%struct.X")
		if x == nil {
			t.Fatalf("%s: no X", in.Module().Name)
		}
		if !x.Safety.Has(FieldAddressTaken) || x.Safety.Has(BadCasting) {
			t.Errorf("%s: X %s; want FieldAddressTaken, not BadCasting", in.Module().Name, x.Safety)
		}
		if w := x.Fields[2].Writes; w != 1 {
			t.Errorf("%s: X field 2 writes %d; want 1", in.Module().Name, w)
		}
		if c := in.Lookup("%struct.X.1"); c != nil && c.Safety != 0 {
			t.Errorf("%s: X.1 %s; want no conditions", in.Module().Name, c.Safety)
		}
	}
	if ag := compareResults(t, typed, canon); len(ag.diffs) > 0 {
		t.Errorf("canonical twin: %q", ag.diffs)
	}
	if ag := noLaxer(t, typed, opaque); len(ag.diffs) > 0 {
		t.Errorf("clang 19: %q", ag.diffs)
	}
}

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

// TestLinkedRenamedArrayO2 checks the elements of an array of a
// structure that llvm-link 19 renamed (testdata/hXlinked1, a linked
// pair, sqlite3's FKey and its sColMap aCol[1]): b.c's struct Col, {
// i32, ptr }, is a.c's struct P in clang 19's module, whose
// getelementptrs over [1 x P] on the byte offset of FK's trailing array
// reach elements whose accesses' tags name Col. The address past the
// last element, stored in a global variable, is a Col's (arrTags,
// renamedArrayGEPs): Col is GlobalPtr in both modules, and P, which no
// global points to, in neither.
func TestLinkedRenamedArrayO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hXlinked1")
	if c, p := opaque.Lookup("%struct.Col"), opaque.Lookup("%struct.P"); c == nil || !c.Reconstructed || p == nil || p.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: Col %v, P %v", c, p)
	}
	for _, in := range []*Info{typed, opaque} {
		c, p := in.Lookup("%struct.Col"), in.Lookup("%struct.P")
		if !c.Safety.Has(GlobalPtr) {
			t.Errorf("%s: Col %s; want GlobalPtr", in.Module().Name, c.Safety)
		}
		if p.Safety.Has(GlobalPtr) {
			t.Errorf("%s: P %s; want no GlobalPtr", in.Module().Name, p.Safety)
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedRenamedMemberO2 checks members that llvm-link renamed inside
// a structure the module defines (testdata/hYlinked1, a linked pair):
// b.c's struct Dyn holds two L, { ptr, i32, i32 }, which are a.c's P in
// Dyn's opaque definition, and clang 19 drops L. Dyn's TBAA type node
// names L at their offsets: the byte offsets into them are L's fields
// (firstMembers, offsetStep), so that &d->label.size passed to grow is
// FieldAddressTaken on L, not P, and L's field counts are typed IR's.
func TestLinkedRenamedMemberO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hYlinked1")
	if l := opaque.Lookup("%struct.L"); l == nil || !l.Reconstructed || opaque.Lookup("%struct.Dyn") == nil || opaque.Lookup("%struct.Dyn").Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: L %v, Dyn %v", l, opaque.Lookup("%struct.Dyn"))
	}
	tl := typed.Lookup("%struct.L")
	for _, in := range []*Info{typed, opaque} {
		l, p := in.Lookup("%struct.L"), in.Lookup("%struct.P")
		if !l.Safety.Has(FieldAddressTaken) || p.Safety.Has(FieldAddressTaken) {
			t.Errorf("%s: L %s, P %s; want FieldAddressTaken on L only", in.Module().Name, l.Safety, p.Safety)
		}
		for i := range l.Fields {
			if r, w := l.Fields[i].Reads, l.Fields[i].Writes; r != tl.Fields[i].Reads || w != tl.Fields[i].Writes {
				t.Errorf("%s: L field %d reads %d writes %d; want typed IR's %d and %d", in.Module().Name, i, r, w, tl.Fields[i].Reads, tl.Fields[i].Writes)
			}
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedRenamedInnerMemberO2 checks a renamed member past its
// container's first field (testdata/hAAlinked1, a linked pair): b.c's D
// holds a B at offset 8, which is a.c's P in the opaque module, { ptr,
// ptr, i32 } both, and clang 19 drops B. The tags naming D at offsets 8
// to 24 count B's fields (firstMembers, offsetStep), as the typed
// module's getelementptrs through D's field of type B do, not P's: both
// structures' counts are typed IR's.
func TestLinkedRenamedInnerMemberO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hAAlinked1")
	if b := opaque.Lookup("%struct.B"); b == nil || !b.Reconstructed || opaque.Lookup("%struct.D") == nil || opaque.Lookup("%struct.D").Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: B %v, D %v", b, opaque.Lookup("%struct.D"))
	}
	for _, name := range []string{"%struct.B", "%struct.P"} {
		tb, ob := typed.Lookup(name), opaque.Lookup(name)
		if tb == nil || ob == nil || len(tb.Fields) != len(ob.Fields) {
			t.Fatalf("%s: typed %v, opaque %v", name, tb, ob)
		}
		for i := range tb.Fields {
			if tb.Fields[i].Reads != ob.Fields[i].Reads || tb.Fields[i].Writes != ob.Fields[i].Writes {
				t.Errorf("%s field %d: typed %d/%d, opaque %d/%d", name, i, tb.Fields[i].Reads, tb.Fields[i].Writes, ob.Fields[i].Reads, ob.Fields[i].Writes)
			}
		}
	}
	noLaxer(t, typed, opaque)
}

// TestLinkedSystemSlotO2 checks a stack slot that llvm-link 19 typed as
// a system structure (testdata/hAQlinked1, a linked pair): b.c's local
// struct H is { i32, i32, ptr, ptr }, as a.c's va_list's
// __va_list_tag, which comes first. No TBAA node names __va_list_tag
// (va_arg's accesses carry no tags), yet the program uses it: the slot,
// whose tags name H, is an H only (typeSlots), and the byte offsets on
// it are H's fields (origin), also where clang 19 merges the slot with
// a bucket B by a PHI (so that the class is ambiguous and the slot's
// type decides): &h.count is FieldAddressTaken on H, and the va_list
// keeps typed IR's answer. (H's other conditions come from that PHI of
// a B and an H, which clang 14's code does not have.)
func TestLinkedSystemSlotO2(t *testing.T) {
	typed, opaque := o2Pair(t, "hAQlinked1")
	if h := opaque.Lookup("%struct.H"); h == nil || !h.Reconstructed {
		t.Fatalf("the fixture no longer shows the renaming: H %v", h)
	}
	for _, name := range []string{"%struct.H", "%struct.__va_list_tag"} {
		tb, ob := typed.Lookup(name), opaque.Lookup(name)
		if tb == nil || ob == nil {
			t.Fatalf("%s: typed %v, opaque %v", name, tb, ob)
		}
		if tb.StackAllocations != ob.StackAllocations {
			t.Errorf("%s: typed %d stack allocations, opaque %d", name, tb.StackAllocations, ob.StackAllocations)
		}
	}
	if tv, ov := typed.Lookup("%struct.__va_list_tag"), opaque.Lookup("%struct.__va_list_tag"); tv.Safety != ov.Safety {
		t.Errorf("__va_list_tag: typed %s, opaque %s", tv.Safety, ov.Safety)
	}
	if h := opaque.Lookup("%struct.H"); !h.Safety.Has(FieldAddressTaken) {
		t.Errorf("H %s; want FieldAddressTaken", h.Safety)
	}
}
