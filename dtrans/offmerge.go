package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file holds the PHIs and selects of objects that the program uses
// only through constant byte offsets: LLVM 19's instcombine folds
// `c ? &s->pEList : &e->x.pList`, two fields at the same offset of two
// structures, into a select of s and e and one byte offset on it, and a
// PHI of the two fields' addresses likewise (sqlite3's `%.pn`). Typed IR
// merges the two fields' addresses, not the objects; whether the objects
// are one structure is known only when the fixed point has typed their
// classes, so the merge of those the tags say are different structures
// waits until then (offsetUses, settleOffsetMerges,
// resolveOffsetMerges).

// offMerge is a PHI or select of objects (x, in function fn) whose every
// use is a constant positive byte offset (bgs), its merge waiting for the
// evidence of its operands.
type offMerge struct {
	x    value.Value
	fn   *llir.Func
	bgs  []*byteGEP
	done bool
}

// mergeOperands is what sweep2 does for a PHI or select of pointers: its
// operands join its class, and the merge is an event judged at the end.
func (a *inferrer) mergeOperands(x value.Value) {
	n := a.node(x)
	web := a.fieldWeb(x)
	why := "PHI merges incompatible pointers"
	if _, isSel := x.(*llir.InstSelect); isSel {
		why = "select merges incompatible pointers"
	}
	var buf [4]value.Value
	for _, v := range merged(x, buf[:0]) {
		if !isNullish(v) {
			a.merge(n, a.phiOperand(web, v), UnsafePtrMerge, x, why)
		}
	}
}

// objectMerge reports whether PHI or select x merges two or more distinct
// pointers none of which is a field's address (a getelementptr) or x
// itself, and no field address (nor array slot) reaches it (fieldWeb):
// the objects whose merge may wait for the end of the function's walk
// (offsetUses).
func (a *inferrer) objectMerge(x value.Value) bool {
	if !isPtrType(x.Type()) {
		return false
	}
	var buf [4]value.Value
	ops := merged(x, buf[:0])
	var first value.Value
	distinct := false
	for _, v := range ops {
		if isNullish(v) {
			continue
		}
		switch stripBitCasts(v).(type) {
		case *llir.InstGetElementPtr:
			// An element of an array of structures (a variable
			// step over whole S) is an object, not a field's
			// address (elemObject).
			if a.stepOver(v) < 0 {
				return false
			}
		case *constant.ExprGetElementPtr:
			return false
		}
		if v == x {
			return false
		}
		if first == nil {
			first = v
		} else if v != first {
			distinct = true
		}
	}
	return distinct && a.fieldWeb(x) == nil
}

// offsetUses ends the walk of function f: the PHIs and selects of
// objects it queued (objectMerge) with constant positive byte offsets on
// them (`getelementptr i8, ptr %x, i64 16`) and no other use (noteUse)
// wait, with those offsets (settleOffsetMerges); the others merge now,
// as any PHI.
func (a *inferrer) offsetUses(f *llir.Func) {
	bgFrom := a.bgMark
	a.walkUses(bgFrom)
	a.bgMark = len(a.byteGEPs)
	q := a.offQueue
	if len(q) == 0 {
		a.otherUses = a.otherUses[:0]
		return
	}
	if len(q) > 8 {
		if a.offIdx == nil {
			a.offIdx = make(map[value.Value]int)
		}
		clear(a.offIdx)
		for i, x := range q {
			a.offIdx[x] = i
		}
	}
	pos := func(v value.Value) int {
		if len(q) > 8 {
			if i, ok := a.offIdx[v]; ok {
				return i
			}
			return -1
		}
		for i, x := range q {
			if x == v {
				return i
			}
		}
		return -1
	}
	var ms []*offMerge
	for _, bg := range a.byteGEPs[bgFrom:] {
		g, isInst := bg.gep.(*llir.InstGetElementPtr)
		if !isInst {
			continue
		}
		switch g.Src.(type) {
		case *llir.InstPhi, *llir.InstSelect:
		default:
			continue
		}
		i := pos(g.Src)
		if i < 0 {
			continue
		}
		if ms == nil {
			ms = make([]*offMerge, len(q))
		}
		if ms[i] == nil {
			ms[i] = &offMerge{x: q[i], fn: f}
		}
		ms[i].bgs = append(ms[i].bgs, bg)
	}
	if ms != nil {
		for _, u := range a.otherUses {
			if i := pos(u); i >= 0 && ms[i] != nil {
				ms[i].done = true // used otherwise
			}
		}
	}
	for i, x := range q {
		if ms == nil || ms[i] == nil || ms[i].done {
			a.mergeOperands(x)
			continue
		}
		a.offMerges = append(a.offMerges, ms[i])
	}
	a.offQueue = a.offQueue[:0]
	a.otherUses = a.otherUses[:0]
}

