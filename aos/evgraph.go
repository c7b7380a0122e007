package aos

import (
	"context"
	"sort"

	"github.com/irpass/irpass/internal/graph"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"golang.org/x/tools/container/intsets"
)

// evGraph is the field-based value flow that types allocation requests.
// Its variables are pointer values, function parameters and return
// values, and memory locations named by type rather than by object: a
// field of a struct type (the innermost struct and the byte offset in it),
// a global variable or a stack slot at a byte offset. A pointer stored in
// a field reaches every load of that field, in any object of the type.
// This is coarser than points-to for objects but keeps apart what the
// points-to flow merges in large programs (every struct's fields are
// separate variables), and it costs one pass over the module and one
// strongly-connected-components pass. Evidence (the getelementptrs on a
// pointer) is summarized bottom-up: a request's evidence is everything its
// pointer reaches.
type evGraph struct {
	r    *requests
	ids  map[any]int32
	keys []any // each node's key (a value or a location)
	pos  int   // the position of the instruction being built, in module order
	// tbaaNames memoizes, per address, the struct-path TBAA base types
	// of the accesses through it (access.go).
	tbaaNames map[value.Value][]string
	// nodeNames memoizes the TBAA base types of the accesses through a
	// node's pointer and its byte offsets; marks and epoch are the
	// visit marks of requestAccesses.
	nodeNames [][]string
	nodeNamed []bool
	// keyStructs memoizes keyStruct per node.
	keyStructs    []*types.StructType
	keyStructDone []bool
	buf           []int // foreign's scratch
	marks         []uint32
	epoch         uint32
	// nsites counts the getelementptr sites (gepSite.id), siteMarks
	// are the walks' marks of the sites picked (epoch), and visits
	// counts the nodes and sites the walks went over (benchmarks).
	nsites     int32
	constSites map[siteKey]int32
	siteMarks  []uint32
	visits     int
	succ       [][]int32
	local      [][]int32 // the local edges among succ (see localEdge)
	own        []*evSet
	roots      []value.Value // the requests, in module order
	// geps are the getelementptrs (not all-zero) on each node's pointer:
	// the candidate accesses of the requests that reach the node.
	geps [][]gepSite
	// zeroFields are the all-zero getelementptrs over a struct with a
	// field index on each node's pointer: the address of field 0 (at
	// -O0, &p[i].v of a first field), whose own getelementptrs reach the
	// element's field.
	zeroFields [][]zeroField

	// scc finds the components of summarize and reachedComponents.
	scc graph.SCC

	structID map[*types.StructType]int
	dom      map[value.Value]*types.StructType // dominant types, memoized
	byName   map[string]*types.StructType      // struct types by name, for TBAA
	structs  []*types.StructType

	// statics are the globals of static arrays, staticConsts the
	// constants computed from them (findStatics), cnodes the nodes of
	// those constants.
	statics      map[*llir.Global]bool
	staticConsts map[constant.Constant]bool
	cnodes       map[constant.Constant]int32
	// once memoizes storedOnce.
	once map[*llir.InstAlloca]value.Value
	// paramFn maps parameters to their functions (outParamKeys).
	paramFn map[*llir.Param]*llir.Func

	// sum is each node's evidence after summarize; vis what it gives
	// its predecessors (poisoned for generic variables).
	sum, vis []*evSet
	// poisoned marks the summaries of generic variables.
	poisoned *evSet
}

// generic reports whether a summary names struct types of which none
// contains the others (a pointer used as two unrelated types).
func (g *evGraph) generic(s *evSet) bool {
	// Outermost types: a struct nested in another of the set is the
	// same memory.
	var outer []*types.StructType
	for _, v := range s.structs.AppendTo(nil) {
		st := g.structs[v/2]
		dup := false
		for i, o := range outer {
			if o == st || contains(o, st, 0) {
				dup = true
				break
			}
			if contains(st, o, 0) {
				outer[i] = st
				dup = true
				break
			}
		}
		if !dup {
			outer = append(outer, st)
			if len(outer) > maxShared {
				return true
			}
		}
	}
	return false
}

// maxShared is how many unrelated struct types a variable may carry
// before it is generic: a block may serve two or three arrays (sqlite3
// reuses the tail of Vdbe.aOp for its Mem array); three measured best on
// the hand-checked lists once TBAA names the fields of byte accesses.
const maxShared = 3

// evSet is a set of evidence: struct uses (2×struct id, +1 when indexed
// at a non-zero or variable element) and byte offsets.
type evSet struct {
	structs, byteConst, byteScaled intsets.Sparse
}

func (e *evSet) unionWith(o *evSet) {
	e.structs.UnionWith(&o.structs)
	e.byteConst.UnionWith(&o.byteConst)
	e.byteScaled.UnionWith(&o.byteScaled)
}

// zeroField is an all-zero getelementptr with a field index and the
// struct it indexes.
type zeroField struct {
	gep value.Value
	st  *types.StructType
}

type fieldKey struct {
	st  *types.StructType
	off int64
}

type rootKey struct {
	obj value.Value // *llir.InstAlloca or *llir.Global
	off int64
}

type retKey struct{ fn *llir.Func }

// pathKey names the memory at byte offset off from one pointer of a
// function: base is a parameter or instruction, or the pathKey of the
// location the pointer was loaded from (p->a->b). A pointer stored there
// reaches the loads of the same path in that function, whatever the
// field-based variable of the location carries: llvm-link gives
// isomorphic structs one type in opaque IR (lua's Labellist, the {ptr,
// i32, i32} of Dyndata.actvar and LocVar all become stringtable), whose
// field then carries unrelated types and is generic, while
// luaM_growvector's l->arr = growaux(...) then l->arr[n] still says what
// the block is.
type pathKey struct {
	base any
	off  int64
}

