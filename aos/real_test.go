package aos_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/ir"
)

// defaultCorpus is where internal/corpus/build.sh puts the big whole
// programs (not committed).
const defaultCorpus = "../corpus"

func analyzeFile(t testing.TB, path string) *aos.Result {
	t.Helper()
	m, err := ir.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := aos.Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func jsonOf(t testing.TB, r *aos.Result) []byte {
	t.Helper()
	b, err := json.Marshal(r.JSONReport())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRealPrograms analyses every committed real program (both compilers,
// -O0 and -O2) without error, with a deterministic report.
func TestRealPrograms(t *testing.T) {
	files, _ := filepath.Glob("../internal/testdata/real/*.ll")
	if len(files) == 0 {
		t.Fatal("no real programs in internal/testdata/real")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			a, b := analyzeFile(t, f), analyzeFile(t, f)
			if ja, jb := jsonOf(t, a), jsonOf(t, b); !bytes.Equal(ja, jb) {
				t.Errorf("two runs differ:\n%s\n%s", ja, jb)
			}
			var buf bytes.Buffer
			if err := a.WriteText(&buf); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestCorpus analyses every module of the real-program corpus built by
// internal/corpus/build.sh, when $IRPASS_CORPUS names it (the repository's
// convention: unset, the test skips, saying so, so that go test stays
// fast), checks that the static arrays' accesses use them as their own
// struct type, and logs the distribution of access counts.
func TestCorpus(t *testing.T) {
	dir := os.Getenv("IRPASS_CORPUS")
	if dir == "" {
		t.Skipf("set IRPASS_CORPUS=%s (built by internal/corpus/build.sh) to analyse the whole corpus", defaultCorpus)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) == 0 {
		t.Fatalf("IRPASS_CORPUS=%s holds no modules", dir)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			res := analyzeFile(t, f)
			var static, heap []int
			for _, a := range res.Arrays {
				if a.Kind == aos.Heap {
					heap = append(heap, len(a.Accesses))
				} else {
					// Heap entries are left out: a wrongly typed
					// block (sqlite3 clang 19 -O2's text buffers
					// typed ReInput, see the package
					// documentation) lists what it reaches.
					checkOwnType(t, filepath.Base(f), a)
					static = append(static, len(a.Accesses))
				}
			}
			t.Logf("%d arrays of structs; accesses per array: static %s, heap %s",
				len(res.Arrays), distribution(static), distribution(heap))
		})
	}
}

// distribution summarizes access counts: how many arrays, the median, the
// maximum and how many arrays have more than 1000.
func distribution(n []int) string {
	if len(n) == 0 {
		return "none"
	}
	sort.Ints(n)
	big := 0
	for _, k := range n {
		if k > 1000 {
			big++
		}
	}
	return fmt.Sprintf("%d arrays, median %d, max %d, %d over 1000", len(n), n[len(n)/2], n[len(n)-1], big)
}

// BenchmarkAoSSQLite measures the analysis (not the parse) of the sqlite3
// whole program at -O0 and -O2, typed and opaque.
func BenchmarkAoSSQLite(b *testing.B) {
	for _, name := range []string{"sqlite3.clang14.O0.ll", "sqlite3.clang14.O2.ll", "sqlite3.clang19.O0.ll", "sqlite3.clang19.O2.ll"} {
		b.Run(name, func(b *testing.B) {
			dir := os.Getenv("IRPASS_CORPUS")
			if dir == "" {
				dir = defaultCorpus
			}
			path := filepath.Join(dir, name)
			if _, err := os.Stat(path); err != nil {
				b.Skipf("%s absent: build it with internal/corpus/build.sh --only sqlite3", path)
			}
			m, err := ir.ParseFile(path)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := aos.Analyze(context.Background(), m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAoSPerInst measures the analysis of corpus programs of
// different sizes (bzip2, lua, sqlite3; clang 14 and 19, -O0 and -O2) and
// reports its cost per instruction (ns/inst), which stays within a small
// factor across a 15-fold range of sizes when the analysis is linear,
// and the cost of each phase per instruction (flow-ns/inst, ...); the
// points-to flow's construction and solving per node and edge of its
// graph, the field-based flow's construction per node and edge of its
// own, and the access walks per node or site they visit: the measures
// a phase's cost is compared with when it is not flat per instruction.
func BenchmarkAoSPerInst(b *testing.B) {
	dir := os.Getenv("IRPASS_CORPUS")
	if dir == "" {
		dir = defaultCorpus
	}
	for _, prog := range []string{"bzip2", "lua5.4", "sqlite3"} {
		for _, v := range []string{"clang14.O0", "clang19.O0", "clang14.O2", "clang19.O2"} {
			name := prog + "." + v + ".ll"
			b.Run(name, func(b *testing.B) {
				path := filepath.Join(dir, name)
				if _, err := os.Stat(path); err != nil {
					b.Skipf("%s absent: build it with internal/corpus/build.sh", path)
				}
				m := parseOnce(b, path)
				insts := 0
				for _, fn := range m.Funcs {
					for _, blk := range fn.Blocks {
						insts += len(blk.Insts) + 1
					}
				}
				var st aos.PhaseStats
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := aos.AnalyzePhases(context.Background(), m, &st); err != nil {
						b.Fatal(err)
					}
				}
				per := func(d int64, n int) float64 { return float64(d) / float64(b.N) / float64(n) }
				var total, flow, ev int64
				for i, name := range st.Names {
					b.ReportMetric(per(st.Nanos[i], insts), name+"-ns/inst")
					total += st.Nanos[i]
					switch name {
					case "flow", "solve":
						flow += st.Nanos[i]
					case "evgraph":
						ev += st.Nanos[i]
					}
				}
				b.ReportMetric(per(total, insts), "ns/inst")
				b.ReportMetric(float64(insts), "insts")
				b.ReportMetric(per(flow, st.FlowNodes+st.FlowEdges), "ptsflow-ns/(node+edge)")
				b.ReportMetric(per(ev, st.EvNodes+st.EvEdges), "evflow-ns/(node+edge)")
				b.ReportMetric(float64(st.FlowNodes+st.FlowEdges)/float64(insts), "ptsflow-(node+edge)/inst")
				b.ReportMetric(float64(st.EvNodes+st.EvEdges)/float64(insts), "evflow-(node+edge)/inst")
				for i, name := range st.Names {
					if name == "walks" && st.AccessVisits > 0 {
						b.ReportMetric(per(st.Nanos[i], st.AccessVisits), "walks-ns/visit")
						b.ReportMetric(float64(st.AccessVisits)/float64(insts), "walks-visits/inst")
					}
				}
			})
		}
	}
}

// parsed keeps the last module parseOnce read: the benchmark framework
// runs a benchmark function more than once, and parsing sqlite3 costs more
// than analysing it.
var parsed struct {
	path string
	m    *ir.Module
}

// parseOnce returns the module at path, parsed once for consecutive calls.
func parseOnce(b *testing.B, path string) *ir.Module {
	b.Helper()
	if parsed.path != path {
		parsed.m = nil
		m, err := ir.ParseFile(path)
		if err != nil {
			b.Fatal(err)
		}
		parsed.path, parsed.m = path, m
	}
	return parsed.m
}

// BenchmarkAoSBzip2 measures the analysis of the committed bzip2 program.
func BenchmarkAoSBzip2(b *testing.B) {
	m, err := ir.ParseFile("../internal/testdata/real/bzip2.clang19.O0.ll")
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := aos.Analyze(context.Background(), m); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCanceled checks that a done context stops the analysis with its
// error.
func TestCanceled(t *testing.T) {
	m, err := ir.ParseFile("../internal/testdata/real/bzip2.clang14.O0.ll")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := aos.Analyze(ctx, m); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestNilModule checks the error on a nil module.
func TestNilModule(t *testing.T) {
	if _, err := aos.Analyze(context.Background(), nil); err == nil {
		t.Fatal("no error on a nil module")
	}
}