// preIncPhi is a PHI preIncWalk accepted and its step.
type preIncPhi struct {
	phi  *llir.InstPhi
	step *llir.InstGetElementPtr
}

// preIncWalk returns the step of PHI x when x is a pointer walk in
// pre-incremented form: every incoming value but one, the start, is the
// same constant positive byte offset g on x itself (`%p = phi ptr [ %s,
// %entry ], [ %q, %loop ]`, `%q = getelementptr i8, ptr %p, i64 1`).
// Otherwise nil.
func (a *inferrer) preIncWalk(x *llir.InstPhi) *llir.InstGetElementPtr {
	var step *llir.InstGetElementPtr
	var start value.Value
	for _, inc := range x.Incs {
		if g, isGEP := inc.X.(*llir.InstGetElementPtr); isGEP && g.Src == x {
			if (step != nil && g != step) || !a.offsetGEP(g) {
				return nil
			}
			step = g
			continue
		}
		if inc.X == x || isNullish(inc.X) || (start != nil && inc.X != start) {
			return nil
		}
		start = inc.X
	}
	if start == nil {
		return nil
	}
	return step
}

// walkUses ends the walk of a function for the PHIs preIncWalk queued
// (walkQueue), bgFrom being the function's first byte offset. LLVM 19's
// loop strength reduction writes a walk over a string member s->z of an
// element of an array of structures (sqlite3's isDate compares
// aXformType[i].zName with sqlite3_strnicmp, inlined) as a PHI of the
// element itself and of the PHI's own offset by one byte, through which
// alone the walk reads: the PHI's values are those of the offset less
// one byte, and the element is only ever used as its address plus one,
// z's first byte. LLVM 14 starts the PHI at &s->z[0]. A PHI whose only
// use is that offset (no other use, noteUse; no other byte offset)
// therefore merges only with the offset, and the offset also takes the
// start plus the step (a byte offset on the start, resolved as any):
// the start is not merged with the addresses inside its member, as
// typed IR's PHI of &s->z[0] and &s->z[k] says (it was BadCasting and
// UnsafePtrMerge, the element used as an address of z, in clang 19's
// module only). Any other such PHI merges as any PHI.
func (a *inferrer) walkUses(bgFrom int) {
	q := a.walkQueue
	if len(q) == 0 {
		return
	}
	a.walkQueue = a.walkQueue[:0]
	for _, w := range q {
		x, step := w.phi, w.step
		only := !containsValue(a.otherUses, x)
		if only {
			for _, bg := range a.byteGEPs[bgFrom:] {
				if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst && g.Src == x && g != step {
					only = false
					break
				}
			}
		}
		if !only {
			a.mergeOperands(x)
			continue
		}
		var start value.Value
		for _, inc := range x.Incs {
			if inc.X != step {
				start = inc.X
			}
		}
		n := a.node(x)
		a.merge(n, a.phiOperand(a.fieldWeb(x), step), UnsafePtrMerge, x, "PHI merges incompatible pointers")
		if base := a.node(start); base >= 0 {
			a.byteGEPs = append(a.byteGEPs, a.bgSlab.add(byteGEP{gep: step, base: base, res: a.node(step), index: step.Indices[0], scale: int64(a.tt.sizeOf(step.ElemType))}))
		}
	}
}

// containsValue reports whether vs holds v.
func containsValue(vs []value.Value, v value.Value) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// noteUse records, during the walk of a function, a use of op by an
// instruction (g when it is a getelementptr) that is not a constant
// positive byte offset on op, if op is a pointer PHI or select: such a
// value does not wait (offsetUses).
func (a *inferrer) noteUse(op value.Value, g *llir.InstGetElementPtr) {
	switch op.(type) {
	case *llir.InstPhi, *llir.InstSelect:
		a.noteMergeUse(op, g)
	}
}