// maxPathDepth bounds the loads a pathKey's base goes through.
const maxPathDepth = 3

// pathOf returns the pathKey of the address of a load or store: its
// pointer through casts and getelementptrs of constant indices. Only a
// pointer reloaded from an -O0 stack slot (or from a path of one) has
// one: at -O2 the compiler forwards a stored pointer to the loads it
// must reach itself, and the other loads of a location may see other
// values (sqlite3's Vdbe.aOp lost its accesses when they were merged).
// Stack slots and globals have none (their locations are their own).
func (g *evGraph) pathOf(addr value.Value) (pathKey, bool) {
	k, slot, ok := g.path(addr, 0)
	return k, ok && slot
}

// path returns the pathKey of an address and whether its base was
// reloaded from a stack slot.
func (g *evGraph) path(addr value.Value, depth int) (k pathKey, slot, ok bool) {
	var off int64
	a := ir.UnwrapArg(addr)
	for i := 0; i < 32; i++ {
		switch x := a.(type) {
		case *llir.InstBitCast:
			a = x.From
			continue
		case *llir.InstGetElementPtr:
			consts := make([]int64, len(x.Indices))
			for j, idx := range x.Indices {
				n, isConst := ir.ConstInt(idx)
				if !isConst {
					// p[i].f names a field of any element.
					return pathKey{}, false, false
				}
				consts[j] = n
			}
			d, err := g.r.dl.IndexedOffset(x.ElemType, consts)
			if err != nil {
				return pathKey{}, false, false
			}
			off += d
			a = x.Src
			continue
		}
		break
	}
	base, slot, ok := g.pathBase(a, depth)
	if !ok {
		return pathKey{}, false, false
	}
	return pathKey{base, off}, slot, true
}

// pathBase names a pointer of a function for pathKey: a value read from
// an -O0 stack slot stored once is the value stored, a value loaded from
// a path is that path. slot reports whether a stack slot was read.
func (g *evGraph) pathBase(v value.Value, depth int) (base any, slot, ok bool) {
	for i := 0; i < 8; i++ {
		switch x := ir.UnwrapArg(v).(type) {
		case *llir.Param:
			return x, slot, true
		case *llir.InstBitCast:
			v = x.From
			continue
		case *llir.InstLoad:
			if a, isSlot := x.Src.(*llir.InstAlloca); isSlot {
				slot = true
				if src := g.storedOnce(a); src != nil {
					v = src
					continue
				}
				return x, slot, true
			}
			if depth < maxPathDepth {
				if k, inner, ok := g.path(x.Src, depth+1); ok {
					return k, slot || inner, true
				}
			}
			return x, slot, true
		case *llir.InstAlloca:
			return nil, false, false
		case llir.Instruction:
			return x, slot, true
		}
		return nil, false, false
	}
	return nil, false, false
}

// storedOnce returns the value of a stack slot stored by one store and
// otherwise only loaded (an -O0 local or parameter home), or nil.
func (g *evGraph) storedOnce(slot *llir.InstAlloca) value.Value {
	if v, ok := g.once[slot]; ok {
		return v
	}
	if g.once == nil {
		g.once = make(map[*llir.InstAlloca]value.Value)
	}
	var src value.Value
	if g.r.slotOnly(slot) {
		for _, u := range g.r.f.m.Uses(slot) {
			st, ok := u.User.(*llir.InstStore)
			if !ok {
				continue
			}
			if src != nil {
				src = nil
				break
			}
			src = st.Src
		}
	}
	g.once[slot] = src
	return src
}

// tbaaKey names a field by its struct-path TBAA base type's name and
// offset, for structs absent from the module's types.
type tbaaKey struct {
	name string
	off  int64
}

func newEvGraph(r *requests) *evGraph {
	return &evGraph{r: r, ids: make(map[any]int32, r.f.m.NumInsts()), structID: make(map[*types.StructType]int),
		dom: make(map[value.Value]*types.StructType)}
}

func (g *evGraph) node(k any) int32 {
	if id, ok := g.ids[k]; ok {
		return id
	}
	id := int32(len(g.succ))
	g.ids[k] = id
	g.keys = append(g.keys, k)
	g.succ = append(g.succ, nil)
	g.own = append(g.own, nil)
	return id
}

func (g *evGraph) edge(from, to int32) {
	if from < 0 || to < 0 || from == to {
		return
	}
	g.succ[from] = append(g.succ[from], to)
}

// localEdge adds an edge that stays in one function's view of the
// pointer (casts, phi, select, getelementptr, -O0 stack slots): byte
// offsets are evidence only along these.
func (g *evGraph) localEdge(from, to int32) {
	if from < 0 || to < 0 || from == to {
		return
	}
	g.succ[from] = append(g.succ[from], to)
	for int(from) >= len(g.local) {
		g.local = append(g.local, nil)
	}
	g.local[from] = append(g.local[from], to)
}

// stepsElements reports whether a getelementptr keeps pointing to the
// block's elements (its base address, p + i, &p[1], &a[i] of an array of
// structs) rather than into a field (&p->f, &p[i].f, or a constant byte
// offset, the field addresses of clang 15 and later at -O2): what a field
// pointer is used as is the field's type, an array embedded in the struct
// (zlib's deflate_state.dyn_ltree, mujs's js_State.trace), not the
// block's.
func stepsElements(gep value.Value) bool {
	if zeroGEP(gep) {
		return true
	}
	elem, _, idx, ok := ir.GEPIndices(gep)
	if !ok || len(idx) == 0 {
		return false
	}
	if len(idx) == 1 {
		if isStructType(elem) {
			return true
		}
		_, isConst := ir.ConstInt(idx[0])
		return !isConst
	}
	// Indices through array levels only, to a struct: an element of an
	// array of structs ([N x %struct.T] indexed 0, i).
	t := elem
	for range idx[1:] {
		a, ok := t.(*types.ArrayType)
		if !ok {
			return false
		}
		t = a.ElemType
	}
	return isStructType(t)
}

