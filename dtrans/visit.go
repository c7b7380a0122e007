package dtrans

import (
	"fmt"
	"math"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file is the per-instruction handling of the seed ("Instruction
// Handling"), run once the pointer classes are final.

// visitor walks the module's instructions.
type visitor struct {
	an       *analyzer
	inf      *inferrer
	tt       *typeTable
	f        *llir.Func
	weight   float64
	links    map[vkey][]*argLink // the links left untyped, by call
	extSeen  map[extSeen]bool
	extClass map[extClass]bool
	// tagFields caches tbaaCount's fields.
	tagFields map[*metadata.Tuple][]tagAccess
	extFuncs  map[*llir.Func]*extSees
	extOrder  []*llir.Func
	argNodes  []int32
	argCls    []*classData
	loops     loopScratch
	// unionDom caches countFirstFields's dominant type per ambiguous
	// class (-1 when none): computing it is quadratic in the class's
	// types, and sqlite3's biggest class has over 200.
	unionDom map[*classData]int
	// paramSizes caches paramElemSize, by function.
	paramSizes map[*llir.Func][]uint64
	// unionTags holds the unions' members unionPathTag judged.
	unionTags map[unionTagKey]bool
	// unionIn caches holdsUnion, by struct id (0 unknown, 1 no, 2 yes).
	unionIn []int8
	// unionCls caches unionOf, by class.
	unionCls map[*classData]int
	// memberOK says that the tag of the load or store being visited
	// names a field of a union's member that the union's LLVM type
	// does not show, which the access fits (unionPathTag, tbaaCount).
	memberOK bool
}

// extSees is what one external function was seen to receive: the types,
// and the first caller.
type extSees struct {
	caller *llir.Func
	types  []int
}

// extSeen is an external function and a type it was seen to receive.
type extSeen struct {
	f   *llir.Func
	typ int
}

// extClass is an external function and a class it was seen to receive.
type extClass struct {
	f *llir.Func
	d *classData
}

func (an *analyzer) visitAll() error {
	v := &visitor{an: an, inf: an.inf, tt: an.tt,
		links: make(map[vkey][]*argLink), extSeen: make(map[extSeen]bool), extClass: make(map[extClass]bool),
		tagFields: make(map[*metadata.Tuple][]tagAccess),
		extFuncs:  make(map[*llir.Func]*extSees), unionDom: make(map[*classData]int),
		paramSizes: make(map[*llir.Func][]uint64)}
	for _, l := range an.inf.links {
		if !l.done {
			v.links[keyOf(l.call)] = append(v.links[keyOf(l.call)], l)
		}
	}
	nextGEP := 0
	for _, f := range an.m.Funcs {
		if err := an.ctx.Err(); err != nil {
			return err
		}
		if len(f.Blocks) == 0 {
			continue
		}
		v.f = f
		an.cur = f
		if f.Personality != nil {
			an.reason("exception handling: @%s has a personality function", f.Name())
		}
		for ; nextGEP < len(v.inf.constGEPs) && v.inf.constGEPs[nextGEP].f == f; nextGEP++ {
			v.gepCheck(v.inf.constGEPs[nextGEP].g)
		}
		depths := loopDepths(f, &v.loops)
		for i, b := range f.Blocks {
			v.weight = math.Pow(10, float64(min(depths[i], 8)))
			for _, inst := range b.Insts {
				v.inst(inst)
			}
			if b.Term != nil {
				v.inst(b.Term)
			}
		}
	}
	an.cur = nil
	// One reason per external function: the types it sees (the first
	// three by name, and how many more).
	for _, f := range v.extOrder {
		es := v.extFuncs[f]
		names := make([]string, 0, len(es.types))
		for _, t := range es.types {
			names = append(names, v.tt.infos[t].Name)
		}
		sort.Strings(names)
		list := strings.Join(names[:min(3, len(names))], ", ")
		if len(names) > 3 {
			list += fmt.Sprintf(" and %d more", len(names)-3)
		}
		an.reason("external @%s sees %s (first call in @%s)", f.Name(), list, es.caller.Name())
	}
	return nil
}

// class returns the class data of v without creating a node, or nil.
func (v *visitor) class(x value.Value) *classData {
	if x == nil {
		return nil
	}
	n, ok := v.inf.vals.get(keyOf(x))
	if !ok {
		return nil
	}
	return v.inf.cls(n)
}

// flagClass sets c on every type the class speaks of (once per class: the
// classes are final, and a condition set on all of a class's types need
// not be set again).
func (v *visitor) flagClass(d *classData, c SafetyData, where any, why string) {
	if d == nil || d.flagged.Has(c) {
		return
	}
	d.flagged |= c
	for _, t := range d.types {
		v.an.flag(t, c, where, why)
	}
	for _, e := range d.elems {
		v.an.flag(e.typ, c, where, why)
	}
}

// flagTypes sets c on every type of class d, as flag does (with fn, the
// note's reason names the function, as flagFn's). Once every type keeps
// its three notes for c, flagging them again changes nothing: the class
// remembers it, so that a class of hundreds of types (sqlite3's) passed
// to thousands of calls does not cost their product.
func (an *analyzer) flagTypes(d *classData, c SafetyData, where any, why string, fn *llir.Func) {
	if d.notedTypes.Has(c) {
		return
	}
	full := true
	for _, t := range d.types {
		full = an.flagNoted(t, c, where, why, fn) && full
	}
	if full {
		d.notedTypes |= c
	}
}

// flagElems is flagTypes for the structures whose fields class d points
// into.
func (an *analyzer) flagElems(d *classData, c SafetyData, where any, why string, fn *llir.Func) {
	if d.notedElems.Has(c) {
		return
	}
	full := true
	for _, e := range d.elems {
		if c == FieldAddressTaken && an.baseField(e) {
			continue
		}
		full = an.flagNoted(e.typ, c, where, why, fn) && full
	}
	if full {
		d.notedElems |= c
	}
}

// flagBases flags AddressTaken on the structures whose base fields (baseField)
// class d holds the addresses of: such an address is its container's
// too, and code the analysis cannot see (an external function, an
// indirect call with no known target) may use it as either, as it would
// the container's pointer, into which clang 19 folds typed IR's
// getelementptr (`setjmp(J->trybuf[i].buf)`, whose jmp_buf is an array
// of one structure at offset 0).
func (an *analyzer) flagBases(d *classData, where any, why string, fn *llir.Func) {
	const c = AddressTaken
	if d.basesNoted {
		return
	}
	full := true
	for _, e := range d.elems {
		if an.baseField(e) {
			full = an.flagNoted(e.typ, c, where, why+" (the address of its first field)", fn) && full
		}
	}
	if full {
		d.basesNoted = true
	}
}

// baseField reports whether field e is a structure, or an array of
// structures, at offset 0 of its parent (C's embedded "base": sqlite3's
// sqlite3_vtab in each virtual table; a jmp_buf, an array of one
// structure, whose first element's address C passes to setjmp). Its address is the parent's address as a pointer to the base
// type, which the classes follow as a pointer to either; and it is what
// clang 14's -O2 code makes of a cast `(sqlite3_vtab *)pTab` (a
// getelementptr to field 0), while clang 19 folds both the cast and
// `&pTab->base` into pTab. Storing, returning or passing it is not
// FieldAddressTaken.
func (an *analyzer) baseField(e elemRef) bool {
	st := an.tt.infos[e.typ].Type
	if e.field >= len(st.Fields) {
		return false
	}
	ft := st.Fields[e.field]
	for depth := 0; depth < 16; depth++ {
		at, ok := ft.(*types.ArrayType)
		if !ok || at.Len == 0 {
			break
		}
		ft = at.ElemType
	}
	if _, ok := ft.(*types.StructType); !ok {
		return false
	}
	if e.field == 0 {
		return true
	}
	l := an.tt.layoutOf(e.typ)
	return l.IsSized() && l.Offsets[e.field] == 0
}

// flagNoted flags c on type id (with flagFn when fn is set) and reports
// whether its notes for c are then full.
func (an *analyzer) flagNoted(id int, c SafetyData, where any, why string, fn *llir.Func) bool {
	if fn != nil {
		an.flagFn(id, c, where, why, fn)
	} else {
		an.flag(id, c, where, why)
	}
	return an.notesFull(id, c)
}

// notesFull reports whether type id keeps no more notes for c; if so it
// records c on the type, as flag would, so that the caller need not build
// the note.
func (an *analyzer) notesFull(id int, c SafetyData) bool {
	if id < 0 || id >= len(an.tt.infos) {
		return true
	}
	ti := an.tt.infos[id]
	if ti.notesPer[bits.TrailingZeros32(uint32(c))] < 3 {
		return false
	}
	ti.direct |= c
	return true
}

func (v *visitor) wholeStruct(t types.Type, where any, why string) {
	if st, ok := t.(*types.StructType); ok {
		v.an.flag(v.tt.id(st), WholeStructureReference, where, why)
	}
}

// inst visits an instruction or a terminator (any, as forOperands).
func (v *visitor) inst(inst any) {
	switch x := inst.(type) {
	case *llir.InstAlloca:
		if s, renamed := v.inf.renamedSlots[x]; renamed {
			// A slot of the C type its tags name (typeSlots).
			v.tt.infos[s].StackAllocations++
		} else if id := v.tt.structID(x.ElemType); id >= 0 {
			v.tt.infos[id].StackAllocations++
		}
	case *llir.InstLoad:
		v.memberOK = false
		v.wholeStruct(x.ElemType, x, "structure loaded as a value")
		tagged := len(x.Metadata) > 0 && v.tbaaCount(x.Metadata, x.ElemType, false, x.Src, x)
		tagged = tagged || v.countTagGEP(x.Src, x.ElemType, false)
		if v.inf.stale[keyOf(stripBitCasts(x.Src))] {
			break // see judgeGuesses
		}
		v.accessClass(v.class(x.Src), x.ElemType, false, x.Volatile, x, !tagged, x.Src)
	case *llir.InstStore:
		v.memberOK = false
		v.wholeStruct(x.Src.Type(), x, "structure stored as a value")
		dst := v.class(x.Dst)
		tagged := len(x.Metadata) > 0 && v.tbaaCount(x.Metadata, x.Src.Type(), true, x.Dst, x)
		tagged = tagged || v.countTagGEP(x.Dst, x.Src.Type(), true)
		if !v.inf.stale[keyOf(stripBitCasts(x.Dst))] {
			v.accessClass(dst, x.Src.Type(), true, x.Volatile, x, !tagged, x.Dst)
		}
		v.storedValue(x, dst)
	case *llir.InstAtomicRMW:
		v.memberOK = false
		v.access(x.Dst, x.X.Type(), false, true, x)
		v.access(x.Dst, x.X.Type(), true, false, x)
	case *llir.InstCmpXchg:
		v.memberOK = false
		v.access(x.Ptr, x.New.Type(), false, true, x)
		v.access(x.Ptr, x.New.Type(), true, false, x)
	case *llir.InstGetElementPtr:
		v.gepCheck(x)
	case *llir.InstPtrToInt:
		v.ptrToInt(x)
	case *llir.InstICmp:
		v.icmp(x)
	case *llir.TermRet:
		v.ret(x)
	case *llir.InstCall, *llir.TermInvoke, *llir.TermCallBr:
		if _, isInvoke := x.(*llir.TermInvoke); isInvoke {
			v.an.reason("exception handling: invoke in @%s", v.f.Name())
		}
		v.call(x.(value.Value))
	case *llir.InstLandingPad, *llir.TermResume, *llir.InstCatchPad, *llir.InstCleanupPad,
		*llir.TermCatchSwitch, *llir.TermCatchRet, *llir.TermCleanupRet:
		v.an.reason("exception handling in @%s", v.f.Name())
	case *llir.InstPhi:
		v.wholeStruct(x.Type(), x, "structure value merged by a PHI")
	case *llir.InstSelect:
		v.wholeStruct(x.Type(), x, "structure value merged by a select")
	case *llir.InstExtractValue:
		v.wholeStruct(x.X.Type(), x, "field extracted from a structure value")
	case *llir.InstInsertValue:
		v.wholeStruct(x.X.Type(), x, "field inserted into a structure value")
	case *llir.InstBitCast, *llir.InstAddrSpaceCast, *llir.InstIntToPtr, *llir.InstFreeze,
		*llir.TermBr, *llir.TermCondBr, *llir.TermSwitch, *llir.TermUnreachable:
		// Casts are identities of the pointer classes; their safety is
		// judged on the class (see classConditions).
	default:
		// forOperands: llir's Operands allocates a slice per call (the
		// integer arithmetic of whole programs comes here).
		forOperands(inst, func(op value.Value) {
			if op == nil {
				return
			}
			if d := v.class(op); d != nil && d.evidence() && !d.flagged.Has(UnhandledUse) {
				v.flagClass(d, UnhandledUse, inst, fmt.Sprintf("pointer used by an unhandled instruction (%T)", inst))
			}
		})
	}
}

// matches reports whether an access of type a fits a field of type f: the
// same size, neither being an aggregate (the seed compares sizes, since
// pointers are often moved as pointer-sized integers).
func (v *visitor) matches(f, a types.Type) bool {
	switch f.(type) {
	case *types.StructType, *types.ArrayType:
		return false
	}
	switch a.(type) {
	case *types.StructType, *types.ArrayType:
		return false
	}
	if isPtrType(f) && isPtrType(a) {
		return true
	}
	sf, sa := v.tt.storeSize(f), v.tt.storeSize(a)
	return sf != 0 && sf == sa
}

// countLeaf counts an access of type a as the field of structure id it
// fits at offset 0 (leafFor), reporting whether there is one.
func (v *visitor) countLeaf(id int, a types.Type, write bool) bool {
	e, ok := v.leafFor(id, a)
	if ok {
		v.count(e, write)
	}
	return ok
}

// leafFor returns the field at offset 0 of struct id that an access of
// type a reads or writes, descending into nested structs and arrays.
func (v *visitor) leafFor(id int, a types.Type) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := v.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		ft := st.Fields[0]
		if v.tt.isBlob(elemRef{id, 0}) {
			// Bytes TBAA does not describe (gapLayout): an element
			// of the array or a member of the union they stand for.
			return elemRef{id, 0}, true
		}
		for {
			if v.matches(ft, a) {
				return elemRef{id, 0}, true
			}
			at, ok := ft.(*types.ArrayType)
			if !ok {
				break
			}
			ft = at.ElemType
		}
		inner, ok := ft.(*types.StructType)
		if !ok {
			return elemRef{}, false
		}
		id = v.tt.id(inner)
	}
	return elemRef{}, false
}

