package pointsto

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// corpusGraphs caches the constraint graphs of corpus programs across
// benchmarks (parsing and generation are not what is measured).
var corpusGraphs sync.Map

// corpusGraph loads ../corpus/<name>.ll (built by internal/corpus/build.sh)
// and builds its constraint graph, skipping the benchmark when absent.
func corpusGraph(b *testing.B, name string) *constraint.Graph {
	b.Helper()
	if g, ok := corpusGraphs.Load(name); ok {
		return g.(*constraint.Graph)
	}
	path := filepath.Join("..", "corpus", name+".ll")
	if _, err := os.Stat(path); err != nil {
		b.Skipf("corpus program %s absent (run internal/corpus/build.sh): %v", path, err)
	}
	m, err := ir.ParseFile(path)
	if err != nil {
		b.Skipf("cannot read %s: %v", path, err)
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		b.Fatal(err)
	}
	corpusGraphs.Store(name, g)
	return g
}

func benchSolve(b *testing.B, name string, cfg Config) {
	g := corpusGraph(b, name)
	b.ReportAllocs()
	b.ResetTimer()
	var r *Result
	for i := 0; i < b.N; i++ {
		var err error
		r, err = Solve(context.Background(), g, cfg)
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	st := r.Stats()
	b.ReportMetric(float64(st.Constraints), "constraints")
	b.ReportMetric(float64(st.Nodes), "nodes")
	b.ReportMetric(float64(st.Iterations), "iterations")
	b.ReportMetric(float64(st.CollapsedCycles), "cycles")
}

// The configurations compared by the benchmarks: the production solver and
// each optimisation turned off, down to the naive worklist (whole-set
// propagation, no cycle detection).
var benchConfigs = []struct {
	name string
	cfg  Config
}{
	{"Default", Config{}},
	{"NoCycles", Config{NoCycleDetection: true}},
	{"NoDiff", Config{NoDifferencePropagation: true}},
	{"Naive", Config{NoCycleDetection: true, NoDifferencePropagation: true}},
}

func BenchmarkSolveSQLite(b *testing.B) {
	for _, c := range benchConfigs {
		b.Run(c.name, func(b *testing.B) { benchSolve(b, "sqlite3.clang14.O0", c.cfg) })
	}
}

func BenchmarkSolveSQLiteOpaque(b *testing.B) {
	benchSolve(b, "sqlite3.clang19.O0", Config{})
}

func BenchmarkSolveSQLiteO2(b *testing.B) {
	benchSolve(b, "sqlite3.clang14.O2", Config{})
}

func BenchmarkSolveLua(b *testing.B) {
	for _, c := range benchConfigs {
		b.Run(c.name, func(b *testing.B) { benchSolve(b, "lua5.4.clang14.O0", c.cfg) })
	}
}

// BenchmarkSolveBzip2 runs on the committed real program (no corpus
// needed), in every configuration.
func BenchmarkSolveBzip2(b *testing.B) {
	path := filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll")
	if _, ok := corpusGraphs.Load(path); !ok {
		m, err := ir.ParseFile(path)
		if err != nil {
			b.Skipf("cannot read %s: %v", path, err)
		}
		g, err := constraint.Build(context.Background(), m, constraint.Options{})
		if err != nil {
			b.Fatal(err)
		}
		corpusGraphs.Store(path, g)
	}
	g, _ := corpusGraphs.Load(path)
	for _, c := range benchConfigs {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			var r *Result
			for i := 0; i < b.N; i++ {
				var err error
				if r, err = Solve(context.Background(), g.(*constraint.Graph), c.cfg); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(r.Stats().Iterations), "iterations")
			b.ReportMetric(float64(r.Stats().CopyEdges), "edges")
		})
	}
}
