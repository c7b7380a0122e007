package constraint_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

var fixtures = []string{"basic", "fields", "heap", "funcptr", "intptr", "libc", "virtual"}

var compilers = []string{"clang14", "clang19"}

// load parses testdata/<name>.<compiler>.ll.
func load(t testing.TB, name, compiler string) *ir.Module {
	t.Helper()
	m, err := ir.ParseFile(filepath.Join("testdata", name+"."+compiler+".ll"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func build(t testing.TB, m *ir.Module, opts constraint.Options) *constraint.Graph {
	t.Helper()
	g, err := constraint.Build(context.Background(), m, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Unhandled) > 0 {
		t.Fatalf("%d instructions unhandled, first %v", len(g.Unhandled), g.Unhandled[0])
	}
	return g
}

// annotation is one MAYALIAS/NOALIAS call of a fixture.
type annotation struct {
	kind string
	fn   string
	n    int // the n-th annotation of the function, from 1
	a, b value.Value
}

func annotations(m *ir.Module) []annotation {
	var out []annotation
	for _, f := range m.Funcs {
		n := 0
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			call, ok := inst.(*llir.InstCall)
			if !ok {
				return
			}
			callee := ir.CalledFunc(call)
			if callee == nil || (callee.Name() != "MAYALIAS" && callee.Name() != "NOALIAS") || len(call.Args) != 2 {
				return
			}
			n++
			out = append(out, annotation{kind: callee.Name(), fn: f.Name(), n: n, a: call.Args[0], b: call.Args[1]})
		})
	}
	return out
}

// TestAliasAnnotations solves each fixture's constraints with the reference
// solver and checks every MAYALIAS (soundness) and NOALIAS (precision)
// annotation, for typed (clang 14) and opaque (clang 19) IR.
func TestAliasAnnotations(t *testing.T) {
	for _, name := range fixtures {
		for _, cc := range compilers {
			t.Run(name+"/"+cc, func(t *testing.T) {
				m := load(t, name, cc)
				g := build(t, m, constraint.Options{})
				s := solve(g)
				anns := annotations(m)
				if len(anns) == 0 {
					t.Fatal("no annotations found")
				}
				for _, a := range anns {
					got := s.mayAlias(a.a, a.b)
					if want := a.kind == "MAYALIAS"; got != want {
						t.Errorf("%s #%d %s(%s, %s): may alias = %v\n  pts(a) = %v\n  pts(b) = %v",
							a.fn, a.n, a.kind, a.a.Ident(), a.b.Ident(), got, s.pointsTo(a.a), s.pointsTo(a.b))
					}
				}
			})
		}
	}
}

// TestOptionsSound checks that field-insensitive constraints, and
// constraints that do not track integers, keep every MAYALIAS.
func TestOptionsSound(t *testing.T) {
	for _, opts := range []constraint.Options{{FieldInsensitive: true}, {IgnoreIntegers: true}, {FieldInsensitive: true, IgnoreIntegers: true}} {
		for _, name := range fixtures {
			for _, cc := range compilers {
				t.Run(fmt.Sprintf("%+v/%s/%s", opts, name, cc), func(t *testing.T) {
					m := load(t, name, cc)
					g := build(t, m, opts)
					for _, c := range g.Constraints {
						if opts.FieldInsensitive && (c.Kind == constraint.Gep || c.Offset != 0) {
							t.Fatalf("field-insensitive graph has %s", g.Format(c))
						}
					}
					for _, n := range g.Nodes[1:] {
						if _, isInt := n.Type.(*types.IntType); isInt && !n.IsObject && opts.IgnoreIntegers {
							t.Fatalf("integer node %s while ignoring integers", n)
						}
					}
					s := solve(g)
					for _, a := range annotations(m) {
						if a.kind == "MAYALIAS" && !s.mayAlias(a.a, a.b) {
							t.Errorf("%s #%d MAYALIAS(%s, %s) fails", a.fn, a.n, a.a.Ident(), a.b.Ident())
						}
					}
				})
			}
		}
	}
}

// TestTypedOpaqueEquivalent checks that typed and opaque IR of the same
// source give equivalent constraint sets modulo casts: the same number of
// constraints of each kind once the Copy constraints of bitcasts are left
// out, and the same points-to sets for every named value and object.
func TestTypedOpaqueEquivalent(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			m14 := load(t, name, "clang14")
			m19 := load(t, name, "clang19")
			g14, g19 := build(t, m14, constraint.Options{}), build(t, m19, constraint.Options{})
			if c14, c19 := countsWithoutCasts(g14), countsWithoutCasts(g19); c14 != c19 {
				t.Errorf("constraint counts (addr, copy, load, store, gep) without casts: typed %v, opaque %v", c14, c19)
			}
			p14, p19 := namedPointsTo(g14), namedPointsTo(g19)
			compared := 0
			for k, v14 := range p14 {
				v19, ok := p19[k]
				if !ok {
					continue
				}
				compared++
				if strings.Join(v14, " ") != strings.Join(v19, " ") {
					t.Errorf("pts(%s): typed %v, opaque %v", k, v14, v19)
				}
			}
			if compared < 10 {
				t.Errorf("only %d named values compared", compared)
			}
		})
	}
}

func countsWithoutCasts(g *constraint.Graph) [5]int {
	var n [5]int
	for _, c := range g.Constraints {
		if c.Kind == constraint.Copy {
			switch c.Inst.(type) {
			case *llir.InstBitCast, *llir.InstAddrSpaceCast:
				continue
			}
		}
		n[c.Kind]++
	}
	return n
}

// namedPointsTo solves g and returns the points-to sets of the value nodes
// whose IR names are not numbers (clang numbers unnamed values, and typed
// IR has more of them: its bitcasts).
func namedPointsTo(g *constraint.Graph) map[string][]string {
	s := solve(g)
	out := make(map[string][]string)
	for _, n := range g.Nodes[1:] {
		if n.IsObject || n.Value == nil {
			continue
		}
		if _, isCast := n.Value.(*llir.InstBitCast); isCast {
			continue
		}
		name := n.String()
		local := name[strings.LastIndexAny(name, "%@")+1:]
		if local == "" || (local[0] >= '0' && local[0] <= '9') || strings.HasPrefix(name, "const.") {
			continue
		}
		out[name] = s.names(n.ID)
	}
	return out
}