// fieldAccepts reports whether field e accepts an access of type a, through
// its arrays.
func (v *visitor) fieldAccepts(e elemRef, a types.Type) bool {
	if v.tt.isBlob(e) {
		// The bytes of an array or union TBAA does not describe
		// (gapLayout): any access is one of its elements or members,
		// but a vector access of part of them, as of part of an array
		// (countLanes), is the vectorizers' combination of accesses to
		// elements, which counts as none: vectorFits takes it.
		return !v.blobPart(e, a)
	}
	ft := v.tt.infos[e.typ].Type.Fields[e.field]
	for depth := 0; depth < 16; depth++ {
		if v.matches(ft, a) {
			return true
		}
		at, ok := ft.(*types.ArrayType)
		if !ok {
			return false
		}
		ft = at.ElemType
	}
	return false
}

// blobPart reports whether a is a vector type covering less than blob
// field e, an array of bytes: pcre2's set_start_bits ORs a class's bits
// into its pcre2_real_code's start_bitmap[32] by <16 x i8> loads and
// stores in a vectorized loop, which typed IR counts as no access of the
// array, and the opaque module, where the structure is rebuilt from TBAA
// and the array is bytes, counted once each.
func (v *visitor) blobPart(e elemRef, a types.Type) bool {
	if _, ok := a.(*types.VectorType); !ok {
		return false
	}
	at, ok := v.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType)
	return ok && v.tt.storeSize(a) < v.tt.sizeOf(at)
}

// vectorFits reports whether a vector access of type a at field e reads
// or writes whole elements or fields, several at once: LLVM's vectorizers
// combine the accesses to consecutive elements of an array
// (libdeflate fills its matchfinder's hash tables of 16-bit elements by
// <2 x i64> stores) and to consecutive scalar fields (lua's luaF_newproto
// sets four int fields of a Proto by one <4 x i32> store), and such an
// access uses no field as another type (it counts, if at all, as the
// accesses it combines: countLanes). Its bytes must cover whole
// elements of e's array, or whole scalar fields from e on that follow
// each other without padding, and no lane may split an element or a
// field.
func (v *visitor) vectorFits(e elemRef, a types.Type) bool {
	vt, ok := a.(*types.VectorType)
	if !ok {
		return false
	}
	size, lane := v.tt.storeSize(a), v.tt.sizeOf(vt.ElemType)
	if size == 0 || lane == 0 || size != lane*vt.Len {
		return false
	}
	ti := v.tt.infos[e.typ]
	if at, ok := ti.Type.Fields[e.field].(*types.ArrayType); ok {
		el := scalarIn(at)
		if _, ok := el.(*types.StructType); ok {
			// An array of structures of one scalar member (a
			// union of scalars, whose LLVM type shows one): each
			// lane is one element's member.
			if _, ok := v.laneLeaf(el, lane); !ok {
				return false
			}
		} else if _, ok := el.(*types.ArrayType); ok {
			return false
		}
		es := v.tt.sizeOf(el)
		return es != 0 && lane%es == 0 && size <= v.tt.sizeOf(at)
	}
	start := ti.Fields[e.field].Offset
	end := start
	for i := e.field; i < len(ti.Type.Fields) && end < start+size; i++ {
		switch ti.Type.Fields[i].(type) {
		case *types.StructType:
			// The last lanes may fall in a union that follows the
			// scalar fields, each lane whole inside it (unionLanes):
			// members its LLVM type does not show, as the scalar
			// stores the SLP vectorizer combined write them
			// (sqlite3's `pTerm->leftCursor = aiCurCol[0];
			// pTerm->u.x.leftColumn = aiCurCol[1]`).
			id := v.tt.structID(ti.Type.Fields[i])
			return i > e.field && id >= 0 && v.tt.isUnion(id) && ti.Fields[i].Offset == end &&
				(end-start)%lane == 0 && start+size <= end+v.tt.sizeOf(ti.Type.Fields[i])
		case *types.ArrayType:
			return false
		}
		fs := v.tt.storeSize(ti.Type.Fields[i])
		if ti.Fields[i].Offset != end || fs == 0 || (end-start)/lane != (end-start+fs-1)/lane {
			return false
		}
		end += fs
	}
	return end == start+size
}

// countLanes counts a vector access of type a at field e that vectorFits
// accepts as the accesses it combines: one for each element of e's array
// it covers, or one for each scalar field it covers, from e on. LLVM's
// vectorizers combine the accesses of scalar code, which count so, and
// one compiler combines where the other does not: clang 19 reads and
// writes sqlite3's WalIndexHdr aFrameCksum[2] by one <2 x i32> load and
// store in walTryBeginRead, clang 14 by two of each.
func (v *visitor) countLanes(e elemRef, a types.Type, addr value.Value, write bool) {
	size := v.tt.storeSize(a)
	ti := v.tt.infos[e.typ]
	if at, ok := ti.Type.Fields[e.field].(*types.ArrayType); ok {
		el := scalarIn(at)
		es := v.tt.sizeOf(el)
		if es == 0 || (size != v.tt.sizeOf(at) && !slpIndexed(addr)) {
			// Part of the array: a vectorized loop's lanes are its
			// iterations (pcre2's callout sums four of a frame's
			// ovector by one <4 x i64> load), which scalar code
			// counts once.
			return
		}
		// Each lane is an element, or an element's one member.
		c := e
		if _, isStruct := el.(*types.StructType); isStruct {
			leaf, ok := v.laneLeaf(el, es)
			if !ok {
				return
			}
			c = leaf
		}
		for n := size / es; n > 0; n-- {
			v.count(c, write)
		}
		return
	}
	start := ti.Fields[e.field].Offset
	for i := e.field; i < len(ti.Fields) && ti.Fields[i].Offset < start+size; i++ {
		if v.tt.structID(ti.Type.Fields[i]) >= 0 {
			// Lanes in a union's members (unionLanes), which count
			// on no field of the structure, as the scalar stores.
			break
		}
		v.count(elemRef{e.typ, i}, write)
	}
}

// lanesAddr reports whether a vector access at addr that vectorFits
// field e combines the accesses of scalar code (countLanes). Over an
// array field, a vectorized loop's lanes are its iterations, and only an
// address at constant offsets from a value that is no PHI, select or
// loaded pointer is the SLP vectorizer's (fixedAddr). Over scalar fields
// the lanes are always the fields of one object: a vectorized loop
// stepping over such objects would cover several of them, and
// vectorFits keeps the access inside one, so the address may be any
// pointer (clang 19 copies two int fields of `J->trybuf[J->trytop]`
// through `getelementptr [64 x %S], p, 0, i, 4`).
func (v *visitor) lanesAddr(e elemRef, addr value.Value) bool {
	if _, isArray := v.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType); isArray {
		return fixedAddr(addr) || slpIndexed(addr)
	}
	return true
}

// laneLeaf returns the one scalar member of structure type el, of lane
// bytes, that a vector lane over an array of el accesses: a union of
// scalars, whose LLVM type shows one member (sqlite3's RtreeCoord, a
// float or an int).
func (v *visitor) laneLeaf(el types.Type, lane uint64) (elemRef, bool) {
	id := v.tt.structID(el)
	if id < 0 {
		return elemRef{}, false
	}
	st := v.tt.infos[id].Type
	if len(st.Fields) != 1 || v.tt.sizeOf(el) != lane {
		return elemRef{}, false
	}
	switch st.Fields[0].(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
	default:
		return elemRef{}, false
	}
	if v.tt.storeSize(st.Fields[0]) != lane {
		return elemRef{}, false
	}
	return elemRef{id, 0}, true
}

// memberLanes returns the number of lanes of vector type a accessed at
// addr, the address of field e, the one scalar member of a structure
// (laneLeaf), when addr is `getelementptr ..., %i, 0` with %i a
// position slpIndexed accepts: the vector covers consecutive elements'
// members (clang 14's <2 x float> load of a union's float member, at
// the first element's member). It returns 0 otherwise.
func (v *visitor) memberLanes(e elemRef, a types.Type, addr value.Value) uint64 {
	vt, ok := a.(*types.VectorType)
	if !ok || e.field != 0 || addr == nil {
		return 0
	}
	lane := v.tt.sizeOf(vt.ElemType)
	if leaf, ok := v.laneLeaf(v.tt.infos[e.typ].Type, lane); !ok || leaf != e || v.tt.storeSize(a) != lane*vt.Len {
		return 0
	}
	g, ok := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) < 3 {
		return 0
	}
	if c, ok := ir.ConstInt(g.Indices[len(g.Indices)-1]); !ok || c != 0 {
		return 0
	}
	// The element's type, indexed by the last index but one, must
	// be the structure: the walk goes through g's source type.
	t := g.ElemType
	for _, x := range g.Indices[1 : len(g.Indices)-1] {
		switch tt := t.(type) {
		case *types.ArrayType:
			t = tt.ElemType
		case *types.StructType:
			c, ok := ir.ConstInt(x)
			if !ok || c < 0 || int(c) >= len(tt.Fields) {
				return 0
			}
			t = tt.Fields[c]
		default:
			return 0
		}
	}
	if v.tt.structID(t) != e.typ || !slpIndex(g.Indices[len(g.Indices)-2], 0) {
		return 0
	}
	if _, isConst := g.Indices[len(g.Indices)-2].(constant.Constant); isConst {
		return 0
	}
	return vt.Len
}

// slpIndexed reports whether addr is a getelementptr whose last index,
// the one selecting the array element the vector starts at, is a
// variable that does not come from a PHI or select (slpIndex): the
// SLP vectorizer's combination of straight-line accesses to
// consecutive elements at a computed position (sqlite3's
// SortByDimension reads `aCoord[iDim*2]` and `aCoord[iDim*2+1]` of a
// cell by one <2 x float> load), not a vectorized loop, whose lanes
// are iterations and whose element index steps with the loop's
// induction variable, a PHI.
func slpIndexed(addr value.Value) bool {
	if addr == nil {
		return false
	}
	g, ok := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) == 0 {
		return false
	}
	last := g.Indices[len(g.Indices)-1]
	if _, isConst := last.(constant.Constant); isConst {
		return false
	}
	return slpIndex(last, 0)
}

