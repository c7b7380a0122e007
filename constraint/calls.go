package constraint

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// call generates the constraints of a call, invoke or callbr: direct calls
// to defined functions bind actuals to formals and the return slot to the
// result; calls to declarations apply the library model or the
// unknown-external rule; indirect calls are recorded as CallSites.
func (gen *generator) call(inst value.Value, callee value.Value, args []value.Value) {
	result := NoNode
	if gen.carries(safeType(inst)) {
		result = gen.node(inst)
	}
	f := ir.CalledFunc(inst)
	if f == nil {
		switch ir.StripPointerCasts(ir.UnwrapArg(callee)).(type) {
		case *llir.InlineAsm:
			// Inline assembly is unknown code that is not listed.
			gen.unknownCall(args, result)
			return
		}
		cn := gen.node(callee)
		if cn == NoNode {
			return // calling null or a constant address: no target
		}
		cs := &CallSite{Inst: inst, Func: gen.cur, Callee: cn, Args: gen.argNodes(args), Result: result}
		gen.g.CallSites = append(gen.g.CallSites, cs)
		return
	}
	gen.g.DirectCalls = append(gen.g.DirectCalls, &DirectCall{Inst: inst, Func: gen.cur, Callee: f})
	if len(f.Blocks) > 0 {
		fi := gen.funcInfo(f)
		gen.bind(fi, gen.argNodes(args))
		if gen.isAllocWrapper(f) {
			obj := gen.heapObject(inst, args, ir.NotLibFunc)
			if p, ok := gen.wrapperSize[f]; ok && p >= 0 && p < len(args) {
				if n, ok := ir.ConstInt(ir.UnwrapArg(args[p])); ok && n > 0 {
					gen.g.Nodes[obj].Size = uint64(n)
				}
			}
			gen.emit(AddressOf, result, obj, 0)
		} else if fi.Return != NoNode {
			gen.emit(Copy, result, fi.Return, 0)
		}
		return
	}
	if !gen.model(f, inst, args, gen.argNodes(args), result) {
		gen.externals[f.Name()] = true
		gen.unknownCall(args, result)
	}
}

func (gen *generator) argNodes(args []value.Value) []NodeID {
	out := make([]NodeID, len(args))
	for i, a := range args {
		out[i] = gen.node(a)
	}
	return out
}

// bind copies actuals to the formals of fi (extra actuals of a variadic
// function to its VarArgs node).
func (gen *generator) bind(fi *FuncInfo, args []NodeID) {
	for i, a := range args {
		switch {
		case i < len(fi.Params):
			gen.emit(Copy, fi.Params[i], a, 0)
		case fi.VarArgs != NoNode:
			gen.emit(Copy, fi.VarArgs, a, 0)
		}
	}
}

// unknownCall is a call of unknown code: every pointer argument escapes and
// the result may be anything unknown code can reach.
func (gen *generator) unknownCall(args []value.Value, result NodeID) {
	for _, a := range args {
		gen.escape(gen.node(a))
	}
	gen.fromUnknown(result)
}

// heapObject creates the heap object of an allocating call, its size from
// the call's constant size arguments when k tells which they are.
func (gen *generator) heapObject(inst value.Value, args []value.Value, k ir.LibFunc) NodeID {
	if id, ok := gen.g.objects[inst]; ok {
		return id
	}
	var size uint64
	if si, ci := k.AllocSizeArgs(); si >= 0 && si < len(args) {
		if n, ok := ir.ConstInt(ir.UnwrapArg(args[si])); ok && n > 0 {
			size = uint64(n)
			if ci >= 0 {
				size = 0
				if ci < len(args) {
					if c, ok := ir.ConstInt(ir.UnwrapArg(args[ci])); ok && c > 0 {
						size = uint64(n) * uint64(c)
					}
				}
			}
		}
	}
	name := "heap:" + inst.Ident()
	if _, void := safeType(inst).(*types.VoidType); void {
		name = "heap:call." + fnameOf(inst)
	}
	return gen.newObject(HeapObject, name, inst, gen.cur, size, nil)
}

func fnameOf(inst value.Value) string {
	if f := ir.CalledFunc(inst); f != nil {
		return f.Name()
	}
	return "indirect"
}

