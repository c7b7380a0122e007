// Command steensgaard is a unification-based (Steensgaard) points-to
// analysis written only against package constraint's public API: it shows
// that anyone can write their own solver on the constraint graph.
//
// Usage:
//
//	steensgaard [-all] [file.ll]
//
// It prints, for every named pointer value, the abstract objects it may
// point to. Without a file it analyses the bundled testdata/list.clang19.ll.
//
// The analysis is field-insensitive and runs in almost linear time: every
// node belongs to an equivalence class (union-find), and every class has at
// most one pointee class. Each constraint unifies classes:
//
//	dst = &o        pointee(dst) ∪= class(o)
//	dst = src (+k)  pointee(dst) ∪= pointee(src)
//	dst = *src      pointee(dst) ∪= pointee(pointee(src))
//	*dst = src      pointee(pointee(dst)) ∪= pointee(src)
//
// and unifying two classes unifies their pointees. Indirect calls
// (constraint.CallSite) are bound, through constraint.FuncInfo, to every
// function object in the callee's pointee class, until no call site finds a
// new target.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("steensgaard", flag.ContinueOnError)
	fs.SetOutput(stderr)
	all := fs.Bool("all", false, "print every pointer value, numbered ones included")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	path := "testdata/list.clang19.ll"
	if fs.NArg() > 0 {
		path = fs.Arg(0)
	}
	m, err := ir.ParseFile(path)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{FieldInsensitive: true})
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	s := Analyze(g)
	var lines []string
	for _, n := range g.Nodes[1:] {
		if n.IsObject || n.Value == nil || !n.IsPointer || (!*all && !named(n.Name)) {
			continue
		}
		if pts := s.PointsTo(n.ID); len(pts) > 0 {
			lines = append(lines, fmt.Sprintf("%s -> {%s}", n, strings.Join(pts, ", ")))
		}
	}
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Fprintln(stdout, l)
	}
	fmt.Fprintf(stdout, "%d nodes, %d constraints, %d classes, %d call bindings\n",
		g.NumNodes(), len(g.Constraints), s.Classes(), s.bindings)
	return 0
}

// named reports whether an IR name is a source-level name rather than a
// number clang gave an unnamed value.
func named(name string) bool {
	i := strings.LastIndexAny(name, "%@")
	return i >= 0 && i+1 < len(name) && (name[i+1] < '0' || name[i+1] > '9')
}

// Steensgaard is the result of the analysis: a union-find over the graph's
// nodes (plus fresh nodes standing for pointees nobody named) with one
// pointee class per class.
type Steensgaard struct {
	g        *constraint.Graph
	parent   []int32
	pointee  []int32 // per representative: its pointee class, -1 if none
	bindings int
	objects  map[int32][]string // objects per class, computed on the first query
}

// Analyze runs the analysis on g.
func Analyze(g *constraint.Graph) *Steensgaard {
	n := len(g.Nodes)
	s := &Steensgaard{g: g, parent: make([]int32, n), pointee: make([]int32, n)}
	for i := range s.parent {
		s.parent[i] = int32(i)
		s.pointee[i] = -1
	}
	for _, c := range g.Constraints {
		dst, src := int32(c.Dst), int32(c.Src)
		switch c.Kind {
		case constraint.AddressOf:
			s.union(s.deref(dst), src)
		case constraint.Copy, constraint.Gep:
			s.union(s.deref(dst), s.deref(src))
		case constraint.Load:
			s.union(s.deref(dst), s.deref(s.deref(src)))
		case constraint.Store:
			s.union(s.deref(s.deref(dst)), s.deref(src))
		}
	}
	// Bind call sites until no site finds a new function.
	bound := make(map[[2]int]bool)
	for changed := true; changed; {
		changed = false
		funcs := s.functionsByClass()
		for i, cs := range g.CallSites {
			for _, fi := range funcs[s.find(s.deref(int32(cs.Callee)))] {
				key := [2]int{i, int(fi.Object)}
				if bound[key] {
					continue
				}
				bound[key] = true
				changed = true
				s.bindings++
				for j, a := range cs.Args {
					switch {
					case a == constraint.NoNode:
					case j < len(fi.Params) && fi.Params[j] != constraint.NoNode:
						s.union(s.deref(int32(fi.Params[j])), s.deref(int32(a)))
					case j >= len(fi.Params) && fi.VarArgs != constraint.NoNode:
						s.union(s.deref(int32(fi.VarArgs)), s.deref(int32(a)))
					}
				}
				if cs.Result != constraint.NoNode && fi.Return != constraint.NoNode {
					s.union(s.deref(int32(cs.Result)), s.deref(int32(fi.Return)))
				}
			}
		}
	}
	return s
}

func (s *Steensgaard) find(x int32) int32 {
	for s.parent[x] != x {
		s.parent[x] = s.parent[s.parent[x]]
		x = s.parent[x]
	}
	return x
}

// deref returns the pointee class of x's class, creating a fresh node for
// it when the class has none yet.
func (s *Steensgaard) deref(x int32) int32 {
	r := s.find(x)
	if p := s.pointee[r]; p >= 0 {
		return s.find(p)
	}
	fresh := int32(len(s.parent))
	s.parent = append(s.parent, fresh)
	s.pointee = append(s.pointee, -1)
	s.pointee[r] = fresh
	return fresh
}

// union merges the classes of a and b, and then their pointees.
func (s *Steensgaard) union(a, b int32) {
	for {
		ra, rb := s.find(a), s.find(b)
		if ra == rb {
			return
		}
		s.parent[rb] = ra
		pa, pb := s.pointee[ra], s.pointee[rb]
		switch {
		case pa < 0:
			s.pointee[ra] = pb
			return
		case pb < 0:
			return
		}
		a, b = pa, pb // unify the pointees too (iteratively)
	}
}

func (s *Steensgaard) functionsByClass() map[int32][]*constraint.FuncInfo {
	out := make(map[int32][]*constraint.FuncInfo)
	for _, fi := range s.g.Funcs {
		r := s.find(int32(fi.Object))
		out[r] = append(out[r], fi)
	}
	return out
}

// PointsTo returns the names of the objects node id may point to, sorted.
func (s *Steensgaard) PointsTo(id constraint.NodeID) []string {
	r := s.find(int32(id))
	p := s.pointee[r]
	if p < 0 {
		return nil
	}
	if s.objects == nil {
		s.objects = make(map[int32][]string)
		for _, n := range s.g.Nodes[1:] {
			if n.IsObject {
				r := s.find(int32(n.ID))
				s.objects[r] = append(s.objects[r], n.String())
			}
		}
		for _, names := range s.objects {
			sort.Strings(names)
		}
	}
	return s.objects[s.find(p)]
}

// Classes returns the number of equivalence classes of graph nodes.
func (s *Steensgaard) Classes() int {
	seen := make(map[int32]bool)
	for i := 1; i < len(s.g.Nodes); i++ {
		seen[s.find(int32(i))] = true
	}
	return len(seen)
}
