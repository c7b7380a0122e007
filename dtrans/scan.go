package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"strings"
)

// This file is the inferrer's scan of the module: global initializers,
// and the two sweeps over each function's instructions that build the
// classes and record what waits for the fixed point (getelementptrs, calls).

// initFlows unifies the pointers of a global initializer with the memory
// they are stored in: fields of structs, elements of arrays, the global's
// own content.
func (a *inferrer) initFlows(n int32, t types.Type, c constant.Constant, depth int) {
	if depth > 16 || c == nil {
		return
	}
	switch tt := t.(type) {
	case *types.StructType:
		cs, ok := c.(*constant.Struct)
		if !ok {
			return
		}
		id := a.tt.id(tt)
		for i, fc := range cs.Fields {
			if i >= len(tt.Fields) {
				break
			}
			ft := tt.Fields[i]
			switch ft.(type) {
			case *types.PointerType:
				a.union(a.fieldNode(elemRef{id, i}), a.node(fc))
			case *types.StructType, *types.ArrayType:
				a.initFlowsField(elemRef{id, i}, ft, fc, depth+1)
			}
		}
	case *types.ArrayType:
		ca, ok := c.(*constant.Array)
		if !ok {
			return
		}
		for _, e := range ca.Elems {
			if isPtrType(tt.ElemType) {
				a.union(a.content(n), a.node(e))
			} else {
				a.initFlows(n, tt.ElemType, e, depth+1)
			}
		}
	case *types.PointerType:
		a.union(a.content(n), a.node(c))
	}
}

// initFlowsField handles an aggregate field of an initializer.
func (a *inferrer) initFlowsField(e elemRef, ft types.Type, c constant.Constant, depth int) {
	switch x := ft.(type) {
	case *types.StructType:
		a.initFlows(-1, x, c, depth)
	case *types.ArrayType:
		ca, ok := c.(*constant.Array)
		if !ok {
			return
		}
		for _, el := range ca.Elems {
			if isPtrType(x.ElemType) {
				a.union(a.fieldNode(e), a.node(el))
			} else {
				a.initFlowsField(e, x.ElemType, el, depth+1)
			}
		}
	}
}

func (a *inferrer) sweep1(inst any) {
	switch x := inst.(type) {
	case *llir.InstAlloca:
		a.node(x)
	case *llir.InstBitCast:
		if a.ptrLike(x.From) {
			a.union(a.node(x), a.node(x.From))
		}
	case *llir.InstAddrSpaceCast:
		a.union(a.node(x), a.node(x.From))
	case *llir.InstFreeze:
		if a.ptrLike(x.X) {
			a.union(a.node(x), a.node(x.X))
		}
	case *llir.InstPtrToInt:
		a.union(a.node(x), a.node(x.From))
	case *llir.InstIntToPtr:
		switch x.From.(type) {
		case *llir.InstPtrToInt, *constant.ExprPtrToInt, *llir.InstLoad:
			a.union(a.node(x), a.node(x.From))
		default:
			a.cls(a.node(x)).unknown = true
		}
	case *llir.InstGetElementPtr:
		a.gep(x, a.node(x))
		a.noteCallStep(x)
	case *llir.InstLoad:
		a.noteTagLoad(x, a.tbaaEvidence(x.Src, x.Metadata))
		a.noteUnionUse(x.Src, x.ElemType)
		if id := a.tt.structID(x.ElemType); id >= 0 {
			if _, isStruct := x.ElemType.(*types.StructType); isStruct {
				a.addType(a.node(x.Src), id)
			}
		}
	case *llir.InstStore:
		tag := a.tbaaEvidence(x.Dst, x.Metadata)
		a.noteTagStore(x, tag)
		a.noteUnionUse(x.Dst, x.Src.Type())
		if id, off, ok := tag.field(); ok && isPtrType(x.Src.Type()) && !isNullish(x.Src) {
			if a.tagPtrStores == nil {
				a.tagPtrStores = make(map[fieldKey][]int32)
			}
			k := fieldKey{id, off}
			a.tagPtrStores[k] = append(a.tagPtrStores[k], a.node(x.Src))
		}
		if id := a.tt.structID(x.Src.Type()); id >= 0 {
			if _, isStruct := x.Src.Type().(*types.StructType); isStruct {
				a.addType(a.node(x.Dst), id)
			}
		}
	}
	// Operands that are constant expressions get their nodes (and GEP
	// evidence) in scanModule's walk of the operands.
}