// isStructTypeGEP reports whether a getelementptr's source element type
// is a struct.
func isStructTypeGEP(gep value.Value) bool {
	elem, _, _, _ := ir.GEPIndices(gep)
	return isStructType(elem)
}

func isStructType(t types.Type) bool {
	_, ok := t.(*types.StructType)
	return ok
}

// accessed reports whether a pointer (through casts) is the address of a
// load or store.
func accessed(m *ir.Module, v value.Value, depth int) bool {
	if depth > 4 {
		return false
	}
	for _, u := range m.Uses(v) {
		switch x := u.User.(type) {
		case *llir.InstLoad:
			return true
		case *llir.InstStore:
			if x.Dst == v {
				return true
			}
		case *llir.InstBitCast:
			if accessed(m, x, depth+1) {
				return true
			}
		}
	}
	return false
}

// isSlot reports whether a location is a stack slot.
func isSlot(k any) bool {
	r, ok := k.(rootKey)
	if !ok {
		return false
	}
	_, isAlloca := r.obj.(*llir.InstAlloca)
	return isAlloca
}

// localBytes collects the byte offsets of the getelementptrs reached from
// n along local edges.
func (g *evGraph) localBytes(n int32, ev *heapEvidence) {
	seen := map[int32]bool{n: true}
	stack := []int32{n}
	for len(stack) > 0 && len(seen) < 4096 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e := g.own[x]; e != nil {
			for _, c := range e.byteConst.AppendTo(nil) {
				ev.byteConst = append(ev.byteConst, int64(c))
			}
			for _, k := range e.byteScaled.AppendTo(nil) {
				ev.byteScaled = append(ev.byteScaled, int64(k))
			}
		}
		if int(x) < len(g.local) {
			for _, s := range g.local[x] {
				if !seen[s] {
					seen[s] = true
					stack = append(stack, s)
				}
			}
		}
	}
}

// valNode returns the node of a pointer value, or -1 when v is not a
// pointer. The only constants with nodes are the addresses computed from
// a static array's global (constNode); other globals are reached by
// their keys.
func (g *evGraph) valNode(v value.Value) int32 {
	v = ir.UnwrapArg(v)
	if v == nil {
		return -1
	}
	switch x := v.(type) {
	case *llir.Param, llir.Instruction, llir.Terminator:
		if !isPtrish(v.Type()) {
			return -1
		}
		return g.node(v)
	case constant.Constant:
		if !g.isStaticConst(x) {
			return -1
		}
		return g.constNode(x)
	}
	return -1
}

func (g *evGraph) build(ctx context.Context) error {
	r := g.r
	g.findStatics()
	// Initializers come before every function in module order.
	for i, gl := range r.f.m.Globals {
		if gl.Init != nil && g.staticConsts[gl.Init] {
			g.scanConst(gl.Init, gl, nil, i-len(r.f.m.Globals), 0)
			g.initStores(gl, gl.Init, 0, 0)
		}
	}
	for i, fn := range r.f.m.Funcs {
		if i%64 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				g.constOperands(fn, inst)
				g.inst(fn, inst)
				g.pos++
			}
			if b.Term != nil {
				g.constOperands(fn, b.Term)
			}
			if ret, ok := b.Term.(*llir.TermRet); ok && ret.X != nil {
				g.edge(g.valNode(ret.X), g.node(retKey{fn}))
			}
			if inv, ok := b.Term.(*llir.TermInvoke); ok {
				g.call(inv)
			}
		}
	}
	g.summarize()
	return nil
}

// findStatics marks the globals of static arrays (defined globals of
// array-of-struct type) and the constants computed from them (casts,
// getelementptr expressions, aggregates holding their addresses): the
// roots of the static arrays' accesses, which follow the same flow as
// the requests' pointers.
func (g *evGraph) findStatics() {
	g.statics = make(map[*llir.Global]bool)
	g.staticConsts = make(map[constant.Constant]bool)
	g.cnodes = make(map[constant.Constant]int32)
	m := g.r.f.m
	var work []constant.Constant
	for _, gl := range m.Globals {
		if gl.Init == nil {
			continue
		}
		if _, _, ok := structArray(gl.ContentType); ok {
			g.statics[gl] = true
			g.staticConsts[gl] = true
			work = append(work, gl)
		}
	}
	for len(work) > 0 {
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range m.Uses(c) {
			uc, ok := u.User.(constant.Constant)
			if !ok {
				continue
			}
			if _, isGlobal := uc.(*llir.Global); isGlobal {
				continue
			}
			if !g.staticConsts[uc] {
				g.staticConsts[uc] = true
				work = append(work, uc)
			}
		}
	}
}

// isStaticConst reports whether c is in staticConsts: scalars and
// functions never are, and the globals there are the statics, so most
// operands are answered without hashing an interface.
func (g *evGraph) isStaticConst(c constant.Constant) bool {
	switch x := c.(type) {
	case *constant.Int, *constant.Float, *constant.Null, *constant.NoneToken,
		*constant.Undef, *constant.Poison, *constant.ZeroInitializer,
		*constant.CharArray, *constant.BlockAddress, *llir.Func:
		return false
	case *llir.Global:
		return g.statics[x]
	}
	return len(g.statics) > 0 && g.staticConsts[c]
}

