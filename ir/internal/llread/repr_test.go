package llread

import (
	"os"
	"strings"
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

func readFixture(t *testing.T, name string) (*llir.Module, bool) {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m, opaque, err := Read(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return m, opaque
}

func funcByName(t *testing.T, m *llir.Module, name string) *llir.Func {
	t.Helper()
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	t.Fatalf("no function @%s", name)
	return nil
}

// TestOpaqueRepresentation checks the documented representation of opaque
// pointers and of indirect calls.
func TestOpaqueRepresentation(t *testing.T) {
	m, opaque := readFixture(t, "syntax19.ll")
	if !opaque {
		t.Fatal("syntax19.ll not read as opaque")
	}
	flags := funcByName(t, m, "flags")
	ptrT := flags.Params[2].Typ
	if pt, ok := ptrT.(*types.PointerType); !ok || pt.ElemType != types.I8 || pt.AddrSpace != 0 {
		t.Fatalf("ptr parameter has type %v, want i8*", ptrT)
	}
	for _, inst := range flags.Blocks[0].Insts {
		if gep, ok := inst.(*llir.InstGetElementPtr); ok && gep.Type() != ptrT {
			t.Errorf("%s: type %v is not the module's ptr instance", gep.LLString(), gep.Type())
		}
	}
	g := m.Globals[0]
	if g.Type() != ptrT || g.ContentType.Name() != "struct.S" {
		t.Errorf("@g: type %v content %v", g.Type(), g.ContentType)
	}
	as1 := m.Globals[8]
	if pt := as1.Type().(*types.PointerType); pt.AddrSpace != 1 || pt.ElemType != types.I8 {
		t.Errorf("@as1: type %v, want i8 addrspace(1)*", pt)
	}

	ind := funcByName(t, m, "indirect")
	insts := ind.Blocks[0].Insts
	// call i32 %fp(i32 %x): the parameter gets the function pointer type.
	c1 := insts[0].(*llir.InstCall)
	if c1.Callee != ind.Params[0] {
		t.Errorf("indirect callee is %T, want the parameter itself", c1.Callee)
	}
	if got := c1.Sig().String(); got != "i32 (i32)" {
		t.Errorf("Sig() = %s", got)
	}
	// call i64 @callee(i32 1) (mismatching declaration): a constant bitcast,
	// as clang 14 emits.
	c6 := insts[5].(*llir.InstCall)
	bc, ok := c6.Callee.(*constant.ExprBitCast)
	if !ok || bc.From != m.Funcs[0] {
		t.Fatalf("mismatching direct call has callee %T", c6.Callee)
	}
	if got := c6.Sig().String(); got != "i64 (i32)" {
		t.Errorf("Sig() = %s", got)
	}
	// Loaded function pointer: the load's element type becomes the
	// function pointer type.
	if ld := insts[3].(*llir.InstLoad); !strings.HasPrefix(ld.ElemType.String(), "i32 (i32, i8*, i8*)") {
		t.Errorf("load of called pointer has type %v", ld.ElemType)
	}
	// Every module with indirect calls prints.
	if s := m.String(); !strings.Contains(s, "call i32 %fp(i32 %x)") {
		t.Errorf("printout lacks the indirect call")
	}
}

// TestDebugRecords checks that #dbg_* records become llvm.dbg.* calls with
// their !dbg locations, and that specialised nodes are llir's structs.
func TestDebugRecords(t *testing.T) {
	m, _ := readFixture(t, "syntax19.ll")
	f := funcByName(t, m, "dbg")
	var names []string
	for _, inst := range f.Blocks[0].Insts {
		c, ok := inst.(*llir.InstCall)
		if !ok {
			continue
		}
		names = append(names, c.Callee.Ident())
		if len(c.Metadata) != 1 || c.Metadata[0].Name != "dbg" {
			t.Errorf("%s: attachments %v", c.LLString(), c.Metadata)
			continue
		}
		loc, ok := c.Metadata[0].Node.(*metadata.DILocation)
		if !ok || loc.Line != 3 || loc.Column != 14 {
			t.Errorf("%s: location %v", c.LLString(), c.Metadata[0].Node)
			continue
		}
		sp, ok := loc.Scope.(*metadata.DISubprogram)
		if !ok || sp.Name != "dbg" || sp.File == nil || sp.File.Filename != "syntax19.c" {
			t.Errorf("scope %v", loc.Scope)
		}
		v := c.Args[1].(*metadata.Value).Value.(*metadata.DILocalVariable)
		if v.Name != "x" || v.Arg != 1 {
			t.Errorf("variable %v", v)
		}
	}
	want := "@llvm.dbg.declare @llvm.dbg.value @llvm.dbg.value @llvm.dbg.value"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("debug calls %q, want %q", got, want)
	}
	// The DIAssignID attachment of the store is dropped.
	for _, inst := range f.Blocks[0].Insts {
		if st, ok := inst.(*llir.InstStore); ok && len(st.Metadata) != 0 {
			t.Errorf("store keeps attachments %v", st.Metadata)
		}
	}
}

// TestTypedRepresentation checks typed pointers keep their element types.
func TestTypedRepresentation(t *testing.T) {
	m, opaque := readFixture(t, "prog.14.O0.ll")
	if opaque {
		t.Fatal("clang 14 output read as opaque")
	}
	push := funcByName(t, m, "push")
	if got := push.Sig.RetType.String(); got != "%struct.node*" {
		t.Errorf("push returns %s", got)
	}
}

// TestExceptions checks invoke, landingpad and personality in opaque IR.
func TestExceptions(t *testing.T) {
	m, opaque := readFixture(t, "eh.19.O0.ll")
	if !opaque {
		t.Fatal("clang 19 output read as typed")
	}
	caller := funcByName(t, m, "_Z6calleri")
	if p, ok := caller.Personality.(*llir.Func); !ok || p.Name() != "__gxx_personality_v0" {
		t.Errorf("personality %v", caller.Personality)
	}
	invokes, pads := 0, 0
	for _, b := range caller.Blocks {
		if inv, ok := b.Term.(*llir.TermInvoke); ok {
			invokes++
			if f, ok := inv.Invokee.(*llir.Func); !ok || f.Name() != "_Z9may_throwi" {
				t.Errorf("invokee %v", inv.Invokee)
			}
			if inv.Sig().String() != "i32 (i32)" || len(inv.Succs()) != 2 {
				t.Errorf("invoke %s: sig %s, %d successors", inv.LLString(), inv.Sig(), len(inv.Succs()))
			}
		}
		for _, inst := range b.Insts {
			if lp, ok := inst.(*llir.InstLandingPad); ok {
				pads++
				if len(lp.Clauses) == 0 {
					t.Errorf("%s: no clauses", lp.LLString())
				}
			}
		}
	}
	if invokes != 2 || pads == 0 {
		t.Errorf("%d invokes and %d landing pads, want 2 and some", invokes, pads)
	}
}

// TestDeterministic checks that reading the same input twice prints the
// same text (no map-order leaks).
func TestDeterministic(t *testing.T) {
	for _, name := range []string{"gnu.19.O2.g.ll", "syntax19.ll", "eh.14.O2.g.ll"} {
		m1, _ := readFixture(t, name)
		m2, _ := readFixture(t, name)
		if m1.String() != m2.String() {
			t.Errorf("%s: two readings print differently", name)
		}
	}
}

// TestForwardCallee checks an indirect call through a value defined later
// in the text (legal when its block dominates the call).
func TestForwardCallee(t *testing.T) {
	src := "define i32 @f(ptr %p) {\nentry:\n  br label %b2\nb1:\n  %r = call i32 %fp(i32 1)\n  ret i32 %r\nb2:\n  %fp = load ptr, ptr %p\n  br label %b1\n}\n"
	m, opaque, err := Read("f.ll", []byte(src))
	if err != nil || !opaque {
		t.Fatalf("opaque %v, err %v", opaque, err)
	}
	call := m.Funcs[0].Blocks[1].Insts[0].(*llir.InstCall)
	if got := call.Sig().String(); got != "i32 (i32)" {
		t.Errorf("Sig() = %s", got)
	}
	if got := m.Funcs[0].Blocks[2].Insts[0].(*llir.InstLoad).ElemType.String(); got != "i32 (i32)*" {
		t.Errorf("loaded type %s", got)
	}
}