// fnConstGEP is a getelementptr constant expression and the function
// that first uses it.
type fnConstGEP struct {
	f *llir.Func
	g *constant.ExprGetElementPtr
}

func (a *inferrer) exprOperand(v value.Value) {
	// The constant expressions that make or carry pointers (a type switch
	// on concrete types: asserting to an interface costs more, on every
	// operand of every instruction).
	switch x := v.(type) {
	case *constant.ExprGetElementPtr:
		if !a.seenConstGEP[x] {
			a.seenConstGEP[x] = true
			a.constGEPs = append(a.constGEPs, fnConstGEP{a.cur, x})
		}
		if a.ptrLike(v) {
			a.node(v)
		}
	case *constant.ExprBitCast, *constant.ExprAddrSpaceCast,
		*constant.ExprPtrToInt, *constant.ExprIntToPtr, *constant.ExprSelect:
		if a.ptrLike(v) {
			a.node(v)
		}
	}
}

// gep records what a getelementptr (instruction or constant expression,
// whose node is res) says: evidence on its base, the field it addresses,
// or a pending byte offset.
func (a *inferrer) gep(g value.Value, res int32) {
	elem, src, indices, ok := ir.GEPIndices(g)
	if !ok || res < 0 {
		return
	}
	base := a.node(src)
	if base < 0 {
		return // offsetof/sizeof idioms on null
	}
	a.noteInteriorArray(g, elem, src)
	if id := a.tt.structID(elem); id >= 0 && len(indices) > 0 && isStructType(elem) {
		if _, isConst := ir.ConstInt(indices[0]); !isConst {
			// A variable step over an array of S from src (`&p[i]`,
			// `&p[i].f`): stepOver reads it.
			a.varSteps.vote(keyOf(src), int32(id))
		}
	}
	if id := a.tt.structID(elem); id >= 0 && castGEP(g, elem, indices) {
		// On a step over whole S (`(char *)&p[1]`), S is the step's
		// type, which resolveSteps judges.
		if !a.wholeStep(src, id) {
			if gi, isInst := g.(*llir.InstGetElementPtr); isInst && !isConstValue(src) {
				// S may be a structure at offset 0 of the T the
				// tags name, or a name llvm-link gave T: decided at
				// the end of the function's walk
				// (renamedFieldGEPs).
				a.fieldQueue = append(a.fieldQueue, pendingFieldGEP{g: gi, id: id, base: base, res: res, cast: true})
			} else {
				a.addType(base, id)
			}
		}
		a.union(res, base)
		return
	}
	if id := a.tt.structID(elem); id >= 0 && castToFirst(g, elem, indices) {
		// A cast to the first field's structure: see castToFirst.
		a.union(res, base)
		return
	}
	if len(indices) == 1 && elem != nil {
		switch elem.(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
			if n, isConst := ir.ConstInt(indices[0]); isConst && n == 0 {
				a.union(res, base)
				return
			}
			scale := int64(a.tt.sizeOf(elem))
			a.byteGEPs = append(a.byteGEPs, a.bgSlab.add(byteGEP{gep: g, base: base, res: res, index: indices[0], scale: scale}))
			return
		}
	}
	if at, ok := elem.(*types.ArrayType); ok && structIn(at) == nil && len(indices) >= 2 {
		if n, isConst := ir.ConstInt(indices[0]); isConst && n == 0 {
			if _, _, _, ok := gepPath(elem, indices); ok {
				// See arrayGEP: the base may be a structure whose
				// first field is this array.
				a.arrayGEPs = append(a.arrayGEPs, &arrayGEP{gep: g, elem: elem, base: base, res: res})
				return
			}
		}
	}
	if at, ok := elem.(*types.ArrayType); ok && (len(indices) == 2 || len(indices) == 3) && isZero(indices[0]) && !typedMemory(src) {
		if gi, isInst := g.(*llir.InstGetElementPtr); isInst {
			if id := a.tt.structID(at.ElemType); id >= 0 && isStructType(at.ElemType) {
				// Its elements' structure may be a name llvm-link
				// gave the C type the tags name: decided at the end
				// of the function's walk (renamedArrayGEPs).
				a.arrayQueue = append(a.arrayQueue, pendingFieldGEP{g: gi, id: id, base: base, res: res})
				return
			}
		}
	}
	if id := a.tt.structID(elem); id >= 0 {
		if len(indices) == 1 && a.offFieldBase(src, id) {
			a.strides = append(a.strides, &strideGEP{id: id, base: base, res: res})
			a.noteStride(g, id, src, indices[0])
			return
		}
		if gi, isInst := g.(*llir.InstGetElementPtr); isInst && (len(indices) == 2 || len(indices) == 1) && isStructType(elem) && !isConstValue(src) {
			// Its structure may be a name llvm-link gave the C type
			// the tags name: decided at the end of the function's
			// walk (renamedFieldGEPs).
			a.fieldQueue = append(a.fieldQueue, pendingFieldGEP{g: gi, id: id, base: base, res: res})
			return
		}
		a.addType(base, id)
		if off, ok := a.constStep(elem, indices); ok {
			a.steps = append(a.steps, &stepGEP{g: g, elem: elem, indices: indices, id: id, base: base, res: res, off: off})
			return
		}
	}
	a.fieldGEP(g, elem, indices, base, res)
}