// constNode returns the node of a pointer constant computed from a static
// array's global (the global, casts and getelementptr expressions of it),
// or -1. Only element steps are edges, as for instructions; a field
// address has a node of its own, entered by requestAccesses.
func (g *evGraph) constNode(c constant.Constant) int32 {
	if id, ok := g.cnodes[c]; ok {
		return id
	}
	id := int32(-1)
	switch x := c.(type) {
	case *llir.Global:
		if g.statics[x] {
			id = g.node(x)
		}
	case *constant.ExprBitCast:
		if s := g.constNode(x.From); s >= 0 {
			id = g.node(x)
			g.localEdge(s, id)
		}
	case *constant.ExprAddrSpaceCast:
		if s := g.constNode(x.From); s >= 0 {
			id = g.node(x)
			g.localEdge(s, id)
		}
	case *constant.ExprGetElementPtr:
		if s := g.constNode(x.Src); s >= 0 {
			id = g.node(x)
			if stepsElements(x) {
				g.localEdge(s, id)
			}
		}
	}
	g.cnodes[c] = id
	return id
}

// constOperands records the getelementptr expressions on static arrays'
// addresses among an instruction's constant operands.
func (g *evGraph) constOperands(fn *llir.Func, inst value.User) {
	for _, op := range inst.Operands() {
		if op == nil || *op == nil {
			continue
		}
		if c, ok := ir.UnwrapArg(*op).(constant.Constant); ok && g.isStaticConst(c) {
			g.scanConst(c, inst, fn, g.pos, 0)
		}
	}
}

// scanConst records the getelementptr expressions on static arrays'
// addresses inside c, used by user.
func (g *evGraph) scanConst(c constant.Constant, user any, fn *llir.Func, pos, depth int) {
	if depth > 16 || !g.isStaticConst(c) {
		return
	}
	if x, ok := c.(*constant.ExprGetElementPtr); ok {
		g.gepAt(g.constNode(x.Src), x, user, fn, pos)
	}
	if _, ok := c.(*llir.Global); ok {
		return
	}
	for _, op := range ir.ConstOperands(c) {
		g.scanConst(op, user, fn, pos, depth+1)
	}
}

// initStores binds the static arrays' addresses in a global's initializer
// to the locations they are stored at (a table of pointers to arrays).
func (g *evGraph) initStores(gl *llir.Global, c constant.Constant, off int64, depth int) {
	if depth > 16 || !g.staticConsts[c] {
		return
	}
	dl := g.r.dl
	switch x := c.(type) {
	case *constant.Struct:
		if x.Typ == nil {
			return
		}
		l := dl.StructLayout(x.Typ)
		for i, f := range x.Fields {
			if i < len(l.Offsets) {
				g.initStores(gl, f, off+int64(l.Offsets[i]), depth+1)
			}
		}
	case *constant.Array:
		if x.Typ == nil {
			return
		}
		es := int64(dl.TypeAllocSize(x.Typ.ElemType))
		for i, e := range x.Elems {
			g.initStores(gl, e, off+int64(i)*es, depth+1)
		}
	default:
		if n := g.constNode(c); n >= 0 {
			if k, ok := g.objKey(gl, gl.ContentType, off); ok {
				g.edge(n, g.node(k))
			}
		}
	}
}

// gepAt records a getelementptr on node base's pointer: evidence and a
// candidate access, or, for the address of a field 0 (all-zero indices
// with a field index), a way into the element's field.
func (g *evGraph) gepAt(base int32, gep value.Value, user any, fn *llir.Func, pos int) {
	if base < 0 {
		return
	}
	if !zeroGEP(gep) {
		g.addEvidence(base, gep)
		for int(base) >= len(g.geps) {
			g.geps = append(g.geps, nil)
		}
		u := newGEPSite(g.r.dl, gep, user, fn, pos)
		u.id = g.siteID(gep, user)
		g.geps[base] = append(g.geps[base], u)
		return
	}
	if elem, _, idx, _ := ir.GEPIndices(gep); len(idx) > 1 {
		st, _, ok := structIndex(elem, nil)
		if !ok {
			return
		}
		for int(base) >= len(g.zeroFields) {
			g.zeroFields = append(g.zeroFields, nil)
		}
		g.zeroFields[base] = append(g.zeroFields[base], zeroField{gep, st})
	}
}

// siteID returns the number of the site of gep used by user: a constant
// expression used twice by one instruction (or on two nodes) is one
// access.
func (g *evGraph) siteID(gep value.Value, user any) int32 {
	if _, isInst := gep.(*llir.InstGetElementPtr); isInst {
		g.nsites++
		return g.nsites - 1
	}
	k := siteKey{gep, user}
	id, ok := g.constSites[k]
	if !ok {
		if g.constSites == nil {
			g.constSites = make(map[siteKey]int32)
		}
		id = g.nsites
		g.nsites++
		g.constSites[k] = id
	}
	return id
}

