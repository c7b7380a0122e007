package pointsto

import (
	"reflect"
	"sort"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// CallSite is one call site of the call graph and the functions it may
// call. Most indirect call sites of a real program may call every escaped
// function (unknown code calls through them, or their function pointer may
// hold anything unknown code stored): such a site has AllEscaped set, and
// Callees lists only its other callees, so that the call graph is linear in
// the number of sites, not their product with the escaped functions (on
// sqlite3 at -O2, 3,500 of 3,540 resolved sites call all 892 escaped
// functions: 3.1 million edges).
type CallSite struct {
	// Caller is the calling function; nil for calls made by unknown code
	// (the unknown caller calls every function whose address escaped).
	Caller *llir.Func
	// Site is the call, invoke or callbr instruction; nil for the unknown
	// caller.
	Site value.Value
	// Callees are the called functions (defined or declared), sorted by
	// name; when AllEscaped is set, only those that are not escaped.
	Callees []*llir.Func
	// AllEscaped reports that the site may call every function of
	// EscapedFuncs, besides Callees. It is set exactly when the site's
	// callees include all the escaped functions (and there is at least
	// one), whatever the solver's representation.
	AllEscaped bool
	// Indirect reports that the callees were found by the solver (a call
	// through a function pointer, a library callback such as qsort's
	// comparison function, or the unknown caller); a direct call has one
	// callee.
	Indirect bool
}

// CallEdge is one edge of the expanded call graph: a call site and one
// function it may call (see CallEdges).
type CallEdge struct {
	// Caller, Site and Indirect are those of the CallSite.
	Caller   *llir.Func
	Site     value.Value
	Callee   *llir.Func
	Indirect bool
}

// CallGraph returns the call sites: the direct calls of the constraint
// graph (one CallSite each), then the call sites the solver resolved, in
// the graph's order. Its size is that of the program's call sites; a site
// that may call every escaped function says so by AllEscaped instead of
// listing them (see EscapedFuncs, and CallEdges for the expanded edges).
func (r *Result) CallGraph() []CallSite {
	if r == nil || r.Graph == nil {
		return nil
	}
	out := make([]CallSite, 0, len(r.Graph.DirectCalls)+len(r.Graph.CallSites))
	for _, dc := range r.Graph.DirectCalls {
		out = append(out, CallSite{Caller: dc.Func, Site: dc.Inst, Callees: []*llir.Func{dc.Callee}})
	}
	if r.s == nil {
		return out
	}
	es := r.escSummary()
	for i, cs := range r.Graph.CallSites {
		all, ids := r.siteCalls(es, i)
		out = append(out, CallSite{Caller: cs.Func, Site: cs.Inst, Callees: r.funcsByName(ids),
			AllEscaped: all, Indirect: true})
	}
	return out
}

// EscapedFuncs returns the functions of the escaped set (see Escaped),
// sorted by name: those a CallSite with AllEscaped may call besides its
// Callees.
func (r *Result) EscapedFuncs() []*llir.Func {
	if r == nil || r.Graph == nil || r.s == nil {
		return nil
	}
	es := r.escSummary()
	ids := make([]uint32, 0, len(es.fns))
	for id := range es.fns {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(a, b int) bool { return ids[a] < ids[b] })
	return r.funcsByName(ids)
}

// CallEdges calls yield with every edge of the call graph, expanded (a
// site with AllEscaped has an edge to each escaped function), in the order
// of CallGraph and, within a site, by callee name; it stops when yield
// returns false. The edges are not stored: on sqlite3 at -O2 there are 3.1
// million. (With Go 1.23, r.CallEdges is an iter.Seq[CallEdge].)
func (r *Result) CallEdges(yield func(CallEdge) bool) {
	var esc []*llir.Func
	var buf []*llir.Func
	for _, cs := range r.CallGraph() {
		fs := cs.Callees
		if cs.AllEscaped {
			if esc == nil {
				esc = r.EscapedFuncs()
			}
			buf = mergeByName(buf[:0], cs.Callees, esc)
			fs = buf
		}
		for _, f := range fs {
			if !yield(CallEdge{Caller: cs.Caller, Site: cs.Site, Callee: f, Indirect: cs.Indirect}) {
				return
			}
		}
	}
}

// mergeByName appends to dst the union of a and b, both sorted by name.
func mergeByName(dst, a, b []*llir.Func) []*llir.Func {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && ir.GlobalName(a[i].GlobalIdent) < ir.GlobalName(b[j].GlobalIdent)):
			dst = append(dst, a[i])
			i++
		case i == len(a) || ir.GlobalName(b[j].GlobalIdent) < ir.GlobalName(a[i].GlobalIdent):
			dst = append(dst, b[j])
			j++
		default:
			dst = append(dst, a[i])
			if a[i] != b[j] {
				dst = append(dst, b[j])
			}
			i++
			j++
		}
	}
	return dst
}