// pendingFieldGEP is a getelementptr to a field of struct id (`gep %S,
// %p, i64 0, i32 f`, or a step `gep %S, %p, i64 k, i32 f`), or a step over
// whole S (`gep %S, %p, i64 k`), waiting for the end of its function's
// walk.
type pendingFieldGEP struct {
	g         *llir.InstGetElementPtr
	id        int
	base, res int32
	// cast is set for a cast to S's first scalar field (castGEP),
	// whose result is already its base's class: only whether S is a
	// type of that class waits.
	cast bool
}

// declaredMemory reports whether v (past casts) is memory whose type a
// declaration defines: a stack slot, a global variable, or a field of a
// structure (its definition types the field).
func declaredMemory(v value.Value) bool {
	switch stripBitCasts(v).(type) {
	case *llir.InstAlloca, *llir.Global, *llir.InstGetElementPtr, constant.Constant:
		return true
	}
	return false
}

// isZero reports whether v is the constant 0.
func isZero(v value.Value) bool {
	n, isConst := ir.ConstInt(v)
	return isConst && n == 0
}

// isStructType reports whether t is a structure type.
func isStructType(t types.Type) bool {
	_, ok := t.(*types.StructType)
	return ok
}

// isConstValue reports whether v is a constant (a global, a constant
// expression).
func isConstValue(v value.Value) bool {
	_, isConst := v.(constant.Constant)
	return isConst
}

