package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file handles the inferrer's arrays: getelementptrs indexing an
// array whose base may be a structure (clang 19 folds a leading array field's
// address into its container), and array parameters whose sizes are read off
// their callers.

// arrayGEP is a getelementptr indexing an array type of scalars or
// pointers (`getelementptr [16 x i32], ptr %p, i64 0, i64 %i`) whose base
// may turn out to point to a structure: clang 19 folds the address of a
// structure's first field into the structure's address, so `s->a[i]`, with
// the array a at offset 0, indexes the array from the structure pointer
// where typed IR first takes the field's address.
type arrayGEP struct {
	gep       value.Value
	elem      types.Type
	base, res int32
	done      bool
}

// resolveArrayGEPs maps each pending array getelementptr whose base has
// evidence: when the base points to structures, of which exactly one field
// at offset 0 (descending into nested structures) is the indexed array,
// the result points into that field, as in typed IR; otherwise it is the
// same object as its base.
func (a *inferrer) resolveArrayGEPs() bool {
	changed := false
	// The fixed point runs this often: keep only the pending entries
	// (in order, compacted in place: no allocation per round; those
	// added meanwhile wait for the next round).
	n := len(a.arrayGEPs)
	pending := a.arrayGEPs[:0]
	defer func() { a.arrayGEPs = append(pending, a.arrayGEPs[n:]...) }()
	for _, ag := range a.arrayGEPs[:n] {
		if ag.done {
			continue
		}
		d := a.cls(ag.base)
		if !d.evidence() {
			pending = append(pending, ag)
			continue
		}
		ag.done = true
		changed = true
		var found []elemRef
		for _, t := range d.types {
			if e, ok := a.arrayAt0(t, ag.elem); ok && !containsElem(found, e) {
				found = append(found, e)
			}
		}
		if len(found) != 1 {
			if !a.arrayInStruct(ag, d) {
				a.union(ag.res, ag.base)
			}
			continue
		}
		e := found[0]
		a.addElem(ag.res, e)
		if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			a.union(a.content(ag.res), a.fieldNode(e))
		}
	}
	return changed
}

// arrayInStruct resolves array getelementptr ag as a byte offset into
// the structure its base class points to, when the class has a dominant
// structure S and the getelementptr's constant offset is not a multiple
// of S's size: a stack array of scalars the code uses as a structure
// (pcre2's local_workspace, an int array used as an RWS_anchor), whose
// fields LLVM 14's instcombine addresses as array elements
// (`getelementptr [7680 x i32], %ws, 0, 2` for &rws->size) where LLVM
// 19's writes a byte offset. It reports whether it did.
func (a *inferrer) arrayInStruct(ag *arrayGEP, d *classData) bool {
	dom := a.dominantOf(d)
	if dom < 0 || ag.gep == nil {
		return false
	}
	size := int64(a.tt.infos[dom].Size)
	_, _, indices, ok := ir.GEPIndices(ag.gep)
	if !ok || size <= 0 {
		return false
	}
	off, t := int64(0), ag.elem
	for i, x := range indices {
		n, isConst := ir.ConstInt(x)
		if !isConst {
			return false
		}
		if i > 0 {
			at, ok := t.(*types.ArrayType)
			if !ok {
				return false
			}
			t = at.ElemType
		}
		off += n * int64(a.tt.sizeOf(t))
	}
	if off%size == 0 {
		return false
	}
	a.resolveOffset(&byteGEP{gep: ag.gep, base: ag.base, res: ag.res, index: constant.NewInt(types.I64, off), scale: 1}, dom)
	return true
}

// arrayGEPsFallback makes the array getelementptrs still pending the same
// object as their base; it reports whether there were any.
func (a *inferrer) arrayGEPsFallback() bool {
	any := false
	for _, ag := range a.arrayGEPs {
		if !ag.done {
			ag.done = true
			any = true
			a.union(ag.res, ag.base)
		}
	}
	return any
}

