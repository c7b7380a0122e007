// Command custompass shows how a Go program extends irpass with its own
// analysis and pass, and runs them through a text pipeline as opt would.
//
// It defines:
//
//   - loads, a function analysis: for one function, how many loads read each
//     field of each struct type, inferred from the getelementptr that
//     computes the loaded address (its source element type and constant
//     field indices; a load of r->hi.x counts for a field of struct rect and
//     one of struct point);
//   - loadcount, a module analysis summing loads over all functions (it uses
//     the other's results, so the analysis manager records the dependency);
//   - hot-structs<N>, a pass with a parameter that reports the struct types
//     read at least N times.
//
// It registers them in a pass.Registry, parses the pipeline and runs it on
// a module: the bundled testdata/shapes.ll (compiled from shapes.c by
// clang 14) unless a file is named.
//
// Usage:
//
//	custompass [-passes=PIPELINE] [-format=text|json] [-debug-pass-manager] [FILE.ll]
//
// The default pipeline is "print<loadcount>,hot-structs<5>".
package main

import (
	"context"
	_ "embed"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

//go:embed testdata/shapes.ll
var bundled []byte

// FuncLoads is the loads analysis's result for one function: for each
// struct type (by IR name), the number of loads of each field.
type FuncLoads struct {
	Fields map[string][]int
	Other  int // loads not from a struct field
}

// Loads counts the loads of struct fields in one function.
var Loads = &pass.FunctionAnalysis[*FuncLoads]{
	Name: "loads",
	Doc:  "count the loads of each struct field in a function",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module, f *llir.Func) (*FuncLoads, error) {
		r := &FuncLoads{Fields: make(map[string][]int)}
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			if load, ok := inst.(*llir.InstLoad); ok && !r.count(load.Src) {
				r.Other++
			}
		})
		return r, nil
	},
}

// count records a load from addr against every struct field on the path of
// the getelementptr computing addr, and reports whether there was one.
func (r *FuncLoads) count(addr value.Value) bool {
	addr = stripBitCasts(addr)
	elem, _, indices, ok := ir.GEPIndices(addr)
	if !ok {
		return false
	}
	steps, err := ir.GEPSteps(elem, indices)
	if err != nil {
		return false // a GEP that does not fit its type: not ours to judge
	}
	found := false
	for _, s := range steps[1:] { // steps[0] steps over whole objects
		st, ok := s.Type.(*types.StructType)
		if !ok || s.Field < 0 || st.TypeName == "" {
			continue
		}
		name := st.String()
		if r.Fields[name] == nil {
			r.Fields[name] = make([]int, len(st.Fields))
		}
		r.Fields[name][s.Field]++
		found = true
	}
	return found
}

// stripBitCasts removes pointer bitcasts only: all-zero getelementptrs, which
// ir.StripPointerCasts also removes, select field 0 and must be kept.
func stripBitCasts(v value.Value) value.Value {
	for {
		switch c := v.(type) {
		case *llir.InstBitCast:
			v = c.From
		case *constant.ExprBitCast:
			v = c.From
		default:
			return v
		}
	}
}

// LoadCount is the loadcount analysis's result: loads per struct type in
// the whole module.
type LoadCount struct {
	Structs []StructLoads // sorted by name
	Other   int           // loads not from a struct field
}

// StructLoads is the number of loads of a struct type's fields.
type StructLoads struct {
	Name   string `json:"name"`
	Loads  int    `json:"loads"`
	Fields []int  `json:"fields"` // loads per field, by field number
}

// LoadCountAnalysis sums the loads analysis over the module's functions.
var LoadCountAnalysis = &pass.Analysis[*LoadCount]{
	Name: "loadcount",
	Doc:  "count the loads of each struct type's fields in the module",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*LoadCount, error) {
		total := map[string][]int{}
		lc := &LoadCount{}
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			fl, err := pass.GetFunctionResult(am, Loads, m, f)
			if err != nil {
				return nil, err
			}
			for name, fields := range fl.Fields {
				if total[name] == nil {
					total[name] = make([]int, len(fields))
				}
				for i, n := range fields {
					total[name][i] += n
				}
			}
			lc.Other += fl.Other
		}
		for name, fields := range total {
			sl := StructLoads{Name: name, Fields: fields}
			for _, n := range fields {
				sl.Loads += n
			}
			lc.Structs = append(lc.Structs, sl)
		}
		sort.Slice(lc.Structs, func(i, j int) bool { return lc.Structs[i].Name < lc.Structs[j].Name })
		return lc, nil
	},
}

