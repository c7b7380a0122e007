package dtrans

import (
	"sort"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file maps byte offsets to fields: clang 19's `getelementptr i8` at
// a constant offset, resolved on the dominant type of its base's class and
// the DataLayout, through nested structures, unions and arrays.

// leaf0 returns the innermost field at offset 0 of struct id (descending
// into nested structs and arrays of structs, and into the first member
// the TBAA type nodes name where llvm-link renamed it: firstMembers).
func (a *inferrer) leaf0(id int) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		inner := a.tt.structID(st.Fields[0])
		if inner < 0 {
			return elemRef{id, 0}, true
		}
		if ms := a.tt.infos[id].members; ms != nil && ms[0] >= 0 {
			inner = ms[0]
		}
		id = inner
	}
	return elemRef{}, false
}

// resolveByteGEPs maps byte-offset (and scaled scalar) getelementptrs to
// fields once their base's type is known.
func (a *inferrer) resolveByteGEPs() bool {
	changed := false
	// As in resolveArrayGEPs, only the pending entries stay.
	n := len(a.byteGEPs)
	pending := a.byteGEPs[:0]
	defer func() { a.byteGEPs = append(pending, a.byteGEPs[n:]...) }()
	for _, bg := range a.byteGEPs[:n] {
		if bg.done {
			continue
		}
		d := a.cls(bg.base)
		if !d.evidence() {
			pending = append(pending, bg)
			continue
		}
		if !a.diffsDue && a.diffPending(bg.index) {
			a.diffsWait = true
			pending = append(pending, bg)
			continue
		}
		bg.done = true
		changed = true
		if len(d.types) > 0 {
			if id := a.renamedVar(bg.gep); id >= 0 {
				// A variable typed as the rebuilt structure its
				// tags name (typeGlobals): its fields.
				a.resolveOffset(bg, id)
				continue
			}
			dom := a.dominantOf(d)
			if dom < 0 {
				if id := a.varStruct(bg.gep); id >= 0 {
					// A byte offset on a global or local variable
					// of a structure type: the variable's type says
					// what lies there, whatever else its class holds
					// (its address also reaches generic code:
					// sqlite3's sqlite3Config), as typed IR's
					// getelementptr on the variable says.
					a.resolveOffset(bg, id)
					continue
				}
				if id, ok := a.gepTBAA.get(keyOf(bg.gep)); ok && id >= 0 && a.mayPointToRoot(a.find(bg.base), int(id)) {
					// A tagged access says which structure's field
					// the offset reaches, as typed IR's getelementptr
					// does: no AmbiguousGEP. The field's address is
					// not followed further (the class stays as it
					// is): the tag counts the access, and the
					// accesses through it without a tag count the
					// same structure's field there (countTagGEP),
					// as typed IR's getelementptr names it.
					if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 {
						a.tagField(bg, int(id), uint64(c*bg.scale))
					}
					continue
				}
				// The tags of the other accesses from the same base
				// value, at offset 0 or through byte offsets, when
				// all that name a structure name one of the class's
				// types: the value points to it, and the offset,
				// inside it, is its field, as typed IR's
				// getelementptrs on the value say. Counted as
				// above, and no AmbiguousGEP.
				if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst {
					if id := a.meaning(g.Src); id >= 0 {
						c, isConst := ir.ConstInt(bg.index)
						if isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size && a.mayPointToRoot(a.find(bg.base), int(id)) {
							a.tagField(bg, int(id), uint64(c*bg.scale))
							continue
						}
						if isConst && a.mayPointToRoot(a.find(bg.base), int(id)) && a.tailTag(bg, id, c*bg.scale) {
							continue
						}
						// A select of fields' offsets (see
						// selectedFields).
						if m := a.unionShown(a.find(bg.base)); !isConst && (m == -1 || m == id) && a.mayPointToRoot(a.find(bg.base), int(id)) && a.selectedFields(bg, id) {
							continue
						}
					}
				}
				if id, off := a.stepOriginOf(bg); id >= 0 {
					// A constant byte offset inside S from a
					// variable step over an array of S
					// (`getelementptr %S, ptr %p, i64 %i`, or a
					// PHI of such steps: a walk over the array):
					// C's &p[i] points to an S, whatever else the
					// generic code merged into its class, and the
					// offset is S's field, as typed IR's
					// getelementptr to the field names it (lua's
					// Node array, walked through gnext, read through
					// the union's char-tagged accesses), when no tag
					// says otherwise (above). Counted as for the
					// tags, and no AmbiguousGEP.
					a.tagField(bg, id, off)
					continue
				}
				// A step by whole structures S, S among the class's
				// types, whose result the tags of the accesses
				// through it name S: the next elements of an array
				// of S, as typed IR's getelementptr over S says
				// (sqlite3's pIter->aFirst[1].iFirst, aFirst an
				// array of Fts5CResult placed after the Fts5Iter's
				// segment iterators, in the class of both): the
				// result stays in the class, no AmbiguousGEP.
				if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 {
					if id, ok := a.stepTags.get(keyOf(bg.gep)); ok && id >= 0 && a.tt.infos[id].Size > 0 && uint64(c*bg.scale)%a.tt.infos[id].Size == 0 && a.mayPointToRoot(a.find(bg.base), int(id)) {
						a.addType(bg.res, int(id))
						continue
					}
				}
				// A class whose ambiguity comes only from unions
				// (a union's LLVM type shows one member, and a
				// pointer to it is also one to the member the code
				// uses): the offset is in the dominant other type,
				// as for the accesses at offset 0 (countFirstFields)
				// and as typed IR's getelementptr on the member's
				// type says (libdeflate's matchfinders, members of
				// one union). Counted as above, and no AmbiguousGEP.
				if id := a.domBesidesUnions(a.find(bg.base)); id >= 0 {
					if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size {
						a.setTagGEP(bg.gep, id, uint64(c*bg.scale))
						continue
					}
				}
				if a.firstArrays(bg, d) {
					continue
				}
				a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepAmbiguous, base: bg.base})
				if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 {
					if a.unionLoaded(bg) {
						// What it loads may say which
						// (resolveByContent).
						a.contentWait = append(a.contentWait, bg)
					}
					if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst {
						a.ambiguousOffs = append(a.ambiguousOffs, ambiguousOff{gep: g, res: bg.res, off: c * bg.scale})
					}
				}
				continue
			}
			if a.backInArray(bg, d, dom) {
				a.union(bg.res, bg.base)
				continue
			}
			if a.unionLoadGuess(bg) {
				a.guesses = append(a.guesses, domGuess{gep: bg.gep, base: bg.base, dom: dom, res: -1})
				a.guessing = true
			}
			a.resolveOffset(bg, dom)
			a.guessing = false
			continue
		}
		// A pointer to a field: stepping inside an array field is fine;
		// stepping off a scalar field is not.
		n, isConst := ir.ConstInt(bg.index)
		inArray := true
		for _, e := range d.elems {
			if _, ok := a.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType); !ok {
				inArray = false
			}
		}
		switch {
		case inArray || (isConst && n == 0):
			a.union(bg.res, bg.base)
		case isConst && a.fieldStep(bg, d.elems, n*bg.scale):
		default:
			a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepOutOfField, base: bg.base})
		}
	}
	return changed
}

