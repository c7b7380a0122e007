package pointsto

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"testing"

	"github.com/irpass/irpass/constraint"
)

// refSolve is a deliberately simple reference solver: it applies every
// constraint and call binding to the whole state, over and over, until
// nothing changes. It implements the same semantics as the production
// solver (field slots, unknownOffset slots, field limit, object sizes),
// directly on maps, with no graph, no differences and no cycles.
func refSolve(p *problem, limit int) map[uint32][]location {
	type loc = location
	type set = map[loc]bool
	pts := map[uint32]set{}
	mem := map[loc]set{}
	objs := map[uint32]objDecl{}
	offsets := map[uint32]map[int64]bool{}
	collapsed := map[uint32]bool{}
	for _, o := range p.objects {
		objs[o.id] = o
		offsets[o.id] = map[int64]bool{0: true}
		if o.kind == constraint.UnknownObject {
			collapsed[o.id] = true
		}
	}
	obj := func(id uint32) objDecl {
		if o, ok := objs[id]; ok {
			return o
		}
		o := objDecl{id: id, kind: constraint.UnknownObject}
		objs[id] = o
		offsets[id] = map[int64]bool{0: true}
		collapsed[id] = true
		return o
	}
	norm := func(o objDecl, off int64) int64 {
		if collapsed[o.id] || off == unknownOffset || off < 0 || (o.size > 0 && uint64(off) >= o.size) {
			return unknownOffset
		}
		return off
	}
	add := func(o objDecl, off, k int64) int64 {
		if off == unknownOffset || k == unknownOffset {
			return unknownOffset
		}
		sum := off + k
		if (k > 0 && sum < off) || (k < 0 && sum > off) || sum == unknownOffset {
			return unknownOffset
		}
		return norm(o, sum)
	}
	changed := false
	mkloc := func(o objDecl, off int64) loc {
		if collapsed[o.id] {
			off = unknownOffset
		}
		if off != unknownOffset && !offsets[o.id][off] {
			if len(offsets[o.id]) >= limit {
				collapsed[o.id] = true
				changed = true
				off = unknownOffset
			} else {
				offsets[o.id][off] = true
			}
		}
		return loc{o.id, off}
	}
	union := func(dst *set, src set) {
		if *dst == nil {
			*dst = set{}
		}
		for l := range src {
			if !(*dst)[l] {
				(*dst)[l] = true
				changed = true
			}
		}
	}
	read := func(o uint32, off int64) set {
		out := set{}
		for l, s := range mem {
			if l.obj != o {
				continue
			}
			if collapsed[o] || off == unknownOffset || l.off == off || l.off == unknownOffset {
				for x := range s {
					out[x] = true
				}
			}
		}
		return out
	}
	write := func(o uint32, off int64, src set) {
		if collapsed[o] {
			off = unknownOffset
		}
		s := mem[loc{o, off}]
		union(&s, src)
		mem[loc{o, off}] = s
	}
	get := func(v uint32) set { return pts[v] }
	addTo := func(v uint32, src set) {
		s := pts[v]
		union(&s, src)
		pts[v] = s
	}
	funcs := map[uint32]*funcDecl{}
	for _, o := range p.objects {
		if o.fn != nil {
			funcs[o.id] = o.fn
		}
	}
	for {
		changed = false
		for _, c := range p.cons {
			if c.dst == 0 || c.src == 0 || int(c.dst) >= p.numNodes || int(c.src) >= p.numNodes {
				continue
			}
			switch c.kind {
			case constraint.AddressOf:
				o := obj(c.src)
				addTo(c.dst, set{mkloc(o, norm(o, c.off)): true})
			case constraint.Copy:
				addTo(c.dst, get(c.src))
			case constraint.Load:
				for l := range get(c.src) {
					o := obj(l.obj)
					off := add(o, l.off, c.off)
					if off != unknownOffset {
						off = mkloc(o, off).off
					}
					addTo(c.dst, read(o.id, off))
				}
			case constraint.Store:
				for l := range get(c.dst) {
					o := obj(l.obj)
					t := mkloc(o, add(o, l.off, c.off))
					write(t.obj, t.off, get(c.src))
				}
			case constraint.Gep:
				for l := range get(c.src) {
					o := obj(l.obj)
					addTo(c.dst, set{mkloc(o, add(o, l.off, c.off)): true})
				}
			}
		}
		for _, cs := range p.calls {
			if cs.callee == 0 || int(cs.callee) >= p.numNodes {
				continue
			}
			for l := range get(cs.callee) {
				fd := funcs[l.obj]
				if fd == nil {
					continue
				}
				for i, a := range cs.args {
					if a == 0 || int(a) >= p.numNodes {
						continue
					}
					if i < len(fd.params) {
						if fd.params[i] != 0 {
							addTo(fd.params[i], get(a))
						}
					} else if fd.varargs != 0 {
						addTo(fd.varargs, get(a))
					}
				}
				if cs.result != 0 && fd.ret != 0 {
					addTo(cs.result, get(fd.ret))
				}
			}
		}
		if !changed {
			break
		}
	}
	out := map[uint32][]location{}
	for v, s := range pts {
		seen := map[location]bool{}
		var ls []location
		for l := range s {
			if collapsed[l.obj] {
				l.off = unknownOffset
			}
			if !seen[l] {
				seen[l] = true
				ls = append(ls, l)
			}
		}
		sort.Slice(ls, func(i, j int) bool { return lessLoc(ls[i], ls[j]) })
		if len(ls) > 0 {
			out[v] = ls
		}
	}
	return out
}

