package constraint_test

import (
	"bufio"
	"bytes"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// optFor returns LLVM's opt matching a fixture's compiler.
func optFor(cc string) (string, bool) {
	names := []string{"opt-14", "opt"}
	if cc == "clang19" {
		names = []string{"/usr/lib/llvm-19/bin/opt", "opt-19"}
	}
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p, true
		}
	}
	return "", false
}

var aaName = regexp.MustCompile(`([%@][-\w.$]+)(?:,|$)`)

// mustAliasPairs runs LLVM's aa-eval with basic-aa on a fixture and returns
// the pairs of values it proves to be the same address, per function.
func mustAliasPairs(t *testing.T, opt, path string) map[string][][2]string {
	cmd := exec.Command(opt, "-aa-pipeline=basic-aa", "-passes=aa-eval", "-print-must-aliases", "-disable-output", path)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", opt, err, out.String())
	}
	pairs := make(map[string][][2]string)
	fn := ""
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "Function: ") {
			fn = strings.TrimPrefix(line, "Function: ")
			fn = fn[:strings.Index(fn, ":")]
			continue
		}
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "MustAlias:")
		if !ok {
			continue
		}
		m := aaName.FindAllStringSubmatch(strings.TrimSpace(rest), -1)
		if len(m) != 2 {
			continue // a type with a comma: skip rather than guess
		}
		pairs[fn] = append(pairs[fn], [2]string{m[0][1], m[1][1]})
	}
	return pairs
}

// TestMustAliasOracle uses LLVM's basic-aa as an oracle of soundness: every
// pair of pointers aa-eval proves to be the same address must may-alias
// under the constraints (when both point somewhere: pointers of code no
// entry reaches point nowhere).
func TestMustAliasOracle(t *testing.T) {
	for _, name := range fixtures {
		for _, cc := range compilers {
			t.Run(name+"/"+cc, func(t *testing.T) {
				opt, ok := optFor(cc)
				if !ok {
					t.Skip("no opt for " + cc)
				}
				path := filepath.Join("testdata", name+"."+cc+".ll")
				pairs := mustAliasPairs(t, opt, path)
				m := load(t, name, cc)
				g := build(t, m, constraint.Options{})
				s := solve(g)
				checked := 0
				for _, f := range m.Funcs {
					vals := localValues(m, f)
					for _, p := range pairs[f.Name()] {
						a, b := vals[p[0]], vals[p[1]]
						if a == nil || b == nil || len(s.pointsTo(a)) == 0 || len(s.pointsTo(b)) == 0 {
							continue
						}
						checked++
						if !s.mayAlias(a, b) {
							t.Errorf("%s: basic-aa: MustAlias(%s, %s), constraints: no alias\n  pts = %v\n  pts = %v",
								f.Name(), p[0], p[1], s.pointsTo(a), s.pointsTo(b))
						}
					}
				}
				t.Logf("%d MustAlias pairs checked", checked)
			})
		}
	}
}

// localValues maps the names of f's parameters and instructions, and of
// the module's globals, to the values.
func localValues(m *ir.Module, f *llir.Func) map[string]value.Value {
	vals := make(map[string]value.Value)
	for _, g := range m.Globals {
		vals[g.Ident()] = g
	}
	for _, p := range f.Params {
		vals[p.Ident()] = p
	}
	ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
		if v, ok := inst.(value.Value); ok {
			vals[v.Ident()] = v
		}
	})
	return vals
}

// TestMustAliasOracleShared applies the basic-aa oracle to the shared C
// fixtures of package ir (small programs: linked lists, hash tables,
// structs, function pointers, ...) optimised at -O2, where aa-eval sees
// the most pointer pairs.
func TestMustAliasOracleShared(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "ir", "testdata", "*.O2.ll"))
	total := 0
	for _, path := range files {
		cc := "clang14"
		if strings.Contains(path, "clang19") {
			cc = "clang19"
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			opt, ok := optFor(cc)
			if !ok {
				t.Skip("no opt for " + cc)
			}
			pairs := mustAliasPairs(t, opt, path)
			m, err := ir.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			g := build(t, m, constraint.Options{})
			s := solveBounded(g, 64) // coarser offsets: still sound, faster
			for _, f := range m.Funcs {
				vals := localValues(m, f)
				for _, p := range pairs[f.Name()] {
					a, b := vals[p[0]], vals[p[1]]
					if a == nil || b == nil || len(s.pointsTo(a)) == 0 || len(s.pointsTo(b)) == 0 {
						continue
					}
					total++
					if !s.mayAlias(a, b) {
						t.Errorf("%s: basic-aa: MustAlias(%s, %s), constraints: no alias\n  pts = %v\n  pts = %v",
							f.Name(), p[0], p[1], s.pointsTo(a), s.pointsTo(b))
					}
				}
			}
		})
	}
	t.Logf("%d MustAlias pairs checked", total)
}
