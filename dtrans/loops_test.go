package dtrans

import (
	"testing"

	"github.com/irpass/irpass/ir"
)

// TestLoopDepths checks the loop finder on nested loops, a loop with two
// back edges to one header, and an unreachable block.
func TestLoopDepths(t *testing.T) {
	src := `define void @f(i1 %c) {
entry:
  br label %outer
outer:
  br label %inner
inner:
  br i1 %c, label %inner, label %latch
latch:
  br i1 %c, label %outer, label %mid
mid:
  br i1 %c, label %outer, label %exit
exit:
  ret void
dead:
  br label %dead
}
`
	m, err := ir.Parse("loops.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	got := loopDepths(f, &loopScratch{})
	want := map[string]int{"entry": 0, "outer": 1, "inner": 2, "latch": 1, "mid": 1, "exit": 0, "dead": 0}
	for i, b := range f.Blocks {
		if got[i] != want[b.Name()] {
			t.Errorf("%s: depth %d, want %d", b.Name(), got[i], want[b.Name()])
		}
	}
}
