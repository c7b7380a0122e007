package aos

import (
	"container/heap"
	"context"
	"strings"

	"github.com/irpass/irpass/internal/graph"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"golang.org/x/tools/container/intsets"
)

// objKind is the kind of an abstract memory object of the value flow.
type objKind uint8

const (
	objStack  objKind = iota // an alloca
	objGlobal                // a global variable
	objHeap                  // an allocation call (heap site)
	objFunc                  // a function (target of function pointers)
	objTop                   // every escaped object (see flow.escape)
)

// topObj is the index of the object standing for all escaped objects.
const topObj = 0

// memCandsObj is the index of the object standing for every candidate
// stored into the escaped memory (flow.memCands): those reach every load
// from it, so sets hold this one marker instead of all of them.
const memCandsObj = 1

// maxPts is the size above which a points-to set gives up its
// non-candidate objects for topObj.
const maxPts = 32

// object is an abstract memory object: one per alloca, global variable,
// allocation call and function. Objects are field-insensitive: everything
// stored anywhere in an object is in its one content node.
type object struct {
	kind    objKind
	val     value.Value // *llir.InstAlloca, *llir.Global, the call, or *llir.Func
	fn      *llir.Func  // the function containing an alloca or allocation call
	content int32       // node of the object's whole contents; -1 for functions
	cand    bool        // an array-of-struct candidate: never merged into topObj
	// cells are the contents at constant byte offsets, for objects
	// accessed directly (an alloca or global, through constant
	// getelementptrs): offset → node.
	cells     map[int64]int32
	cellNodes []int32 // the nodes of cells, in creation order
}

// fnode is a node of the value-flow graph: an SSA value, a constant
// expression, a function's return value, an object's contents, or a
// temporary. pts is the set of objects the node may point to; done is the
// part already propagated (difference propagation).
type fnode struct {
	pts, done intsets.Sparse
	inWork    bool
	succ      []int32 // copy edges: pts(succ) ⊇ pts(n)
	loads     []int32 // for o in pts(n): pts(x) ⊇ contents(o)
	stores    []int32 // for o in pts(n): contents(o) ⊇ pts(x)
	calls     []int32 // indirect call sites calling through n
	callbacks []int32 // external call sites passing n as an argument
}

// callSite is a call whose callee is only known through the value flow
// (indirect calls), or a call of an external function whose function-pointer
// arguments may be called back with the call's other arguments.
type callSite struct {
	args   []int32 // node of each argument, -1 when it carries no pointer
	result int32   // node of the call's result, -1 when none
	extIn  int32   // for callbacks: the union of the call's arguments
	resPtr bool    // the result is a pointer (or vector of pointers)
}

// gepUse is a getelementptr that may address an array's elements: an
// instruction, or a constant expression together with the instruction (or
// global initializer) using it.
type gepUse struct {
	gep  value.Value // *llir.InstGetElementPtr or *constant.ExprGetElementPtr
	user any         // the instruction (for a constant expression: the one using it), or a *llir.Global
	fn   *llir.Func  // the function containing user; nil for initializers
}

// callRef is a direct call of a defined function, for the size evaluation
// of allocation wrappers' parameters.
type callRef struct {
	call value.Value
	fn   *llir.Func
}

// flow is the whole-program value flow: an inclusion-based (Andersen-style)
// points-to analysis, flow- and context-insensitive, field-insensitive, over
// the objects above. See the package documentation for the rules.
type flow struct {
	m      *ir.Module
	ptrBit uint64

	nodes []*fnode
	slab  []fnode // where the next nodes are taken from
	rep   []int32 // union-find: nodes merged by cycle collapsing
	// newEdges counts copy edges added since the last cycle collapse.
	newEdges int
	nodeOf   map[value.Value]int32
	objs     []object
	objOf    map[value.Value]int32
	retNode  map[*llir.Func]int32
	sites    []callSite
	edges    map[uint64]struct{}
	work     workQueue
	// order is each SCC representative's position in topological order of
	// the copy-edge graph at the last collapse (sources first); the
	// worklist processes nodes in that order (wave propagation).
	order []int32
	scc   graph.SCC // collapse's, kept between collapses

	// vaObj and vaNode are each variadic function's va_list target
	// object and the node of its variadic arguments.
	vaObj  map[*llir.Func]int32
	vaNode map[*llir.Func]int32

	// wideLoads are direct loads at unknown offsets (object, destination):
	// connected to all of the object's cells once they are all known.
	wideLoads [][2]int32

	trackedMemo map[value.Value]bool

	// escaped marks the objects merged into topObj; escapedFns are the
	// escaped functions, the possible callees of calls through topObj
	// (topCalls) and of callbacks (topCallbacks).
	escaped    []bool
	escapedSet intsets.Sparse // the escaped objects but topObj
	// memCands are the candidates stored into the escaped memory.
	memCands intsets.Sparse
	nEscaped int
	// hubs join calls through topObj with the escaped functions of the
	// same arity: (k, i) is argument i of k, (k, -1) the return value.
	hubs map[[2]int]int32
	// cbHub joins the arguments of external calls whose function-pointer
	// argument is topObj (every escaped function may be called back).
	cbHub   int32
	topSite map[int32]bool

	// What the construction saw, for the detectors.
	geps     []gepUse
	allocs   []int32 // heap objects, in module order
	allocas  []*llir.InstAlloca
	allocaFn map[*llir.InstAlloca]*llir.Func
	callers  map[*llir.Func][]callRef
	addrUsed map[*llir.Func]bool // functions used other than as a direct callee
	// instPos is the position in module order of the calls, invokes
	// and allocas (the sites and requests, sorted by it).
	instPos map[any]int
	funcIdx map[*llir.Func]int
}

