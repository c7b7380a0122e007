package constraint_test

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irpass/irpass/constraint"
	"github.com/llir/llvm/ir/value"
)

// loc is a location of the reference solver: an object at a byte offset.
type loc struct {
	obj constraint.NodeID
	off int64
}

// refSolver is a deliberately simple field-sensitive Andersen solver over a
// Graph, implementing the semantics of the package documentation by
// iterating over every constraint until nothing changes. Tests use it to
// check what the constraints mean, not just their shape.
type refSolver struct {
	g        *constraint.Graph
	pts      map[constraint.NodeID]map[loc]bool
	contents map[loc]map[loc]bool
	byObj    map[constraint.NodeID][]int64 // offsets with contents, per object
	changed  bool
	maxOff   int64

	// Semi-naive iteration: what changed in the previous round and in
	// this one (all of it before the first round).
	first                bool
	dirty, nextDirty     map[constraint.NodeID]bool
	dirtyObj, nextDirObj map[constraint.NodeID]bool
}

func solve(g *constraint.Graph) *refSolver { return solveBounded(g, constraint.MaxFieldOffset) }

// solveBounded solves with offsets into objects of unknown size bounded by
// maxOff instead of constraint.MaxFieldOffset: a coarser, still sound
// answer, much faster on positive-weight cycles (for soundness oracles).
func solveBounded(g *constraint.Graph, maxOff int64) *refSolver {
	s := &refSolver{g: g, maxOff: maxOff, pts: map[constraint.NodeID]map[loc]bool{}, contents: map[loc]map[loc]bool{},
		byObj: map[constraint.NodeID][]int64{}, first: true,
		nextDirty: map[constraint.NodeID]bool{}, nextDirObj: map[constraint.NodeID]bool{}}
	for iter := 0; iter < 100000; iter++ {
		s.changed = false
		s.dirty, s.nextDirty = s.nextDirty, map[constraint.NodeID]bool{}
		s.dirtyObj, s.nextDirObj = s.nextDirObj, map[constraint.NodeID]bool{}
		for _, c := range g.Constraints {
			if s.first || s.affected(c) {
				s.apply(c)
			}
		}
		for _, cs := range g.CallSites {
			for l := range s.pts[cs.Callee] {
				fi := g.FuncOf(l.obj)
				if fi == nil {
					continue
				}
				for i, a := range cs.Args {
					switch {
					case i < len(fi.Params):
						s.copyInto(fi.Params[i], a)
					case fi.VarArgs != 0:
						s.copyInto(fi.VarArgs, a)
					}
				}
				s.copyInto(cs.Result, fi.Return)
			}
		}
		s.first = false
		if !s.changed {
			break
		}
	}
	return s
}

// affected reports whether an input of c changed in the previous round.
func (s *refSolver) affected(c constraint.Constraint) bool {
	switch c.Kind {
	case constraint.Copy, constraint.Gep:
		return s.dirty[c.Src]
	case constraint.Store:
		return s.dirty[c.Src] || s.dirty[c.Dst]
	case constraint.Load:
		if s.dirty[c.Src] {
			return true
		}
		for l := range s.pts[c.Src] {
			if s.dirtyObj[l.obj] {
				return true
			}
		}
	}
	return false
}

func (s *refSolver) norm(o constraint.NodeID, off int64) loc {
	if off != constraint.UnknownOffset {
		if size := s.g.Node(o).Size; off < 0 || (size > 0 && uint64(off) >= size) || (size == 0 && off > s.maxOff) {
			off = constraint.UnknownOffset
		}
	}
	return loc{o, off}
}

func add(a, b int64) int64 {
	if a == constraint.UnknownOffset || b == constraint.UnknownOffset {
		return constraint.UnknownOffset
	}
	return a + b
}

func (s *refSolver) addPts(n constraint.NodeID, l loc) {
	if n == 0 {
		return
	}
	set := s.pts[n]
	if set == nil {
		set = map[loc]bool{}
		s.pts[n] = set
	}
	if !set[l] {
		set[l] = true
		s.changed = true
		s.nextDirty[n] = true
	}
}