// memcopy generates the copy of the pointers held in n bytes (n < 0:
// unknown) from where src points to where dst points. With a known small
// length every pointer slot is copied at its own offset, through one
// temporary per slot; otherwise the whole contents are copied through one
// temporary at UnknownOffset.
func (gen *generator) memcopy(dst, src NodeID, n int64, step int64) {
	if dst == NoNode || src == NoNode {
		return
	}
	if step <= 0 || step > gen.ptrAlign {
		step = gen.ptrAlign
	}
	if gen.opts.FieldInsensitive {
		t := gen.newTemp(nil)
		gen.emit(Load, t, src, 0)
		gen.emit(Store, dst, t, 0)
		return
	}
	if n >= 0 && n < gen.ptrSize {
		return // too short to hold a pointer
	}
	if n < 0 || (n-gen.ptrSize)/step+1 > maxFields {
		t := gen.newTemp(nil)
		gen.emit(Load, t, src, UnknownOffset)
		gen.emit(Store, dst, t, UnknownOffset)
		return
	}
	for k := int64(0); k+gen.ptrSize <= n; k += step {
		t := gen.newTemp(nil)
		gen.emit(Load, t, src, k)
		gen.emit(Store, dst, t, k)
	}
}

// argAlign returns the align attribute of a call argument, 1 when absent
// (nothing is known).
func argAlign(a value.Value) int64 {
	if arg, ok := a.(*llir.Arg); ok {
		for _, at := range arg.Attrs {
			if al, ok := at.(llir.Align); ok && al > 0 {
				return int64(al)
			}
		}
	}
	return 1
}

// ---- allocation wrappers ----

// isAllocWrapper reports whether f only returns memory it allocates itself
// (through an allocation function or another wrapper) or null, and uses
// that memory in no way that could store pointers into it or make it
// escape: each call of f then gets a heap object of its own, as a call of
// malloc does. The check follows SSA values and, in code before mem2reg,
// local variables (allocas used only by loads and stores) holding the
// pointer. A function that fails the check is analysed like any other.
func (gen *generator) isAllocWrapper(f *llir.Func) bool {
	switch gen.wrapper[f] {
	case 1:
		return true
	case -1, 2:
		return false
	}
	gen.wrapper[f] = 2
	saved := gen.checking
	gen.checking = f
	ok := gen.checkWrapper(f)
	gen.checking = saved
	if ok {
		gen.wrapper[f] = 1
		if fi := gen.g.funcs[f]; fi != nil {
			fi.AllocWrapper = true
		}
	} else {
		gen.wrapper[f] = -1
	}
	return ok
}

func (gen *generator) checkWrapper(f *llir.Func) bool {
	if len(f.Blocks) == 0 || f.Sig == nil {
		return false
	}
	if _, ok := f.Sig.RetType.(*types.PointerType); !ok {
		return false
	}
	found := false
	seen := make(map[value.Value]bool)
	for _, b := range f.Blocks {
		ret, ok := b.Term.(*llir.TermRet)
		if !ok {
			continue
		}
		if ret.X == nil || !gen.allocOrigin(ret.X, seen, &found) {
			return false
		}
	}
	return found
}

// allocOrigin reports whether every value v may be is null or a fresh
// allocation whose uses are harmless.
func (gen *generator) allocOrigin(v value.Value, seen map[value.Value]bool, found *bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	switch x := v.(type) {
	case *constant.Null:
		return true
	case *llir.InstBitCast:
		return gen.allocOrigin(x.From, seen, found)
	case *llir.InstAddrSpaceCast:
		return gen.allocOrigin(x.From, seen, found)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc == nil || !gen.allocOrigin(inc.X, seen, found) {
				return false
			}
		}
		return true
	case *llir.InstSelect:
		return gen.allocOrigin(x.ValueTrue, seen, found) && gen.allocOrigin(x.ValueFalse, seen, found)
	case *llir.InstLoad:
		// Code before mem2reg keeps the pointer in a local variable: every
		// value stored into it must be fresh (or null), and the variable
		// must not be used otherwise.
		a, ok := x.Src.(*llir.InstAlloca)
		if !ok {
			return false
		}
		for _, user := range gen.localUsers(a) {
			switch u := user.(type) {
			case *llir.InstStore:
				if u.Dst != a || !gen.allocOrigin(u.Src, seen, found) {
					return false
				}
			case *llir.InstLoad:
			case *llir.InstCall:
				if ir.Classify(u) != ir.NoEffectIntrinsic {
					return false
				}
			default:
				return false
			}
		}
		return true
	case *llir.InstCall:
		k := ir.Classify(x)
		fresh := false
		switch {
		case k.IsAlloc() && k != ir.Realloc && k != ir.ReallocArray && k != ir.PosixMemalign:
			fresh = true
		case k == ir.NotLibFunc:
			if callee := ir.CalledFunc(x); callee != nil && len(callee.Blocks) > 0 {
				fresh = gen.isAllocWrapper(callee)
			}
		}
		if !fresh || !gen.harmlessUses(x, make(map[value.Value]bool), true) {
			return false
		}
		*found = true
		gen.noteWrapperSize(x, k)
		return true
	}
	return false
}