// noteMergeUse is noteUse for a PHI or select (apart, so that noteUse,
// called on every operand, is inlined).
func (a *inferrer) noteMergeUse(op value.Value, g *llir.InstGetElementPtr) {
	if g != nil && g.Src == op && a.offsetGEP(g) {
		return
	}
	if isPtrType(op.Type()) {
		a.otherUses = append(a.otherUses, op)
	}
}

// offsetGEP reports whether g is a constant positive offset on a scalar
// element type (a byte offset): one index, a constant.
func (a *inferrer) offsetGEP(g *llir.InstGetElementPtr) bool {
	if len(g.Indices) != 1 {
		return false
	}
	switch g.ElemType.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
	default:
		return false
	}
	c, isConst := ir.ConstInt(g.Indices[0])
	return isConst && c*int64(a.tt.sizeOf(g.ElemType)) > 0
}

// settleOffsetMerges runs when the module's walk is done, before the
// fixed point: the waiting merges whose operands' classes share a
// dominant structure, or whose operands' meanings (the tags' structures,
// meaning) are not all known and different, merge now, as they did
// during the walk, so that the fixed point sees them from its start; the
// others wait for it (resolveOffsetMerges). Constants (a global's
// address) are left aside, as the meaning of a PHI leaves them (meet):
// when the other operands agree, the merge gives the PHI their meaning,
// whose fields its offsets are, as before. The meanings stay cached, as
// those the fixed point's first round computes do.
func (a *inferrer) settleOffsetMerges() {
	if len(a.offMerges) == 0 {
		return
	}
	var keep []*offMerge
	var buf [4]value.Value
	for _, m := range a.offMerges {
		first, differ := -1, false
		if _, _, dom := a.offOperands(m.x, buf[:0]); dom >= 0 {
			// One structure already (resolveOffsetMerges).
			a.cur = m.fn
			a.mergeOperands(m.x)
			continue
		}
		for _, v := range merged(m.x, buf[:0]) {
			id := -1
			if s := a.offStruct(v); s >= 0 {
				id = s
			} else if _, isConst := v.(constant.Constant); isConst {
				continue
			} else {
				id = a.meaning(v)
			}
			if id < 0 {
				differ = false
				break
			}
			if first < 0 {
				first = id
			} else if !a.oneObject(id, first) {
				differ = true
			}
		}
		if differ {
			keep = append(keep, m)
			continue
		}
		a.cur = m.fn
		a.mergeOperands(m.x)
	}
	a.offMerges = keep
	a.cur = nil
}

// resolveOffsetMerges decides the waiting merges of objects used only
// through constant byte offsets. Operands already in one class, or in
// classes of one dominant structure, merge as any PHI's. When nothing
// else changes (final), the others are judged: operands that point to
// different structures (each its class's dominant type, or its meaning),
// each of which has a field at every offset, stay apart, and each offset
// is the address of each one's field there, as typed IR's PHI or select
// of the fields' addresses says; any other merges as any PHI's, so that
// nothing is less conservative than before when undecided.
func (a *inferrer) resolveOffsetMerges(final bool) bool {
	changed := false
	var buf [4]value.Value
	for _, m := range a.offMerges {
		if m.done {
			continue
		}
		ops, same, dom := a.offOperands(m.x, buf[:0])
		if dom < 0 {
			if !final {
				continue
			}
			if ids, ok := a.offStructs(ops); ok && a.offFields(m, ids) {
				a.splitOffsets(m, ids)
				m.done, changed = true, true
				if !same {
					continue
				}
				// Operands already one class (generic code's):
				// the PHI joins it as any PHI does, its offsets
				// resolved.
			}
		}
		m.done, changed = true, true
		cur := a.cur
		a.cur = m.fn
		a.mergeOperands(m.x)
		a.cur = cur
	}
	if changed {
		live := a.offMerges[:0]
		for _, m := range a.offMerges {
			if !m.done {
				live = append(live, m)
			}
		}
		a.offMerges = live
	}
	return changed
}