// byteGEPsFallback makes the byte offsets still pending on a global
// variable whose type is an array of scalars or pointers, by whole
// elements inside it, the same object as their base, as
// arrayGEPsFallback does for typed IR's getelementptrs into the array:
// the global's type says what lies there (pcre2grep's
// match_data_pair[1], whose element typed IR addresses by
// `getelementptr [2 x T*], @match_data_pair, 0, 1` and opaque IR by a
// byte offset). Only offsets whose base and result carry no evidence
// (nothing else says what they point to); stack arrays are left alone
// (so joined, those of brotli's clang 19 -O2 module gave DictWord a
// BadPtrManipulation the clang 14 module has not). A constant offset on
// a pointer that nothing types but its meaning (tags only, so both models
// agree: sqlite3VdbeExec's `p->apCsr[i]` used only through a union member
// with a scalar tag) is that structure's field, as on a pointer to
// several types. It reports whether there were any.
func (a *inferrer) byteGEPsFallback() bool {
	any := false
	for _, bg := range a.byteGEPs {
		if bg.done || a.cls(bg.base).evidence() {
			continue
		}
		// A byte offset on a pointer that nothing types but its
		// meaning (tags): the offset is that structure's field, as
		// for a pointer to several types (resolveByteGEPs).
		if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst {
			if id := a.meaning(g.Src); id >= 0 {
				if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size {
					bg.done = true
					any = true
					a.tagField(bg, id, uint64(c*bg.scale))
					continue
				}
			}
		}
		if a.cls(bg.res).evidence() {
			continue
		}
		_, src, _, ok := ir.GEPIndices(bg.gep)
		if !ok {
			continue
		}
		g, isGlobal := stripConstBitCasts(src).(*llir.Global)
		if !isGlobal {
			continue
		}
		at, isArray := g.ContentType.(*types.ArrayType)
		if !isArray || structIn(at) != nil {
			continue
		}
		// Whole elements, inside the variable.
		es := int64(a.tt.sizeOf(scalarIn(at)))
		c, isConst := ir.ConstInt(bg.index)
		switch {
		case es <= 0:
			continue
		case isConst && (c*bg.scale < 0 || uint64(c*bg.scale) >= a.tt.sizeOf(at) || (c*bg.scale)%es != 0):
			continue
		case !isConst && bg.scale%es != 0:
			continue
		}
		bg.done = true
		any = true
		a.union(bg.res, bg.base)
	}
	return any
}

// scalarIn returns the element type of t past nested arrays.
func scalarIn(t types.Type) types.Type {
	for depth := 0; depth < 32; depth++ {
		at, ok := t.(*types.ArrayType)
		if !ok {
			return t
		}
		t = at.ElemType
	}
	return t
}

// arrayAt0 returns the field of struct id at offset 0, descending into
// nested structures, whose type is the array type at.
func (a *inferrer) arrayAt0(id int, at types.Type) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		ft := st.Fields[0]
		if sameType(ft, at) {
			return elemRef{id, 0}, true
		}
		inner, ok := ft.(*types.StructType)
		if !ok {
			return elemRef{}, false
		}
		id = a.tt.id(inner)
	}
	return elemRef{}, false
}

// scaledArrayAt0 returns the field at offset 0 of struct id (descending
// into first fields that are structures) that is an array of scalars of
// size scale: a variable index in steps of scale from a pointer to id
// indexes that array. Typed IR decays the array to a pointer to its
// first element and indexes that (lz4's hash table, passed as a void *
// tableBase and indexed as a U32 *); LLVM folds the zero-index
// getelementptrs of the decay under opaque pointers (the always-inline
// cloner, even at -O0), leaving the structure's address.
func (a *inferrer) scaledArrayAt0(id int, scale int64) (elemRef, types.Type, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			break
		}
		ft := st.Fields[0]
		if inner, ok := ft.(*types.StructType); ok {
			id = a.tt.id(inner)
			continue
		}
		el := ft
		for d := 0; d < 8; d++ {
			at, ok := el.(*types.ArrayType)
			if !ok {
				break
			}
			el = at.ElemType
		}
		if b := a.tt.infos[id].blobs; len(b) > 0 && b[0] && scale > 0 && int64(a.tt.sizeOf(ft))%scale == 0 {
			// The bytes of an array TBAA does not describe
			// (gapLayout): elements of the scale's size.
			return elemRef{id, 0}, ft, true
		}
		if el == ft || a.tt.structID(el) >= 0 || int64(a.tt.sizeOf(el)) != scale {
			break
		}
		return elemRef{id, 0}, ft, true
	}
	return elemRef{}, nil, false
}

func containsElem(s []elemRef, e elemRef) bool {
	for _, x := range s {
		if x == e {
			return true
		}
	}
	return false
}

// argPos is an argument position of a call.
type argPos struct {
	call vkey
	i    int
}

