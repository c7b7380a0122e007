package pointsto

import (
	"cmp"
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// UnknownOffset is the Offset of an Object that stands for anywhere in its
// abstract object: a pointer moved by a variable index, or any pointer
// into an object that was collapsed (made field-insensitive). It is
// constraint.UnknownOffset.
const UnknownOffset = constraint.UnknownOffset

// Config controls the solver. The zero value is the default: every
// optimisation on, DefaultFieldLimit.
type Config struct {
	// FieldLimit is the number of distinct field offsets an abstract
	// object may have before it is collapsed into one field-insensitive
	// object (this bounds positive-weight cycles such as p++ in a loop).
	// 0 means DefaultFieldLimit.
	FieldLimit int
	// NoDifferencePropagation propagates whole points-to sets along
	// edges instead of only what is new (for measurements).
	NoDifferencePropagation bool
	// NoCycleDetection turns lazy cycle detection off (for measurements).
	NoCycleDetection bool
	// OfflineSubstitution merges, before solving, every node whose only
	// source is one copy edge into that source (the copy-only case of
	// hash-based value numbering). The answers are the same; it is off by
	// default because on the corpus it does not pay (see hvn.go).
	OfflineSubstitution bool
}

// Object is an abstract memory location a pointer may point to: a field
// (byte offset) of an abstract object.
type Object struct {
	// Kind is the kind of the abstract object: stack, heap, global,
	// function or unknown.
	Kind constraint.ObjectKind
	// Value is the IR value that creates the object: the alloca, global,
	// function or allocating call; nil for the Unknown object and other
	// abstract objects.
	Value value.Value
	// Func is the function the object belongs to (stack and heap
	// objects), nil for module-level objects.
	Func *llir.Func
	// Offset is the byte offset into the object, or UnknownOffset.
	Offset int64
	// Node is the object's node in the constraint graph.
	Node constraint.NodeID

	name string
}

// String returns the object's name with its function and offset, e.g.
// "heap:main:%call+8", "alloca:main:%a", "global:@g+?", "fn:@f", "unknown".
// Offset 0 is not printed; UnknownOffset prints as "+?".
func (o Object) String() string {
	switch {
	case o.Offset == 0:
		return o.name
	case o.Offset == UnknownOffset:
		return o.name + "+?"
	}
	return fmt.Sprintf("%s%+d", o.name, o.Offset)
}

// AliasResult is the answer of an alias query, named as LLVM's.
type AliasResult uint8

// The alias results.
const (
	NoAlias      AliasResult = iota // the two accesses never overlap
	MayAlias                        // they may overlap
	PartialAlias                    // they overlap partially (same object, different known offsets)
	MustAlias                       // they start at the same address
)

// String returns "NoAlias", "MayAlias", "PartialAlias" or "MustAlias".
func (a AliasResult) String() string {
	switch a {
	case NoAlias:
		return "NoAlias"
	case MayAlias:
		return "MayAlias"
	case PartialAlias:
		return "PartialAlias"
	case MustAlias:
		return "MustAlias"
	}
	return fmt.Sprintf("AliasResult(%d)", int(a))
}

// Stats are the solver's statistics.
type Stats struct {
	// Nodes is the number of constraint-graph nodes; Slots the number of
	// field slots (object, offset) the solver created on demand.
	Nodes, Slots int
	// Constraints is the number of constraints; CallSites the number of
	// call sites resolved on the fly (indirect calls, callbacks, the
	// unknown caller).
	Constraints, CallSites int
	// CopyEdges is the number of copy edges, including those added by
	// loads, stores and call binding during solving.
	CopyEdges int
	// Iterations is the number of times a node's new points-to facts
	// were propagated.
	Iterations int
	// CollapsedCycles is the number of cycles found and collapsed;
	// MergedNodes the number of nodes merged away (cycles and collapsed
	// objects).
	CollapsedCycles, MergedNodes int
	// CollapsedObjects is the number of objects made field-insensitive
	// (more offsets than the field limit, or the Unknown object).
	CollapsedObjects int
	// SubstitutedNodes is the number of nodes merged before solving by
	// Config.OfflineSubstitution.
	SubstitutedNodes int
	// Time is the solving time (not constraint generation). It is not
	// printed by the reports, which are deterministic.
	Time time.Duration
}

// Result is the solution: points-to sets of every node of the constraint
// graph, the call graph, and statistics. It is safe for concurrent reads.
type Result struct {
	// Graph is the constraint graph that was solved.
	Graph *constraint.Graph

	cfg   Config
	s     *solver
	stats Stats
	calls []callDecl
	dl    *ir.DataLayout

	indexOnce   sync.Once
	siteIndex   map[value.Value][]int
	directIndex map[value.Value][]*llir.Func

	// escOnce computes escLocs, the escaped set (see escapedLocations),
	// once: every query that expands the solver's Escaped summary element
	// merges it in.
	escOnce sync.Once
	escLocs []location

	// aliasCache maps a value (casts stripped) to its *aliasInfo: what
	// Alias needs of it, computed on the first query that names it.
	// Queries share it; the solution itself is never written. noCache
	// turns it off, for measurements (BenchmarkAlias).
	aliasCache sync.Map
	noCache    bool

	// nodeLocs caches, per representative node, its locations as
	// nodeLocations returns them: nodes merged by cycle collapse share
	// one set, sorted once. Allocated on first use (nodeOnce).
	nodeOnce sync.Once
	nodeLocs []atomic.Pointer[ownSet]

	// esSum is the escaped set's summary for filtering sets and call
	// sites against it, computed once (esOnce, escSummary).
	esOnce sync.Once
	esSum  *escSummary
}

// ownSet is a node's own locations, sorted, and whether its set holds the
// escaped summary element (the locations are then those outside the
// escaped set).
type ownSet struct {
	locs []location
	sum  bool
}

// aliasInfo is what Alias needs of one pointer value: its own locations,
// sorted, whether its set includes the escaped set, whether the solution
// knows the value at all (see aliasLocations), and its access extent (see
// accessSize).
type aliasInfo struct {
	locs    []location
	esc, ok bool
	size    uint64
}

// info returns v's aliasInfo (v without casts), cached when v can be a
// map key (llir's values are pointers; a user's own value type might not
// be comparable).
func (r *Result) info(v value.Value) *aliasInfo {
	cache := !r.noCache && reflect.TypeOf(v).Comparable()
	if cache {
		if x, ok := r.aliasCache.Load(v); ok {
			return x.(*aliasInfo)
		}
	}
	in := &aliasInfo{size: r.accessSize(v)}
	in.locs, in.esc, in.ok = r.aliasLocations(v)
	if !cache {
		return in
	}
	x, _ := r.aliasCache.LoadOrStore(v, in)
	return x.(*aliasInfo)
}

// Solve solves the constraint graph g. It fails only when ctx is cancelled.
func Solve(ctx context.Context, g *constraint.Graph, cfg Config) (*Result, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	p := newProblem(g)
	start := time.Now()
	s, err := solve(ctx, p, solverOptions{
		noDiff:     cfg.NoDifferencePropagation,
		noCycles:   cfg.NoCycleDetection,
		hvn:        cfg.OfflineSubstitution,
		fieldLimit: cfg.FieldLimit,
	})
	if err != nil {
		return nil, err
	}
	r := &Result{Graph: g, cfg: cfg, s: s, calls: p.calls}
	if g.Module != nil && g.Module.Module != nil {
		r.dl = g.Module.DataLayout()
	}
	r.stats = Stats{
		Nodes:            g.NumNodes(),
		Slots:            s.st.slots,
		Constraints:      len(g.Constraints),
		CallSites:        len(g.CallSites),
		CopyEdges:        s.st.copyEdges,
		Iterations:       s.st.iterations,
		CollapsedCycles:  s.st.collapsedCycles,
		MergedNodes:      s.st.mergedNodes,
		CollapsedObjects: s.st.collapsedObjects,
		SubstitutedNodes: s.st.substituted,
		Time:             time.Since(start),
	}
	return r, nil
}

// Analyze builds the constraint graph of m with the default options and
// solves it.
func Analyze(ctx context.Context, m *ir.Module, cfg Config) (*Result, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	g, err := constraint.Build(ctx, m, constraint.Options{})
	if err != nil {
		return nil, err
	}
	return Solve(ctx, g, cfg)
}

// newProblem converts a constraint graph into the solver's input.
func newProblem(g *constraint.Graph) *problem {
	p := &problem{numNodes: len(g.Nodes)}
	if g.Escaped != constraint.NoNode {
		p.collapseAt = append(p.collapseAt, uint32(g.Escaped))
		p.escaped = uint32(g.Escaped)
	}
	for _, n := range g.Nodes {
		if n == nil || !n.IsObject {
			continue
		}
		d := objDecl{id: uint32(n.ID), size: n.Size, kind: n.ObjKind}
		if fi := g.FuncOf(n.ID); fi != nil {
			fd := &funcDecl{ret: uint32(fi.Return), varargs: uint32(fi.VarArgs)}
			for _, x := range fi.Params {
				fd.params = append(fd.params, uint32(x))
			}
			d.fn = fd
		}
		p.objects = append(p.objects, d)
	}
	p.cons = make([]pcons, len(g.Constraints))
	for i, c := range g.Constraints {
		p.cons[i] = pcons{kind: c.Kind, dst: uint32(c.Dst), src: uint32(c.Src), off: c.Offset}
	}
	for _, cs := range g.CallSites {
		c := callDecl{callee: uint32(cs.Callee), result: uint32(cs.Result)}
		for _, a := range cs.Args {
			c.args = append(c.args, uint32(a))
		}
		p.calls = append(p.calls, c)
	}
	return p
}

// Analysis is the points-to analysis as a cached module analysis,
// registered as "pointsto". It solves constraint.Analysis's graph with the
// default Config. print<pointsto> prints its result as text, JSON or DOT.
var Analysis = &pass.Analysis[*Result]{
	Name: "pointsto",
	Doc:  "inclusion-based (Andersen) points-to analysis with an on-the-fly call graph",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*Result, error) {
		g, err := pass.GetResult(am, constraint.Analysis, m)
		if err != nil {
			return nil, err
		}
		return Solve(ctx, g, Config{})
	},
}