// randomProblem builds a random constraint problem with n nodes, the first
// objects of which are objects (some of them functions).
func randomProblem(r *rand.Rand, n int) *problem {
	p := &problem{numNodes: n + 1}
	nobj := 1 + n/4
	offs := []int64{0, 0, 0, 8, 16, 24, -8, unknownOffset}
	for id := 1; id <= nobj; id++ {
		d := objDecl{id: uint32(id), kind: constraint.HeapObject}
		switch r.Intn(6) {
		case 0:
			d.size = 0
		case 1:
			d.kind = constraint.FunctionObject
			d.fn = &funcDecl{
				params: []uint32{uint32(nobj + 1 + r.Intn(n-nobj)), 0},
				ret:    uint32(nobj + 1 + r.Intn(n-nobj)),
			}
			if r.Intn(2) == 0 {
				d.fn.varargs = uint32(nobj + 1 + r.Intn(n-nobj))
			}
		case 2:
			d.kind = constraint.UnknownObject
		default:
			d.size = uint64(8 * (1 + r.Intn(5)))
		}
		p.objects = append(p.objects, d)
	}
	val := func() uint32 { return uint32(nobj + 1 + r.Intn(n-nobj)) }
	m := n + r.Intn(2*n)
	for i := 0; i < m; i++ {
		c := pcons{dst: val(), src: val()}
		switch k := r.Intn(10); {
		case k < 2:
			c.kind = constraint.AddressOf
			c.src = uint32(1 + r.Intn(nobj))
			if r.Intn(4) == 0 {
				c.off = offs[r.Intn(len(offs))]
			}
		case k < 5:
			c.kind = constraint.Copy
		case k < 7:
			c.kind = constraint.Load
			c.off = offs[r.Intn(len(offs))]
		case k < 9:
			c.kind = constraint.Store
			c.off = offs[r.Intn(len(offs))]
		default:
			c.kind = constraint.Gep
			c.off = offs[r.Intn(len(offs))]
		}
		p.cons = append(p.cons, c)
	}
	for i := r.Intn(4); i > 0; i-- {
		p.calls = append(p.calls, callDecl{callee: val(), args: []uint32{val(), val(), val()}, result: val()})
	}
	return p
}

