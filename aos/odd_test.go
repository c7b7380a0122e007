package aos_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

func analyzeText(t *testing.T, src string) *aos.Result {
	t.Helper()
	m, err := ir.Parse("odd.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	res, err := aos.Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func lines(r *aos.Result) string {
	var out []string
	for _, a := range r.Arrays {
		out = append(out, a.String())
	}
	return strings.Join(out, "\n")
}

// TestOddIR covers IR shapes the C fixtures do not produce: calls through
// function pointers loaded from memory, invoke, realloc in a loop, a
// constant getelementptr in an initializer, a literal packed global, an
// alloca with a constant count, pointers round-tripped through integers,
// a posix_memalign site, and values the analysis does not model.
func TestOddIR(t *testing.T) {
	const src = `
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.T = type { i64, i32 }
%struct.U = type { i8 }

@lit = global <{ %struct.T, %struct.T, [6 x %struct.T] }> <{ %struct.T { i64 1, i32 2 }, %struct.T { i64 3, i32 4 }, [6 x %struct.T] zeroinitializer }>
@ptr_into = global ptr getelementptr (i8, ptr @lit, i64 32)
@fp = global ptr @use
@slot = global ptr null

define void @use(ptr %p, i64 %i) {
  %e = getelementptr %struct.T, ptr %p, i64 %i, i32 1
  store i32 0, ptr %e
  ret void
}

define void @main(i64 %n) personality ptr null {
entry:
  %a = call ptr @malloc(i64 %n)
  %f = load ptr, ptr @fp
  call void %f(ptr %a, i64 3)
  %b = invoke ptr @malloc(i64 160) to label %ok unwind label %bad
ok:
  %int = ptrtoint ptr %b to i64
  %tagged = or i64 %int, 1
  %back = inttoptr i64 %tagged to ptr
  %g = getelementptr %struct.T, ptr %back, i64 2
  store i64 1, ptr %g
  %c = call ptr @realloc(ptr %a, i64 %n)
  store ptr %c, ptr @slot
  %fixed = alloca %struct.U, i64 8
  %u = getelementptr %struct.U, ptr %fixed, i64 %n
  store i8 0, ptr %u
  %pm = alloca ptr
  %r = call i32 @posix_memalign(ptr %pm, i64 64, i64 240)
  %m = load ptr, ptr %pm
  call void @use(ptr %m, i64 0)
  %asm = call ptr asm "", "=r"()
  %x = getelementptr %struct.T, ptr %asm, i64 %n
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

define void @later() {
  %s = load ptr, ptr @slot
  %e = getelementptr %struct.T, ptr %s, i64 1, i32 0
  store i64 5, ptr %e
  ret void
}

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare i32 @posix_memalign(ptr, i64, i64)
`
	got := lines(analyzeText(t, src))
	want := strings.Join([]string{
		"global %struct.T global site @lit count 8 accesses 1",
		"stack %struct.U in main site %fixed count 8 accesses 1",
		"heap %struct.T in main site %a count unknown accesses 1",
		"heap %struct.T in main site %b count 10 accesses 1",
		"heap %struct.T in main site %c count unknown accesses 1",
		"heap %struct.T in main site %r count 15 accesses 1",
	}, "\n")
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestFromLLIR analyses a module built in memory with llir (as a compiler
// embedding irpass would), with typed pointers.
func TestFromLLIR(t *testing.T) {
	lm := llir.NewModule()
	st := types.NewStruct(types.I32, types.Double)
	st.SetName("struct.S")
	lm.NewTypeDef("struct.S", st)
	g := lm.NewGlobalDef("arr", constant.NewZeroInitializer(types.NewArray(10, st)))
	malloc := lm.NewFunc("malloc", types.NewPointer(types.I8), llir.NewParam("n", types.I64))
	f := lm.NewFunc("f", types.Void, llir.NewParam("i", types.I64))
	b := f.NewBlock("")
	call := b.NewCall(malloc, constant.NewInt(types.I64, 160))
	p := b.NewBitCast(call, types.NewPointer(st))
	gep := b.NewGetElementPtr(st, p, f.Params[0], constant.NewInt(types.I32, 1))
	b.NewStore(constant.NewFloat(types.Double, 1), gep)
	gep2 := b.NewGetElementPtr(types.NewArray(10, st), g, constant.NewInt(types.I64, 0), f.Params[0])
	b.NewStore(constant.NewZeroInitializer(st), gep2)
	b.NewRet(nil)
	m, err := ir.FromLLIR(lm)
	if err != nil {
		t.Fatal(err)
	}
	res, err := aos.Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	want := "global %struct.S global site @arr count 10 accesses 1\nheap %struct.S in f site %0 count 10 accesses 1"
	if got := lines(res); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestKindString checks the names used in reports.
func TestKindString(t *testing.T) {
	for k, want := range map[aos.Kind]string{aos.Global: "global", aos.Stack: "stack", aos.VLA: "vla", aos.Heap: "heap", aos.Kind(9): "Kind(9)"} {
		if got := k.String(); got != want {
			t.Errorf("%d: got %q, want %q", k, got, want)
		}
	}
}

// TestSharesDTrans checks that the aos analysis of a pipeline takes
// DTrans's result from the analysis manager: require<dtrans> after
// require<aos> finds it cached.
func TestSharesDTrans(t *testing.T) {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		t.Fatal(err)
	}
	reg := pass.NewRegistry()
	if err := aos.Register(reg); err != nil {
		t.Fatal(err)
	}
	if err := dtrans.Register(reg); err != nil {
		t.Fatal(err)
	}
	pm, err := pass.ParsePipeline(reg, "require<aos>,require<dtrans>")
	if err != nil {
		t.Fatal(err)
	}
	am := pass.NewAnalysisManager()
	var trace bytes.Buffer
	am.AddInstrumentation(pass.DebugPassManager(&trace))
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	// DTrans is computed once, through the manager, for aos: before
	// require<dtrans> runs.
	tr := trace.String()
	if n := strings.Count(tr, "Running analysis: dtrans"); n != 1 {
		t.Errorf("DTrans computed %d times through the manager, want once:\n%s", n, tr)
	}
	if i, j := strings.Index(tr, "Running analysis: dtrans"), strings.Index(tr, "Running pass: require<dtrans>"); i < 0 || j < 0 || i > j {
		t.Errorf("DTrans not computed for aos:\n%s", tr)
	}
}