// Register adds Analysis and the aliascheck pass to r. It does not
// register constraint.Analysis (see constraint.Register); Analysis gets its
// result through the analysis manager either way.
func Register(r *pass.Registry) error {
	if err := r.RegisterAnalysis(Analysis); err != nil {
		return err
	}
	return r.RegisterPass(AliasCheckPass)
}

// Config returns the configuration the result was solved with.
func (r *Result) Config() Config { return r.cfg }

// Stats returns the solver's statistics.
func (r *Result) Stats() Stats { return r.stats }

// objects returns the Objects of canonical locations, nil for none.
func (r *Result) objects(ls []location) []Object {
	if len(ls) == 0 {
		return nil
	}
	out := make([]Object, len(ls))
	for i, l := range ls {
		out[i] = r.object(l)
	}
	return out
}

// object returns the Object of a canonical location.
func (r *Result) object(l location) Object {
	n := r.Graph.Node(constraint.NodeID(l.obj))
	o := Object{Offset: l.off, Node: constraint.NodeID(l.obj)}
	if n == nil {
		o.name = fmt.Sprintf("object#%d", l.obj)
		o.Kind = constraint.UnknownObject
		return o
	}
	o.Kind, o.Value, o.Func = n.ObjKind, n.Value, n.Func
	o.name = n.String()
	if n.ObjKind == constraint.UnknownObject && n.ID == r.Graph.Unknown {
		o.name = "unknown"
	}
	return o
}

