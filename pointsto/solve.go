package pointsto

import (
	"context"
	"math"
	"sort"

	"github.com/irpass/irpass/constraint"
	"golang.org/x/tools/container/intsets"
)

// unknownOffset is constraint.UnknownOffset: anywhere in an object.
const unknownOffset = constraint.UnknownOffset

// DefaultFieldLimit is the default of Config.FieldLimit: the number of
// distinct field offsets an object may have before it is collapsed
// (made field-insensitive).
const DefaultFieldLimit = 256

// problem is the solver's input: dense node ids, the constraints, the
// abstract objects and the call sites to resolve. It is built from a
// constraint.Graph (see newProblem) or, in tests, by hand.
type problem struct {
	// numNodes is one more than the largest node id; id 0 is unused.
	numNodes int
	objects  []objDecl
	cons     []pcons
	calls    []callDecl
}

// pcons is one constraint: the kinds and offsets of constraint.Constraint.
type pcons struct {
	kind     constraint.Kind
	dst, src uint32
	off      int64
}

// objDecl declares an abstract object.
type objDecl struct {
	id   uint32
	size uint64 // bytes, 0 when unknown
	kind constraint.ObjectKind
	fn   *funcDecl // for function objects: how to bind calls to it
}

// funcDecl is what binds a call to a function: formals, return, varargs.
type funcDecl struct {
	params  []uint32
	ret     uint32
	varargs uint32
}

// callDecl is a call site resolved on the fly.
type callDecl struct {
	callee uint32
	args   []uint32
	result uint32
}

// solverOptions select the optimisations, for measurements.
type solverOptions struct {
	noDiff      bool // propagate whole sets instead of differences
	noCycles    bool // no lazy cycle detection
	fieldLimit  int  // offsets per object before collapse; 0: DefaultFieldLimit
	checkCancel bool
}

// offEdge is a complex constraint attached to a pointer node: the other
// node and the byte offset.
type offEdge struct {
	node uint32
	off  int64
}

// node is a solver node: a value node, an object's field slot, or a
// temporary. Nodes are merged by cycle collapse (union-find on rep).
type node struct {
	rep  uint32
	pts  intsets.Sparse // points-to set: location (slot) ids
	prev intsets.Sparse // the part of pts already propagated
	succ intsets.Sparse // copy edges: pts(succ) ⊇ pts(this)

	loads  []offEdge // dst ⊇ *(this+off)
	stores []offEdge // *(this+off) ⊇ src
	geps   []offEdge // dst ⊇ this+off
	calls  []int32   // call sites whose callee is this node

	// For slots: the object and byte offset the slot stands for (as a
	// location, the element of points-to sets). obj is 0 for other nodes.
	obj uint32
	off int64

	queued bool
}

// object is the solver's state of an abstract object.
type object struct {
	decl      objDecl
	slotOffs  []int64          // offsets with a slot, in creation order
	slots     map[int64]uint32 // offset → slot id (offset 0 is the object's own node)
	unk       uint32           // the slot of unknownOffset, 0 until needed
	readers   []uint32         // nodes that read the whole object (loads at unknownOffset)
	collapsed bool
}

// stats counts the solver's work.
type stats struct {
	iterations       int // nodes processed with a non-empty difference
	collapsedCycles  int // cycles found and collapsed
	mergedNodes      int // nodes merged into others by cycle collapse
	collapsedObjects int // objects made field-insensitive
	slots            int // field slots created
	copyEdges        int // copy edges, including those added on the fly
}

// solver is one run of the inclusion-based solver.
type solver struct {
	opts    solverOptions
	limit   int
	p       *problem
	nodes   []*node
	objs    map[uint32]*object
	queue   []uint32
	qhead   int
	checked map[[2]uint32]struct{}
	bound   map[[2]uint32]struct{}
	callees [][]uint32 // per call site: function objects bound, in binding order
	st      stats

	// scratch
	delta intsets.Sparse
	elems []int
	succs []int
	// cycle detection scratch
	dfsIndex []int32
	dfsLow   []int32
	dfsStamp []uint32
	stamp    uint32
}

