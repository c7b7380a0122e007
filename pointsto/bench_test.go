package pointsto

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// corpusGraphs caches the constraint graphs of benchmark programs across
// benchmarks (parsing and generation are not what is measured).
var corpusGraphs sync.Map

// benchGraph loads path and builds its constraint graph once.
func benchGraph(b *testing.B, path string) *constraint.Graph {
	b.Helper()
	if rest, ok := strings.CutPrefix(path, "corpus:"); ok {
		dir := os.Getenv("IRPASS_CORPUS")
		if dir == "" {
			b.Skip("IRPASS_CORPUS not set")
		}
		path = filepath.Join(dir, rest)
	}
	if g, ok := corpusGraphs.Load(path); ok {
		return g.(*constraint.Graph)
	}
	if _, err := os.Stat(path); err != nil {
		b.Skipf("benchmark program absent: %v", err)
	}
	m, err := ir.ParseFile(path)
	if err != nil {
		b.Fatalf("reading %s: %v", path, err)
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		b.Fatal(err)
	}
	corpusGraphs.Store(path, g)
	return g
}

// benchConfigs are the solver configurations the benchmarks compare, each
// adding one optimisation to the previous, from the naive worklist
// (whole-set propagation, no cycle detection, Escaped set propagated like
// any other) to the default solver, then the offline substitution on top
// (off by default: see hvn.go).
var benchConfigs = []struct {
	name string
	opts solverOptions
}{
	{"Naive", solverOptions{noDiff: true, noCycles: true, noEsc: true}},
	{"+Diff", solverOptions{noCycles: true, noEsc: true}},
	{"+Cycles", solverOptions{noEsc: true}},
	{"+EscSummary", solverOptions{}}, // the default: Config{}
	{"+HVN", solverOptions{hvn: true}},
}

