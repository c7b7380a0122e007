package dtrans

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/irpass/irpass/ir"
)

// defaultCorpus is where internal/corpus/build.sh puts the big whole
// programs (not committed).
const defaultCorpus = "../corpus"

// corpusFiles returns the corpus modules matching pattern for the corpus
// tests: those of $IRPASS_CORPUS (the repository's convention; unset, the
// tests skip, saying so, so that go test stays fast).
func corpusFiles(t *testing.T, pattern string) []string {
	t.Helper()
	dir := os.Getenv("IRPASS_CORPUS")
	if dir == "" {
		t.Skipf("set IRPASS_CORPUS=%s (built by internal/corpus/build.sh) to analyse the whole corpus", defaultCorpus)
	}
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	if len(files) == 0 {
		t.Fatalf("IRPASS_CORPUS=%s holds no %s", dir, pattern)
	}
	return files
}

// corpusPath returns the path of a corpus module for the benchmarks:
// under $IRPASS_CORPUS, else under the default corpus directory.
func corpusPath(name string) string {
	if dir := os.Getenv("IRPASS_CORPUS"); dir != "" {
		return filepath.Join(dir, name)
	}
	return filepath.Join(defaultCorpus, name)
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
			a := analyzeFile(t, f)
			b := analyzeFile(t, f)
			if len(a.Types()) == 0 {
				t.Errorf("no types found")
			}
			ja, _ := json.Marshal(a.JSONReport())
			jb, _ := json.Marshal(b.JSONReport())
			if !bytes.Equal(ja, jb) {
				t.Errorf("two runs give different JSON reports")
			}
			var ta, tb bytes.Buffer
			if err := a.WriteText(&ta); err != nil {
				t.Fatal(err)
			}
			if err := b.WriteText(&tb); err != nil {
				t.Fatal(err)
			}
			if ta.String() != tb.String() {
				t.Errorf("two runs give different text reports")
			}
		})
	}
}

// TestCorpus analyses every module of the big corpus when it has been
// built (internal/corpus/build.sh); it is skipped, saying so, otherwise.
func TestCorpus(t *testing.T) {
	files := corpusFiles(t, "*.ll")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m, err := ir.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			in, err := Analyze(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			if len(in.Types()) == 0 {
				t.Errorf("no types")
			}
			if _, err := json.Marshal(in.JSONReport()); err != nil {
				t.Fatal(err)
			}
			m = nil
			runtime.GC()
		})
	}
}

// TestCancel checks that a cancelled context stops the analysis with the
// context's error.
func TestCancel(t *testing.T) {
	m := loadFixture(t, "../internal/testdata/real/bzip2.clang14.O0.ll")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Analyze(ctx, m); err == nil {
		t.Fatal("no error from a cancelled analysis")
	}
}

func benchFile(b *testing.B, path string) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("%s not available (build the corpus with internal/corpus/build.sh): %v", path, err)
	}
	m, err := ir.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	defer reportCPU(b)()
	for i := 0; i < b.N; i++ {
		// A fresh module each time would measure parsing; Analyze keeps
		// no state in the module except its cached use lists.
		if _, err := Analyze(context.Background(), m); err != nil {
			b.Fatal(err)
		}
	}
}

