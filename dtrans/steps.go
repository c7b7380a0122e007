package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file decides the inferrer's pending structure steps: typed
// getelementptrs over one structure that may address a bigger one holding it
// at offset 0, and variable strides.

// resolveSteps decides each pending stepGEP: when its base points to a
// structure T (its class's dominant type) that holds the stepped
// structure S at offset 0 and is bigger than the offset, the step stays
// inside one T, and is a byte offset into it: LLVM 14's instcombine
// writes an offset from a pointer declared as the base structure
// (sqlite3's `sqlite3_vtab *` and `sqlite3_vtab_cursor *`, which its
// virtual tables and cursors extend; a Fts5IndexIter inside a Fts5Iter)
// as a step over it, where opaque IR has a byte offset, and T's field is
// what the code reaches. Otherwise it is what it was: the field of the S
// it steps to, or that S, as in an array of S.
func (a *inferrer) resolveSteps() bool {
	if len(a.steps) == 0 {
		return false
	}
	inside := func(t, s int, off int64) bool {
		return t >= 0 && t != s && a.tt.inChain(t, s) && uint64(off) < a.tt.infos[t].Size
	}
	for _, s := range a.steps {
		d := a.cls(s.base)
		dom := a.dominantOf(d)
		if inside(dom, s.id, s.off) {
			a.resolveOffset(&byteGEP{gep: s.g, base: s.base, res: s.res, index: constant.NewInt(types.I64, s.off), scale: 1}, dom)
			continue
		}
		if dom < 0 && len(d.types) > 0 {
			// On a pointer to several types, the tags name T as for
			// a byte offset (resolveByteGEPs): the access is counted
			// by them, and the class is left as it is.
			t := -1
			if id, ok := a.gepTBAA.get(keyOf(s.g)); ok && id >= 0 && a.mayPointToRoot(a.find(s.base), int(id)) {
				t = int(id)
			} else if g, isInst := s.g.(*llir.InstGetElementPtr); isInst {
				if id, ok := a.foldedTag(g.Src); ok && id >= 0 && a.mayPointToRoot(a.find(s.base), id) {
					t = id
				}
			}
			// T does not hold S, but begins with S's members (C's
			// common initial sequence: lua's CommonHeader, which
			// begins GCObject and every collectable object): clang
			// 14's instcombine writes `&ts->contents[0]` of a TString
			// ts cast from a GCObject o as `getelementptr %GCObject,
			// o, 1, 1`, where opaque IR has `getelementptr i8, o,
			// 24`, which the same tags resolve (resolveByteGEPs). The
			// step is T's field there, and its result the field's
			// address (tagField), here even when the class holds a
			// union whose LLVM type shows S (lua's GCUnion): the
			// step over S is that member's type only, not a member
			// access through it.
			if t >= 0 && t != s.id && !a.tt.inChain(t, s.id) && a.tt.initialSeq(t, s.id) && uint64(s.off) < a.tt.infos[t].Size {
				a.setTagGEP(s.g, t, uint64(s.off))
				m := a.unionShown(a.find(s.base))
				if e, ft, ok := a.fieldAt(t, uint64(s.off)); ok && m != -2 && (m < 0 || m == t || m == s.id) {
					bg := s.asByteGEP()
					a.fieldResult(bg, e, ft)
					a.blobContent(bg, t, uint64(s.off))
				}
				a.undeclareStep(s)
				continue
			}
			if inside(t, s.id, s.off) {
				a.setTagGEP(s.g, t, uint64(s.off))
				// Nor is the result a pointer to S, as typed IR
				// declares it: opaque IR's byte offset has no type.
				a.undeclareStep(s)
				continue
			}
			// T neither holds S at offset 0 nor begins with S's
			// members, and the offset is inside T: the step is T's
			// field there, as the same byte offset from a base whose
			// tags name T is (resolveByteGEPs), not the next S of
			// the base's class. LLVM 14's instcombine writes sqlite3's
			// `p->pFresh = pNew->aEntry`, pNew a RowSetChunk from a
			// lookaside slot, as `getelementptr %LookasideSlot, %slot,
			// i64 1`, which merged the RowSetEntry array with the
			// generic class of the allocator, in typed IR only.
			if t >= 0 && t != s.id && !a.tt.inChain(t, s.id) && uint64(s.off) < a.tt.infos[t].Size {
				bg := s.asByteGEP()
				a.tagField(bg, t, uint64(s.off))
				a.undeclareStep(s)
				continue
			}
			// A step over whole S and nothing else says what lies
			// there: nothing says the memory past the object is
			// another S of the same class (sqlite3's `(void
			// *)&pPgHdr[1]`, the MemPage allocated after a PgHdr),
			// and opaque IR's byte offset on a pointer to several
			// types says nothing either (resolveByteGEPs): the
			// result is not merged with its base, and not a pointer
			// to S.
			if len(s.indices) == 1 && !a.stepResolvable(s) {
				a.undeclareStep(s)
				a.setGEPRes(keyOf(s.g), gepResult{kind: gepAmbiguous, base: s.base})
				continue
			}
		}
		a.fieldGEP(s.g, s.elem, s.indices, s.base, s.res)
	}
	a.steps = nil
	return true
}

