package pointsto

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// EscapedSummary is the name that stands, in the points-to sets and the
// callee lists of the reports (Sets, print<pointsto> in every format), for
// the whole escaped set: every location the constraint graph's Escaped node
// points to (Report.Escaped, Result.Escaped), or, in a callee list, every
// function among them ("fn:@f"). Unknown code may reach all of them, and in real
// programs most pointers may point to all of them, so listing them in every
// set would make the reports quadratic (sqlite3 at -O0: 3,077 escaped
// locations, 892 of them functions, in 125,348 of its 166,571 sets, and
// 380 of its 409 resolved call sites may call all 892 functions).
//
// It is also the name of the report's entry that lists the escaped set, so
// that the element reads as a reference to that entry, and it cannot be
// confused with a function's name in a callee list (a C identifier has no
// angle brackets).
const EscapedSummary = "<escaped>"

// PointerSet is the points-to set of one node, for reports.
type PointerSet struct {
	// Node is the pointer node's name qualified by its function
	// ("main:%p", "ret:@f").
	Node string `json:"node"`
	// PointsTo holds EscapedSummary first when the set includes the whole
	// (non-empty) escaped set, then the objects' names (Object.String) of
	// the other locations, sorted as PointsTo sorts them.
	PointsTo []string `json:"points_to"`
}

// CallSiteReport lists the callees the solver found for one resolved call
// site (indirect calls, library callbacks, the unknown caller).
type CallSiteReport struct {
	// Caller is the calling function's name ("" for the unknown caller).
	Caller string `json:"caller"`
	// Site is the call's source location, or its instruction text when
	// there is no debug location ("" for the unknown caller).
	Site string `json:"site"`
	// Callees holds EscapedSummary first when the site may call every
	// escaped function (and at least one escaped), then the names of the
	// other callees, sorted.
	Callees []string `json:"callees"`
}

// StatsReport is the deterministic part of Stats (everything but Time);
// the fields mean what Stats's fields of the same names mean.
type StatsReport struct {
	Nodes            int `json:"nodes"`             // constraint-graph nodes
	Slots            int `json:"slots"`             // field slots created
	Constraints      int `json:"constraints"`       // constraints
	CallSites        int `json:"call_sites"`        // call sites resolved on the fly
	CopyEdges        int `json:"copy_edges"`        // copy edges, including those added while solving
	Iterations       int `json:"iterations"`        // node propagations
	CollapsedCycles  int `json:"collapsed_cycles"`  // cycles collapsed
	MergedNodes      int `json:"merged_nodes"`      // nodes merged away
	CollapsedObjects int `json:"collapsed_objects"` // objects made field-insensitive
}

// Report is the JSON form of a Result (print<pointsto> -format=json),
// stored under the key "pointsto":
//
//	{"stats": {"nodes": N, ...},
//	 "escaped": ["fn:@cb+?", "heap:main:%call+?", ...],
//	 "pointers": [{"node": "main:%p", "points_to": ["<escaped>", "alloca:main:%a"]}, ...],
//	 "calls": [{"caller": "main", "site": "t.c:9:3", "callees": ["<escaped>", "f"]}, ...]}
//
// The element "<escaped>" (EscapedSummary) in a points_to list stands for
// every location of the "escaped" list; in a callees list, for every
// function of that list. Expanding it gives what PointsTo and Callees
// answer.
type Report struct {
	// Stats are the solver's statistics.
	Stats StatsReport `json:"stats"`
	// Escaped is the escaped set: the names of the locations the
	// constraint graph's Escaped node points to, sorted as PointsTo sorts
	// them (empty when nothing escapes).
	Escaped []string `json:"escaped"`
	// Pointers are the points-to sets of the pointer nodes, in node order,
	// summarised (see PointerSet).
	Pointers []PointerSet `json:"pointers"`
	// Calls are the resolved call sites and their callees, summarised (see
	// CallSiteReport).
	Calls []CallSiteReport `json:"calls"`
}