// offOperands returns the non-null operands of PHI or select x
// (appended to buf, which resolveOffsetMerges, called at each step of
// the fixed point, reuses), whether they are all in one class, and the
// dominant structure their classes share (-1 when a class has none, or
// they differ).
func (a *inferrer) offOperands(x value.Value, buf []value.Value) ([]value.Value, bool, int) {
	ops := merged(x, buf)
	k := 0
	for _, v := range ops {
		if !isNullish(v) {
			ops[k] = v
			k++
		}
	}
	ops = ops[:k]
	same, dom := true, -2
	var r0 int32 = -1
	for _, v := range ops {
		n, ok := a.vals.get(keyOf(v))
		if !ok {
			return ops, false, -1
		}
		r := a.find(n)
		if r0 < 0 {
			r0 = r
		} else if r != r0 {
			same = false
		}
		d := &a.data[r]
		t := -1
		if len(d.types) > 0 {
			t = a.dominantOf(d)
		}
		switch {
		case t < 0:
			dom = -1
		case dom == -2:
			dom = t
		case dom != t:
			dom = -1
		}
	}
	if dom < 0 {
		dom = -1
	}
	return ops, same, dom
}

// offStructs returns the structure each operand points to: its class's
// dominant type, else its meaning (the tags) when its class may point to
// it; ok is false when one is unknown or all are one.
func (a *inferrer) offStructs(ops []value.Value) ([]int, bool) {
	ids := make([]int, 0, len(ops))
	differ := false
	for _, v := range ops {
		n, ok := a.vals.get(keyOf(v))
		if !ok {
			return nil, false
		}
		r := a.find(n)
		d := &a.data[r]
		id := a.offStruct(v)
		if id < 0 && len(d.types) > 0 {
			id = a.dominantOf(d)
		}
		if id < 0 {
			if m := a.meaning(v); m >= 0 && (len(d.types) == 0 || a.mayPointToRoot(r, m)) {
				id = m
			}
		}
		if id < 0 {
			return nil, false
		}
		if len(ids) > 0 && !a.oneObject(id, ids[0]) {
			differ = true
		}
		ids = appendUnique(ids, id)
	}
	return ids, differ
}

// offStruct returns the structure operand v of a merge of objects used
// through byte offsets points to by its own form: a global variable of
// a structure type, or an element of an array of S (stepOver, as typed
// IR's `getelementptr %S, %p, %i` says, whatever the class of the
// array's base holds); -1 otherwise.
func (a *inferrer) offStruct(v value.Value) int {
	if g, isGlobal := v.(*llir.Global); isGlobal && isStructType(g.ContentType) {
		return a.tt.structID(g.ContentType)
	}
	if _, isGEP := v.(*llir.InstGetElementPtr); isGEP {
		return a.stepOver(v)
	}
	return -1
}

// oneObject reports whether pointers to structures x and y may be one
// object's: the same structure, or one at offset 0 of the other (a
// pointer to the outer one is also one to the inner one).
func (a *inferrer) oneObject(x, y int) bool {
	return x == y || a.tt.inChain(x, y) || a.tt.inChain(y, x)
}

// offFields reports whether every offset of m is a field's start in
// every structure of ids.
func (a *inferrer) offFields(m *offMerge, ids []int) bool {
	for _, bg := range m.bgs {
		c, isConst := ir.ConstInt(bg.index)
		off := c * bg.scale
		if !isConst || off <= 0 {
			return false
		}
		for _, id := range ids {
			if uint64(off) >= a.tt.infos[id].Size {
				return false
			}
			if _, _, ok := a.fieldAt(id, uint64(off)); !ok {
				return false
			}
		}
	}
	return true
}

// splitOffsets makes each offset of m the address of the field there of
// each structure of ids.
func (a *inferrer) splitOffsets(m *offMerge, ids []int) {
	for _, bg := range m.bgs {
		if bg.done {
			continue
		}
		bg.done = true
		c, _ := ir.ConstInt(bg.index)
		for _, id := range ids {
			if e, ft, ok := a.fieldAt(id, uint64(c*bg.scale)); ok {
				a.fieldResult(bg, e, ft)
			}
		}
	}
}