// slpIndex reports whether index x is computed, through casts and
// arithmetic, from values none of which is a PHI or select: arguments,
// loaded values, call results and constants.
func slpIndex(x value.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	switch y := x.(type) {
	case constant.Constant, *llir.Param, *llir.InstLoad, *llir.InstCall:
		return true
	case *llir.InstSExt:
		return slpIndex(y.From, depth+1)
	case *llir.InstZExt:
		return slpIndex(y.From, depth+1)
	case *llir.InstTrunc:
		return slpIndex(y.From, depth+1)
	case *llir.InstAdd:
		return slpIndex(y.X, depth+1) && slpIndex(y.Y, depth+1)
	case *llir.InstSub:
		return slpIndex(y.X, depth+1) && slpIndex(y.Y, depth+1)
	case *llir.InstMul:
		return slpIndex(y.X, depth+1) && slpIndex(y.Y, depth+1)
	case *llir.InstShl:
		return slpIndex(y.X, depth+1) && slpIndex(y.Y, depth+1)
	case *llir.InstOr:
		return slpIndex(y.X, depth+1) && slpIndex(y.Y, depth+1)
	}
	return false
}

// fixedAddr reports whether addr is, past casts and getelementptrs with
// constant indices, a value that is no PHI or select: the address of an
// access the SLP vectorizer combined from accesses at constant offsets,
// not one of a vectorized loop, whose lanes are iterations.
func fixedAddr(addr value.Value) bool {
	for depth := 0; depth < 16 && addr != nil; depth++ {
		switch x := addr.(type) {
		case *llir.InstBitCast:
			addr = x.From
		case *constant.ExprBitCast:
			addr = x.From
		case *llir.InstGetElementPtr:
			for _, i := range x.Indices {
				if _, ok := i.(constant.Constant); !ok {
					return false
				}
			}
			addr = x.Src
		case *constant.ExprGetElementPtr:
			addr = x.Src
		case *llir.InstPhi, *llir.InstSelect:
			return false
		case *llir.InstLoad:
			return false
		default:
			return true
		}
	}
	return false
}

func (v *visitor) count(e elemRef, write bool) {
	fi := &v.tt.infos[e.typ].Fields[e.field]
	if write {
		fi.Writes++
	} else {
		fi.Reads++
	}
	fi.Frequency += v.weight
}

// access handles a load or store of type a through pointer p: the field
// read or written, and the conditions of the Load and Store sections.
func (v *visitor) access(p value.Value, a types.Type, write, volatile bool, where any) {
	v.accessClass(v.class(p), a, write, volatile, where, true, p)
}

// accessClass is access with the address's class already looked up; the
// field is counted only when count is set (see tbaaCount).
func (v *visitor) accessClass(d *classData, a types.Type, write, volatile bool, where any, count bool, addr value.Value) {
	if d == nil || !d.evidence() {
		if count && !v.countStandin(addr, a, write) && !v.countAnchored(addr, a, write) {
			v.countStepped(where, addr, a, write)
		}
		return
	}
	if _, isStruct := a.(*types.StructType); isStruct {
		if volatile {
			v.flagClass(d, VolatileData, where, "volatile access")
		}
		return
	}
	if volatile {
		// A volatile access of a union's member that its LLVM type
		// does not show is of the union's bytes, not of the shown
		// member's field (unionAccess).
		if h, hidden := v.hiddenIn(d, addr, a); hidden {
			v.an.flag(h.u, VolatileData, where, "volatile access")
			for _, t := range d.types {
				v.an.flag(t, VolatileData, where, "volatile access")
			}
			for _, e := range d.elems {
				if e != h.leaf {
					v.an.flag(e.typ, VolatileData, where, "volatile access")
				}
			}
		} else {
			v.flagClass(d, VolatileData, where, "volatile access")
		}
	}
	if scalarSlot(addr) {
		// A stack slot of a scalar type holds that scalar, whatever
		// the class it shares with the pointers a PHI or a call merges
		// it with (a slot LLVM 14's SROA left for a union, in one PHI
		// with a field's address): its declaration says what lies
		// there, and no structure's field is accessed.
		return
	}
	var lanes elemRef
	counted := false
	if len(d.types) > 0 {
		dom := v.inf.dominantOf(d)
		if dom < 0 {
			// The class is BadCasting. The access still reads or writes
			// the first scalar field of the types it fits: typed IR
			// reaches that field through a getelementptr of the type
			// (and counts it), but clang 19 folds the field's address
			// into the object's, as in brotli's hasher union, whose
			// member H10 is read as an i64 straight through the union
			// pointer.
			if count && !v.countFirstFields(d, a, write) && !v.countDeclared(addr, a, write) && !v.countStandin(addr, a, write) && !v.countBaseTag(addr, a, write) && !v.countIndexed(addr, a, write) && !v.countAnchored(addr, a, write) {
				v.countStepped(where, addr, a, write)
			}
			return
		}
		if e, ok := v.leafFor(dom, a); ok {
			if count {
				v.count(e, write)
				v.countScalarElems(d, e, a, write)
			}
			return
		}
		if e, ok := v.inf.leaf0(dom); ok && v.vectorFits(e, a) {
			// Whole elements or fields from the dominant type's
			// first: counted once, here, also where the class holds
			// the address of a field holding that type (clang 19's
			// byte offset to a nested structure).
			if count && !d.declared && v.lanesAddr(e, addr) {
				v.countLanes(e, a, addr, write)
			}
			lanes, counted = e, true
		} else if _, vec := a.(*types.VectorType); len(d.elems) == 0 || !vec && !v.tt.isUnion(dom) && !v.scalarElems(d) {
			// A scalar access through the address of a field holding
			// the dominant structure (a byte offset to a nested
			// structure) is judged as through a pointer to it
			// (fieldsOnly): the loop below skips fields holding
			// structures. A union's other members and the lanes of
			// vectors are the loop's.
			if !v.memberOK {
				v.an.flag(dom, MismatchedElementAccess, where, fmt.Sprintf("access of type %s at offset 0", v.tt.typeName(a)))
			}
			return
		}
	}
	for _, e := range d.elems {
		if v.fieldAccepts(e, a) {
			if count {
				v.count(e, write)
				if v.tt.isBlob(e) {
					v.countBlobElem(d, e, addr, a, write)
				}
			}
		} else if v.vectorFits(e, a) {
			if count && !(counted && e == lanes) && !d.declared && v.lanesAddr(e, addr) {
				v.countLanes(e, a, addr, write)
			}
		} else if n := v.memberLanes(e, a, addr); n > 0 {
			// The member of a one-member structure, an element of
			// an array, at a computed position (slpIndexed): typed
			// IR's address of the first element's member.
			for ; count && !d.declared && n > 0; n-- {
				v.count(e, write)
			}
		} else if !v.memberOK && v.tt.structID(v.tt.infos[e.typ].Type.Fields[e.field]) < 0 {
			if h, hidden := v.hiddenIn(d, addr, a); hidden && h.leaf == e {
				v.flagHidden(h, a, where)
				continue
			}
			v.an.flag(e.typ, MismatchedElementAccess, where, fmt.Sprintf("field %d accessed as %s", e.field, v.tt.typeName(a)))
		}
	}
}

// scalarElems reports whether class d holds the address of a scalar
// field (or array of scalars): one the loop over d's fields judges. The
// addresses of fields holding structures are those structures' own
// addresses, judged through the class's dominant type (fieldsOnly).
func (v *visitor) scalarElems(d *classData) bool {
	for _, e := range d.elems {
		if v.tt.structID(v.tt.infos[e.typ].Type.Fields[e.field]) < 0 {
			return true
		}
	}
	return false
}

// scalarSlot reports whether addr (past casts) is a stack slot whose
// allocated type is a scalar (an integer, a floating-point value or a
// pointer).
func scalarSlot(addr value.Value) bool {
	if addr == nil {
		return false
	}
	s, ok := stripBitCasts(addr).(*llir.InstAlloca)
	if !ok {
		return false
	}
	switch s.ElemType.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		return true
	}
	return false
}

// countScalarElems counts an access of type a through a class whose
// dominant type's field e it reads, on the class's other fields that are
// scalars it fits: the class merges the address of a structure field
// (the union Expr.u, whose first member e is) with those of scalar fields
// (a PHI of &pExpr->u.zToken and &aCol[i].zCnName), and the access reads
// one of them, as typed IR's class, where the getelementptr names the
// union's member, not the union, counts both. Fields holding structures
// are the dominant type's place, already counted.
func (v *visitor) countScalarElems(d *classData, e elemRef, a types.Type, write bool) {
	for _, x := range d.elems {
		if x == e || v.tt.structID(v.tt.infos[x.typ].Type.Fields[x.field]) >= 0 {
			continue
		}
		if v.fieldAccepts(x, a) {
			v.count(x, write)
		}
	}
}

// tbaaCount counts a load or store of type a by its struct-path TBAA
// tag, which names the structure and the offset the C code accesses (at
// -O2; -O0 code has no tags): the field there, descending into nested
// structures and arrays, is read or written if the access fits it. It
// reports whether it counted the access; the pointer classes count the
// others. The tag is the same whatever IR computes the address: clang 19
// addresses fields by byte offsets and folds the address of a first field
// into the structure's, where clang 14 names the field in a
// getelementptr, and in generic code (sqlite3's classes of many types,
// byte offsets on pointers to several types) the classes cannot say which
// field such an access reaches. Tags whose structure does not have the
// layout the tag describes (a name llvm-link gave to another structure)
// are not used.
func (v *visitor) tbaaCount(md []*metadata.Attachment, a types.Type, write bool, addr value.Value, where any) bool {
	tag, ti := v.inf.tbaaTag(md)
	if !ti.ok && ti.pseudo != 0 {
		v.an.pseudoAcc[pseudoAccess{ti.pseudo, ti.off, write}]++
	}
	if !ti.ok || !ti.fits || ti.off < 0 {
		return false
	}
	v.taggedGlobal(addr, ti.id)
	hidden := v.unionPathTag(addr, ti, where)
	// The field of a tag and access type, computed once (by tag, then
	// among the few access types met with it: a map keyed by both
	// hashed the type interface on every access).
	var f tagField
	seen := false
	fs := v.tagFields[tag]
	for _, x := range fs {
		if x.typ == a {
			f, seen = x.f, true
			break
		}
	}
	if !seen {
		e, ok := v.fieldAtOffset(ti.id, uint64(ti.off), a)
		f = tagField{e, ok}
		v.tagFields[tag] = append(fs, tagAccess{a, f})
	}
	if f.ok {
		v.count(f.e, write)
		v.memberOK = hidden
	}
	return f.ok
}

// taggedGlobal records that an access through addr is tagged as one to
// struct id when addr is an address inside a global variable (past
// getelementptrs and casts) whose declared structure is another of the
// same layout: llvm-link 19 gives the variable of a C type the name of a
// structure identical to it under opaque pointers (sqlite3's aBuiltin
// array of Builtin became an array of HashElem), and the tags keep the C
// type, of which the variable is an instance too (see globals).
func (v *visitor) taggedGlobal(addr value.Value, id int) {
	budget := 16 // values looked at: PHIs of a table's elements
	v.taggedGlobalAt(addr, id, 0, &budget)
}

func (v *visitor) taggedGlobalAt(addr value.Value, id, depth int, budget *int) {
	for ; depth < 8 && addr != nil && *budget > 0; depth++ {
		*budget--
		switch x := addr.(type) {
		case *llir.InstGetElementPtr:
			addr = x.Src
		case *constant.ExprGetElementPtr:
			addr = x.Src
		case *llir.InstBitCast:
			addr = x.From
		case *constant.ExprBitCast:
			addr = x.From
		case *llir.InstPhi:
			for _, inc := range x.Incs {
				if *budget <= 0 {
					break // the calls left would see no value
				}
				v.taggedGlobalAt(inc.X, id, depth+1, budget)
			}
			return
		case *llir.InstSelect:
			v.taggedGlobalAt(x.ValueTrue, id, depth+1, budget)
			v.taggedGlobalAt(x.ValueFalse, id, depth+1, budget)
			return
		case *llir.Global:
			if t := v.tt.structID(x.ContentType); t >= 0 && t != id && v.tt.sameLayout(t, id, 0) {
				if v.an.globalTags == nil {
					v.an.globalTags = make(map[*llir.Global][]int)
				}
				v.an.globalTags[x] = appendUnique(v.an.globalTags[x], id)
			}
			return
		default:
			return
		}
	}
}

