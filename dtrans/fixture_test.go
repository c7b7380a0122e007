package dtrans

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
)

// expectation is one "// dtrans:" line of a C fixture.
type expectation struct {
	line   int
	opt    string // "" for every optimization level, else "O0" or "O2"
	typ    string
	has    []string
	lacks  []string
	field  int
	reads  int
	writes int
	counts bool
	freq   float64
	hasFrq bool
}

var wantRE = regexp.MustCompile(`//\s*dtrans(?:\[(O[0-9])\])?:\s*(\S+)\s+(.*)$`)

// looksLikeExpectation reports whether a line means to be an
// expectation: a comment beginning with "dtrans" and a colon or bracket.
func looksLikeExpectation(line string) bool {
	_, c, ok := strings.Cut(line, "//")
	if !ok {
		return false
	}
	c = strings.TrimSpace(c)
	return strings.HasPrefix(c, "dtrans:") || strings.HasPrefix(c, "dtrans[")
}

// readExpectations parses the expectations of a C fixture, in the manner
// of go/analysis's analysistest "// want" comments.
func readExpectations(t *testing.T, path string) []expectation {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []expectation
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		m := wantRE.FindStringSubmatch(sc.Text())
		if m == nil {
			if looksLikeExpectation(sc.Text()) {
				// A misspelt expectation would be skipped silently.
				t.Fatalf("%s:%d: malformed expectation (want `// dtrans:` or `// dtrans[ON]:`): %s", path, ln, strings.TrimSpace(sc.Text()))
			}
			continue
		}
		e := expectation{line: ln, opt: m[1], typ: m[2]}
		for _, kv := range strings.Fields(m[3]) {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "has":
				e.has = strings.Split(v, ",")
			case "lacks":
				e.lacks = strings.Split(v, ",")
			case "freq":
				f, err := strconv.ParseFloat(v, 64)
				if err != nil {
					t.Fatalf("%s:%d: bad %s", path, ln, kv)
				}
				e.freq, e.hasFrq = f, true
			case "field", "reads", "writes":
				n, err := strconv.Atoi(v)
				if err != nil {
					t.Fatalf("%s:%d: bad %s", path, ln, kv)
				}
				e.counts = true
				switch k {
				case "field":
					e.field = n
				case "reads":
					e.reads = n
				case "writes":
					e.writes = n
				}
			default:
				t.Fatalf("%s:%d: unknown key %q", path, ln, k)
			}
		}
		out = append(out, e)
	}
	return out
}

// loadFixture parses a generated .ll (typed or opaque).
func loadFixture(t *testing.T, path string) *ir.Module {
	t.Helper()
	m, err := ir.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func analyzeFile(t *testing.T, path string) *Info {
	t.Helper()
	m := loadFixture(t, path)
	in, err := Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestFixtures checks every C fixture's expectations against the IR of
// both compilers at both optimization levels.
func TestFixtures(t *testing.T) {
	srcs, _ := filepath.Glob("testdata/*.c")
	if len(srcs) == 0 {
		t.Fatal("no fixtures")
	}
	for _, src := range srcs {
		exps := readExpectations(t, src)
		base := strings.TrimSuffix(src, ".c")
		for _, cc := range []string{"clang14", "clang19"} {
			for _, opt := range []string{"O0", "O2"} {
				ll := base + "." + cc + "." + opt + ".ll"
				t.Run(filepath.Base(ll), func(t *testing.T) {
					in := analyzeFile(t, ll)
					text, err := os.ReadFile(ll)
					if err != nil {
						t.Fatal(err)
					}
					for _, e := range exps {
						if e.opt != "" && e.opt != opt {
							continue
						}
						ti := in.Lookup(e.typ)
						if ti == nil && unanalysed(in, e.typ) {
							// Its TBAA names it, but the analysis
							// could not rebuild it.
							t.Errorf("%s:%d: %s is not analysed", src, e.line, e.typ)
							continue
						}
						if ti == nil && !strings.Contains(string(text), e.typ+" = type") {
							// clang -O2 drops the definitions of types it
							// only accesses by byte offsets: there is
							// nothing to analyse.
							t.Logf("%s:%d: %s is not in this module", src, e.line, e.typ)
							continue
						}
						if ti == nil {
							t.Errorf("%s:%d: type %s not found", src, e.line, e.typ)
							continue
						}
						for _, c := range e.has {
							cond, ok := ParseCondition(c)
							if !ok {
								t.Fatalf("%s:%d: unknown condition %s", src, e.line, c)
							}
							if !ti.Safety.Has(cond) {
								t.Errorf("%s:%d: %s: want %s, have %s", src, e.line, e.typ, c, ti.Safety)
							}
						}
						for _, c := range e.lacks {
							cond, ok := ParseCondition(c)
							if !ok {
								t.Fatalf("%s:%d: unknown condition %s", src, e.line, c)
							}
							if ti.Safety.Has(cond) {
								t.Errorf("%s:%d: %s: do not want %s; notes %q", src, e.line, e.typ, c, ti.Notes)
							}
						}
						if e.counts {
							if e.field >= len(ti.Fields) {
								t.Errorf("%s:%d: %s has no field %d", src, e.line, e.typ, e.field)
								continue
							}
							f := ti.Fields[e.field]
							if f.Reads != e.reads || f.Writes != e.writes {
								t.Errorf("%s:%d: %s field %d: reads %d writes %d, want %d %d", src, e.line, e.typ, e.field, f.Reads, f.Writes, e.reads, e.writes)
							}
							if e.hasFrq && f.Frequency != e.freq {
								t.Errorf("%s:%d: %s field %d: frequency %g, want %g", src, e.line, e.typ, e.field, f.Frequency, e.freq)
							}
						}
					}
				})
			}
		}
	}
}

// unanalysed reports whether Info.Unanalysed lists the type named name.
func unanalysed(in *Info, name string) bool {
	for _, u := range in.Unanalysed() {
		if u.Name == name {
			return true
		}
	}
	return false
}