// WriteText implements pass.TextReporter: print<loadcount> in text.
func (lc *LoadCount) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %5s  %s\n", "struct type", "loads", "per field")
	for _, s := range lc.Structs {
		fields := make([]string, len(s.Fields))
		for i, n := range s.Fields {
			fields[i] = strconv.Itoa(n)
		}
		fmt.Fprintf(&b, "%-16s %5d  %s\n", s.Name, s.Loads, strings.Join(fields, " "))
	}
	fmt.Fprintf(&b, "loads not from a struct field: %d\n", lc.Other)
	_, err := io.WriteString(w, b.String())
	return err
}

// JSONReport implements pass.JSONReporter: print<loadcount> in JSON.
func (lc *LoadCount) JSONReport() any {
	return map[string]any{"structs": lc.Structs, "other": lc.Other}
}

// hotStructs is the hot-structs<N> pass. It only reads the IR.
type hotStructs struct{ min int }

// Name implements pass.ModulePass.
func (p *hotStructs) Name() string { return fmt.Sprintf("hot-structs<%d>", p.min) }

// Run implements pass.ModulePass.
func (p *hotStructs) Run(ctx context.Context, m *ir.Module, am *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
	lc, err := pass.GetResult(am, LoadCountAnalysis, m)
	if err != nil {
		return pass.All(), err
	}
	r := &hotReport{Min: p.min, Structs: []string{}}
	for _, s := range lc.Structs {
		if s.Loads >= p.min {
			r.Structs = append(r.Structs, s.Name)
		}
	}
	// Printing through the output keeps JSON runs one valid object.
	return pass.All(), am.Output().Print("hot-structs", r)
}

// hotReport is what hot-structs<N> prints.
type hotReport struct {
	Min     int      `json:"min"`
	Structs []string `json:"structs"`
}

// WriteText implements pass.TextReporter.
func (r *hotReport) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "struct types with at least %d loads: %s\n", r.Min, strings.Join(r.Structs, ", "))
	return err
}

// JSONReport implements pass.JSONReporter.
func (r *hotReport) JSONReport() any { return r }

// newRegistry returns a registry holding the example's analyses and pass.
func newRegistry() (*pass.Registry, error) {
	reg := pass.NewRegistry()
	if err := reg.RegisterAnalysis(Loads); err != nil {
		return nil, err
	}
	if err := reg.RegisterAnalysis(LoadCountAnalysis); err != nil {
		return nil, err
	}
	err := reg.RegisterPass(pass.PassInfo{
		Name: "hot-structs",
		Doc:  "report the struct types read at least N times (hot-structs<N>, default 1)",
		NewModulePass: func(params string) (pass.ModulePass, error) {
			n := 1
			if params != "" {
				var err error
				if n, err = strconv.Atoi(params); err != nil || n < 0 {
					return nil, fmt.Errorf("want a count, got %q", params)
				}
			}
			return &hotStructs{min: n}, nil
		},
	})
	return reg, err
}

// usageError is an error in the command line (exit status 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// run is the program without the process, for tests: it returns the exit
// status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("custompass", flag.ContinueOnError)
	fs.SetOutput(stderr)
	passes := fs.String("passes", "print<loadcount>,hot-structs<5>", "the pipeline, in LLVM's syntax")
	format := fs.String("format", "text", "output format: text or json")
	debugPM := fs.Bool("debug-pass-manager", false, "trace passes and analyses on standard error")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := analyse(fs.Args(), *passes, *format, *debugPM, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "custompass: %v\n", err)
		if errors.As(err, new(usageError)) {
			return 2
		}
		return 1
	}
	return 0
}

func analyse(files []string, passes, format string, debugPM bool, stdout, stderr io.Writer) error {
	reg, err := newRegistry()
	if err != nil {
		return err
	}
	pm, err := pass.ParsePipeline(reg, passes)
	if err != nil {
		return usageError{fmt.Errorf("-passes: %w", err)}
	}
	f, err := pass.ParseFormat(format)
	if err != nil {
		return usageError{fmt.Errorf("-format: %w", err)}
	}
	var m *ir.Module
	switch len(files) {
	case 0:
		m, err = ir.Parse("shapes.ll", bundled)
	case 1:
		m, err = ir.ParseFile(files[0])
	default:
		return usageError{errors.New("one input file at most")}
	}
	if err != nil {
		return err
	}

	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(stdout, f))
	if debugPM {
		am.AddInstrumentation(pass.DebugPassManager(stderr))
	}
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		return err
	}
	return am.Output().Flush()
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