// PointsToNode returns the objects node id points to, sorted by object
// (node order) and offset. The escaped set is expanded: a set that includes
// it lists all its locations (see Escaped), so one query costs time linear
// in the answer, and the answers for all nodes together are quadratic in
// size on real programs; Sets lists all sets with the escaped set
// summarised.
func (r *Result) PointsToNode(id constraint.NodeID) []Object {
	if r == nil || r.s == nil {
		return nil
	}
	return r.objects(r.expandedLocations(id))
}

// expandedLocations returns the canonical locations node id points to,
// sorted, with the solver's Escaped summary element replaced by the
// escaped set: the node's own locations merged with the escaped set
// computed once, rather than the escaped set re-canonicalised and re-sorted
// at every query.
func (r *Result) expandedLocations(id constraint.NodeID) []location {
	own, sum, _ := r.ownLocations(id, nil)
	return r.expand(own, sum)
}

// expand returns the sorted own locations, merged with the escaped set
// when sum is set.
func (r *Result) expand(own []location, sum bool) []location {
	if !sum {
		return own
	}
	esc := r.escapedLocations()
	out := make([]location, 0, len(own)+len(esc))
	i, j := 0, 0
	for i < len(own) || j < len(esc) {
		switch {
		case j == len(esc) || (i < len(own) && lessLoc(own[i], esc[j])):
			out = append(out, own[i])
			i++
		case i == len(own) || lessLoc(esc[j], own[i]):
			out = append(out, esc[j])
			j++
		default: // equal
			out = append(out, own[i])
			i++
			j++
		}
	}
	return out
}

