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
			path := m.path
			if rest, ok := strings.CutPrefix(path, "corpus:"); ok {
				dir := os.Getenv("IRPASS_CORPUS")
				if dir == "" {
					b.Skip("IRPASS_CORPUS not set")
				}
				path = filepath.Join(dir, rest)
			}
			g := benchGraph(b, path)
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