func (s *refSolver) addContents(cell loc, l loc) {
	set := s.contents[cell]
	if set == nil {
		set = map[loc]bool{}
		s.contents[cell] = set
		s.byObj[cell.obj] = append(s.byObj[cell.obj], cell.off)
	}
	if !set[l] {
		set[l] = true
		s.changed = true
		s.nextDirObj[cell.obj] = true
	}
}

func (s *refSolver) copyInto(dst, src constraint.NodeID) {
	if dst == 0 || src == 0 {
		return
	}
	for l := range s.pts[src] {
		s.addPts(dst, l)
	}
}

// cells returns the contents read by a load at l.
func (s *refSolver) read(l loc) []loc {
	var out []loc
	if l.off == constraint.UnknownOffset {
		for _, off := range s.byObj[l.obj] {
			for x := range s.contents[loc{l.obj, off}] {
				out = append(out, x)
			}
		}
		return out
	}
	for x := range s.contents[l] {
		out = append(out, x)
	}
	for x := range s.contents[loc{l.obj, constraint.UnknownOffset}] {
		out = append(out, x)
	}
	return out
}

func (s *refSolver) apply(c constraint.Constraint) {
	switch c.Kind {
	case constraint.AddressOf:
		s.addPts(c.Dst, s.norm(c.Src, c.Offset))
	case constraint.Copy:
		s.copyInto(c.Dst, c.Src)
	case constraint.Gep:
		for l := range s.pts[c.Src] {
			s.addPts(c.Dst, s.norm(l.obj, add(l.off, c.Offset)))
		}
	case constraint.Load:
		for l := range s.pts[c.Src] {
			for _, x := range s.read(s.norm(l.obj, add(l.off, c.Offset))) {
				s.addPts(c.Dst, x)
			}
		}
	case constraint.Store:
		src := s.pts[c.Src]
		for l := range s.pts[c.Dst] {
			cell := s.norm(l.obj, add(l.off, c.Offset))
			for x := range src {
				s.addContents(cell, x)
			}
		}
	}
}

// pointsTo returns the points-to set of v as sorted strings "obj+off".
func (s *refSolver) pointsTo(v value.Value) []string {
	id, ok := s.g.ValueNode(v)
	if !ok {
		return nil
	}
	return s.names(id)
}

func (s *refSolver) names(id constraint.NodeID) []string {
	var out []string
	for l := range s.pts[id] {
		out = append(out, s.locName(l))
	}
	sort.Strings(out)
	return out
}

func (s *refSolver) locName(l loc) string {
	name := s.g.Node(l.obj).String()
	switch {
	case l.off == constraint.UnknownOffset:
		return name + "+?"
	case l.off != 0:
		return fmt.Sprintf("%s+%d", name, l.off)
	}
	return name
}

// mayAlias reports whether two pointers may point to the same location.
func (s *refSolver) mayAlias(a, b value.Value) bool {
	ia, _ := s.g.ValueNode(a)
	ib, _ := s.g.ValueNode(b)
	for la := range s.pts[ia] {
		for lb := range s.pts[ib] {
			if la.obj == lb.obj && (la.off == lb.off || la.off == constraint.UnknownOffset || lb.off == constraint.UnknownOffset) {
				return true
			}
		}
	}
	return false
}

// contains reports whether the set holds a name with the given prefix.
func contains(set []string, prefix string) bool {
	for _, s := range set {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}

// siteString prints a call site as "CALLEE(ARGS) -> RESULT", names
// relative to the calling function.
func siteString(g *constraint.Graph, cs *constraint.CallSite) string {
	var args []string
	for _, a := range cs.Args {
		if a == constraint.NoNode {
			args = append(args, "_")
		} else {
			args = append(args, g.NodeName(a, cs.Func))
		}
	}
	s := g.NodeName(cs.Callee, cs.Func) + "(" + strings.Join(args, ", ") + ")"
	if cs.Result != constraint.NoNode {
		s += " -> " + g.NodeName(cs.Result, cs.Func)
	}
	return s
}