func newFlow(m *ir.Module) *flow {
	bits := m.DataLayout().PointerSizeInBits(0)
	if bits == 0 {
		bits = 64
	}
	// Sized for the module: growing maps of a few hundred thousand
	// entries rehashes them several times.
	n := m.NumInsts()
	f := &flow{
		m:        m,
		ptrBit:   bits,
		nodes:    make([]*fnode, 0, n),
		rep:      make([]int32, 0, n),
		nodeOf:   make(map[value.Value]int32, n),
		objOf:    make(map[value.Value]int32),
		retNode:  make(map[*llir.Func]int32),
		edges:    make(map[uint64]struct{}, n),
		allocaFn: make(map[*llir.InstAlloca]*llir.Func),
		callers:  make(map[*llir.Func][]callRef),
		addrUsed: make(map[*llir.Func]bool),
		instPos:  make(map[any]int),

		trackedMemo: make(map[value.Value]bool),
		vaObj:       make(map[*llir.Func]int32),
		vaNode:      make(map[*llir.Func]int32),
	}
	top := f.newNode()
	f.objs = append(f.objs, object{kind: objTop, content: top})
	f.objs = append(f.objs, object{kind: objTop, content: top})
	f.escaped = []bool{true, true}
	f.hubs = make(map[[2]int]int32)
	f.topSite = make(map[int32]bool)
	f.cbHub = -1
	return f
}

func (f *flow) newNode() int32 {
	// Nodes come from slabs: one allocation per node was a tenth of
	// the analysis's allocations on sqlite3. A node never moves (its
	// sets point into themselves).
	if len(f.slab) == 0 {
		f.slab = make([]fnode, 1024)
	}
	f.nodes = append(f.nodes, &f.slab[0])
	f.slab = f.slab[1:]
	n := int32(len(f.nodes) - 1)
	f.rep = append(f.rep, n)
	return n
}

// find returns the representative of n's class (nodes on a cycle of copy
// edges have the same points-to set and are merged).
func (f *flow) find(n int32) int32 {
	for f.rep[n] != n {
		f.rep[n] = f.rep[f.rep[n]]
		n = f.rep[n]
	}
	return n
}

// newObject creates the object for v and returns its index.
func (f *flow) newObject(kind objKind, v value.Value, fn *llir.Func) int32 {
	if o, ok := f.objOf[v]; ok {
		return o
	}
	content := int32(-1)
	if kind != objFunc {
		content = f.newNode()
	}
	f.objs = append(f.objs, object{kind: kind, val: v, fn: fn, content: content, cand: isCandidate(kind, v)})
	o := int32(len(f.objs) - 1)
	f.objOf[v] = o
	if kind == objHeap {
		f.allocs = append(f.allocs, o)
	}
	return o
}

// mayHoldPtr reports whether a value of type t may carry a pointer: a
// pointer, an integer at least as wide as a pointer (ptrtoint results), or
// an aggregate or vector of those.
func (f *flow) mayHoldPtr(t types.Type) bool {
	return f.mayHold(t, 0)
}

func (f *flow) mayHold(t types.Type, depth int) bool {
	if depth > 16 {
		return true
	}
	switch t := t.(type) {
	case *types.PointerType:
		return true
	case *types.IntType:
		return t.BitSize >= f.ptrBit
	case *types.VectorType:
		return f.mayHold(t.ElemType, depth+1)
	case *types.ArrayType:
		return f.mayHold(t.ElemType, depth+1)
	case *types.StructType:
		for _, ft := range t.Fields {
			if f.mayHold(ft, depth+1) {
				return true
			}
		}
	}
	return false
}

// node returns the node of v, creating it (and, for globals, functions and
// constant expressions, its initial points-to set and edges), or -1 when v
// cannot carry a pointer.
func (f *flow) node(v value.Value) int32 {
	if v == nil {
		return -1
	}
	// Values that never carry a pointer are told by their type, without
	// a lookup in nodeOf (which would also keep an entry for each).
	switch v.(type) {
	case *constant.Int, *constant.Float, *constant.Null, *constant.NoneToken,
		*constant.Undef, *constant.Poison, *constant.ZeroInitializer,
		*constant.CharArray, *constant.BlockAddress, *llir.IFunc:
		return -1
	case *llir.Param, llir.Instruction, llir.Terminator:
		if !f.mayHoldPtr(v.Type()) {
			return -1
		}
	}
	if n, ok := f.nodeOf[v]; ok {
		return n
	}
	switch x := v.(type) {
	case *llir.Arg:
		// A call argument with attributes wraps the value passed.
		n := f.node(x.Value)
		f.nodeOf[v] = n
		return n
	case *llir.Global:
		if !f.tracked(x) {
			f.nodeOf[v] = -1
			return -1
		}
		n := f.newNode()
		f.nodeOf[v] = n
		f.nodes[n].pts.Insert(int(f.newObject(objGlobal, x, nil)))
		f.push(n)
		return n
	case *llir.Func:
		n := f.newNode()
		f.nodeOf[v] = n
		f.nodes[n].pts.Insert(int(f.newObject(objFunc, x, nil)))
		f.push(n)
		return n
	case *llir.Alias:
		n := f.newNode()
		f.nodeOf[v] = n
		f.copyEdge(f.node(x.Aliasee), n)
		return n
	case *constant.Int, *constant.Float, *constant.Null, *constant.NoneToken,
		*constant.Undef, *constant.Poison, *constant.ZeroInitializer,
		*constant.CharArray, *constant.BlockAddress, *llir.IFunc:
		f.nodeOf[v] = -1
		return -1
	case constant.Constant:
		ops := ir.ConstOperands(x)
		if len(ops) == 0 {
			f.nodeOf[v] = -1
			return -1
		}
		n := f.newNode()
		f.nodeOf[v] = n
		for _, op := range ops {
			f.copyEdge(f.node(op), n)
		}
		return n
	case *llir.Param, llir.Instruction, llir.Terminator:
		if !f.mayHoldPtr(v.Type()) {
			f.nodeOf[v] = -1
			return -1
		}
		n := f.newNode()
		f.nodeOf[v] = n
		return n
	}
	f.nodeOf[v] = -1
	return -1
}

