package pass_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

func TestCaching(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	am := pass.NewAnalysisManager()
	if _, ok := pass.GetCachedResult(am, fx.funcs, m); ok {
		t.Fatal("GetCachedResult before any request: got a result")
	}
	r1, err := pass.GetResult(am, fx.funcs, m)
	if err != nil {
		t.Fatal(err)
	}
	r2, err := pass.GetResult(am, fx.funcs, m)
	if err != nil {
		t.Fatal(err)
	}
	if r1 != r2 || r1.N != 3 {
		t.Errorf("results %p %v and %p %v: want the same pointer, N=3", r1, r1, r2, r2)
	}
	if n := fx.count("funcs"); n != 1 {
		t.Errorf("funcs ran %d times, want 1", n)
	}
	if c, ok := pass.GetCachedResult(am, fx.funcs, m); !ok || c != r1 {
		t.Errorf("GetCachedResult = %v, %v; want the cached result", c, ok)
	}
	// A dependent analysis reuses the cached dependency.
	if p, err := pass.GetResult(am, fx.plus1, m); err != nil || p.N != 4 {
		t.Errorf("plus1 = %v, %v; want 4", p, err)
	}
	if n := fx.count("funcs"); n != 1 {
		t.Errorf("funcs ran %d times after plus1, want 1", n)
	}
	// Function results are cached per function.
	f := m.Funcs[0]
	for i := 0; i < 2; i++ {
		r, err := pass.GetFunctionResult(am, fx.insts, m, f)
		if err != nil || r.N != 3 {
			t.Errorf("insts(f) = %v, %v; want 3", r, err)
		}
	}
	if n := fx.count("insts"); n != 1 {
		t.Errorf("insts ran %d times, want 1", n)
	}
	if _, ok := pass.GetCachedFunctionResult(am, fx.insts, m, m.Funcs[2]); ok {
		t.Error("insts(g) cached without a request")
	}
	// Another module has its own results.
	m2 := loadModule(t)
	if _, ok := pass.GetCachedResult(am, fx.funcs, m2); ok {
		t.Error("result of another module served from the cache")
	}
}

func TestRequestErrors(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	am := pass.NewAnalysisManager()
	if _, err := pass.GetFunctionResult(am, fx.insts, m, nil); err == nil {
		t.Error("function analysis without a function: no error")
	}
	if _, err := pass.GetResult[*number](am, nil, m); err == nil {
		t.Error("nil analysis: no error")
	}
	if _, err := pass.GetResult(am, fx.funcs, nil); err == nil {
		t.Error("nil module: no error")
	}
	noRun := &pass.Analysis[int]{Name: "norun"}
	if _, err := pass.GetResult(am, noRun, m); err == nil || !strings.Contains(err.Error(), "norun") {
		t.Errorf("analysis without Run: err = %v", err)
	}
	// A nil interface result does not panic the typed accessor.
	nilAny := &pass.Analysis[any]{Name: "nil", Run: func(context.Context, *pass.AnalysisManager, *ir.Module) (any, error) { return nil, nil }}
	if r, err := pass.GetResult(am, nilAny, m); r != nil || err != nil {
		t.Errorf("nil result: got %v, %v", r, err)
	}
}

func TestTransitiveInvalidation(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	var trace strings.Builder
	am := pass.NewAnalysisManager()
	am.AddInstrumentation(pass.DebugPassManager(&trace))
	if _, err := pass.GetResult(am, fx.plus1, m); err != nil {
		t.Fatal(err)
	}
	// plus1 is preserved but funcs, which it was computed from, is not.
	am.Invalidate(m, pass.Preserve(fx.plus1))
	if _, ok := pass.GetCachedResult(am, fx.plus1, m); ok {
		t.Error("plus1 survived the invalidation of funcs")
	}
	want := "Running analysis: plus1 on small.ll\n" +
		"Running analysis: funcs on small.ll\n" +
		"Invalidating analysis: funcs on small.ll\n" +
		"Invalidating analysis: plus1 on small.ll\n"
	if trace.String() != want {
		t.Errorf("trace:\n%s\nwant:\n%s", trace.String(), want)
	}
	// Recomputation after invalidation.
	if _, err := pass.GetResult(am, fx.plus1, m); err != nil {
		t.Fatal(err)
	}
	if fx.count("plus1") != 2 || fx.count("funcs") != 2 {
		t.Errorf("runs plus1=%d funcs=%d, want 2 and 2", fx.count("plus1"), fx.count("funcs"))
	}
	// Invalidating the dependent leaves the dependency.
	am.InvalidateAnalysis(fx.plus1, m)
	if _, ok := pass.GetCachedResult(am, fx.funcs, m); !ok {
		t.Error("invalidating plus1 dropped funcs")
	}
	am.Clear()
	if _, ok := pass.GetCachedResult(am, fx.funcs, m); ok {
		t.Error("Clear left funcs")
	}
}

