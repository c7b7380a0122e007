package pass_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

const exampleIR = `
%struct.point = type { i32, i32 }

define i32 @sum(%struct.point* %p) {
entry:
  %x = getelementptr %struct.point, %struct.point* %p, i32 0, i32 0
  %y = getelementptr %struct.point, %struct.point* %p, i32 0, i32 1
  %a = load i32, i32* %x
  %b = load i32, i32* %y
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @first(%struct.point* %p) {
entry:
  %x = getelementptr %struct.point, %struct.point* %p, i32 0, i32 0
  %a = load i32, i32* %x
  br label %done
done:
  ret i32 %a
}
`

func exampleModule() *ir.Module {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		panic(err) // the example's own IR
	}
	return m
}

// Loads counts the load instructions of a module.
var Loads = &pass.Analysis[int]{
	Name: "loads",
	Doc:  "count load instructions",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (int, error) {
		n := 0
		for _, f := range m.Funcs {
			ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
				if _, ok := inst.(*llir.InstLoad); ok {
					n++
				}
			})
		}
		return n, nil
	},
}

// An analysis that uses another's result: it requests it through the
// AnalysisManager it is given, which caches it and records the dependency
// (invalidating Loads invalidates LoadsPerFunction).
func ExampleGetResult() {
	loadsPerFunction := &pass.Analysis[float64]{
		Name: "loads-per-function",
		Doc:  "average number of loads in a function with a body",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (float64, error) {
			loads, err := pass.GetResult(am, Loads, m)
			if err != nil {
				return 0, err
			}
			defined := 0
			for _, f := range m.Funcs {
				if len(f.Blocks) > 0 {
					defined++
				}
			}
			if defined == 0 {
				return 0, nil
			}
			return float64(loads) / float64(defined), nil
		},
	}

	m := exampleModule()
	am := pass.NewAnalysisManager()
	avg, err := pass.GetResult(am, loadsPerFunction, m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("loads per function:", avg)
	loads, cached := pass.GetCachedResult(am, Loads, m)
	fmt.Println("loads cached:", loads, cached)
	// Output:
	// loads per function: 1.5
	// loads cached: 3 true
}

// A transformation pass reports what it preserved. This one renames basic
// blocks: the number of blocks is unchanged, so it preserves that analysis;
// the analysis listing block names is invalidated, and recomputed when next
// requested. The trace shows it.
func ExampleNewFunctionPass() {
	blocks := &pass.FunctionAnalysis[int]{
		Name: "blocks",
		Doc:  "number of basic blocks",
		Run: func(_ context.Context, _ *pass.AnalysisManager, _ *ir.Module, f *llir.Func) (int, error) {
			return len(f.Blocks), nil
		},
	}
	labels := &pass.FunctionAnalysis[string]{
		Name: "labels",
		Doc:  "basic block names",
		Run: func(_ context.Context, _ *pass.AnalysisManager, _ *ir.Module, f *llir.Func) (string, error) {
			var names []string
			for _, b := range f.Blocks {
				names = append(names, b.LocalName)
			}
			return strings.Join(names, " "), nil
		},
	}
	rename := pass.NewFunctionPass("rename-blocks", func(_ context.Context, _ *ir.Module, f *llir.Func, _ *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
		for i, b := range f.Blocks {
			b.LocalName = fmt.Sprintf("bb%d", i)
		}
		return pass.Preserve(blocks), nil
	})

	m := exampleModule()
	am := pass.NewAnalysisManager()
	am.AddInstrumentation(pass.DebugPassManager(os.Stdout))
	pm := pass.NewManager(
		pass.Require(blocks),
		pass.Require(labels),
		pass.Function(rename),
		pass.Require(blocks), // still cached
		pass.Require(labels), // recomputed
	)
	fmt.Println("pipeline:", pm)
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		fmt.Println(err)
	}
	l, _ := pass.GetCachedFunctionResult(am, labels, m, m.Funcs[1])
	fmt.Println("labels of first:", l)
	// Output:
	// pipeline: require<blocks>,require<labels>,function(rename-blocks),require<blocks>,require<labels>
	// Running pass: require<blocks> on sum
	// Running analysis: blocks on sum
	// Running pass: require<blocks> on first
	// Running analysis: blocks on first
	// Running pass: require<labels> on sum
	// Running analysis: labels on sum
	// Running pass: require<labels> on first
	// Running analysis: labels on first
	// Running pass: rename-blocks on sum
	// Invalidating analysis: labels on sum
	// Running pass: rename-blocks on first
	// Invalidating analysis: labels on first
	// Running pass: require<blocks> on sum
	// Running pass: require<blocks> on first
	// Running pass: require<labels> on sum
	// Running analysis: labels on sum
	// Running pass: require<labels> on first
	// Running analysis: labels on first
	// labels of first: bb0 bb1
}