// benchModules are the programs: the sqlite3 whole program built by clang
// 14 (typed pointers) and clang 19 (opaque) at -O0 and -O2, lua, and bzip2
// (committed, so it runs without the corpus).
var benchModules = []struct{ name, path string }{
	{"sqlite3.clang14.O0", "corpus:sqlite3.clang14.O0.ll"},
	{"sqlite3.clang19.O0", "corpus:sqlite3.clang19.O0.ll"},
	{"sqlite3.clang14.O2", "corpus:sqlite3.clang14.O2.ll"},
	{"sqlite3.clang19.O2", "corpus:sqlite3.clang19.O2.ll"},
	{"lua5.4.clang14.O0", "corpus:lua5.4.clang14.O0.ll"},
	{"bzip2.clang14.O0", filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll")},
}

// benchTimeout bounds one solve: the slow configurations do not finish on
// the big programs (IRPASS_BENCH_TIMEOUT, a Go duration, changes it).
func benchTimeout() time.Duration {
	if d, err := time.ParseDuration(os.Getenv("IRPASS_BENCH_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return 60 * time.Second
}

// BenchmarkSolve solves each program in each configuration: solve time
// (constraint generation excluded; wall clock, and CPU time of the process
// where available), allocation, the retained size of the
// solution (live heap after the solve, after a GC, minus before), and the
// solver's counts. A configuration that does not finish within
// benchTimeout is skipped with a message. Programs under "corpus:" need
// IRPASS_CORPUS. For example:
//
//	IRPASS_CORPUS=/work/main/corpus go test -run XXX -bench 'Solve/sqlite3' -benchtime 1x -count 3 ./pointsto
func BenchmarkSolve(b *testing.B) {
	for _, m := range benchModules {
		b.Run(m.name, func(b *testing.B) {
			g := benchGraph(b, m.path)
			for _, c := range benchConfigs {
				b.Run(c.name, func(b *testing.B) { benchSolve(b, g, c.opts) })
			}
		})
	}
}

func benchSolve(b *testing.B, g *constraint.Graph, opts solverOptions) {
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := processCPU()
	var s *solver
	for i := 0; i < b.N; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), benchTimeout())
		var err error
		s, err = solve(ctx, newProblem(g), opts)
		cancel()
		if errors.Is(err, context.DeadlineExceeded) {
			b.Skipf("did not finish within %v (%d iterations)", benchTimeout(), s.st.iterations)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if cpu1, ok := processCPU(); ok && cpuOK {
		// Includes the garbage collector's work on other threads.
		b.ReportMetric(float64(cpu1-cpu0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	}
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/(1<<20), "result-MB")
	b.ReportMetric(float64(len(g.Constraints)), "constraints")
	b.ReportMetric(float64(g.NumNodes()), "nodes")
	b.ReportMetric(float64(s.st.iterations), "iterations")
	b.ReportMetric(float64(s.st.copyEdges), "edges")
	b.ReportMetric(float64(s.st.collapsedCycles), "cycles")
	if opts.hvn {
		b.ReportMetric(float64(s.st.substituted), "substituted")
	}
	runtime.KeepAlive(s)
}

// aliasSample returns about max pairs of indices into n values: each
// value in a stride with ten partners spread over the module (the sample
// of TestAliasMatchesExpanded when n is small enough).
func aliasSample(n, max int) [][2]int {
	stride := 1
	if n*10 > max {
		stride = n * 10 / max
	}
	var out [][2]int
	for i := 0; i < n; i += stride {
		for k := 1; k <= 10; k++ {
			out = append(out, [2]int{i, (i*7919 + k*104729) % n})
		}
	}
	return out
}

// BenchmarkAlias measures Alias queries on a solved program: each
// iteration asks a sample of pairs of pointer values (at most 200,000) of
// a fresh Result (cold: every value's locations and extent computed on
// first use) and then the same pairs again (warm), with and without the
// per-value cache, and reports queries per second of both passes. For
// example:
//
//	IRPASS_CORPUS=/work/main/corpus go test -run XXX -bench 'Alias/' -benchtime 1x ./pointsto
func BenchmarkAlias(b *testing.B) {
	for _, m := range benchModules {
		b.Run(m.name, func(b *testing.B) {
			g := benchGraph(b, m.path)
			solved, err := Solve(context.Background(), g, Config{})
			if err != nil {
				b.Fatal(err)
			}
			vs := pointerValues(g.Module)
			pairs := aliasSample(len(vs), 200000)
			for _, cached := range []bool{false, true} {
				name := "uncached"
				if cached {
					name = "cached"
				}
				b.Run(name, func(b *testing.B) {
					var cold, warm time.Duration
					noAlias := 0
					for i := 0; i < b.N; i++ {
						r := fresh(solved)
						r.noCache = !cached
						for pass := 0; pass < 2; pass++ {
							start := time.Now()
							n := 0
							for _, p := range pairs {
								if r.Alias(vs[p[0]], vs[p[1]]) == NoAlias {
									n++
								}
							}
							if pass == 0 {
								cold += time.Since(start)
							} else {
								warm += time.Since(start)
							}
							noAlias = n
						}
					}
					q := float64(len(pairs) * b.N)
					b.ReportMetric(q/cold.Seconds(), "cold-queries/s")
					b.ReportMetric(q/warm.Seconds(), "warm-queries/s")
					b.ReportMetric(float64(len(pairs)), "pairs")
					b.ReportMetric(float64(noAlias), "noalias")
				})
			}
		})
	}
}

// fresh returns a Result sharing solved's solution with none of its
// caches filled, so that each iteration pays for them again.
func fresh(solved *Result) *Result {
	return &Result{Graph: solved.Graph, cfg: solved.cfg, s: solved.s, stats: solved.stats,
		calls: solved.calls, dl: solved.dl}
}

// BenchmarkCallGraph measures Result.CallGraph on a solved program (a
// fresh Result per iteration, so that the escaped set's summary is
// computed each time): time, allocation, the call sites, those that may
// call every escaped function, and the edges of the expanded graph
// (counted by CallEdges, outside the timer). For example:
//
//	IRPASS_CORPUS=/work/main/corpus go test -run XXX -bench 'CallGraph/sqlite3' -benchtime 1x ./pointsto
func BenchmarkCallGraph(b *testing.B) {
	for _, m := range benchModules {
		b.Run(m.name, func(b *testing.B) {
			g := benchGraph(b, m.path)
			solved, err := Solve(context.Background(), g, Config{})
			if err != nil {
				b.Fatal(err)
			}
			var cg []CallSite
			var r *Result
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				r = fresh(solved)
				cg = r.CallGraph()
			}
			b.StopTimer()
			allEsc := 0
			for _, cs := range cg {
				if cs.AllEscaped {
					allEsc++
				}
			}
			edges := 0
			r.CallEdges(func(CallEdge) bool { edges++; return true })
			b.ReportMetric(float64(len(cg)), "sites")
			b.ReportMetric(float64(allEsc), "all-escaped-sites")
			b.ReportMetric(float64(len(r.EscapedFuncs())), "escaped-funcs")
			b.ReportMetric(float64(edges), "edges")
		})
	}
}
