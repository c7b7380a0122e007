package dtrans

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The twin of a typed module is the same module with opaque pointers:
// clang 14's output assembled by LLVM 14 and disassembled by LLVM 19,
// which upgrades every pointer type to `ptr` (and folds the constant
// casts and zero-index getelementptrs that become no-ops) but leaves the
// instructions as they were. Comparing a typed module with its twin
// measures the pointer model alone: what the analysis learns from declared
// pointee types and cannot infer from uses. Comparing clang 14 with clang
// 19 output (TestTypedOpaqueEquivalence, TestCorpusTypedOpaque) measures
// that and the two compilers' different code together.

const (
	llvmAs14  = "llvm-as"
	llvmDis19 = "/usr/lib/llvm-19/bin/llvm-dis"
	llvmOpt19 = "/usr/lib/llvm-19/bin/opt"
)

// twinOf writes the opaque twin of typed module path into dir and returns
// its path. Through bitcode, since LLVM 19 no longer reads some constant
// expressions of LLVM 14's text (icmp) but upgrades them from bitcode.
func twinOf(t testing.TB, path, dir string) string {
	t.Helper()
	return llvm19Of(t, path, dir, ".twin19.", llvmDis19)
}

// canonicalOf writes the canonical opaque twin of typed module path into
// dir and returns its path: the twin after LLVM 19's instcombine, which
// rewrites getelementptrs with constant indices into byte offsets
// (`getelementptr i8, ptr %p, i64 16`) and folds those with zero
// indices, as clang 19's -O2 pipeline does, and otherwise leaves -O2
// code nearly as it was (lua: 10,644 loads and stores of 10,667).
func canonicalOf(t testing.TB, path, dir string) string {
	t.Helper()
	return llvm19Of(t, path, dir, ".canon19.", llvmOpt19, "-passes=instcombine<no-verify-fixpoint>", "-S")
}

// llvm19Of assembles typed module path with LLVM 14 and runs LLVM 19's
// tool19 (llvm-dis or opt, with args) on the bitcode, writing the result
// into dir under the name of path with ".clang14." replaced by infix.
func llvm19Of(t testing.TB, path, dir, infix, tool19 string, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath(llvmAs14); err != nil {
		t.Skip("LLVM 14's llvm-as not installed")
	}
	if _, err := os.Stat(tool19); err != nil {
		t.Skip("LLVM 19 not installed")
	}
	base := strings.Replace(filepath.Base(path), ".clang14.", infix, 1)
	bc := filepath.Join(dir, base+".bc")
	out := filepath.Join(dir, base)
	if b, err := exec.Command(llvmAs14, path, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as %s: %v\n%s", path, err, b)
	}
	args = append(args, bc, "-o", out)
	if b, err := exec.Command(tool19, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tool19, bc, err, b)
	}
	return out
}

// TestTwinEquivalence checks that every typed fixture and its opaque twin
// give the same safety data and field counts for every type, at -O0 and
// -O2: the same instructions must give the same answers whatever the
// pointer model.
func TestTwinEquivalence(t *testing.T) {
	var files []string
	for _, dir := range []string{"testdata", "../ir/testdata", "../internal/testdata/real"} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.clang14.O[02].ll"))
		files = append(files, fs...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d typed fixtures", len(files))
	}
	tmp := t.TempDir()
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".ll"), func(t *testing.T) {
			typed := analyzeFile(t, f)
			opaque := analyzeFile(t, twinOf(t, f, tmp))
			if !opaque.tt.opaque || typed.tt.opaque {
				t.Fatalf("pointer models: typed module opaque=%v, twin opaque=%v", typed.tt.opaque, opaque.tt.opaque)
			}
			ag := compareResults(t, typed, opaque)
			name := strings.TrimSuffix(filepath.Base(f), ".ll")
			known := 0
			for _, d := range ag.diffs {
				if why, ok := twinKnown[name+" "+d]; ok {
					known++
					t.Logf("known difference: %s (%s)", d, why)
					continue
				}
				t.Error(d)
			}
			for k := range twinKnown {
				if strings.HasPrefix(k, name+" ") && !contains(ag.diffs, strings.TrimPrefix(k, name+" ")) {
					t.Errorf("the known difference %q is gone: update twinKnown", k)
				}
			}
			if ag.matched-ag.same != known || ag.byName-ag.byNameSame != known {
				t.Errorf("by name %d/%d agree, modulo linking %d/%d, with %d known differences", ag.byNameSame, ag.byName, ag.same, ag.matched, known)
			}
		})
	}
}

