package pointsto

import (
	"context"
	"math"
	"math/bits"
	"sort"

	"github.com/irpass/irpass/constraint"
	"golang.org/x/tools/container/intsets"
)

// unknownOffset is constraint.UnknownOffset: anywhere in an object.
const unknownOffset = constraint.UnknownOffset

// lcdMinSet is the smallest points-to set for which an edge whose
// propagation changed nothing triggers a lazy cycle search.
const lcdMinSet = 3

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
	// collapseAt lists nodes that collapse every object reaching them
	// (the constraint graph's Escaped node: see doc.go).
	collapseAt []uint32
	// escaped is the constraint graph's Escaped node (0: none); its
	// set is summarised by one element in other sets (see escLoc).
	escaped uint32
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
	noCycles    bool // no cycle detection
	noLCD       bool // no lazy cycle detection (cycles are still collapsed between rounds)
	rankEvery   int  // re-rank when edges grew by 1/rankEvery since the last ranking (0: 16)
	noEsc       bool // no summary element for the Escaped node's set
	noPWC       bool // no positive-weight cycle detection (objects collapse at the field limit only)
	hvn         bool // offline substitution of copy-only nodes (substitute; off by default, see hvn.go)
	noEagerEsc  bool // process the Escaped node in rank order like the others
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
// temporary. Nodes are merged by cycle collapse (union-find on solver.rep).
type node struct {
	pts  intsets.Sparse // points-to set: location (slot) ids
	prev intsets.Sparse // the part of pts already propagated
	// out lists the copy edges' targets: pts(out[i]) ⊇ pts(this). It
	// may hold merged nodes and duplicates after cycle collapse, which
	// compactOut removes; solver.edges says which edges exist.
	out []uint32

	loads  []offEdge // dst ⊇ *(this+off)
	stores []offEdge // *(this+off) ⊇ src
	geps   []offEdge // dst ⊇ this+off
	calls  []int32   // call sites whose callee is this node

	// For slots: the object and byte offset the slot stands for, and
	// the location's index (the element of points-to sets; locations are
	// numbered densely, objects first, so that sets are compact). obj is
	// 0 for other nodes.
	obj uint32
	off int64
	loc uint32

	queued bool
	pwc    bool // on a positive-weight cycle: objects reaching it are collapsed
}

// object is the solver's state of an abstract object.
type object struct {
	decl      objDecl
	slotOffs  []int64          // offsets with a slot, in creation order
	slotIDs   []uint32         // their slots (slotIDs[0] is the object's own node)
	slots     map[int64]uint32 // offset → slot id, built when an object has many slots
	unk       uint32           // the slot of unknownOffset, 0 until needed
	all       uint32           // a node holding every slot's contents (for loads at unknownOffset), 0 until needed
	collapsed bool
	escaped   bool   // a function object in the Escaped set (see escFn)
	seen      uint32 // see solver.seen
}

// locWork is a location to which process applies complex constraints.
type locWork struct {
	o   *object
	off int64
}

// stats counts the solver's work.
type stats struct {
	iterations       int // nodes processed with a non-empty difference
	collapsedCycles  int // cycles found and collapsed
	mergedNodes      int // nodes merged into others by cycle collapse
	collapsedObjects int // objects made field-insensitive
	slots            int // field slots created
	copyEdges        int // copy edges, including those added on the fly
	pwcNodes         int // nodes found on positive-weight cycles
	rounds           int // rounds of the worklist (whole-graph cycle detection and ranking)
	substituted      int // nodes merged before solving (substitute)
}

// solver is one run of the inclusion-based solver.
type solver struct {
	opts      solverOptions
	limit     int
	p         *problem
	nodes     []*node
	rep       []uint32            // union-find parent of each node (itself for representatives)
	edges     map[uint64]struct{} // copy edges (edgeKey), and lazy cycle searches (lcdChecked)
	objs      []*object           // by object node id (ids below the problem's numNodes)
	cur, next worklist
	rank      []int32 // topological rank of reps (from the last rankNodes)
	maxRank   int32
	curRank   int32
	sweeping  bool

	edgesSinceRank int
	rankEvery      int
	bound          []*intsets.Sparse // per call site: the function objects bound
	callees        [][]uint32        // per call site: function objects bound, in binding order
	locs           []uint32          // location index → slot node
	esc            uint32            // the Escaped node (0: none)
	escLoc         int               // the location index standing for pts(Escaped), -1 when none
	// escDone holds the locations the Escaped node has processed (so
	// their objects are collapsed): a set holding escLoc need not hold
	// them too (see process).
	escDone  intsets.Sparse
	escSwept int // escDone.Len() at the last sweep (maybeSweepEscaped)
	// escPending: the Escaped node has new locations (processed before
	// any other node); escOutDirty: it gained successors by a merge.
	escPending, escOutDirty bool
	// The escaped-call hub (see processEsc): per call site, whether it
	// calls through escLoc; the functions the Escaped node has reached,
	// in order; per argument position, the node that collects the
	// actuals of every such site; the node that collects the returns of
	// every escaped function.
	escSite   []bool
	escFns    []*object
	escArgHub []uint32
	escRetHub uint32
	st        stats

	// unkLocs holds escLoc and the locations at the unknown offset
	// (which a gep leaves unchanged).
	unkLocs intsets.Sparse

	// scratch
	delta intsets.Sparse
	fixed intsets.Sparse
	tmp   intsets.Sparse
	mark  []uint64 // a dense bit set of location ids, all zero between uses
	work  []locWork
	batch []int
	seen  uint32 // stamp for object.seen
	elems []int
	// cycle detection scratch
	dfsIndex   []int32
	dfsLow     []int32
	dfsStamp   []uint32
	dfsAllow   []uint32 // see tarjan's within
	allowStamp uint32
	onStack    []bool
	sbuf       []uint32
	// component storage of the ranking search, of the searches within
	// one of its components, and of lazy searches
	rankSCCs, innerSCCs, lcdSCCs sccBuf
	stamp                        uint32
}

