package ir_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

func mustParse(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestConstInt(t *testing.T) {
	for _, tc := range []struct {
		c    value.Value
		want int64
		ok   bool
	}{
		{constant.NewInt(types.I8, -1), -1, true},
		{constant.NewInt(types.I64, 1<<40), 1 << 40, true},
		{constant.True, 1, true},
		{constant.False, 0, true},
		{constant.NewZeroInitializer(types.I32), 0, true},
		{constant.NewNull(types.I8Ptr), 0, false},
		{constant.NewIndex(constant.NewInt(types.I32, 3)), 3, true},
	} {
		got, ok := ir.ConstInt(tc.c)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ConstInt(%v) = %d, %v; want %d, %v", tc.c, got, ok, tc.want, tc.ok)
		}
	}
}

func TestClassifyName(t *testing.T) {
	for name, want := range map[string]ir.LibFunc{
		"malloc":                               ir.Malloc,
		"calloc":                               ir.Calloc,
		"_Znam":                                ir.CXXNewArray,
		"_ZdlPvm":                              ir.CXXDelete,
		"llvm.memcpy.p0i8.p0i8.i64":            ir.Memcpy,
		"llvm.memcpy.p0.p0.i64":                ir.Memcpy,
		"llvm.memset.inline.p0.i64":            ir.Memset,
		"llvm.memmove.p0.p0.i32":               ir.Memmove,
		"llvm.dbg.declare":                     ir.NoEffectIntrinsic,
		"llvm.lifetime.start.p0":               ir.NoEffectIntrinsic,
		"llvm.stacksave":                       ir.OtherIntrinsic,
		"my_malloc":                            ir.NotLibFunc,
		"llvm.experimental.noalias.scope.decl": ir.NoEffectIntrinsic,
	} {
		if got := ir.ClassifyName(name); got != want {
			t.Errorf("ClassifyName(%q) = %v, want %v", name, got, want)
		}
	}
	if s, c := ir.Calloc.AllocSizeArgs(); s != 1 || c != 0 {
		t.Errorf("calloc size args = %d, %d", s, c)
	}
}

func TestCallHelpers(t *testing.T) {
	m := mustParse(t, `
declare i8* @malloc(i64)
define i8* @my_malloc(i64 %n) {
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
define i32 @main(i32 (i32)* %fp) {
  %a = call i8* bitcast (i8* (i64)* @my_malloc to i8* (i64)*)(i64 8)
  %b = call i8* @my_malloc(i64 8)
  %c = call i32 %fp(i32 1)
  %d = getelementptr [4 x i32], [4 x i32]* null, i64 0, i64 0
  ret i32 %c
}`)
	main := m.Funcs[2]
	insts := main.Blocks[0].Insts
	a, b, c := insts[0], insts[1], insts[2]
	if f := ir.CalledFunc(a); f == nil || f.Name() != "my_malloc" {
		t.Errorf("CalledFunc through a bitcast = %v", f)
	}
	if ir.Classify(b) != ir.NotLibFunc {
		t.Errorf("a defined function is not a library function")
	}
	if ir.Classify(m.Funcs[1].Blocks[0].Insts[0]) != ir.Malloc {
		t.Errorf("malloc not classified")
	}
	if ir.CalledFunc(c) != nil {
		t.Errorf("indirect call has a called function")
	}
	if sig := ir.CallSig(c); sig == nil || sig.String() != "i32 (i32)" {
		t.Errorf("CallSig = %v", sig)
	}
	if got := ir.StripPointerCasts(insts[3].(value.Value)); got != insts[3].(*llir.InstGetElementPtr).Src {
		t.Errorf("all-zero GEP not stripped: %v", got)
	}
}