// twinKnown are the differences between a fixture and its twin that the
// pointer model explains, keyed by fixture and compareResults's line.
// None is left: the last one, partial.c's exported str storing its
// parameter of unknown origin into s->next, which only a declaration
// typed, went with the rule that such a class mixes no types
// (mergeConditions).
var twinKnown = map[string]string{}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestCorpusTwin compares each corpus program's clang 14 module with its
// opaque twin at -O0 and -O2 and checks the agreement does not fall below
// what was measured. Set IRPASS_DIFF=1 to list the disagreeing types.
func TestCorpusTwin(t *testing.T) {
	tmp := t.TempDir()
	for _, opt := range []string{"O0", "O2"} {
		for _, f := range corpusFiles(t, "*.clang14."+opt+".ll") {
			prog := strings.TrimSuffix(filepath.Base(f), ".clang14."+opt+".ll")
			t.Run(prog+"."+opt, func(t *testing.T) {
				typed := analyzeFile(t, f)
				opaque := analyzeFile(t, twinOf(t, f, tmp))
				ag := compareResults(t, typed, opaque)
				t.Logf("%s -%s twin: by name %d/%d agree; modulo linking %d/%d agree", prog, opt, ag.byNameSame, ag.byName, ag.same, ag.matched)
				if os.Getenv("IRPASS_DIFF") != "" {
					for _, d := range ag.diffs {
						t.Log(d)
					}
				}
				if min := twinFloor[prog+"."+opt]; ag.same < min {
					t.Errorf("%d types agree, fewer than the %d measured before:\n%s", ag.same, min, strings.Join(ag.diffs, "\n"))
				}
				// Where the answers differ, the opaque one is the
				// more conservative.
				if len(ag.laxer) > 0 {
					t.Errorf("the twin allows optimizations the typed module forbids:\n%s", strings.Join(ag.laxer, "\n"))
				}
			})
		}
	}
}

// twinFloor is the number of types per program and level whose typed and
// twin answers agree (modulo linking), as measured: it may only grow.
var twinFloor = map[string]int{
	"brotli.O0": 62, "bzip2.O0": 8, "libdeflate.O0": 31, "libpng1.6.O0": 43, "lua5.4.O0": 83,
	"lz4.O0": 29, "mujs.O0": 37, "pcre2.O0": 40, "sqlite3.O0": 361, "zlib.O0": 13,
	"brotli.O2": 68, "bzip2.O2": 9, "libdeflate.O2": 26, "libpng1.6.O2": 43, "lua5.4.O2": 84,
	"lz4.O2": 28, "mujs.O2": 33, "pcre2.O2": 41, "sqlite3.O2": 370, "zlib.O2": 13,
}

// TestCorpusCanonical compares each corpus program's clang 14 -O2 module
// with its canonical opaque twin (canonicalOf) and checks the agreement
// does not fall below what was measured. It measures what the analysis
// loses when a getelementptr no longer names the structure: a byte
// offset on a pointer whose class holds several types (the generic code
// of sqlite3 and lua) or none (a structure only reached through byte
// offsets, with no struct-path tag to rebuild it from: bzip2's DState)
// says nothing of the field it reaches. IRPASS_DIFF=1 lists the types.
func TestCorpusCanonical(t *testing.T) {
	tmp := t.TempDir()
	for _, f := range corpusFiles(t, "*.clang14.O2.ll") {
		prog := strings.TrimSuffix(filepath.Base(f), ".clang14.O2.ll")
		t.Run(prog, func(t *testing.T) {
			typed := analyzeFile(t, f)
			opaque := analyzeFile(t, canonicalOf(t, f, tmp))
			ag := compareResults(t, typed, opaque)
			t.Logf("%s -O2 canonical twin: by name %d/%d agree; modulo linking %d/%d agree", prog, ag.byNameSame, ag.byName, ag.same, ag.matched)
			// instcombine keeps the tags: where a structure's tally
			// differs, it changed the code's accesses (a load forwarded
			// or merged), and the answers may differ for that reason.
			tallyT, tallyO := tbaaTally(typed), tbaaTally(opaque)
			if os.Getenv("IRPASS_DIFF") != "" {
				for _, d := range ag.diffs {
					t.Log("[" + diffCause(d, tallyT, tallyO) + "] " + d)
				}
			}
			t.Logf("%s -O2 canonical twin disagreements: %s", prog, classifyDiffs(ag.diffs, tallyT, tallyO))
			if min := canonicalFloor[prog]; ag.same < min {
				t.Errorf("%d types agree, fewer than the %d measured before:\n%s", ag.same, min, strings.Join(ag.diffs, "\n"))
			}
			// Byte offsets may lose what a getelementptr said, never
			// make a type a candidate the typed module forbids.
			if len(ag.laxer) > 0 {
				t.Errorf("the canonical twin allows optimizations the typed module forbids:\n%s", strings.Join(ag.laxer, "\n"))
			}
		})
	}
}

// canonicalFloor is the number of types per program whose typed and
// canonical twin answers agree at -O2, as measured: it may only grow.
var canonicalFloor = map[string]int{
	"brotli": 68, "bzip2": 9, "libdeflate": 25, "libpng1.6": 37, "lua5.4": 52,
	"lz4": 22, "mujs": 24, "pcre2": 37, "sqlite3": 321, "zlib": 13,
}
