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

// fixtureNames returns the names of the C fixtures in testdata/c.
func fixtureNames(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "c", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".c"))
	}
	sort.Strings(names)
	if len(names) < 40 {
		t.Fatalf("only %d fixtures in testdata/c, want at least 40", len(names))
	}
	return names
}

// loadFixture parses testdata/<compiler>/<name>.ll.
func loadFixture(t *testing.T, compiler, name string) (*ir.Module, error) {
	t.Helper()
	return ir.ParseFile(filepath.Join("testdata", compiler, name+".ll"))
}

// checkFixture runs the alias checks of one fixture and fails the test on
// every failed soundness check (MAYALIAS, MUSTALIAS, PARTIALALIAS,
// EXPECTEDFAIL_NOALIAS, EXPECTEDFAIL_MAYALIAS). Failed NOALIAS checks
// (precision) are counted by the caller.
func checkFixture(t *testing.T, m *ir.Module) *AliasReport {
	t.Helper()
	r, err := Analyze(context.Background(), m, Config{})
	if err != nil {
		t.Fatal(err)
	}
	rep := CheckAliases(m, r)
	if len(rep.Checks) == 0 {
		t.Fatal("no alias checks found")
	}
	for _, c := range rep.Checks {
		if c.Loc == "" {
			t.Errorf("%s in %s has no source location", c.Kind, c.Function)
		}
		if !c.Pass {
			if c.Kind == CheckNoAlias {
				// Precision: counted by TestAliasCheckFixtures.
				continue
			}
			var pa, pb []Object
			if call := c.Call; call != nil {
				if args := ir.Args(call); len(args) == 2 {
					pa, pb = r.PointsTo(args[0]), r.PointsTo(args[1])
				}
			}
			t.Errorf("%s: %s: %s answered %s: %v vs %v", c.Loc, c.Function, c.Kind, c.Result, pa, pb)
		}
	}
	return rep
}

func TestAliasCheckFixtures(t *testing.T) {
	names := fixtureNames(t)
	total, noalias, noaliasPass := 0, 0, 0
	for _, name := range names {
		for _, compiler := range []string{"clang14", "clang19"} {
			t.Run(name+"/"+compiler, func(t *testing.T) {
				m, err := loadFixture(t, compiler, name)
				if err != nil {
					t.Fatal(err)
				}
				rep := checkFixture(t, m)
				total += len(rep.Checks)
				for _, c := range rep.Checks {
					if c.Kind == CheckNoAlias {
						noalias++
						if c.Pass {
							noaliasPass++
						}
					}
				}
			})
		}
	}
	t.Logf("%d fixtures, %d checks; NOALIAS precision %d/%d", len(names), total, noaliasPass, noalias)
	// Every NOALIAS of the fixtures holds today (78 per compiler); a drop
	// below 90% is a precision regression worth a look.
	if noaliasPass*10 < noalias*9 {
		t.Errorf("NOALIAS precision %d/%d fell below 90%%", noaliasPass, noalias)
	}
}

// TestTypedOpaqueAgree checks that the clang 14 (typed) and clang 19
// (opaque) versions of each fixture get the same answers.
func TestTypedOpaqueAgree(t *testing.T) {
	for _, name := range fixtureNames(t) {
		t.Run(name, func(t *testing.T) {
			m14, err := loadFixture(t, "clang14", name)
			if err != nil {
				t.Fatal(err)
			}
			m19, err := loadFixture(t, "clang19", name)
			if err != nil {
				t.Fatal(err)
			}
			r14, err := Analyze(context.Background(), m14, Config{})
			if err != nil {
				t.Fatal(err)
			}
			r19, err := Analyze(context.Background(), m19, Config{})
			if err != nil {
				t.Fatal(err)
			}
			a, b := summary(CheckAliases(m14, r14)), summary(CheckAliases(m19, r19))
			if a != b {
				t.Errorf("typed and opaque answers differ:\nclang14:\n%s\nclang19:\n%s", a, b)
			}
		})
	}
}

func summary(rep *AliasReport) string {
	var b strings.Builder
	for _, c := range rep.Checks {
		fmt.Fprintf(&b, "%s %s %s %v\n", c.Loc, c.Kind, c.Result, c.Pass)
	}
	return b.String()
}

// TestFixturesUpToDate checks that every C fixture has both .ll files.
func TestFixturesUpToDate(t *testing.T) {
	for _, name := range fixtureNames(t) {
		for _, compiler := range []string{"clang14", "clang19"} {
			if _, err := os.Stat(filepath.Join("testdata", compiler, name+".ll")); err != nil {
				t.Errorf("%s: run testdata/gen.sh: %v", name, err)
			}
		}
	}
}

// graphOf reads the module at path and builds its constraint graph; the
// test is skipped when the module is absent (corpus modules need
// internal/corpus/build.sh).
func graphOf(t *testing.T, path string) *constraint.Graph {
	t.Helper()
	m, err := ir.ParseFile(path)
	if err != nil {
		t.Skipf("module unavailable: %v", err)
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}
