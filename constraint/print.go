package constraint

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// NodeName returns the name of node id as printed inside function f: the
// short name for f's own nodes and module-level nodes, the qualified name
// (Node.String) for other functions' nodes.
func (g *Graph) NodeName(id NodeID, f *llir.Func) string {
	n := g.Node(id)
	if n == nil {
		return "<none>"
	}
	if n.Func == nil || n.Func == f {
		return n.Name
	}
	return n.String()
}

// Format returns c in the seed's notation, names relative to c.Func:
//
//	%a = &alloca:%a          AddressOf
//	%p = &global:@s+8        AddressOf at an offset
//	%g = %l                  Copy
//	%l = *%a                 Load
//	%l = *(%a+8)             Load at an offset
//	*%a = %b                 Store
//	*(%a+?) = %b             Store at UnknownOffset
//	%p = %q + 8              Gep
func (g *Graph) Format(c Constraint) string {
	dst, src := g.NodeName(c.Dst, c.Func), g.NodeName(c.Src, c.Func)
	switch c.Kind {
	case AddressOf:
		if c.Offset != 0 {
			return dst + " = &" + src + offsetSuffix(c.Offset)
		}
		return dst + " = &" + src
	case Copy:
		return dst + " = " + src
	case Load:
		return dst + " = *" + deref(src, c.Offset)
	case Store:
		return "*" + deref(dst, c.Offset) + " = " + src
	case Gep:
		if c.Offset == UnknownOffset {
			return dst + " = " + src + " + ?"
		}
		if c.Offset < 0 {
			return dst + " = " + src + " - " + strconv.FormatInt(-c.Offset, 10)
		}
		return dst + " = " + src + " + " + strconv.FormatInt(c.Offset, 10)
	}
	return fmt.Sprintf("%s ?%d %s", dst, c.Kind, src)
}

func deref(name string, off int64) string {
	if off == 0 {
		return name
	}
	return "(" + name + offsetSuffix(off) + ")"
}

// formatCallSite prints a call site as "call CALLEE(ARGS) -> RESULT".
func (g *Graph) formatCallSite(cs *CallSite) string {
	var b strings.Builder
	b.WriteString("call ")
	if cs.Inst == nil {
		b.WriteString("<unknown caller> ")
	}
	b.WriteString(g.NodeName(cs.Callee, cs.Func))
	b.WriteString("(")
	for i, a := range cs.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a == NoNode {
			b.WriteString("_")
		} else {
			b.WriteString(g.NodeName(a, cs.Func))
		}
	}
	b.WriteString(")")
	if cs.Result != NoNode {
		b.WriteString(" -> " + g.NodeName(cs.Result, cs.Func))
	}
	return b.String()
}

// WriteText writes the graph in the seed's notation: a header with counts,
// the module-level constraints, then each function's constraints and
// indirect call sites, then the unknown externals.
func (g *Graph) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	counts := g.KindCounts()
	fmt.Fprintf(bw, "; constraints: %d nodes, %d constraints (addr %d, copy %d, load %d, store %d, gep %d), %d call sites\n",
		g.NumNodes(), len(g.Constraints), counts[AddressOf], counts[Copy], counts[Load], counts[Store], counts[Gep], len(g.CallSites))
	var cur *llir.Func
	started := false
	sites := g.callSitesByFunc()
	for _, c := range g.Constraints {
		if !started || c.Func != cur {
			if started && cur != nil {
				g.writeSites(bw, sites[cur])
				delete(sites, cur)
			}
			started, cur = true, c.Func
			if cur == nil {
				bw.WriteString("module:\n")
			} else {
				fmt.Fprintf(bw, "function %s:\n", cur.Ident())
			}
		}
		fmt.Fprintf(bw, "  %s\n", g.Format(c))
	}
	if started && cur != nil {
		g.writeSites(bw, sites[cur])
		delete(sites, cur)
	}
	for _, cs := range g.CallSites {
		if rest, ok := sites[cs.Func]; ok && len(rest) > 0 {
			if cs.Func == nil {
				bw.WriteString("module:\n")
			} else {
				fmt.Fprintf(bw, "function %s:\n", cs.Func.Ident())
			}
			g.writeSites(bw, rest)
			delete(sites, cs.Func)
		}
	}
	if len(g.Externals) > 0 {
		fmt.Fprintf(bw, "unknown externals: %s\n", strings.Join(g.Externals, " "))
	}
	return bw.Flush()
}

