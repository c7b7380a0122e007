package pointsto

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
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
	if r.PointsTo(nil) != nil || r.MayAlias(nil, nil) || len(r.CallGraph()) != 0 || r.Callees(nil) != nil {
		t.Error("non-empty answers on an empty module")
	}
	var nilResult *Result
	if nilResult.PointsTo(nil) != nil || nilResult.PointsToNode(1) != nil || nilResult.CallGraph() != nil {
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
	for _, e := range r.CallGraph() {
		if e.Caller == nil || e.Caller.Name() != "main" || e.Callee == nil {
			continue
		}
		if e.Indirect {
			indirect = append(indirect, e.Callee.Name())
		} else if !strings.HasPrefix(e.Callee.Name(), "llvm.") && !strings.Contains(e.Callee.Name(), "ALIAS") {
			direct = append(direct, e.Callee.Name())
		}
	}
	if strings.Join(indirect, ",") != "fa,fb" || strings.Join(direct, ",") != "fc" {
		t.Errorf("indirect %v direct %v; want [fa fb] and [fc]", indirect, direct)
	}
}