// solve runs the solver on p to its fixpoint.
func solve(ctx context.Context, p *problem, opts solverOptions) (*solver, error) {
	s := &solver{
		opts:    opts,
		limit:   opts.fieldLimit,
		p:       p,
		objs:    make(map[uint32]*object, len(p.objects)),
		checked: make(map[[2]uint32]struct{}),
		bound:   make(map[[2]uint32]struct{}),
		callees: make([][]uint32, len(p.calls)),
	}
	if s.limit <= 0 {
		s.limit = DefaultFieldLimit
	}
	n := p.numNodes
	if n < 1 {
		n = 1
	}
	s.nodes = make([]*node, n)
	for i := range s.nodes {
		s.nodes[i] = &node{rep: uint32(i)}
	}
	for _, d := range p.objects {
		s.declare(d)
	}
	for _, c := range p.cons {
		if !s.valid(c.dst) || !s.valid(c.src) {
			continue
		}
		switch c.kind {
		case constraint.AddressOf:
			o := s.objectOf(c.src)
			e := s.slot(o, s.norm(o, c.off))
			s.insert(s.find(c.dst), e)
		case constraint.Copy:
			s.addEdge(c.src, c.dst)
		case constraint.Load:
			n := s.nodes[s.find(c.src)]
			n.loads = append(n.loads, offEdge{c.dst, c.off})
		case constraint.Store:
			n := s.nodes[s.find(c.dst)]
			n.stores = append(n.stores, offEdge{c.src, c.off})
		case constraint.Gep:
			n := s.nodes[s.find(c.src)]
			n.geps = append(n.geps, offEdge{c.dst, c.off})
		}
	}
	for i, c := range p.calls {
		if !s.valid(c.callee) {
			continue
		}
		n := s.nodes[s.find(c.callee)]
		n.calls = append(n.calls, int32(i))
		s.push(s.find(c.callee))
	}
	if err := s.run(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *solver) valid(id uint32) bool { return id != 0 && int(id) < len(s.nodes) }

// declare registers an object; its own node is its slot at offset 0.
func (s *solver) declare(d objDecl) *object {
	if !s.valid(d.id) {
		return nil
	}
	if o := s.objs[d.id]; o != nil {
		return o
	}
	o := &object{decl: d, slots: map[int64]uint32{0: d.id}, slotOffs: []int64{0}}
	s.objs[d.id] = o
	nd := s.nodes[d.id]
	nd.obj, nd.off = d.id, 0
	if d.kind == constraint.UnknownObject {
		s.collapse(o)
	}
	return o
}

// objectOf returns the object of id, declaring an object of unknown size
// when id was not declared as one (malformed input stays sound).
func (s *solver) objectOf(id uint32) *object {
	if o := s.objs[id]; o != nil {
		return o
	}
	return s.declare(objDecl{id: id, kind: constraint.UnknownObject})
}

// find returns the representative of x (path halving).
func (s *solver) find(x uint32) uint32 {
	for {
		p := s.nodes[x].rep
		if p == x {
			return x
		}
		gp := s.nodes[p].rep
		s.nodes[x].rep = gp
		x = gp
	}
}

func (s *solver) push(x uint32) {
	n := s.nodes[x]
	if !n.queued {
		n.queued = true
		s.queue = append(s.queue, x)
	}
}

// insert adds location e to the points-to set of rep x.
func (s *solver) insert(x, e uint32) {
	if s.nodes[x].pts.Insert(int(e)) {
		s.push(x)
	}
}

// addEdge adds the copy edge src → dst and propagates src's whole set.
func (s *solver) addEdge(src, dst uint32) {
	a, b := s.find(src), s.find(dst)
	if a == b {
		return
	}
	na := s.nodes[a]
	if !na.succ.Insert(int(b)) {
		return
	}
	s.st.copyEdges++
	if s.nodes[b].pts.UnionWith(&na.pts) {
		s.push(b)
	}
}

// norm normalises an offset into o: negative offsets, offsets beyond a
// known size and offsets into collapsed objects are unknownOffset.
func (s *solver) norm(o *object, off int64) int64 {
	if o.collapsed || off == unknownOffset || off < 0 {
		return unknownOffset
	}
	if o.decl.size > 0 && uint64(off) >= o.decl.size {
		return unknownOffset
	}
	return off
}

// addOff returns the normalised offset off+k into o.
func (s *solver) addOff(o *object, off, k int64) int64 {
	if off == unknownOffset || k == unknownOffset {
		return unknownOffset
	}
	sum := off + k
	if (k > 0 && sum < off) || (k < 0 && sum > off) || sum == math.MaxInt64 {
		return unknownOffset
	}
	return s.norm(o, sum)
}

func (s *solver) newNode(obj uint32, off int64) uint32 {
	id := uint32(len(s.nodes))
	s.nodes = append(s.nodes, &node{rep: id, obj: obj, off: off})
	s.st.slots++
	return id
}

// slot returns the slot (location id) of o at the normalised offset off,
// creating it on demand. A new offset beyond the field limit collapses o.
func (s *solver) slot(o *object, off int64) uint32 {
	if o.collapsed {
		off = unknownOffset
	}
	if off == unknownOffset {
		return s.unknownSlot(o)
	}
	if id, ok := o.slots[off]; ok {
		return id
	}
	if len(o.slotOffs) >= s.limit {
		s.collapse(o)
		return o.unk
	}
	id := s.newNode(o.decl.id, off)
	o.slots[off] = id
	o.slotOffs = append(o.slotOffs, off)
	if o.unk != 0 {
		s.addEdge(o.unk, id)
	}
	for _, r := range o.readers {
		s.addEdge(id, r)
	}
	return id
}

// unknownSlot returns o's slot at unknownOffset: what is stored anywhere
// in o. It flows into every other slot of o.
func (s *solver) unknownSlot(o *object) uint32 {
	if o.unk != 0 {
		return o.unk
	}
	id := s.newNode(o.decl.id, unknownOffset)
	o.unk = id
	for _, off := range o.slotOffs {
		s.addEdge(id, o.slots[off])
	}
	for _, r := range o.readers {
		s.addEdge(id, r)
	}
	return id
}

// collapse makes o field-insensitive: all its slots are merged.
func (s *solver) collapse(o *object) {
	if o.collapsed {
		return
	}
	u := s.unknownSlot(o)
	o.collapsed = true
	s.st.collapsedObjects++
	for _, off := range o.slotOffs {
		a, b := s.find(u), s.find(o.slots[off])
		if a != b {
			s.unify(a, b)
		}
	}
}

// readAll makes dst read every slot of o (a load at unknownOffset).
func (s *solver) readAll(o *object, dst uint32) {
	u := s.unknownSlot(o)
	if o.collapsed {
		s.addEdge(u, dst)
		return
	}
	o.readers = append(o.readers, dst)
	for _, off := range o.slotOffs {
		s.addEdge(o.slots[off], dst)
	}
	s.addEdge(u, dst)
}

// unify merges rep b into rep a.
func (s *solver) unify(a, b uint32) {
	na, nb := s.nodes[a], s.nodes[b]
	nb.rep = a
	s.st.mergedNodes++
	na.pts.UnionWith(&nb.pts)
	na.prev.IntersectionWith(&nb.prev)
	na.succ.UnionWith(&nb.succ)
	na.succ.Remove(int(a))
	na.succ.Remove(int(b))
	na.loads = append(na.loads, nb.loads...)
	na.stores = append(na.stores, nb.stores...)
	na.geps = append(na.geps, nb.geps...)
	na.calls = append(na.calls, nb.calls...)
	nb.pts.Clear()
	nb.prev.Clear()
	nb.succ.Clear()
	nb.loads, nb.stores, nb.geps, nb.calls = nil, nil, nil, nil
	// Everything a now holds must reach everything it now points to.
	na.prev.Clear()
	s.push(a)
}

// run processes the worklist until the fixpoint.
func (s *solver) run(ctx context.Context) error {
	for s.qhead < len(s.queue) {
		x := s.queue[s.qhead]
		s.qhead++
		if s.qhead > 4096 && s.qhead*2 > len(s.queue) {
			s.queue = append(s.queue[:0], s.queue[s.qhead:]...)
			s.qhead = 0
		}
		s.nodes[x].queued = false
		n := s.find(x)
		if n != x {
			continue // merged; its rep was pushed
		}
		if s.st.iterations&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		s.process(n)
	}
	return nil
}

// process propagates the difference of node n.
func (s *solver) process(n uint32) {
	nd := s.nodes[n]
	if s.opts.noDiff {
		s.delta.Copy(&nd.pts)
	} else {
		s.delta.Difference(&nd.pts, &nd.prev)
		nd.prev.Copy(&nd.pts)
	}
	if s.delta.IsEmpty() {
		return
	}
	s.st.iterations++
	s.elems = s.delta.AppendTo(s.elems[:0])
	elems := s.elems
	if len(nd.loads)+len(nd.stores)+len(nd.geps)+len(nd.calls) > 0 {
		// Complex constraints may add elements to pts(n) (a load into
		// itself) and merge n away: work on copies of the lists.
		elems = append([]int(nil), elems...)
		loads, stores, geps, calls := nd.loads, nd.stores, nd.geps, nd.calls
		for _, ei := range elems {
			e := uint32(ei)
			en := s.nodes[e]
			o := s.objs[en.obj]
			if o == nil {
				continue
			}
			for _, c := range loads {
				off := s.addOff(o, en.off, c.off)
				if off == unknownOffset || o.collapsed {
					s.readAll(o, c.node)
				} else {
					s.addEdge(s.slot(o, off), c.node)
				}
			}
			for _, c := range stores {
				s.addEdge(c.node, s.slot(o, s.addOff(o, en.off, c.off)))
			}
			for _, c := range geps {
				t := s.slot(o, s.addOff(o, en.off, c.off))
				s.insert(s.find(c.node), t)
			}
			if o.decl.fn != nil {
				for _, ci := range calls {
					s.bind(int(ci), o)
				}
			}
		}
	}
	n2 := s.find(n)
	if n2 != n {
		// n was merged while processing; the merged node was pushed with
		// a cleared prev and will propagate everything.
		return
	}
	s.succs = nd.succ.AppendTo(s.succs[:0])
	succs := append([]int(nil), s.succs...)
	for _, si := range succs {
		d := s.find(uint32(si))
		if d == n {
			continue
		}
		dn := s.nodes[d]
		if dn.pts.UnionWith(&s.delta) {
			s.push(d)
			continue
		}
		if s.opts.noCycles {
			continue
		}
		key := [2]uint32{n, d}
		if _, done := s.checked[key]; done {
			continue
		}
		s.checked[key] = struct{}{}
		if dn.pts.Equals(&nd.pts) {
			s.detectCycles(d)
			if s.find(n) != n {
				return
			}
		}
	}
}

// bind resolves call site ci to function object o.
func (s *solver) bind(ci int, o *object) {
	key := [2]uint32{uint32(ci), o.decl.id}
	if _, done := s.bound[key]; done {
		return
	}
	s.bound[key] = struct{}{}
	s.callees[ci] = append(s.callees[ci], o.decl.id)
	c := s.p.calls[ci]
	fd := o.decl.fn
	for i, a := range c.args {
		if !s.valid(a) {
			continue
		}
		if i < len(fd.params) {
			if s.valid(fd.params[i]) {
				s.addEdge(a, fd.params[i])
			}
		} else if s.valid(fd.varargs) {
			s.addEdge(a, fd.varargs)
		}
	}
	if s.valid(c.result) && s.valid(fd.ret) {
		s.addEdge(fd.ret, c.result)
	}
}

// detectCycles finds the strongly connected components of the copy graph
// reachable from start (Tarjan's algorithm, iterative) and collapses each
// one with more than one node.
func (s *solver) detectCycles(start uint32) {
	if len(s.dfsIndex) < len(s.nodes) {
		grow := len(s.nodes) + len(s.nodes)/2
		s.dfsIndex = append(s.dfsIndex, make([]int32, grow-len(s.dfsIndex))...)
		s.dfsLow = append(s.dfsLow, make([]int32, grow-len(s.dfsLow))...)
		s.dfsStamp = append(s.dfsStamp, make([]uint32, grow-len(s.dfsStamp))...)
	}
	s.stamp++
	stamp := s.stamp
	var (
		index  int32
		stack  []uint32
		onStk  = map[uint32]bool{}
		frames []dfsFrame
		sccs   [][]uint32
	)
	visit := func(v uint32) {
		s.dfsStamp[v] = stamp
		s.dfsIndex[v] = index
		s.dfsLow[v] = index
		index++
		stack = append(stack, v)
		onStk[v] = true
		frames = append(frames, dfsFrame{v: v, succ: s.nodes[v].succ.AppendTo(nil)})
	}
	visit(s.find(start))
	for len(frames) > 0 {
		f := &frames[len(frames)-1]
		if f.i < len(f.succ) {
			w := s.find(uint32(f.succ[f.i]))
			f.i++
			if w == f.v {
				continue
			}
			if s.dfsStamp[w] != stamp {
				visit(w)
			} else if onStk[w] && s.dfsIndex[w] < s.dfsLow[f.v] {
				s.dfsLow[f.v] = s.dfsIndex[w]
			}
			continue
		}
		v := f.v
		frames = frames[:len(frames)-1]
		if len(frames) > 0 {
			p := frames[len(frames)-1].v
			if s.dfsLow[v] < s.dfsLow[p] {
				s.dfsLow[p] = s.dfsLow[v]
			}
		}
		if s.dfsLow[v] == s.dfsIndex[v] {
			var scc []uint32
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStk[w] = false
				scc = append(scc, w)
				if w == v {
					break
				}
			}
			if len(scc) > 1 {
				sccs = append(sccs, scc)
			}
		}
	}
	for _, scc := range sccs {
		s.st.collapsedCycles++
		// Merge into the smallest id: deterministic.
		min := scc[0]
		for _, w := range scc[1:] {
			if w < min {
				min = w
			}
		}
		for _, w := range scc {
			a, b := s.find(min), s.find(w)
			if a != b {
				s.unify(a, b)
			}
		}
	}
}

