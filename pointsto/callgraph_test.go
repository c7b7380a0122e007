package pointsto

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	llir "github.com/llir/llvm/ir"
)

func funcNames(fs []*llir.Func) string {
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(f.Name())
	}
	return b.String()
}

// checkCallGraph requires of r's call graph that every resolved site,
// expanded (its Callees and, with AllEscaped, EscapedFuncs), lists exactly
// the functions the solver bound to it (solver.siteCallees), that
// AllEscaped is set exactly when those include every escaped function,
// that Callees then holds no escaped function, and that CallEdges yields
// the expansion. It returns the number of sites with AllEscaped and of
// expanded edges.
func checkCallGraph(t *testing.T, name string, r *Result) (allEsc, edges int) {
	t.Helper()
	esc := r.EscapedFuncs()
	isEsc := map[*llir.Func]bool{}
	for _, f := range esc {
		isEsc[f] = true
	}
	cg := r.CallGraph()
	if len(cg) != len(r.Graph.DirectCalls)+len(r.Graph.CallSites) {
		t.Fatalf("%s: %d call sites, want %d direct and %d resolved", name, len(cg), len(r.Graph.DirectCalls), len(r.Graph.CallSites))
	}
	var want []string
	for i, cs := range cg {
		fs := cs.Callees
		if cs.AllEscaped {
			allEsc++
			for _, f := range cs.Callees {
				if isEsc[f] {
					t.Errorf("%s: site %d lists escaped function %s besides AllEscaped", name, i, f.Name())
				}
			}
			fs = mergeByName(nil, cs.Callees, esc)
		}
		for _, f := range fs {
			want = append(want, f.Name())
		}
		if !cs.Indirect {
			continue
		}
		full := r.funcsByName(r.s.siteCallees(i - len(r.Graph.DirectCalls)))
		if got := funcNames(fs); got != funcNames(full) {
			t.Errorf("%s: site %d expands to %s, the solver bound %s", name, i, got, funcNames(full))
		}
		n := 0
		for _, f := range full {
			if isEsc[f] {
				n++
			}
		}
		if all := len(esc) > 0 && n == len(esc); all != cs.AllEscaped {
			t.Errorf("%s: site %d AllEscaped %v, but it calls %d of the %d escaped functions", name, i, cs.AllEscaped, n, len(esc))
		}
	}
	var got []string
	r.CallEdges(func(e CallEdge) bool {
		got = append(got, e.Callee.Name())
		return true
	})
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("%s: CallEdges yields %d edges, the expanded call graph has %d", name, len(got), len(want))
	}
	stop := 0
	r.CallEdges(func(CallEdge) bool { stop++; return stop < 3 })
	if len(want) >= 3 && stop != 3 {
		t.Errorf("%s: CallEdges went on after yield returned false (%d calls)", name, stop)
	}
	return allEsc, len(want)
}

// TestCallGraphSummarised checks the compact call graph on a program in
// which a function escapes (typed and opaque) and on bzip2 (committed):
// sites that may call every escaped function say so once, the expansion
// is what the solver bound, and it does not depend on the solver's
// Escaped summary element.
func TestCallGraphSummarised(t *testing.T) {
	for name, src := range map[string]string{"typed": escapeIR, "opaque": opaqueIR(escapeIR)} {
		r := analyzeText(t, name+".ll", src)
		allEsc, edges := checkCallGraph(t, name, r)
		// The unknown caller and main's call through %fp (from ext2)
		// call both escaped functions, @cb and @main.
		if allEsc != 2 || funcNames(r.EscapedFuncs()) != "cb,main" {
			t.Errorf("%s: %d sites call every escaped function (%s), want 2 calling cb,main", name, allEsc, funcNames(r.EscapedFuncs()))
		}
		t.Logf("%s: %d edges", name, edges)
	}
	g := graphOf(t, filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll"))
	r, err := Solve(context.Background(), g, Config{})
	if err != nil {
		t.Fatal(err)
	}
	allEsc, edges := checkCallGraph(t, "bzip2", r)
	s, err := solve(context.Background(), newProblem(g), solverOptions{noEsc: true})
	if err != nil {
		t.Fatal(err)
	}
	plain := &Result{Graph: g, s: s}
	allEsc2, edges2 := checkCallGraph(t, "bzip2 without the summary", plain)
	if allEsc != allEsc2 || edges != edges2 {
		t.Errorf("bzip2: %d sites call every escaped function, %d edges; without the summary %d and %d", allEsc, edges, allEsc2, edges2)
	}
	t.Logf("bzip2: %d call sites, %d of them calling all %d escaped functions; %d edges", len(r.CallGraph()), allEsc, len(r.EscapedFuncs()), edges)
	if allEsc == 0 {
		t.Error("bzip2: no site calls every escaped function; the test does not test the summary")
	}
}