// resolveByContent takes up, once nothing else changes in the fixed
// point, the constant byte offsets on pointers to several types read
// through a union member (unionLoaded) that nothing resolved
// (AmbiguousGEP): one through which a pointer is loaded
// with a scalar tag, whose own accesses' tags say it points to a
// structure P (its meaning), is the field of the one structure among
// the base's types that has, at that offset, a pointer field whose
// values loaded elsewhere with its tag point to P (fieldContent), as
// typed IR's cast of the base names it: lua's `clLvalue(s2v(func))->p`
// and `uvalue(o)->metatable`, char-tagged byte offsets 24 on a pointer
// to every collectable object, load a Proto and a Table, and only
// LClosure's p holds Protos there, only Udata's metatable Tables
// (CClosure's f, Table's node, TString's characters lie there too). It
// reports whether it resolved any.
func (a *inferrer) resolveByContent() bool {
	if len(a.contentWait) == 0 {
		return false
	}
	loads := make(map[vkey]*llir.InstLoad, len(a.scalarLoads))
	for _, l := range a.scalarLoads {
		k := keyOf(stripBitCasts(l.Src))
		if _, seen := loads[k]; !seen {
			loads[k] = l
		}
	}
	changed := false
	for _, bg := range a.contentWait {
		l, ok := loads[keyOf(bg.gep)]
		if !ok {
			continue
		}
		c, _ := ir.ConstInt(bg.index)
		off := uint64(c * bg.scale)
		if id := a.fieldByContent(bg, l, off); id >= 0 {
			a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepPlain, base: bg.base})
			a.tagField(bg, id, off)
			changed = true
		}
	}
	a.contentWait = nil
	return changed
}

// unionLoaded reports whether byte offset bg's base is a pointer read
// through a union member (a load clang tags "omnipotent char", as lua's
// TValue's GCObject * is): an object of one of the union's types. An
// array of pointers indexed by a byte offset (sqlite3's argv[2]) is no
// object whose fields hold what it loads.
func (a *inferrer) unionLoaded(bg *byteGEP) bool {
	g, isInst := bg.gep.(*llir.InstGetElementPtr)
	if !isInst {
		return false
	}
	l, isLoad := stripBitCasts(g.Src).(*llir.InstLoad)
	return isLoad && a.charTagged(l)
}

// fieldByContent returns the one structure among the types of the class
// of byte offset bg's base whose pointer field at offset off holds what
// l, a load through bg, loads (resolveByContent), or -1.
func (a *inferrer) fieldByContent(bg *byteGEP, l *llir.InstLoad, off uint64) int {
	p := a.meaning(l)
	if p < 0 {
		return -1
	}
	found := -1
	for _, t := range sortedTypes(a.cls(bg.base).types) {
		e, ft, ok := a.fieldAt(t, off)
		if !ok || !isPtrType(ft) {
			continue
		}
		sl := a.tt.layoutOf(e.typ)
		if !sl.IsSized() || e.field >= len(sl.Offsets) || a.fieldContent(e.typ, int64(sl.Offsets[e.field])) != p {
			continue
		}
		if found >= 0 && found != t {
			return -1
		}
		found = t
	}
	return found
}

// backInArray reports whether byte offset bg on a pointer of class d,
// whose dominant structure is dom, is a step back inside an array field
// the class's pointers also point into: a constant negative offset, less
// than one dom, that is not a whole number of them, on a class that also
// holds the addresses of array fields only (a char pointer that points
// to strings kept in several places: mujs's lexer reads `J->source - 1`,
// where the source may be a js_Value's inline short string, whose
// address opaque IR folds into the js_Value's, or a js_String's
// characters). Such a step stays in the characters, as it does from the
// field addresses (typed IR's getelementptr to the short string names
// the array field); it does not reach the tail of the previous element
// of an array of dom: canonical twins: mujs 14 to 15.
func (a *inferrer) backInArray(bg *byteGEP, d *classData, dom int) bool {
	if len(d.elems) == 0 {
		return false
	}
	c, isConst := ir.ConstInt(bg.index)
	if !isConst {
		return false
	}
	off, size := c*bg.scale, int64(a.tt.infos[dom].Size)
	if off >= 0 || size <= 0 || -off >= size {
		return false
	}
	for _, e := range d.elems {
		ti := a.tt.infos[e.typ]
		if _, ok := ti.Type.Fields[e.field].(*types.ArrayType); !ok && !(ti.Partial && e.field == len(ti.Type.Fields)-1) {
			// Not an array, nor the last member of a partly
			// known type (its trailing array, which TBAA shows
			// as one element, as in resolveOffset).
			return false
		}
	}
	return true
}

// fieldStep maps a constant step of off bytes from the address of a
// scalar field (each of es) to the field of the same structure that
// begins there, when it is the same one for all of es: LLVM 14's
// instcombine writes `&s->f11` as `getelementptr T, &s->f9, 2`, the step
// over two fields of type T, where LLVM 19 writes the byte offset of f11
// from s (bzip2's BZ2_bzBuffToBuffDecompress). Both name the field; only
// a step that lands inside a field or outside the structure manipulates
// the pointer.
func (a *inferrer) fieldStep(bg *byteGEP, es []elemRef, off int64) bool {
	var to elemRef
	var toType types.Type
	for i, e := range es {
		l := a.tt.layoutOf(e.typ)
		if e.field >= len(l.Offsets) {
			return false
		}
		at := int64(l.Offsets[e.field]) + off
		if at <= 0 || at >= int64(a.tt.infos[e.typ].Size) {
			return false
		}
		f, ft, ok := a.fieldAt(e.typ, uint64(at))
		if !ok || (i > 0 && f != to) {
			return false
		}
		to, toType = f, ft
	}
	if len(es) == 0 {
		return false
	}
	a.fieldResult(bg, to, toType)
	return true
}

// stepOriginOf returns struct S when byte offset bg is a constant
// positive offset inside S from a variable step over S (stepOrigin) on a
// pointer whose class may point to S, and no access through bg has a tag
// naming a structure, and the offset; -1 otherwise.
func (a *inferrer) stepOriginOf(bg *byteGEP) (int, uint64) {
	c, isConst := ir.ConstInt(bg.index)
	if !isConst || c*bg.scale <= 0 {
		return -1, 0
	}
	g, isInst := bg.gep.(*llir.InstGetElementPtr)
	if !isInst {
		return -1, 0
	}
	if t, ok := a.gepTBAA.get(keyOf(bg.gep)); ok && t >= 0 {
		return -1, 0 // a tag names the structure
	}
	id, off := stepOrigin(a.tt, g.Src), uint64(c*bg.scale)
	if id >= 0 && a.tt.infos[id].Size > 0 && off >= a.tt.infos[id].Size {
		// Past whole elements of the array: the field of a
		// following element (`p[i + 2].p4`, which LLVM writes as
		// one byte offset from &p[i]), as typed IR's getelementptr
		// over S then into the field says.
		if off%a.tt.infos[id].Size == 0 {
			return -1, 0
		}
		off %= a.tt.infos[id].Size
	}
	if id < 0 || off >= a.tt.infos[id].Size || !a.mayPointToRoot(a.find(bg.base), id) || a.inArrayField(id, off) {
		return -1, 0
	}
	return id, off
}