// renamedFieldGEPs decides the field getelementptrs the function's walk
// queued (fieldQueue). llvm-link gives a C structure T the type of
// another structure S of the same layout (under typed pointers too, where
// the pointees are alike: sqlite3's Fts5PhraseIter, { char *, char * },
// is the shell's %struct.anon.5 in clang 14's module), and typed IR then
// addresses T's fields through getelementptrs on S, whose accesses' tags
// name T. Where the tags of the accesses through the base (past the
// zero-index getelementptrs on it, foldedTag) name such a T, rebuilt
// from TBAA (the module does not define it), or a T of which S is
// llvm-link 14's renamed copy (renamedCopy), the base points to T and
// the getelementptr addresses T's field, as opaque IR's byte offset
// (and folded first field) on that base does: the field's reads and
// writes, its address taken, are T's. Otherwise it is S's field, as
// gep says. Where they name a T that begins with S, the field is S's,
// nested in T, but S is no type of the base's class (see RULES.md). The
// tags through the base are all known once its function has been walked
// (the base is a parameter or an instruction of it). For a step over whole
// S by an index other than 0 (`&p[i]`, `&p[i].f`), the tags of the
// accesses through the element it reaches (elemTags) say what that
// element is, rather than those through the base, which are about
// element 0 (the base of such steps is often a void * that other code
// uses as other types). A cast to S's first scalar field (castGEP) waits
// here too, for whether S is a type of its base's class.
func (a *inferrer) renamedFieldGEPs() {
	for _, p := range a.fieldQueue {
		id, addS := p.id, true
		t, ok := a.foldedTag(p.g.Src)
		baseTag := ok
		if !isZero(p.g.Indices[0]) {
			// A step over whole S (`&p[i]`, `&p[i].f`): the tags
			// of the accesses through the element it reaches say
			// what the element is.
			if e, seen := a.elemTags.get(keyOf(p.g)); seen {
				t, ok, baseTag = int(e), true, false
			}
		}
		// Another structure T, on memory no declaration types.
		other := ok && t >= 0 && t != id && !declaredMemory(p.g.Src)
		if other && (a.tt.infos[t].Reconstructed && a.tt.sameLayout(t, id, 0) || a.tt.renamedCopy(id, t)) {
			// One memory under two names: the field's contents are
			// one class, whichever name an access uses.
			if len(p.g.Indices) == 1 {
				// The whole element: every field.
				for f, ft := range a.tt.infos[id].Type.Fields {
					if fieldHoldsPointers(ft) {
						a.union(a.fieldNode(elemRef{id, f}), a.fieldNode(elemRef{t, f}))
					}
				}
			} else if f, isConst := ir.ConstInt(p.g.Indices[1]); isConst && f >= 0 && int(f) < len(a.tt.infos[id].Type.Fields) {
				if e := (elemRef{id, int(f)}); fieldHoldsPointers(a.tt.infos[id].Type.Fields[f]) {
					a.union(a.fieldNode(e), a.fieldNode(elemRef{t, int(f)}))
				}
			}
			id = t
		} else if other && a.tt.inChain(t, id) && (isZero(p.g.Indices[0]) || baseTag && a.stepInside(p.g, t)) {
			// The base points to T, which begins with S: S's field is
			// T's nested one, as opaque IR's byte offset on the base
			// reaches it, and S is no type of the base's own. So is
			// a constant step over whole S, when the tags through the
			// base name T and the offset is inside it: a byte offset
			// into T (resolveSteps), LLVM 14's instcombine's form of
			// T's field on a pointer to S cast to T (sqlite3's
			// pcache1Unpin: `getelementptr %struct.anon.5, %1, i64
			// 2` for a PgHdr1's pCache).
			addS = false
		}
		if addS {
			a.addType(p.base, id)
		}
		if p.cast {
			continue
		}
		elem := p.g.ElemType
		if id != p.id {
			elem = a.tt.infos[id].Type
		}
		if off, ok := a.constStep(elem, p.g.Indices); ok {
			a.steps = append(a.steps, &stepGEP{g: p.g, elem: elem, indices: p.g.Indices, id: id, base: p.base, res: p.res, off: off})
			continue
		}
		a.fieldGEP(p.g, elem, p.g.Indices, p.base, p.res)
	}
	a.fieldQueue = a.fieldQueue[:0]
}

// renamedArrayGEPs decides the getelementptrs into arrays of structures
// S that the function's walk queued (arrayQueue). llvm-link 19 gives a
// C structure T the type of another structure S of its layout under
// opaque pointers, and a getelementptr over [N x S] then indexes an array
// of T, whose elements' accesses the tags name T (sqlite3's FKey ends in
// sColMap aCol[1], indexed at byte offset 64 as [1 x ReStateSet] in clang
// 19's module). Where the tags of the accesses through the
// getelementptrs into arrays on one base (arrTags) name such a T,
// rebuilt from TBAA (the module does not define it), on memory no
// declaration types, the elements are T's, as typed IR's getelementptr
// over [N x T] says: the elements' addresses, stored or passed, are
// pointers to T, not to S. Otherwise they are S's, as the getelementptr
// says.
func (a *inferrer) renamedArrayGEPs() {
	for _, p := range a.arrayQueue {
		elem := p.g.ElemType
		if t, ok := a.arrTags.get(keyOf(stripBitCasts(p.g.Src))); ok && t >= 0 && int(t) != p.id && a.tt.infos[t].Reconstructed && a.tt.sameLayout(int(t), p.id, 0) {
			if at, isArr := elem.(*types.ArrayType); isArr {
				elem = &types.ArrayType{Len: at.Len, ElemType: a.tt.infos[t].Type}
			}
		}
		a.fieldGEP(p.g, elem, p.g.Indices, p.base, p.res)
	}
	a.arrayQueue = a.arrayQueue[:0]
}