func (f *flow) push(n int32) {
	if !f.nodes[n].inWork {
		f.nodes[n].inWork = true
		heap.Push(&f.work, workItem{n: n, prio: f.prio(n)})
	}
}

// copyEdge adds pts(to) ⊇ pts(from).
func (f *flow) copyEdge(from, to int32) {
	if from < 0 || to < 0 {
		return
	}
	from, to = f.find(from), f.find(to)
	if from == to {
		return
	}
	k := uint64(uint32(from))<<32 | uint64(uint32(to))
	if _, dup := f.edges[k]; dup {
		return
	}
	f.edges[k] = struct{}{}
	f.newEdges++
	f.nodes[from].succ = append(f.nodes[from].succ, to)
	if f.nodes[to].pts.UnionWith(&f.nodes[from].pts) {
		f.push(to)
	}
}

// rootObject returns the object an address is computed from when it is an
// alloca or a global, through casts and getelementptrs, with the constant
// byte offset of the address in it (known false when an index is not
// constant); o is -1 for other addresses.
func (f *flow) rootObject(addr value.Value, fn *llir.Func) (o int32, off int64, known bool) {
	known = true
	dl := f.m.DataLayout()
	for depth := 0; depth < 32; depth++ {
		switch a := addr.(type) {
		case *llir.InstAlloca:
			if !f.tracked(a) {
				return -1, 0, false
			}
			return f.newObject(objStack, a, fn), off, known
		case *llir.Global:
			if !f.tracked(a) {
				return -1, 0, false
			}
			return f.newObject(objGlobal, a, nil), off, known
		case *llir.Arg:
			addr = a.Value
		case *llir.InstBitCast:
			addr = a.From
		case *llir.InstAddrSpaceCast:
			addr = a.From
		case *constant.ExprBitCast:
			addr = a.From
		case *constant.ExprAddrSpaceCast:
			addr = a.From
		case *llir.InstGetElementPtr, *constant.ExprGetElementPtr:
			elem, src, idx, _ := ir.GEPIndices(a)
			if known {
				consts := make([]int64, len(idx))
				for i, x := range idx {
					n, ok := ir.ConstInt(x)
					if !ok {
						known = false
						break
					}
					consts[i] = n
				}
				if known {
					d, err := dl.IndexedOffset(elem, consts)
					if err != nil {
						known = false
					} else {
						off += d
					}
				}
			}
			addr = src
		default:
			return -1, 0, false
		}
	}
	return -1, 0, false
}

// cell returns the node of object o's contents at byte offset off.
func (f *flow) cell(o int32, off int64) int32 {
	obj := &f.objs[o]
	if obj.cells == nil {
		obj.cells = make(map[int64]int32)
	}
	if c, ok := obj.cells[off]; ok {
		return c
	}
	c := f.newNode()
	obj = &f.objs[o]
	obj.cells[off] = c
	obj.cellNodes = append(obj.cellNodes, c)
	return c
}

// load adds pts(dst) ⊇ contents(pts(addr)). A direct access at a known
// offset reads that offset's cell and the object's whole contents; any
// other access reads all of it.
func (f *flow) load(addr value.Value, dst int32, fn *llir.Func) {
	if dst < 0 {
		return
	}
	if o, off, known := f.rootObject(addr, fn); o >= 0 {
		f.copyEdge(f.objs[o].content, dst)
		if known {
			f.copyEdge(f.cell(o, off), dst)
		} else {
			f.wideLoads = append(f.wideLoads, [2]int32{o, dst})
		}
		return
	}
	if a := f.node(addr); a >= 0 {
		f.nodes[a].loads = append(f.nodes[a].loads, dst)
		f.push(a)
	}
}

// store adds contents(pts(addr)) ⊇ pts(src). A direct store at a known
// offset writes that offset's cell; any other store writes the whole
// contents, which every load of the object reads.
func (f *flow) store(addr value.Value, src int32, fn *llir.Func) {
	if src < 0 {
		return
	}
	if o, off, known := f.rootObject(addr, fn); o >= 0 {
		if known {
			f.copyEdge(src, f.cell(o, off))
		} else {
			f.copyEdge(src, f.objs[o].content)
		}
		return
	}
	if a := f.node(addr); a >= 0 {
		f.nodes[a].stores = append(f.nodes[a].stores, src)
		f.push(a)
	}
}

