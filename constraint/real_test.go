package constraint_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// TestRealProgram builds the constraints of bzip2 (the shared real-program
// fixture, whole program) in typed and opaque IR at -O0 and -O2 and checks
// that the counts are plausible and stable: deterministic (two builds give
// the same graph), every kind present, every constraint's nodes valid, and
// typed and opaque IR equal at -O0 once bitcasts are left out.
func TestRealProgram(t *testing.T) {
	for _, opt := range []string{"O0", "O2"} {
		var counts [2][5]int
		for i, cc := range compilers {
			path := filepath.Join("..", "internal", "testdata", "real", "bzip2."+cc+"."+opt+".ll")
			m, err := ir.ParseFile(path)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			g := build(t, m, constraint.Options{})
			g2 := build(t, m, constraint.Options{})
			if len(g.Constraints) != len(g2.Constraints) || g.NumNodes() != g2.NumNodes() {
				t.Fatalf("%s: two builds differ", path)
			}
			for j, c := range g.Constraints {
				c2 := g2.Constraints[j]
				if c.Kind != c2.Kind || c.Dst != c2.Dst || c.Src != c2.Src || c.Offset != c2.Offset {
					t.Fatalf("%s: constraint %d differs between builds", path, j)
				}
				if g.Node(c.Dst) == nil || g.Node(c.Src) == nil {
					t.Fatalf("%s: constraint %d has an invalid node", path, j)
				}
				if c.Kind != constraint.AddressOf && (g.Node(c.Dst).IsObject || g.Node(c.Src).IsObject) {
					t.Fatalf("%s: %s relates an object", path, g.Format(c))
				}
			}
			if len(g.Unhandled) > 0 {
				t.Errorf("%s: %d instructions unhandled, first %v", path, len(g.Unhandled), g.Unhandled[0])
			}
			counts[i] = countsWithoutCasts(g)
			kc := g.KindCounts()
			t.Logf("%s: %d nodes, %d constraints %v (without casts %v), %d call sites, %d direct calls, externals %v",
				filepath.Base(path), g.NumNodes(), len(g.Constraints), kc, counts[i], len(g.CallSites), len(g.DirectCalls), g.Externals)
			for k, n := range kc {
				if n == 0 {
					t.Errorf("%s: no %s constraints", path, constraint.Kind(k))
				}
			}
			if len(g.Constraints) < 2000 {
				t.Errorf("%s: only %d constraints", path, len(g.Constraints))
			}
		}
		// At -O0 both compilers emit the same instructions but for casts;
		// at -O2 their optimisers differ, so only the order of magnitude is
		// compared.
		for k := range counts[0] {
			a, b := counts[0][k], counts[1][k]
			if opt == "O0" && a != b {
				t.Errorf("%s: %s constraints differ between typed (%d) and opaque (%d)", opt, constraint.Kind(k), a, b)
			}
			if d := a - b; d*4 > a || -d*4 > a {
				t.Errorf("%s: %s constraints differ by more than 25%% between typed (%d) and opaque (%d)", opt, constraint.Kind(k), a, b)
			}
		}
	}
}

// BenchmarkGenerateSQLite measures constraint generation for the sqlite3
// whole program (corpus/, built by internal/corpus/build.sh).
func BenchmarkGenerateSQLite(b *testing.B) {
	for _, name := range []string{"sqlite3.clang14.O0.ll", "sqlite3.clang19.O0.ll", "sqlite3.clang19.O2.ll"} {
		b.Run(name, func(b *testing.B) {
			path := filepath.Join("..", "corpus", name)
			if _, err := os.Stat(path); err != nil {
				b.Skipf("%s absent (run internal/corpus/build.sh): %v", path, err)
			}
			m, err := ir.ParseFile(path)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var g *constraint.Graph
			for i := 0; i < b.N; i++ {
				g, err = constraint.Build(context.Background(), m, constraint.Options{})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(g.Constraints)), "constraints")
			b.ReportMetric(float64(g.NumNodes()), "nodes")
		})
	}
}