// escSummary is the escaped set, for summarising sets against it.
type escSummary struct {
	locs []location // sorted
	// offs holds, per object id, the offsets of the object's locations
	// in the set (one, the unknown offset, for collapsed objects): a
	// membership test costs an index, not a hash, and reports test every
	// location of every set.
	offs [][]int64
	fns  map[uint32]struct{} // its functions' objects
}

// has reports whether l is in the escaped set.
func (es *escSummary) has(l location) bool {
	return int(l.obj) < len(es.offs) && slices.Contains(es.offs[l.obj], l.off)
}

// summary returns the escaped set of r's solution.
func (r *Result) summary() *escSummary {
	es := &escSummary{locs: r.escapedLocations(), fns: map[uint32]struct{}{}}
	if len(es.locs) > 0 {
		// locs is sorted by object: the last has the largest id.
		es.offs = make([][]int64, es.locs[len(es.locs)-1].obj+1)
	}
	for _, l := range es.locs {
		es.offs[l.obj] = append(es.offs[l.obj], l.off)
		// The Unknown object is callable (unknown code) but is no
		// function a callee list names.
		if fi := r.Graph.FuncOf(constraint.NodeID(l.obj)); fi != nil && fi.Func != nil {
			es.fns[l.obj] = struct{}{}
		}
	}
	return es
}

// summarise returns the points-to set of node id as a report lists it:
// whether it includes the whole escaped set (which must not be empty) and
// its other locations, sorted. The answer depends only on the solution, not
// on how the solver represents it (with or without its Escaped summary
// element): the summary is used exactly when the set includes the escaped
// set. Locations are filtered against the escaped set before they are
// sorted: a set holding the summary element may still list escaped
// locations (the solver drops them in sweeps), and only the rest is kept.
func (r *Result) summarise(es *escSummary, id constraint.NodeID, buf []int) (bool, []location, []int) {
	raw, sum, buf := r.rawLocations(id, buf)
	if len(es.locs) == 0 {
		return false, sortUnique(raw), buf
	}
	var inEsc []location
	rest := raw[:0] // filtered in place: rest never overtakes the loop
	for _, l := range raw {
		switch {
		case !es.has(l):
			rest = append(rest, l)
		case !sum:
			inEsc = append(inEsc, l)
		}
	}
	if !sum && len(inEsc) >= len(es.locs) {
		inEsc = sortUnique(inEsc)
		sum = len(inEsc) == len(es.locs)
	}
	if !sum {
		rest = append(rest, inEsc...)
	}
	return sum, sortUnique(rest), buf
}

// Escaped returns the escaped set: the locations the constraint graph's
// Escaped node points to (every object whose address unknown code may
// hold), sorted as PointsTo sorts them. Sets and the reports name it by
// EscapedSummary.
func (r *Result) Escaped() []Object {
	if r == nil || r.Graph == nil || r.s == nil {
		return nil
	}
	return r.objects(r.escapedLocations())
}

// Sets returns the points-to set of every pointer node (not objects, not
// the Escaped node) that points to something, in node order, with the
// escaped set summarised: a set that includes the whole escaped set lists
// EscapedSummary instead of its locations (see PointerSet). Its size is
// that of the solver's own sets, not of their expansion; PointsTo and
// PointsToNode expand.
func (r *Result) Sets() []PointerSet {
	if r == nil || r.Graph == nil || r.s == nil {
		return nil
	}
	return r.setsWith(r.escSummary())
}