// escSummary returns the escaped set summary, computed once.
func (r *Result) escSummary() *escSummary {
	r.esOnce.Do(func() { r.esSum = r.summary() })
	return r.esSum
}

// siteCalls returns whether resolved call site ci calls every escaped
// function (es.fns, not empty) and the function objects of its other
// callees (all of them when it does not). It does not list the escaped
// functions of a site that calls through the solver's escaped summary.
func (r *Result) siteCalls(es *escSummary, ci int) (bool, []uint32) {
	s := r.s
	if ci < 0 || ci >= len(s.callees) {
		return false, nil
	}
	bound := s.callees[ci]
	viaEsc := s.escSite != nil && s.escSite[ci]
	if len(es.fns) > 0 {
		// Count the escaped functions among the callees: the bound ones,
		// and, for a site calling through the summary, the escaped
		// functions the solver did not bind to it.
		n := 0
		for _, id := range bound {
			if _, ok := es.fns[id]; ok {
				n++
			}
		}
		if viaEsc {
			for _, o := range s.escFns {
				if _, ok := es.fns[o.decl.id]; ok && !s.isBound(ci, o.decl.id) {
					n++
				}
			}
		}
		if n == len(es.fns) {
			var rest []uint32
			for _, id := range bound {
				if _, ok := es.fns[id]; !ok {
					rest = append(rest, id)
				}
			}
			if viaEsc {
				for _, o := range s.escFns {
					if _, ok := es.fns[o.decl.id]; !ok && !s.isBound(ci, o.decl.id) {
						rest = append(rest, o.decl.id)
					}
				}
			}
			return true, rest
		}
	}
	return false, s.siteCallees(ci)
}

// funcsByName returns the functions of the function objects ids, sorted by
// name.
func (r *Result) funcsByName(ids []uint32) []*llir.Func {
	var fs []*llir.Func
	for _, id := range ids {
		if fi := r.Graph.FuncOf(constraint.NodeID(id)); fi != nil && fi.Func != nil {
			fs = append(fs, fi.Func)
		}
	}
	sortByName(fs)
	return fs
}

// Callees returns the functions the call, invoke or callbr instruction
// call may call, sorted by name: the callee of a direct call, or the
// functions the solver found for an indirect call (including library
// callbacks registered at that call, such as qsort's comparison
// function), the escaped functions expanded. It returns nil for other
// values and for calls whose callee points to nothing.
func (r *Result) Callees(call value.Value) []*llir.Func {
	if r == nil || r.Graph == nil || call == nil || !reflect.TypeOf(call).Comparable() {
		return nil
	}
	r.buildSiteIndex()
	seen := map[*llir.Func]bool{}
	var fs []*llir.Func
	for _, dc := range r.directIndex[call] {
		if !seen[dc] {
			seen[dc] = true
			fs = append(fs, dc)
		}
	}
	if r.s != nil {
		for _, i := range r.siteIndex[call] {
			for _, f := range r.funcsByName(r.s.siteCallees(i)) {
				if !seen[f] {
					seen[f] = true
					fs = append(fs, f)
				}
			}
		}
	}
	sortByName(fs)
	return fs
}

func (r *Result) buildSiteIndex() {
	r.indexOnce.Do(func() {
		si := map[value.Value][]int{}
		di := map[value.Value][]*llir.Func{}
		for i, cs := range r.Graph.CallSites {
			if cs.Inst != nil {
				si[cs.Inst] = append(si[cs.Inst], i)
			}
		}
		for _, dc := range r.Graph.DirectCalls {
			if dc.Inst != nil {
				di[dc.Inst] = append(di[dc.Inst], dc.Callee)
			}
		}
		r.directIndex = di
		r.siteIndex = si
	})
}

// sortByName sorts functions by name. llir's Name allocates on every call
// (it tries to read the name as a number), too costly in comparisons.
func sortByName(fs []*llir.Func) {
	sort.Slice(fs, func(a, b int) bool { return ir.GlobalName(fs[a].GlobalIdent) < ir.GlobalName(fs[b].GlobalIdent) })
}