// typedMemory reports whether v (past casts) is memory whose type a
// declaration defines: a stack slot, a global variable, a constant, or
// a field of a structure reached through a getelementptr on it (not a
// byte offset).
func typedMemory(v value.Value) bool {
	switch x := stripBitCasts(v).(type) {
	case *llir.InstAlloca, *llir.Global, constant.Constant:
		return true
	case *llir.InstGetElementPtr:
		_, isByte := x.ElemType.(*types.IntType)
		return !isByte
	}
	return false
}

// interiorArray is an array member of structures (getelementptr [N x S]
// on a constant byte offset from base, the node of the object's pointer):
// if nothing says what base points to, S lies inside an object the
// analysis cannot describe (see unknownContainers).
type interiorArray struct {
	id   int
	base int32
	off  int64
	at   value.Value
	// one is set for an array of one element (C's trailing array,
	// `sColMap aCol[1]`), which only the tags of the base place in an
	// unknown container; src is the base, elem the getelementptr.
	one       bool
	src, elem value.Value
	// stride is set for a getelementptr over S itself, one variable
	// index (`getelementptr %S, ptr (getelementptr i8, ptr %p, i64 c),
	// i64 %i`): clang 19's `p->a + i` on an array member a of S. Only
	// tailArrays reads such entries.
	stride bool
}

// noteInteriorArray records a getelementptr gv on elem, an array of
// structures, whose base src is a positive constant byte offset
// (`getelementptr i8, ptr %p, i64 c`): clang 19 at -O2 indexes an array
// member so once it has dropped its container's definition (zlib's
// deflate_state and its ct_data_s trees).
func (a *inferrer) noteInteriorArray(gv value.Value, elem types.Type, src value.Value) {
	at, ok := elem.(*types.ArrayType)
	if !ok || at.Len < 1 {
		return
	}
	id := a.tt.structID(at.ElemType)
	if id < 0 {
		return
	}
	base, off, ok := positiveByteOffset(src)
	if !ok {
		return
	}
	if n := a.node(base); n >= 0 {
		a.interior = append(a.interior, interiorArray{id: id, base: n, off: off, at: src, one: at.Len < 2, src: base, elem: gv})
	}
}