func TestModulePassInvalidatesFunctionResults(t *testing.T) {
	fx := newFixture(t)
	fx.registerModulePass(t, "keep-funcs", pass.Preserve(nil))
	m := loadModule(t)
	for _, tc := range []struct {
		name        string
		pa          pass.PreservedAnalyses
		keepInsts   bool
		keepFuncs   bool
		keepTotal   bool
		description string
	}{
		{"none", pass.None(), false, false, false, "changes everything"},
		{"module-only", pass.Preserve(nil), false, false, false, "preserves nothing known"},
		{"insts", pass.Preserve(newFixture(t).insts), false, false, false, "another fixture's key is not ours"},
		{"all", pass.All(), true, true, true, "analysis-only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			am := pass.NewAnalysisManager()
			for _, f := range m.Funcs[:1] {
				if _, err := pass.GetFunctionResult(am, fx.insts, m, f); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := pass.GetResult(am, fx.funcs, m); err != nil {
				t.Fatal(err)
			}
			p := pass.NewModulePass("p", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
				return tc.pa, nil
			})
			if _, err := pass.NewManager(p).Run(context.Background(), m, am); err != nil {
				t.Fatal(err)
			}
			if _, ok := pass.GetCachedFunctionResult(am, fx.insts, m, m.Funcs[0]); ok != tc.keepInsts {
				t.Errorf("insts cached = %v, want %v", ok, tc.keepInsts)
			}
			if _, ok := pass.GetCachedResult(am, fx.funcs, m); ok != tc.keepFuncs {
				t.Errorf("funcs cached = %v, want %v", ok, tc.keepFuncs)
			}
		})
	}
	// Preserving the function analysis keeps its results through a module
	// pass; the module analysis computed from them goes when not preserved.
	am := pass.NewAnalysisManager()
	if _, err := pass.GetResult(am, fx.total, m); err != nil {
		t.Fatal(err)
	}
	p := pass.NewModulePass("p", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		return pass.Preserve(fx.insts), nil
	})
	if _, err := pass.NewManager(p).Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	if _, ok := pass.GetCachedFunctionResult(am, fx.insts, m, m.Funcs[0]); !ok {
		t.Error("preserved insts dropped")
	}
	if _, ok := pass.GetCachedResult(am, fx.total, m); ok {
		t.Error("unpreserved total kept")
	}
}

