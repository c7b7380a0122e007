package aos

import (
	"context"
	"sort"

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
	nodeNames map[int32][]string
	marks     []uint32
	epoch     uint32
	succ      [][]int32
	local     [][]int32 // the local edges among succ (see localEdge)
	own       []*evSet
	roots     []value.Value // the requests, in module order
	// geps are the getelementptrs (not all-zero) on each node's pointer:
	// the candidate accesses of the requests that reach the node.
	geps [][]gepSite
	// zeroFields are the all-zero getelementptrs over a struct with a
	// field index on each node's pointer: the address of field 0 (at
	// -O0, &p[i].v of a first field), whose own getelementptrs reach the
	// element's field.
	zeroFields [][]*llir.InstGetElementPtr

	structID map[*types.StructType]int
	dom      map[value.Value]*types.StructType // dominant types, memoized
	byName   map[string]*types.StructType      // struct types by name, for TBAA
	structs  []*types.StructType

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

type fieldKey struct {
	st  *types.StructType
	off int64
}

type rootKey struct {
	obj value.Value // *llir.InstAlloca or *llir.Global
	off int64
}

type retKey struct{ fn *llir.Func }

// tbaaKey names a field by its struct-path TBAA base type's name and
// offset, for structs absent from the module's types.
type tbaaKey struct {
	name string
	off  int64
}

func newEvGraph(r *requests) *evGraph {
	return &evGraph{r: r, ids: make(map[any]int32), structID: make(map[*types.StructType]int),
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
// block's elements (its base address, p + i, &p[1]) rather than into a
// field (&p->f, &p[i].f, or a constant byte offset, the field addresses
// of clang 15 and later at -O2): what a field pointer is used as is the
// field's type, an array embedded in the struct (zlib's
// deflate_state.dyn_ltree, mujs's js_State.trace), not the block's.
func stepsElements(gep *llir.InstGetElementPtr) bool {
	if zeroGEP(gep) {
		return true
	}
	if len(gep.Indices) != 1 {
		return false
	}
	if _, isStruct := gep.ElemType.(*types.StructType); isStruct {
		return true
	}
	_, isConst := ir.ConstInt(gep.Indices[0])
	return !isConst
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
// pointer (or a constant: constants are globals, reached by their keys).
func (g *evGraph) valNode(v value.Value) int32 {
	v = ir.UnwrapArg(v)
	if v == nil || !isPtrish(v.Type()) {
		return -1
	}
	switch v.(type) {
	case *llir.Param, llir.Instruction, llir.Terminator:
		return g.node(v)
	}
	return -1
}

func (g *evGraph) build(ctx context.Context) error {
	r := g.r
	for i, fn := range r.f.m.Funcs {
		if i%64 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				g.inst(fn, inst)
				g.pos++
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

func (g *evGraph) inst(fn *llir.Func, inst llir.Instruction) {
	switch x := inst.(type) {
	case *llir.InstGetElementPtr:
		base := g.valNode(x.Src)
		if stepsElements(x) {
			g.localEdge(base, g.valNode(x))
		}
		if base >= 0 && !zeroGEP(x) {
			g.addEvidence(base, x)
			for int(base) >= len(g.geps) {
				g.geps = append(g.geps, nil)
			}
			g.geps[base] = append(g.geps[base], gepSite{x, fn, g.pos})
		} else if base >= 0 && len(x.Indices) > 1 {
			for int(base) >= len(g.zeroFields) {
				g.zeroFields = append(g.zeroFields, nil)
			}
			g.zeroFields[base] = append(g.zeroFields[base], x)
		}
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
// is all it points to. These edges are not local: an out parameter's
// pointer comes from another function.
func (g *evGraph) pointedSlots(addr value.Value) []any {
	f := g.r.f
	n, ok := f.nodeOf[ir.UnwrapArg(addr)]
	if !ok {
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
	if k, ok := g.addrKey(addr); ok {
		return k, true
	}
	name, off, ok := tbaaTag(md)
	if !ok {
		return nil, false
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
	dl := g.r.dl
	var off int64
	for depth := 0; depth < 32; depth++ {
		switch a := ir.UnwrapArg(addr).(type) {
		case *llir.InstAlloca:
			return g.objKey(a, a.ElemType, off)
		case *llir.Global:
			return g.objKey(a, a.ContentType, off)
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
					return g.norm(st, off)
				}
				return nil, false
			}
			consts := make([]int64, len(idx))
			variable := false
			for i, x := range idx {
				if n, isConst := ir.ConstInt(x); isConst {
					consts[i] = n
				} else {
					variable = true
				}
			}
			if st, _, isStruct := structIndex(elem, nil); isStruct {
				// A struct getelementptr names the struct's field.
				if len(consts) > 0 {
					consts[0] = 0
				}
				d, err := dl.IndexedOffset(elem, consts)
				if err != nil {
					return nil, false
				}
				_ = st
				return g.normType(elem, d+off)
			}
			if variable {
				return nil, false
			}
			d, err := dl.IndexedOffset(elem, consts)
			if err != nil {
				return nil, false
			}
			off += d
			addr = src
			continue
		}
		return nil, false
	}
	return nil, false
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
	index := make([]int32, n)
	low := make([]int32, n)
	onStack := make([]bool, n)
	var stack []int32
	var counter int32
	type frame struct {
		v int32
		i int
	}
	var frames []frame
	empty := &evSet{}
	for v0 := 0; v0 < n; v0++ {
		if index[v0] != 0 {
			continue
		}
		counter++
		index[v0], low[v0] = counter, counter
		stack = append(stack, int32(v0))
		onStack[v0] = true
		frames = append(frames[:0], frame{v: int32(v0)})
		for len(frames) > 0 {
			top := &frames[len(frames)-1]
			v := top.v
			if top.i < len(g.succ[v]) {
				w := g.succ[v][top.i]
				top.i++
				if index[w] == 0 {
					counter++
					index[w], low[w] = counter, counter
					stack = append(stack, w)
					onStack[w] = true
					frames = append(frames, frame{v: w})
				} else if onStack[w] && index[w] < low[v] {
					low[v] = index[w]
				}
				continue
			}
			frames = frames[:len(frames)-1]
			if len(frames) > 0 {
				p := frames[len(frames)-1].v
				if low[v] < low[p] {
					low[p] = low[v]
				}
			}
			if low[v] != index[v] {
				continue
			}
			var members []int32
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				members = append(members, w)
				if w == v {
					break
				}
			}
			// The component's summary: its own evidence and its
			// successors' summaries. A component with nothing of its
			// own and one distinct successor summary shares it.
			in := make(map[int32]bool, len(members))
			for _, m := range members {
				in[m] = true
			}
			var parts []*evSet
			seen := make(map[*evSet]bool)
			for _, m := range members {
				if g.own[m] != nil && !seen[g.own[m]] {
					seen[g.own[m]] = true
					parts = append(parts, g.own[m])
				}
				for _, s := range g.succ[m] {
					if in[s] {
						continue
					}
					if ss := g.vis[s]; ss != nil && ss != empty && ss != g.poisoned && !seen[ss] {
						seen[ss] = true
						parts = append(parts, ss)
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
			// types is generic (a void* field or parameter, Mem.z, a
			// free list): what reaches it says nothing about one
			// request, so it gives its predecessors nothing.
			vis := res
			if res != empty && g.generic(res) {
				vis = g.poisoned
			}
			for _, m := range members {
				g.sum[m] = res
				g.vis[m] = vis
			}
		}
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