// positiveByteOffset returns the base and offset of src (past bitcasts)
// when it is a positive constant byte offset, `getelementptr i8, ptr
// %base, i64 off`.
func positiveByteOffset(src value.Value) (value.Value, int64, bool) {
	g, ok := stripBitCasts(src).(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 {
		return nil, 0, false
	}
	if it, ok := g.ElemType.(*types.IntType); !ok || it.BitSize != 8 {
		return nil, 0, false
	}
	off, ok := ir.ConstInt(g.Indices[0])
	if !ok || off <= 0 {
		return nil, 0, false
	}
	return g.Src, off, true
}

// noteStride records a getelementptr gv over struct id, with the one
// variable index ix, whose base src is a positive constant byte offset
// (`getelementptr i8, ptr %p, i64 c`): clang 19 writes `p->a + i`, for
// a member a of p's structure that is an array of S, so (mujs's
// `prog->cclass + prog->ncclass`), where it indexes `p->a[i]` with a
// getelementptr over [N x S] (noteInteriorArray). tailArrays reads it.
func (a *inferrer) noteStride(gv value.Value, id int, src, ix value.Value) {
	if _, isConst := ir.ConstInt(ix); isConst {
		return
	}
	base, off, ok := positiveByteOffset(src)
	if !ok {
		return
	}
	if n := a.node(base); n >= 0 {
		a.interior = append(a.interior, interiorArray{id: id, base: n, off: off, at: src, src: base, elem: gv, stride: true})
	}
}

// fieldGEP records the field (or the whole objects) that getelementptr g
// on the pointer of node base addresses, its result's node being res.
func (a *inferrer) fieldGEP(g value.Value, elem types.Type, indices []value.Value, base, res int32) {
	st, field, final, ok := gepPath(elem, indices)
	if !ok {
		if id := a.tt.structID(elem); id >= 0 {
			why := "getelementptr not understood"
			if _, err := ir.GEPSteps(elem, indices); err != nil {
				why += ": " + err.Error()
			}
			a.flag(id, UnhandledUse, g, why)
		}
		return
	}
	if st == nil {
		// Whole objects or array elements: the same object class.
		a.union(res, base)
		if id := a.tt.structID(final); id >= 0 {
			a.addType(res, id)
		}
		return
	}
	e := elemRef{a.tt.id(st), field}
	if be, bt, ok := a.backOutOfArray(elem, indices); ok {
		e, final = be, bt
	}
	a.addElem(res, e)
	if zeroIndices(indices) {
		a.zeroGEPs = append(a.zeroGEPs, [2]int32{base, res})
	}
	if id := a.tt.structID(final); id >= 0 {
		// The address of a nested structure (or of an array of them, or
		// of one of its elements) is also a pointer to that structure.
		a.addType(res, id)
	}
	if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		a.union(a.content(res), a.fieldNode(e))
	}
}

// backOutOfArray returns the field at the address a getelementptr on
// elem (a structure) computes, with constant indices, the first 0, when
// an index into an array field is negative: the address lies before the
// array, in an earlier field of the structure, which is what opaque IR's
// byte offset names (pcre2's do_callout passes `Fovector - 2`, F's
// ovector array stepped back over the two fields before it, as the
// callout's offset vector, whose first two slots it saves and restores:
// typed IR's getelementptr says ovector at index -2, opaque IR's byte
// offset says the field two slots before).
func (a *inferrer) backOutOfArray(elem types.Type, indices []value.Value) (elemRef, types.Type, bool) {
	id := a.tt.structID(elem)
	if id < 0 || len(indices) < 3 {
		return elemRef{}, nil, false
	}
	var buf [8]int64
	ns := buf[:0]
	neg := false
	cur := elem
	for i, ix := range indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst || (i == 0 && n != 0) {
			return elemRef{}, nil, false
		}
		ns = append(ns, n)
		if i == 0 {
			continue
		}
		switch t := cur.(type) {
		case *types.StructType:
			if n < 0 || n >= int64(len(t.Fields)) {
				return elemRef{}, nil, false
			}
			cur = t.Fields[n]
		case *types.ArrayType:
			neg = neg || n < 0
			cur = t.ElemType
		default:
			return elemRef{}, nil, false
		}
	}
	if !neg {
		return elemRef{}, nil, false
	}
	off, err := a.tt.dl.IndexedOffset(elem, ns)
	if err != nil || off < 0 {
		return elemRef{}, nil, false
	}
	return a.fieldAt(id, uint64(off))
}

// constStep returns the byte offset of a getelementptr on elem (a
// structure) whose indices are all constants, the first not zero: a step
// over whole structures, maybe then into a field.
func (a *inferrer) constStep(elem types.Type, indices []value.Value) (int64, bool) {
	if len(indices) < 1 {
		return 0, false
	}
	if n, isConst := ir.ConstInt(indices[0]); !isConst || n == 0 {
		return 0, false
	}
	ns := make([]int64, len(indices))
	for i, ix := range indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst {
			return 0, false
		}
		ns[i] = n
	}
	if _, _, _, ok := gepPath(elem, indices); !ok {
		return 0, false
	}
	off, err := a.tt.dl.IndexedOffset(elem, ns)
	return off, err == nil && off > 0
}