// build walks the module and creates the constraints.
func (f *flow) build(ctx context.Context) error {
	for _, g := range f.m.Globals {
		if g.Init != nil {
			f.scanConstGEPs(g.Init, g, nil, 0)
		}
		if !f.tracked(g) {
			continue
		}
		o := f.newObject(objGlobal, g, nil)
		f.node(g)
		if g.Init != nil {
			f.copyEdge(f.node(g.Init), f.objs[o].content)
		}
	}
	pos := 0
	for i, fn := range f.m.Funcs {
		if i%64 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				switch inst.(type) {
				case *llir.InstCall, *llir.InstAlloca:
					f.instPos[inst] = pos
				}
				pos++
				f.inst(fn, inst)
			}
			if b.Term != nil {
				if _, ok := b.Term.(*llir.TermInvoke); ok {
					f.instPos[b.Term] = pos
				}
				pos++
				f.inst(fn, b.Term)
			}
		}
	}
	for _, w := range f.wideLoads {
		for _, c := range f.objs[w[0]].cellNodes {
			f.copyEdge(c, w[1])
		}
	}
	return nil
}

// scanConstGEPs records the constant getelementptr expressions inside c
// (used by user) as possible accesses.
func (f *flow) scanConstGEPs(c constant.Constant, user any, fn *llir.Func, depth int) {
	if depth > 16 || c == nil {
		return
	}
	switch c.(type) {
	case *llir.Global, *llir.Func, *constant.Int, *constant.Float, *constant.Null,
		*constant.ZeroInitializer, *constant.Undef, *constant.Poison, *constant.CharArray:
		return
	}
	if g, ok := c.(*constant.ExprGetElementPtr); ok {
		f.geps = append(f.geps, gepUse{gep: g, user: user, fn: fn})
	}
	for _, op := range ir.ConstOperands(c) {
		f.scanConstGEPs(op, user, fn, depth+1)
	}
}

// inst creates the constraints of one instruction or terminator.
func (f *flow) inst(fn *llir.Func, inst any) {
	if u, ok := inst.(value.User); ok {
		for _, op := range u.Operands() {
			if op == nil || *op == nil {
				continue
			}
			if c, isConst := (*op).(constant.Constant); isConst {
				f.scanConstGEPs(c, inst, fn, 0)
			}
			if g, isFn := ir.UnwrapArg(*op).(*llir.Func); isFn && !isDirectCallee(inst, g) {
				f.addrUsed[g] = true
			}
		}
	}
	switch x := inst.(type) {
	case *llir.InstAlloca:
		f.allocas = append(f.allocas, x)
		f.allocaFn[x] = fn
		if !f.tracked(x) {
			f.nodeOf[x] = -1
			break
		}
		o := f.newObject(objStack, x, fn)
		n := f.node(x)
		if n >= 0 {
			f.nodes[n].pts.Insert(int(o))
			f.push(n)
		}
	case *llir.InstLoad:
		f.load(x.Src, f.node(x), fn)
	case *llir.InstStore:
		f.store(x.Dst, f.node(x.Src), fn)
	case *llir.InstGetElementPtr:
		f.geps = append(f.geps, gepUse{gep: x, user: x, fn: fn})
		f.copyEdge(f.node(x.Src), f.node(x))
	case *llir.InstBitCast:
		f.copyEdge(f.node(x.From), f.node(x))
	case *llir.InstAddrSpaceCast:
		f.copyEdge(f.node(x.From), f.node(x))
	case *llir.InstPtrToInt:
		f.copyEdge(f.node(x.From), f.node(x))
	case *llir.InstIntToPtr:
		n := f.node(x)
		for _, src := range intSources(x.From, 0, nil) {
			f.copyEdge(f.node(src), n)
		}
	case *llir.InstPhi:
		n := f.node(x)
		for _, inc := range x.Incs {
			if inc != nil {
				f.copyEdge(f.node(inc.X), n)
			}
		}
	case *llir.InstSelect:
		n := f.node(x)
		f.copyEdge(f.node(x.ValueTrue), n)
		f.copyEdge(f.node(x.ValueFalse), n)
	case *llir.InstFreeze:
		f.copyEdge(f.node(x.X), f.node(x))
	case *llir.InstExtractValue:
		f.copyEdge(f.node(x.X), f.node(x))
	case *llir.InstInsertValue:
		n := f.node(x)
		f.copyEdge(f.node(x.X), n)
		f.copyEdge(f.node(x.Elem), n)
	case *llir.InstExtractElement:
		f.copyEdge(f.node(x.X), f.node(x))
	case *llir.InstInsertElement:
		n := f.node(x)
		f.copyEdge(f.node(x.X), n)
		f.copyEdge(f.node(x.Elem), n)
	case *llir.InstShuffleVector:
		n := f.node(x)
		f.copyEdge(f.node(x.X), n)
		f.copyEdge(f.node(x.Y), n)
	case *llir.InstCmpXchg:
		f.store(x.Ptr, f.node(x.New), fn)
		f.load(x.Ptr, f.node(x), fn)
	case *llir.InstAtomicRMW:
		f.store(x.Dst, f.node(x.X), fn)
		f.load(x.Dst, f.node(x), fn)
	case *llir.InstCall:
		f.call(fn, x)
	case *llir.TermInvoke:
		f.call(fn, x)
	case *llir.TermCallBr:
		f.call(fn, x)
	case *llir.TermRet:
		if x.X != nil {
			f.copyEdge(f.node(x.X), f.ret(fn))
		}
	}
}

func isDirectCallee(inst any, g *llir.Func) bool {
	c := ir.Callee(inst)
	if c == nil || c != value.Value(g) {
		return false
	}
	for _, a := range ir.Args(inst) {
		if ir.UnwrapArg(a) == value.Value(g) {
			return false
		}
	}
	return true
}

