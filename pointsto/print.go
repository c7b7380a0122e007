package pointsto

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/irpass/irpass/ir"
)

// PointerSet is the points-to set of one node, for reports.
type PointerSet struct {
	// Node is the pointer node's name qualified by its function
	// ("main:%p", "ret:@f", "escaped").
	Node string `json:"node"`
	// PointsTo holds the objects' names (Object.String), sorted as
	// PointsTo sorts them.
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
	// Callees are the functions' names, sorted.
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

// Report is the JSON form of a Result (print<pointsto> -format=json).
type Report struct {
	// Stats are the solver's statistics.
	Stats StatsReport `json:"stats"`
	// Pointers are the points-to sets of the pointer nodes, in node order.
	Pointers []PointerSet `json:"pointers"`
	// Calls are the resolved call sites and their callees.
	Calls []CallSiteReport `json:"calls"`
}

// Sets returns the points-to set of every pointer node (not objects) that
// points to something, in node order.
func (r *Result) Sets() []PointerSet {
	if r == nil || r.Graph == nil {
		return nil
	}
	var out []PointerSet
	for _, n := range r.Graph.Nodes {
		if n == nil || n.IsObject {
			continue
		}
		objs := r.PointsToNode(n.ID)
		if len(objs) == 0 {
			continue
		}
		ps := PointerSet{Node: n.String(), PointsTo: make([]string, len(objs))}
		for i, o := range objs {
			ps.PointsTo[i] = o.String()
		}
		out = append(out, ps)
	}
	return out
}

// resolvedCalls reports the callees of every resolved call site, in graph
// order.
func (r *Result) resolvedCalls() []CallSiteReport {
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
		for _, f := range r.siteCallees(i) {
			c.Callees = append(c.Callees, f.Name())
		}
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

// JSONReport returns the Report: statistics (without time), the points-to
// set of every pointer node, and the resolved call sites.
func (r *Result) JSONReport() any {
	rep := &Report{Stats: r.statsReport(), Pointers: r.Sets(), Calls: r.resolvedCalls()}
	if rep.Pointers == nil {
		rep.Pointers = []PointerSet{}
	}
	if rep.Calls == nil {
		rep.Calls = []CallSiteReport{}
	}
	return rep
}

// WriteText writes the statistics, one line per pointer node
// ("main:%p -> { alloca:main:%a, heap:main:%call+8 }") and one line per
// resolved call site.
func (r *Result) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	st := r.statsReport()
	fmt.Fprintf(bw, "pointsto: %d nodes, %d constraints, %d call sites, %d slots, %d copy edges, %d iterations, %d collapsed cycles, %d collapsed objects\n",
		st.Nodes, st.Constraints, st.CallSites, st.Slots, st.CopyEdges, st.Iterations, st.CollapsedCycles, st.CollapsedObjects)
	for _, ps := range r.Sets() {
		fmt.Fprintf(bw, "%s -> { %s }\n", ps.Node, strings.Join(ps.PointsTo, ", "))
	}
	for _, c := range r.resolvedCalls() {
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
// dashed edges from the caller to each callee.
func (r *Result) WriteDOT(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, "digraph pointsto {")
	fmt.Fprintln(bw, "  node [fontname=\"monospace\"];")
	objs := map[string]bool{}
	var objOrder []string
	for _, ps := range r.Sets() {
		fmt.Fprintf(bw, "  %s [shape=ellipse];\n", dotQuote("p:"+ps.Node))
		for _, o := range ps.PointsTo {
			if !objs[o] {
				objs[o] = true
				objOrder = append(objOrder, o)
			}
			fmt.Fprintf(bw, "  %s -> %s;\n", dotQuote("p:"+ps.Node), dotQuote("o:"+o))
		}
	}
	for _, o := range objOrder {
		fmt.Fprintf(bw, "  %s [shape=box,label=%s];\n", dotQuote("o:"+o), dotQuote(o))
	}
	for _, c := range r.resolvedCalls() {
		caller := c.Caller
		if caller == "" {
			caller = "<unknown caller>"
		}
		for _, f := range c.Callees {
			fmt.Fprintf(bw, "  %s -> %s [style=dashed];\n", dotQuote("f:"+caller), dotQuote("f:"+f))
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