func checkAgainstReference(t *testing.T, p *problem, opts solverOptions, name string) {
	t.Helper()
	s, err := solve(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	limit := opts.fieldLimit
	if limit <= 0 {
		limit = DefaultFieldLimit
	}
	want := refSolve(p, limit)
	isObj := map[uint32]bool{}
	for _, o := range p.objects {
		isObj[o.id] = true
	}
	for v := uint32(1); int(v) < p.numNodes; v++ {
		if isObj[v] {
			continue // an object's node holds its contents at offset 0
		}
		got := s.pointsTo(v)
		w := want[v]
		if fmt.Sprint(got) != fmt.Sprint(w) {
			t.Fatalf("%s: node %d: solver %v, reference %v\nproblem: %+v", name, v, got, w, p)
		}
	}
}

// TestSolverMatchesReference is the property test: on random constraint
// graphs, the production solver (in every configuration) computes the
// same points-to sets as the reference solver.
func TestSolverMatchesReference(t *testing.T) {
	configs := []struct {
		name string
		opts solverOptions
	}{
		{"default", solverOptions{fieldLimit: 16, noPWC: true}},
		{"limit3", solverOptions{fieldLimit: 3, noPWC: true}},
		{"noDiff", solverOptions{noDiff: true, fieldLimit: 2, noPWC: true}},
		{"noCycles", solverOptions{noCycles: true, fieldLimit: 8, noPWC: true}},
		{"naive", solverOptions{noDiff: true, noCycles: true, fieldLimit: 4, noPWC: true}},
	}
	r := rand.New(rand.NewSource(1))
	iters := 150
	if testing.Short() {
		iters = 50
	}
	for i := 0; i < iters; i++ {
		n := 4 + r.Intn(30)
		p := randomProblem(r, n)
		for _, c := range configs {
			checkAgainstReference(t, p, c.opts, fmt.Sprintf("case %d (%s)", i, c.name))
		}
	}
}

// TestPWCCollapseIsSound checks that collapsing the objects that reach a
// positive-weight cycle only adds points-to facts: every location the
// reference solver finds is covered by the production solver's answer
// (the same location, or anywhere in the same object).
func TestPWCCollapseIsSound(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 100; i++ {
		p := randomProblem(r, 4+r.Intn(30))
		s, err := solve(context.Background(), p, solverOptions{fieldLimit: 16})
		if err != nil {
			t.Fatal(err)
		}
		want := refSolve(p, 16)
		isObj := map[uint32]bool{}
		for _, o := range p.objects {
			isObj[o.id] = true
		}
		for v, locs := range want {
			if isObj[v] {
				continue
			}
			got := map[location]bool{}
			for _, l := range s.pointsTo(v) {
				got[l] = true
			}
			for _, l := range locs {
				if !got[l] && !got[location{l.obj, unknownOffset}] {
					t.Fatalf("case %d: node %d: reference has %v, solver only %v", i, v, l, s.pointsTo(v))
				}
			}
		}
	}
}

// TestPWCCollapse checks that a pointer walking an object (p = phi(a, p+8))
// collapses the object instead of creating a slot per offset.
func TestPWCCollapse(t *testing.T) {
	// 1: object (size 0: unknown), 2 = &1, 3 = phi(2, 4), 4 = 3 + 8.
	p := &problem{numNodes: 5,
		objects: []objDecl{{id: 1, kind: constraint.HeapObject}},
		cons: []pcons{
			{kind: constraint.AddressOf, dst: 2, src: 1},
			{kind: constraint.Copy, dst: 3, src: 2},
			{kind: constraint.Copy, dst: 3, src: 4},
			{kind: constraint.Gep, dst: 4, src: 3, off: 8},
		},
	}
	s, err := solve(context.Background(), p, solverOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(s.pointsTo(3)); got != fmt.Sprint([]location{{1, unknownOffset}}) {
		t.Errorf("pts(3) = %s, want the collapsed object", got)
	}
	if s.st.slots > 2 || s.st.collapsedObjects != 1 {
		t.Errorf("%d slots, %d collapsed objects; want at most 2 and 1", s.st.slots, s.st.collapsedObjects)
	}
	// Without PWC detection the field limit bounds the walk.
	s, err = solve(context.Background(), p, solverOptions{noPWC: true, fieldLimit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(s.pointsTo(3)); got != fmt.Sprint([]location{{1, unknownOffset}}) {
		t.Errorf("noPWC: pts(3) = %s, want the collapsed object", got)
	}
}