func (a *inferrer) sweep2(f *llir.Func, inst any) {
	switch x := inst.(type) {
	case *llir.InstLoad:
		if a.ptrLike(x) {
			addr := a.node(x.Src)
			if addr >= 0 {
				if e, id, ok := a.tagFirstField(x.Metadata); ok {
					a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: a.node(x), e: e, id: id, p: x.Src})
				} else {
					a.union(a.node(x), a.content(addr))
				}
				a.memops = append(a.memops, memop{addr: addr})
			}
		}
	case *llir.InstStore:
		if a.ptrLike(x.Src) && !isNullish(x.Src) {
			addr := a.node(x.Dst)
			if _, local := x.Dst.(*llir.InstAlloca); local && addr >= 0 {
				// A local variable's slot (-O0): the value just moves
				// to its later loads. A tagged store at offset 0 (-O2,
				// a local structure's first field) is a tagFirst, as
				// typed IR's store through a cast of the slot is.
				if e, id, ok := a.tagFirstField(x.Metadata); ok {
					a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: a.objOperand(x.Src), e: e, id: id, p: x.Dst})
				} else {
					a.union(a.objOperand(x.Src), a.content(addr))
				}
				a.memops = append(a.memops, memop{addr: addr})
			} else if addr >= 0 {
				if src := a.objOperand(x.Src); src >= 0 {
					sl := &storeLink{src: src, dst: a.content(addr), st: x, f: a.cur}
					if e, id, ok := a.tagFirstField(x.Metadata); ok {
						sl.waiting = true
						a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: -1, sl: sl, e: e, id: id, p: x.Dst})
					}
					a.stores = append(a.stores, sl)
				}
				a.memops = append(a.memops, memop{addr: addr})
			}
		}
	case *llir.InstAtomicRMW:
		if a.ptrLike(x.X) {
			a.union(a.node(x.X), a.content(a.node(x.Dst)))
			a.union(a.node(x), a.content(a.node(x.Dst)))
		}
	case *llir.InstCmpXchg:
		if a.ptrLike(x.New) {
			a.union(a.node(x.New), a.content(a.node(x.Ptr)))
		}
	case *llir.InstPhi, *llir.InstSelect:
		if v := inst.(value.Value); a.ptrLike(v) {
			if phi, isPhi := v.(*llir.InstPhi); isPhi {
				if step := a.preIncWalk(phi); step != nil {
					// Decided at the end of the function's
					// walk (offsetUses, walkUses).
					a.walkQueue = append(a.walkQueue, preIncPhi{phi, step})
					return
				}
			}
			if a.objectMerge(v) {
				// Decided at the end of the function's walk
				// (offsetUses).
				a.offQueue = append(a.offQueue, v)
				return
			}
			a.mergeOperands(v)
		}
	case *llir.TermRet:
		if x.X != nil && a.ptrLike(x.X) && !isNullish(x.X) && !a.wrappers[f] {
			a.union(a.node(x.X), a.retNode(f))
		}
	case *llir.InstCall, *llir.TermInvoke, *llir.TermCallBr:
		a.call(inst.(value.Value))
	}
}