// inArrayField reports whether byte offset off of struct id lies in an
// array field, at any depth of nested structures (or is not a field's).
// The address of such an element, indexed on, names no element type
// where typed IR's getelementptr into the array does: sqlite3's
// `aCell[i].aCoord`, whose RtreeCoord elements vector loads read
// (MismatchedElementAccess in typed IR), stays unresolved there.
func (a *inferrer) inArrayField(id int, off uint64) bool {
	cur, r := id, off
	for depth := 0; depth < 32; depth++ {
		_, ft, within, _, ok := a.offsetStep(cur, r)
		if !ok {
			return true
		}
		switch t := ft.(type) {
		case *types.ArrayType:
			return true
		case *types.StructType:
			if cur = a.tt.structID(t); cur < 0 {
				return true
			}
			r = within
		default:
			return false
		}
	}
	return true
}

// stepOrigin returns struct S when v (past bitcasts) is a variable step
// over an array of S (`getelementptr %S, ptr %p, i64 %i`, one index, not
// a constant: a constant step may reach past an S, to memory S only
// measures), or a PHI each of whose incoming values is such a step over
// the same S; -1 otherwise.
func stepOrigin(tt *typeTable, v value.Value) int {
	step := func(x value.Value) int {
		g, ok := stripBitCasts(x).(*llir.InstGetElementPtr)
		if !ok || len(g.Indices) != 1 {
			return -1
		}
		if _, isConst := ir.ConstInt(g.Indices[0]); isConst {
			return -1
		}
		return tt.structID(g.ElemType)
	}
	v = stripBitCasts(v)
	phi, isPhi := v.(*llir.InstPhi)
	if !isPhi {
		return step(v)
	}
	id := -1
	for i, inc := range phi.Incs {
		s := step(inc.X)
		if s < 0 || (i > 0 && s != id) {
			return -1
		}
		id = s
	}
	return id
}

// varStruct returns the structure type of the global or local variable
// that byte getelementptr g offsets (see originStruct), or -1.
func (a *inferrer) varStruct(g value.Value) int {
	switch x := g.(type) {
	case *llir.InstGetElementPtr:
		return a.originStruct(x.Src, 0)
	case *constant.ExprGetElementPtr:
		return a.originStruct(x.Src, 0)
	}
	return -1
}

// renamedVar returns the rebuilt structure whose fields the global
// variable that byte getelementptr g offsets has (typeGlobals), or -1.
func (a *inferrer) renamedVar(g value.Value) int {
	if len(a.renamedGlobals) == 0 {
		return -1
	}
	src, _, _, ok := gepParts(g)
	if !ok {
		return -1
	}
	// Past the steps to an element of the variable, an array of
	// structures (`getelementptr [N x S], ptr @g, i64 0, i64 %i`).
	for depth := 0; depth < 4; depth++ {
		src = stripConstCasts(stripBitCasts(src))
		if x, isGlobal := src.(*llir.Global); isGlobal {
			if r, ok := a.renamedGlobals[x]; ok {
				return r
			}
			return -1
		}
		next, elem, n, ok := gepParts(src)
		if !ok || !elemStep(elem, n) {
			return -1
		}
		src = next
	}
	return -1
}

// gepParts returns the base, source element type and number of indices
// of v when it is a getelementptr, an instruction or a constant
// expression.
func gepParts(v value.Value) (value.Value, types.Type, int, bool) {
	switch x := v.(type) {
	case *llir.InstGetElementPtr:
		return x.Src, x.ElemType, len(x.Indices), true
	case *constant.ExprGetElementPtr:
		return x.Src, x.ElemType, len(x.Indices), true
	}
	return nil, nil, 0, false
}

// elemStep reports whether a getelementptr over type t with n indices
// steps to an element of an array of structures, or over whole
// structures, and no further.
func elemStep(t types.Type, n int) bool {
	switch x := t.(type) {
	case *types.StructType:
		return n == 1
	case *types.ArrayType:
		_, isStruct := x.ElemType.(*types.StructType)
		return isStruct && n == 2
	}
	return false
}

// standinStruct is varStruct for a byte getelementptr g on a PHI or
// select that merges variables of one structure type S with the results
// of calls whose classes have no dominant type (memory the callee
// allocated, which only its uses type): S, or -1. C's stand-in idiom
// (sqlite3SelectNew's `if( pNew==0 ){ pNew = &standin; }`) writes each
// field through the merged pointer; clang 14 merges two fields'
// addresses, the variable's getelementptr naming S's field, where LLVM
// 19 merges the objects and offsets the merge (fixture hI_standin.c).
func (a *inferrer) standinStruct(g value.Value) int {
	x, ok := g.(*llir.InstGetElementPtr)
	if !ok {
		return -1
	}
	src := stripBitCasts(x.Src)
	switch src.(type) {
	case *llir.InstPhi, *llir.InstSelect:
	default:
		return -1
	}
	id, call := -1, false
	var buf [4]value.Value
	for _, op := range merged(src, buf[:0]) {
		if isNullish(op) || op == src {
			continue
		}
		if c, isCall := stripBitCasts(op).(*llir.InstCall); isCall {
			if n, has := a.vals.get(keyOf(c)); has && a.dominantOf(a.cls(n)) >= 0 {
				return -1
			}
			call = true
			continue
		}
		o := a.originStruct(op, 0)
		if o < 0 || (id >= 0 && o != id) {
			return -1
		}
		id = o
	}
	if !call {
		return -1
	}
	return id
}

// paramPos is a parameter's function and index.
type paramPos struct {
	f *llir.Func
	i int
}

// originStruct returns the structure type of the variable v points to:
// a global or local variable of a structure type (past casts), or a PHI,
// select or parameter all of whose incoming values, or arguments at
// every call site (of a function whose address is not taken and that
// code outside the module cannot call), point to
// variables of that one type; a recursive call passing a parameter on
// says nothing. -1 when there is none, or when a cycle of other values
// makes it unsure (never a wrong type, at worst no answer).
func (a *inferrer) originStruct(v value.Value, depth int) int {
	id, _ := a.origin(v, depth)
	return id
}

