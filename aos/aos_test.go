package aos_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/ir"
)

// A want is one expected array, written in a C fixture as
//
//	// want: KIND STRUCT [fn=NAME | global=@NAME] [count=N | count=?] [accesses>=N]
//	// want O0: ...   (only at -O0; "want O2:" only at -O2)
//
// The arrays reported for each of the fixture's four modules (clang 14 and
// 19, -O0 and -O2) must match the wants of its level one to one: anything
// reported and not wanted is a failure (the negatives).
type want struct {
	line        int
	level       string // "", "O0" or "O2"
	kind        string
	structName  string
	fn, global  string
	count       *int64 // nil: not checked; -1: unknown
	minAccesses int
}

var wantRE = regexp.MustCompile(`//\s*want(?:\s+(O0|O2))?:\s*(.*)$`)

func readWants(t *testing.T, path string) []want {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []want
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		m := wantRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		fields := strings.Fields(m[2])
		if len(fields) < 2 {
			t.Fatalf("%s:%d: want needs KIND STRUCT", path, line)
		}
		w := want{line: line, level: m[1], kind: fields[0], structName: fields[1]}
		for _, fl := range fields[2:] {
			switch {
			case strings.HasPrefix(fl, "fn="):
				w.fn = fl[3:]
			case strings.HasPrefix(fl, "global="):
				w.global = fl[7:]
			case fl == "count=?":
				c := int64(-1)
				w.count = &c
			case strings.HasPrefix(fl, "count="):
				c, err := strconv.ParseInt(fl[6:], 10, 64)
				if err != nil {
					t.Fatalf("%s:%d: %v", path, line, err)
				}
				w.count = &c
			case strings.HasPrefix(fl, "accesses>="):
				n, err := strconv.Atoi(fl[10:])
				if err != nil {
					t.Fatalf("%s:%d: %v", path, line, err)
				}
				w.minAccesses = n
			default:
				t.Fatalf("%s:%d: unknown want field %q", path, line, fl)
			}
		}
		out = append(out, w)
	}
	return out
}

func (w want) matches(a *aos.Array) bool {
	if a.Kind.String() != w.kind || a.StructName() != w.structName {
		return false
	}
	if w.fn != "" && a.FunctionName() != w.fn {
		return false
	}
	if w.global != "" && (a.Global == nil || a.SiteName() != w.global) {
		return false
	}
	if w.count != nil && a.Count != *w.count {
		return false
	}
	return len(a.Accesses) >= w.minAccesses
}

var variants = []struct{ compiler, level string }{
	{"clang14", "O0"}, {"clang14", "O2"}, {"clang19", "O0"}, {"clang19", "O2"},
}

// load parses a fixture module (typed or opaque).
func load(t *testing.T, path, compiler string) *ir.Module {
	t.Helper()
	m, err := ir.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func fixtures(t testing.TB) []string {
	srcs, err := filepath.Glob("testdata/*.c")
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no C fixtures: %v", err)
	}
	sort.Strings(srcs)
	return srcs
}

// TestFixtures checks every C fixture's wants on its four modules.
func TestFixtures(t *testing.T) {
	for _, src := range fixtures(t) {
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		wants := readWants(t, src)
		for _, v := range variants {
			t.Run(name+"/"+v.compiler+"."+v.level, func(t *testing.T) {
				path := fmt.Sprintf("testdata/%s.%s.%s.ll", name, v.compiler, v.level)
				m := load(t, path, v.compiler)
				res, err := aos.Analyze(context.Background(), m)
				if err != nil {
					t.Fatal(err)
				}
				checkWants(t, src, v.level, wants, res)
			})
		}
	}
}

func checkWants(t *testing.T, src, level string, wants []want, res *aos.Result) {
	t.Helper()
	used := make([]bool, len(res.Arrays))
	for _, w := range wants {
		if w.level != "" && w.level != level {
			continue
		}
		found := false
		for i, a := range res.Arrays {
			if !used[i] && w.matches(a) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("%s:%d: no array matches want %s %s fn=%q global=%q count=%v accesses>=%d", src, w.line,
				w.kind, w.structName, w.fn, w.global, fmtCount(w.count), w.minAccesses)
		}
	}
	for i, a := range res.Arrays {
		if !used[i] {
			t.Errorf("%s: unexpected array: %s", src, a)
		}
		// The fixtures have debug information: allocation calls and
		// globals carry their source position.
		if (a.Kind == aos.Heap || a.Kind == aos.Global) && !strings.HasPrefix(a.Loc, filepath.Base(src)+":") {
			t.Errorf("%s: %s: no source location", src, a)
		}
	}
	if t.Failed() {
		var b strings.Builder
		_ = res.WriteText(&b)
		t.Logf("report:\n%s", b.String())
	}
}

func fmtCount(c *int64) string {
	if c == nil {
		return "any"
	}
	if *c < 0 {
		return "?"
	}
	return strconv.FormatInt(*c, 10)
}

// summary is what must be equal between typed (clang 14) and opaque
// (clang 19) IR of the same C at the same level: kind, struct type,
// function or global, and count. Access counts may differ (LLVM 15+
// splits struct GEPs into a struct step and an i8 step at -O2); site names
// may differ (value numbering).
func summary(res *aos.Result) []string {
	var out []string
	for _, a := range res.Arrays {
		global := ""
		if a.Global != nil {
			global = a.Global.Name()
		}
		out = append(out, fmt.Sprintf("%s %s fn=%s global=%s count=%d", a.Kind, a.StructName(),
			a.FunctionName(), global, a.Count))
	}
	sort.Strings(out)
	return out
}

// TestTypedEqualsOpaque checks that clang 14 (typed) and clang 19 (opaque)
// output of each fixture give the same arrays.
func TestTypedEqualsOpaque(t *testing.T) {
	for _, src := range fixtures(t) {
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		for _, level := range []string{"O0", "O2"} {
			t.Run(name+"/"+level, func(t *testing.T) {
				typed := load(t, fmt.Sprintf("testdata/%s.clang14.%s.ll", name, level), "clang14")
				opaque := load(t, fmt.Sprintf("testdata/%s.clang19.%s.ll", name, level), "clang19")
				r1, err := aos.Analyze(context.Background(), typed)
				if err != nil {
					t.Fatal(err)
				}
				r2, err := aos.Analyze(context.Background(), opaque)
				if err != nil {
					t.Fatal(err)
				}
				s1, s2 := summary(r1), summary(r2)
				if strings.Join(s1, "\n") != strings.Join(s2, "\n") {
					t.Errorf("typed and opaque differ:\nclang14:\n  %s\nclang19:\n  %s",
						strings.Join(s1, "\n  "), strings.Join(s2, "\n  "))
				}
			})
		}
	}
}