// loadReport is a printable result: implementing pass.TextReporter and
// pass.JSONReporter is all print<loads2> needs.
type loadReport struct{ Loads int }

func (r loadReport) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%d loads\n", r.Loads)
	return err
}

func (r loadReport) JSONReport() any { return r }

// Building and running a pipeline from text: register analyses and passes
// in a Registry, parse LLVM-style pipeline text, run it, and flush the
// output (which matters for JSON: one object for the whole run).
func ExampleParsePipeline() {
	report := &pass.Analysis[loadReport]{
		Name: "load-report",
		Doc:  "loads in the module, printable",
		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (loadReport, error) {
			n, err := pass.GetResult(am, Loads, m)
			return loadReport{n}, err
		},
	}
	reg := pass.NewRegistry()
	for _, a := range []pass.AnalysisKey{Loads, report} {
		if err := reg.RegisterAnalysis(a); err != nil {
			fmt.Println(err)
			return
		}
	}

	_, err := pass.ParsePipeline(reg, "require<loads>,print<load-reprt>")
	fmt.Println(err)

	pm, err := pass.ParsePipeline(reg, "require<loads>, print<load-report>")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("pipeline:", pm)
	m := exampleModule()
	for _, format := range []pass.Format{pass.FormatText, pass.FormatJSON} {
		am := pass.NewAnalysisManager()
		am.SetOutput(pass.NewOutput(os.Stdout, format))
		if _, err := pm.Run(context.Background(), m, am); err != nil {
			fmt.Println(err)
		}
		if err := am.Output().Flush(); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// unknown pass name 'print<load-reprt>' at column 16 (did you mean 'print<load-report>'?)
	// pipeline: require<loads>,print<load-report>
	// 3 loads
	// {
	//   "load-report": {
	//     "Loads": 3
	//   }
	// }
}

// The two instruments opt users know: -debug-pass-manager's trace and
// -time-passes' report. Register them on the AnalysisManager; the pass
// Manager reports passes to the same callbacks.
func ExampleTimePasses() {
	reg := pass.NewRegistry()
	if err := reg.RegisterAnalysis(Loads); err != nil {
		fmt.Println(err)
		return
	}
	pm, err := pass.ParsePipeline(reg, "require<loads>,invalidate<loads>,require<loads>")
	if err != nil {
		fmt.Println(err)
		return
	}
	am := pass.NewAnalysisManager()
	tp := pass.NewTimePasses()
	am.AddInstrumentation(tp.Callbacks())
	am.AddInstrumentation(pass.DebugPassManager(os.Stdout))
	if _, err := pm.Run(context.Background(), exampleModule(), am); err != nil {
		fmt.Println(err)
	}
	// tp.Report(os.Stderr) writes LLVM's "Pass execution timing report";
	// times vary, so this example prints the rows' names only.
	var names []string
	for _, r := range tp.Rows() {
		names = append(names, r.Name)
	}
	sortStrings(names)
	fmt.Println("timed:", strings.Join(names, ", "))
	// Output:
	// Running pass: require<loads> on example.ll
	// Running analysis: loads on example.ll
	// Running pass: invalidate<loads> on example.ll
	// Invalidating analysis: loads on example.ll
	// Running pass: require<loads> on example.ll
	// Running analysis: loads on example.ll
	// timed: invalidate<loads>, loads, require<loads>
}

// Function analyses computed on several functions at once: print<A> of a
// function analysis writes one report per function, in module order,
// whatever the scheduling.
func ExampleAnalysisManager_SetWorkers() {
	perFunction := &pass.FunctionAnalysis[loadReport]{
		Name: "function-loads",
		Doc:  "loads in one function",
		Run: func(_ context.Context, _ *pass.AnalysisManager, _ *ir.Module, f *llir.Func) (loadReport, error) {
			n := 0
			ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
				if _, ok := inst.(*llir.InstLoad); ok {
					n++
				}
			})
			return loadReport{n}, nil
		},
	}
	reg := pass.NewRegistry()
	if err := reg.RegisterAnalysis(perFunction); err != nil {
		fmt.Println(err)
		return
	}
	pm, err := pass.ParsePipeline(reg, "print<function-loads>")
	if err != nil {
		fmt.Println(err)
		return
	}
	am := pass.NewAnalysisManager()
	am.SetWorkers(4)
	am.SetOutput(pass.NewOutput(os.Stdout, pass.FormatText))
	if _, err := pm.Run(context.Background(), exampleModule(), am); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Printing analysis 'function-loads' for function 'sum':
	// 2 loads
	// Printing analysis 'function-loads' for function 'first':
	// 1 loads
}