func (g *evGraph) inst(fn *llir.Func, inst llir.Instruction) {
	switch x := inst.(type) {
	case *llir.InstGetElementPtr:
		base := g.valNode(x.Src)
		if stepsElements(x) {
			g.localEdge(base, g.valNode(x))
		}
		g.gepAt(base, x, x, fn, g.pos)
	case *llir.InstBitCast:
		g.localEdge(g.valNode(x.From), g.valNode(x))
	case *llir.InstAddrSpaceCast:
		g.localEdge(g.valNode(x.From), g.valNode(x))
	case *llir.InstFreeze:
		g.localEdge(g.valNode(x.X), g.valNode(x))
	case *llir.InstIntToPtr:
		// A pointer tagged or moved through integer arithmetic (the
		// flow's intSources): from the ptrtoint operands.
		n := g.valNode(x)
		for _, src := range intSources(x.From, 0, nil) {
			g.localEdge(g.valNode(src), n)
		}
	case *llir.InstPhi:
		n := g.valNode(x)
		for _, inc := range x.Incs {
			if inc != nil {
				g.localEdge(g.valNode(inc.X), n)
			}
		}
	case *llir.InstSelect:
		n := g.valNode(x)
		g.localEdge(g.valNode(x.ValueTrue), n)
		g.localEdge(g.valNode(x.ValueFalse), n)
	case *llir.InstStore:
		if src := g.valNode(x.Src); src >= 0 {
			if k, ok := g.pathOf(x.Dst); ok {
				g.edge(src, g.node(k))
			}
			if k, ok := g.memKey(x.Dst, x.Metadata); ok {
				if isSlot(k) {
					g.localEdge(src, g.node(k))
				} else {
					g.edge(src, g.node(k))
				}
			} else {
				for _, k := range g.pointedSlots(x.Dst) {
					g.edge(src, g.node(k))
				}
			}
		}
	case *llir.InstLoad:
		if dst := g.valNode(x); dst >= 0 {
			if k, ok := g.pathOf(x.Src); ok {
				g.edge(g.node(k), dst)
			}
			if k, ok := g.memKey(x.Src, x.Metadata); ok {
				if isSlot(k) {
					g.localEdge(g.node(k), dst)
				} else {
					g.edge(g.node(k), dst)
				}
			} else {
				for _, k := range g.pointedSlots(x.Src) {
					g.edge(g.node(k), dst)
				}
			}
		}
	case *llir.InstCall:
		g.call(x)
	}
}

// call binds arguments to parameters and return values to results; the
// result of a request is a root of its own and not bound to the wrapper's
// return value (each call of a wrapper is typed by its own uses).
func (g *evGraph) call(call value.Value) {
	r := g.r
	if _, isReq := r.requestSites(call); isReq {
		if _, isObj := r.f.objOf[call]; isObj || ir.Classify(call) == ir.NotLibFunc {
			g.roots = append(g.roots, call)
			g.valNode(call)
		}
	}
	var fns []*llir.Func
	if fn := ir.CalledFunc(call); fn != nil {
		if len(fn.Blocks) == 0 {
			g.callbacks(call)
			return
		}
		fns = []*llir.Func{fn}
	} else {
		fns = r.targets(call)
	}
	args := ir.Args(call)
	res := g.valNode(call)
	for _, fn := range fns {
		for i, p := range fn.Params {
			if i < len(args) {
				g.edge(g.valNode(args[i]), g.valNode(p))
			}
		}
		if r.wrap[fn] == nil {
			g.edge(g.node(retKey{fn}), res)
		}
	}
}

// pointedSlots names the locations of an address that neither its
// getelementptrs nor TBAA name (a T **out parameter): the pointer-typed
// stack slots and globals the points-to flow says it points to, when that
// is all it points to, else, for an out parameter, the locations its
// direct callers' arguments name (&db->pVfs given to sqlite3ParseUri).
// These edges are not local: an out parameter's pointer comes from
// another function.
func (g *evGraph) pointedSlots(addr value.Value) []any {
	if k := g.slotsPointed(addr); k != nil {
		return k
	}
	return g.outParamKeys(addr)
}

// outParamKeys names the locations an out parameter designates: the
// keys of the arguments its function's direct calls pass for it (at
// most maxOutCallers calls, each named), the parameter read directly or
// from its -O0 stack slot.
func (g *evGraph) outParamKeys(addr value.Value) []any {
	p := g.paramOf(addr)
	if p == nil {
		return nil
	}
	fn, idx := g.paramFunc(p)
	if fn == nil {
		return nil
	}
	calls := g.r.f.callers[fn]
	if len(calls) == 0 || len(calls) > maxOutCallers {
		return nil
	}
	var out []any
	for _, c := range calls {
		args := ir.Args(c.call)
		if idx >= len(args) {
			return nil
		}
		k, ok := g.addrKey(args[idx])
		if !ok {
			return nil
		}
		out = append(out, k)
	}
	return out
}

// maxOutCallers bounds the calls whose arguments an out parameter is
// bound to.
const maxOutCallers = 8

// paramOf returns the parameter an address is (through casts), or the
// one its -O0 stack slot holds when the slot holds nothing else.
func (g *evGraph) paramOf(addr value.Value) *llir.Param {
	for depth := 0; depth < 8; depth++ {
		switch a := ir.UnwrapArg(addr).(type) {
		case *llir.Param:
			return a
		case *llir.InstBitCast:
			addr = a.From
		case *llir.InstLoad:
			slot, ok := a.Src.(*llir.InstAlloca)
			if !ok || !g.r.slotOnly(slot) {
				return nil
			}
			var p *llir.Param
			for _, u := range g.r.f.m.Uses(slot) {
				st, ok := u.User.(*llir.InstStore)
				if !ok {
					continue
				}
				q, ok := st.Src.(*llir.Param)
				if !ok || (p != nil && p != q) {
					return nil
				}
				p = q
			}
			return p
		default:
			return nil
		}
	}
	return nil
}

// paramFunc returns the function of a parameter and its position.
func (g *evGraph) paramFunc(p *llir.Param) (*llir.Func, int) {
	if g.paramFn == nil {
		g.paramFn = make(map[*llir.Param]*llir.Func)
		for _, fn := range g.r.f.m.Funcs {
			for _, q := range fn.Params {
				g.paramFn[q] = fn
			}
		}
	}
	fn := g.paramFn[p]
	if fn == nil {
		return nil, 0
	}
	for i, q := range fn.Params {
		if q == p {
			return fn, i
		}
	}
	return nil, 0
}

