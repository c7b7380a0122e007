package pointsto

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// corpusDir returns $IRPASS_CORPUS (built by internal/corpus/build.sh),
// skipping the test when it is unset.
func corpusDir(tb testing.TB) string {
	tb.Helper()
	dir := os.Getenv("IRPASS_CORPUS")
	if dir == "" {
		tb.Skip("IRPASS_CORPUS not set (absolute path of the corpus built by internal/corpus/build.sh)")
	}
	return dir
}

// TestCorpusSolves solves every module of the corpus (real programs by
// clang 14 and clang 19 at -O0 and -O2, sqlite3 among them) and checks
// that the solver reaches its fixpoint within a generous bound on the
// work (iterations: nodes processed with a new difference), that every
// module gets points-to facts, and that whole programs get a call graph
// with indirect edges.
func TestCorpusSolves(t *testing.T) {
	dir := corpusDir(t)
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in %s: %v", dir, err)
	}
	sort.Strings(files)
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".ll")
		t.Run(name, func(t *testing.T) {
			m, err := ir.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			g, err := constraint.Build(context.Background(), m, constraint.Options{})
			if err != nil {
				t.Fatal(err)
			}
			r, err := Solve(context.Background(), g, Config{})
			if err != nil {
				t.Fatal(err)
			}
			st := r.Stats()
			// The sanity bound: a solver gone quadratic (sqlite3 -O2
			// did not finish before escape subsumption) would exceed
			// it by far; the solver needs less than one iteration per
			// node on every module.
			if bound := 10 * (st.Nodes + st.Constraints); st.Iterations > bound {
				t.Errorf("%d iterations, more than the bound %d", st.Iterations, bound)
			}
			if st.Nodes != g.NumNodes() || st.Constraints != len(g.Constraints) {
				t.Errorf("stats %+v do not match the graph (%d nodes, %d constraints)", st, g.NumNodes(), len(g.Constraints))
			}
			// Count non-empty sets without expanding them (r.Sets()
			// materialises the Escaped summary in every set: gigabytes
			// on sqlite3).
			nonEmpty := 0
			for id := 1; id < g.NumNodes(); id++ {
				if n := g.Nodes[id]; n != nil && !n.IsObject && !r.s.nodes[r.s.find(uint32(id))].pts.IsEmpty() {
					nonEmpty++
				}
			}
			if nonEmpty < g.NumNodes()/10 {
				t.Errorf("only %d of %d nodes point to something", nonEmpty, g.NumNodes())
			}
			indirect, allEsc := 0, 0
			for _, cs := range r.CallGraph() {
				if cs.Indirect && (len(cs.Callees) > 0 || cs.AllEscaped) {
					indirect++
				}
				if cs.AllEscaped {
					allEsc++
				}
			}
			if m.Module != nil && hasMain(m) && indirect == 0 {
				t.Error("whole program without resolved indirect call sites (the unknown caller calls main at least)")
			}
			t.Logf("%d nodes (%d pointing to something), %d constraints, %d iterations, %d copy edges, %d cycles, %d resolved indirect sites (%d calling all %d escaped functions), %v",
				st.Nodes, nonEmpty, st.Constraints, st.Iterations, st.CopyEdges, st.CollapsedCycles, indirect, allEsc, len(r.EscapedFuncs()), st.Time)
		})
	}
}

func hasMain(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if f.Name() == "main" && len(f.Blocks) > 0 {
			return true
		}
	}
	return false
}

// TestCorpusDeterministicAndExact solves two corpus programs several
// ways and requires identical answers: twice with the default
// configuration (determinism), without the Escaped summary and its
// subsumption (which must only change the representation), with the
// offline substitution, and without difference propagation or cycle
// detection.
func TestCorpusDeterministicAndExact(t *testing.T) {
	dir := corpusDir(t)
	for _, name := range []string{"bzip2.clang19.O2", "zlib.clang14.O2"} {
		t.Run(name, func(t *testing.T) {
			g := graphOf(t, filepath.Join(dir, name+".ll"))
			answer := func(opts solverOptions) string {
				s, err := solve(context.Background(), newProblem(g), opts)
				if err != nil {
					t.Fatal(err)
				}
				r := &Result{Graph: g, s: s}
				return fmt.Sprint(r.Sets(), r.resolvedCalls())
			}
			want := answer(solverOptions{})
			for _, c := range []struct {
				name string
				opts solverOptions
			}{
				{"again", solverOptions{}},
				{"noEsc", solverOptions{noEsc: true}},
				{"hvn", solverOptions{hvn: true}},
				{"noDiff", solverOptions{noDiff: true}},
				{"noCycles", solverOptions{noCycles: true}},
				{"noEagerEsc", solverOptions{noEagerEsc: true}},
			} {
				if got := answer(c.opts); got != want {
					t.Errorf("%s: answers differ from the default configuration", c.name)
				}
			}
		})
	}
}

// TestCorpusCallGraph checks the compact call graph of sqlite3 at -O2
// (clang 14 and 19), where most resolved sites may call every escaped
// function: each site, expanded, is what the solver bound (see
// checkCallGraph), and the graph has one entry per site, not per edge.
func TestCorpusCallGraph(t *testing.T) {
	dir := corpusDir(t)
	for _, name := range []string{"sqlite3.clang14.O2", "sqlite3.clang19.O2"} {
		t.Run(name, func(t *testing.T) {
			m, err := ir.ParseFile(filepath.Join(dir, name+".ll"))
			if err != nil {
				t.Skipf("corpus module absent: %v", err)
			}
			r, err := Analyze(context.Background(), m, Config{})
			if err != nil {
				t.Fatal(err)
			}
			allEsc, edges := checkCallGraph(t, name, r)
			sites := len(r.CallGraph())
			t.Logf("%d call sites, %d calling all %d escaped functions; %d edges expanded", sites, allEsc, len(r.EscapedFuncs()), edges)
			if allEsc < 1000 || edges < 10*sites {
				t.Errorf("%d sites call every escaped function, %d edges for %d sites: the test no longer tests the summary", allEsc, edges, sites)
			}
		})
	}
}
