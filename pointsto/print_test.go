package pointsto

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// escapeIR is a small program in which locals and a function escape to
// unknown externals (ext, reg) and pointers come back from them (ext2,
// getfp); typed pointers (clang 14's syntax) and opaque ones (clang 19's)
// are generated from the same text.
const escapeIR = `
@g = global i32 0
declare void @ext(i32*)
declare void @reg(void ()*)
declare i32* @ext2()
declare void ()* @getfp()

define internal void @cb() {
  ret void
}

define i32 @main(i32 %argc) {
entry:
  %a = alloca i32
  %b = alloca i32
  call void @ext(i32* %b)
  call void @reg(void ()* @cb)
  %q = call i32* @ext2()
  %c1 = icmp ne i32 %argc, 0
  %r = select i1 %c1, i32* %a, i32* %q
  %c2 = icmp sgt i32 %argc, 1
  %s = select i1 %c2, i32* @g, i32* %a
  %fp = call void ()* @getfp()
  call void %fp()
  %x = load i32, i32* %r
  %y = load i32, i32* %s
  %z = add i32 %x, %y
  ret i32 %z
}
`

// instNamed returns f's instruction named name, or nil.
func instNamed(f *llir.Func, name string) value.Value {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Named); ok && v.Name() == name {
				return v
			}
		}
	}
	return nil
}

// callThrough returns f's call whose callee is callee, or nil.
func callThrough(f *llir.Func, callee value.Value) value.Value {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*llir.InstCall); ok && c.Callee == callee {
				return c
			}
		}
	}
	return nil
}

func objectNames(objs []Object) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.String())
	}
	return out
}

// opaqueIR turns escapeIR's typed pointers into opaque ones.
func opaqueIR(typed string) string {
	return strings.NewReplacer("void ()*", "ptr", "i32*", "ptr").Replace(typed)
}