// setsWith is Sets with the escaped set already computed.
func (r *Result) setsWith(es *escSummary) []PointerSet {
	var out []PointerSet
	var buf []int
	for _, n := range r.Graph.Nodes {
		if n == nil || n.IsObject || n.ID == r.Graph.Escaped {
			continue
		}
		var sum bool
		var rest []location
		sum, rest, buf = r.summarise(es, n.ID, buf)
		if !sum && len(rest) == 0 {
			continue
		}
		ps := PointerSet{Node: n.String(), PointsTo: make([]string, 0, len(rest)+1)}
		if sum {
			ps.PointsTo = append(ps.PointsTo, EscapedSummary)
		}
		for _, l := range rest {
			ps.PointsTo = append(ps.PointsTo, r.object(l).String())
		}
		out = append(out, ps)
	}
	return out
}

// escapedNames returns the names of the escaped set's locations.
func (r *Result) escapedNames(es *escSummary) []string {
	out := make([]string, len(es.locs))
	for i, l := range es.locs {
		out[i] = r.object(l).String()
	}
	return out
}

// resolvedCalls reports the callees of every resolved call site, in graph
// order, summarised against the escaped set.
func (r *Result) resolvedCalls() []CallSiteReport {
	if r == nil || r.Graph == nil || r.s == nil {
		return nil
	}
	return r.resolvedCallsWith(r.escSummary())
}

// resolvedCallsWith is resolvedCalls with the escaped set already computed.
// A site through which unknown code calls lists EscapedSummary instead of
// the (on sqlite3, 1,800) escaped functions: as for points-to sets, exactly
// when its callees include all of them.
func (r *Result) resolvedCallsWith(es *escSummary) []CallSiteReport {
	var out []CallSiteReport
	for i, cs := range r.Graph.CallSites {
		c := CallSiteReport{Callees: []string{}}
		if cs.Func != nil {
			c.Caller = cs.Func.Name()
		}
		if cs.Inst != nil {
			c.Site = ir.LocString(cs.Inst)
			if c.Site == "" {
				c.Site = strings.TrimSpace(cs.Inst.Ident())
			}
		}
		sum, ids := r.siteCalls(es, i)
		var names []string
		for _, id := range ids {
			if fi := r.Graph.FuncOf(constraint.NodeID(id)); fi != nil && fi.Func != nil {
				names = append(names, fi.Func.Name())
			}
		}
		sort.Strings(names)
		if sum {
			c.Callees = append(c.Callees, EscapedSummary)
		}
		c.Callees = append(c.Callees, names...)
		out = append(out, c)
	}
	return out
}

func (r *Result) statsReport() StatsReport {
	st := r.Stats()
	return StatsReport{
		Nodes: st.Nodes, Slots: st.Slots, Constraints: st.Constraints, CallSites: st.CallSites,
		CopyEdges: st.CopyEdges, Iterations: st.Iterations, CollapsedCycles: st.CollapsedCycles,
		MergedNodes: st.MergedNodes, CollapsedObjects: st.CollapsedObjects,
	}
}

// JSONReport returns the Report: statistics (without time), the escaped
// set, the summarised points-to set of every pointer node, and the
// resolved call sites.
func (r *Result) JSONReport() any {
	rep := &Report{Escaped: []string{}, Pointers: []PointerSet{}, Calls: []CallSiteReport{}}
	if r == nil || r.Graph == nil || r.s == nil {
		return rep
	}
	rep.Stats = r.statsReport()
	es := r.escSummary()
	rep.Escaped = append(rep.Escaped, r.escapedNames(es)...)
	rep.Pointers = append(rep.Pointers, r.setsWith(es)...)
	rep.Calls = append(rep.Calls, r.resolvedCallsWith(es)...)
	return rep
}