// origin is originStruct, and whether the answer holds whatever the
// depth it was asked at (it is cached then).
func (a *inferrer) origin(v value.Value, depth int) (int, bool) {
	// A constant never wraps an instruction: the instruction casts
	// come first.
	v = stripConstCasts(stripBitCasts(v))
	switch x := v.(type) {
	case *llir.Global:
		return a.globalStruct(x), true
	case *llir.InstAlloca:
		if s, renamed := a.renamedSlots[x]; renamed {
			// A slot of the structure its tags name (typeSlots).
			return s, true
		}
		return a.tt.structID(x.ElemType), true
	case *llir.Param, *llir.InstPhi, *llir.InstSelect:
	default:
		return -1, true
	}
	if a.varOrigin == nil {
		a.varOrigin = make(map[vkey]int32)
	}
	k := keyOf(v)
	if id, ok := a.varOrigin[k]; ok {
		// -2: being decided, a cycle, taken as no answer.
		return max(int(id), -1), true
	}
	if depth >= 64 {
		return -1, false
	}
	a.varOrigin[k] = -2
	id, exact := -3, true // -3: no operand seen yet
	join := func(op value.Value) bool {
		if op == v || isNullish(op) {
			return true
		}
		o, ex := a.origin(op, depth+1)
		exact = exact && ex
		switch {
		case o < 0:
			id = -1
			return false
		case id == -3 || id == o:
			id = o
			return true
		}
		id = -1
		return false
	}
	switch x := v.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if !join(inc.X) {
				break
			}
		}
	case *llir.InstSelect:
		if join(x.ValueTrue) {
			join(x.ValueFalse)
		}
	case *llir.Param:
		if !a.callerArgs(x, join) {
			id = -1
		}
	}
	id = max(id, -1)
	if exact {
		a.varOrigin[k] = int32(id)
	} else {
		delete(a.varOrigin, k)
	}
	return id, exact
}

// paramPosOf returns p's function and index, building the table of
// parameters on first use.
// callerArgs calls yield with the argument each direct call of p's
// function passes for p, until yield returns false, when only those calls
// reach the function (its address is not taken and it is no entry
// point). It reports false when other code may call it, or a call is an
// invoke or passes too few arguments: p's callers are then not known.
func (a *inferrer) callerArgs(p *llir.Param, yield func(value.Value) bool) bool {
	pp, ok := a.paramPosOf(p)
	if !ok || a.addrTaken[pp.f] || a.isEntry(pp.f) {
		return false
	}
	for _, c := range a.directCall[pp.f] {
		if c == nil || pp.i >= len(c.Args) {
			return false
		}
		if !yield(ir.UnwrapArg(c.Args[pp.i])) {
			break
		}
	}
	return true
}

func (a *inferrer) paramPosOf(p *llir.Param) (paramPos, bool) {
	if a.paramOf == nil {
		a.paramOf = make(map[*llir.Param]paramPos)
		for _, f := range a.m.Module.Funcs {
			for i, q := range f.Params {
				a.paramOf[q] = paramPos{f, i}
			}
		}
	}
	pp, ok := a.paramOf[p]
	return pp, ok
}

// domBesidesUnions returns the dominant type of the types of root r's
// class other than unions, or -1 when there is none or the class holds
// no union (cached: computing it is quadratic in the class's types, and
// sqlite3's biggest class has over 200).
func (a *inferrer) domBesidesUnions(r int32) int {
	// Cached by root and number of types (a class only gains types, and
	// a merged class has another root or more types); not in classData,
	// which the collector scans whole and which stays small.
	d := &a.data[r]
	k := udomKey{r, len(d.types)}
	if dom, ok := a.udom[k]; ok {
		return dom
	}
	dom := a.unionsAside(d)
	a.udom[k] = dom
	return dom
}

// unionShown returns the structure that the LLVM types of the unions in
// root r's class show as their member (-1: none; -2: several), cached as
// domBesidesUnions is.
func (a *inferrer) unionShown(r int32) int {
	d := &a.data[r]
	k := udomKey{r, len(d.types)}
	if m, ok := a.ushown[k]; ok {
		return m
	}
	m := -1
	for _, t := range d.types {
		if !a.tt.isUnion(t) {
			continue
		}
		fs := a.tt.infos[t].Type.Fields
		if len(fs) == 0 {
			continue
		}
		if s := a.tt.structID(fs[0]); s >= 0 && s != m {
			if m != -1 {
				m = -2
				break
			}
			m = s
		}
	}
	a.ushown[k] = m
	return m
}

// udomKey identifies a class and its number of types for the cache of
// domBesidesUnions.
type udomKey struct {
	root int32
	n    int
}

// unionsAside computes domBesidesUnions.
func (a *inferrer) unionsAside(d *classData) int {
	unions := 0
	for _, t := range d.types {
		if a.tt.isUnion(t) {
			unions++
		}
	}
	if unions == 0 {
		return -1
	}
	others := make([]int, 0, len(d.types)-unions)
	for _, t := range d.types {
		if !a.tt.isUnion(t) {
			others = append(others, t)
		}
	}
	if dom, ok := a.tt.dominant(others); ok {
		return dom
	}
	return -1
}

// tailTag resolves a constant byte offset off from a pointer to struct
// m, rebuilt from TBAA and partial (its last member an "omnipotent
// char": an array TBAA does not describe), whose access's tag names
// another structure T at offset o, where T begins at off-o inside m's
// last member, at a whole number of T from its start, where the code
// indexes an array of T at that member's offset from some pointer
// (interior: `getelementptr [N x T], ptr (getelementptr i8, ptr %p,
// i64 c)`, or over T with a variable index): an element of C's
// trailing array of T (sqlite3's Fts5ExprPhrase ends in Fts5ExprTerm
// aTerm[1], and `pPhrase->aTerm[0].pIter` is a load at offset 48 of it
// tagged as Fts5ExprTerm's, at 16), and the offset is T's field at o, as
// typed IR's getelementptr into the array says; not an address in m's
// last member, whose pointers nothing types. It reports whether it did.
func (a *inferrer) tailTag(bg *byteGEP, m int, off int64) bool {
	if len(a.pastTags) == 0 {
		return false
	}
	ti := a.tt.infos[m]
	if !ti.Partial || len(ti.Fields) == 0 {
		return false
	}
	pt, ok := a.pastTags[keyOf(bg.gep)]
	if !ok || pt.id < 0 || pt.id == m {
		return false
	}
	last := int64(ti.Fields[len(ti.Fields)-1].Offset)
	size := int64(a.tt.infos[pt.id].Size)
	pos := off - pt.off
	if size <= 0 || pos < last || (pos-last)%size != 0 {
		return false
	}
	if a.indexed == nil {
		a.indexed = make(map[fieldKey]bool, len(a.interior))
		for _, x := range a.interior {
			a.indexed[fieldKey{x.id, x.off}] = true
		}
	}
	if !a.indexed[fieldKey{pt.id, last}] {
		// Nothing indexes an array of T there: maybe a union's
		// member (libdeflate's deflate_sequence in the union that
		// ends its compressor), which typed IR casts to.
		return false
	}
	e, ft, ok := a.fieldAt(pt.id, uint64(pt.off))
	if !ok {
		return false
	}
	a.setTagGEP(bg.gep, pt.id, uint64(pt.off))
	a.fieldResult(bg, e, ft)
	return true
}