// call creates the constraints of a call, invoke or callbr.
func (f *flow) call(fn *llir.Func, call value.Value) {
	args := ir.Args(call)
	argNodes := make([]int32, len(args))
	for i, a := range args {
		argNodes[i] = f.node(a)
	}
	result := f.node(call)
	callee := ir.CalledFunc(call)
	if callee == nil {
		cs := f.addSite(argNodes, result)
		f.sites[cs].resPtr = isPtrish(call.Type())
		f.external(argNodes, result, f.sites[cs].resPtr)
		if c := f.node(ir.Callee(call)); c >= 0 {
			f.nodes[c].calls = append(f.nodes[c].calls, cs)
			f.push(c)
		}
		return
	}
	if len(callee.Blocks) > 0 {
		f.callers[callee] = append(f.callers[callee], callRef{call: call, fn: fn})
		f.bind(callee, argNodes, result, false)
		return
	}
	kind := ir.Classify(call)
	switch {
	case kind.IsAlloc():
		o := f.newObject(objHeap, call, fn)
		switch kind {
		case ir.PosixMemalign:
			t := f.newNode()
			f.nodes[t].pts.Insert(int(o))
			f.push(t)
			if len(args) > 0 {
				f.store(args[0], t, fn)
			}
		default:
			if result >= 0 {
				f.nodes[result].pts.Insert(int(o))
				f.push(result)
			}
			if (kind == ir.Realloc || kind == ir.ReallocArray) && len(args) > 0 && result >= 0 {
				// The new block holds what the old one held.
				t := f.newNode()
				f.load(args[0], t, fn)
				f.store(call, t, fn)
			}
		}
	case kind.IsFree(), kind == ir.Memset, kind == ir.NoEffectIntrinsic:
	case kind.IsMemIntrinsic() || callee.Name() == "memcpy" || callee.Name() == "memmove":
		if len(args) >= 2 {
			// A block copy reads and writes whole objects: the bytes it
			// moves start at the addresses given but do not stay at
			// those offsets (a struct copied into a field of another).
			t := f.newNode()
			f.loadAll(args[1], t, fn)
			f.storeAll(args[0], t, fn)
			f.copyEdge(argNodes[0], result)
		}
	case isVAStart(callee):
		if len(args) >= 1 {
			// va_start makes the va_list point to the variadic
			// arguments (the register save and overflow areas, one
			// object per function whose contents are the arguments
			// passed beyond the fixed parameters).
			t := f.newNode()
			f.nodes[t].pts.Insert(int(f.varArgs(fn)))
			f.push(t)
			f.storeAll(args[0], t, fn)
		}
	case isVACopy(callee):
		if len(args) >= 2 {
			t := f.newNode()
			f.loadAll(args[1], t, fn)
			f.storeAll(args[0], t, fn)
		}
	default:
		f.external(argNodes, result, isPtrish(call.Type()))
	}
}

// isVAStart reports whether callee is llvm.va_start (any overload).
func isVAStart(callee *llir.Func) bool {
	n := callee.Name()
	return n == "llvm.va_start" || strings.HasPrefix(n, "llvm.va_start.")
}

// isVACopy reports whether callee is llvm.va_copy (any overload).
func isVACopy(callee *llir.Func) bool {
	n := callee.Name()
	return n == "llvm.va_copy" || strings.HasPrefix(n, "llvm.va_copy.")
}

// varArgs returns the object standing for the variadic arguments of fn
// (what its va_list points to); its contents are the pointers passed
// beyond fn's fixed parameters.
func (f *flow) varArgs(fn *llir.Func) int32 {
	if o, ok := f.vaObj[fn]; ok {
		return o
	}
	content := f.varArgNode(fn)
	f.objs = append(f.objs, object{kind: objStack, fn: fn, content: content})
	o := int32(len(f.objs) - 1)
	f.vaObj[fn] = o
	return o
}

// varArgNode returns the node joining the variadic arguments of every call
// of fn.
func (f *flow) varArgNode(fn *llir.Func) int32 {
	if n, ok := f.vaNode[fn]; ok {
		return n
	}
	n := f.newNode()
	f.vaNode[fn] = n
	return n
}

// loadAll adds pts(dst) ⊇ contents(pts(addr)) reading every offset of an
// object accessed directly (a block copy from inside a local struct).
func (f *flow) loadAll(addr value.Value, dst int32, fn *llir.Func) {
	if dst < 0 {
		return
	}
	if o, _, _ := f.rootObject(addr, fn); o >= 0 {
		f.copyEdge(f.objs[o].content, dst)
		f.wideLoads = append(f.wideLoads, [2]int32{o, dst})
		return
	}
	f.load(addr, dst, fn)
}

// storeAll adds contents(pts(addr)) ⊇ pts(src) writing an object accessed
// directly as a whole (its contents, which loads at every offset read).
func (f *flow) storeAll(addr value.Value, src int32, fn *llir.Func) {
	if src < 0 {
		return
	}
	if o, _, _ := f.rootObject(addr, fn); o >= 0 {
		f.copyEdge(src, f.objs[o].content)
		return
	}
	f.store(addr, src, fn)
}

// addSite records a call site for later (dynamic) binding.
func (f *flow) addSite(args []int32, result int32) int32 {
	f.sites = append(f.sites, callSite{args: args, result: result, extIn: -1})
	return int32(len(f.sites) - 1)
}