// ownLocations returns the canonical locations held in the solver's set of
// node id (its representative's), sorted and without duplicates, and
// whether the set holds the solver's Escaped summary element (which is not
// among the locations). buf is scratch space, returned for reuse.
func (r *Result) ownLocations(id constraint.NodeID, buf []int) ([]location, bool, []int) {
	raw, sum, buf := r.rawLocations(id, buf)
	return sortUnique(raw), sum, buf
}

// rawLocations is ownLocations unsorted, possibly with duplicates (the
// slots of a collapsed object all designate its unknown offset).
func (r *Result) rawLocations(id constraint.NodeID, buf []int) ([]location, bool, []int) {
	s := r.s
	if s == nil || !s.valid(uint32(id)) {
		return nil, false, buf
	}
	pts := &s.nodes[repOf(s, uint32(id))].pts
	if pts.IsEmpty() {
		// A set never written to is a zero intsets.Sparse, which its
		// other read methods initialise (a write): IsEmpty does not.
		return nil, false, buf
	}
	buf = pts.AppendTo(buf[:0])
	sum := false
	out := make([]location, 0, len(buf))
	for _, e := range buf {
		if e == s.escLoc {
			sum = true
			continue
		}
		out = append(out, s.canon(uint32(e)))
	}
	return out, sum, buf
}

// repOf returns x's representative without the path compression of
// solver.find, which writes: a Result is read by concurrent queries.
func repOf(s *solver, x uint32) uint32 {
	for s.rep[x] != x {
		x = s.rep[x]
	}
	return x
}

// sortUnique sorts ls by object (node order) then offset and removes
// duplicates, in place. It is the order of PointsTo; slices.SortFunc, not
// sort.Slice, because reports sort every set of the program.
func sortUnique(ls []location) []location {
	slices.SortFunc(ls, func(a, b location) int {
		if a.obj != b.obj {
			return cmp.Compare(a.obj, b.obj)
		}
		return cmp.Compare(a.off, b.off)
	})
	return slices.Compact(ls)
}

// escapedLocations returns the escaped set: the canonical locations the
// constraint graph's Escaped node points to, sorted; nil when the graph has
// none. It is computed once; callers must not modify it.
func (r *Result) escapedLocations() []location {
	r.escOnce.Do(func() {
		if r.Graph == nil || r.s == nil || r.Graph.Escaped == constraint.NoNode {
			return
		}
		// The Escaped node's set may hold the summary element itself
		// (when it shares a representative with one of its successors);
		// that element stands for the set, so it adds nothing.
		r.escLocs, _, _ = r.ownLocations(r.Graph.Escaped, nil)
	})
	return r.escLocs
}