// slotsPointed names the pointer-typed stack slots and globals the
// points-to flow says an address points to, when that is all it points
// to (at most maxPointedSlots).
func (g *evGraph) slotsPointed(addr value.Value) []any {
	f := g.r.f
	n, ok := f.nodeOf[ir.UnwrapArg(addr)]
	if !ok || n < 0 {
		return nil
	}
	pts := &f.nodes[f.find(n)].pts
	if pts.Len() > maxPointedSlots || pts.Has(topObj) || pts.Has(memCandsObj) {
		return nil
	}
	var out []any
	for _, o := range pts.AppendTo(nil) {
		obj := f.objs[o]
		var t types.Type
		switch v := obj.val.(type) {
		case *llir.InstAlloca:
			t = v.ElemType
		case *llir.Global:
			t = v.ContentType
		}
		if _, isPtr := t.(*types.PointerType); !isPtr {
			return nil
		}
		out = append(out, rootKey{obj.val, 0})
	}
	return out
}

// maxPointedSlots bounds the slots an unnamed address may designate: the
// out parameters of a few callers, not memory the program shares widely.
const maxPointedSlots = 4

// callbacks binds the pointer arguments of a call of an external function
// to the pointer parameters of the defined functions passed to it: the
// library may call them back with those pointers (qsort's comparator
// reaches the array it sorts), as the points-to flow assumes.
func (g *evGraph) callbacks(call value.Value) {
	args := ir.Args(call)
	var cbs []*llir.Func
	for _, a := range args {
		c, ok := ir.UnwrapArg(a).(constant.Constant)
		if !ok {
			continue
		}
		fns := make(map[*llir.Func]bool)
		constFuncs(c, fns, 0)
		for fn := range fns {
			if len(fn.Blocks) > 0 {
				cbs = append(cbs, fn)
			}
		}
	}
	if len(cbs) == 0 {
		return
	}
	sort.Slice(cbs, func(i, j int) bool { return g.r.f.funcPos(cbs[i]) < g.r.f.funcPos(cbs[j]) })
	for _, a := range args {
		src := g.valNode(a)
		if src < 0 {
			continue
		}
		for _, fn := range cbs {
			for _, p := range fn.Params {
				g.edge(src, g.valNode(p))
			}
		}
	}
}

// memKey names the location a load or store accesses: by its address
// (addrKey), else by its struct-path TBAA tag, which at -O2 names the
// struct and offset of an access whose address is a byte offset from a
// pointer nothing else types (sqlite3's v->aOp in clang 19 output).
func (g *evGraph) memKey(addr value.Value, md []*metadata.Attachment) (any, bool) {
	k, ok, guessed := g.addrKeyGuess(addr)
	if ok && !guessed {
		return k, true
	}
	name, off, tagged := tbaaTag(md)
	if !tagged {
		return k, ok
	}
	st := g.structNamed(name)
	if st == nil {
		// A struct of the C program that the module's types do not
		// name (opaque IR keeps only the types some instruction
		// mentions): its fields are still the same variables wherever
		// the tag names them.
		return tbaaKey{name, off}, true
	}
	return g.norm(st, off)
}

// tbaaTag reads an access's struct-path TBAA tag: the base type's name and
// the access's offset in it.
func tbaaTag(md []*metadata.Attachment) (name string, off int64, ok bool) {
	for _, att := range md {
		if att == nil || att.Name != "tbaa" {
			continue
		}
		tag, ok := att.Node.(*metadata.Tuple)
		if !ok || len(tag.Fields) < 3 || tag.Fields[0] == tag.Fields[1] {
			return "", 0, false // not a struct-path tag
		}
		base, ok := tag.Fields[0].(*metadata.Tuple)
		if !ok || len(base.Fields) < 3 {
			return "", 0, false
		}
		s, ok := base.Fields[0].(*metadata.String)
		if !ok {
			return "", 0, false
		}
		offv, ok := tag.Fields[2].(value.Value)
		if !ok {
			return "", 0, false
		}
		off, ok := ir.ConstInt(offv)
		if !ok {
			return "", 0, false
		}
		return s.Value, off, true
	}
	return "", 0, false
}

// tbaaBase returns the base type's name of an access's struct-path TBAA
// tag.
func tbaaBase(md []*metadata.Attachment) (string, bool) {
	name, _, ok := tbaaTag(md)
	return name, ok
}

// moduleType reports whether st is one of the module's own type
// definitions.
func (g *evGraph) moduleType(st *types.StructType) bool {
	g.structNamed("")
	return st.TypeName != "" && g.byName[st.TypeName] == st
}

// structNamed returns the module's struct (or union) type a TBAA type
// name names, or nil.
func (g *evGraph) structNamed(name string) *types.StructType {
	if g.byName == nil {
		g.byName = make(map[string]*types.StructType)
		for _, t := range g.r.f.m.TypeDefs {
			if st, ok := t.(*types.StructType); ok && st.TypeName != "" {
				g.byName[st.TypeName] = st
			}
		}
	}
	if st := g.byName["struct."+name]; st != nil {
		return st
	}
	return g.byName["union."+name]
}

// addrKey names the memory location an address designates: a stack slot
// or global at a byte offset, or a field of a struct type (innermost
// struct and offset). Variable indices name the same field of every
// element. The struct a byte getelementptr or a plain pointer designates
// is the one the pointer's own struct getelementptrs name (asking DTrans
// for every address cost more than the rest of the analysis on sqlite3
// and gave the same answers on the corpus; DTrans types only the requests
// that have no struct getelementptr at all).
func (g *evGraph) addrKey(addr value.Value) (any, bool) {
	k, ok, _ := g.addrKeyGuess(addr)
	return k, ok
}