// noteWrapperSize records, for the wrapper being checked (the function of
// call), which of its parameters is the size of the allocation call makes,
// so that its call sites can size their heap objects. Several allocations
// with different size parameters leave the size unknown.
func (gen *generator) noteWrapperSize(call *llir.InstCall, k ir.LibFunc) {
	f := gen.checking
	if f == nil {
		return
	}
	idx := -1
	var sizeArg value.Value
	if k == ir.NotLibFunc {
		if callee := ir.CalledFunc(call); callee != nil {
			if p, ok := gen.wrapperSize[callee]; ok && p >= 0 && p < len(call.Args) {
				sizeArg = call.Args[p]
			}
		}
	} else if si, ci := k.AllocSizeArgs(); si >= 0 && ci < 0 && si < len(call.Args) {
		sizeArg = call.Args[si]
	}
	if sizeArg != nil {
		v := gen.traceParam(ir.UnwrapArg(sizeArg))
		for i, p := range f.Params {
			if p == v {
				idx = i
			}
		}
	}
	if old, seen := gen.wrapperSize[f]; seen && old != idx {
		idx = -1
	}
	gen.wrapperSize[f] = idx
}

// localUsers returns the instructions of the function being checked that
// use v (an SSA value of that function, whose uses are all in it). The
// index is built once per checked function: linear in its size, and
// cheaper than the module's use lists, which cover every constant.
func (gen *generator) localUsers(v value.Value) []value.User {
	f := gen.checking
	if f == nil {
		return nil
	}
	if gen.usersOf != f {
		gen.usersOf = f
		gen.users = make(map[value.Value][]value.User)
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			for _, op := range inst.Operands() {
				if op == nil || *op == nil {
					continue
				}
				switch (*op).(type) {
				case constant.Constant, *llir.Block:
					continue
				}
				o := ir.UnwrapArg(*op)
				if us := gen.users[o]; len(us) == 0 || us[len(us)-1] != inst {
					gen.users[o] = append(us, inst)
				}
			}
		})
	}
	return gen.users[v]
}

// traceParam follows integer casts and, in code before mem2reg, a local
// variable stored once, back to the value a size argument comes from.
func (gen *generator) traceParam(v value.Value) value.Value {
	for depth := 0; depth < 8; depth++ {
		switch x := v.(type) {
		case *llir.InstZExt:
			v = x.From
		case *llir.InstSExt:
			v = x.From
		case *llir.InstTrunc:
			v = x.From
		case *llir.InstLoad:
			a, ok := x.Src.(*llir.InstAlloca)
			if !ok {
				return v
			}
			var stored value.Value
			for _, user := range gen.localUsers(a) {
				if st, ok := user.(*llir.InstStore); ok && st.Dst == a {
					if stored != nil {
						return v
					}
					stored = st.Src
				}
			}
			if stored == nil {
				return v
			}
			v = stored
		default:
			return v
		}
	}
	return v
}

// harmlessSlot reports whether the values loaded from local variable a
// are used harmlessly (and a is used in no other way).
func (gen *generator) harmlessSlot(a *llir.InstAlloca, seen map[value.Value]bool, toRet bool) bool {
	if seen[a] {
		return true
	}
	seen[a] = true
	for _, user := range gen.localUsers(a) {
		switch u := user.(type) {
		case *llir.InstStore:
			if u.Dst != a {
				return false
			}
		case *llir.InstLoad:
			if !gen.harmlessUses(u, seen, toRet) {
				return false
			}
		case *llir.InstCall:
			if ir.Classify(u) != ir.NoEffectIntrinsic {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// harmlessUses reports whether the uses of a fresh allocation (or a
// pointer derived from it) neither store pointers into it nor let it
// escape. When toRet is false (a pointer inside the object), it must not
// reach the return either.
func (gen *generator) harmlessUses(v value.Value, seen map[value.Value]bool, toRet bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	for _, user := range gen.localUsers(v) {
		switch x := user.(type) {
		case *llir.InstBitCast, *llir.InstAddrSpaceCast, *llir.InstPhi, *llir.InstSelect:
			if !gen.harmlessUses(x.(value.Value), seen, toRet) {
				return false
			}
		case *llir.InstGetElementPtr:
			if x.Src != v || !gen.harmlessUses(x, seen, false) {
				return false
			}
		case *llir.InstICmp, *llir.InstLoad:
		case *llir.InstStore:
			if x.Dst == v {
				if gen.carries(x.Src.Type()) {
					return false
				}
				continue
			}
			// The pointer itself stored into a local variable (code
			// before mem2reg): what is loaded back must be harmless.
			a, isSlot := x.Dst.(*llir.InstAlloca)
			if !isSlot || !gen.harmlessSlot(a, seen, toRet) {
				return false
			}
		case *llir.TermRet:
			if !toRet {
				return false
			}
		case *llir.InstCall:
			switch k := ir.Classify(x); {
			case k == ir.Memset || k == ir.NoEffectIntrinsic:
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}