// countTagGEP counts a load or store of type a, without a structure tag,
// whose address (past bitcasts) is a byte-offset getelementptr on a
// pointer to several types that the tags of other accesses resolved
// (tagGEPs: through the same address, or from the same base value): the
// access reaches that structure's field at that offset. LLVM drops the
// tag of a store it merges (bzip2's BZ2_bzDecompress updates s->rTPos
// through the address its tagged loads use, on a strm->state that is a
// DState or an EState), and code inlined from a function taking a field's
// address carries a scalar tag, where typed IR's getelementptr names the
// field for every access. It reports whether it counted the access.
func (v *visitor) countTagGEP(addr value.Value, a types.Type, write bool) bool {
	g, isGEP := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !isGEP {
		return false
	}
	tg, ok := v.inf.tagGEPOf(g)
	if !ok {
		return false
	}
	e, ok := v.fieldAtOffset(tg.id, tg.off, a)
	if !ok {
		return false
	}
	if d := v.class(addr); d != nil && len(d.types) == 0 && containsElem(d.elems, e) {
		// The offset's result is that field's address, and its class
		// holds the fields merged with it (a walk's PHI of
		// &pInode->pUnused and &p->pNext): the class counts them all,
		// as typed IR's does.
		return false
	}
	v.count(e, write)
	return true
}

// tagAccess is the type of an access a TBAA access tag tags, and the
// field it counts.
type tagAccess struct {
	typ types.Type
	f   tagField
}

// tagField is the field a tag and access type count, if any.
type tagField struct {
	e  elemRef
	ok bool
}

// fieldAtOffset returns the scalar field of struct id at byte offset off
// (descending into nested structures and arrays) that an access of type a
// fits.
func (v *visitor) fieldAtOffset(id int, off uint64, a types.Type) (elemRef, bool) {
	if v.inf.trailingElem(id, off) {
		// Past the end, in a trailing array of one element.
		ti := v.tt.infos[id]
		e := elemRef{id, len(ti.Fields) - 1}
		if at, isArr := ti.Type.Fields[e.field].(*types.ArrayType); isArr && v.matches(at.ElemType, a) {
			return e, true
		}
		return elemRef{}, false
	}
	for depth := 0; depth < 32; depth++ {
		idx, ft, within, ok := v.inf.elemStep(id, off)
		if !ok {
			return elemRef{}, false
		}
		if inner, isStruct := ft.(*types.StructType); isStruct {
			id, off = v.tt.id(inner), within
			continue
		}
		e := elemRef{id, idx}
		if within == 0 && v.fieldAccepts(e, a) {
			return e, true
		}
		return elemRef{}, false
	}
	return elemRef{}, false
}

// countFirstFields counts an access of type a through a pointer of an
// ambiguous class whose ambiguity comes only from unions: a union's LLVM
// type shows one member, and a class holding it and another member's type
// has no dominant type, although the memory is the union's and the other
// member is what the code reads. When the class's other types have a
// dominant one, the access is of that type's first field if it fits.
// Other ambiguous classes are not counted: in generic code (sqlite3's
// class of over 200 types, lua's) nothing says which type an access
// through the class means, and typed IR names it on a getelementptr only
// where the C code did.
func (v *visitor) countFirstFields(d *classData, a types.Type, write bool) bool {
	dom, ok := v.unionDom[d]
	if !ok {
		dom = v.inf.unionsAside(d)
		v.unionDom[d] = dom
	}
	if dom < 0 {
		return false
	}
	return v.countLeaf(dom, a, write)
}

// countBaseTag counts an access of type a at offset 0 of addr (past
// casts), through an ambiguous class, when the struct-path tags of the
// accesses from addr (at offset 0, through byte offsets or through typed
// IR's field getelementptrs) all name one structure the class may point
// to (baseTags): the access, whose own tag names no structure (a union
// member's: sqlite3_value's u.i), reads that structure's first field it
// fits, as the byte offsets from addr are that structure's fields.
func (v *visitor) countBaseTag(addr value.Value, a types.Type, write bool) bool {
	// Past LLVM 14's casts to the first scalar field's type (castGEP),
	// which opaque IR folds into their base: the tags through the base
	// say what it points to.
	for depth := 0; depth < 4; depth++ {
		g, isGEP := addr.(*llir.InstGetElementPtr)
		if !isGEP || !castGEP(g, g.ElemType, g.Indices) {
			break
		}
		addr = g.Src
	}
	n, ok := v.inf.vals.get(keyOf(addr))
	if !ok {
		return false
	}
	root := v.inf.find(n)
	id := v.inf.meaning(addr)
	if id < 0 || !v.inf.mayPointToRoot(root, id) {
		return false
	}
	if t, ok := v.inf.foldedTag(addr); ok && t != id {
		// The tags through typed IR's zero-index getelementptrs on
		// addr (&p->first, which opaque IR folds into p) disagree:
		// opaque IR's tags through p do.
		return false
	}
	return v.countLeaf(id, a, write)
}

// countAnchored counts an access of type a at address addr, through an
// ambiguous class or one without evidence, when addr (past casts) is a
// constant byte offset from a base value whose other accesses' tags say
// that structures S begin around it (anchorTags: `getelementptr i8, ptr
// %top, i64 -8` tagged as S's field at 8 says an S begins at -16), one
// whole S apart, and the offset lies between the first such S and the
// end of the last, in another S than the one the base points to: the
// access is of S's field there, as typed IR's getelementptr over S names
// it (C's `top - 1` and `top + 1`, lua's `s2v(L->top - 1)->value_`,
// whose loads and stores clang tags with char or not at all). Offsets
// inside the S at the base are left to the rules on the base's own tags
// (countBaseTag), which may decline them (instcombine's field-by-field
// copy of a structure, which typed IR copies with memcpy).
func (v *visitor) countAnchored(addr value.Value, a types.Type, write bool) bool {
	g, isGEP := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !isGEP || v.inf.anchorIdx == nil {
		return false
	}
	i, ok := v.inf.anchorIdx.get(keyOf(stripBitCasts(g.Src)))
	if !ok || v.inf.anchorTags[i].id < 0 {
		return false
	}
	off, isConst := v.inf.anchorOffset(g)
	if !isConst {
		return false
	}
	bt := v.inf.anchorTags[i]
	size := int64(v.tt.infos[bt.id].Size)
	if size <= 0 || off < bt.lo || off >= bt.hi+size {
		return false
	}
	// The base's class may point to S, or says nothing (a pointer read
	// through a union member with a char tag: lua's t->array).
	if n, ok := v.inf.vals.get(keyOf(g.Src)); ok {
		if r := v.inf.find(n); len(v.inf.data[r].types) > 0 && !v.inf.mayPointToRoot(r, bt.id) {
			return false
		}
	}
	r := (off - bt.lo) % size
	if off == r {
		// In the structure the base itself points to, which the
		// rules on its own tags and class judge (countBaseTag).
		return false
	}
	e, ok := v.fieldAtOffset(bt.id, uint64(r), a)
	if ok {
		v.count(e, write)
	}
	return ok
}

// countIndexed counts an access of type a at address addr, through an
// ambiguous class, when addr (past casts) is a getelementptr whose
// indices reach a structure T by a variable last index, an element of
// an array (`getelementptr %S, p, 0, k, i`, C's &p->a[i], or clang 19's
// `getelementptr [N x T], q, 0, i` on the array's byte offset): the
// access reads or writes T's first field it fits. Typed IR names that
// field in a getelementptr on the element's address (`getelementptr %T,
// %e, 0, 0`), which opaque IR folds into the element's address, whose
// class generic code may have merged with other types (sqlite3's
// sqlite3ColumnsFromExprList reads &pEList->a[i], kept for its other
// fields, as the item's pExpr with the "any pointer" tag): the
// getelementptr's own indices say what the element is. Not with a
// constant last index: LLVM 19
// drops trailing zero indices (`getelementptr %union.StackValue, p, i,
// 0`, lua's stack slot's TValue, becomes `getelementptr
// %union.StackValue, p, i`), so that only typed IR would count there.
func (v *visitor) countIndexed(addr value.Value, a types.Type, write bool) bool {
	g, isGEP := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !isGEP || len(g.Indices) < 2 {
		return false
	}
	t := g.ElemType
	for _, ix := range g.Indices[1:] {
		switch x := t.(type) {
		case *types.StructType:
			n, isConst := ir.ConstInt(ix)
			if !isConst || n < 0 || n >= int64(len(x.Fields)) {
				return false
			}
			t = x.Fields[n]
		case *types.ArrayType:
			t = x.ElemType
		default:
			return false
		}
	}
	id := v.tt.structID(t)
	if _, isConst := ir.ConstInt(g.Indices[len(g.Indices)-1]); id < 0 || isConst {
		return false
	}
	n, ok := v.inf.vals.get(keyOf(addr))
	if !ok || !v.inf.mayPointToRoot(v.inf.find(n), id) {
		return false
	}
	return v.countLeaf(id, a, write)
}

// countDeclared counts an access of type a at address addr, through an
// ambiguous class, when addr is a global variable or a local variable
// (past casts) whose declared type is a structure (or an array of them),
// or a value all of whose sources are such variables of one type
// (originStruct): the access reads or writes that structure's first
// field it fits. Its class may hold other types (the variable's address
// also reaches generic code: sqlite3's sqlite3Config), but the
// variable's own type says what lies at its address; clang 14 names the
// field in a getelementptr (`getelementptr %struct.Sqlite3Config,
// @sqlite3Config, 0, 0`), which clang 19 folds into the variable's
// address.
func (v *visitor) countDeclared(addr value.Value, a types.Type, write bool) bool {
	id := v.inf.originStruct(addr, 0)
	if id < 0 {
		return false
	}
	return v.countLeaf(id, a, write)
}