// addrKeyGuess is addrKey, also reporting whether the struct was guessed
// from the pointer's other getelementptrs (localType) rather than named
// by the address: clang 15 and later index a struct's first field's
// struct on the struct's own pointer (ReCompiled's sIn, a ReInput), so a
// byte offset from that pointer may lie past the guessed struct, in the
// one the access's TBAA tag names.
func (g *evGraph) addrKeyGuess(addr value.Value) (key any, ok, guessed bool) {
	dl := g.r.dl
	var off int64
	for depth := 0; depth < 32; depth++ {
		switch a := ir.UnwrapArg(addr).(type) {
		case *llir.InstAlloca:
			k, ok := g.objKey(a, a.ElemType, off)
			return k, ok, false
		case *llir.Global:
			k, ok := g.objKey(a, a.ContentType, off)
			return k, ok, false
		case *llir.InstBitCast:
			addr = a.From
			continue
		case *llir.InstAddrSpaceCast:
			addr = a.From
			continue
		case *constant.ExprBitCast:
			addr = a.From
			continue
		case *constant.ExprAddrSpaceCast:
			addr = a.From
			continue
		case value.Value:
			elem, src, idx, ok := ir.GEPIndices(a)
			if !ok {
				if st := g.localType(a); st != nil {
					k, ok := g.norm(st, off)
					return k, ok, true
				}
				return nil, false, false
			}
			// A variable index past the first is into an array (struct
			// indices are constants), whose elements are one variable:
			// it counts as 0. A variable first index steps over the
			// pointer's elements, whatever they are.
			consts := make([]int64, len(idx))
			variable := false
			for i, x := range idx {
				if n, isConst := ir.ConstInt(x); isConst {
					consts[i] = n
				} else if i == 0 {
					variable = true
				}
			}
			if _, _, isStruct := structIndex(elem, nil); isStruct {
				// A struct getelementptr names the struct's field.
				if len(consts) > 0 {
					consts[0] = 0
				}
				d, err := dl.IndexedOffset(elem, consts)
				if err != nil {
					return nil, false, false
				}
				k, ok := g.normType(elem, d+off)
				return k, ok, false
			}
			if variable {
				return nil, false, false
			}
			d, err := dl.IndexedOffset(elem, consts)
			if err != nil {
				return nil, false, false
			}
			off += d
			addr = src
			continue
		}
		return nil, false, false
	}
	return nil, false, false
}

// objKey names byte offset off of a stack slot or global of type t: a
// field of its struct type when it is a struct or an array of structs
// (the same variable as that field reached through a pointer; clang 15 and
// later load the first field straight from the variable's address), else
// the slot or global itself.
func (g *evGraph) objKey(obj value.Value, t types.Type, off int64) (any, bool) {
	if _, _, isStruct := structIndex(t, nil); isStruct {
		if k, ok := g.normType(t, off); ok {
			return k, true
		}
	}
	// The elements of an array of pointers are one variable, as an
	// array field's are (norm); byte arrays (the -O2 homes of small
	// aggregates) keep their offsets apart.
	for depth := 0; depth < 32; depth++ {
		a, ok := t.(*types.ArrayType)
		if !ok || isByteArray(a) {
			break
		}
		es := int64(g.r.dl.TypeAllocSize(a.ElemType))
		if es <= 0 || off < 0 {
			break
		}
		off %= es
		t = a.ElemType
	}
	return rootKey{obj, off}, true
}

// dominant returns DTrans's dominant struct type of a pointer, or nil.
func (g *evGraph) dominant(v value.Value) *types.StructType {
	if g.r.dt == nil {
		return nil
	}
	if st, ok := g.dom[v]; ok {
		return st
	}
	st := g.localType(v)
	if st == nil {
		st = g.r.dt.PointerInfo(v).DominantType()
	}
	g.dom[v] = st
	return st
}

// localType returns the struct type the getelementptrs on v index, when
// they name exactly one (the cheap, local answer; DTrans unifies across
// the program when it is not enough).
func (g *evGraph) localType(v value.Value) *types.StructType {
	var found *types.StructType
	for _, u := range g.r.f.m.Uses(v) {
		gep, ok := u.User.(*llir.InstGetElementPtr)
		if !ok || gep.Src != v {
			continue
		}
		st, ok := gep.ElemType.(*types.StructType)
		if !ok || st.TypeName == "" {
			continue
		}
		if found != nil && found != st {
			return nil
		}
		found = st
	}
	return found
}

// normType names byte offset off of a value of type t by its innermost
// struct field.
func (g *evGraph) normType(t types.Type, off int64) (any, bool) {
	dl := g.r.dl
	for depth := 0; depth < 32; depth++ {
		switch x := t.(type) {
		case *types.ArrayType:
			es := int64(dl.TypeAllocSize(x.ElemType))
			if es <= 0 || off < 0 {
				return nil, false
			}
			off %= es
			t = x.ElemType
		case *types.StructType:
			return g.norm(x, off)
		default:
			return nil, false
		}
	}
	return nil, false
}

// norm returns the key of byte offset off in struct st: the innermost
// struct containing the offset as a field of its own. An offset past the
// struct is in a following element of an array of st.
func (g *evGraph) norm(st *types.StructType, off int64) (any, bool) {
	dl := g.r.dl
	for depth := 0; depth < 32; depth++ {
		size := int64(dl.TypeAllocSize(st))
		if size <= 0 || off < 0 {
			return nil, false
		}
		off %= size
		l := dl.StructLayout(st)
		i := l.ElementContainingOffset(uint64(off))
		if i < 0 || i >= len(st.Fields) {
			return fieldKey{st, off}, true
		}
		inner := off - int64(l.Offsets[i])
		ft := st.Fields[i]
		for {
			a, ok := ft.(*types.ArrayType)
			if !ok {
				break
			}
			es := int64(dl.TypeAllocSize(a.ElemType))
			if es <= 0 {
				return fieldKey{st, off}, true
			}
			inner %= es
			ft = a.ElemType
		}
		sub, ok := ft.(*types.StructType)
		if !ok {
			return fieldKey{st, off}, true
		}
		st, off = sub, inner
	}
	return nil, false
}

