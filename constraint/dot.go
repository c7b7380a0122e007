package constraint

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// WriteDOT writes the constraint graph in Graphviz syntax: one vertex per
// node that appears in a constraint or call site (objects as boxes, the
// Unknown object red), one edge per constraint from Src to Dst, labelled
// with its kind: "&" (AddressOf, dashed), "" (Copy), "*" (Load), "store"
// (Store, to the pointer stored through), "+8" (Gep); offsets follow the
// label. Indirect call sites are dotted edges from the callee pointer to
// the result. The output renders with `dot -Tsvg`.
func (g *Graph) WriteDOT(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("digraph constraints {\n  rankdir=LR;\n  node [fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n")
	used := make([]bool, len(g.Nodes))
	mark := func(id NodeID) {
		if id != NoNode && int(id) < len(used) {
			used[id] = true
		}
	}
	for _, c := range g.Constraints {
		mark(c.Dst)
		mark(c.Src)
	}
	for _, cs := range g.CallSites {
		mark(cs.Callee)
		mark(cs.Result)
		for _, a := range cs.Args {
			mark(a)
		}
	}
	for id, n := range g.Nodes {
		if n == nil || !used[id] {
			continue
		}
		attrs := "shape=ellipse"
		switch {
		case n.ObjKind == UnknownObject:
			attrs = "shape=box, style=filled, fillcolor=\"#f4cccc\""
		case n.IsObject:
			attrs = "shape=box, style=filled, fillcolor=\"#d9ead3\""
		}
		fmt.Fprintf(bw, "  n%d [label=%s, %s];\n", id, strconv.Quote(n.String()), attrs)
	}
	for _, c := range g.Constraints {
		label, style := "", ""
		switch c.Kind {
		case AddressOf:
			label, style = "&", ", style=dashed"
		case Load:
			label = "*"
		case Store:
			label, style = "store", ", color=blue"
		case Gep:
			label = "gep"
		}
		if c.Offset != 0 || c.Kind == Gep {
			label += offsetSuffix(c.Offset)
		}
		fmt.Fprintf(bw, "  n%d -> n%d [label=%s%s];\n", c.Src, c.Dst, strconv.Quote(label), style)
	}
	for i, cs := range g.CallSites {
		if cs.Result != NoNode {
			fmt.Fprintf(bw, "  n%d -> n%d [label=\"call#%d\", style=dotted];\n", cs.Callee, cs.Result, i)
		}
		for j, a := range cs.Args {
			if a != NoNode {
				fmt.Fprintf(bw, "  n%d -> n%d [label=\"arg%d call#%d\", style=dotted];\n", a, cs.Callee, j, i)
			}
		}
	}
	bw.WriteString("}\n")
	return bw.Flush()
}