// bind connects a call's arguments and result to a defined function's
// parameters and return value (extra arguments of variadic calls are not
// followed), or handles a declared callee as external.
func (f *flow) bind(callee *llir.Func, args []int32, result int32, resPtr bool) {
	if len(callee.Blocks) == 0 {
		// An indirect call that may reach a declaration was modelled as
		// external once, when it was built.
		return
	}
	for i, p := range callee.Params {
		if i < len(args) {
			f.copyEdge(args[i], f.node(p))
		}
	}
	if callee.Sig.Variadic && len(args) > len(callee.Params) {
		va := f.varArgNode(callee)
		for _, a := range args[len(callee.Params):] {
			f.copyEdge(a, va)
		}
	}
	f.copyEdge(f.ret(callee), result)
}

// ret returns the node of fn's return value.
func (f *flow) ret(fn *llir.Func) int32 {
	r, ok := f.retNode[fn]
	if !ok {
		r = f.newNode()
		f.retNode[fn] = r
	}
	return r
}

// external models a call of a function without a body: its result may be
// any pointer it was given, and a function pointer it was given may be
// called back with any of its pointer arguments (qsort, bsearch,
// pthread_create). Stores an external function makes through its arguments
// are not modelled.
func (f *flow) external(args []int32, result int32, resPtr bool) {
	in := f.newNode()
	any := false
	for _, a := range args {
		if a >= 0 {
			f.copyEdge(a, in)
			any = true
		}
	}
	if !any {
		return
	}
	if resPtr {
		f.copyEdge(in, result)
	}
	cs := f.addSite(nil, -1)
	f.sites[cs].extIn = in
	for _, a := range args {
		if a >= 0 {
			f.nodes[a].callbacks = append(f.nodes[a].callbacks, cs)
			f.push(a)
		}
	}
}

// solve propagates points-to sets to a fixed point.
func (f *flow) solve(ctx context.Context) error {
	f.collapse()
	return f.propagate(ctx)
}

// propagate runs the worklist to a fixed point.
func (f *flow) propagate(ctx context.Context) error {
	var delta intsets.Sparse
	var elems []int
	for steps := 0; len(f.work) > 0; steps++ {
		if steps%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if f.newEdges > collapseEvery {
			f.collapse()
		}
		n := heap.Pop(&f.work).(workItem).n
		nd := f.nodes[n]
		nd.inWork = false
		if f.find(n) != n {
			continue
		}
		if f.nEscaped > 0 && nd.pts.Intersects(&f.escapedSet) {
			// Escaped objects are represented by topObj alone.
			nd.pts.DifferenceWith(&f.escapedSet)
			nd.pts.Insert(topObj)
		}
		if n == f.find(f.objs[topObj].content) {
			// Candidates stored in the escaped memory become memory
			// candidates, represented by memCandsObj.
			var c intsets.Sparse
			c.Copy(&nd.pts)
			c.Remove(topObj)
			c.Remove(memCandsObj)
			if !c.IsEmpty() {
				f.memCands.UnionWith(&c)
				nd.pts.DifferenceWith(&c)
				nd.pts.Insert(memCandsObj)
			}
		}
		if !f.memCands.IsEmpty() && nd.pts.Intersects(&f.memCands) {
			nd.pts.DifferenceWith(&f.memCands)
			nd.pts.Insert(memCandsObj)
		}
		if nd.pts.Len() > maxPts {
			f.widen(nd)
		}
		delta.Difference(&nd.pts, &nd.done)
		if delta.IsEmpty() {
			continue
		}
		nd.done.UnionWith(&delta)
		for _, s := range nd.succ {
			s = f.find(s)
			if s != n && f.nodes[s].pts.UnionWith(&delta) {
				f.push(s)
			}
		}
		if len(nd.loads)+len(nd.stores)+len(nd.calls)+len(nd.callbacks) == 0 {
			continue
		}
		elems = delta.AppendTo(elems[:0])
		for _, e := range elems {
			if e == topObj {
				f.throughTop(nd)
				continue
			}
			if e == memCandsObj {
				continue
			}
			o := &f.objs[e]
			if o.content >= 0 {
				for _, l := range nd.loads {
					f.copyEdge(o.content, l)
					for _, c := range o.cellNodes {
						f.copyEdge(c, l)
					}
				}
				for _, s := range nd.stores {
					f.copyEdge(s, o.content)
				}
			}
			if o.kind != objFunc {
				continue
			}
			callee := o.val.(*llir.Func)
			for _, cs := range nd.calls {
				site := f.sites[cs]
				f.bind(callee, site.args, site.result, site.resPtr)
			}
			f.callbackTo(callee, nd.callbacks)
		}
	}
	return nil
}

// rawPointsTo returns the points-to set of v's node as solved (with
// memCandsObj standing for the memory candidates), or nil.
func (f *flow) rawPointsTo(v value.Value) *intsets.Sparse {
	n, ok := f.nodeOf[v]
	if !ok {
		n = f.node(v)
		if n >= 0 {
			_ = f.propagate(context.Background())
		}
	}
	if n < 0 {
		return nil
	}
	return &f.nodes[f.find(n)].pts
}

// pointsTo returns the points-to set of v's node, or nil.
func (f *flow) pointsTo(v value.Value) *intsets.Sparse {
	n, ok := f.nodeOf[v]
	if !ok {
		// A constant expression never seen as an operand: build it now;
		// its set is computed from already solved operands.
		n = f.node(v)
		if n >= 0 {
			_ = f.propagate(context.Background())
		}
	}
	if n < 0 {
		return nil
	}
	pts := &f.nodes[f.find(n)].pts
	if pts.Has(memCandsObj) {
		var all intsets.Sparse
		all.Union(pts, &f.memCands)
		return &all
	}
	return pts
}