// WriteText writes the statistics; the escaped set, once, when it is not
// empty ("<escaped> -> { fn:@cb+?, heap:main:%call+? }"); one line per
// pointer node ("main:%p -> { <escaped>, alloca:main:%a }", where
// "<escaped>" stands for every location of the <escaped> line); and one
// line per resolved call site ("call main: t.c:9:3 -> { <escaped>, f }",
// where "<escaped>" stands for every function of the <escaped> line).
func (r *Result) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	var st StatsReport
	if r != nil {
		st = r.statsReport()
	}
	fmt.Fprintf(bw, "pointsto: %d nodes, %d constraints, %d call sites, %d slots, %d copy edges, %d iterations, %d collapsed cycles, %d collapsed objects\n",
		st.Nodes, st.Constraints, st.CallSites, st.Slots, st.CopyEdges, st.Iterations, st.CollapsedCycles, st.CollapsedObjects)
	if r == nil || r.Graph == nil || r.s == nil {
		return bw.Flush()
	}
	es := r.escSummary()
	if len(es.locs) > 0 {
		fmt.Fprintf(bw, "%s -> { %s }\n", EscapedSummary, strings.Join(r.escapedNames(es), ", "))
	}
	for _, ps := range r.setsWith(es) {
		fmt.Fprintf(bw, "%s -> { %s }\n", ps.Node, strings.Join(ps.PointsTo, ", "))
	}
	for _, c := range r.resolvedCallsWith(es) {
		caller, site := c.Caller, c.Site
		if caller == "" {
			caller, site = "<unknown caller>", "-"
		}
		fmt.Fprintf(bw, "call %s: %s -> { %s }\n", caller, site, strings.Join(c.Callees, ", "))
	}
	return bw.Flush()
}

// WriteDOT writes the points-to graph: pointer nodes (ellipses) with an
// edge to each object field they point to (boxes), and resolved calls as
// dashed edges from the caller to each callee. The escaped set is one node,
// "<escaped>" (a double octagon), with an edge to each of its locations; a
// pointer whose set includes it has one edge to it instead of one to each
// of its locations, and a call site that may call every escaped function
// has one dashed edge to it.
func (r *Result) WriteDOT(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "digraph pointsto {")
	fmt.Fprintln(bw, "  node [fontname=\"monospace\"];")
	if r == nil || r.Graph == nil || r.s == nil {
		fmt.Fprintln(bw, "}")
		return bw.Flush()
	}
	es := r.escSummary()
	escNode := dotQuote("e:" + EscapedSummary)
	objs := map[string]bool{}
	var objOrder []string
	addObj := func(o string) {
		if !objs[o] {
			objs[o] = true
			objOrder = append(objOrder, o)
		}
	}
	if len(es.locs) > 0 {
		fmt.Fprintf(bw, "  %s [shape=doubleoctagon,label=%s];\n", escNode, dotQuote(EscapedSummary))
		for _, o := range r.escapedNames(es) {
			addObj(o)
			fmt.Fprintf(bw, "  %s -> %s;\n", escNode, dotQuote("o:"+o))
		}
	}
	for _, ps := range r.setsWith(es) {
		fmt.Fprintf(bw, "  %s [shape=ellipse];\n", dotQuote("p:"+ps.Node))
		for _, o := range ps.PointsTo {
			if o == EscapedSummary {
				fmt.Fprintf(bw, "  %s -> %s;\n", dotQuote("p:"+ps.Node), escNode)
				continue
			}
			addObj(o)
			fmt.Fprintf(bw, "  %s -> %s;\n", dotQuote("p:"+ps.Node), dotQuote("o:"+o))
		}
	}
	for _, o := range objOrder {
		fmt.Fprintf(bw, "  %s [shape=box,label=%s];\n", dotQuote("o:"+o), dotQuote(o))
	}
	for _, c := range r.resolvedCallsWith(es) {
		caller := c.Caller
		if caller == "" {
			caller = "<unknown caller>"
		}
		for _, f := range c.Callees {
			to := dotQuote("f:" + f)
			if f == EscapedSummary {
				to = escNode
			}
			fmt.Fprintf(bw, "  %s -> %s [style=dashed];\n", dotQuote("f:"+caller), to)
		}
	}
	fmt.Fprintln(bw, "}")
	return bw.Flush()
}

// dotQuote quotes s as a DOT string.
func dotQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case '\n':
			b.WriteString(`\n`)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
