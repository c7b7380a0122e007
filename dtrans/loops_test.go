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

// TestLoopDepthsScratch checks functions without loops (straight code, and
// a branch to an earlier block of the layout that closes no cycle) after a
// function with loops, with one scratch: the depths are 0, and the loop
// function's depths do not leak into the next.
func TestLoopDepthsScratch(t *testing.T) {
	src := `define void @loop(i1 %c) {
entry:
  br label %l
l:
  br i1 %c, label %l, label %x
x:
  ret void
}

define void @straight(i1 %c) {
a:
  br i1 %c, label %b, label %d
b:
  br label %d
d:
  ret void
}

define void @backward(i1 %c) {
entry:
  br label %second
first:
  ret void
second:
  br label %first
}
`
	m, err := ir.Parse("scratch.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var sc loopScratch
	want := map[string][]int{"loop": {0, 1, 0}, "straight": {0, 0, 0}, "backward": {0, 0, 0}}
	for _, f := range m.Funcs {
		got := loopDepths(f, &sc)
		w := want[f.Name()]
		if len(got) != len(w) {
			t.Fatalf("@%s: %d depths, want %d", f.Name(), len(got), len(w))
		}
		for i := range w {
			if got[i] != w[i] {
				t.Errorf("@%s: depths %v, want %v", f.Name(), got, w)
				break
			}
		}
	}
}