// PointsTo returns the objects v may point to, sorted; nil when v carries
// no pointer, is null, or points to nothing (for example a pointer defined
// only in unreachable code). Pointer casts of v give the same answer, and
// constant getelementptrs of globals and functions are resolved even when
// the constraint graph has no node for them. It is nil too for a value the
// solution knows nothing of (see Alias, which answers MayAlias for it).
func (r *Result) PointsTo(v value.Value) []Object {
	own, sum, ok := r.aliasLocations(v)
	if !ok {
		return nil
	}
	return r.objects(r.expand(own, sum))
}

func (r *Result) valueNode(v value.Value) (constraint.NodeID, bool) {
	if r == nil || r.Graph == nil || v == nil {
		return 0, false
	}
	if id, ok := r.Graph.ValueNode(v); ok {
		return id, true
	}
	if s := stripCasts(v); s != nil && !sameValue(s, v) {
		return r.Graph.ValueNode(s)
	}
	return 0, false
}

// MayAlias reports whether memory accessed through a and through b may
// overlap: Alias(a, b) != NoAlias.
func (r *Result) MayAlias(a, b value.Value) bool { return r.Alias(a, b) != NoAlias }

// Alias answers an alias query about two pointer values. The extent of the
// memory accessed through each pointer is inferred from the pointer's
// definition, seen through pointer casts (the allocated type of an alloca,
// the value type of a global, the type a getelementptr indexes to), the
// same way in typed and opaque IR; when it cannot be inferred the access
// extends to the end of the object. Two pointers alias when some location
// each points to lies in the same abstract object and the two extents
// overlap (an UnknownOffset overlaps everything in its object).
//
// A value without a node in the constraint graph is resolved when it is a
// constant expression of globals and functions (a getelementptr, bitcast
// or addrspacecast of them; null points nowhere); any other (a
// declaration's parameter, an inttoptr constant) may point anywhere, and
// the answer is MayAlias.
//
// MustAlias is returned for the same value (modulo casts) and for two
// pointers that each point to exactly the same single field of a global
// variable; PartialAlias for two pointers that each point to one field of
// the same global variable whose extents overlap at different offsets. A
// flow-insensitive analysis answers MayAlias for everything else that may
// overlap.
//
// The query works on the solver's sets with the escaped set summarised:
// two sets that both include the escaped set alias without looking at it,
// and one that does is compared with the other set by a binary search per
// location, so that a query costs about linear time in the sets' own
// sizes, not the product of their expansions (thousands of locations each
// on sqlite3).
func (r *Result) Alias(a, b value.Value) AliasResult {
	if a == nil || b == nil {
		return NoAlias
	}
	sa, sb := stripCasts(a), stripCasts(b)
	if sa == nil || sb == nil {
		return NoAlias
	}
	same := sameValue(sa, sb)
	if r == nil || r.s == nil || r.Graph == nil {
		// No solution: nothing is known.
		if same {
			return MustAlias
		}
		return MayAlias
	}
	ia, ib := r.info(sa), r.info(sb)
	la, ea, oka := ia.locs, ia.esc, ia.ok
	lb, eb, okb := ib.locs, ib.esc, ib.ok
	if !oka || !okb {
		// A value the solution says nothing about (no node, not a
		// constant expression of known objects) may point anywhere.
		if same {
			return MustAlias
		}
		return MayAlias
	}
	esc := r.escapedLocations()
	if isEmpty(la, ea) || isEmpty(lb, eb) {
		if same && !isEmpty(la, ea) {
			return MustAlias
		}
		return NoAlias
	}
	za, zb := ia.size, ib.size
	// When both sets include the escaped set (not empty: see
	// aliasLocations) they share its locations, and a location overlaps
	// itself; otherwise compare the own locations with each other and
	// with the escaped set where the other set includes it.
	may := (ea && eb) || overlapAny(la, za, lb, zb) ||
		(ea && overlapAny(esc, za, lb, zb)) || (eb && overlapAny(la, za, esc, zb))
	if !may {
		return NoAlias
	}
	if same {
		return MustAlias
	}
	xa, oka := r.single(la, ea)
	xb, okb := r.single(lb, eb)
	if oka && okb && r.object(xa).Kind == constraint.GlobalObject &&
		xa.off != UnknownOffset && xb.off != UnknownOffset {
		if xa.off == xb.off {
			return MustAlias
		}
		return PartialAlias
	}
	return MayAlias
}