// collapseEvery is how many new copy edges trigger another cycle collapse.
const collapseEvery = 20000

// collapse finds the strongly connected components of the copy-edge graph
// (Tarjan's algorithm, iterative) and merges each into one node: nodes on
// a cycle of copy edges have equal points-to sets. It runs before solving
// and again whenever many edges were added (loads and stores discovered
// while solving close new cycles).
func (f *flow) collapse() {
	f.newEdges = 0
	n := len(f.nodes)
	if cap(f.order) >= n {
		f.order = f.order[:n]
	} else {
		f.order = make([]int32, n)
	}
	succ := func(v int32) []int32 { return f.nodes[v].succ }
	// Components complete sinks first: -popped orders them sources
	// first.
	var popped int32
	component := func(members []int32) {
		popped++
		r := members[0]
		if len(members) > 1 {
			r = f.merge(members)
		}
		f.order[r] = -popped
	}
	// Edges lead to their targets' representatives (f.find): a merged
	// component's edges are its representative's.
	f.scc.Reset(n)
	for v := int32(0); int(v) < n; v++ {
		if f.find(v) == v {
			f.scc.Search(v, succ, f.find, component)
		}
	}
}

// merge merges the nodes of one SCC into the one with the smallest number.
func (f *flow) merge(members []int32) int32 {
	r := members[0]
	for _, m := range members {
		if m < r {
			r = m
		}
	}
	rn := f.nodes[r]
	for _, m := range members {
		if m == r {
			continue
		}
		mn := f.nodes[m]
		rn.pts.UnionWith(&mn.pts)
		rn.succ = append(rn.succ, mn.succ...)
		rn.loads = append(rn.loads, mn.loads...)
		rn.stores = append(rn.stores, mn.stores...)
		rn.calls = append(rn.calls, mn.calls...)
		rn.callbacks = append(rn.callbacks, mn.callbacks...)
		mn.pts.Clear()
		mn.done.Clear()
		mn.succ, mn.loads, mn.stores, mn.calls, mn.callbacks = nil, nil, nil, nil, nil
		f.rep[m] = r
	}
	// Deduplicate the successors; everything is propagated again.
	seen := make(map[int32]bool, len(rn.succ))
	succ := rn.succ[:0]
	for _, s := range rn.succ {
		s = f.find(s)
		if s != r && !seen[s] {
			seen[s] = true
			succ = append(succ, s)
		}
	}
	rn.succ = succ
	rn.done.Clear()
	f.push(r)
	return r
}

// prio is a node's position in the worklist order: its SCC's topological
// position at the last collapse; nodes created since come last.
func (f *flow) prio(n int32) int32 {
	if int(n) < len(f.order) {
		return f.order[n]
	}
	return 1 << 30
}

type workItem struct {
	n, prio int32
}

// workQueue is a min-heap of nodes by prio.
type workQueue []workItem

func (q workQueue) Len() int { return len(q) }
func (q workQueue) Less(i, j int) bool {
	return q[i].prio < q[j].prio || (q[i].prio == q[j].prio && q[i].n < q[j].n)
}
func (q workQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *workQueue) Push(x any)   { *q = append(*q, x.(workItem)) }
func (q *workQueue) Pop() any     { old := *q; it := old[len(old)-1]; *q = old[:len(old)-1]; return it }

// isPtrish reports whether t is a pointer or a vector of pointers.
func isPtrish(t types.Type) bool {
	switch t := t.(type) {
	case *types.PointerType:
		return true
	case *types.VectorType:
		_, ok := t.ElemType.(*types.PointerType)
		return ok
	}
	return false
}

// intSources returns the pointers an integer given to inttoptr may have
// come from: the operands of ptrtoint reached back through add, sub, and,
// or, xor (pointer arithmetic and tagging done on integers), phi and
// select, or the integer itself when it was loaded from memory or passed
// in (a pointer stored as an integer). Other integer arithmetic does not
// carry pointers in this model.
func intSources(v value.Value, depth int, out []value.Value) []value.Value {
	if depth > 8 {
		return out
	}
	switch x := v.(type) {
	case *llir.InstPtrToInt:
		return append(out, x.From)
	case *constant.ExprPtrToInt:
		return append(out, x.From)
	case *llir.InstAdd:
		return intSources(x.Y, depth+1, intSources(x.X, depth+1, out))
	case *llir.InstSub:
		return intSources(x.X, depth+1, out)
	case *llir.InstAnd:
		return intSources(x.Y, depth+1, intSources(x.X, depth+1, out))
	case *llir.InstOr:
		return intSources(x.Y, depth+1, intSources(x.X, depth+1, out))
	case *llir.InstXor:
		return intSources(x.Y, depth+1, intSources(x.X, depth+1, out))
	case *llir.InstLoad, *llir.Param, *llir.InstPhi, *llir.InstSelect, *llir.InstCall, *llir.InstExtractValue:
		return append(out, v)
	}
	return out
}

