package constraint_test

import (
	"context"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestInMemoryModule builds constraints for a module made in memory with
// llir, as a compiler embedding irpass would, including an indirect call
// without a result type (llir's Type panics on it): generation must not
// panic, and the call must still be recorded soundly.
func TestInMemoryModule(t *testing.T) {
	lm := llir.NewModule()
	ptr := types.NewPointer(types.I8)
	g := lm.NewGlobalDef("g", constant.NewNull(ptr))
	f := lm.NewFunc("f", ptr, llir.NewParam("fp", ptr), llir.NewParam("x", ptr))
	entry := f.NewBlock("entry")
	call := &llir.InstCall{Callee: f.Params[0], Args: []value.Value{f.Params[1]}}
	call.SetName("r")
	entry.Insts = append(entry.Insts, call)
	entry.NewStore(f.Params[1], g)
	entry.NewRet(f.Params[1])
	m, err := ir.FromLLIR(lm)
	if err != nil {
		t.Fatal(err)
	}
	gr, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, cs := range gr.CallSites {
		if cs.Inst == call {
			found = true
		}
	}
	if !found || len(gr.Unhandled) != 0 {
		t.Errorf("the indirect call is not a call site (unhandled: %d)", len(gr.Unhandled))
	}
	want := []string{"*@g = %x", "ret:@f = %x"}
	got := funcLines(gr, "f")
	for _, w := range want {
		ok := false
		for _, l := range got {
			ok = ok || l == w
		}
		if !ok {
			t.Errorf("missing %q in %v", w, got)
		}
	}
}

// TestNilAndEmpty checks that degenerate inputs give empty graphs without
// panicking.
func TestNilAndEmpty(t *testing.T) {
	b := constraint.NewBuilder(nil, constraint.Options{})
	if err := b.BuildModule(context.Background()); err != nil {
		t.Fatal(err)
	}
	g := b.Graph()
	if g.Node(0) != nil || g.Node(constraint.NodeID(g.NumNodes()+1)) != nil {
		t.Errorf("Node out of range is not nil")
	}
	if b.BuildFunction(nil) != nil {
		t.Errorf("BuildFunction(nil) is not nil")
	}
	if _, ok := g.ValueNode(nil); ok {
		t.Errorf("ValueNode(nil) found a node")
	}
	m := parse(t, "")
	g = build(t, m, constraint.Options{})
	if len(g.Externals) != 0 || len(g.Funcs) != 0 {
		t.Errorf("empty module: %+v", g)
	}
}

// TestEntryPoints checks the unknown caller: in a library (no main) every
// externally visible function is called with escaped pointers; internal
// functions are not; in a whole program only main is.
func TestEntryPoints(t *testing.T) {
	lib := parse(t, `@pub = global ptr null
@priv = internal global ptr null
define ptr @api(ptr %p) {
  store ptr %p, ptr @priv
  ret ptr %p
}
define internal void @helper(ptr %q) {
  ret void
}
@alias = alias ptr (ptr), ptr @api
`)
	s := solve(build(t, lib, constraint.Options{}))
	if pts := s.pointsTo(lib.Funcs[0].Params[0]); !contains(pts, "unknown-object") {
		t.Errorf("library: pts(api:%%p) = %v, want the Unknown object", pts)
	}
	if pts := s.pointsTo(lib.Funcs[1].Params[0]); len(pts) != 0 {
		t.Errorf("library: pts(helper:%%q) = %v, want nothing", pts)
	}
	if id, ok := s.g.ValueNode(lib.Aliases[0]); !ok || !contains(s.names(id), "fn:@api") {
		t.Errorf("the alias does not point to fn:@api")
	}
	prog := parse(t, `define ptr @api(ptr %p) {
  ret ptr %p
}
define i32 @main(i32 %argc, ptr %argv) {
  ret i32 0
}
`)
	s = solve(build(t, prog, constraint.Options{}))
	if pts := s.pointsTo(prog.Funcs[0].Params[0]); len(pts) != 0 {
		t.Errorf("program: pts(api:%%p) = %v, want nothing", pts)
	}
	if pts := s.pointsTo(prog.Funcs[1].Params[1]); !contains(pts, "unknown-object") {
		t.Errorf("program: pts(main:%%argv) = %v, want the Unknown object", pts)
	}
}

// TestCallingUnknownCode checks that a call through a pointer obtained from
// unknown code (dlsym) makes its arguments escape.
func TestCallingUnknownCode(t *testing.T) {
	m := parse(t, `declare ptr @dlsym(ptr, ptr)
@x = global i32 0
@y = global i32 0
define i32 @main() {
  %fp = call ptr @dlsym(ptr null, ptr null)
  %r = call ptr %fp(ptr @x)
  ret i32 0
}`)
	g := build(t, m, constraint.Options{})
	if fi := g.FuncOf(g.Unknown); fi == nil || fi.VarArgs == constraint.NoNode || fi.Return == constraint.NoNode {
		t.Fatalf("FuncOf(Unknown) = %+v", fi)
	}
	s := solve(g)
	esc := s.names(g.Escaped)
	if !contains(esc, "global:@x") || contains(esc, "global:@y") {
		t.Errorf("escaped = %v, want @x and not @y", esc)
	}
	r := m.Funcs[1].Blocks[0].Insts[1].(value.Value)
	if pts := s.pointsTo(r); !contains(pts, "global:@x") {
		t.Errorf("pts(%%r) = %v", pts)
	}
}