// setTagGEP records the structure and offset of a tag-resolved byte
// getelementptr (tagGEPs).
func (a *inferrer) setTagGEP(g value.Value, id int, off uint64) {
	a.tagGEPs.set(keyOf(g), int32(len(a.tagGEPv)))
	a.tagGEPv = append(a.tagGEPv, tagGEP{id, off})
}

// tagField records a byte offset that tags resolved to struct id's field
// at off (setTagGEP) and makes the result that field's address, as typed
// IR's getelementptr to the field makes it, so that the field's address
// passed on (zlib's inflate passes &state->lens and &state->work to
// inflate_table) is one. Not when the base's class holds a union whose
// LLVM type shows another structure: typed IR addresses the union's
// fields through that member, not the one the tags name (brotli's block
// splitters), and the field would be another structure's there.
func (a *inferrer) tagField(bg *byteGEP, id int, off uint64) {
	a.setTagGEP(bg.gep, id, off)
	if off >= a.tt.infos[id].Size {
		return
	}
	if m := a.unionShown(a.find(bg.base)); m == -2 || (m >= 0 && m != id) {
		return
	}
	// At a field's start, or at an element's start inside an array
	// field: the address of an element, as typed IR's getelementptr
	// into the array says (zlib's inflateCopy compares a code pointer
	// with &state->codes[ENOUGH - 1]).
	if e, ft, ok := a.fieldAt(id, off); ok {
		a.fieldResult(bg, e, ft)
		a.blobContent(bg, id, off)
	}
}

// tagGEPOf returns what setTagGEP recorded for g.
func (a *inferrer) tagGEPOf(g value.Value) (tagGEP, bool) {
	i, ok := a.tagGEPs.get(keyOf(g))
	if !ok {
		return tagGEP{}, false
	}
	return a.tagGEPv[i], true
}

// mayPointToRoot is mayPointTo for root r's class, cached by root, number
// of types and structure (sqlite3's generic class of 200 types is asked
// for each of its byte offsets).
func (a *inferrer) mayPointToRoot(r int32, id int) bool {
	d := &a.data[r]
	k := mayKey{r, int32(len(d.types)), int32(id)}
	may, ok := a.mayCache[k]
	if !ok {
		may = a.mayPointTo(d, id)
		a.mayCache[k] = may
	}
	return may
}

// mayKey identifies a mayPointToRoot question.
type mayKey struct{ root, n, id int32 }

// mayPointTo reports whether a pointer of class d may point to struct id
// (one of its types, or a structure at offset 0 of one).
func (a *inferrer) mayPointTo(d *classData, id int) bool {
	for _, t := range d.types {
		if t == id || a.tt.inChain(t, id) {
			return true
		}
	}
	return false
}

// resolveOffset maps a byte GEP on a pointer to struct dom to a field.
func (a *inferrer) resolveOffset(bg *byteGEP, dom int) {
	size := int64(a.tt.infos[dom].Size)
	if size <= 0 || bg.scale <= 0 {
		a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
		return
	}
	c, isConst := ir.ConstInt(bg.index)
	if !isConst && a.selectedFields(bg, dom) {
		return
	}
	if !isConst {
		switch e, ft, ok := a.scaledArrayAt0(dom, bg.scale); {
		case multipleOf(bg.index, size, bg.scale, 0) || (bg.scale == 1 && a.elemDiff(bg.index, dom)):
			a.wholeSteps = append(a.wholeSteps, bg.base)
			a.union(bg.res, bg.base)
		case ok:
			a.fieldResult(bg, e, ft)
		default:
			if e, ft, ok := a.scaledStructArray(dom, bg.index, bg.scale); ok {
				a.fieldResult(bg, e, ft)
				return
			}
			a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
		}
		return
	}
	off := c * bg.scale
	// A step by whole objects whose result is already in its base's
	// class (a PHI merges them: a walk `p++` over an array of the type)
	// points to the type, not into its last member.
	// So does one whose result the tags of its accesses name the type
	// at offset 0 (stepTags): an element's start is not inside the last
	// member of the one before.
	walk := off%size == 0 && (a.find(bg.res) == a.find(bg.base) || a.stepTagged(bg.gep, dom))
	if a.tailTag(bg, dom, off) {
		return
	}
	if ti := a.tt.infos[dom]; ti.Partial && off >= size && len(ti.Fields) > 0 && !walk {
		// Past the known part of a partial type: inside its last
		// member, an array TBAA shows as one element (js_String's
		// p[1], png_compression_buffer's output[1]), not a step over
		// an array of the type, whose size is unknown; TBAA shows a
		// last char member so too (sqlite3's VdbeOpList's p3), which
		// the walk above tells apart.
		last := len(ti.Fields) - 1
		a.fieldResult(bg, elemRef{dom, last}, ti.Fields[last].Type)
		return
	}
	rem := off % size
	if rem < 0 {
		rem += size
	}
	if rem == 0 {
		if !walk && a.trailingElem(dom, uint64(off)) {
			// Maybe an element of a trailing array of one element
			// (trailingElem): the accesses there that fit its
			// elements count it, as typed IR's getelementptr into
			// the array says; the others count the next
			// structure's fields.
			a.setTagGEP(bg.gep, dom, uint64(off))
		}
		if off != 0 {
			a.wholeSteps = append(a.wholeSteps, bg.base)
		}
		a.union(bg.res, bg.base)
		return
	}
	if e, ft, ok := a.fieldAt(dom, uint64(rem)); ok {
		a.fieldResult(bg, e, ft)
		a.blobContent(bg, dom, uint64(rem))
		return
	}
	if e, ok := a.unionMemberAt(dom, uint64(rem)); ok {
		a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepUnionMember, elem: e, base: bg.base})
		return
	}
	a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
}

// scaledStructArray maps a variable byte offset index*scale on a pointer
// to struct dom that is provably a multiple of s (multipleOf) to the one
// array field of dom whose elements are structures of size s: the
// offset lands, in every element past the first, at the same offset
// inside the element, (s - A mod s) mod s for the array at offset A. LLVM
// 19 folds the constant offsets of `&p->a[i - 1].f` (the array's, the -1
// element's, the field's) into the scaled index, `getelementptr i8, ptr
// %p, i64 (i << 4)`, where typed IR indexes the array. None when two
// array fields have elements of that size, or the offset in the element
// is not a field's start.
func (a *inferrer) scaledStructArray(dom int, index value.Value, scale int64) (elemRef, types.Type, bool) {
	st := a.tt.infos[dom].Type
	l := a.tt.layoutOf(dom)
	if !l.IsSized() || len(l.Offsets) != len(st.Fields) {
		return elemRef{}, nil, false
	}
	found := -1
	var at uint64
	for i, ft := range st.Fields {
		arr, isArr := ft.(*types.ArrayType)
		if !isArr || a.tt.structID(arr.ElemType) < 0 {
			continue
		}
		s := int64(a.tt.sizeOf(arr.ElemType))
		if s <= 1 || !multipleOf(index, s, scale, 0) {
			continue
		}
		if found >= 0 {
			return elemRef{}, nil, false
		}
		found = i
		in := (s - int64(l.Offsets[i])%s) % s
		at = l.Offsets[i] + uint64(in)
	}
	if found < 0 {
		return elemRef{}, nil, false
	}
	return a.fieldAt(dom, at)
}