// solve runs the solver on p to its fixpoint.
func solve(ctx context.Context, p *problem, opts solverOptions) (*solver, error) {
	s := &solver{
		opts:    opts,
		limit:   opts.fieldLimit,
		p:       p,
		objs:    make([]*object, max(p.numNodes, 1)),
		edges:   make(map[uint64]struct{}, 2*len(p.cons)),
		bound:   make([]*intsets.Sparse, len(p.calls)),
		callees: make([][]uint32, len(p.calls)),
	}
	if s.limit <= 0 {
		s.limit = DefaultFieldLimit
	}
	s.rankEvery = opts.rankEvery
	if s.rankEvery <= 0 {
		s.rankEvery = 16
	}
	n := p.numNodes
	if n < 1 {
		n = 1
	}
	s.nodes = make([]*node, n)
	s.rep = make([]uint32, n, n+n/4)
	for i := range s.rep {
		s.rep[i] = uint32(i)
	}
	for i := range s.nodes {
		s.nodes[i] = &node{}
	}
	s.escLoc = -1
	if s.valid(p.escaped) && !opts.noEsc {
		// Location index 0 stands for "everything Escaped points to".
		s.esc = p.escaped
		s.escLoc = 0
		s.locs = append(s.locs, 0)
		s.escSite = make([]bool, len(p.calls))
		s.unkLocs.Insert(0)
	}
	for _, d := range p.objects {
		s.declare(d)
	}
	if opts.hvn {
		s.st.substituted = s.substitute()
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
	for _, x := range p.collapseAt {
		if s.valid(x) {
			s.nodes[s.find(x)].pwc = true
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
	err := s.run(ctx)
	return s, err
}

func (s *solver) valid(id uint32) bool { return id != 0 && int(id) < len(s.objs) }

// declare registers an object; its own node is its slot at offset 0.
func (s *solver) declare(d objDecl) *object {
	if !s.valid(d.id) {
		return nil
	}
	if o := s.objs[d.id]; o != nil {
		return o
	}
	o := &object{decl: d, slotOffs: []int64{0}, slotIDs: []uint32{d.id}}
	s.objs[d.id] = o
	nd := s.nodes[d.id]
	nd.obj, nd.off = d.id, 0
	nd.loc = uint32(len(s.locs))
	s.locs = append(s.locs, d.id)
	if d.kind == constraint.UnknownObject {
		s.collapse(o)
	}
	return o
}

// lookup returns the slot of offset off, if it exists.
func (o *object) lookup(off int64) (uint32, bool) {
	if o.slots != nil {
		id, ok := o.slots[off]
		return id, ok
	}
	for i, x := range o.slotOffs {
		if x == off {
			return o.slotIDs[i], true
		}
	}
	return 0, false
}

// add records the slot id of offset off.
func (o *object) add(off int64, id uint32) {
	o.slotOffs = append(o.slotOffs, off)
	o.slotIDs = append(o.slotIDs, id)
	if o.slots == nil && len(o.slotOffs) > 8 {
		o.slots = make(map[int64]uint32, 16)
		for i, x := range o.slotOffs {
			o.slots[x] = o.slotIDs[i]
		}
	} else if o.slots != nil {
		o.slots[off] = id
	}
}

// obj returns the object with node id id, or nil.
func (s *solver) obj(id uint32) *object {
	if int(id) < len(s.objs) {
		return s.objs[id]
	}
	return nil
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
	rep := s.rep
	for {
		p := rep[x]
		if p == x {
			return x
		}
		gp := rep[p]
		rep[x] = gp
		x = gp
	}
}

func (s *solver) push(x uint32) {
	n := s.nodes[x]
	if s.esc != 0 && !s.opts.noEagerEsc && s.find(s.esc) == s.find(x) {
		s.escPending = true
	}
	if n.queued {
		return
	}
	n.queued = true
	if s.sweeping && int(x) < len(s.rank) && s.rank[s.find(x)] >= s.curRank {
		s.cur.push(x)
		return
	}
	s.next.ids = append(s.next.ids, x)
}

// isEsc reports whether rep x is the Escaped node's representative.
func (s *solver) isEsc(x uint32) bool { return s.esc != 0 && s.find(s.esc) == x }

// insert adds the location of slot e to the points-to set of rep x.
func (s *solver) insert(x, e uint32) {
	if s.nodes[x].pts.Insert(int(s.nodes[e].loc)) {
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
	if !s.newEdge(a, b) {
		return
	}
	na.out = append(na.out, b)
	s.st.copyEdges++
	s.edgesSinceRank++
	if s.isEsc(a) {
		if s.nodes[b].pts.Insert(s.escLoc) {
			s.push(b)
		}
		return
	}
	if s.nodes[b].pts.UnionWith(&na.pts) {
		s.push(b)
	}
}

// edgeKey is the key of the copy edge a → b in solver.edges.
func edgeKey(a, b uint32) uint64 { return uint64(a)<<32 | uint64(b) }

// lcdChecked marks keys of edges that triggered a lazy cycle search.
const lcdChecked = 1 << 63

// newEdge records the copy edge a → b, reporting whether it is new. A
// hash set rather than a Sparse set of successors per node: successor ids
// are scattered, so a Sparse insertion costs a walk over about one block
// per successor, and objects read by thousands of loads have thousands.
func (s *solver) newEdge(a, b uint32) bool {
	k := edgeKey(a, b)
	if _, ok := s.edges[k]; ok {
		return false
	}
	s.edges[k] = struct{}{}
	return true
}

// markChecked records that the edge a → b triggered a lazy cycle
// search, reporting whether it is the first time (each edge triggers at
// most one search).
func (s *solver) markChecked(a, b uint32) bool {
	k := edgeKey(a, b) | lcdChecked
	if _, ok := s.edges[k]; ok {
		return false
	}
	s.edges[k] = struct{}{}
	return true
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
	nd := &node{obj: obj, off: off}
	s.rep = append(s.rep, id)
	if obj != 0 {
		nd.loc = uint32(len(s.locs))
		s.locs = append(s.locs, id)
		if off == unknownOffset {
			s.unkLocs.Insert(int(nd.loc))
		}
	}
	s.nodes = append(s.nodes, nd)
	s.st.slots++
	if s.rank != nil {
		s.rank = append(s.rank, s.maxRank)
		s.cur.rank, s.next.rank = s.rank, s.rank
	}
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
	if id, ok := o.lookup(off); ok {
		return id
	}
	if len(o.slotOffs) >= s.limit {
		s.collapse(o)
		return o.unk
	}
	id := s.newNode(o.decl.id, off)
	o.add(off, id)
	if o.unk != 0 {
		s.addEdge(o.unk, id)
	}
	if o.all != 0 {
		s.addEdge(id, o.all)
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
	for _, sl := range o.slotIDs {
		s.addEdge(id, sl)
	}
	if o.all != 0 {
		s.addEdge(id, o.all)
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
	for _, sl := range o.slotIDs {
		a, b := s.find(u), s.find(sl)
		if a != b {
			s.unify(a, b)
		}
	}
}

// readAll makes dst read every slot of o (a load at unknownOffset). Each
// object has at most one "whole object" node, into which every slot flows;
// readers get one edge from it, so a load at an unknown offset costs one
// edge, not one per field.
func (s *solver) readAll(o *object, dst uint32) {
	u := s.unknownSlot(o)
	if o.collapsed {
		s.addEdge(u, dst)
		return
	}
	if o.all == 0 {
		o.all = s.newNode(0, 0)
		s.st.slots--
		for _, sl := range o.slotIDs {
			s.addEdge(sl, o.all)
		}
		s.addEdge(u, o.all)
	}
	s.addEdge(o.all, dst)
}

// unify merges rep b into rep a.
func (s *solver) unify(a, b uint32) {
	na, nb := s.nodes[a], s.nodes[b]
	s.rep[b] = a
	if s.esc != 0 && s.find(s.esc) == a {
		s.escOutDirty = true
	}
	s.st.mergedNodes++
	if int(b) < len(s.rank) && int(a) < len(s.rank) && s.rank[b] < s.rank[a] {
		s.rank[a] = s.rank[b]
	}
	na.pts.UnionWith(&nb.pts)
	na.prev.IntersectionWith(&nb.prev)
	for _, w := range nb.out {
		if w = s.find(w); w != a && s.newEdge(a, w) {
			na.out = append(na.out, w)
		}
	}
	na.loads = append(na.loads, nb.loads...)
	na.stores = append(na.stores, nb.stores...)
	na.geps = append(na.geps, nb.geps...)
	na.calls = append(na.calls, nb.calls...)
	na.pwc = na.pwc || nb.pwc
	nb.pts.Clear()
	nb.prev.Clear()
	nb.out = nil
	nb.loads, nb.stores, nb.geps, nb.calls = nil, nil, nil, nil
	// Everything a now holds must reach everything it now points to.
	na.prev.Clear()
	s.push(a)
}

// run processes the worklist until the fixpoint, in rounds. Each round
// starts by finding and collapsing every cycle of the copy graph (when edges
// were added since the last round) and ranking the nodes in topological
// order; the round then pops nodes in rank order, so that a difference
// flows down the whole acyclic graph in one sweep. A node pushed with a rank
// not after the node being processed (a new edge against the order) waits
// for the next round.
func (s *solver) run(ctx context.Context) error {
	for len(s.next.ids) > 0 {
		s.st.rounds++
		if s.rank == nil || s.edgesSinceRank*s.rankEvery > s.st.copyEdges {
			s.rankNodes()
		}
		s.cur, s.next = s.next, s.cur
		s.next.ids = s.next.ids[:0]
		s.cur.rank = s.rank
		s.cur.init()
		for len(s.cur.ids) > 0 {
			if s.escPending {
				// The Escaped node first: the sooner a location is
				// known to escape, the fewer pointers carry and
				// process it besides the summary (see process).
				s.escPending = false
				s.sweeping = true
				s.process(s.find(s.esc))
				s.sweeping = false
			}
			x := s.cur.pop()
			s.nodes[x].queued = false
			n := s.find(x)
			if n != x {
				continue // merged; its rep was pushed
			}
			if s.st.iterations&1023 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
				s.maybeSweepEscaped()
			}
			s.curRank = s.rank[n]
			s.sweeping = true
			s.process(n)
			s.sweeping = false
		}
	}
	return nil
}

// maybeSweepEscaped applies escape subsumption (see process) to every set
// when the Escaped set has grown by half since the last sweep: locations
// often reach many pointers before they escape, and those pointers may
// not be processed again.
func (s *solver) maybeSweepEscaped() {
	if s.escLoc < 0 {
		return
	}
	n := s.escDone.Len()
	if n < 64 || n < s.escSwept+s.escSwept/2 {
		return
	}
	s.escSwept = n
	e := s.find(s.esc)
	for i, nd := range s.nodes {
		if s.rep[i] != uint32(i) || uint32(i) == e || !nd.pts.Has(s.escLoc) {
			continue
		}
		nd.pts.DifferenceWith(&s.escDone)
		nd.prev.DifferenceWith(&s.escDone)
	}
}

// rankNodes collapses the cycles of the whole copy graph (unless cycle
// detection is off) and ranks every node in topological order.
func (s *solver) rankNodes() {
	s.edgesSinceRank = 0
	if cap(s.rank) < len(s.nodes) {
		s.rank = make([]int32, len(s.nodes), len(s.nodes)+len(s.nodes)/4)
	}
	s.rank = s.rank[:len(s.nodes)]
	s.compactOut()
	// One search over copy and gep edges ranks the nodes (so that a
	// positive-weight cycle, p = phi(q, p+1), is one component processed
	// within a round) and finds the copy cycles: a component without
	// an internal gep edge is a cycle of copy edges; in the rare
	// components with one, a second search restricted to the component
	// finds the copy cycles.
	sccs := s.tarjan(&s.rankSCCs, nil, true, false, -1)
	if !s.opts.noPWC {
		s.markPWCs(sccs)
	}
	// tarjan lists components sinks first.
	r := int32(len(sccs))
	for _, scc := range sccs {
		r--
		for _, w := range scc {
			s.rank[w] = r
		}
	}
	s.maxRank = int32(len(sccs))
	if s.opts.noCycles {
		return
	}
	for _, scc := range sccs {
		if len(scc) < 2 {
			continue
		}
		s.stamp++
		for _, w := range scc {
			s.dfsAllow[w] = s.stamp
		}
		allow := s.stamp
		internalGep := false
		for _, w := range scc {
			for _, g := range s.nodes[w].geps {
				if s.dfsAllow[s.find(g.node)] == allow {
					internalGep = true
				}
			}
		}
		if !internalGep {
			s.collapseSCCs([][]uint32{scc})
			continue
		}
		s.allowStamp = allow
		s.collapseSCCs(s.tarjan(&s.innerSCCs, scc, false, true, -1))
	}
}

// growDFS sizes the per-node arrays of the searches to the node count.
func (s *solver) growDFS() {
	if len(s.dfsIndex) >= len(s.nodes) {
		return
	}
	grow := len(s.nodes) + len(s.nodes)/2
	s.dfsAllow = append(s.dfsAllow, make([]uint32, grow-len(s.dfsAllow))...)
	s.dfsIndex = append(s.dfsIndex, make([]int32, grow-len(s.dfsIndex))...)
	s.dfsLow = append(s.dfsLow, make([]int32, grow-len(s.dfsLow))...)
	s.dfsStamp = append(s.dfsStamp, make([]uint32, grow-len(s.dfsStamp))...)
	s.onStack = append(s.onStack, make([]bool, grow-len(s.onStack))...)
}

// compactOut rewrites every representative's successor list to distinct
// representatives other than itself, in first-occurrence order.
func (s *solver) compactOut() {
	s.growDFS()
	for i, nd := range s.nodes {
		if s.rep[i] != uint32(i) || len(nd.out) == 0 {
			continue
		}
		s.stamp++
		s.dfsStamp[i] = s.stamp
		out := nd.out[:0]
		for _, w := range nd.out {
			w = s.find(w)
			if s.dfsStamp[w] != s.stamp {
				s.dfsStamp[w] = s.stamp
				out = append(out, w)
			}
		}
		nd.out = out
	}
}

// markPWCs finds the positive-weight cycles among the components of the
// copy+gep graph: a component holding a gep edge with a non-zero constant
// offset between two of its nodes. Pointers flowing around such a cycle
// would take ever new offsets; every object that reaches one of its nodes
// is collapsed instead (now, and when it arrives later: see process).
func (s *solver) markPWCs(sccs [][]uint32) {
	s.stamp++
	for _, scc := range sccs {
		for _, w := range scc {
			s.dfsStamp[w] = s.stamp
		}
		pwc := false
		for _, w := range scc {
			for _, g := range s.nodes[w].geps {
				if g.off != 0 && g.off != unknownOffset && s.dfsStamp[s.find(g.node)] == s.stamp {
					pwc = true
				}
			}
		}
		s.stamp++
		if !pwc {
			continue
		}
		for _, w := range scc {
			n := s.nodes[w]
			if n.pwc {
				continue
			}
			n.pwc = true
			s.st.pwcNodes++
			for _, e := range n.pts.AppendTo(nil) {
				if o := s.obj(s.nodes[s.locs[e]].obj); o != nil && !o.collapsed {
					s.collapse(o)
				}
			}
		}
	}
}

// worklist is a binary heap of node ids ordered by rank then id.
type worklist struct {
	ids  []uint32
	rank []int32
}

func (w *worklist) less(i, j int) bool {
	a, b := w.ids[i], w.ids[j]
	ra, rb := w.rankOf(a), w.rankOf(b)
	if ra != rb {
		return ra < rb
	}
	return a < b
}

func (w *worklist) rankOf(x uint32) int32 {
	if int(x) < len(w.rank) {
		return w.rank[x]
	}
	return math.MaxInt32
}

func (w *worklist) init() {
	for i := len(w.ids)/2 - 1; i >= 0; i-- {
		w.down(i)
	}
}

func (w *worklist) push(x uint32) {
	w.ids = append(w.ids, x)
	i := len(w.ids) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !w.less(i, p) {
			break
		}
		w.ids[i], w.ids[p] = w.ids[p], w.ids[i]
		i = p
	}
}

func (w *worklist) pop() uint32 {
	x := w.ids[0]
	last := len(w.ids) - 1
	w.ids[0] = w.ids[last]
	w.ids = w.ids[:last]
	w.down(0)
	return x
}

func (w *worklist) down(i int) {
	n := len(w.ids)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && w.less(r, l) {
			m = r
		}
		if !w.less(m, i) {
			return
		}
		w.ids[i], w.ids[m] = w.ids[m], w.ids[i]
		i = m
	}
}

// process propagates the difference of node n.
func (s *solver) process(n uint32) {
	nd := s.nodes[n]
	if s.opts.noDiff {
		s.delta.Copy(&nd.pts)
	} else {
		s.delta.Difference(&nd.pts, &nd.prev)
	}
	if s.delta.IsEmpty() {
		return
	}
	escRep := s.isEsc(n)
	if escRep {
		s.escDone.UnionWith(&s.delta)
		s.escDone.Remove(s.escLoc)
	} else if s.escLoc >= 0 && !s.escDone.IsEmpty() && nd.pts.Has(s.escLoc) {
		// Escape subsumption: escLoc stands for every location of the
		// Escaped set, so the escaped locations listed besides it are
		// redundant (processing them would do what processing escLoc
		// does: see processEsc). Dropping them keeps the sets of most
		// pointers of a real program small.
		nd.pts.DifferenceWith(&s.escDone)
		s.delta.DifferenceWith(&s.escDone)
		if s.delta.IsEmpty() {
			nd.prev.Copy(&nd.pts)
			return
		}
	}
	s.elems = s.delta.AppendTo(s.elems[:0])
	if s.canonicalize(nd) {
		s.elems = s.delta.AppendTo(s.elems[:0])
	}
	if !s.opts.noDiff {
		nd.prev.Copy(&nd.pts)
	}
	s.st.iterations++
	elems := s.elems
	if nd.pwc {
		for _, e := range elems {
			if o := s.obj(s.nodes[s.locs[e]].obj); o != nil && !o.collapsed {
				s.collapse(o)
			}
		}
	}
	if escRep {
		// Every location of an escaped object is subsumed, including
		// the unknown-offset one that canonicalize substitutes for the
		// others.
		for _, e := range elems {
			if o := s.obj(s.nodes[s.locs[e]].obj); o != nil && o.unk != 0 {
				s.escDone.Insert(int(s.nodes[o.unk].loc))
			}
		}
	}
	if len(nd.loads)+len(nd.stores)+len(nd.geps)+len(nd.calls) > 0 {
		// Complex constraints may add constraints to n or merge it away:
		// work on the lists as they are now (s.elems is not reused
		// before the loop ends).
		loads, stores, geps, calls := nd.loads, nd.stores, nd.geps, nd.calls
		// The locations to work on: one per collapsed object (all its
		// locations, stale field ids included, behave alike), each
		// with its object looked up once.
		s.seen++
		work := s.work[:0]
		for _, ei := range elems {
			if ei == s.escLoc {
				s.processEsc(loads, stores, geps, calls)
				continue
			}
			en := s.nodes[s.locs[ei]]
			o := s.obj(en.obj)
			if o == nil {
				continue
			}
			if o.collapsed {
				if o.seen == s.seen {
					continue
				}
				o.seen = s.seen
			}
			work = append(work, locWork{o, en.off})
		}
		s.work = work
		for _, w := range work {
			o, off := w.o, w.off
			for _, c := range loads {
				k := s.addOff(o, off, c.off)
				if k == unknownOffset || o.collapsed {
					s.readAll(o, c.node)
				} else {
					s.addEdge(s.slot(o, k), c.node)
				}
			}
			for _, c := range stores {
				s.addEdge(c.node, s.slot(o, s.addOff(o, off, c.off)))
			}
			if o.decl.fn != nil {
				for _, ci := range calls {
					s.bind(int(ci), o)
				}
				if escRep {
					s.escFn(o)
				}
			}
		}
		if len(geps) > 0 {
			s.processGeps(geps, work)
		}
	}
	n2 := s.find(n)
	if n2 != n {
		// n was merged while processing; the merged node was pushed with
		// a cleared prev and will propagate everything.
		return
	}
	succs := nd.out
	if s.isEsc(n) {
		// Successors of the Escaped node hold the one element standing
		// for its whole set. addEdge gives it to new successors; only
		// those gained by merging nodes into the Escaped node lack it.
		if !s.escOutDirty {
			return
		}
		s.escOutDirty = false
		for _, si := range succs {
			if d := s.find(si); d != n && s.nodes[d].pts.Insert(s.escLoc) {
				s.push(d)
			}
		}
		return
	}
	for _, si := range succs {
		d := s.find(si)
		if d == n {
			continue
		}
		dn := s.nodes[d]
		if dn.pts.UnionWith(&s.delta) {
			s.push(d)
			continue
		}
		if s.opts.noCycles || s.opts.noLCD {
			continue
		}
		// Small sets are cheap to propagate around a cycle; most
		// equal small sets ({the Escaped summary}) are not on one.
		if !s.markChecked(n, d) || nd.pts.Len() < lcdMinSet {
			continue
		}
		if dn.pts.Equals(&nd.pts) {
			s.detectCycles(d)
			if s.find(n) != n {
				return
			}
		}
	}
}

// canonicalize replaces, in nd's set and in s.delta (listed in s.elems),
// the locations of collapsed objects at a field offset (created before
// the object was collapsed) by the object's unknown-offset location: they
// stand for the same memory, and left alone every pointer would carry
// and process each of them (up to the field limit per object: on sqlite3
// at -O2, loads did five times the work). It reports whether it changed
// anything.
func (s *solver) canonicalize(nd *node) bool {
	s.batch = s.batch[:0]
	for _, ei := range s.elems {
		if ei == s.escLoc {
			continue
		}
		en := s.nodes[s.locs[ei]]
		if en.off == unknownOffset {
			continue
		}
		if o := s.obj(en.obj); o != nil && o.collapsed {
			s.batch = append(s.batch, ei)
		}
	}
	if len(s.batch) == 0 {
		return false
	}
	// s.batch is increasing: insert in decreasing order (constant time
	// per element into an empty Sparse).
	s.tmp.Clear()
	for i := len(s.batch) - 1; i >= 0; i-- {
		s.tmp.Insert(s.batch[i])
	}
	nd.pts.DifferenceWith(&s.tmp)
	s.delta.DifferenceWith(&s.tmp)
	for _, ei := range s.batch {
		o := s.obj(s.nodes[s.locs[ei]].obj)
		c := int(s.nodes[o.unk].loc)
		if nd.pts.Insert(c) && !nd.prev.Has(c) {
			s.delta.Insert(c)
		}
	}
	return true
}

// processGeps applies gep constraints dst ⊇ this+k to the new locations
// elems (s.delta as a set). Locations at the unknown offset (and escLoc)
// stay what they are under any gep, so they are added to every dst by one
// set union; the others are mapped one by one, then added in one union.
// Big sets (thousands of locations in programs with many allocation
// sites) would otherwise cost one linear-time Sparse.Insert each.
func (s *solver) processGeps(geps []offEdge, work []locWork) {
	s.fixed.Intersection(&s.delta, &s.unkLocs)
	for _, c := range geps {
		d := s.find(c.node)
		lo, hi := math.MaxInt, -1
		for _, w := range work {
			if w.off == unknownOffset {
				continue // in s.fixed
			}
			t := int(s.nodes[s.slot(w.o, s.addOff(w.o, w.off, c.off))].loc)
			w := t >> 6
			for len(s.mark) <= w {
				s.mark = append(s.mark, 0)
			}
			s.mark[w] |= 1 << (t & 63)
			lo, hi = min(lo, w), max(hi, w)
		}
		d = s.find(d) // slot creation may have merged nodes
		changed := s.nodes[d].pts.UnionWith(&s.fixed)
		if hi >= 0 {
			// Inserting in decreasing order into an empty Sparse costs
			// constant time per element; the marks sort and deduplicate.
			s.tmp.Clear()
			for w := hi; w >= lo; w-- {
				for m := s.mark[w]; m != 0; {
					b := 63 - bits.LeadingZeros64(m)
					m &^= 1 << b
					s.tmp.Insert(w<<6 | b)
				}
				s.mark[w] = 0
			}
			if s.nodes[d].pts.UnionWith(&s.tmp) {
				changed = true
			}
		}
		if changed {
			s.push(d)
		}
	}
}

// processEsc applies complex constraints to the element standing for
// everything the Escaped node points to. Every object in that set is
// collapsed and, under the constraint builder's model of unknown code,
// holds exactly that set: a load through it reads the set, a store through
// it makes the stored pointers escape, a gep stays in it, and a call
// through it calls every escaped function.
func (s *solver) processEsc(loads, stores, geps []offEdge, calls []int32) {
	for _, c := range loads {
		s.addEdge(s.esc, c.node)
	}
	for _, c := range stores {
		s.addEdge(c.node, s.esc)
	}
	for _, c := range geps {
		d := s.find(c.node)
		if s.nodes[d].pts.Insert(s.escLoc) {
			s.push(d)
		}
	}
	for _, ci := range calls {
		if s.escSite[ci] {
			continue
		}
		s.escSite[ci] = true
		c := s.p.calls[ci]
		for i, a := range c.args {
			if s.valid(a) {
				s.addEdge(a, s.argHub(i))
			}
		}
		if s.valid(c.result) {
			s.addEdge(s.retHub(), c.result)
		}
	}
}

// The escaped-call hub. A call through escLoc calls every escaped
// function, now and later: binding each such site to each such function
// would add sites × functions × arguments edges (millions on sqlite3 at
// -O2). Since the binding is complete (every site with every function),
// routing it through one node per argument position and one for returns
// gives exactly the same sets with sites + functions edges:
//
//	actual i of every escaped-call site → argHub(i) → formal i (or the varargs) of every escaped function
//	return of every escaped function → retHub → result of every escaped-call site

// argHub returns the hub node of argument position i, creating it (and
// its edges to the escaped functions found so far) on demand.
func (s *solver) argHub(i int) uint32 {
	for len(s.escArgHub) <= i {
		h := s.newNode(0, 0)
		s.st.slots--
		k := len(s.escArgHub)
		s.escArgHub = append(s.escArgHub, h)
		for _, o := range s.escFns {
			s.hubToFormal(k, o.decl.fn)
		}
	}
	return s.escArgHub[i]
}

// retHub returns the hub node of returns, creating it on demand.
func (s *solver) retHub() uint32 {
	if s.escRetHub == 0 {
		s.escRetHub = s.newNode(0, 0)
		s.st.slots--
		for _, o := range s.escFns {
			if s.valid(o.decl.fn.ret) {
				s.addEdge(o.decl.fn.ret, s.escRetHub)
			}
		}
	}
	return s.escRetHub
}

// hubToFormal adds the edge from argument hub i to the formal of fd that
// receives argument i.
func (s *solver) hubToFormal(i int, fd *funcDecl) {
	h := s.escArgHub[i]
	if i < len(fd.params) {
		if s.valid(fd.params[i]) {
			s.addEdge(h, fd.params[i])
		}
	} else if s.valid(fd.varargs) {
		s.addEdge(h, fd.varargs)
	}
}

// escFn records that function object o is in the Escaped set: the sites
// calling through escLoc call it.
func (s *solver) escFn(o *object) {
	if o.escaped {
		return
	}
	o.escaped = true
	s.escFns = append(s.escFns, o)
	for i := range s.escArgHub {
		s.hubToFormal(i, o.decl.fn)
	}
	if s.escRetHub != 0 && s.valid(o.decl.fn.ret) {
		s.addEdge(o.decl.fn.ret, s.escRetHub)
	}
}

// siteCallees returns the function objects call site ci calls: those
// bound to it and, when it calls through escLoc, every escaped function;
// without duplicates.
func (s *solver) siteCallees(ci int) []uint32 {
	if ci < 0 || ci >= len(s.callees) {
		return nil
	}
	if s.escSite == nil || !s.escSite[ci] {
		return s.callees[ci]
	}
	out := append([]uint32(nil), s.callees[ci]...)
	for _, o := range s.escFns {
		if !s.isBound(ci, o.decl.id) {
			out = append(out, o.decl.id)
		}
	}
	return out
}

// isBound reports whether call site ci was bound to function object id.
func (s *solver) isBound(ci int, id uint32) bool {
	return s.bound[ci] != nil && s.bound[ci].Has(int(id))
}

// bind resolves call site ci to function object o.
func (s *solver) bind(ci int, o *object) {
	if s.bound[ci] == nil {
		s.bound[ci] = new(intsets.Sparse)
	}
	if !s.bound[ci].Insert(int(o.decl.id)) {
		return
	}
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
// reachable from start and collapses each one with more than one node
// (lazy cycle detection). The search only enters nodes whose set has as
// many elements as start's: the nodes of a cycle through start whose
// sets have converged (the situation that triggers the search) all hold
// the same set. Without this restriction each search walks everything
// reachable from start, and most searches find nothing (on sqlite3, half
// of the solving time went into them).
func (s *solver) detectCycles(start uint32) {
	d := s.find(start)
	s.collapseSCCs(s.tarjan(&s.lcdSCCs, []uint32{d}, false, false, s.nodes[d].pts.Len()))
}

// tarjan returns the strongly connected components of the copy graph
// (over representatives) reachable from roots, or from every node when
// roots is nil, in Tarjan's order: a component comes before every
// component that reaches it (sinks first). It is iterative.
//
// With within set, the search stays among the nodes whose dfsAllow is
// allowStamp.
//
// With eqLen ≥ 0, the search only enters nodes whose points-to set has
// eqLen elements (see detectCycles).
//
// The components are slices of buf, valid until its next use: a search
// over the whole graph finds hundreds of thousands of components, one
// allocation each would dominate the solver's allocation.
func (s *solver) tarjan(buf *sccBuf, roots []uint32, withGeps, within bool, eqLen int) [][]uint32 {
	s.growDFS()
	s.stamp++
	stamp := s.stamp
	if cap(buf.flat) < len(s.nodes) {
		// Every node is in at most one component: the buffer never
		// grows during the search, so the components stay valid.
		buf.flat = make([]uint32, 0, len(s.nodes)+len(s.nodes)/4)
	}
	buf.flat = buf.flat[:0]
	sccs := buf.sccs[:0]
	stack := buf.stack[:0]
	frames := buf.frames[:0]
	defer func() { buf.sccs, buf.stack, buf.frames = sccs, stack, frames }()
	var index int32
	visit := func(v uint32) {
		s.dfsStamp[v] = stamp
		s.dfsIndex[v] = index
		s.dfsLow[v] = index
		index++
		stack = append(stack, v)
		s.onStack[v] = true
		// The frames' successor lists live in one buffer, used as a
		// stack alongside the frames.
		start := len(s.sbuf)
		s.sbuf = append(s.sbuf, s.nodes[v].out...)
		if withGeps {
			for _, g := range s.nodes[v].geps {
				s.sbuf = append(s.sbuf, g.node)
			}
		}
		frames = append(frames, dfsFrame{v: v, start: start, i: start, end: len(s.sbuf)})
	}
	all := roots == nil
	n := len(roots)
	if all {
		n = len(s.nodes)
	}
	for k := 0; k < n; k++ {
		var root uint32
		if all {
			root = uint32(k)
			if root == 0 || s.rep[root] != root {
				continue
			}
		} else {
			root = s.find(roots[k])
		}
		if s.dfsStamp[root] == stamp {
			continue
		}
		visit(root)
		for len(frames) > 0 {
			f := &frames[len(frames)-1]
			if f.i < f.end {
				w := s.find(s.sbuf[f.i])
				f.i++
				if w == f.v || (within && s.dfsAllow[w] != s.allowStamp) {
					continue
				}
				if eqLen >= 0 && s.dfsStamp[w] != stamp && s.nodes[w].pts.Len() != eqLen {
					continue
				}
				if s.dfsStamp[w] != stamp {
					visit(w)
				} else if s.onStack[w] && s.dfsIndex[w] < s.dfsLow[f.v] {
					s.dfsLow[f.v] = s.dfsIndex[w]
				}
				continue
			}
			v := f.v
			s.sbuf = s.sbuf[:f.start]
			frames = frames[:len(frames)-1]
			if len(frames) > 0 {
				p := frames[len(frames)-1].v
				if s.dfsLow[v] < s.dfsLow[p] {
					s.dfsLow[p] = s.dfsLow[v]
				}
			}
			if s.dfsLow[v] == s.dfsIndex[v] {
				i := len(stack) - 1
				for stack[i] != v {
					i--
				}
				start := len(buf.flat)
				buf.flat = append(buf.flat, stack[i:]...)
				scc := buf.flat[start:len(buf.flat):len(buf.flat)]
				for _, w := range scc {
					s.onStack[w] = false
				}
				stack = stack[:i]
				sccs = append(sccs, scc)
			}
		}
	}
	return sccs
}

// collapseSCCs merges the nodes of each component with more than one node
// into its smallest id (a deterministic choice).
func (s *solver) collapseSCCs(sccs [][]uint32) {
	for _, scc := range sccs {
		if len(scc) < 2 {
			continue
		}
		s.st.collapsedCycles++
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

// sccBuf holds the storage of tarjan's components between searches.
type sccBuf struct {
	flat   []uint32   // the components' nodes, one after the other
	sccs   [][]uint32 // slices of flat
	stack  []uint32
	frames []dfsFrame
}

type dfsFrame struct {
	v             uint32
	start, i, end int // the first, next and end positions of the successors in solver.sbuf
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
	n := s.nodes[s.locs[e]]
	o := s.obj(n.obj)
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
	pts := &s.nodes[s.find(id)].pts
	if s.escLoc >= 0 && pts.Has(s.escLoc) {
		var all intsets.Sparse
		all.Union(pts, &s.nodes[s.find(s.esc)].pts)
		all.Remove(s.escLoc)
		elems = all.AppendTo(elems)
	} else {
		elems = pts.AppendTo(elems)
	}
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
