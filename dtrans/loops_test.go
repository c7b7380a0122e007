package dtrans

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
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

// TestSuccBlocks checks the successors of every kind of terminator, and
// that computing them leaves the module as it was: llir's Succs caches its
// answer in the terminator's Successors field.
func TestSuccBlocks(t *testing.T) {
	src := `declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f(i32 %x, ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %a [ i32 1, label %b
                            i32 2, label %c ]
a:
  indirectbr ptr %p, [label %b, label %c]
b:
  invoke void @g() to label %c unwind label %cs.bb
c:
  callbr void asm "", "!i"() to label %d [label %a]
d:
  ret void
cs.bb:
  %cs = catchswitch within none [label %h1, label %h2] unwind label %cl.bb
h1:
  %cp = catchpad within %cs [ptr null]
  catchret from %cp to label %d
h2:
  %cp2 = catchpad within %cs [ptr null]
  unreachable
cl.bb:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind label %last
last:
  %lp = cleanuppad within none []
  cleanupret from %lp unwind to caller
}
`
	m, err := ir.Parse("succs.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"entry": "a b c", "a": "b c", "b": "c cs.bb", "c": "d a", "d": "",
		"cs.bb": "h1 h2 cl.bb", "h1": "d", "h2": "", "cl.bb": "last", "last": "",
	}
	f := m.Funcs[len(m.Funcs)-1]
	if len(f.Blocks) != len(want) {
		t.Fatalf("%d blocks, want %d", len(f.Blocks), len(want))
	}
	for _, b := range f.Blocks {
		var names []string
		for _, s := range succBlocks(nil, b.Term) {
			names = append(names, s.Name())
		}
		if got := strings.Join(names, " "); got != want[b.Name()] {
			t.Errorf("%s: successors %q, want %q", b.Name(), got, want[b.Name()])
		}
	}
	clearSuccCaches(m)
	loopDepths(f, &loopScratch{})
	for _, b := range f.Blocks {
		if c := succCache(b.Term); c != nil && *c != nil {
			t.Errorf("%s: the terminator's successor cache was written: %v", b.Name(), *c)
		}
	}
}

// succCache returns llir's cache of a terminator's successors (the
// Successors field Succs fills), or nil for a terminator without one.
func succCache(t llir.Terminator) *[]*llir.Block {
	switch x := t.(type) {
	case *llir.TermBr:
		return &x.Successors
	case *llir.TermCondBr:
		return &x.Successors
	case *llir.TermSwitch:
		return &x.Successors
	case *llir.TermIndirectBr:
		return &x.Successors
	case *llir.TermInvoke:
		return &x.Successors
	case *llir.TermCallBr:
		return &x.Successors
	case *llir.TermCatchSwitch:
		return &x.Successors
	case *llir.TermCatchRet:
		return &x.Successors
	case *llir.TermCleanupRet:
		return &x.Successors
	}
	return nil
}

// clearSuccCaches empties the successor caches of m's terminators, as in a
// module built in memory with llir's API (the IR reader fills them).
func clearSuccCaches(m *ir.Module) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			if c := succCache(b.Term); c != nil {
				*c = nil
			}
		}
	}
}

// TestConcurrentAnalyses runs two analyses of one module at once (run with
// -race): an analysis only reads the module, so two analysis managers may
// share it, and both get the same answer. The module's successor caches
// are empty, as in a module a compiler builds in memory.
func TestConcurrentAnalyses(t *testing.T) {
	m := loadFixture(t, "../internal/testdata/real/bzip2.clang19.O0.ll")
	clearSuccCaches(m)
	var reports [2][]byte
	var wg sync.WaitGroup
	for i := range reports {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in, err := Analyze(context.Background(), m)
			if err != nil {
				t.Error(err)
				return
			}
			var b bytes.Buffer
			if err := in.WriteText(&b); err != nil {
				t.Error(err)
			}
			reports[i] = b.Bytes()
		}()
	}
	wg.Wait()
	if len(reports[0]) == 0 || !bytes.Equal(reports[0], reports[1]) {
		t.Errorf("two concurrent analyses of one module give different reports (%d and %d bytes)", len(reports[0]), len(reports[1]))
	}
}