// stepTagged reports whether the tags of the accesses at offset 0
// through byte offset g name structure id.
func (a *inferrer) stepTagged(g value.Value, id int) bool {
	t, ok := a.stepTags.get(keyOf(g))
	return ok && int(t) == id
}

// unionMemberAt finds, for a byte offset r of struct dom that fieldAt
// does not resolve, the innermost union on the way whose bytes hold r,
// past the union's start: an address there is one of a member the
// union's LLVM type does not show (lua's e->u.var.vidx, clang 19's
// getelementptr i8 10 from an expdesc, where clang 14 casts the union's
// address to the member's structure). It returns the union's field in
// the structure holding it, or elemRef{union, -1} when dom is the union.
func (a *inferrer) unionMemberAt(dom int, r uint64) (elemRef, bool) {
	found, ok := elemRef{}, false
	if a.tt.isUnion(dom) && r > 0 {
		found, ok = elemRef{dom, -1}, true
	}
	cur := dom
	for depth := 0; depth < 32; depth++ {
		idx, ft, within, exact, stepped := a.offsetStep(cur, r)
		if !stepped || exact {
			break
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			break
		}
		next := a.tt.id(inner)
		if next < 0 {
			break
		}
		if a.tt.isUnion(next) {
			found, ok = elemRef{cur, idx}, true
		}
		cur, r = next, within
	}
	return found, ok
}

// selectedFields resolves byte offset bg on a pointer to struct dom whose
// index is a select or PHI of constants, each the start of a field of
// dom: the result is the address of each of those fields, as typed IR's
// select of the fields' addresses is (LLVM 19's instcombine folds
// `c ? &p->a : &p->b` into one getelementptr by a select of their
// offsets: libpng's png_get_compression_buffer_size). It reports whether
// it did.
func (a *inferrer) selectedFields(bg *byteGEP, dom int) bool {
	var offs [8]int64
	cs := constChoices(bg.index, offs[:0], 0)
	if len(cs) == 0 {
		return false
	}
	size := int64(a.tt.infos[dom].Size)
	type found struct {
		e  elemRef
		ft types.Type
	}
	var fs [8]found
	res := fs[:0]
	for _, c := range cs {
		off := c * bg.scale
		if off <= 0 || off >= size {
			return false
		}
		e, ft, ok := a.fieldAt(dom, uint64(off))
		if !ok {
			return false
		}
		res = append(res, found{e, ft})
	}
	for _, f := range res {
		a.fieldResult(bg, f.e, f.ft)
	}
	return true
}

// constChoices returns the constants v chooses among, a select or PHI of
// constants (or of such selects and PHIs, a few deep, at most 8), or
// nil.
func constChoices(v value.Value, cs []int64, depth int) []int64 {
	if depth > 3 {
		return nil
	}
	var ops [2]value.Value
	var in []value.Value
	switch x := v.(type) {
	case *llir.InstSelect:
		ops[0], ops[1] = x.ValueTrue, x.ValueFalse
		in = ops[:]
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			in = append(in, inc.X)
		}
	default:
		return nil
	}
	for _, op := range in {
		if op == v {
			return nil
		}
		if c, ok := ir.ConstInt(op); ok {
			if len(cs) >= 8 {
				return nil
			}
			cs = append(cs, c)
			continue
		}
		if cs = constChoices(op, cs, depth+1); cs == nil {
			return nil
		}
	}
	return cs
}

// elemDiff reports whether v is the difference of two pointers to
// elements of struct dom (`ptrtoint p - ptrtoint q`, see elemAddr): C subtracts
// pointers only within one array, so the difference is a multiple of the
// element's size. LLVM 19's instcombine folds `q' + (p - q)`, a step by
// a pointer difference in elements, into a byte offset by the difference
// of the addresses (zlib's inflateCopy moves the code pointers of the
// copied state so), where typed IR steps over whole elements.
func (a *inferrer) elemDiff(v value.Value, dom int) bool {
	sub, ok := v.(*llir.InstSub)
	if !ok {
		return false
	}
	return a.elemAddr(sub.X, dom, 0) && a.elemAddr(sub.Y, dom, 0)
}

// diffPending reports whether v is a difference of pointers (elemDiff)
// one of which has no evidence yet: the offset waits for it, until the
// fixed point has nothing else to do (diffsDue).
func (a *inferrer) diffPending(v value.Value) bool {
	sub, ok := v.(*llir.InstSub)
	if !ok {
		return false
	}
	for _, op := range []value.Value{sub.X, sub.Y} {
		if p2i, ok := op.(*llir.InstPtrToInt); ok {
			if n := a.node(p2i.From); n >= 0 && !a.cls(n).evidence() {
				return true
			}
		}
	}
	return false
}