// countStandin counts an access of type a at address addr, a constant
// byte offset from a PHI or select merging variables of one structure
// type S with memory a call returned (standinStruct), as the field of S
// that begins there with type a: typed IR's getelementptr on the
// variable names it, and the merge of the fields' addresses counts it,
// where the allocated memory's class, which generic code mixes with
// other types, says nothing. The offset itself stays as it is (typed
// IR's byte offset on the call's result is AmbiguousGEP there too).
func (v *visitor) countStandin(addr value.Value, a types.Type, write bool) bool {
	g, ok := addr.(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 || !sameType(g.ElemType, types.I8) {
		return false
	}
	c, isConst := ir.ConstInt(g.Indices[0])
	if !isConst || c <= 0 {
		return false
	}
	id := v.inf.standinStruct(g)
	if id < 0 {
		return false
	}
	e, ft, ok := v.inf.fieldAt(id, uint64(c))
	if arr, isArr := ft.(*types.ArrayType); ok && isArr {
		ft = arr.ElemType // the array field's first element
	}
	if !ok || !sameType(ft, a) {
		return false
	}
	v.count(e, write)
	return true
}

// countStepped counts a load or store of type a without a TBAA tag whose address is a
// constant byte offset (possibly none) from `getelementptr %S, p, i`, a
// variable step over an array of structures S: the access is of S's field at that
// offset, whatever p's class holds. Typed IR names the field in the
// getelementptr (`getelementptr %S, p, i, 3`) and counts it on the
// field's class, while clang 19 steps over S and then adds the field's
// byte offset, on a pointer that generic code (libpng's png_malloc)
// merged with other types: LLVM drops the TBAA tag of a store it sinks
// out of two branches (png_handle_sPLT's entry alpha). A step whose own
// base is a byte offset is a stride from a field's address (see
// strideGEP), and a constant step `&p[1]` is often the memory allocated
// past an S (sqlite3's PgHdr extra, a subclass's sqlite3_file): neither
// is a pointer to S, and both are left alone.
func (v *visitor) countStepped(where any, addr value.Value, a types.Type, write bool) {
	var md []*metadata.Attachment
	switch x := where.(type) {
	case *llir.InstLoad:
		md = x.Metadata
	case *llir.InstStore:
		md = x.Metadata
	default:
		return
	}
	// A tagged access is of the tag's type: a scalar tag on such an
	// address is a stride over other memory that S only measures
	// (sqlite3's seriesColumn indexes a cursor's i64 fields in steps of
	// the 8-byte sqlite3_vtab_cursor).
	for _, att := range md {
		if att != nil && att.Name == "tbaa" {
			return
		}
	}
	var off uint64
	for depth := 0; depth < 8; depth++ {
		switch x := addr.(type) {
		case *llir.InstBitCast:
			addr = x.From
			continue
		case *llir.InstGetElementPtr:
			if len(x.Indices) != 1 {
				return
			}
			if id := v.tt.structID(x.ElemType); id >= 0 {
				if _, isConst := ir.ConstInt(x.Indices[0]); isConst || byteOffset(v.tt, x.Src) {
					return
				}
				if e, ok := v.fieldAtOffset(id, off, a); ok {
					v.count(e, write)
				}
				return
			}
			n, ok := ir.ConstInt(x.Indices[0])
			size := v.tt.sizeOf(x.ElemType)
			if !ok || n < 0 || size == 0 {
				return
			}
			off += uint64(n) * size
			addr = x.Src
			continue
		}
		return
	}
}

// byteOffset reports whether p, past bitcasts, is a getelementptr by a
// nonzero constant offset over a type other than a structure.
func byteOffset(tt *typeTable, p value.Value) bool {
	for depth := 0; depth < 8; depth++ {
		switch x := p.(type) {
		case *llir.InstBitCast:
			p = x.From
			continue
		case *llir.InstGetElementPtr:
			if len(x.Indices) != 1 || tt.structID(x.ElemType) >= 0 {
				return false
			}
			n, ok := ir.ConstInt(x.Indices[0])
			return ok && n != 0
		}
		return false
	}
	return false
}

// storedValue applies the Store rules to the value operand.
func (v *visitor) storedValue(s *llir.InstStore, dst *classData) {
	if !v.mayCarryPointer(s.Src) {
		return
	}
	d := v.class(s.Src)
	if n, ok := v.inf.storeFirst[s]; ok {
		d = v.inf.cls(n)
	}
	if d == nil || !d.evidence() {
		return
	}
	if _, local := s.Dst.(*llir.InstAlloca); local {
		// A local variable's slot: the pointer's uses are followed
		// through the slot's loads.
		return
	}
	v.an.flagElems(d, FieldAddressTaken, s, "address of a field stored to memory", nil)
	if len(d.types) == 0 {
		return
	}
	bad := ""
	switch {
	case dst == nil || dst.unknown:
		bad = "pointer stored to memory of unknown type"
	case len(dst.types) > 0:
		if dom := v.inf.dominantOf(dst); dom >= 0 {
			if e, ok := v.inf.leaf0(dom); !ok || !v.ptrSlot(v.tt.infos[e.typ].Type.Fields[e.field]) {
				bad = "pointer stored over a non-pointer field"
				v.an.flag(dom, UnsafePointerStore, s, bad)
			}
		}
	case len(dst.elems) > 0:
		for _, e := range dst.elems {
			if !v.ptrSlot(v.tt.infos[e.typ].Type.Fields[e.field]) {
				bad = "pointer stored into a non-pointer field"
				v.an.flag(e.typ, UnsafePointerStore, s, bad)
			}
		}
	}
	if bad != "" {
		v.an.flagTypes(d, UnsafePointerStore, s, bad, nil)
		// The address of a first field that is a structure is its
		// container's too (baseField): what reads it where the analysis
		// cannot follow may use either, and opaque IR stores the
		// container's pointer, into which it folds typed IR's
		// getelementptr (brotli's `&s->params`, `&h->common`).
		for _, e := range d.elems {
			if v.an.baseField(e) {
				v.an.flag(e.typ, UnsafePointerStore, s, bad+" (the address of its first field)")
			}
		}
	}
}

// mayCarryPointer reports, from its type alone, whether v can be in a
// pointer class: a pointer or an integer of pointer width. It saves map
// lookups for the many values that cannot.
func (v *visitor) mayCarryPointer(x value.Value) bool {
	switch t := x.Type().(type) {
	case *types.PointerType:
		return true
	case *types.IntType:
		return t.BitSize == v.inf.ptrBit
	}
	return false
}

// ptrSlot reports whether a field can hold a pointer: a pointer, a
// pointer-sized integer, or an array of them.
func (v *visitor) ptrSlot(t types.Type) bool {
	for depth := 0; depth < 8; depth++ {
		switch x := t.(type) {
		case *types.PointerType:
			return true
		case *types.IntType:
			return x.BitSize == v.inf.ptrBit
		case *types.ArrayType:
			t = x.ElemType
		default:
			return false
		}
	}
	return false
}

// gepCheck reports the getelementptrs the inference could not map to a
// field.
func (v *visitor) gepCheck(g value.Value) {
	r, ok := v.inf.gepResOf(keyOf(g))
	if !ok {
		return
	}
	d := v.inf.cls(r.base)
	switch r.kind {
	case gepBadOffset:
		v.flagClass(d, BadPtrManipulation, g, "address computed inside a field or at an unknown offset")
	case gepAmbiguous:
		v.an.flagTypes(d, AmbiguousGEP, g, "byte offset on a pointer to several types", nil)
	case gepOutOfField:
		v.an.flagElems(d, BadPtrManipulation, g, "address computed past a scalar field", nil)
	case gepUnionMember:
		// Typed IR casts the union's address to the member's type:
		// BadCasting on the union and the structure holding it, as
		// there, and not on the structures around that one.
		e := r.elem
		if e.field < 0 {
			v.an.flag(e.typ, BadCasting, g, "address inside the union used as a member its LLVM type does not show")
			return
		}
		v.an.flag(e.typ, BadCasting, g, fmt.Sprintf("address inside union field %d used as a member its LLVM type does not show", e.field))
		if u := v.inf.tt.structID(v.inf.tt.infos[e.typ].Type.Fields[e.field]); u >= 0 {
			v.an.flag(u, BadCasting, g, "address inside the union used as a member its LLVM type does not show")
		}
	}
}

// ptrToInt applies the PtrToInt rule: the integer may be stored, compared,
// subtracted (pointer difference) or cast back; anything else manipulates
// the address.
func (v *visitor) ptrToInt(x *llir.InstPtrToInt) {
	d := v.class(x.From)
	if d == nil || !d.evidence() {
		return
	}
	if u, bad := v.inf.badPtrToInt[x]; bad {
		v.flagClass(d, BadPtrManipulation, x, fmt.Sprintf("pointer converted to an integer and used by %T", u))
	}
}

// icmp handles pointer comparisons: equality is safe; ordering pointers to
// different fields depends on the layout (the seed leaves this
// unimplemented).
func (v *visitor) icmp(x *llir.InstICmp) {
	if x.Pred == enum.IPredEQ || x.Pred == enum.IPredNE {
		return
	}
	dx, dy := v.class(stripConstBitCasts(x.X)), v.class(stripConstBitCasts(x.Y))
	if dx == nil || dy == nil || (len(dx.elems) == 0 && len(dy.elems) == 0) {
		return
	}
	if dx == dy || v.sameArrayField(dx, dy) {
		return
	}
	v.flagClass(dx, BadPtrManipulation, x, "ordered comparison of field addresses")
	v.flagClass(dy, BadPtrManipulation, x, "ordered comparison of field addresses")
}

// sameArrayField reports whether classes dx and dy both hold the address
// of one array field: an ordered comparison of two positions in one array
// (a walk's cursor against its end) does not depend on the layout.
func (v *visitor) sameArrayField(dx, dy *classData) bool {
	for _, e := range dx.elems {
		if _, isArray := v.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType); !isArray {
			continue
		}
		for _, f := range dy.elems {
			if f == e {
				return true
			}
		}
	}
	return false
}

// ret applies the Return rules.
func (v *visitor) ret(x *llir.TermRet) {
	if x.X == nil {
		return
	}
	v.wholeStruct(x.X.Type(), x, "structure returned as a value")
	d := v.class(x.X)
	if d == nil {
		return
	}
	v.an.flagElems(d, FieldAddressTaken, x, "address of a field returned", nil)
	if _, isInt := x.X.Type().(*types.IntType); isInt {
		v.an.flagTypes(d, AddressTaken, x, "address returned as an integer", nil)
	}
}

// call applies the Call and Intrinsic rules.
func (v *visitor) call(call value.Value) {
	k := v.inf.classify(call)
	args := v.inf.args(call)
	for _, a := range args {
		v.wholeStruct(a.Type(), call, "structure passed as a value")
	}
	switch {
	case k.IsAlloc():
		v.alloc(call, k, args)
		return
	case k.IsFree(), k == ir.NoEffectIntrinsic:
		return
	case k.IsMemIntrinsic():
		v.memFunc(call, k, args)
		return
	case k == ir.OtherIntrinsic:
		for _, a := range args {
			if d := v.class(a); d != nil && d.evidence() {
				v.flagClass(d, UnhandledUse, call, "pointer passed to an intrinsic")
			}
		}
		return
	}
	// One lookup per argument: the class and node of each.
	v.argNodes = v.argNodes[:0]
	v.argCls = v.argCls[:0]
	any := false
	for _, a := range args {
		n, ok := int32(-1), false
		if v.mayCarryPointer(a) {
			n, ok = v.inf.vals.get(keyOf(a))
		}
		var d *classData
		if ok {
			d = v.inf.cls(n)
			if d.evidence() {
				any = true
			}
		} else {
			n = -1
		}
		v.argNodes = append(v.argNodes, n)
		v.argCls = append(v.argCls, d)
	}
	f := ir.CalledFunc(call)
	if f != nil && len(f.Blocks) > 0 && v.inf.wrappers[f] {
		if d := v.class(call); d != nil {
			if dom := v.inf.dominantOf(d); dom >= 0 {
				v.tt.infos[dom].HeapAllocations++
			}
		}
	}
	if !any {
		return
	}
	for _, d := range v.argCls {
		if d != nil && len(d.types) > 1 && v.inf.dominantOf(d) < 0 && !d.flagged.Has(AmbiguousPointerTarget) {
			d.flagged |= AmbiguousPointerTarget
			for _, t := range d.types {
				v.an.flag(t, AmbiguousPointerTarget, call, "argument aliases incompatible types")
			}
		}
	}
	links := v.links[keyOf(call)]
	generic := func(i int) bool {
		for _, l := range links {
			if l.arg == v.argNodes[i] {
				return true
			}
		}
		return false
	}
	switch {
	case f == nil:
		var sum *callSummary
		if ic := v.inf.indirectOf[keyOf(call)]; ic != nil {
			sum = ic.sum.final()
		}
		known := sum != nil && len(sum.funcs) > 0
		for i, d := range v.argCls {
			if d == nil || !d.evidence() {
				continue
			}
			v.an.flagElems(d, FieldAddressTaken, call, "address of a field passed to an indirect call", nil)
			if (!known || generic(i) || sum.pendingAt(i)) && !d.flagged.Has(AddressTaken) {
				if len(d.elems) == 0 {
					d.flagged |= AddressTaken
				}
				v.an.flagTypes(d, AddressTaken, call, "passed to an indirect call with no known target", nil)
				v.an.flagBases(d, call, "passed to an indirect call with no known target", nil)
			}
		}
	case len(f.Blocks) == 0:
		for _, d := range v.argCls {
			if d == nil || !d.evidence() {
				continue
			}
			v.an.flagElems(d, FieldAddressTaken, call, "address of a field passed to external ", f)
			v.an.flagTypes(d, AddressTaken, call, "passed to external ", f)
			v.an.flagBases(d, call, "passed to external ", f)
			if v.inf.lib(f).clib || v.extClass[extClass{f, d}] {
				continue
			}
			// The types this class holds, each once per function.
			v.extClass[extClass{f, d}] = true
			for _, t := range d.types {
				key := extSeen{f, t}
				if v.tt.infos[t].system || v.extSeen[key] {
					continue
				}
				v.extSeen[key] = true
				es := v.extFuncs[f]
				if es == nil {
					es = &extSees{caller: v.f}
					v.extFuncs[f] = es
					v.extOrder = append(v.extOrder, f)
				}
				es.types = append(es.types, t)
			}
		}
	default:
		for i, d := range v.argCls {
			if d == nil || !d.evidence() {
				continue
			}
			if i < len(f.Params) && generic(i) && v.inf.freesParam(f, i) {
				// A parameter that only goes to free: the call frees
				// the object, as free does (lz4's XXH_free; fixture
				// freewrap.c).
				continue
			}
			// Before the field addresses' own FieldAddressTaken: a
			// field that firstFieldParam resolves to its first
			// member's array is that array's address, as typed IR's
			// getelementptr names it, whose innermost structure alone
			// is FieldAddressTaken.
			if i < len(f.Params) && generic(i) {
				if e, ok := v.firstFieldParam(d, f, i, args[i]); ok {
					v.an.flag(e.typ, FieldAddressTaken, call, "address of a field passed to "+f.Name())
					continue
				}
			}
			v.an.flagElems(d, FieldAddressTaken, call, "address of a field passed to ", f)
			if n, ok := v.inf.firstArgs[argPos{keyOf(call), i}]; ok {
				// The address of the first field, an array
				// (firstArrayArgs).
				v.an.flagElems(v.inf.cls(n), FieldAddressTaken, call, "address of a field passed to ", f)
			}
			if (i >= len(f.Params) || generic(i)) && !d.flagged.Has(AddressTaken) {
				if len(d.elems) == 0 {
					d.flagged |= AddressTaken
				}
				v.an.flagTypes(d, AddressTaken, call, "passed as an untyped pointer to ", f)
			}
		}
	}
}

