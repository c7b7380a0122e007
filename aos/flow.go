package aos

import (
	"context"

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
)

// object is an abstract memory object: one per alloca, global variable,
// allocation call and function. Objects are field-insensitive: everything
// stored anywhere in an object is in its one content node.
type object struct {
	kind    objKind
	val     value.Value // *llir.InstAlloca, *llir.Global, the call, or *llir.Func
	fn      *llir.Func  // the function containing an alloca or allocation call
	content int32       // node of the object's whole contents; -1 for functions
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

	nodes   []*fnode
	nodeOf  map[value.Value]int32
	objs    []object
	objOf   map[value.Value]int32
	retNode map[*llir.Func]int32
	sites   []callSite
	edges   map[uint64]struct{}
	work    []int32

	// wideLoads are direct loads at unknown offsets (object, destination):
	// connected to all of the object's cells once they are all known.
	wideLoads [][2]int32

	// What the construction saw, for the detectors.
	geps     []gepUse
	allocs   []int32 // heap objects, in module order
	allocas  []*llir.InstAlloca
	allocaFn map[*llir.InstAlloca]*llir.Func
	callers  map[*llir.Func][]callRef
	addrUsed map[*llir.Func]bool // functions used other than as a direct callee
	instFn   map[any]*llir.Func
	instPos  map[any]int // position of instructions in module order
}

func newFlow(m *ir.Module) *flow {
	bits := m.DataLayout().PointerSizeInBits(0)
	if bits == 0 {
		bits = 64
	}
	return &flow{
		m:        m,
		ptrBit:   bits,
		nodeOf:   make(map[value.Value]int32),
		objOf:    make(map[value.Value]int32),
		retNode:  make(map[*llir.Func]int32),
		edges:    make(map[uint64]struct{}),
		allocaFn: make(map[*llir.InstAlloca]*llir.Func),
		callers:  make(map[*llir.Func][]callRef),
		addrUsed: make(map[*llir.Func]bool),
		instFn:   make(map[any]*llir.Func),
		instPos:  make(map[any]int),
	}
}

func (f *flow) newNode() int32 {
	f.nodes = append(f.nodes, &fnode{})
	return int32(len(f.nodes) - 1)
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
	f.objs = append(f.objs, object{kind: kind, val: v, fn: fn, content: content})
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
		f.work = append(f.work, n)
	}
}

// copyEdge adds pts(to) ⊇ pts(from).
func (f *flow) copyEdge(from, to int32) {
	if from < 0 || to < 0 || from == to {
		return
	}
	k := uint64(uint32(from))<<32 | uint64(uint32(to))
	if _, dup := f.edges[k]; dup {
		return
	}
	f.edges[k] = struct{}{}
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
			return f.newObject(objStack, a, fn), off, known
		case *llir.Global:
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
		o := f.newObject(objGlobal, g, nil)
		f.node(g)
		if g.Init != nil {
			f.copyEdge(f.node(g.Init), f.objs[o].content)
			f.scanConstGEPs(g.Init, g, nil, 0)
		}
	}
	pos := 0
	for i, fn := range f.m.Funcs {
		if i%64 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				f.instFn[inst] = fn
				f.instPos[inst] = pos
				pos++
				f.inst(fn, inst)
			}
			if b.Term != nil {
				f.instFn[b.Term] = fn
				f.instPos[b.Term] = pos
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
			if g, isFn := (*op).(*llir.Func); isFn && !isDirectCallee(inst, g) {
				f.addrUsed[g] = true
			}
		}
	}
	switch x := inst.(type) {
	case *llir.InstAlloca:
		o := f.newObject(objStack, x, fn)
		f.allocas = append(f.allocas, x)
		f.allocaFn[x] = fn
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
		f.copyEdge(f.node(x.From), f.node(x))
	case *llir.InstAdd:
		f.copyEdge(f.node(x.X), f.node(x))
		f.copyEdge(f.node(x.Y), f.node(x))
	case *llir.InstSub:
		f.copyEdge(f.node(x.X), f.node(x))
	case *llir.InstAnd:
		f.copyEdge(f.node(x.X), f.node(x))
		f.copyEdge(f.node(x.Y), f.node(x))
	case *llir.InstOr:
		f.copyEdge(f.node(x.X), f.node(x))
		f.copyEdge(f.node(x.Y), f.node(x))
	case *llir.InstXor:
		f.copyEdge(f.node(x.X), f.node(x))
		f.copyEdge(f.node(x.Y), f.node(x))
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
		if arg, ok := a.(*llir.Arg); ok {
			a = arg.Value
		}
		if a == value.Value(g) {
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
		if c := f.node(ir.Callee(call)); c >= 0 {
			f.nodes[c].calls = append(f.nodes[c].calls, cs)
			f.push(c)
		}
		return
	}
	if len(callee.Blocks) > 0 {
		f.callers[callee] = append(f.callers[callee], callRef{call: call, fn: fn})
		f.bind(callee, argNodes, result)
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
			t := f.newNode()
			f.load(args[1], t, fn)
			f.store(args[0], t, fn)
			f.copyEdge(argNodes[0], result)
		}
	default:
		f.external(argNodes, result)
	}
}

// addSite records a call site for later (dynamic) binding.
func (f *flow) addSite(args []int32, result int32) int32 {
	f.sites = append(f.sites, callSite{args: args, result: result, extIn: -1})
	return int32(len(f.sites) - 1)
}

// bind connects a call's arguments and result to a defined function's
// parameters and return value (extra arguments of variadic calls are not
// followed), or handles a declared callee as external.
func (f *flow) bind(callee *llir.Func, args []int32, result int32) {
	if len(callee.Blocks) == 0 {
		f.external(args, result)
		return
	}
	for i, p := range callee.Params {
		if i < len(args) {
			f.copyEdge(args[i], f.node(p))
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
func (f *flow) external(args []int32, result int32) {
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
	f.copyEdge(in, result)
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
	var delta intsets.Sparse
	var elems []int
	for steps := 0; len(f.work) > 0; steps++ {
		if steps%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		n := f.work[len(f.work)-1]
		f.work = f.work[:len(f.work)-1]
		nd := f.nodes[n]
		nd.inWork = false
		delta.Difference(&nd.pts, &nd.done)
		if delta.IsEmpty() {
			continue
		}
		nd.done.UnionWith(&delta)
		for _, s := range nd.succ {
			if f.nodes[s].pts.UnionWith(&delta) {
				f.push(s)
			}
		}
		if len(nd.loads)+len(nd.stores)+len(nd.calls)+len(nd.callbacks) == 0 {
			continue
		}
		elems = delta.AppendTo(elems[:0])
		for _, e := range elems {
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
				f.bind(callee, site.args, site.result)
			}
			if len(callee.Blocks) > 0 {
				for _, cs := range nd.callbacks {
					in := f.sites[cs].extIn
					for _, p := range callee.Params {
						f.copyEdge(in, f.node(p))
					}
				}
			}
		}
	}
	return nil
}

// pointsTo returns the points-to set of v's node, or nil.
func (f *flow) pointsTo(v value.Value) *intsets.Sparse {
	n, ok := f.nodeOf[v]
	if !ok {
		// A constant expression never seen as an operand: build it now;
		// its set is computed from already solved operands.
		n = f.node(v)
		if n >= 0 {
			_ = f.solve(context.Background())
		}
	}
	if n < 0 {
		return nil
	}
	return &f.nodes[n].pts
}