func analyzeText(t *testing.T, name, text string) *Result {
	t.Helper()
	m, err := ir.Parse(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyze(context.Background(), m, Config{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// escapeText is the text report of escapeIR: the escaped set once, and
// "<escaped>" in each set and callee list that includes it (%q and %fp come
// back from unknown externals, %r may be %q or %a; %s holds no escaped
// location).
const escapeText = `pointsto: 21 nodes, 23 constraints, 2 call sites, 4 slots, 34 copy edges, 18 iterations, 1 collapsed cycles, 4 collapsed objects
<escaped> -> { unknown+?, fn:@cb+?, fn:@main+?, alloca:main:%b+? }
unknown -> { unknown+? }
escaped-contents -> { <escaped> }
unknown-args -> { <escaped> }
unknown-return -> { <escaped> }
unknown-caller-result -> { <escaped> }
@g -> { global:@g }
@cb -> { fn:@cb+? }
@main -> { fn:@main+? }
main:%a -> { alloca:main:%a }
main:%b -> { alloca:main:%b+? }
main:%q -> { <escaped> }
main:%r -> { <escaped>, alloca:main:%a }
main:%s -> { global:@g, alloca:main:%a }
main:%fp -> { <escaped> }
call <unknown caller>: - -> { <escaped> }
call main: %0 -> { <escaped> }
`

// TestPrintEscapedSummary checks the text report of a program whose
// objects escape to unknown externals, typed and opaque, and that the
// queries still expand the summary.
func TestPrintEscapedSummary(t *testing.T) {
	for name, src := range map[string]string{"typed": escapeIR, "opaque": opaqueIR(escapeIR)} {
		t.Run(name, func(t *testing.T) {
			r := analyzeText(t, "escape.ll", src)
			var buf bytes.Buffer
			if err := r.WriteText(&buf); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(escapeText, buf.String()); diff != "" {
				t.Errorf("text report (-want +got):\n%s", diff)
			}
			main := r.Graph.Module.Funcs[len(r.Graph.Module.Funcs)-1]
			esc := objectNames(r.Escaped())
			if want := []string{"unknown+?", "fn:@cb+?", "fn:@main+?", "alloca:main:%b+?"}; !cmp.Equal(esc, want) {
				t.Errorf("Escaped() = %v, want %v", esc, want)
			}
			// PointsTo expands: %r is the escaped set and %a, in node order.
			got := objectNames(r.PointsTo(instNamed(main, "r")))
			want := []string{"unknown+?", "fn:@cb+?", "fn:@main+?", "alloca:main:%a", "alloca:main:%b+?"}
			if !cmp.Equal(got, want) {
				t.Errorf("PointsTo(%%r) = %v, want %v", got, want)
			}
			if !r.MayAlias(instNamed(main, "r"), instNamed(main, "b")) || r.MayAlias(instNamed(main, "s"), instNamed(main, "q")) {
				t.Errorf("MayAlias(%%r, %%b) must hold (the escaped set holds %%b) and MayAlias(%%s, %%q) must not")
			}
			// Callees expands too: the call through %fp calls every escaped
			// function.
			var viaFP []string
			for _, f := range r.Callees(callThrough(main, instNamed(main, "fp"))) {
				viaFP = append(viaFP, f.Name())
			}
			if want := []string{"cb", "main"}; !cmp.Equal(viaFP, want) {
				t.Errorf("Callees(call %%fp()) = %v, want %v", viaFP, want)
			}
		})
	}
}

// expandSets checks that every set of r.Sets(), with "<escaped>" replaced
// by the escaped set, is what PointsToNode answers for its node, that the
// nodes left out point to nothing (or are the Escaped node), and returns
// how many sets used the summary.
func expandSets(t *testing.T, r *Result) int {
	t.Helper()
	escaped := objectNames(r.Escaped())
	sets := r.Sets()
	summarised, i := 0, 0
	for _, n := range r.Graph.Nodes {
		if n == nil || n.IsObject {
			continue
		}
		want := objectNames(r.PointsToNode(n.ID))
		if n.ID == r.Graph.Escaped {
			if !cmp.Equal(want, escaped) {
				t.Errorf("Escaped() = %v, the Escaped node points to %v", escaped, want)
			}
			continue
		}
		if len(want) == 0 {
			continue
		}
		if i == len(sets) || sets[i].Node != n.String() {
			t.Fatalf("Sets() lacks %s (points to %d objects)", n, len(want))
		}
		var got []string
		for _, o := range sets[i].PointsTo {
			if o == EscapedSummary {
				summarised++
				got = append(got, escaped...)
				continue
			}
			got = append(got, o)
		}
		sort.Strings(got)
		sort.Strings(want)
		if !cmp.Equal(got, want) {
			t.Errorf("%s: Sets() expands to %v, PointsToNode gives %v", n, got, want)
		}
		i++
	}
	if i != len(sets) {
		t.Errorf("Sets() lists %d sets, %d nodes point to something", len(sets), i)
	}
	return summarised
}

// TestSetsExpandToPointsTo checks the summarised sets against the
// expanded queries, on escapeIR and on a real program (bzip2, committed),
// where the summary must be used.
func TestSetsExpandToPointsTo(t *testing.T) {
	if n := expandSets(t, analyzeText(t, "escape.ll", escapeIR)); n != 7 {
		t.Errorf("escapeIR: %d sets summarised, want 7", n)
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
	if n := expandSets(t, r); n < 100 {
		t.Errorf("bzip2: only %d sets summarised", n)
	}
}

// TestReportJSON checks that the JSON report parses back into a Report
// equal to the one encoded, with the escaped set and the summary element
// in the places the schema says.
func TestReportJSON(t *testing.T) {
	r := analyzeText(t, "escape.ll", escapeIR)
	rep, ok := r.JSONReport().(*Report)
	if !ok {
		t.Fatalf("JSONReport() is %T, want *Report", r.JSONReport())
	}
	js, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(*rep, back); diff != "" {
		t.Errorf("parsed back (-encoded +parsed):\n%s", diff)
	}
	if want := []string{"unknown+?", "fn:@cb+?", "fn:@main+?", "alloca:main:%b+?"}; !cmp.Equal(back.Escaped, want) {
		t.Errorf("escaped = %v, want %v", back.Escaped, want)
	}
	sets := map[string][]string{}
	for _, ps := range back.Pointers {
		sets[ps.Node] = ps.PointsTo
	}
	for node, want := range map[string][]string{
		"main:%r": {EscapedSummary, "alloca:main:%a"},
		"main:%q": {EscapedSummary},
		"main:%s": {"global:@g", "alloca:main:%a"},
	} {
		if !cmp.Equal(sets[node], want) {
			t.Errorf("%s points_to %v, want %v", node, sets[node], want)
		}
	}
	if len(back.Calls) != 2 || !cmp.Equal(back.Calls[1].Callees, []string{EscapedSummary}) || back.Calls[1].Caller != "main" {
		t.Errorf("calls = %+v, want the unknown caller's and main's, each calling %s", back.Calls, EscapedSummary)
	}
	if back.Stats.Constraints != r.Stats().Constraints {
		t.Errorf("stats.constraints = %d, want %d", back.Stats.Constraints, r.Stats().Constraints)
	}
	// A nil result encodes empty lists, not null.
	var nilResult *Result
	js, err = json.Marshal(nilResult.JSONReport())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(js, []byte(`"escaped":[]`)) || !bytes.Contains(js, []byte(`"pointers":[]`)) || !bytes.Contains(js, []byte(`"calls":[]`)) {
		t.Errorf("nil result's report: %s", js)
	}
	// In an empty module only unknown code escapes: the summary stands
	// for the Unknown object, and the unknown caller calls no function.
	empty := analyzeText(t, "empty.ll", "").JSONReport().(*Report)
	if !cmp.Equal(empty.Escaped, []string{"unknown+?"}) || len(empty.Calls) != 1 || len(empty.Calls[0].Callees) != 0 {
		t.Errorf("empty module: escaped %v, calls %+v", empty.Escaped, empty.Calls)
	}
	// print<pointsto> writes the summary element as is, not HTML-escaped.
	m, err := ir.Parse("escape.ll", []byte(escapeIR))
	if err != nil {
		t.Fatal(err)
	}
	out := runPipeline(t, m, "print<pointsto>", pass.FormatJSON)
	if !strings.Contains(out, `"main:%q",
        "points_to": [
          "<escaped>"
        ]`) || strings.Contains(out, `\u003c`) {
		t.Errorf("print<pointsto> JSON does not name %s literally:\n%s", EscapedSummary, out)
	}
}

// TestWriteDOTEscaped checks that the DOT graph has one node for the
// escaped set, pointed to by the sets and calls that include it.
func TestWriteDOTEscaped(t *testing.T) {
	r := analyzeText(t, "escape.ll", escapeIR)
	var buf bytes.Buffer
	if err := r.WriteDOT(&buf); err != nil {
		t.Fatal(err)
	}
	dot := buf.String()
	for _, want := range []string{
		`"e:<escaped>" [shape=doubleoctagon,label="<escaped>"];`,
		`"e:<escaped>" -> "o:alloca:main:%b+?";`,
		`"p:main:%r" -> "e:<escaped>";`,
		`"p:main:%r" -> "o:alloca:main:%a";`,
		`"f:main" -> "e:<escaped>" [style=dashed];`,
	} {
		if !strings.Contains(dot, want) {
			t.Errorf("DOT lacks %s:\n%s", want, dot)
		}
	}
	// One edge per element of the summarised sets: %q has only the summary.
	if n := strings.Count(dot, `"p:main:%q" -> `); n != 1 {
		t.Errorf("%d edges from main:%%q, want 1 (to the escaped set)", n)
	}
	if path, err := exec.LookPath("dot"); err == nil {
		cmd := exec.Command(path, "-Tsvg")
		cmd.Stdin = strings.NewReader(dot)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("dot rejects the graph: %v\n%s", err, out)
		}
	}
}