// sameValue reports whether a and b are the same value; false for values
// whose type cannot be compared (a user's own value implementation), on
// which == would panic.
func sameValue(a, b value.Value) bool {
	t := reflect.TypeOf(a)
	return t == reflect.TypeOf(b) && t.Comparable() && a == b
}

// aliasLocations returns v's locations as Alias compares them: the
// solver's own locations of v's node, sorted, and whether its set includes
// the escaped set (which is then not empty; its locations may or may not
// be among the own ones). A value without a node that is a constant
// expression of globals and functions is resolved to their locations (see
// constLocations). ok is false when v has no node and cannot be resolved:
// nothing is known of what it points to.
func (r *Result) aliasLocations(v value.Value) (ls []location, esc, ok bool) {
	if r == nil || r.s == nil || r.Graph == nil || v == nil {
		return nil, false, false
	}
	ls, esc, ok = r.constLocations(v, 0)
	return ls, esc && len(r.escapedLocations()) > 0, ok
}

// nodeLocations returns the own locations of node id, sorted, and whether
// its set holds the escaped summary element; when it does, the locations
// in the escaped set are left out (the summary stands for them, and the
// solver drops them from sets only in sweeps: on sqlite3, sorting them at
// every query was most of a query's time). The answer is computed once per
// representative node; callers must not modify it.
func (r *Result) nodeLocations(id constraint.NodeID) ([]location, bool) {
	if r.noCache || !r.s.valid(uint32(id)) {
		ls, sum, _ := r.ownLocations(id, nil)
		return ls, sum
	}
	r.nodeOnce.Do(func() { r.nodeLocs = make([]atomic.Pointer[ownSet], len(r.s.nodes)) })
	es := r.escSummary()
	rep := repOf(r.s, uint32(id))
	if int(rep) >= len(r.nodeLocs) {
		ls, sum, _ := r.ownLocations(id, nil)
		return ls, sum
	}
	if o := r.nodeLocs[rep].Load(); o != nil {
		return o.locs, o.sum
	}
	raw, sum, _ := r.rawLocations(id, nil)
	if sum && len(es.locs) > 0 {
		rest := raw[:0]
		for _, l := range raw {
			if !es.has(l) {
				rest = append(rest, l)
			}
		}
		raw = rest
	}
	o := &ownSet{locs: sortUnique(raw), sum: sum}
	// Concurrent queries may compute the same set; either copy is right.
	r.nodeLocs[rep].CompareAndSwap(nil, o)
	o = r.nodeLocs[rep].Load()
	return o.locs, o.sum
}

// maxConstDepth bounds the nesting of constant expressions constLocations
// follows.
const maxConstDepth = 32