func TestFunctionPassInvalidation(t *testing.T) {
	fx := newFixture(t)
	// "touch-f" changes @f only, preserving the module analysis funcs
	// (it adds no function) but not plus1: after the adaptor, plus1 goes
	// and funcs stays; within it, insts of f goes, and total with it.
	fx.registerFunctionPass(t, "touch-f", func(f *llir.Func) pass.PreservedAnalyses {
		if f.Name() == "f" {
			return pass.Preserve(fx.funcs)
		}
		return pass.All()
	})
	m := loadModule(t)
	_, trace, err := fx.run(t, m, "require<total>,require<plus1>,function(touch-f),require<total>,require<plus1>", pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := `Running pass: require<total> on small.ll
Running analysis: total on small.ll
Running analysis: insts on f
Running analysis: insts on g
Running analysis: insts on h
Running pass: require<plus1> on small.ll
Running analysis: plus1 on small.ll
Running analysis: funcs on small.ll
Running pass: touch-f on f
Invalidating analysis: insts on f
Invalidating analysis: total on small.ll
Running pass: touch-f on g
Running pass: touch-f on h
Invalidating analysis: plus1 on small.ll
Running pass: require<total> on small.ll
Running analysis: total on small.ll
Running analysis: insts on f
Running pass: require<plus1> on small.ll
Running analysis: plus1 on small.ll
`
	if trace != want {
		t.Errorf("trace:\n%s\nwant:\n%s", trace, want)
	}
	// Not preserving funcs in one function invalidates it at module level
	// after the adaptor, with its dependent plus1.
	fx.registerFunctionPass(t, "touch-g", func(f *llir.Func) pass.PreservedAnalyses {
		if f.Name() == "g" {
			return pass.None()
		}
		return pass.All()
	})
	_, trace, err = fx.run(t, m, "require<plus1>,function(touch-g)", pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	want = `Running pass: require<plus1> on small.ll
Running analysis: plus1 on small.ll
Running analysis: funcs on small.ll
Running pass: touch-g on f
Running pass: touch-g on g
Running pass: touch-g on h
Invalidating analysis: funcs on small.ll
Invalidating analysis: plus1 on small.ll
`
	if trace != want {
		t.Errorf("trace:\n%s\nwant:\n%s", trace, want)
	}
}

// TestAbandonThroughManager: a pass preserving all but one analysis
// invalidates that one and what was computed from it, nothing else.
func TestAbandonThroughManager(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	p := pass.NewModulePass("drop-funcs", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		return pass.All().Abandon(fx.funcs), nil
	})
	var trace strings.Builder
	am := pass.NewAnalysisManager()
	am.AddInstrumentation(pass.DebugPassManager(&trace))
	if _, err := pass.NewManager(pass.Require(fx.plus1), pass.Require(fx.total), p).Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(trace.String(), "Running pass: drop-funcs on small.ll\nInvalidating analysis: funcs on small.ll\nInvalidating analysis: plus1 on small.ll\n") {
		t.Errorf("trace:\n%s", trace.String())
	}
	if _, ok := pass.GetCachedResult(am, fx.total, m); !ok {
		t.Error("total dropped")
	}
}

func TestBuiltinsAndTrace(t *testing.T) {
	fx := newFixture(t)
	fx.registerModulePass(t, "mutate", pass.Preserve(fx.insts))
	m := loadModule(t)
	out, trace, err := fx.run(t, m, "require<plus1>,print<plus1>,invalidate<funcs>,print<insts>,mutate,print<insts>,print<plus1>", pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	wantTrace := `Running pass: require<plus1> on small.ll
Running analysis: plus1 on small.ll
Running analysis: funcs on small.ll
Running pass: print<plus1> on small.ll
Running pass: invalidate<funcs> on small.ll
Invalidating analysis: funcs on small.ll
Invalidating analysis: plus1 on small.ll
Running pass: print<insts> on f
Running analysis: insts on f
Running pass: print<insts> on g
Running analysis: insts on g
Running pass: print<insts> on h
Running analysis: insts on h
Running pass: mutate on small.ll
Running pass: print<insts> on f
Running pass: print<insts> on g
Running pass: print<insts> on h
Running pass: print<plus1> on small.ll
Running analysis: plus1 on small.ll
Running analysis: funcs on small.ll
`
	if trace != wantTrace {
		t.Errorf("trace:\n%s\nwant:\n%s", trace, wantTrace)
	}
	wantOut := `plus1 = 4
Printing analysis 'insts' for function 'f':
insts = 3
Printing analysis 'insts' for function 'g':
insts = 1
Printing analysis 'insts' for function 'h':
insts = 2
Printing analysis 'insts' for function 'f':
insts = 3
Printing analysis 'insts' for function 'g':
insts = 1
Printing analysis 'insts' for function 'h':
insts = 2
plus1 = 4
`
	if out != wantOut {
		t.Errorf("output:\n%s\nwant:\n%s", out, wantOut)
	}
}

func TestJSONOutput(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	out, _, err := fx.run(t, m, "print<total>,print<insts>,print<funcs>", pass.FormatJSON, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "funcs": {
    "n": 3
  },
  "insts": {
    "f": {
      "n": 3
    },
    "g": {
      "n": 1
    },
    "h": {
      "n": 2
    }
  },
  "total": {
    "n": 6
  }
}
`
	if out != want {
		t.Errorf("JSON:\n%s\nwant:\n%s", out, want)
	}
	// A result without the format's reporter is an error naming it.
	silent := &pass.Analysis[int]{Name: "silent", Run: func(context.Context, *pass.AnalysisManager, *ir.Module) (int, error) { return 1, nil }}
	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(new(strings.Builder), pass.FormatDOT))
	_, err = pass.NewManager(pass.Print(silent)).Run(context.Background(), m, am)
	if err == nil || err.Error() != "print<silent>: the analysis has no graph (DOT) output" {
		t.Errorf("print without DOT: err = %v", err)
	}
}

func TestParallelEqualsSequential(t *testing.T) {
	m := manyFuncs(t, 24)
	for _, format := range []pass.Format{pass.FormatText, pass.FormatJSON} {
		fx := newFixture(t)
		fx.registerFunctionPass(t, "change", func(f *llir.Func) pass.PreservedAnalyses {
			if strings.HasSuffix(f.Name(), "3") {
				return pass.None()
			}
			return pass.Preserve(fx.insts)
		})
		text := "print<insts>,function(change,require<insts>,print<insts>),print<total>,require<plus1>,function(change),print<plus1>"
		seqOut, seqTrace, err := fx.run(t, m, text, format, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{2, 4, 64} {
			out, trace, err := fx.run(t, m, text, format, workers)
			if err != nil {
				t.Fatal(err)
			}
			if out != seqOut {
				t.Errorf("%v, %d workers: output differs from the sequential run:\n%s\nwant:\n%s", format, workers, out, seqOut)
			}
			// Function passes here drop a module result (total,
			// computed from insts) from whichever worker comes
			// first: the same lines occur, not always in the same order.
			if a, b := sortedLines(trace), sortedLines(seqTrace); a != b {
				t.Errorf("%v, %d workers: trace lines differ:\n%s\nwant:\n%s", format, workers, a, b)
			}
		}
	}
}

// TestParallelTrace: when function passes do not touch module results, the
// -debug-pass-manager trace of a parallel run is the sequential one.
func TestParallelTrace(t *testing.T) {
	m := manyFuncs(t, 16)
	fx := newFixture(t)
	fx.registerFunctionPass(t, "change", func(f *llir.Func) pass.PreservedAnalyses {
		if strings.HasSuffix(f.Name(), "3") {
			return pass.None()
		}
		return pass.Preserve(fx.insts, fx.funcs)
	})
	text := "print<insts>,require<funcs>,function(change,require<insts>,print<insts>),print<funcs>"
	seqOut, seqTrace, err := fx.run(t, m, text, pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(seqTrace, "Running pass: change on f13\nInvalidating analysis: insts on f13\nRunning pass: require<insts> on f13\nRunning analysis: insts on f13\n") ||
		!strings.Contains(seqTrace, "Invalidating analysis: funcs on many.ll\nRunning pass: print<funcs> on many.ll\nRunning analysis: funcs on many.ll\n") {
		t.Errorf("sequential trace lacks the invalidations:\n%s", seqTrace)
	}
	for _, workers := range []int{3, 16} {
		out, trace, err := fx.run(t, m, text, pass.FormatText, workers)
		if err != nil {
			t.Fatal(err)
		}
		if out != seqOut || trace != seqTrace {
			t.Errorf("%d workers: output or trace differs:\n%s\nwant:\n%s", workers, trace, seqTrace)
		}
	}
}

func sortedLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	sortStrings(lines)
	return strings.Join(lines, "\n")
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func TestCancellation(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := 0
	stop := pass.NewModulePass("stop", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		cancel()
		return pass.All(), nil
	})
	never := pass.NewModulePass("never", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		ran++
		return pass.All(), nil
	})
	_, err := pass.NewManager(stop, never).Run(ctx, m, pass.NewAnalysisManager())
	if !errors.Is(err, context.Canceled) || ran != 0 {
		t.Fatalf("err = %v, later pass ran %d times; want context.Canceled and 0", err, ran)
	}
	if want := "pass pipeline stopped before never: context canceled"; err.Error() != want {
		t.Errorf("err = %q, want %q", err, want)
	}

	// Inside an analysis: it sees the cancellation through its ctx and
	// stops; nothing is cached, and a later request with a live context
	// computes.
	ctx, cancel = context.WithCancel(context.Background())
	iterations := 0
	slow := &pass.Analysis[int]{Name: "slow", Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (int, error) {
		for i := 0; ; i++ {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
			iterations++
			if i == 10 {
				cancel() // as if the host gave up
			}
			if i == 100 {
				return i, nil
			}
		}
	}}
	am := pass.NewAnalysisManager()
	_, err = pass.NewManager(pass.Require(slow), never).Run(ctx, m, am)
	if !errors.Is(err, context.Canceled) || iterations != 11 || ran != 0 {
		t.Fatalf("err = %v after %d iterations, later pass ran %d; want context.Canceled after 11, 0", err, iterations, ran)
	}
	if !strings.HasPrefix(err.Error(), "require<slow>: ") {
		t.Errorf("error does not name the pass: %v", err)
	}
	if _, ok := pass.GetCachedResult(am, slow, m); ok {
		t.Error("cancelled result cached")
	}
	if r, err := pass.GetResult(am, slow, m); err != nil || r != 100 {
		t.Errorf("retry = %v, %v; want 100", r, err)
	}
	// A cancelled context stops a function adaptor between functions.
	ctx, cancel = context.WithCancel(context.Background())
	fx.registerFunctionPass(t, "cancel", func(*llir.Func) pass.PreservedAnalyses { cancel(); return pass.All() })
	pm, err := pass.ParsePipeline(fx.reg, "function(cancel)")
	if err != nil {
		t.Fatal(err)
	}
	_, err = pm.Run(ctx, m, pass.NewAnalysisManager())
	if !errors.Is(err, context.Canceled) || fx.count("cancel") != 1 {
		t.Errorf("err = %v, cancel ran %d times; want context.Canceled and 1", err, fx.count("cancel"))
	}
}

func TestPanicRecovery(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	boom := pass.NewModulePass("boom", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		var p *int
		_ = *p // a nil dereference, as a real bug would
		return pass.All(), nil
	})
	am := pass.NewAnalysisManager()
	var trace strings.Builder
	am.AddInstrumentation(pass.DebugPassManager(&trace))
	_, err := pass.NewManager(boom, pass.Require(fx.funcs)).Run(context.Background(), m, am)
	var pe *pass.PanicError
	if !errors.As(err, &pe) || pe.Name != "boom" || len(pe.Stack) == 0 {
		t.Fatalf("err = %#v; want a *PanicError naming boom with a stack", err)
	}
	if !strings.HasPrefix(err.Error(), "boom: internal error (panic): runtime error: invalid memory address") {
		t.Errorf("message: %v", err)
	}
	if fx.count("funcs") != 0 || trace.String() != "Running pass: boom on small.ll\n" {
		t.Errorf("the pipeline went on after the panic; trace:\n%s", trace.String())
	}

	// In an analysis, requested by a function pass: the error names the
	// pass, the function and the analysis.
	bad := &pass.FunctionAnalysis[int]{Name: "bad", Run: func(_ context.Context, _ *pass.AnalysisManager, _ *ir.Module, f *llir.Func) (int, error) {
		if f.Name() == "g" {
			panic("unexpected instruction")
		}
		return 1, nil
	}}
	if err := fx.reg.RegisterAnalysis(bad); err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 3} {
		_, _, err = fx.run(t, m, "function(require<bad>)", pass.FormatText, workers)
		if !errors.As(err, &pe) || pe.Name != "bad" {
			t.Fatalf("err = %v; want a *PanicError naming bad", err)
		}
		if want := "require<bad> on g: bad: internal error (panic): unexpected instruction"; err.Error() != want {
			t.Errorf("workers=%d: err = %q, want %q", workers, err, want)
		}
	}
	// A function pass panicking.
	fx.registerFunctionPass(t, "fboom", func(f *llir.Func) pass.PreservedAnalyses {
		if f.Name() == "h" {
			panic(errors.New("bad IR"))
		}
		return pass.All()
	})
	_, _, err = fx.run(t, m, "fboom", pass.FormatText, 1)
	if want := "fboom on h: internal error (panic): bad IR"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	if !errors.As(err, &pe) || pe.Name != "fboom" {
		t.Errorf("err = %#v, want a *PanicError naming fboom", err)
	}
	// A print<> error names the pass and function once.
	silent := &pass.FunctionAnalysis[int]{Name: "silent", Run: func(context.Context, *pass.AnalysisManager, *ir.Module, *llir.Func) (int, error) { return 1, nil }}
	if err := fx.reg.RegisterAnalysis(silent); err != nil {
		t.Fatal(err)
	}
	_, _, err = fx.run(t, m, "print<silent>", pass.FormatText, 1)
	if want := "print<silent> on f: the analysis has no text report"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
}

func TestDependencyCycle(t *testing.T) {
	m := loadModule(t)
	var a, b *pass.Analysis[int]
	a = &pass.Analysis[int]{Name: "a", Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (int, error) {
		return pass.GetResult(am, b, m)
	}}
	b = &pass.Analysis[int]{Name: "b", Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (int, error) {
		return pass.GetResult(am, a, m)
	}}
	_, err := pass.GetResult(pass.NewAnalysisManager(), a, m)
	if err == nil || err.Error() != "pass: analysis dependency cycle: a -> b -> a" {
		t.Errorf("err = %v", err)
	}

	// Across goroutines: per-function results that need a module result
	// that needs every function's result. Sequentially a cycle error;
	// in parallel it must be one too, not a deadlock.
	var perFunc *pass.FunctionAnalysis[int]
	whole := &pass.Analysis[int]{Name: "whole", Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (int, error) {
		n := 0
		for _, f := range m.Funcs {
			if len(f.Blocks) > 0 {
				r, err := pass.GetFunctionResult(am, perFunc, m, f)
				if err != nil {
					return 0, err
				}
				n += r
			}
		}
		return n, nil
	}}
	perFunc = &pass.FunctionAnalysis[int]{Name: "perfunc", Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module, f *llir.Func) (int, error) {
		time.Sleep(time.Millisecond) // let the workers overlap
		return pass.GetResult(am, whole, m)
	}}
	big := manyFuncs(t, 8)
	for _, workers := range []int{1, 4} {
		am := pass.NewAnalysisManager()
		am.SetWorkers(workers)
		done := make(chan error, 1)
		go func() {
			_, err := pass.NewManager(pass.Require(perFunc)).Run(context.Background(), big, am)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "dependency cycle") {
				t.Errorf("workers=%d: err = %v, want a dependency cycle", workers, err)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("workers=%d: deadlock", workers)
		}
	}
}

func TestNestedAndErrorsFromPasses(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	failing := pass.NewModulePass("failing", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		return pass.All(), errors.New("no main function")
	})
	inner := pass.NewManager(pass.Require(fx.funcs), failing)
	pm := pass.NewManager(pass.Print(fx.funcs), inner)
	if got, want := pm.String(), "print<funcs>,module(require<funcs>,failing)"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(new(strings.Builder), pass.FormatText))
	_, err := pm.Run(context.Background(), m, am)
	if err == nil || err.Error() != "failing: no main function" {
		t.Errorf("err = %v", err)
	}
	if _, err := pm.Run(context.Background(), nil, am); err == nil {
		t.Error("nil module: no error")
	}
}

func TestRegistry(t *testing.T) {
	fx := newFixture(t)
	for _, tc := range []struct {
		name string
		err  func() error
		want string
	}{
		{"dup analysis", func() error { return fx.reg.RegisterAnalysis(fx.funcs) }, `pass: register "funcs": an analysis of that name exists`},
		{"builtin", func() error {
			return fx.reg.RegisterAnalysis(&pass.Analysis[int]{Name: "print"})
		}, `pass: register "print": the name is a built-in`},
		{"both constructors", func() error {
			return fx.reg.RegisterPass(pass.PassInfo{Name: "x"})
		}, `pass: register "x": exactly one of NewModulePass and NewFunctionPass must be set`},
	} {
		if err := tc.err(); err == nil || err.Error() != tc.want {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
	var names []string
	for _, a := range fx.reg.Analyses() {
		names = append(names, a.AnalysisName())
	}
	if got := strings.Join(names, " "); got != "funcs insts plus1 total" {
		t.Errorf("Analyses() = %s", got)
	}
}

func TestPreservedAnalyses(t *testing.T) {
	fx := newFixture(t)
	a := pass.Preserve(fx.funcs, fx.insts)
	b := pass.Preserve(fx.insts, fx.total).PreserveFunctionAnalyses()
	i := a.Intersect(b)
	if !i.Preserved(fx.insts) || i.Preserved(fx.funcs) || i.Preserved(fx.total) {
		t.Errorf("intersection = %v, want insts", i)
	}
	if got := b.String(); got != "insts, total, function analyses" {
		t.Errorf("String = %q", got)
	}
	if !pass.All().Intersect(a).Preserved(fx.funcs) || pass.None().Preserved(fx.funcs) {
		t.Error("All/None")
	}
	if pass.None().String() != "none" || pass.All().String() != "all" {
		t.Error("String of All/None")
	}

	// Abandon: everything but funcs, whatever the other side says.
	ab := pass.All().Abandon(fx.funcs)
	if ab.AreAllPreserved() || ab.Preserved(fx.funcs) || !ab.Preserved(fx.insts) || !ab.Preserved(fx.total) {
		t.Errorf("All().Abandon(funcs) = %v", ab)
	}
	if got := ab.String(); got != "all but funcs" {
		t.Errorf("String = %q", got)
	}
	both := ab.Intersect(pass.Preserve(fx.funcs, fx.total))
	if both.Preserved(fx.funcs) || !both.Preserved(fx.total) || both.Preserved(fx.insts) {
		t.Errorf("intersection with an abandon = %v", both)
	}
	fa := pass.All().Abandon(fx.insts).PreserveFunctionAnalyses()
	if fa.Preserved(fx.insts) || !fa.Preserved(fx.funcs) {
		t.Errorf("abandoned function analysis preserved: %v", fa)
	}
	if !pass.All().Intersect(pass.All()).AreAllPreserved() {
		t.Error("All ∩ All is not All")
	}
	fn := pass.Preserve(fx.funcs).PreserveFunctionAnalyses().Intersect(pass.All())
	if !fn.Preserved(fx.insts) || !fn.Preserved(fx.funcs) || fn.Preserved(fx.total) {
		t.Errorf("function set ∩ All = %v", fn)
	}
}

func TestZeroValues(t *testing.T) {
	fx := newFixture(t)
	m := loadModule(t)
	var am pass.AnalysisManager // not from NewAnalysisManager
	if _, err := pass.GetResult(&am, fx.funcs, m); err == nil {
		t.Error("GetResult on a zero AnalysisManager: no error")
	}
	if _, ok := pass.GetCachedResult(&am, fx.funcs, m); ok {
		t.Error("GetCachedResult on a zero AnalysisManager: a result")
	}
	am.Invalidate(m, pass.None())
	am.AddInstrumentation(pass.Callbacks{})
	am.SetWorkers(3)
	if am.Workers() != 1 || am.Context() == nil || am.Output() == nil {
		t.Error("zero AnalysisManager accessors")
	}
	if _, err := pass.NewManager(pass.Require(fx.funcs)).Run(context.Background(), m, &am); err == nil {
		t.Error("Run with a zero AnalysisManager: no error")
	}
	var out *pass.Output
	if err := out.Print("x", 1); err == nil {
		t.Error("Print to a nil Output: no error")
	}
	if err := out.Flush(); err != nil {
		t.Error(err)
	}
}

func TestManagerGrows(t *testing.T) {
	fx := newFixture(t)
	inner := pass.NewManager()
	fn := pass.Function()
	pm := pass.NewManager(inner, fn)
	inner.Add(pass.Require(fx.funcs))
	if got, want := pm.String(), "module(require<funcs>),function()"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	var nilPM *pass.Manager
	if _, err := nilPM.Run(context.Background(), loadModule(t), pass.NewAnalysisManager()); err != nil || nilPM.String() != "" {
		t.Errorf("nil Manager: %v", err)
	}
}

// TestInMemoryModule runs a pipeline on a module built with llir's builder,
// as a compiler embedding irpass would, never printed as text.
func TestInMemoryModule(t *testing.T) {
	lm := llir.NewModule()
	lm.SourceFilename = "built.c"
	for _, name := range []string{"a", "b"} {
		f := lm.NewFunc(name, types.I32)
		entry := f.NewBlock("entry")
		sum := entry.NewAdd(constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 2))
		entry.NewRet(sum)
	}
	lm.NewFunc("decl", types.Void)
	m, err := ir.FromLLIR(lm)
	if err != nil {
		t.Fatal(err)
	}
	fx := newFixture(t)
	out, trace, err := fx.run(t, m, "print<total>", pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	if out != "total = 4\n" {
		t.Errorf("output %q", out)
	}
	want := "Running pass: print<total> on built.c\n" +
		"Running analysis: total on built.c\n" +
		"Running analysis: insts on a\n" +
		"Running analysis: insts on b\n"
	if trace != want {
		t.Errorf("trace:\n%s\nwant:\n%s", trace, want)
	}
}