// tracked reports whether an alloca or global is an object of the value
// flow: an array-of-struct candidate, or memory that may hold pointers
// (by its type; an alloca of bytes counts, since optimized IR keeps
// aggregates in byte arrays). Other memory (strings, numbers) never yields
// a pointer when loaded; leaving it out keeps points-to sets small.
// Pointers stored into such memory through type punning are not followed.
func (f *flow) tracked(v value.Value) bool {
	if t, ok := f.trackedMemo[v]; ok {
		return t
	}
	var t bool
	switch x := v.(type) {
	case *llir.InstAlloca:
		_, _, isAoS := structArray(x.ElemType)
		t = isAoS || isCandidate(objStack, x) || f.mayHoldPtr(x.ElemType) || isByteArray(x.ElemType)
	case *llir.Global:
		_, _, isAoS := structArray(x.ContentType)
		t = isAoS || f.mayHoldPtr(x.ContentType) || (!x.Immutable && isByteArray(x.ContentType))
	}
	f.trackedMemo[v] = t
	return t
}

func isByteArray(t types.Type) bool {
	for depth := 0; depth < 8; depth++ {
		switch x := t.(type) {
		case *types.ArrayType:
			t = x.ElemType
		case *types.IntType:
			return x.BitSize == 8
		default:
			return false
		}
	}
	return false
}

// isCandidate reports whether an object may be an array of structs: every
// heap site, and allocas and globals of array-of-struct type or VLAs of a
// struct.
func isCandidate(kind objKind, v value.Value) bool {
	switch x := v.(type) {
	case *llir.InstAlloca:
		if _, _, ok := structArray(x.ElemType); ok {
			return true
		}
		st, ok := x.ElemType.(*types.StructType)
		if !ok || st.TypeName == "" || x.NElems == nil {
			return false
		}
		n, isConst := ir.ConstInt(x.NElems)
		return !isConst || n >= 2
	case *llir.Global:
		_, _, ok := structArray(x.ContentType)
		return ok
	}
	return kind == objHeap
}

// widen replaces the non-candidate objects of a large points-to set by
// topObj, merging them into the escaped memory: a pointer that may point to
// many containers is treated as pointing to any escaped object, whose
// contents are one (Steensgaard-like) node. Candidates stay explicit, so
// accesses are still attributed to each array. This bounds the size of
// points-to sets and so the solver's cost on whole programs, at the price
// of precision where pointers are widely shared.
func (f *flow) widen(nd *fnode) {
	elems := nd.pts.AppendTo(nil)
	for _, e := range elems {
		if e == topObj || e == memCandsObj || f.objs[e].cand {
			continue
		}
		nd.pts.Remove(e)
		f.escape(int32(e))
	}
	nd.pts.Insert(topObj)
}

// escape merges object o into the escaped memory: its contents and the
// escaped contents flow both ways (and become one node at the next cycle
// collapse); an escaped function becomes a possible callee of every call
// through topObj with as many arguments (through the arity's hub nodes).
func (f *flow) escape(o int32) {
	for int(o) >= len(f.escaped) {
		f.escaped = append(f.escaped, false)
	}
	if f.escaped[o] {
		return
	}
	f.escaped[o] = true
	f.escapedSet.Insert(int(o))
	f.nEscaped++
	obj := f.objs[o]
	u := f.objs[topObj].content
	if obj.content >= 0 {
		f.copyEdge(obj.content, u)
		f.copyEdge(u, obj.content)
		for _, c := range obj.cellNodes {
			f.copyEdge(c, u)
			f.copyEdge(u, c)
		}
	}
	if obj.kind == objFunc {
		callee := obj.val.(*llir.Func)
		if len(callee.Blocks) == 0 {
			return
		}
		// Connect the function to the hubs of its arity, once.
		k := len(callee.Params)
		args := make([]int32, k)
		for i := range args {
			args[i] = f.hubArg(k, i)
		}
		f.bind(callee, args, f.hubRet(k), true)
		if f.cbHub < 0 {
			f.cbHub = f.newNode()
		}
		for _, p := range callee.Params {
			f.copyEdge(f.cbHub, f.node(p))
		}
	}
}

// hubArg returns the node joining argument i of all calls through topObj
// with k arguments (the escaped functions with k parameters read it).
func (f *flow) hubArg(k, i int) int32 {
	key := [2]int{k, i}
	if n, ok := f.hubs[key]; ok {
		return n
	}
	n := f.newNode()
	f.hubs[key] = n
	return n
}

// hubRet returns the node joining the return values of the escaped
// functions with k parameters.
func (f *flow) hubRet(k int) int32 {
	return f.hubArg(k, -1)
}

// throughTop applies a node's loads, stores, calls and callbacks to
// topObj, the escaped memory.
func (f *flow) throughTop(nd *fnode) {
	u := f.objs[topObj].content
	for _, l := range nd.loads {
		f.copyEdge(u, l)
	}
	for _, s := range nd.stores {
		f.copyEdge(s, u)
	}
	for _, cs := range nd.calls {
		if f.topSite[cs] {
			continue
		}
		f.topSite[cs] = true
		site := f.sites[cs]
		k := len(site.args)
		for i, a := range site.args {
			f.copyEdge(a, f.hubArg(k, i))
		}
		f.copyEdge(f.hubRet(k), site.result)
	}
	for _, cs := range nd.callbacks {
		if f.topSite[cs] {
			continue
		}
		f.topSite[cs] = true
		if f.cbHub < 0 {
			f.cbHub = f.newNode()
		}
		f.copyEdge(f.sites[cs].extIn, f.cbHub)
	}
}

// callbackTo connects the arguments of external calls to the parameters of
// a function they may call back.
func (f *flow) callbackTo(callee *llir.Func, sites []int32) {
	if len(callee.Blocks) == 0 {
		return
	}
	for _, cs := range sites {
		in := f.sites[cs].extIn
		for _, p := range callee.Params {
			f.copyEdge(in, f.node(p))
		}
	}
}
