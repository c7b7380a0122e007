package pointsto_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	"github.com/irpass/irpass/pointsto"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

const exampleIR = `
%struct.pair = type { i32*, i32* }

@x = global i32 0
@y = global i32 0
@p = global %struct.pair { i32* @x, i32* @y }

declare i8* @malloc(i64)
declare void @NOALIAS(i8*, i8*)
declare void @MAYALIAS(i8*, i8*)

define i32* @getx() {
  ret i32* @x
}

define i32* @gety() {
  ret i32* @y
}

define i32 @main() {
entry:
  %h = call i8* @malloc(i64 16)
  %cell = bitcast i8* %h to %struct.pair*
  %first = getelementptr %struct.pair, %struct.pair* %cell, i32 0, i32 0
  %second = getelementptr %struct.pair, %struct.pair* %cell, i32 0, i32 1
  %f = getelementptr %struct.pair, %struct.pair* @p, i32 0, i32 1
  %fy = load i32*, i32** %f
  store i32* %fy, i32** %second
  %fp = select i1 true, i32* ()* @getx, i32* ()* @gety
  %r = call i32* %fp()
  %a = bitcast i32* %r to i8*
  %b = bitcast i32* @y to i8*
  call void @MAYALIAS(i8* %a, i8* %b)
  %c = bitcast i32** %second to i8*
  %d = bitcast i32** %first to i8*
  call void @NOALIAS(i8* %d, i8* %c)
  ret i32 0
}
`

func valueNamed(f *llir.Func, name string) value.Value {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Named); ok && v.Name() == name {
				return v
			}
		}
	}
	return nil
}

// Solve a module and ask what pointers point to, whether they alias, and
// what an indirect call calls.
func Example() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := pointsto.Analyze(context.Background(), m, pointsto.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	main := m.Funcs[len(m.Funcs)-1]
	for _, name := range []string{"h", "first", "second", "fy", "r"} {
		fmt.Printf("%%%s -> %v\n", name, r.PointsTo(valueNamed(main, name)))
	}
	// %h's extent is unknown (to the end of the object); %first's is
	// its field's type, one pointer.
	fmt.Printf("MayAlias(%%h, %%second): %v\n", r.MayAlias(valueNamed(main, "h"), valueNamed(main, "second")))
	fmt.Printf("MayAlias(%%first, %%second): %v\n", r.MayAlias(valueNamed(main, "first"), valueNamed(main, "second")))
	fmt.Printf("MayAlias(%%r, %%fy): %v\n", r.MayAlias(valueNamed(main, "r"), valueNamed(main, "fy")))
	for _, f := range r.Callees(valueNamed(main, "r")) {
		fmt.Println("callee:", f.Name())
	}
	// Output:
	// %h -> [heap:main:%h]
	// %first -> [heap:main:%h]
	// %second -> [heap:main:%h+8]
	// %fy -> [global:@y]
	// %r -> [global:@x global:@y]
	// MayAlias(%h, %second): true
	// MayAlias(%first, %second): false
	// MayAlias(%r, %fy): true
	// callee: getx
	// callee: gety
}

// Run the aliascheck pass through a pipeline, as the irpass driver does.
func Example_aliascheck() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		fmt.Println(err)
		return
	}
	reg := pass.NewRegistry()
	if err := constraint.Register(reg); err != nil {
		fmt.Println(err)
		return
	}
	if err := pointsto.Register(reg); err != nil {
		fmt.Println(err)
		return
	}
	pm, err := pass.ParsePipeline(reg, "aliascheck")
	if err != nil {
		fmt.Println(err)
		return
	}
	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(os.Stdout, pass.FormatText))
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		fmt.Println(err)
	}
	// Output:
	// ?: main: MAYALIAS: MayAlias: PASS
	// ?: main: NOALIAS: NoAlias: PASS
	// aliascheck: 2 passed, 0 failed
}

// Print the points-to sets of a program in which a local escapes to an
// unknown external: the escaped set is listed once (Escaped), and a set
// that includes it names it "<escaped>" (Sets, and print<pointsto> in
// every format), while PointsTo expands it.
func ExampleResult_Sets() {
	const src = `
declare void @ext(i32*)
declare i32* @ext2()

define internal i32* @pick(i1 %c, i32* %a) {
  %q = call i32* @ext2()
  %r = select i1 %c, i32* %a, i32* %q
  ret i32* %r
}

define void @main(i1 %c) {
  %a = alloca i32
  %b = alloca i32
  call void @ext(i32* %b)
  %r = call i32* @pick(i1 %c, i32* %a)
  ret void
}
`
	m, err := ir.Parse("escape.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := pointsto.Analyze(context.Background(), m, pointsto.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pointsto.EscapedSummary, r.Escaped())
	for _, ps := range r.Sets() {
		if strings.HasPrefix(ps.Node, "pick:") || strings.HasPrefix(ps.Node, "main:") {
			fmt.Println(ps.Node, ps.PointsTo)
		}
	}
	main := m.Funcs[len(m.Funcs)-1]
	fmt.Println("PointsTo(main:%r):", r.PointsTo(valueNamed(main, "r")))
	// Output:
	// <escaped> [unknown+? fn:@main+? alloca:main:%b+?]
	// pick:%a [alloca:main:%a]
	// pick:%q [<escaped>]
	// pick:%r [<escaped> alloca:main:%a]
	// main:%a [alloca:main:%a]
	// main:%b [alloca:main:%b+?]
	// main:%r [<escaped> alloca:main:%a]
	// PointsTo(main:%r): [unknown+? fn:@main+? alloca:main:%a alloca:main:%b+?]
}

// Walk the call graph of a program that registers a callback with unknown
// code and calls a function pointer it gets back: such sites may call
// every escaped function, which CallGraph says once per site (AllEscaped)
// instead of listing them, and CallEdges expands.
func ExampleResult_CallGraph() {
	const src = `
declare void @reg(void ()*)
declare void ()* @getfp()

define internal void @cb() {
  ret void
}

define internal void @local() {
  ret void
}

define void @main(i1 %c) {
  call void @reg(void ()* @cb)
  %fp = call void ()* @getfp()
  %p = select i1 %c, void ()* %fp, void ()* @local
  call void %p()
  ret void
}
`
	m, err := ir.Parse("callgraph.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := pointsto.Analyze(context.Background(), m, pointsto.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("escaped functions:", names(r.EscapedFuncs()))
	for _, cs := range r.CallGraph() {
		if !cs.Indirect {
			continue
		}
		caller := "<unknown caller>"
		if cs.Caller != nil {
			caller = cs.Caller.Name()
		}
		fmt.Printf("%s: callees %v, all escaped: %v\n", caller, names(cs.Callees), cs.AllEscaped)
	}
	r.CallEdges(func(e pointsto.CallEdge) bool {
		if e.Indirect && e.Caller != nil {
			fmt.Println("edge main ->", e.Callee.Name())
		}
		return true
	})
	// Output:
	// escaped functions: [cb main]
	// <unknown caller>: callees [], all escaped: true
	// main: callees [local], all escaped: true
	// edge main -> cb
	// edge main -> local
	// edge main -> main
}

func names(fs []*llir.Func) []string {
	out := []string{}
	for _, f := range fs {
		out = append(out, f.Name())
	}
	return out
}
