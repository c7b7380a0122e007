// Command custompass shows how a Go program extends irpass with its own
// analysis and pass, and runs them through a text pipeline as opt would.
//
// It defines:
//
//   - loadcount, a module analysis counting the loads of each struct type's
//     fields, built on DTrans's results (pass.GetResult(am, dtrans.Analysis,
//     m)): DTrans infers which field every load reads, from the IR's uses,
//     so typed-pointer IR (clang 14) and opaque-pointer IR (clang 19) give
//     the same counts. The analysis manager records that loadcount depends
//     on dtrans: invalidating dtrans invalidates loadcount.
//   - hot-structs<N>, a pass with a parameter that reports the struct types
//     loaded from at least N times.
//
// It registers them next to dtrans in a pass.Registry, parses the pipeline
// and runs it on a module: the bundled testdata/shapes14.ll (compiled from
// shapes.c by clang 14) unless a file is named.
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

	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
)

//go:embed testdata/shapes14.ll
var bundled []byte

// LoadCount is the loadcount analysis's result: the loads of each struct
// type's fields in the module.
type LoadCount struct {
	Structs []StructLoads // sorted by name
}

// StructLoads counts the loads of one struct type's fields.
type StructLoads struct {
	Name   string `json:"name"`   // the type as LLVM prints it: %struct.point
	Loads  int    `json:"loads"`  // loads of any field
	Fields []int  `json:"fields"` // loads per field, by field number
}

// LoadCountAnalysis counts loads per struct type from DTrans's field
// accesses. A load of r->hi.x, where hi is a struct point inside struct
// rect, reads a field of struct point: DTrans, like LLVM's, attributes it
// to the innermost struct.
var LoadCountAnalysis = &pass.Analysis[*LoadCount]{
	Name: "loadcount",
	Doc:  "count the loads of each struct type's fields (from DTrans)",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*LoadCount, error) {
		info, err := pass.GetResult(am, dtrans.Analysis, m)
		if err != nil {
			return nil, err
		}
		lc := &LoadCount{Structs: []StructLoads{}}
		for _, ti := range info.Types() {
			sl := StructLoads{Name: ti.Name, Fields: make([]int, len(ti.Fields))}
			for i, f := range ti.Fields {
				sl.Fields[i] = f.Reads
				sl.Loads += f.Reads
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
	_, err := io.WriteString(w, b.String())
	return err
}

// JSONReport implements pass.JSONReporter: print<loadcount> in JSON.
func (lc *LoadCount) JSONReport() any { return lc.Structs }

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
	if err := dtrans.Register(reg); err != nil {
		return nil, err
	}
	if err := reg.RegisterAnalysis(LoadCountAnalysis); err != nil {
		return nil, err
	}
	err := reg.RegisterPass(pass.PassInfo{
		Name: "hot-structs",
		Doc:  "report the struct types loaded from at least N times (hot-structs<N>, default 1)",
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

// Error returns the message without the usage marker.
func (e usageError) Error() string { return e.err.Error() }

// Unwrap returns the error in the command line.
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
		m, err = ir.Parse("shapes14.ll", bundled)
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