// firstFieldParam returns the scalar or array field at offset 0 of the
// structure class d points to, when d's pointer is passed to parameter i
// of f, which stays untyped and through which f reads or writes only
// elements of that field's type: the pointer is that field's address.
// Opaque IR folds `&s->first` into `s` (lz4's
// LZ4F_createDecompressionContext(&lz4fRead->dctxPtr, ...), brotli's
// ParseInt(..., &context->quality)), where typed IR's getelementptr
// says the field's address is passed (FieldAddressTaken), not the
// structure's to an untyped parameter (AddressTaken). So is d a field's
// address, the field a structure or a union: a byte offset from the
// container (libdeflate's c->p.precode.freqs, at offset 0 of a union);
// a union's field at offset 0 is its LLVM type's member's, as typed
// IR's getelementptr into the union says, which LLVM 14's instcombine
// writes also for a cast of the union's address.
func (v *visitor) firstFieldParam(d *classData, f *llir.Func, i int, arg value.Value) (elemRef, bool) {
	dom := v.inf.dominantOf(d)
	if dom < 0 {
		// A class of several types (generic code): the argument's
		// own meaning, when its tags say which.
		if m := v.inf.meaning(arg); m >= 0 && v.inf.mayPointTo(d, m) {
			dom = m
		}
	}
	if dom < 0 {
		return elemRef{}, false
	}
	e, ok := v.inf.leaf0(dom)
	if !ok {
		return elemRef{}, false
	}
	ft := scalarIn(v.tt.infos[e.typ].Type.Fields[e.field])
	if _, isStruct := ft.(*types.StructType); isStruct {
		return elemRef{}, false
	}
	size := v.tt.storeSize(ft)
	return e, size > 0 && v.paramElemSize(f, i) == size
}

// paramElemSize returns the size of the elements f reads and writes
// through its parameter i, directly or by array steps over them
// (`getelementptr T, ptr %p, i64 %i`), when there is at least one such
// access and all are of one size; else 0. One walk of f answers for all
// its parameters; it stops once none can.
func (v *visitor) paramElemSize(f *llir.Func, i int) uint64 {
	sizes, ok := v.paramSizes[f]
	if !ok {
		sizes = v.scanParams(f)
		v.paramSizes[f] = sizes
	}
	if i >= len(sizes) {
		return 0
	}
	return sizes[i]
}

// scanParams computes paramElemSize for each parameter of f.
func (v *visitor) scanParams(f *llir.Func) []uint64 {
	sizes := make([]uint64, len(f.Params))
	bad := make([]bool, len(f.Params))
	live := 0
	origin := make(map[value.Value]int)
	for i, p := range f.Params {
		if isPtrType(p.Typ) {
			origin[p] = i
			live++
		} else {
			bad[i] = true
		}
	}
	// agree records an access of type t through parameter i.
	agree := func(i int, t types.Type) {
		if bad[i] {
			return
		}
		n := v.tt.storeSize(t)
		if n == 0 || (sizes[i] != 0 && n != sizes[i]) {
			bad[i] = true
			live--
			return
		}
		sizes[i] = n
	}
	drop := func(i int) {
		if !bad[i] {
			bad[i] = true
			live--
		}
	}
	// steps holds, per parameter, the gcd of the constant byte steps
	// taken from it: LLVM 19 writes `&p[i - 1]` as a step over i8
	// (`getelementptr i8, ptr %q, i64 -4`), which says nothing of the
	// elements' size, and must only keep to their boundaries.
	steps := make([]uint64, len(f.Params))
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if live == 0 {
				return make([]uint64, len(f.Params))
			}
			switch x := inst.(type) {
			case *llir.InstBitCast:
				if i, ok := origin[x.From]; ok {
					origin[x] = i
				}
			case *llir.InstGetElementPtr:
				i, ok := origin[x.Src]
				if !ok {
					continue
				}
				switch x.ElemType.(type) {
				case *types.StructType, *types.ArrayType, *types.VectorType:
					drop(i)
					continue
				}
				if len(x.Indices) != 1 {
					drop(i)
					continue
				}
				if n, ok := ir.ConstInt(x.Indices[0]); ok {
					if n < 0 {
						n = -n
					}
					steps[i] = gcd(steps[i], uint64(n)*v.tt.storeSize(x.ElemType))
				} else {
					agree(i, x.ElemType)
				}
				origin[x] = i
			case *llir.InstLoad:
				if i, ok := origin[x.Src]; ok {
					agree(i, x.ElemType)
				}
			case *llir.InstStore:
				if i, ok := origin[x.Dst]; ok {
					agree(i, x.Src.Type())
				}
				if i, ok := origin[x.Src]; ok {
					drop(i)
				}
			}
		}
	}
	for i := range sizes {
		if bad[i] || (sizes[i] != 0 && steps[i]%sizes[i] != 0) {
			sizes[i] = 0
		}
	}
	return sizes
}

// gcd returns the greatest common divisor of a and b (gcd(0, b) = b).
func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// alloc handles an allocation call: the allocated type and the size check.
func (v *visitor) alloc(call value.Value, k ir.LibFunc, args []value.Value) {
	d := v.class(call)
	if d == nil || len(d.types) == 0 {
		return
	}
	dom := v.inf.dominantOf(d)
	if dom < 0 {
		return
	}
	v.tt.infos[dom].HeapAllocations++
	size := int64(v.tt.infos[dom].Size)
	si, ci := k.AllocSizeArgs()
	if si < 0 || si >= len(args) || size == 0 {
		return
	}
	okSize := multipleOf(args[si], size, 1, 0)
	if !okSize && ci >= 0 && ci < len(args) {
		okSize = multipleOf(args[ci], size, 1, 0)
		if !okSize {
			a, aok := ir.ConstInt(args[si])
			b, bok := ir.ConstInt(args[ci])
			okSize = aok && bok && (a*b)%size == 0
		}
	}
	if !okSize {
		v.an.flag(dom, BadCasting, call, "allocation size is not a multiple of "+v.sizeText(dom))
	}
}

// sizeText writes struct id's size for a note, saying when it is only a
// lower bound (TypeInfo.Partial).
func (v *visitor) sizeText(id int) string {
	ti := v.tt.infos[id]
	if ti.Partial {
		return fmt.Sprintf("%d (the part TBAA describes: a lower bound of the size)", ti.Size)
	}
	return strconv.FormatUint(ti.Size, 10)
}

// memFunc handles memset, memcpy and memmove.
func (v *visitor) memFunc(call value.Value, k ir.LibFunc, args []value.Value) {
	if len(args) < 3 {
		return
	}
	length := args[2]
	check := func(d *classData) (int, bool) {
		if d == nil || !d.evidence() {
			return -1, false
		}
		if len(d.types) > 0 {
			dom := v.inf.dominantOf(d)
			if dom < 0 {
				v.flagClass(d, BadMemFuncManipulation, call, "memory function on a pointer to several types")
				return -1, true
			}
			size := int64(v.tt.infos[dom].Size)
			if multipleOf(length, size, 1, 0) {
				return dom, true
			}
			// Under opaque pointers the address of the first field is
			// the structure's (clang 19 folds the getelementptr in
			// inlined code: brotli's memset of a histogram's counts
			// array): a size that fits a first field is a call on that
			// field, as typed IR's getelementptr to it says.
			if _, ok := v.firstFieldFitting(dom, length); ok {
				return -1, true
			}
			v.an.flag(dom, BadMemFuncSize, call, fmt.Sprintf("%s size is not a multiple of %s", k, v.sizeText(dom)))
			return dom, true
		}
		whole := -1
		for _, e := range d.elems {
			if v.fieldFits(e, length) {
				continue
			}
			// The address of a first field is the structure's: a
			// length of whole structures from there is a call on
			// them, as opaque IR's pointer, which folds the
			// getelementptr, says (LLVM 14 merges sqlite3's
			// `pLvl->pDir = 0; pLvl->zDir = 0;` into a memset of the
			// 16 bytes from &pLvl->pDir, the address it read pDir
			// through; LLVM 19 from pLvl).
			if size := int64(v.tt.infos[e.typ].Size); e.field == 0 && size > 0 && multipleOf(length, size, 1, 0) {
				if len(d.elems) == 1 {
					whole = e.typ
				}
				continue
			}
			v.an.flag(e.typ, BadMemFuncSize, call, fmt.Sprintf("%s size does not fit field %d", k, e.field))
		}
		return whole, true
	}
	// A side that is a byte offset resolved by a guess that did not
	// hold (judgeGuesses) is one on a pointer to several types, whose
	// accesses are neither counted nor checked: its class keeps the
	// guessed field, which says nothing (lua's luaV_concat copies a
	// string's characters from offset 24 of a TValue's object, taken
	// for the last member of a partial GCObject while the class held
	// it alone: BadMemFuncSize on GCObject in opaque IR only; fixture
	// hM_stalecopy.c).
	side := func(x value.Value) *classData {
		x = stripConstCasts(x)
		if v.inf.stale[keyOf(stripBitCasts(x))] {
			return nil
		}
		return v.class(x)
	}
	dd := side(args[0])
	var ds *classData
	if k != ir.Memset {
		// A side that only its declaration types, facing one its
		// uses type, is as untyped as it is in opaque IR: what the
		// code was told the memory is says nothing of whether the
		// bytes copied there are of one type (lz4's exported
		// XXH64_reset copies a local XXH64_state_t to a caller's
		// pointer nothing uses as one; fixture declcopy.c).
		ds = side(args[1])
		byUse := func(d *classData) bool { return d != nil && d.evidence() && !d.declared }
		switch {
		case dd != nil && dd.declared && byUse(ds):
			dd = nil
		case ds != nil && ds.declared && byUse(dd):
			ds = nil
		}
	}
	dst, dstTyped := check(dd)
	if k == ir.Memset {
		return
	}
	if g, ok := stripConstCasts(args[1]).(*llir.Global); ok && g.Immutable && g.Init != nil {
		// Copying a whole constant initializer (clang's __const.f.x)
		// writes the fields it sets, as the memset and stores of its
		// non-zero parts that clang emits instead for other
		// initializers do (sqlite3's local Fts5Enum aDetail[]: clang
		// 14 stores, clang 19 copies
		// @__const.fts5ConfigParseSpecial.aDetail; fixture
		// constinit.c), whatever else the object's class holds.
		if n, isConst := ir.ConstInt(length); isConst && n == int64(v.tt.sizeOf(g.ContentType)) {
			v.countInit(g.Init, 0)
		}
	}
	if g, ok := stripConstCasts(args[1]).(*llir.Global); ok && g.Immutable && dst >= 0 {
		// Copying a constant initializer (clang's __const.f.x) into an
		// object: the bytes are data, not pointers to other types.
		if gs := int64(v.tt.sizeOf(g.ContentType)); gs > 0 && gs%int64(max(v.tt.infos[dst].Size, 1)) == 0 {
			return
		}
	}
	src, srcTyped := check(ds)
	switch {
	case dst >= 0 && src >= 0:
		if !v.tt.inChain(dst, src) && !v.tt.inChain(src, dst) {
			v.an.flag(dst, BadMemFuncManipulation, call, k.String()+" between different types")
			v.an.flag(src, BadMemFuncManipulation, call, k.String()+" between different types")
		}
	case dst >= 0 && !srcTyped:
		v.an.flag(dst, BadMemFuncManipulation, call, k.String()+" from memory of unknown type")
	case src >= 0 && !dstTyped:
		v.an.flag(src, BadMemFuncManipulation, call, k.String()+" to memory of unknown type")
	}
}

// countInit counts a write of each scalar or array field of the
// structures of constant c (an array's elements included) that c sets to
// something other than zero: what clang's stores of a local variable's
// initializer write.
func (v *visitor) countInit(c constant.Constant, depth int) {
	if depth > 16 || c == nil || isZeroInit(c) {
		return
	}
	switch x := c.(type) {
	case *constant.Array:
		for _, e := range x.Elems {
			v.countInit(e, depth+1)
		}
	case *constant.Struct:
		id := v.tt.structID(x.Typ)
		for i, f := range x.Fields {
			if v.tt.structID(f.Type()) >= 0 {
				// A nested structure's fields are left uncounted:
				// llvm-link 19 may have given its type the name of
				// another of its shape (sqlite3's fts5_tokenizer in
				// a BuiltinTokenizer, named AuxDb), where typed IR
				// and TBAA name it.
				continue
			}
			if id >= 0 && i < len(v.tt.infos[id].Fields) && !isZeroInit(f) {
				v.count(elemRef{id, i}, true)
			}
		}
	}
}