func (a *inferrer) call(call value.Value) {
	k := a.classify(call)
	args := a.args(call)
	var res int32 = -1
	if a.ptrLike(call) {
		res = a.node(call)
	}
	switch {
	case k.IsAlloc():
		if res >= 0 {
			a.cls(res).alloc = true
		}
		if (k == ir.Realloc || k == ir.ReallocArray) && len(args) > 0 {
			a.union(res, a.node(args[0]))
		}
		if k == ir.PosixMemalign && len(args) > 0 {
			c := a.content(a.node(args[0]))
			a.cls(c).alloc = true
		}
		return
	case k != ir.NotLibFunc:
		return
	}
	f := ir.CalledFunc(call)
	if f != nil && len(f.Blocks) == 0 {
		a.libStructArgs(f, args)
		return // external: handled when visiting
	}
	if f != nil {
		if a.wrappers[f] {
			if res >= 0 {
				a.cls(res).alloc = true
			}
		} else if res >= 0 {
			a.union(res, a.retNode(f))
		}
		for i, arg := range args {
			if i >= len(f.Params) || !a.ptrLike(arg) || isNullish(arg) {
				continue
			}
			a.links = append(a.links, a.linkSlab.add(argLink{arg: a.objOperand(arg), param: a.node(f.Params[i]), call: call, idx: i}))
		}
		return
	}
	sig := ir.CallSig(call)
	if sig == nil {
		return
	}
	if a.wrapperSigs[sigKey(sig)] {
		if res >= 0 {
			a.cls(res).alloc = true
		}
		return
	}
	ic := &indirectCall{call: call, callee: a.node(ir.Callee(call)), res: res, lastN: -1}
	if ld, isLoad := stripBitCasts(ir.Callee(call)).(*llir.InstLoad); isLoad {
		_, tag := a.tbaaTag(ld.Metadata)
		if id, off, ok := tag.field(); ok {
			ic.tag, ic.tagged = fieldKey{id, off}, true
		}
	}
	for _, arg := range args {
		n := int32(-1)
		if a.ptrLike(arg) && !isNullish(arg) {
			n = a.objOperand(arg)
		}
		ic.args = append(ic.args, n)
	}
	a.indirect = append(a.indirect, ic)
	a.indirectOf[keyOf(call)] = ic
}

// libStructArgs records, for a call of a C library function whose
// pointer parameters point to a structure of the C library
// (cStructParams), that each argument is used as that structure, when
// the module defines it (libCall): the library reads and writes it as
// one, and that use, unlike typed IR's cast of the argument to the
// parameter's type, is the same in both models. LLVM 14's instcombine
// makes a local struct timespec whose fields one vector store sets a
// <2 x i64> slot (lz4's nanosleep argument), where clang 19 keeps the
// structure's slot.
func (a *inferrer) libStructArgs(f *llir.Func, args []value.Value) {
	for _, p := range a.lib(f).params {
		if p.idx >= len(args) || !a.ptrLike(args[p.idx]) || isNullish(args[p.idx]) {
			continue
		}
		if id, ok := a.tt.byName[p.name]; ok {
			a.addType(a.node(args[p.idx]), id)
		}
	}
}

// stepInside reports whether g, a constant step over whole structures
// (maybe then into a field), reaches an offset inside struct t.
func (a *inferrer) stepInside(g *llir.InstGetElementPtr, t int) bool {
	off, ok := a.constStep(g.ElemType, g.Indices)
	return ok && uint64(off) < a.tt.infos[t].Size
}

// renamedCopy reports whether struct s is llvm-link's renamed copy of
// struct t: t's name with a ".N" suffix, and t's fields at the same
// offsets with the same sizes. Under typed pointers llvm-link 14 keeps
// apart the definitions of one C structure whose pointees differ (one
// translation unit's struct Y is not another's), and names the later
// ones so (libpng's png_struct_def.82, lua's lua_State.134); clang names
// its untagged structures anon, anon.0, ..., which are not one type.
func (tt *typeTable) renamedCopy(s, t int) bool {
	sn, tn := tt.infos[s].Type.TypeName, tt.infos[t].Type.TypeName
	if tn == "" || len(sn) <= len(tn)+1 || !strings.HasPrefix(sn, tn) || sn[len(tn)] != '.' || !allDigits(sn[len(tn)+1:]) {
		return false
	}
	if base, _ := baseStructName(tn); base == "anon" {
		return false
	}
	ss, ts := tt.infos[s].Type, tt.infos[t].Type
	if len(ss.Fields) != len(ts.Fields) || tt.sizeOf(ss) != tt.sizeOf(ts) {
		return false
	}
	ls, lt := tt.structLayout(ss), tt.structLayout(ts)
	if !ls.IsSized() || !lt.IsSized() {
		return false
	}
	for i := range ss.Fields {
		if ls.Offsets[i] != lt.Offsets[i] || tt.sizeOf(ss.Fields[i]) != tt.sizeOf(ts.Fields[i]) {
			return false
		}
	}
	return true
}