// wholeStep reports whether v is a constant step over whole structures
// id and nothing more (`getelementptr %S, p, k`, a stepGEP).
func (a *inferrer) wholeStep(v value.Value, id int) bool {
	g, ok := v.(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 || a.tt.structID(g.ElemType) != id {
		return false
	}
	_, ok = a.constStep(g.ElemType, g.Indices)
	return ok
}

// stepResolvable reports whether, on a pointer to several types,
// something other than the step's own type says what step s reaches, as
// it would for the same byte offset (resolveByteGEPs): the variable it
// starts from, the tags of the accesses through it or through its base
// (when the offset is inside the structure they name), or a class whose
// ambiguity comes only from unions.
func (a *inferrer) stepResolvable(s *stepGEP) bool {
	if a.varStruct(s.g) >= 0 {
		return true
	}
	r := a.find(s.base)
	if id, ok := a.gepTBAA.get(keyOf(s.g)); ok && id >= 0 && a.mayPointToRoot(r, int(id)) {
		return true
	}
	within := func(id int) bool { return id >= 0 && uint64(s.off) < a.tt.infos[id].Size }
	if g, isInst := s.g.(*llir.InstGetElementPtr); isInst {
		if id, ok := a.foldedTag(g.Src); ok && within(id) && a.mayPointToRoot(r, id) {
			return true
		}
	}
	return within(a.domBesidesUnions(r))
}

// removeID returns ids without id.
func removeID(ids []int, id int) []int {
	out := ids[:0]
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// castGEP reports whether g is a getelementptr instruction without
// inbounds, or a constant getelementptr, whose indices are all constant
// zero and whose result points to a scalar. clang emits every member
// access inbounds; LLVM 14's instcombine writes a cast of a structure
// pointer to a pointer to its first scalar field's type (`(void *)p` when
// that field is a char: sqlite3's AggInfo, Decimal, TriggerStep) as such
// a getelementptr, which opaque IR folds into p. LLVM 14's constant
// folder writes `(void *)&g` so too, inbounds (sqlite3's compareInfo
// globals), and a constant `&g.first` is the same expression: opaque IR
// has @g for both, so both are g's address. It is the cast, not the
// field's address. A cast to a first field that is a structure is
// castToFirst's when g is an instruction without inbounds; otherwise it
// stays that field's address, as firstFieldArg and baseField read it.
func castGEP(g value.Value, elem types.Type, indices []value.Value) bool {
	switch x := g.(type) {
	case *llir.InstGetElementPtr:
		if x.InBounds {
			return false
		}
	case *constant.ExprGetElementPtr:
	default:
		return false
	}
	switch zeroPath(elem, indices).(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		return true
	}
	return false
}

// zeroPath returns the type a getelementptr over elem reaches when its
// indices, two at least, are all constant zero (a cast to a first
// field's type: castGEP, castToFirst); nil otherwise.
func zeroPath(elem types.Type, indices []value.Value) types.Type {
	if len(indices) < 2 {
		return nil
	}
	for _, ix := range indices {
		if n, isConst := ir.ConstInt(ix); !isConst || n != 0 {
			return nil
		}
	}
	_, _, final, ok := gepPath(elem, indices)
	if !ok {
		return nil
	}
	return final
}

// offFieldBase reports whether v is a byte offset (`getelementptr i8, ptr
// %p, i64 c`) by a constant that is not a multiple of struct id's size:
// the base of a strideGEP.
func (a *inferrer) offFieldBase(v value.Value, id int) bool {
	g, ok := v.(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) == 0 {
		return false
	}
	if len(g.Indices) > 1 {
		// A field's address (brotli's `&nodes[pos].u.cost`, then
		// strided over ZopfliNode).
		_, _, _, ok := gepPath(g.ElemType, g.Indices)
		return ok
	}
	if it, isInt := g.ElemType.(*types.IntType); !isInt || it.BitSize != 8 {
		return false
	}
	c, isConst := ir.ConstInt(g.Indices[0])
	size := int64(a.tt.infos[id].Size)
	return isConst && size > 0 && c%size != 0
}

// resolveStrides decides each pending strideGEP whose base has evidence:
// when the base only points into fields of the structure (and to the
// structures those fields are), the result is a pointer to the same field
// of another element, the base's class; otherwise the base points to the
// structure, as for any getelementptr of that type.
func (a *inferrer) resolveStrides(final bool) bool {
	changed := false
	n := len(a.strides)
	pending := a.strides[:0] // as in resolveArrayGEPs
	defer func() { a.strides = append(pending, a.strides[n:]...) }()
	for _, sg := range a.strides[:n] {
		if sg.done {
			continue
		}
		d := a.cls(sg.base)
		if !d.evidence() && !final {
			pending = append(pending, sg)
			continue
		}
		sg.done = true
		changed = true
		inside := len(d.elems) > 0
		for _, e := range d.elems {
			if e.typ != sg.id {
				inside = false
			}
		}
		// The structures a field pointer also points to are the
		// field's own type and those at its offset 0.
		for _, t := range d.types {
			if !inside {
				break
			}
			inside = false
			for _, e := range d.elems {
				if ft := a.tt.structID(a.tt.infos[e.typ].Type.Fields[e.field]); ft == t || (ft >= 0 && a.tt.inChain(ft, t)) {
					inside = true
				}
			}
		}
		if !inside {
			a.addType(sg.base, sg.id)
		}
		a.union(sg.res, sg.base)
	}
	return changed
}

// gepPath follows a getelementptr's indices from its source element type
// elem, as ir.GEPSteps does but without building the steps (the analysis
// does it for every getelementptr of the module): it returns the last
// structure an index selects a field of, and that field (st is nil when
// no index does), and the type the indices reach. ok is false when an
// index does not fit the type.
func gepPath(elem types.Type, indices []value.Value) (st *types.StructType, field int, final types.Type, ok bool) {
	cur := elem
	for _, idx := range indices[min(1, len(indices)):] {
		switch t := cur.(type) {
		case *types.StructType:
			n, isConst := ir.ConstInt(idx)
			if !isConst || n < 0 || n >= int64(len(t.Fields)) {
				return nil, 0, nil, false
			}
			st, field, cur = t, int(n), t.Fields[n]
		case *types.ArrayType:
			cur = t.ElemType
		case *types.VectorType:
			cur = t.ElemType
		default:
			return nil, 0, nil, false
		}
	}
	return st, field, cur, true
}

// fieldHoldsPointers reports whether a field is a pointer or an array of
// pointers.
func fieldHoldsPointers(t types.Type) bool {
	for depth := 0; depth < 8; depth++ {
		switch x := t.(type) {
		case *types.PointerType:
			return true
		case *types.ArrayType:
			t = x.ElemType
		default:
			return false
		}
	}
	return false
}

// initialSeq reports whether struct s's members are t's first members:
// at the same offsets, of the same types (any pointers alike, so that
// typed and opaque IR agree). S has two members at least: a structure of
// one pointer (sqlite3's sqlite3_file) begins every structure that
// begins with a pointer, and says nothing of a common header; on
// sqlite3's steps over sqlite3_file into a unixFile or a MemJournal
// (memjrnlWrite's copy of the journal) the opaque modules leave the
// same byte offsets unresolved (clang 14 vs 19 -O2 fell 270 to 269).
func (tt *typeTable) initialSeq(t, s int) bool {
	ft, fs := tt.infos[t].Fields, tt.infos[s].Fields
	if len(fs) < 2 || len(fs) > len(ft) {
		return false
	}
	for i := range fs {
		if fs[i].Offset != ft[i].Offset {
			return false
		}
		if isPtrType(fs[i].Type) || isPtrType(ft[i].Type) {
			if !isPtrType(fs[i].Type) || !isPtrType(ft[i].Type) {
				return false
			}
		} else if fs[i].TypeName != ft[i].TypeName {
			return false
		}
	}
	return true
}

// castToFirst reports whether g is a getelementptr instruction without
// inbounds whose indices are all constant zero and whose result points
// to a structure F: LLVM 14's instcombine writes a cast `(F *)p` of a
// pointer to a structure beginning with F so (pcre2's `(pcre2_memctl
// *)gcontext`, lua's StackValue to TValue). Its source structure is p's
// declared type, no evidence of what p points to (a select of a general
// context and of a code cast to one, in pcre2), and its result is p's
// class, as opaque IR's p is: the first field's address, where the
// pointer is passed to a parameter used as F, is firstFieldArg's.
func castToFirst(g value.Value, elem types.Type, indices []value.Value) bool {
	x, ok := g.(*llir.InstGetElementPtr)
	if !ok || x.InBounds {
		return false
	}
	_, isStruct := zeroPath(elem, indices).(*types.StructType)
	return isStruct
}

// asByteGEP is step s as the byte offset opaque IR writes for it.
func (s *stepGEP) asByteGEP() *byteGEP {
	return &byteGEP{gep: s.g, base: s.base, res: s.res, index: constant.NewInt(types.I64, s.off), scale: 1}
}

// undeclareStep removes S from the declared types of step s's result:
// the step is no pointer to S, as typed IR declares it (opaque IR's byte
// offset has no type).
func (a *inferrer) undeclareStep(s *stepGEP) {
	if a.declaring {
		r := a.find(s.res)
		a.decl[r] = removeID(a.decl[r], s.id)
	}
}