// elemAddr reports whether v is the address of an element of struct dom
// as an integer: a ptrtoint of such a pointer, or a PHI of them.
func (a *inferrer) elemAddr(v value.Value, dom, depth int) bool {
	switch x := v.(type) {
	case *llir.InstPtrToInt:
		n := a.node(x.From)
		return n >= 0 && a.elementsOf(a.cls(n), dom)
	case *llir.InstPhi:
		if depth > 2 || len(x.Incs) == 0 {
			return false
		}
		for _, inc := range x.Incs {
			if !a.elemAddr(inc.X, dom, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// elementsOf reports whether a pointer of class d points to elements of
// struct dom: its dominant type is dom, or it holds no type and the
// address of array fields of dom only.
func (a *inferrer) elementsOf(d *classData, dom int) bool {
	if len(d.types) > 0 {
		return a.dominantOf(d) == dom
	}
	if len(d.elems) == 0 {
		return false
	}
	for _, e := range d.elems {
		at, ok := a.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType)
		if !ok || a.tt.structID(at.ElemType) != dom {
			return false
		}
	}
	return true
}

// firstArrays resolves a byte offset on a pointer to several structures
// that all begin with an array of scalars (their innermost first field)
// holding the offset: at an element's start of every one's array
// (a constant), or by whole elements of every one's (a variable index
// scaled by the element size). Whichever the pointer points to, the
// offset is inside its first field, as typed IR's getelementptr on the
// type the code casts the pointer to says (brotli's BitsEntropy walk
// over histogram->data_, inlined into BlockSplitterFinishBlock*, whose
// histograms pointer llvm-link's merged splitter type makes one for
// HistogramCommand and HistogramDistance): no AmbiguousGEP. The result
// is the address of each one's first field.
func (a *inferrer) firstArrays(bg *byteGEP, d *classData) bool {
	if len(d.types) < 2 || bg.scale <= 0 {
		return false
	}
	c, isConst := ir.ConstInt(bg.index)
	if isConst && c*bg.scale <= 0 {
		return false
	}
	for _, t := range d.types {
		if _, _, ok := a.firstArrayAt(t, bg.scale, c, isConst); !ok {
			return false
		}
	}
	a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepPlain, base: bg.base})
	return true
}

// firstArrayAt is firstArrays's test on one structure t: its innermost
// first field, an array of scalars that hold no pointer, and the field
// and its type where the offset lands.
func (a *inferrer) firstArrayAt(t int, scale, c int64, isConst bool) (elemRef, types.Type, bool) {
	leaf, ok := a.leaf0(t)
	if !ok {
		return elemRef{}, nil, false
	}
	ft := a.tt.infos[leaf.typ].Type.Fields[leaf.field]
	at, isArray := ft.(*types.ArrayType)
	if !isArray || fieldHoldsPointers(ft) {
		return elemRef{}, nil, false
	}
	el := at.ElemType
	for {
		inner, ok := el.(*types.ArrayType)
		if !ok {
			break
		}
		el = inner.ElemType
	}
	if a.tt.structID(el) >= 0 {
		return elemRef{}, nil, false
	}
	es := int64(a.tt.sizeOf(el))
	if es <= 0 {
		return elemRef{}, nil, false
	}
	if !isConst {
		if scale%es != 0 {
			return elemRef{}, nil, false
		}
		return leaf, ft, true
	}
	off := c * scale
	if off%es != 0 || uint64(off) >= a.tt.sizeOf(ft) {
		return elemRef{}, nil, false
	}
	return leaf, ft, true
}

// fieldAt returns the field of struct dom that begins at byte offset r
// (0 < r < its size), descending into nested structures, and the type
// found there (the field's, or an array field's element type when r is
// at an element's start).
func (a *inferrer) fieldAt(dom int, r uint64) (elemRef, types.Type, bool) {
	cur := dom
	for depth := 0; depth < 32; depth++ {
		idx, ft, within, exact, ok := a.offsetStep(cur, r)
		if !ok {
			break
		}
		if exact {
			return elemRef{cur, idx}, ft, true
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			break
		}
		cur, r = a.tt.id(inner), within
	}
	return elemRef{}, nil, false
}

// offsetStep is one level of the descent from struct cur to byte offset
// r (fieldAt): the field holding r, and either the type that begins
// there (exact: the field's, or an array field's element type at an
// element's start) or the type r lies inside past the field's arrays,
// with r's offset in it.
func (a *inferrer) offsetStep(cur int, r uint64) (idx int, ft types.Type, within uint64, exact, ok bool) {
	st := a.tt.infos[cur].Type
	l := a.tt.layoutOf(cur)
	idx = l.ElementContainingOffset(r)
	if idx < 0 {
		return 0, nil, 0, false, false
	}
	fo := l.Offsets[idx]
	ft = st.Fields[idx]
	if ms := a.tt.infos[cur].members; ms != nil && ms[idx] >= 0 {
		// The member the TBAA type node names (firstMembers).
		ft = a.tt.infos[ms[idx]].Type
	}
	if r == fo {
		return idx, ft, 0, true, true
	}
	within = r - fo
	if within >= a.tt.sizeOf(ft) {
		// Padding after the field, or past a trailing array's end.
		return 0, nil, 0, false, false
	}
	for {
		et, w, isArray := a.arrayElem(ft, within)
		if !isArray {
			break
		}
		ft, within = et, w
		if within == 0 {
			return idx, ft, 0, true, true
		}
	}
	return idx, ft, within, false, true
}

// elemStep is offsetStep on a sized structure, past the arrays (of
// arrays) the offset lands in: the field of cur holding byte offset r,
// the type of the innermost element there (a structure, or a scalar) and
// the offset inside it.
func (a *inferrer) elemStep(cur int, r uint64) (idx int, ft types.Type, within uint64, ok bool) {
	if !a.tt.sized(cur) {
		return 0, nil, 0, false
	}
	idx, ft, within, _, ok = a.offsetStep(cur, r)
	if !ok {
		return 0, nil, 0, false
	}
	for {
		et, w, isArray := a.arrayElem(ft, within)
		if !isArray {
			return idx, ft, within, true
		}
		ft, within = et, w
	}
}

// arrayElem returns, for byte offset within inside a value of type t, the
// element type of array t and the offset inside that element; ok is
// false when t is no array of sized elements.
func (a *inferrer) arrayElem(t types.Type, within uint64) (types.Type, uint64, bool) {
	at, isArray := t.(*types.ArrayType)
	if !isArray {
		return nil, 0, false
	}
	es := a.tt.sizeOf(at.ElemType)
	if es == 0 {
		return nil, 0, false
	}
	return at.ElemType, within % es, true
}

// blobKey is a byte offset inside a blob field (typeTable.isBlob).
type blobKey struct {
	e   elemRef
	off uint64
}

// blobContent links the pointers stored at byte offset bg, at off of
// struct dom, with those stored at the same offset of the same blob
// field (isBlob: the bytes of an array or union that TBAA does not
// describe) of any object, when the offset lies in one: field-based, as
// typed IR's field class of the union's LLVM type is, where every
// member's pointer at that offset is one field of the member the type
// shows (mujs's js_Object union, whose regular expression's program,
// function's code and native function's name lie at its start).
// Without it each such offset's pointers were a class of their own, and
// what one place stores there never reached what another loads.
func (a *inferrer) blobContent(bg *byteGEP, dom int, off uint64) {
	e, w, ok := a.blobSlot(dom, off)
	if !ok {
		return
	}
	k := blobKey{e, w}
	n, seen := a.blobNodes[k]
	if !seen {
		n = a.newNode()
		if a.blobNodes == nil {
			a.blobNodes = map[blobKey]int32{}
		}
		a.blobNodes[k] = n
	}
	if a.guessing {
		// A guess's contents wait for the final classes, as its
		// fields' do (fieldResult, confirmGuesses).
		g := &a.guesses[len(a.guesses)-1]
		g.res, g.blobs = bg.res, append(g.blobs, n)
		return
	}
	a.union(a.content(bg.res), n)
}

// blobSlot returns the blob field of struct dom (or of a structure
// nested in it) that holds byte offset off, and off's offset in it.
func (a *inferrer) blobSlot(dom int, off uint64) (elemRef, uint64, bool) {
	cur, r := dom, off
	for depth := 0; cur >= 0 && depth < 32; depth++ {
		st := a.tt.infos[cur].Type
		l := a.tt.layoutOf(cur)
		idx := l.ElementContainingOffset(r)
		if idx < 0 || idx >= len(st.Fields) || r < l.Offsets[idx] {
			break
		}
		if e := (elemRef{cur, idx}); a.tt.isBlob(e) {
			return e, r - l.Offsets[idx], true
		}
		inner, isStruct := st.Fields[idx].(*types.StructType)
		if !isStruct {
			break
		}
		cur, r = a.tt.id(inner), r-l.Offsets[idx]
	}
	return elemRef{}, 0, false
}

func (a *inferrer) fieldResult(bg *byteGEP, e elemRef, ft types.Type) {
	a.addElem(bg.res, e)
	if id := a.tt.structID(ft); id >= 0 {
		a.addType(bg.res, id)
	}
	if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		if a.guessing {
			// A guess's field contents wait for the final classes
			// (confirmGuesses).
			g := &a.guesses[len(a.guesses)-1]
			g.res, g.elems = bg.res, append(g.elems, e)
			return
		}
		a.union(a.content(bg.res), a.fieldNode(e))
	}
}