func TestCallSigOpaqueIndirect(t *testing.T) {
	// In an opaque module the callee is a plain pointer (i8* in llir's
	// model): the signature is rebuilt from the call, never by llir's Sig,
	// which would panic.
	f := llir.NewFunc("f", types.I32, llir.NewParam("fp", types.I8Ptr))
	blk := f.NewBlock("entry")
	// Built by hand: llir's NewCall would itself call Sig.
	call := &llir.InstCall{Callee: f.Params[0], Args: []value.Value{constant.NewInt(types.I64, 7)}, Typ: types.I32}
	blk.Insts = append(blk.Insts, call)
	blk.NewRet(call)
	if sig := ir.CallSig(call); sig.String() != "i32 (i64)" {
		t.Errorf("CallSig = %v", sig)
	}
}

func TestGEPSteps(t *testing.T) {
	m := mustParse(t, `
%struct.pt = type { i32, [4 x i16] }
define i16* @f(%struct.pt* %p, i64 %i) {
  %q = getelementptr %struct.pt, %struct.pt* %p, i64 %i, i32 1, i64 2
  ret i16* %q
}`)
	g := m.Funcs[0].Blocks[0].Insts[0].(*llir.InstGetElementPtr)
	steps, err := ir.GEPSteps(g.ElemType, g.Indices)
	if err != nil {
		t.Fatal(err)
	}
	if len(steps) != 3 || steps[0].IsConst || steps[1].Field != 1 || !steps[2].IsConst || steps[2].Const != 2 {
		t.Errorf("steps = %+v", steps)
	}
	if _, ok := steps[2].Type.(*types.ArrayType); !ok {
		t.Errorf("third step indexes %v, want the array", steps[2].Type)
	}
	bad := []value.Value{constant.NewInt(types.I64, 0), constant.NewInt(types.I32, 5)}
	if _, err := ir.GEPSteps(g.ElemType, bad); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("field 5 of a 2-field struct: err = %v", err)
	}
}

func TestLoc(t *testing.T) {
	m, err := ir.ParseFile(filepath.Join("testdata", "linkedlist.clang14.O0.g.ll"))
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, f := range m.Funcs {
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			if ir.Classify(inst) != ir.Malloc || found {
				return
			}
			found = true
			file, line, col, ok := ir.Loc(inst)
			if !ok || !strings.HasSuffix(file, "linkedlist.c") || line != 24 || col != 19 {
				t.Errorf("Loc(first malloc) = %q, %d, %d, %v; want linkedlist.c:24:19", file, line, col, ok)
			}
			if s := ir.LocString(inst); s != "linkedlist.c:24:19" {
				t.Errorf("LocString = %q", s)
			}
		})
	}
	if !found {
		t.Fatal("no malloc call in the fixture")
	}
	// Without debug info there is no location.
	m2 := mustParse(t, "define void @f() {\n  ret void\n}\n")
	if _, _, _, ok := ir.Loc(m2.Funcs[0].Blocks[0].Term); ok {
		t.Errorf("location without !dbg")
	}
}

func TestFromLLIRChecksStructure(t *testing.T) {
	lm := llir.NewModule()
	f := lm.NewFunc("f", types.Void)
	f.NewBlock("entry") // no terminator
	if _, err := ir.FromLLIR(lm); err == nil || !strings.Contains(err.Error(), "no terminator") {
		t.Errorf("FromLLIR accepted a block without terminator: %v", err)
	}
	if _, err := ir.FromLLIR(nil); err == nil {
		t.Errorf("FromLLIR(nil) succeeded")
	}
}

func TestParseErrorNamesFile(t *testing.T) {
	_, err := ir.Parse("bad.ll", []byte("define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "bad.ll:2") {
		t.Errorf("error = %v, want it to start with bad.ll:2", err)
	}
}

// TestNumInsts counts instructions and terminators, declarations none.
func TestNumInsts(t *testing.T) {
	src := `declare i32 @ext(i32)
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  br label %next
next:
  %c = call i32 @ext(i32 %b)
  ret i32 %c
}
define void @g() {
  ret void
}
`
	if got := mustParse(t, src).NumInsts(); got != 5 {
		t.Errorf("NumInsts = %d, want 5 (add, br, call, ret, ret)", got)
	}
}