// constLocations returns the own locations of v's node and whether its set
// holds the escaped summary, as ownLocations does, and resolves what has no
// node: null points nowhere, a global, an alias or a function is its object,
// and a constant getelementptr, bitcast or addrspacecast (llir does not
// share equal expressions, and the constraint graph only has nodes for
// those that pointers flow through: one used only in a comparison has none)
// moves its operand's locations by its constant offset, as the solver's
// gep constraint does. ok is false for anything else without a node.
func (r *Result) constLocations(v value.Value, depth int) ([]location, bool, bool) {
	if id, ok := r.valueNode(v); ok {
		ls, sum := r.nodeLocations(id)
		return ls, sum, true
	}
	if depth > maxConstDepth {
		return nil, false, false
	}
	switch x := v.(type) {
	case *constant.Null, *constant.ZeroInitializer:
		return nil, false, true
	case *llir.Global, *llir.Func:
		obj, ok := r.Graph.ObjectNode(x)
		o := r.s.obj(uint32(obj))
		if !ok || o == nil {
			return nil, false, false
		}
		return []location{{obj: uint32(obj), off: r.s.norm(o, 0)}}, false, true
	case *llir.Alias:
		return r.constLocations(x.Aliasee, depth+1)
	case *constant.ExprBitCast:
		return r.constLocations(x.From, depth+1)
	case *constant.ExprAddrSpaceCast:
		return r.constLocations(x.From, depth+1)
	case *constant.ExprGetElementPtr:
		ls, sum, ok := r.constLocations(x.Src, depth+1)
		if !ok {
			return nil, false, false
		}
		off := r.constOffset(x)
		out := make([]location, 0, len(ls))
		for _, l := range ls {
			if o := r.s.obj(l.obj); o != nil {
				l.off = r.s.addOff(o, l.off, off)
			} else {
				l.off = UnknownOffset
			}
			out = append(out, l)
		}
		// The escaped summary stays: escaped objects are collapsed, and a
		// gep leaves their locations in the escaped set.
		return sortUnique(out), sum, true
	}
	return nil, false, false
}

// constOffset returns the byte offset of a constant getelementptr, or
// UnknownOffset.
func (r *Result) constOffset(x *constant.ExprGetElementPtr) int64 {
	elem, _, idx, _ := ir.GEPIndices(x)
	if r.dl == nil {
		return UnknownOffset
	}
	ks := make([]int64, len(idx))
	for i, c := range idx {
		k, ok := ir.ConstInt(c)
		if !ok {
			return UnknownOffset
		}
		ks[i] = k
	}
	off, err := r.dl.IndexedOffset(elem, ks)
	if err != nil {
		return UnknownOffset
	}
	return off
}

// isEmpty reports whether a set given as its own locations and whether it
// includes the (non-empty) escaped set is empty.
func isEmpty(ls []location, esc bool) bool { return len(ls) == 0 && !esc }

// single returns the only location of the expanded set (own locations ls,
// plus the escaped set when esc), if it has exactly one.
func (r *Result) single(ls []location, esc bool) (location, bool) {
	if !esc {
		if len(ls) != 1 {
			return location{}, false
		}
		return ls[0], true
	}
	e := r.escapedLocations()
	if len(e) != 1 {
		return location{}, false
	}
	for _, l := range ls {
		if l != e[0] {
			return location{}, false
		}
	}
	return e[0], true
}

// overlapAny reports whether some location of xs and some location of ys
// (both sorted by object) lie in the same object with overlapping extents
// (sizes zx and zy). It walks the shorter list and finds each object's
// locations in the longer one by binary search.
func overlapAny(xs []location, zx uint64, ys []location, zy uint64) bool {
	if len(xs) > len(ys) {
		xs, ys, zx, zy = ys, xs, zy, zx
	}
	for _, x := range xs {
		i, _ := slices.BinarySearchFunc(ys, x.obj, func(l location, obj uint32) int { return cmp.Compare(l.obj, obj) })
		for ; i < len(ys) && ys[i].obj == x.obj; i++ {
			if overlap(x.off, zx, ys[i].off, zy) {
				return true
			}
		}
	}
	return false
}

// overlap reports whether [x, x+sx) and [y, y+sy) intersect; a size of 0
// means unknown (to the end of the object), UnknownOffset overlaps all.
func overlap(x int64, sx uint64, y int64, sy uint64) bool {
	if x == UnknownOffset || y == UnknownOffset || x == y {
		return true
	}
	if x > y {
		x, y = y, x
		sx, sy = sy, sx
	}
	// x < y: the access at x must reach y.
	return sx == 0 || uint64(y-x) < sx
}