// fieldFits reports whether a memory function's length fits field e: a
// constant no bigger than the field, or a multiple of the element size of
// an array field.
func (v *visitor) fieldFits(e elemRef, length value.Value) bool {
	ft := v.tt.infos[e.typ].Type.Fields[e.field]
	if n, isConst := ir.ConstInt(length); isConst && n <= int64(v.tt.sizeOf(ft)) {
		return true
	}
	if at, isArr := ft.(*types.ArrayType); isArr {
		return multipleOf(length, int64(v.tt.sizeOf(at.ElemType)), 1, 0)
	}
	return false
}

// firstFieldFitting returns the field at offset 0 of struct id, descending
// into nested structures, that a memory function's length fits.
func (v *visitor) firstFieldFitting(id int, length value.Value) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := v.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		e := elemRef{id, 0}
		if v.fieldFits(e, length) {
			return e, true
		}
		inner := v.tt.structID(st.Fields[0])
		if _, isStruct := st.Fields[0].(*types.StructType); !isStruct || inner < 0 {
			return elemRef{}, false
		}
		id = inner
	}
	return elemRef{}, false
}

// maxListed bounds the types a note names: a class of generic code (a
// void * that reaches every structure) holds hundreds, and the list
// would repeat in the note of each.
const maxListed = 8

// typeList formats sorted type names for a note: all of them up to
// maxListed, else the first ones and how many more.
func typeList(names []string) string {
	if len(names) <= maxListed {
		return fmt.Sprint(names)
	}
	return fmt.Sprintf("%v and %d more", names[:maxListed], len(names)-maxListed)
}

// classConditions applies the conditions that concern a whole class: a
// memory object used as incompatible types (BadCasting), a pointer of
// unknown origin used as an aggregate, a pointer to a field used as
// another type.
func (an *analyzer) classConditions() {
	inf := an.inf
	for n := range inf.parent {
		if inf.find(int32(n)) != int32(n) {
			continue
		}
		d := &inf.data[n]
		if !d.evidence() {
			continue
		}
		where := inf.repr(int32(n))
		if len(d.types) > 0 {
			if _, ok := an.tt.dominant(d.types); !ok {
				names := make([]string, 0, len(d.types))
				for _, t := range sortedTypes(d.types) {
					names = append(names, an.tt.infos[t].Name)
				}
				sort.Strings(names)
				why := "memory used as incompatible types " + typeList(names)
				for _, t := range d.types {
					an.flag(t, BadCasting, where, why)
				}
			}
			if d.unknown {
				for _, t := range d.types {
					an.flag(t, BadCasting, where, "pointer of unknown origin used as this type")
				}
			}
		}
		_, dominant := an.tt.dominant(d.types)
		for _, e := range d.elems {
			fid := inf.fieldStruct(e)
			for _, t := range d.types {
				if dominant && (an.blobHolds(e, t) || an.tailHolds(e, t)) {
					continue
				}
				if an.tt.fieldFits(e, fid, t) {
					continue
				}
				// The notes are built only where they are kept: a class
				// of hundreds of types and fields has tens of
				// thousands of such pairs.
				if !an.notesFull(e.typ, BadCasting) {
					an.flag(e.typ, BadCasting, where, fmt.Sprintf("address of field %d used as %s", e.field, an.tt.infos[t].Name))
				}
				if !an.notesFull(t, BadCasting) {
					an.flag(t, BadCasting, where, fmt.Sprintf("address of a field of %s used as this type", an.tt.infos[e.typ].Name))
				}
			}
		}
	}
}

// mergeConditions judges each merge of pointers on the final class: when
// the class is ambiguous (incompatible types, or a field pointer merged
// with another type), the merge's condition (UnsafePointerStore for a
// store, UnsafePtrMerge for a PHI or select, AmbiguousPointerTarget for a
// call) goes to every type involved; a store or a PHI that mixes pointers
// of unknown origin with typed ones is unsafe too.
func (an *analyzer) mergeConditions() {
	inf := an.inf
	verdict := make(map[int32]uint8) // per root: 1 consistent, 2 ambiguous, 3 unknown
	for _, ev := range inf.events {
		r := inf.find(ev.x)
		d := &inf.data[r]
		if !d.evidence() {
			continue
		}
		vd, ok := verdict[r]
		if !ok {
			vd = 1
			switch {
			case !an.classConsistent(d) && !an.unionMerge(d):
				vd = 2
			case d.unknown && d.declared:
				// Only declarations type the class: merging
				// pointers of unknown origin into it mixes no
				// types, as in opaque IR, which has none (an
				// exported function's parameter stored into a
				// field; fixture partial.c).
			case d.unknown:
				vd = 3
			}
			verdict[r] = vd
		}
		if vd == 1 || (vd == 3 && ev.kind == AmbiguousPointerTarget) || d.flagged.Has(ev.kind) {
			continue
		}
		d.flagged |= ev.kind
		an.cur = ev.fn
		for _, t := range d.types {
			an.flag(t, ev.kind, ev.where, ev.why)
		}
		for _, e := range d.elems {
			an.flag(e.typ, ev.kind, ev.where, ev.why)
		}
	}
	an.cur = nil
}

// fieldFits reports whether a pointer to field e, which holds struct fid
// by value, and a pointer to struct t can be one pointer: t lies at offset
// 0 of fid (the field's address is also a pointer to t), or t is the
// structure of e itself and fid lies at its offset 0 (a pointer to t is
// also a pointer to its first field, the seed's safe cast to the first
// element's type, and that field holds what e holds). The latter is how
// opaque IR passes the address of a first field: clang 19 folds
// `&s->first` into `s` (a constant getelementptr on a global, or one in
// inlined code), so that a class of pointers to one of a structure's
// nested fields holds the structure's address where typed IR holds a
// pointer to its first field (brotli's MetaBlockSplit and its three
// BlockSplit fields, sqlite3's rusage and its two timevals). A pointer to
// a scalar or array field at offset 0 of t and a pointer to t are one
// address too: clang 14 at -O2 walks lua's luaL_Reg array through
// &l->name, whose loads TBAA tags as luaL_Reg accesses (fixture
// fieldwalk.c).
func (tt *typeTable) fieldFits(e elemRef, fid, t int) bool {
	if fid < 0 {
		return t == e.typ && tt.infos[t].Fields[e.field].Offset == 0
	}
	return tt.inChain(fid, t) || (t == e.typ && tt.inChain(t, fid))
}

// unionMembers reports whether a class is the address of one union and
// of its members: one union U, other structures no bigger than U (the
// members a cast of U's address names, which U's LLVM type, showing one
// member, does not hold), and the addresses of fields holding U. Merging
// such pointers (a PHI of two addresses of one union field, typed IR's
// cast of one to a member's structure) mixes no types: opaque IR, which
// folds the member's access at offset 0 into the union's address, sees
// only U (lua's luaK_indexed merges &t->u of an expdesc, whose u.ind
// typed IR casts, UnsafePtrMerge in typed IR only). The casts
// themselves stay BadCasting (classConditions), as byte offsets into the
// union's other members are in opaque IR.
func (an *analyzer) unionMembers(d *classData) bool {
	return an.unionClass(d, false)
}

// unionMerge is unionMembers for the merges of pointers (mergeConditions):
// the class may also hold the address of a field holding a structure at
// offset 0 of U, U's shown member. Opaque IR folds `&u->member` into U's
// address, so that a PHI or select of the member's address taken inside
// U and of a field holding that member (sqlite3's `tabOpts ?
// &pParse->sLastToken : pEnd`, pEnd the parser passing
// &yymsp[0].minor.yy0) merges U with the field, where typed IR's
// getelementptr through U's member 0 merges two pointers to the member
// (fixture hI_unionsel.c).
func (an *analyzer) unionMerge(d *classData) bool {
	return an.unionClass(d, true)
}

// unionClass is unionMembers, and with shown also unionMerge.
func (an *analyzer) unionClass(d *classData, shown bool) bool {
	u := -1
	for _, t := range d.types {
		if an.tt.isUnion(t) {
			if u >= 0 {
				return false
			}
			u = t
		}
	}
	if u < 0 {
		return false
	}
	size := an.tt.infos[u].Size
	for _, t := range d.types {
		if t != u && (an.tt.isUnion(t) || an.tt.infos[t].Size > size || an.tt.infos[t].Partial) {
			return false
		}
	}
	for _, e := range d.elems {
		f := an.inf.fieldStruct(e)
		if f != u && !(shown && f >= 0 && !an.tt.isUnion(f) && an.tt.inChain(u, f)) {
			return false
		}
	}
	return true
}

// classConsistent reports whether a class's types have a dominant one and
// its field pointers agree with them (a pointer into the bytes of a
// rebuilt structure's array or union, or into its open last member where
// the code indexes an array of the type, agrees: isBlob, tailHolds).
func (an *analyzer) classConsistent(d *classData) bool {
	if len(d.types) > 0 {
		if _, ok := an.tt.dominant(d.types); !ok {
			return false
		}
	}
	for _, e := range d.elems {
		fid := an.inf.fieldStruct(e)
		for _, t := range d.types {
			if !an.tt.fieldFits(e, fid, t) && !(len(d.types) > 0 && an.tt.isBlob(e) && t != e.typ) && !an.tailHolds(e, t) {
				return false
			}
		}
	}
	return true
}

// globals applies the Global variables rules.
func (an *analyzer) globals() {
	for _, g := range an.m.Globals {
		if id := an.tt.structID(g.ContentType); id >= 0 {
			an.flag(id, GlobalInstance, g, "global variable of the type")
			an.tt.infos[id].GlobalInstances++
			if g.Init != nil && !isZeroInit(g.Init) {
				an.flag(id, HasInitializerList, g, "global variable with a non-zero initializer")
			}
			// The C type its accesses' tags name, where llvm-link
			// renamed it (taggedGlobal), and the structures rebuilt
			// from TBAA of its layout that its class holds
			// (rebuiltInstances).
			for _, s := range an.rebuiltInstances(g, id) {
				why := fmt.Sprintf("global variable of the type (declared %s, which has its layout; TBAA names this type)", an.tt.infos[id].Name)
				an.flag(s, GlobalInstance, g, why)
				an.tt.infos[s].GlobalInstances++
				if g.Init != nil && !isZeroInit(g.Init) {
					an.flag(s, HasInitializerList, g, "global variable with a non-zero initializer (declared "+an.tt.infos[id].Name+")")
				}
			}
			continue
		}
		if !pointerVariable(g.ContentType) {
			continue
		}
		n, ok := an.inf.vals.get(keyOf(g))
		if !ok {
			continue
		}
		c := an.inf.cls(n).content
		if c < 0 {
			continue
		}
		for _, t := range an.inf.cls(c).types {
			an.flag(t, GlobalPtr, g, "global variable holds a pointer to the type")
		}
	}
}

// rebuiltInstances returns the structures other than its declared one
// id of which global variable g is an instance: those the tags of its
// accesses name (taggedGlobal), and the structures rebuilt from TBAA
// that g's class holds when every structure it holds has id's layout (a
// class holding other structures too, such as generic code's, holds
// objects of other types, which the tags may be about). A rebuilt structure
// has no definition in the module, so no variable is declared with it:
// clang 19 at -O2 dropped the C type, and llvm-link 19 gave its
// variables the name of another structure of that layout (pcre2's
// fndatastr globals are branch_chain_8s there). Where the variable's
// address reaches the accesses only through memory (a table's void *
// field), the tags that name the C type are on pointers of its class.
func (an *analyzer) rebuiltInstances(g *llir.Global, id int) []int {
	out := an.globalTags[g]
	n, ok := an.inf.vals.get(keyOf(g))
	if !ok {
		return out
	}
	d := an.inf.cls(n)
	for _, t := range d.types {
		if !an.tt.sameLayout(id, t, 0) {
			// A class of other structures too (generic code's):
			// their accesses' tags say nothing of this variable.
			return out
		}
	}
	for _, t := range d.types {
		if t != id && an.tt.infos[t].Reconstructed && !containsInt(out, t) {
			// A copy: globalTags keeps its own list.
			out = append(out[:len(out):len(out)], t)
		}
	}
	return out
}