func (g *evGraph) sid(st *types.StructType) int {
	if id, ok := g.structID[st]; ok {
		return id
	}
	id := len(g.structs)
	g.structID[st] = id
	g.structs = append(g.structs, st)
	return id
}

// addEvidence records what a getelementptr on node n's pointer says.
func (g *evGraph) addEvidence(n int32, gep value.Value) {
	elem, _, idx, ok := ir.GEPIndices(gep)
	if !ok || len(idx) == 0 {
		return
	}
	e := g.own[n]
	if e == nil {
		e = &evSet{}
		g.own[n] = e
	}
	if st, nonzero, ok := structIndex(elem, idx); ok {
		if nonzero && pastEnd(g.r.f.m, gep, st) {
			nonzero = false
		}
		v := 2 * g.sid(st)
		if nonzero {
			v++
		}
		e.structs.Insert(v)
		return
	}
	if _, isStruct := elem.(*types.StructType); isStruct {
		return
	}
	if _, isArray := elem.(*types.ArrayType); isArray || len(idx) != 1 {
		return
	}
	size := int64(g.r.dl.TypeAllocSize(elem))
	if size <= 0 {
		return
	}
	if n, isConst := ir.ConstInt(idx[0]); isConst {
		// Only an address that is loaded from or stored to is a
		// field's: &h[1] past a header is a byte getelementptr too (at
		// -O2 in clang 15 and later) whose result is copied into.
		if n != 0 && n <= (1<<30)/size && n >= -(1<<30)/size && accessed(g.r.f.m, gep, 0) {
			e.byteConst.Insert(int(n * size))
		}
		return
	}
	for _, fm := range g.r.d.sizes().eval(idx[0]) {
		if !fm.exact && fm.v <= (1<<30)/size {
			e.byteScaled.Insert(int(fm.v * size))
		}
	}
}

// summarize computes, for every node, the union of the evidence of the
// nodes it reaches (Tarjan's algorithm, iterative: components come out
// sinks first, so their successors are done).
func (g *evGraph) summarize() {
	n := len(g.succ)
	g.sum = make([]*evSet, n)
	g.vis = make([]*evSet, n)
	g.poisoned = &evSet{}
	empty := &evSet{}
	comp := make([]int32, n) // the component each completed node is in, numbered from 1
	var ncomp int32
	var parts []*evSet
	partSeen := make(map[*evSet]bool)
	add := func(p *evSet) {
		if len(parts) < 16 {
			for _, q := range parts {
				if q == p {
					return
				}
			}
			if len(parts) == 15 {
				for _, q := range parts {
					partSeen[q] = true
				}
				partSeen[p] = true
			}
		} else if partSeen[p] {
			return
		} else {
			partSeen[p] = true
		}
		parts = append(parts, p)
	}
	component := func(members []int32) {
		// The component's summary: its own evidence and its
		// successors' summaries. A component with nothing of its own
		// and one distinct successor summary shares it. Members are
		// told apart by the component's number in comp, and the parts
		// kept distinct by a linear search while they are few (nearly
		// always): no map per node.
		ncomp++
		for _, m := range members {
			comp[m] = ncomp
		}
		parts = parts[:0]
		if len(partSeen) > 0 {
			partSeen = make(map[*evSet]bool)
		}
		for _, m := range members {
			if g.own[m] != nil {
				add(g.own[m])
			}
			for _, s := range g.succ[m] {
				if comp[s] == ncomp {
					continue
				}
				if ss := g.vis[s]; ss != nil && ss != empty && ss != g.poisoned {
					add(ss)
				}
			}
		}
		var res *evSet
		switch len(parts) {
		case 0:
			res = empty
		case 1:
			res = parts[0]
		default:
			res = &evSet{}
			for _, p := range parts {
				res.unionWith(p)
			}
		}
		// A variable whose pointers are used as unrelated struct
		// types is generic (a void* field or parameter, Mem.z, a free
		// list): what reaches it says nothing about one request, so
		// it gives its predecessors nothing.
		vis := res
		if res != empty && g.generic(res) {
			vis = g.poisoned
		}
		for _, m := range members {
			g.sum[m] = res
			g.vis[m] = vis
		}
	}
	succ := func(v int32) []int32 { return g.succ[v] }
	g.scc.Reset(n)
	for v := int32(0); int(v) < n; v++ {
		g.scc.Search(v, succ, nil, component)
	}
}

// evidence returns the heap evidence of a request: what its pointer
// reaches, filtered by the request's sizes as heapEvidence is.
func (g *evGraph) evidence(call value.Value, d *detector, forms []sizeForm) *heapEvidence {
	ev := &heapEvidence{nonzero: make(map[*types.StructType]bool)}
	id, ok := g.ids[ir.UnwrapArg(call)]
	if !ok || g.sum[id] == nil {
		return ev
	}
	s := g.sum[id]
	seen := make(map[*types.StructType]bool)
	for _, v := range s.structs.AppendTo(nil) {
		st := g.structs[v/2]
		if !seen[st] {
			seen[st] = true
			ev.structs = append(ev.structs, st)
		}
		if v%2 == 1 {
			ev.nonzero[st] = true
		}
	}
	g.localBytes(id, ev)
	d.filterEvidence(ev, forms)
	return ev
}