func benchParse(b *testing.B, path string) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("%s not available: %v", path, err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	defer reportCPU(b)()
	for i := 0; i < b.N; i++ {
		if _, err := ir.Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}

// reportCPU reports the process's CPU time (user and system) per
// operation as cpu-ns/op: on a machine shared with other work, wall time
// says little, and the comparison of analysis and parse times should not
// depend on the load. Call it after ResetTimer and defer the result.
func reportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkCorpus reads and analyses every corpus program, typed and
// opaque, -O0 and -O2, one sub-benchmark per module (PROG.clangN.On). Each
// iteration parses the module and analyses what it parsed, timing both
// with the process's CPU time (a collection runs before each, untimed, so
// that neither pays for the other's garbage): parse-ns/inst and
// dtrans-ns/inst are the CPU times per instruction of the module,
// dtrans/parse their ratio, measured side by side, and dtrans-ns/node the
// analysis's CPU time per node of its pointer classes (the values it
// tracks: pointers and pointer-sized integers, globals, parameters,
// fields). Run over programs from 27,000 to 350,000 instructions, the
// columns show how the cost grows with size:
//
//	IRPASS_CORPUS=$PWD/../corpus go test -run - -bench Corpus -benchtime 3x
func BenchmarkCorpus(b *testing.B) {
	if os.Getenv("IRPASS_CORPUS") == "" {
		b.Skip("set IRPASS_CORPUS to the corpus directory (internal/corpus/build.sh)")
	}
	for _, prog := range []string{"bzip2", "zlib", "libdeflate", "mujs", "lua5.4", "libpng1.6", "pcre2", "lz4", "brotli", "sqlite3"} {
		for _, v := range []string{"clang14.O0", "clang19.O0", "clang14.O2", "clang19.O2"} {
			name := prog + "." + v
			path := corpusPath(name + ".ll")
			src, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			b.Run(name, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				var parse, dtrans int64
				insts, nodes := 0, 0
				for i := 0; i < b.N; i++ {
					runtime.GC()
					start := cpuTime()
					m, err := ir.Parse(path, src)
					if err != nil {
						b.Fatal(err)
					}
					parse += cpuTime() - start
					runtime.GC()
					start = cpuTime()
					in, err := Analyze(context.Background(), m)
					if err != nil {
						b.Fatal(err)
					}
					dtrans += cpuTime() - start
					nodes = len(in.inf.parent)
					insts = m.NumInsts()
				}
				n := float64(b.N) * float64(insts)
				b.ReportMetric(float64(parse)/n, "parse-ns/inst")
				b.ReportMetric(float64(dtrans)/n, "dtrans-ns/inst")
				b.ReportMetric(float64(dtrans)/float64(max(parse, 1)), "dtrans/parse")
				b.ReportMetric(float64(dtrans)/(float64(b.N)*float64(max(nodes, 1))), "dtrans-ns/node")
				b.ReportMetric(float64(insts), "insts")
			})
			runtime.GC()
		}
	}
}

// BenchmarkDTransSQLite analyses the sqlite3 whole program (typed, -O0);
// compare with BenchmarkParseSQLite: the target is DTrans time <= parse
// time.
func BenchmarkDTransSQLite(b *testing.B) {
	benchFile(b, corpusPath("sqlite3.clang14.O0.ll"))
}

// BenchmarkParseSQLite reads the same module, for comparison.
func BenchmarkParseSQLite(b *testing.B) {
	benchParse(b, corpusPath("sqlite3.clang14.O0.ll"))
}

// BenchmarkDTransSQLiteOpaque analyses sqlite3 compiled by clang 19.
func BenchmarkDTransSQLiteOpaque(b *testing.B) {
	benchFile(b, corpusPath("sqlite3.clang19.O0.ll"))
}

// BenchmarkDTransBzip2 and BenchmarkDTransLua are smaller programs, to see
// how the cost grows with module size.
func BenchmarkDTransBzip2(b *testing.B) {
	benchFile(b, corpusPath("bzip2.clang14.O0.ll"))
}

// BenchmarkDTransLua analyses lua 5.4 (typed, -O0).
func BenchmarkDTransLua(b *testing.B) { benchFile(b, corpusPath("lua5.4.clang14.O0.ll")) }

// TestAllFixtures analyses every .ll file of the repository's fixtures
// (package ir's, including its odd layouts, and this package's): none may
// make the analysis fail or panic.
func TestAllFixtures(t *testing.T) {
	var files []string
	for _, pat := range []string{"../ir/testdata/*.ll", "../ir/testdata/*/*.ll", "testdata/*.ll"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	read := 0
	for _, f := range files {
		m, err := ir.ParseFile(f)
		if err != nil {
			continue // the reader's own tests say which inputs it rejects
		}
		read++
		if _, err := Analyze(context.Background(), m); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	t.Logf("%d of %d fixtures read and analysed", read, len(files))
}