// firstArrayArgs returns, for the links ls of one parameter class whose
// callers all pass pointers of one class of several structures, a node
// standing for the address of the first field of structure S, when that
// field is an array of scalars, every argument points to S (slotMeaning:
// the field getelementptrs of the code it comes from name S), and each
// callee uses its parameter only as arrays of scalars, one of them of
// the field's element size (arrayParamSizes): never as a structure, by
// a field getelementptr or a byte offset. Such a pointer is the
// field's address: opaque IR folds `s->table` (the array decayed to its
// first element, `getelementptr %S, ptr %s, 0, 0` in typed IR) into s,
// and inlining at -O0 folds it too (lz4's always_inline
// LZ4_compress_generic passes cctx->hashTable to LZ4_getPositionOnHash,
// which indexes it as U32, U16 or pointer elements by tableType). It
// returns -1 otherwise.
func (a *inferrer) firstArrayArgs(ls []*argLink) int32 {
	s := -2
	for _, l := range ls {
		if a.find(l.arg) == a.find(l.param) {
			continue
		}
		f := ir.CalledFunc(l.call)
		if f == nil {
			return -1
		}
		args := a.args(l.call)
		if l.idx >= len(args) {
			return -1
		}
		m := a.slotMeaning(args[l.idx], 0)
		if m < 0 || (s >= 0 && m != s) || !containsInt(a.cls(l.arg).types, m) {
			return -1
		}
		s = m
	}
	if s < 0 || a.tt.isUnion(s) {
		return -1
	}
	st := a.tt.infos[s].Type
	if len(st.Fields) == 0 {
		return -1
	}
	at, isArray := st.Fields[0].(*types.ArrayType)
	if !isArray {
		return -1
	}
	elem := scalarIn(at)
	switch elem.(type) {
	case *types.StructType, *types.ArrayType, *types.VectorType:
		return -1
	}
	size := a.tt.storeSize(elem)
	if size == 0 || size >= 64 {
		return -1
	}
	for _, l := range ls {
		if a.find(l.arg) == a.find(l.param) {
			continue
		}
		if a.arrayParamSizes(ir.CalledFunc(l.call), l.idx)&(1<<size) == 0 {
			return -1
		}
	}
	n := a.newNode()
	a.addElem(n, elemRef{s, 0})
	if a.firstArgs == nil {
		a.firstArgs = make(map[argPos]int32)
	}
	for _, l := range ls {
		if a.find(l.arg) != a.find(l.param) {
			a.firstArgs[argPos{keyOf(l.call), l.idx}] = n
		}
	}
	return n
}

// arrayParamSizes returns the sizes (bit n for n bytes, below 64) of the
// elements function f reads or writes through its parameter i when f
// uses it only as arrays of scalars: loads and stores through it or
// through steps over scalar elements (`getelementptr T, ptr %p, i64
// %i`), past casts and the -O0 stack slots that hold it (every store
// into such a slot storing it); 0 when f uses it otherwise (as a
// structure, a byte offset, an argument, a stored value, a merge).
func (a *inferrer) arrayParamSizes(f *llir.Func, i int) uint64 {
	pp := paramPos{f, i}
	if sz, ok := a.arrayParams[pp]; ok {
		return sz
	}
	if a.arrayParams == nil {
		a.arrayParams = make(map[paramPos]uint64)
	}
	sz := a.scanArrayParam(f, i)
	a.arrayParams[pp] = sz
	return sz
}

// scanArrayParam computes arrayParamSizes.
func (a *inferrer) scanArrayParam(f *llir.Func, i int) uint64 {
	if i >= len(f.Params) || len(f.Blocks) == 0 {
		return 0
	}
	derived := map[value.Value]bool{f.Params[i]: true}
	slots := map[*llir.InstAlloca]bool{}
	var sizes uint64
	access := func(t types.Type) bool {
		switch t.(type) {
		case *types.StructType, *types.ArrayType, *types.VectorType:
			return false
		}
		n := a.tt.storeSize(t)
		if n == 0 || n >= 64 {
			return false
		}
		sizes |= 1 << n
		return true
	}
	// Slots are found before their loads in -O0 code; more passes
	// settle a slot stored into after a load in block order, and a
	// walk that has not settled after a few says no.
	for pass := 0; ; pass++ {
		if pass == 4 {
			return 0
		}
		known := len(derived) + len(slots)
		sizes = 0
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				ok := true
				switch x := inst.(type) {
				case *llir.InstBitCast:
					if derived[x.From] {
						derived[x] = true
					}
				case *llir.InstGetElementPtr:
					if !derived[x.Src] {
						break
					}
					if len(x.Indices) != 1 || !access(x.ElemType) {
						return 0
					}
					derived[x] = true
				case *llir.InstLoad:
					if derived[x.Src] {
						ok = access(x.ElemType)
					} else if slot, isSlot := x.Src.(*llir.InstAlloca); isSlot && slots[slot] {
						derived[x] = true
					}
				case *llir.InstStore:
					if derived[x.Dst] {
						ok = !derived[x.Src] && access(x.Src.Type())
					} else if derived[x.Src] {
						slot, isSlot := x.Dst.(*llir.InstAlloca)
						ok = isSlot && !a.slotEscapes[slot]
						if ok {
							slots[slot] = true
						}
					}
				default:
					forOperands(inst, func(op value.Value) {
						if derived[op] {
							ok = false
						}
					})
				}
				if !ok {
					return 0
				}
			}
			if b.Term != nil {
				bad := false
				forOperands(b.Term, func(op value.Value) {
					if derived[op] {
						bad = true
					}
				})
				if bad {
					return 0
				}
			}
		}
		if len(derived)+len(slots) == known {
			break
		}
	}
	// Every store into a slot that holds the parameter stores it.
	for slot := range slots {
		for _, v := range a.slotStores[slot] {
			if !derived[v] {
				return 0
			}
		}
	}
	return sizes
}
