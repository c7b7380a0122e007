package pass_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
)

func loadModule(t testing.TB) *ir.Module {
	t.Helper()
	src, err := os.ReadFile("testdata/small.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse("small.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// manyFuncs returns a module of n functions; function i has i+1
// instructions.
func manyFuncs(t testing.TB, n int) *ir.Module {
	t.Helper()
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "define i32 @f%02d(i32 %%x) {\nentry:\n", i)
		prev := "%x"
		for j := 0; j < i; j++ {
			fmt.Fprintf(&b, "  %%v%d = add i32 %s, %d\n", j, prev, j)
			prev = fmt.Sprintf("%%v%d", j)
		}
		fmt.Fprintf(&b, "  ret i32 %s\n}\n\n", prev)
	}
	m, err := ir.Parse("many.ll", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// number is a printable analysis result.
type number struct {
	Name string
	N    int
}

func (r *number) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%s = %d\n", r.Name, r.N)
	return err
}

func (r *number) JSONReport() any { return map[string]int{"n": r.N} }

// fixture is a set of test analyses with counters of how often each ran:
//
//	funcs   module:   number of functions with a body
//	plus1   module:   funcs + 1 (depends on funcs)
//	insts   function: number of instructions, terminator included
//	total   module:   sum of insts over all functions (depends on them)
type fixture struct {
	funcs, plus1, total *pass.Analysis[*number]
	insts               *pass.FunctionAnalysis[*number]
	runs                map[string]*atomic.Int32
	reg                 *pass.Registry
}

func newFixture(t testing.TB) *fixture {
	fx := &fixture{runs: map[string]*atomic.Int32{}}
	for _, n := range []string{"funcs", "plus1", "insts", "total"} {
		fx.runs[n] = new(atomic.Int32)
	}
	fx.funcs = &pass.Analysis[*number]{Name: "funcs", Doc: "count functions with a body",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*number, error) {
			fx.runs["funcs"].Add(1)
			n := 0
			for _, f := range m.Funcs {
				if len(f.Blocks) > 0 {
					n++
				}
			}
			return &number{"funcs", n}, nil
		}}
	fx.plus1 = &pass.Analysis[*number]{Name: "plus1", Doc: "funcs plus one",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*number, error) {
			fx.runs["plus1"].Add(1)
			r, err := pass.GetResult(am, fx.funcs, m)
			if err != nil {
				return nil, err
			}
			return &number{"plus1", r.N + 1}, nil
		}}
	fx.insts = &pass.FunctionAnalysis[*number]{Name: "insts", Doc: "count instructions",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module, f *llir.Func) (*number, error) {
			fx.runs["insts"].Add(1)
			n := 0
			for _, b := range f.Blocks {
				n += len(b.Insts) + 1
			}
			return &number{"insts", n}, nil
		}}
	fx.total = &pass.Analysis[*number]{Name: "total", Doc: "sum of insts",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*number, error) {
			fx.runs["total"].Add(1)
			n := 0
			for _, f := range m.Funcs {
				if len(f.Blocks) == 0 {
					continue
				}
				r, err := pass.GetFunctionResult(am, fx.insts, m, f)
				if err != nil {
					return nil, err
				}
				n += r.N
			}
			return &number{"total", n}, nil
		}}
	fx.reg = pass.NewRegistry()
	for _, a := range []pass.AnalysisKey{fx.funcs, fx.plus1, fx.insts, fx.total} {
		if err := fx.reg.RegisterAnalysis(a); err != nil {
			t.Fatal(err)
		}
	}
	return fx
}

func (fx *fixture) count(name string) int { return int(fx.runs[name].Load()) }

// registerPass registers a module pass returning pa, counting its runs in
// fx.runs[name].
func (fx *fixture) registerModulePass(t testing.TB, name string, pa pass.PreservedAnalyses) {
	fx.runs[name] = new(atomic.Int32)
	err := fx.reg.RegisterPass(pass.PassInfo{Name: name, Doc: "test module pass",
		NewModulePass: func(params string) (pass.ModulePass, error) {
			return pass.NewModulePass(name, func(ctx context.Context, m *ir.Module, am *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
				fx.runs[name].Add(1)
				return pa, nil
			}), nil
		}})
	if err != nil {
		t.Fatal(err)
	}
}

// registerFunctionPass registers a function pass returning pa(f).
func (fx *fixture) registerFunctionPass(t testing.TB, name string, pa func(f *llir.Func) pass.PreservedAnalyses) {
	fx.runs[name] = new(atomic.Int32)
	err := fx.reg.RegisterPass(pass.PassInfo{Name: name, Doc: "test function pass",
		NewFunctionPass: func(params string) (pass.FunctionPass, error) {
			return pass.NewFunctionPass(name, func(ctx context.Context, m *ir.Module, f *llir.Func, am *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
				fx.runs[name].Add(1)
				return pa(f), nil
			}), nil
		}})
	if err != nil {
		t.Fatal(err)
	}
}

// run parses text and runs it on m with a fresh analysis manager, returning
// the printed output and the -debug-pass-manager trace.
func (fx *fixture) run(t testing.TB, m *ir.Module, text string, format pass.Format, workers int) (out, trace string, err error) {
	t.Helper()
	pm, err := pass.ParsePipeline(fx.reg, text)
	if err != nil {
		t.Fatalf("ParsePipeline(%q): %v", text, err)
	}
	var ob, tb strings.Builder
	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(&ob, format))
	am.AddInstrumentation(pass.DebugPassManager(&tb))
	am.SetWorkers(workers)
	_, err = pm.Run(context.Background(), m, am)
	if ferr := am.Output().Flush(); ferr != nil && err == nil {
		err = ferr
	}
	return ob.String(), tb.String(), err
}