// pointerVariable reports whether a global variable of type t is a
// pointer at the source level, or an array of them: the variables the
// seed's GlobalPtr is about. A string literal or a char buffer in the
// class of generic pointers holds no pointer although its class's content
// may (typed IR's casts decide which types reach that content, and opaque
// IR's do not: lua's LocVar through "" literals).
func pointerVariable(t types.Type) bool {
	for depth := 0; depth < 8; depth++ {
		at, ok := t.(*types.ArrayType)
		if !ok {
			break
		}
		t = at.ElemType
	}
	return isPtrType(t)
}

// isZeroInit reports whether an initializer is all zeros (or undefined).
func isZeroInit(c constant.Constant) bool {
	switch x := c.(type) {
	case *constant.ZeroInitializer, *constant.Null, *constant.Undef, *constant.Poison:
		return true
	case *constant.Int:
		return x.X != nil && x.X.Sign() == 0
	case *constant.Float:
		return x.X != nil && x.X.Sign() == 0 && !x.X.Signbit()
	case *constant.Struct:
		for _, f := range x.Fields {
			if !isZeroInit(f) {
				return false
			}
		}
		return true
	case *constant.Array:
		for _, e := range x.Elems {
			if !isZeroInit(e) {
				return false
			}
		}
		return true
	case *constant.CharArray:
		for _, b := range x.X {
			if b != 0 {
				return false
			}
		}
		return true
	}
	return false
}

// stripBitCasts returns v past its bitcast instructions.
func stripBitCasts(v value.Value) value.Value {
	for depth := 0; depth < 8; depth++ {
		bc, ok := v.(*llir.InstBitCast)
		if !ok {
			break
		}
		v = bc.From
	}
	return v
}

// stripConstBitCasts returns v past its constant bitcasts.
func stripConstBitCasts(v value.Value) value.Value {
	for depth := 0; depth < 8; depth++ {
		c, ok := v.(*constant.ExprBitCast)
		if !ok {
			break
		}
		v = c.From
	}
	return v
}

// stripConstCasts removes constant bitcasts and all-zero constant
// getelementptrs (typed IR's way of passing a global as an i8*), so that
// typed and opaque IR name the same object.
func stripConstCasts(v value.Value) value.Value {
	for depth := 0; depth < 8; depth++ {
		switch c := v.(type) {
		case *constant.ExprBitCast:
			v = c.From
		case *constant.ExprGetElementPtr:
			for _, idx := range c.Indices {
				if n, ok := ir.ConstInt(idx); !ok || n != 0 {
					return v
				}
			}
			v = c.Src
		default:
			return v
		}
	}
	return v
}

// isBlob reports whether field e is a char array gapLayout put where TBAA
// leaves a gap.
func (tt *typeTable) isBlob(e elemRef) bool {
	if e.typ < 0 || e.typ >= len(tt.infos) || e.field < 0 {
		return false
	}
	b := tt.infos[e.typ].blobs
	return e.field < len(b) && b[e.field]
}

// openTail reports whether field e is the last member of a structure
// rebuilt from TBAA that may extend past it (Partial) and whose TBAA type
// is "omnipotent char" (rebuilt as i8): clang's TBAA gives an array
// member, whatever its elements, that type, so the member may be the
// start of an array of structures (C's trailing `S a[1]`).
func (tt *typeTable) openTail(e elemRef) bool {
	if e.typ < 0 || e.typ >= len(tt.infos) || e.field < 0 {
		return false
	}
	ti := tt.infos[e.typ]
	if !ti.Reconstructed || !ti.Partial || e.field != len(ti.Fields)-1 || e.field >= len(ti.Type.Fields) {
		return false
	}
	it, ok := ti.Type.Fields[e.field].(*types.IntType)
	return ok && it.BitSize == 8
}

// tailHolds reports whether the structure t a pointer into field e is
// used as is an element of an array that is e's structure's open last
// member (openTail): the code indexes an array of t at that member's
// byte offset (tailArrays found it). It nests t in e's structure as
// blobHolds does.
func (an *analyzer) tailHolds(e elemRef, t int) bool {
	if !an.tt.openTail(e) || t == e.typ || t < 0 || t >= len(an.tt.infos) {
		return false
	}
	return containsInt(an.tailElems[e.typ], t)
}

// tailArrays finds the arrays of structures that the code indexes at the
// byte offset of a rebuilt structure's open last member (openTail,
// noteInteriorArray's getelementptr [N x S] on `getelementptr i8, ptr %p,
// i64 c`, or noteStride's getelementptr over S with one variable index
// there, `p->a + i`), p's structure being its class's dominant type,
// else the one its tags or its meaning name (memberAt): clang 19 at -O2
// drops the definition of a structure it reaches
// only through byte offsets, and TBAA calls its trailing array of S an
// "omnipotent char". S is nested in that structure (NestedStruct), as
// typed IR's definition says, rather than a type the member's address is
// cast to (BadCasting).
//
// So is a structure S that the code walks as an array (a byte offset by
// whole S on a pointer whose class's dominant type is S: `p->pFresh++`)
// and that the pointers into such a member are used as: the class of
// the member's address has S as its dominant type (clang 19 at -O2,
// which addresses the member from a pointer its tags name), or the
// member's address is a constant byte offset on a pointer to several
// types, one of whose values, the pointer itself or an operand of the
// PHI or select it is, points to the rebuilt structure by its tags
// (LLVM 14 at -O2 stores through each operand before the PHI that
// takes the member's address). C's `p->pFresh = pNew->aEntry` gives
// sqlite3's RowSetChunk, dropped by clang 19, its array of RowSetEntry
// so; a member only cast to S, never walked, stays a cast (BadCasting).
func (an *analyzer) tailArrays() {
	for _, x := range an.inf.interior {
		if x.src == nil {
			continue
		}
		if e, ok := an.tailAt(x.src, x.off); ok {
			an.addTail(e.typ, x.id)
		}
	}
	inf := an.inf
	if len(inf.wholeSteps) == 0 {
		return
	}
	walked := make(map[int32]bool, len(inf.wholeSteps))
	for _, n := range inf.wholeSteps {
		walked[inf.find(n)] = true
	}
	// The classes holding a member's address, in node order.
	for n := range inf.parent {
		r := int32(n)
		if inf.find(r) != r || !walked[r] {
			continue
		}
		d := &inf.data[r]
		if len(d.elems) == 0 {
			continue
		}
		dom := inf.dominantOf(d)
		if dom < 0 {
			continue
		}
		for _, e := range d.elems {
			if an.tt.openTail(e) {
				an.addTail(e.typ, dom)
			}
		}
	}
	for _, x := range inf.ambiguousOffs {
		r := inf.find(x.res)
		if !walked[r] {
			continue
		}
		dom := inf.dominantOf(&inf.data[r])
		if dom < 0 {
			continue
		}
		src := stripBitCasts(x.gep.Src)
		if e, ok := an.tailAt(src, x.off); ok {
			an.addTail(e.typ, dom)
			continue
		}
		for _, op := range merged(src, nil) {
			if e, ok := an.tailAt(op, x.off); ok {
				an.addTail(e.typ, dom)
				break
			}
		}
	}
}

// addTail records that structure t's open last member (openTail) holds
// an array of structure s, which is then nested in t.
func (an *analyzer) addTail(t, s int) {
	if t == s || t < 0 || s < 0 {
		return
	}
	if an.tailElems == nil {
		an.tailElems = make(map[int][]int)
	}
	if containsInt(an.tailElems[t], s) {
		return
	}
	an.tailElems[t] = append(an.tailElems[t], s)
	ci, ti := an.tt.infos[t], an.tt.infos[s]
	if !containsInt(ci.nested, s) {
		ci.nested = append(ci.nested, s)
		ti.outer = append(ti.outer, t)
		ci.direct |= ContainsNestedStruct
		ti.direct |= NestedStruct
	}
}

// blobHolds reports whether the structure t a pointer into blob field e
// (isBlob) is used as lies in those bytes: an element of the array or a
// member of the union TBAA does not describe, as typed IR's getelementptr
// into the array or cast of the union's address says. It nests t in e's
// structure (NestedStruct), whose conditions then reach it as they do
// in typed IR, where the container defines the member.
func (an *analyzer) blobHolds(e elemRef, t int) bool {
	if !an.tt.isBlob(e) || t == e.typ || t < 0 || t >= len(an.tt.infos) {
		return false
	}
	ti, ci := an.tt.infos[t], an.tt.infos[e.typ]
	if open := ci.Partial && e.field == len(ci.Fields)-1; !open && ti.Size > an.tt.sizeOf(ci.Type.Fields[e.field]) {
		return false
	}
	if !containsInt(ci.nested, t) {
		ci.nested = append(ci.nested, t)
		ti.outer = append(ti.outer, e.typ)
		ci.direct |= ContainsNestedStruct
		ti.direct |= NestedStruct
	}
	return true
}

// blobArray is an array of n structures id that the code indexes at byte
// offset start of a blob field (isBlob).
type blobArray struct {
	start uint64
	id    int
	n     uint64
}

// blobArrays finds, for each blob field (isBlob) of a structure rebuilt
// from TBAA with gaps (gapLayout), the arrays of structures the code
// indexes in its bytes: noteInteriorArray's `getelementptr [N x S], ptr
// (getelementptr i8, ptr %p, i64 c), i64 0, i64 %i`, p pointing to the
// rebuilt structure (memberAt), c inside the blob and the N elements too
// (zlib's deflate_state, dropped by clang 19, holds its ct_data_s trees
// dyn_ltree, dyn_dtree and bl_tree in such bytes). Sorted by field, then
// start, for a deterministic lookup.
func (an *analyzer) blobArrays() {
	for _, x := range an.inf.interior {
		if x.stride || x.src == nil || x.id < 0 {
			continue
		}
		g, ok := x.elem.(*llir.InstGetElementPtr)
		if !ok {
			continue
		}
		at, ok := g.ElemType.(*types.ArrayType)
		if !ok || at.Len < 2 {
			continue
		}
		var w uint64
		e, ok := an.memberAt(x.src, x.off, func(e elemRef, within uint64) bool {
			if an.tt.isBlob(e) {
				w = within
				return true
			}
			return false
		})
		size := an.tt.infos[x.id].Size
		if !ok || size == 0 || w+at.Len*size > an.tt.sizeOf(an.tt.infos[e.typ].Type.Fields[e.field]) {
			continue
		}
		b := blobArray{w, x.id, at.Len}
		if an.blobArrs == nil {
			an.blobArrs = make(map[elemRef][]blobArray)
		}
		l := an.blobArrs[e]
		dup := false
		for _, y := range l {
			if y == b {
				dup = true
				break
			}
		}
		if !dup {
			l = append(l, b)
			sort.Slice(l, func(i, j int) bool {
				if l[i].start != l[j].start {
					return l[i].start < l[j].start
				}
				return l[i].id < l[j].id
			})
			an.blobArrs[e] = l
		}
	}
}

// countBlobElem counts an access of type a at a constant byte offset
// addr that lands in blob field e (isBlob) inside an array of structures
// S that the code indexes there (blobArrays): the access reads or writes
// the field of S's element at that position, as typed IR's getelementptr
// into the array member says (`getelementptr %struct.internal_state, %s,
// 0, 38, 3, 0, 0`, zlib's s->dyn_dtree[3].Freq in a loop LLVM unrolled),
// where clang 19's `getelementptr i8, ptr %s, i64 2516`, with a union
// member's "omnipotent char" tag, names no structure. The blob field
// itself is counted too, as for the accesses through the array's
// getelementptrs.
func (v *visitor) countBlobElem(d *classData, e elemRef, addr value.Value, a types.Type, write bool) {
	l := v.an.blobArrs[e]
	if len(l) == 0 {
		return
	}
	base, off, ok := positiveByteOffset(addr)
	if !ok {
		return
	}
	var w uint64
	at, ok := v.an.memberAt(base, off, func(x elemRef, within uint64) bool {
		if x == e {
			w = within
			return true
		}
		return false
	})
	if !ok || at != e {
		return
	}
	for _, b := range l {
		size := v.tt.infos[b.id].Size
		if w < b.start || w >= b.start+b.n*size {
			continue
		}
		f, ok := v.fieldAtOffset(b.id, (w-b.start)%size, a)
		if ok && !containsElem(d.elems, f) {
			v.count(f, write)
		}
		return
	}
}