// accessSize infers the size in bytes of the memory accessed through
// pointer v (with its casts stripped); 0 when unknown, meaning to the end
// of the object. An alloca's or a global's type is the whole object; the
// field or element named by a getelementptr with two or more indices is
// its type, except that a constant one with zero indices has its
// operand's extent (opaque IR folds it into the operand). Any other pointer
// (an argument, a load, a call, a phi, pointer arithmetic: a getelementptr
// with one index) has the extent of its accesses when it is only the
// address of loads and stores (seen through pointer casts), and is unknown
// otherwise: a one-index getelementptr only
// moves its operand (p + k, or container_of's p - 16 over i8), and its
// source element type says nothing about what is accessed through the
// result, which may be a whole structure around it.
func (r *Result) accessSize(v value.Value) uint64 {
	if r.dl == nil {
		return 0
	}
	var t types.Type
	switch x := v.(type) {
	case *llir.InstAlloca:
		if x.NElems != nil {
			if n, ok := ir.ConstInt(x.NElems); !ok || n != 1 {
				return 0
			}
		}
		t = x.ElemType
	case *llir.Global:
		t = x.ContentType
	default:
		elem, src, idx, ok := ir.GEPIndices(v)
		if _, isConst := v.(*constant.ExprGetElementPtr); isConst && zeroIndices(idx) {
			return r.accessSize(stripCasts(src))
		}
		if !ok || len(idx) < 2 {
			return r.usedSize(v)
		}
		steps, err := ir.GEPSteps(elem, idx)
		if err != nil || len(steps) != len(idx) {
			return 0
		}
		last := steps[len(steps)-1]
		switch lt := last.Type.(type) {
		case *types.StructType:
			t = lt.Fields[last.Field]
		case *types.ArrayType:
			t = lt.ElemType
		case *types.VectorType:
			t = lt.ElemType
		default:
			return 0
		}
	}
	if t == nil || !r.dl.IsSized(t) {
		return 0
	}
	return r.dl.TypeAllocSize(t)
}

// zeroIndices reports whether getelementptr indices are all constant
// zeros: the result is its operand's address.
func zeroIndices(idx []value.Value) bool {
	for _, x := range idx {
		if k, ok := ir.ConstInt(x); !ok || k != 0 {
			return false
		}
	}
	return true
}

// maxAccessUses bounds the uses usedSize looks at: a pointer with more is
// given an unknown extent.
const maxAccessUses = 256

// usedSize returns the largest store size of the loads and stores whose
// address is v or a pointer cast of v, when those are all of v's uses;
// 0 (unknown) when v has another use (a call argument, a getelementptr, a
// stored value, a comparison...), no use, or too many.
func (r *Result) usedSize(v value.Value) uint64 {
	m := r.Graph.Module
	if m == nil || m.Module == nil {
		return 0
	}
	var size uint64
	work := []value.Value{v}
	for seen := 0; len(work) > 0; {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range m.Uses(x) {
			if seen++; seen > maxAccessUses {
				return 0
			}
			var t types.Type
			switch user := u.User.(type) {
			case *llir.InstLoad:
				t = user.ElemType
			case *llir.InstStore:
				if user.Src == x || user.Dst != x {
					return 0
				}
				t = user.Src.Type()
			case *llir.InstBitCast:
				work = append(work, user)
				continue
			case *llir.InstAddrSpaceCast:
				work = append(work, user)
				continue
			case *constant.ExprBitCast:
				work = append(work, user)
				continue
			case *constant.ExprAddrSpaceCast:
				work = append(work, user)
				continue
			default:
				return 0
			}
			if t == nil || !r.dl.IsSized(t) {
				return 0
			}
			size = max(size, r.dl.TypeStoreSize(t))
		}
	}
	return size
}

// stripCasts removes bitcasts and address-space casts (instructions and
// constant expressions) and call-argument wrappers, but not zero-index
// getelementptrs, which designate a field and so a smaller extent.
func stripCasts(v value.Value) value.Value {
	for depth := 0; depth < 64; depth++ {
		switch x := v.(type) {
		case *llir.Arg:
			v = x.Value
		case *llir.InstBitCast:
			v = x.From
		case *llir.InstAddrSpaceCast:
			v = x.From
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprAddrSpaceCast:
			v = x.From
		default:
			return v
		}
	}
	return v
}
