package pointsto

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

func runPipeline(t *testing.T, m *ir.Module, pipeline string, f pass.Format) string {
	t.Helper()
	reg := pass.NewRegistry()
	if err := constraint.Register(reg); err != nil {
		t.Fatal(err)
	}
	if err := Register(reg); err != nil {
		t.Fatal(err)
	}
	pm, err := pass.ParsePipeline(reg, pipeline)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	am := pass.NewAnalysisManager()
	am.SetOutput(pass.NewOutput(&buf, f))
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	if err := am.Output().Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestPrintPointsTo(t *testing.T) {
	m, err := ir.ParseFile(filepath.Join("testdata", "clang14", "fp_struct.ll"))
	if err != nil {
		t.Fatal(err)
	}
	text := runPipeline(t, m, "print<pointsto>", pass.FormatText)
	for _, want := range []string{"pointsto: ", "main:%a", "-> { alloca:main:%a }", "call main: fp_struct.c:"} {
		if !strings.Contains(text, want) {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
	if again := runPipeline(t, m, "print<pointsto>", pass.FormatText); again != text {
		t.Error("text output differs between two runs")
	}
	js := runPipeline(t, m, "print<pointsto>", pass.FormatJSON)
	var got struct {
		Pointsto Report `json:"pointsto"`
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	if len(got.Pointsto.Pointers) == 0 || len(got.Pointsto.Calls) == 0 || got.Pointsto.Stats.Constraints == 0 {
		t.Errorf("JSON report incomplete: %s", js)
	}
	var callees []string
	for _, c := range got.Pointsto.Calls {
		if c.Caller == "main" {
			callees = append(callees, c.Callees...)
		}
	}
	if strings.Join(callees, ",") != "set_impl,get_impl,get_impl" {
		t.Errorf("indirect callees from main = %v, want set_impl, get_impl, get_impl", callees)
	}
	dot := runPipeline(t, m, "print<pointsto>", pass.FormatDOT)
	if !strings.HasPrefix(dot, "digraph pointsto {") {
		t.Errorf("DOT output: %s", dot)
	}
	if path, err := exec.LookPath("dot"); err == nil {
		cmd := exec.Command(path, "-Tsvg")
		cmd.Stdin = strings.NewReader(dot)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("dot rejects the graph: %v\n%s", err, out)
		}
	}
}

func TestAliasCheckJSON(t *testing.T) {
	m, err := ir.ParseFile(filepath.Join("testdata", "clang14", "struct_fields.ll"))
	if err != nil {
		t.Fatal(err)
	}
	js := runPipeline(t, m, "aliascheck", pass.FormatJSON)
	var got struct {
		Aliascheck struct {
			Checks []struct {
				Function string `json:"function"`
				Loc      string `json:"loc"`
				Kind     string `json:"kind"`
				MayAlias bool   `json:"may_alias"`
				Pass     bool   `json:"pass"`
			} `json:"checks"`
			Passed int `json:"passed"`
			Failed int `json:"failed"`
		} `json:"aliascheck"`
	}
	if err := json.Unmarshal([]byte(js), &got); err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	a := got.Aliascheck
	if len(a.Checks) != 5 || a.Passed != 5 || a.Failed != 0 {
		t.Fatalf("got %+v", a)
	}
	if c := a.Checks[0]; c.Function != "main" || c.Loc != "struct_fields.c:10:2" || c.Kind != "MAYALIAS" || !c.MayAlias || !c.Pass {
		t.Errorf("first check %+v", c)
	}
	text := runPipeline(t, m, "aliascheck", pass.FormatText)
	if !strings.Contains(text, "struct_fields.c:13:2: main: NOALIAS: NoAlias: PASS") || !strings.HasSuffix(text, "aliascheck: 5 passed, 0 failed\n") {
		t.Errorf("text report:\n%s", text)
	}
	if _, err := AliasCheckPass.NewModulePass("x"); err == nil {
		t.Error("aliascheck<x> accepted")
	}
}

// TestEmptyAndNil checks that degenerate inputs give empty answers, not
// panics.
func TestEmptyAndNil(t *testing.T) {
	m, err := ir.Parse("empty.ll", []byte(""))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(context.Background(), m, Config{})
	if err != nil {
		t.Fatal(err)
	}
	edges := 0
	r.CallEdges(func(CallEdge) bool { edges++; return true })
	if r.PointsTo(nil) != nil || r.MayAlias(nil, nil) || edges != 0 || r.Callees(nil) != nil || r.EscapedFuncs() != nil {
		t.Error("non-empty answers on an empty module")
	}
	// The one call site is the unknown caller's, which calls nothing.
	if cg := r.CallGraph(); len(cg) != 1 || cg[0].Caller != nil || len(cg[0].Callees) != 0 || cg[0].AllEscaped {
		t.Errorf("call graph of an empty module: %+v", cg)
	}
	var nilResult *Result
	nilResult.CallEdges(func(CallEdge) bool { edges++; return true })
	if nilResult.PointsTo(nil) != nil || nilResult.PointsToNode(1) != nil || nilResult.CallGraph() != nil ||
		nilResult.EscapedFuncs() != nil || edges != 0 {
		t.Error("nil result answers")
	}
	if rep := CheckAliases(nil, r); len(rep.Checks) != 0 {
		t.Error("checks on a nil module")
	}
	var buf bytes.Buffer
	if err := r.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g, _ := constraint.Build(context.Background(), m, constraint.Options{})
	if _, err := Solve(ctx, g, Config{}); err == nil {
		// Small graphs may finish before the first check; that is fine.
		t.Log("solved before noticing the cancellation")
	}
}

// TestCallGraph checks direct and indirect edges of a fixture.
func TestCallGraph(t *testing.T) {
	m, err := ir.ParseFile(filepath.Join("testdata", "clang14", "fp_array.ll"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(context.Background(), m, Config{})
	if err != nil {
		t.Fatal(err)
	}
	var direct, indirect []string
	r.CallEdges(func(e CallEdge) bool {
		if e.Caller == nil || e.Caller.Name() != "main" || e.Callee == nil {
			return true
		}
		if e.Indirect {
			indirect = append(indirect, e.Callee.Name())
		} else if !strings.HasPrefix(e.Callee.Name(), "llvm.") && !strings.Contains(e.Callee.Name(), "ALIAS") {
			direct = append(direct, e.Callee.Name())
		}
		return true
	})
	if strings.Join(indirect, ",") != "fa,fb" || strings.Join(direct, ",") != "fc" {
		t.Errorf("indirect %v direct %v; want [fa fb] and [fc]", indirect, direct)
	}
}

// aliasExpanded is Alias computed the simple way, on the expanded sets
// (every location of one against every location of the other), as Alias
// did before it worked on summarised sets.
func aliasExpanded(r *Result, a, b value.Value) AliasResult {
	if a == nil || b == nil {
		return NoAlias
	}
	sa, sb := stripCasts(a), stripCasts(b)
	// A value the solution knows nothing of (a declaration's parameter)
	// may alias anything.
	_, _, oka := r.aliasLocations(sa)
	_, _, okb := r.aliasLocations(sb)
	if !oka || !okb {
		if sa == sb {
			return MustAlias
		}
		return MayAlias
	}
	pa, pb := r.PointsTo(a), r.PointsTo(b)
	if len(pa) == 0 || len(pb) == 0 {
		if sa == sb && len(pa) > 0 {
			return MustAlias
		}
		return NoAlias
	}
	za, zb := r.accessSize(sa), r.accessSize(sb)
	res := NoAlias
	for _, x := range pa {
		for _, y := range pb {
			if x.Node == y.Node && overlap(x.Offset, za, y.Offset, zb) {
				res = MayAlias
			}
		}
	}
	switch {
	case res == NoAlias:
		return NoAlias
	case sa == sb:
		return MustAlias
	case len(pa) == 1 && len(pb) == 1 && pa[0].Kind == constraint.GlobalObject &&
		pa[0].Offset != UnknownOffset && pb[0].Offset != UnknownOffset:
		if pa[0].Offset == pb[0].Offset {
			return MustAlias
		}
		return PartialAlias
	}
	return MayAlias
}

// pointerValues returns m's globals and its pointer-typed instructions and
// parameters, in module order.
func pointerValues(m *ir.Module) []value.Value {
	var out []value.Value
	for _, g := range m.Globals {
		out = append(out, g)
	}
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			if types.IsPointer(p.Type()) {
				out = append(out, p)
			}
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if v, ok := inst.(value.Value); ok && types.IsPointer(v.Type()) {
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// TestAliasMatchesExpanded checks that Alias, which works on the sets with
// the escaped set summarised, answers what the expanded sets give: every
// pair of pointer values of every fixture (both compilers) and of a
// program where things escape, and a deterministic sample of pairs of a
// real program (bzip2, committed).
func TestAliasMatchesExpanded(t *testing.T) {
	check := func(name string, r *Result, vs []value.Value, pairs func(yield func(i, j int))) int {
		n := 0
		pairs(func(i, j int) {
			a, b := vs[i], vs[j]
			if got, want := r.Alias(a, b), aliasExpanded(r, a, b); got != want {
				t.Errorf("%s: Alias(%s, %s) = %v, the expanded sets give %v", name, a.Ident(), b.Ident(), got, want)
			}
			if got, want := r.Alias(a, b), r.Alias(b, a); got != want {
				t.Errorf("%s: Alias(%s, %s) = %v but reversed %v", name, a.Ident(), b.Ident(), got, want)
			}
			n++
		})
		return n
	}
	all := func(n int) func(yield func(i, j int)) {
		return func(yield func(i, j int)) {
			for i := 0; i < n; i++ {
				for j := i; j < n; j++ {
					yield(i, j)
				}
			}
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "clang*", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, f := range append(files, "escape") {
		var m *ir.Module
		if f == "escape" {
			m, err = ir.Parse("escape.ll", []byte(escapeIR))
		} else {
			m, err = ir.ParseFile(f)
		}
		if err != nil {
			t.Fatal(err)
		}
		r, err := Analyze(context.Background(), m, Config{})
		if err != nil {
			t.Fatal(err)
		}
		vs := pointerValues(m)
		check(f, r, vs, all(len(vs)))
	}
	if testing.Short() {
		return
	}
	m, err := ir.ParseFile(filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll"))
	if err != nil {
		t.Skipf("real program unavailable: %v", err)
	}
	r, err := Analyze(context.Background(), m, Config{})
	if err != nil {
		t.Fatal(err)
	}
	vs := pointerValues(m)
	escaping := 0
	n := check("bzip2", r, vs, func(yield func(i, j int)) {
		for i := range vs {
			// Ten partners per value, spread over the module.
			for k := 1; k <= 10; k++ {
				yield(i, (i*7919+k*104729)%len(vs))
			}
		}
	})
	for _, v := range vs {
		if _, esc, _ := r.aliasLocations(v); esc {
			escaping++
		}
	}
	t.Logf("bzip2: %d pairs of %d pointer values, %d of which include the escaped set", n, len(vs), escaping)
	if n < 10000 || escaping < 100 {
		t.Errorf("bzip2: %d pairs, %d values whose set includes the escaped set; the sample is too small to tell", n, escaping)
	}
}

// TestConcurrentQueries asks one result the same questions from several
// goroutines (points-to sets, alias queries, reports, the call graph; the
// first queries among them, so that the escaped set and the caches are
// computed under contention) and requires the answers of a sequential run;
// under -race it also checks that queries do not write shared state.
func TestConcurrentQueries(t *testing.T) {
	g := graphOf(t, filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll"))
	vs := pointerValues(g.Module)
	answers := func(r *Result) string {
		var b strings.Builder
		for i := 0; i < len(vs); i += 7 {
			fmt.Fprintln(&b, r.PointsTo(vs[i]), r.Alias(vs[i], vs[(i*31)%len(vs)]))
		}
		fmt.Fprint(&b, r.Sets(), r.Escaped())
		for _, cs := range r.CallGraph() {
			fmt.Fprintln(&b, funcNames(cs.Callees), cs.AllEscaped, funcNames(r.Callees(cs.Site)))
		}
		fmt.Fprintln(&b, funcNames(r.EscapedFuncs()))
		return b.String()
	}
	seq, err := Solve(context.Background(), g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	want := answers(seq)
	r, err := Solve(context.Background(), g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	got := make([]string, 4)
	var wg sync.WaitGroup
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = answers(r)
		}()
	}
	wg.Wait()
	for i, a := range got {
		if a != want {
			t.Errorf("goroutine %d: answers differ from the sequential ones", i)
		}
	}
}

// extentIR moves a pointer into an array with one-index getelementptrs:
// %a is only loaded (4 bytes), %b only stored through, as an i64 (8
// bytes), %d is passed to a function (unknown extent, to the end of the
// array). The typed and opaque texts are the same program.
const extentTyped = `
define internal void @use(i8* %q) {
  ret void
}

define i32 @main() {
  %arr = alloca [4 x i32]
  %p = getelementptr [4 x i32], [4 x i32]* %arr, i64 0, i64 0
  %a = getelementptr i32, i32* %p, i64 1
  %b = getelementptr i32, i32* %p, i64 2
  %d = getelementptr i32, i32* %p, i64 1
  %x = load i32, i32* %a
  %bc = bitcast i32* %b to i64*
  store i64 0, i64* %bc
  %dc = bitcast i32* %d to i8*
  call void @use(i8* %dc)
  ret i32 %x
}
`

const extentOpaque = `
define internal void @use(ptr %q) {
  ret void
}

define i32 @main() {
  %arr = alloca [4 x i32]
  %p = getelementptr [4 x i32], ptr %arr, i64 0, i64 0
  %a = getelementptr i32, ptr %p, i64 1
  %b = getelementptr i32, ptr %p, i64 2
  %d = getelementptr i32, ptr %p, i64 1
  %x = load i32, ptr %a
  store i64 0, ptr %b
  call void @use(ptr %d)
  ret i32 %x
}
`

// TestAccessExtent checks the extents Alias infers: a one-index
// getelementptr has the size of its loads and stores when those are its
// only uses and an unknown extent otherwise, never its source element
// type's.
func TestAccessExtent(t *testing.T) {
	for name, src := range map[string]string{"typed": extentTyped, "opaque": extentOpaque} {
		t.Run(name, func(t *testing.T) {
			r := analyzeText(t, name+".ll", src)
			main := r.Graph.Module.Funcs[len(r.Graph.Module.Funcs)-1]
			v := func(name string) value.Value {
				for _, inst := range main.Blocks[0].Insts {
					if n, ok := inst.(value.Named); ok && n.Name() == name {
						return n
					}
				}
				t.Fatalf("no %%%s", name)
				return nil
			}
			for _, c := range []struct {
				a, b string
				want AliasResult
			}{
				{"p", "a", NoAlias},  // [0,4) and [4,8)
				{"a", "b", NoAlias},  // [4,8) and [8,16)
				{"p", "b", NoAlias},  // [0,4) and [8,16)
				{"a", "d", MayAlias}, // both at 4
				{"d", "b", MayAlias}, // [4,end) and [8,16)
				{"p", "d", NoAlias},  // [0,4) and [4,end)
				{"arr", "b", MayAlias},
			} {
				if got := r.Alias(v(c.a), v(c.b)); got != c.want {
					t.Errorf("Alias(%%%s, %%%s) = %v, want %v", c.a, c.b, got, c.want)
				}
			}
		})
	}
}

// TestConstantExpressions checks Alias on values the constraint graph has
// no node for, in clang 14 and clang 19 builds of testdata/c/const_expr.c:
// the constant getelementptr name + 1, used only in a comparison, is
// resolved to @name at offset 1; inttoptr (i64 1) may point anywhere; null
// points nowhere.
func TestConstantExpressions(t *testing.T) {
	for _, compiler := range []string{"clang14", "clang19"} {
		t.Run(compiler, func(t *testing.T) {
			m, err := ir.ParseFile(filepath.Join("testdata", compiler, "const_expr.ll"))
			if err != nil {
				t.Fatal(err)
			}
			r, err := Analyze(context.Background(), m, Config{})
			if err != nil {
				t.Fatal(err)
			}
			var name, other value.Value
			for _, g := range m.Globals {
				switch g.Name() {
				case "name":
					name = g
				case "other":
					other = g
				}
			}
			var gep, i2p, p value.Value
			for _, f := range m.Funcs {
				if f.Name() != "at_one" {
					continue
				}
				p = f.Params[0]
				for _, b := range f.Blocks {
					for _, inst := range b.Insts {
						cmp, ok := inst.(*llir.InstICmp)
						if !ok {
							continue
						}
						switch y := cmp.Y.(type) {
						case *constant.ExprGetElementPtr:
							gep = y
						case *constant.ExprIntToPtr:
							i2p = y
						}
					}
				}
			}
			if name == nil || other == nil || gep == nil || i2p == nil || p == nil {
				t.Fatalf("fixture changed: @name %v, @other %v, gep %v, inttoptr %v, %%p %v", name, other, gep, i2p, p)
			}
			for _, v := range []value.Value{gep, i2p} {
				if _, ok := r.Graph.ValueNode(v); ok {
					t.Fatalf("%s has a node: the test no longer tests values without one", v.Ident())
				}
			}
			null := constant.NewNull(types.NewPointer(types.I8))
			for _, c := range []struct {
				a, b value.Value
				want AliasResult
			}{
				{name, gep, PartialAlias}, // @name and @name+1: basic-aa's answer
				{p, gep, MustAlias},       // %p is q + 1 = @name+1
				{other, gep, NoAlias},
				{gep, gep, MustAlias},
				{i2p, name, MayAlias},
				{i2p, other, MayAlias},
				{i2p, i2p, MustAlias},
				{null, name, NoAlias},
				{null, i2p, MayAlias},
			} {
				if got := r.Alias(c.a, c.b); got != c.want {
					t.Errorf("Alias(%s, %s) = %v, want %v", c.a.Ident(), c.b.Ident(), got, c.want)
				}
				if got, rev := r.Alias(c.a, c.b), r.Alias(c.b, c.a); got != rev {
					t.Errorf("Alias(%s, %s) = %v but reversed %v", c.a.Ident(), c.b.Ident(), got, rev)
				}
			}
			if got := fmt.Sprint(r.PointsTo(gep)); got != "[global:@name+1]" {
				t.Errorf("PointsTo(%s) = %s, want [global:@name+1]", gep.Ident(), got)
			}
		})
	}
}

// unhashable is a user's own value type that cannot be compared (==
// panics on it) or used as a map key.
type unhashable struct {
	value.Value
	tags []string
}

// TestUnhashableValue checks that Alias and PointsTo answer, without
// panicking, for values of a type that cannot be compared: nothing is
// known of them, so they may alias anything.
func TestUnhashableValue(t *testing.T) {
	r := analyzeText(t, "escape.ll", escapeIR)
	g := r.Graph.Module.Globals[0]
	u := unhashable{Value: g, tags: []string{"x"}}
	if got := r.Alias(u, u); got != MayAlias {
		t.Errorf("Alias(u, u) = %v, want MayAlias", got)
	}
	if got := r.Alias(u, g); got != MayAlias {
		t.Errorf("Alias(u, @g) = %v, want MayAlias", got)
	}
	if got := r.PointsTo(u); got != nil {
		t.Errorf("PointsTo(u) = %v, want nil", got)
	}
	if got := r.Callees(u); got != nil {
		t.Errorf("Callees(u) = %v, want nil", got)
	}
}
