package pointsto

import "github.com/irpass/irpass/constraint"

// substitute is an offline pass run before solving: the copy-only case of
// Hardekopf and Lin's hash-based value numbering (HVN), itself a form of
// Rountev and Chandra's offline variable substitution. A value node x
// whose only incoming constraint is one copy edge y → x, and that the
// solver never adds edges into (it is not a load, gep or address-of
// target, not an object or slot, not a formal, return or varargs node of a
// function that an indirect call may bind, not the result of an
// indirect call, not the Escaped node), holds exactly pts(y) at the
// fixpoint. It is merged into y before solving, so it costs no node in the
// worklist, no propagation and no set of its own; queries of x read y's
// set through the union-find.
//
// Full HVN also merges nodes whose incoming edges come from equal sets of
// value numbers (x = y and z = y, then w = x and w' = z): on our graphs
// most nodes are loads (at -O0) or have several incoming copies, so the
// copy-only case is what pays; see BenchmarkSolve's NoHVN configuration.
//
// It returns the number of nodes merged.
func (s *solver) substitute() int {
	p := s.p
	n := p.numNodes
	if n <= 1 {
		return 0
	}
	const many = 2
	in := make([]uint8, n)    // incoming constraints, saturating at many
	from := make([]uint32, n) // the source of the single incoming copy
	pinned := make([]bool, n) // nodes the solver may add edges into
	pin := func(x uint32) {
		if s.valid(x) && int(x) < n {
			pinned[x] = true
		}
	}
	for _, d := range p.objects {
		pin(d.id)
		if d.fn != nil {
			for _, x := range d.fn.params {
				pin(x)
			}
			pin(d.fn.ret)
			pin(d.fn.varargs)
		}
	}
	for _, c := range p.calls {
		pin(c.result)
	}
	for _, x := range p.collapseAt {
		pin(x)
	}
	pin(p.escaped)
	for _, c := range p.cons {
		if !s.valid(c.dst) || !s.valid(c.src) {
			continue
		}
		switch c.kind {
		case constraint.Store:
			// *(dst+k) = src: an edge into a slot (an object node or
			// one created by the solver), none into a value node.
			continue
		case constraint.AddressOf:
			// dst receives a location: its set is not a copy of one
			// node's.
			in[c.dst] = many
			continue
		case constraint.Copy:
			if c.src == c.dst {
				continue
			}
			if in[c.dst] == 0 {
				from[c.dst] = c.src
			}
		}
		if in[c.dst] < many {
			in[c.dst]++
		}
	}
	merged := 0
	for x := 1; x < n; x++ {
		if in[x] != 1 || pinned[x] || from[x] == 0 {
			continue
		}
		y := s.find(from[x])
		if y == uint32(x) {
			continue // a cycle of such nodes: already merged
		}
		s.rep[x] = y
		merged++
	}
	return merged
}