func (g *Graph) callSitesByFunc() map[*llir.Func][]*CallSite {
	m := make(map[*llir.Func][]*CallSite)
	for _, cs := range g.CallSites {
		m[cs.Func] = append(m[cs.Func], cs)
	}
	return m
}

func (g *Graph) writeSites(w *bufio.Writer, sites []*CallSite) {
	for _, cs := range sites {
		fmt.Fprintf(w, "  %s\n", g.formatCallSite(cs))
	}
}

// KindCounts returns the number of constraints of each kind, indexed by
// Kind.
func (g *Graph) KindCounts() [5]int {
	var n [5]int
	for _, c := range g.Constraints {
		if int(c.Kind) < len(n) {
			n[c.Kind]++
		}
	}
	return n
}

// JSON report types (field order is the output order).
type (
	jsonGraph struct {
		Nodes       int              `json:"nodes"`
		Constraints []jsonConstraint `json:"constraints"`
		CallSites   []jsonCallSite   `json:"call_sites"`
		Externals   []string         `json:"externals"`
	}
	jsonConstraint struct {
		Kind     string `json:"kind"`
		Dst      string `json:"dst"`
		Src      string `json:"src"`
		Offset   any    `json:"offset"`
		Function string `json:"function"`
		Inst     string `json:"inst"`
	}
	jsonCallSite struct {
		Function string   `json:"function"`
		Inst     string   `json:"inst"`
		Callee   string   `json:"callee"`
		Args     []string `json:"args"`
		Result   string   `json:"result"`
	}
)

// JSONReport returns the value print<constraints> writes in JSON format:
// {"nodes": N, "constraints": [{"kind", "dst", "src", "offset", "function",
// "inst"}], "call_sites": [...], "externals": [...]}. Names are qualified
// (Node.String); an UnknownOffset is written as "?".
func (g *Graph) JSONReport() any {
	out := jsonGraph{Nodes: g.NumNodes(), Constraints: make([]jsonConstraint, 0, len(g.Constraints)),
		CallSites: make([]jsonCallSite, 0, len(g.CallSites)), Externals: append([]string{}, g.Externals...)}
	for _, c := range g.Constraints {
		jc := jsonConstraint{Kind: c.Kind.String(), Dst: g.Node(c.Dst).String(), Src: g.Node(c.Src).String(),
			Offset: c.Offset, Function: funcName(c.Func), Inst: instText(c.Inst)}
		if c.Offset == UnknownOffset {
			jc.Offset = "?"
		}
		out.Constraints = append(out.Constraints, jc)
	}
	for _, cs := range g.CallSites {
		jc := jsonCallSite{Function: funcName(cs.Func), Callee: g.Node(cs.Callee).String(), Args: make([]string, len(cs.Args))}
		jc.Inst = instText(cs.Inst)
		for i, a := range cs.Args {
			if a != NoNode {
				jc.Args[i] = g.Node(a).String()
			}
		}
		if cs.Result != NoNode {
			jc.Result = g.Node(cs.Result).String()
		}
		out.CallSites = append(out.CallSites, jc)
	}
	return out
}

func funcName(f *llir.Func) string {
	if f == nil {
		return ""
	}
	return f.Name()
}

// instText prints an instruction without its metadata attachments (its
// identifier when llir cannot print it).
func instText(inst any) (text string) {
	if inst == nil {
		return ""
	}
	defer func() {
		if recover() != nil {
			text = ""
			if v, ok := inst.(value.Value); ok {
				text = v.Ident()
			}
		}
	}()
	s, ok := inst.(interface{ LLString() string })
	if !ok {
		return ""
	}
	text = s.LLString()
	if i := strings.Index(text, ", !"); i >= 0 {
		text = text[:i]
	}
	if loc := ir.LocString(inst); loc != "" {
		text += " ; " + loc
	}
	return text
}