type dfsFrame struct {
	v    uint32
	succ []int
	i    int
}

// location is a canonical location: an object and a byte offset
// (unknownOffset for anywhere in it, and for every offset of a collapsed
// object).
type location struct {
	obj uint32
	off int64
}

// canon returns the canonical location of slot id e.
func (s *solver) canon(e uint32) location {
	n := s.nodes[e]
	o := s.objs[n.obj]
	if o == nil {
		return location{obj: n.obj, off: n.off}
	}
	if o.collapsed {
		return location{obj: n.obj, off: unknownOffset}
	}
	return location{obj: n.obj, off: n.off}
}

// pointsTo returns the canonical locations node id points to, sorted by
// object then offset, without duplicates.
func (s *solver) pointsTo(id uint32) []location {
	if !s.valid(id) {
		return nil
	}
	var out []location
	var elems []int
	elems = s.nodes[s.find(id)].pts.AppendTo(elems)
	for _, e := range elems {
		l := s.canon(uint32(e))
		if len(out) > 0 && out[len(out)-1] == l {
			continue
		}
		out = append(out, l)
	}
	sortLocations(out)
	return dedupLocations(out)
}

func sortLocations(ls []location) {
	sort.Slice(ls, func(i, j int) bool { return lessLoc(ls[i], ls[j]) })
}

func lessLoc(a, b location) bool {
	if a.obj != b.obj {
		return a.obj < b.obj
	}
	return a.off < b.off
}

func dedupLocations(ls []location) []location {
	out := ls[:0]
	for i, l := range ls {
		if i > 0 && l == ls[i-1] {
			continue
		}
		out = append(out, l)
	}
	return out
}