// multipleOf reports whether v*scale is provably a multiple of size: a
// constant, a multiplication or shift by one, a sum or difference of two,
// a cast of one, a PHI or select of them. A PHI may use itself through
// such arithmetic (an induction variable stepping by whole elements,
// clang 19's byte offset `phi [-4*(n+1), %i+4]`): while its incoming
// values are checked, the PHI is assumed to be a multiple (the set of
// multiples is closed under these operations, so the assumption holds
// by induction over the loop's iterations).
func multipleOf(v value.Value, size, scale int64, depth int) bool {
	return multipleOfAssuming(v, size, scale, depth, multAssume{})
}

// multAssume holds the PHIs (with their scales) assumed to be multiples
// while their incoming values are checked: a fixed array, not a slice,
// so that the check allocates nothing.
type multAssume struct {
	phis   [4]*llir.InstPhi
	scales [4]int64
	n      int
}

func (m multAssume) has(p *llir.InstPhi, scale int64) bool {
	for i := 0; i < m.n; i++ {
		if m.phis[i] == p && m.scales[i] == scale {
			return true
		}
	}
	return false
}

func multipleOfAssuming(v value.Value, size, scale int64, depth int, as multAssume) bool {
	if size <= 0 {
		return false
	}
	if scale%size == 0 {
		return true
	}
	if depth > 8 {
		return false
	}
	if c, ok := ir.ConstInt(v); ok {
		return (c*scale)%size == 0
	}
	switch x := v.(type) {
	case *llir.InstMul:
		return multipleOfAssuming(x.X, size, scale, depth+1, as) || multipleOfAssuming(x.Y, size, scale, depth+1, as)
	case *llir.InstShl:
		if k, ok := ir.ConstInt(x.Y); ok && k >= 0 && k < 63 && scale < int64(1)<<uint(62-k) {
			return multipleOfAssuming(x.X, size, scale<<uint(k), depth+1, as)
		}
	case *llir.InstAShr:
		// x >> k, exact (or of a shift left by at least k, whose low
		// bits are zero: clang's sign extension of an int index,
		// `ashr (shl i, 32), 27`, is i * 32): a multiple of size when
		// x is a multiple of size << k.
		if k, ok := ir.ConstInt(x.Y); ok && k >= 0 && k < 63 && size < int64(1)<<uint(62-k) && shiftedOut(x.X, k, x.Exact) {
			return multipleOfAssuming(x.X, size<<uint(k), scale, depth+1, as)
		}
	case *llir.InstLShr:
		if k, ok := ir.ConstInt(x.Y); ok && k >= 0 && k < 63 && size < int64(1)<<uint(62-k) && shiftedOut(x.X, k, x.Exact) {
			return multipleOfAssuming(x.X, size<<uint(k), scale, depth+1, as)
		}
	case *llir.InstAdd:
		return multipleOfAssuming(x.X, size, scale, depth+1, as) && multipleOfAssuming(x.Y, size, scale, depth+1, as)
	case *llir.InstSub:
		return multipleOfAssuming(x.X, size, scale, depth+1, as) && multipleOfAssuming(x.Y, size, scale, depth+1, as)
	case *llir.InstSExt:
		return multipleOfAssuming(x.From, size, scale, depth+1, as)
	case *llir.InstZExt:
		return multipleOfAssuming(x.From, size, scale, depth+1, as)
	case *llir.InstTrunc:
		return multipleOfAssuming(x.From, size, scale, depth+1, as)
	case *llir.InstSelect:
		return multipleOfAssuming(x.ValueTrue, size, scale, depth+1, as) && multipleOfAssuming(x.ValueFalse, size, scale, depth+1, as)
	case *llir.InstPhi:
		if as.has(x, scale) {
			return true
		}
		if as.n < len(as.phis) {
			as.phis[as.n], as.scales[as.n] = x, scale
			as.n++
		}
		for _, inc := range x.Incs {
			if inc.X != v && !multipleOfAssuming(inc.X, size, scale, depth+1, as) {
				return false
			}
		}
		return len(x.Incs) > 0
	}
	return false
}

// shiftedOut tells whether a right shift of v by k bits drops no set bit:
// the shift is exact, or v is a shift left by k bits or more.
func shiftedOut(v value.Value, k int64, exact bool) bool {
	if exact {
		return true
	}
	if s, ok := v.(*llir.InstShl); ok {
		if j, ok := ir.ConstInt(s.Y); ok && j >= k {
			return true
		}
	}
	return false
}

// dominantOf returns the dominant type of class d (cached), or -1.
func (a *inferrer) dominantOf(d *classData) int {
	if d.dom == 0 {
		d.dom = 1
		if dom, ok := a.tt.dominant(d.types); ok {
			d.dom = int32(dom) + 2
		}
	}
	return int(d.dom) - 2
}

// repr returns a value of root r's class (nil for memory-only classes).
func (a *inferrer) repr(r int32) value.Value { return a.first[r] }

// flatten points every node at its root, so that find no longer writes
// and the classes can be read concurrently.
func (a *inferrer) flatten() {
	for i := range a.parent {
		a.parent[i] = a.find(int32(i))
	}
}

// sortedTypes returns a copy of ids sorted.
func sortedTypes(ids []int) []int {
	out := append([]int(nil), ids...)
	sort.Ints(out)
	return out
}

// trailingElem reports whether byte offset off, past the end of struct
// id, is an element's start in id's last field, an array of one element
// (C's struct hack: sqlite3's Fts5ExprNode *apChild[1], whose apChild[1]
// typed IR's getelementptr names where opaque IR has a byte offset one
// structure's size past the pointer). Used only where a pointer's meaning
// says it points to id; an access there that does not fit the array's
// elements is not counted there (fieldAtOffset).
func (a *inferrer) trailingElem(id int, off uint64) bool {
	ti := a.tt.infos[id]
	if ti.Size == 0 || off < ti.Size || len(ti.Fields) == 0 {
		return false
	}
	last := len(ti.Fields) - 1
	at, isArr := ti.Type.Fields[last].(*types.ArrayType)
	if !isArr || at.Len > 1 {
		return false
	}
	es := a.tt.sizeOf(at.ElemType)
	return es > 0 && off-ti.Fields[last].Offset < 64*es && (off-ti.Fields[last].Offset)%es == 0
}
