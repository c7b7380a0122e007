package pointsto

import (
	"sort"

	"github.com/irpass/irpass/constraint"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// CallEdge is one edge of the call graph: a call site and one function it
// may call.
type CallEdge struct {
	// Caller is the calling function; nil for calls made by unknown code
	// (the unknown caller calls every function whose address escaped).
	Caller *llir.Func
	// Site is the call, invoke or callbr instruction; nil for the unknown
	// caller.
	Site value.Value
	// Callee is the called function (defined or declared).
	Callee *llir.Func
	// Indirect reports that the callee was found by the solver (a call
	// through a function pointer, a library callback such as qsort's
	// comparison function, or the unknown caller).
	Indirect bool
}

// CallGraph returns every call edge: the direct calls of the constraint
// graph, then the call sites the solver resolved, in the graph's order;
// the callees of one site are sorted by name.
func (r *Result) CallGraph() []CallEdge {
	if r == nil || r.Graph == nil {
		return nil
	}
	var out []CallEdge
	for _, dc := range r.Graph.DirectCalls {
		out = append(out, CallEdge{Caller: dc.Func, Site: dc.Inst, Callee: dc.Callee})
	}
	for i, cs := range r.Graph.CallSites {
		for _, f := range r.siteCallees(i) {
			out = append(out, CallEdge{Caller: cs.Func, Site: cs.Inst, Callee: f, Indirect: true})
		}
	}
	return out
}

// siteCallees returns the functions bound to call site i, sorted by name.
func (r *Result) siteCallees(i int) []*llir.Func {
	if r.s == nil {
		return nil
	}
	var fs []*llir.Func
	for _, obj := range r.s.siteCallees(i) {
		if fi := r.Graph.FuncOf(constraint.NodeID(obj)); fi != nil && fi.Func != nil {
			fs = append(fs, fi.Func)
		}
	}
	sort.Slice(fs, func(a, b int) bool { return fs[a].Name() < fs[b].Name() })
	return fs
}

// Callees returns the functions the call, invoke or callbr instruction
// call may call, sorted by name: the callee of a direct call, or the
// functions the solver found for an indirect call (including library
// callbacks registered at that call, such as qsort's comparison
// function). It returns nil for other values and for calls whose callee
// points to nothing.
func (r *Result) Callees(call value.Value) []*llir.Func {
	if r == nil || r.Graph == nil || call == nil {
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
	for _, i := range r.siteIndex[call] {
		for _, f := range r.siteCallees(i) {
			if !seen[f] {
				seen[f] = true
				fs = append(fs, f)
			}
		}
	}
	sort.Slice(fs, func(a, b int) bool { return fs[a].Name() < fs[b].Name() })
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
