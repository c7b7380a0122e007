package pointsto

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/irpass/irpass/constraint"
)

// TestSubstitute checks which nodes the offline substitution merges on a
// small problem: copies with a single source are merged, nodes with two
// sources, load targets, formals of functions and call results are not.
func TestSubstitute(t *testing.T) {
	// Objects: 1 (heap), 2 (function f with formal 9, return 10).
	// 3 = &1; 4 = 3; 5 = 4; 6 = 3 and 6 = 5 (two sources); 7 = *5;
	// 8 = 7 (single source: a load result is fine as a source);
	// call 11(args 4) → result 12; 13 = 12; 11 = &2.
	p := &problem{numNodes: 14,
		objects: []objDecl{
			{id: 1, kind: constraint.HeapObject},
			{id: 2, kind: constraint.FunctionObject, fn: &funcDecl{params: []uint32{9}, ret: 10}},
		},
		cons: []pcons{
			{kind: constraint.AddressOf, dst: 3, src: 1},
			{kind: constraint.Copy, dst: 4, src: 3},
			{kind: constraint.Copy, dst: 5, src: 4},
			{kind: constraint.Copy, dst: 6, src: 3},
			{kind: constraint.Copy, dst: 6, src: 5},
			{kind: constraint.Load, dst: 7, src: 5},
			{kind: constraint.Copy, dst: 8, src: 7},
			{kind: constraint.Store, dst: 3, src: 3},
			{kind: constraint.Copy, dst: 10, src: 9},
			{kind: constraint.AddressOf, dst: 11, src: 2},
			{kind: constraint.Copy, dst: 13, src: 12},
		},
		calls: []callDecl{{callee: 11, args: []uint32{4}, result: 12}},
	}
	s, err := solve(context.Background(), p, solverOptions{hvn: true})
	if err != nil {
		t.Fatal(err)
	}
	merged := map[uint32]bool{}
	for x := uint32(1); x < 14; x++ {
		if s.find(x) != x {
			merged[x] = true
		}
	}
	want := map[uint32]bool{4: true, 5: true, 8: true, 13: true}
	for x := uint32(1); x < 14; x++ {
		if merged[x] != want[x] {
			t.Errorf("node %d merged = %v, want %v", x, merged[x], want[x])
		}
	}
	if s.st.substituted != len(want) {
		t.Errorf("substituted = %d, want %d", s.st.substituted, len(want))
	}
	// The answers are those of the solver without substitution.
	plain, err := solve(context.Background(), p, solverOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for x := uint32(3); x < 14; x++ {
		if got, w := fmt.Sprint(s.pointsTo(x)), fmt.Sprint(plain.pointsTo(x)); got != w {
			t.Errorf("node %d: %s with substitution, %s without", x, got, w)
		}
	}
	if got := fmt.Sprint(s.pointsTo(9)); got != fmt.Sprint([]location{{1, 0}}) {
		t.Errorf("formal 9 points to %s, want the heap object (bound on the fly)", got)
	}
}

// TestSubstituteMatchesReference is the property test with the offline
// substitution on.
func TestSubstituteMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	iters := 50
	if testing.Short() {
		iters = 15
	}
	for i := 0; i < iters; i++ {
		p := randomProblem(r, 4+r.Intn(30))
		checkAgainstReference(t, p, solverOptions{hvn: true, fieldLimit: 16, noPWC: true}, fmt.Sprintf("case %d", i))
	}
}
