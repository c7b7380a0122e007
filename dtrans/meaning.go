package dtrans

import (
	"sort"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Loaded pointers' structures.
//
// In generic code (sqlite3's class of over 200 types) a pointer's class
// cannot say which structure it points to, and typed IR's getelementptrs
// name the structure where opaque IR has byte offsets. The tags of the
// accesses through a value name it (baseTags), but a value loaded from a
// field and only walked (`for (p = t->pIndex; p; p = p->pNext)`, whose
// accesses LLVM gave scalar tags after merging them) has no structure
// tag of its own. What the field holds does: the values loaded from the
// same field elsewhere, whose accesses' tags name one structure, or the
// values stored into it. This file derives, from tags only (so typed and
// opaque IR agree), the structure such a pointer points to, following
// loads (also through a walk over link fields: walkMeaning), PHIs and
// selects, parameters and call results (meaning). The
// rules that use it: resolveByteGEPs (a byte offset on a pointer to
// several types) and countBaseTag (an access at offset 0).

// tagLoad is a load of a pointer whose struct-path tag names structure
// id's field at off.
type tagLoad struct {
	load *llir.InstLoad
	id   int
	off  int64
}

// fieldKey is a structure's field by byte offset.
type fieldKey struct {
	id  int
	off int64
}

// noteTagLoad records a load of a pointer with a structure tag (what
// tbaaEvidence read), a vote on what the tag's field holds (fieldContent).
func (a *inferrer) noteTagLoad(x *llir.InstLoad, tag tagInfo) {
	id, off, ok := tag.field()
	if ok && isPtrType(x.ElemType) {
		a.tagLoads = append(a.tagLoads, tagLoad{x, id, off})
	} else if a.scalarTagged(x) {
		a.scalarLoads = append(a.scalarLoads, x)
	}
}

// pseudoFirst is the first pseudo structure id (tagInfo.pseudo); the
// others count down from it.
const pseudoFirst = -100

// isPseudo reports whether meaning m is a pseudo structure.
func isPseudo(m int) bool { return m <= pseudoFirst }

// known reports whether meaning m names a structure or pseudo structure.
func known(m int) bool { return m >= 0 || isPseudo(m) }

// pseudoID returns the pseudo structure id of TBAA struct type node n.
func (a *inferrer) pseudoID(n *metadata.Tuple) int {
	if a.pseudoIDs == nil {
		a.pseudoIDs = make(map[*metadata.Tuple]int)
	}
	id, ok := a.pseudoIDs[n]
	if !ok {
		id = pseudoFirst - len(a.pseudoIDs)
		a.pseudoIDs[n] = id
	}
	return id
}

// notePseudoBase records, for a load or store whose tag names a pseudo
// structure, the value its address is an offset from (at the tag's
// offset), as noteBaseTag does for the module's structures: the value
// points to that structure.
func (a *inferrer) notePseudoBase(addr value.Value, tag tagInfo) {
	addr = stripBitCasts(addr)
	base := addr
	if tag.off != 0 {
		g, isGEP := addr.(*llir.InstGetElementPtr)
		if !isGEP {
			return
		}
		c, _, ok := a.constByteOffset(g)
		if !ok || c != tag.off {
			return
		}
		base = stripBitCasts(g.Src)
	}
	if a.pseudoTags == nil {
		a.pseudoTags = make(map[vkey]int)
	}
	k := keyOf(base)
	vote(a.pseudoTags, k, tag.pseudo)
}

// noteTagStore records a store of a pointer with a structure tag: the
// stored value's meaning says what the tag's field holds, where the
// loads say nothing (fieldContent).
func (a *inferrer) noteTagStore(x *llir.InstStore, tag tagInfo) {
	id, off, ok := tag.field()
	if !ok || !isPtrType(x.Src.Type()) {
		return
	}
	if _, isConst := x.Src.(constant.Constant); isConst {
		return // null, or a global's address
	}
	if a.tagStores == nil {
		a.tagStores = make(map[fieldKey][]value.Value)
	}
	k := fieldKey{id, off}
	a.tagStores[k] = append(a.tagStores[k], x.Src)
}

// storedContent is fieldContent for a field no load describes: the
// meaning all the values stored into it (with its tag) agree on, at
// depth of meaningAt, and the lowest depth it depends on.
func (a *inferrer) storedContent(k fieldKey, depth int) (int, int) {
	free := depth + 1
	if c, ok := a.stored[k]; ok {
		return c, free
	}
	vs := a.tagStores[k]
	if len(vs) == 0 {
		return contentUnknown, free
	}
	if d, ok := a.inStored[k]; ok {
		// A value loaded from the field itself, stored back (a copy
		// from one object's field to another's: luaH_resize swaps
		// t->node with a local Table's): it holds what the field
		// holds, and agrees with the other stored values.
		return meaningPending, d
	}
	a.inStored[k] = depth
	m, low := meaningPending, free
	for _, v := range vs {
		if m, low = a.meet(m, low, v, depth); m == -1 {
			break
		}
	}
	delete(a.inStored, k)
	if m == meaningPending {
		m = contentUnknown
	}
	if low > depth {
		a.stored[k] = m
		low = free
	}
	return m, low
}

// fieldContent returns the structure the pointers held in struct id's
// field at off point to: the one the tags of the accesses through every
// value loaded from that field (with that field's tag), or through a PHI
// or select merging it, name, when they all name one (-1 otherwise;
// contentUnknown when none does).
func (a *inferrer) fieldContent(id int, off int64) int {
	if a.contents == nil {
		a.contents = make(map[fieldKey]int)
		add := func(k fieldKey, t int) { vote(a.contents, k, t) }
		for _, tl := range a.tagLoads {
			if t, ok := a.tagsOf(tl.load); ok {
				add(fieldKey{tl.id, tl.off}, t)
			}
		}
		// A load whose value a PHI or select merges before the
		// accesses (a walk's first element, `p = l->first` then
		// p->next in the loop) votes with the merge's tags.
		var buf []value.Value
		for _, m := range a.tagMerges {
			t, _ := a.tagsOf(m)
			buf = merged(m, buf[:0])
			for _, op := range buf {
				l, isLoad := stripBitCasts(op).(*llir.InstLoad)
				if !isLoad || !isPtrType(l.ElemType) {
					continue
				}
				_, tag := a.tbaaTag(l.Metadata)
				if id, off, ok := tag.field(); ok {
					add(fieldKey{id, off}, int(t))
				}
			}
		}
	}
	if t, ok := a.contents[fieldKey{id, off}]; ok {
		return t
	}
	return contentUnknown
}

// tagsOf returns the structure the tags of the accesses through v (past
// casts) name (baseTags), or else the pseudo structure they name, and
// whether they name any (-1: several).
func (a *inferrer) tagsOf(v value.Value) (int, bool) {
	k := keyOf(stripBitCasts(v))
	if t, ok := a.baseTags.get(k); ok {
		return int(t), true
	}
	t, ok := a.pseudoTags[k]
	return t, ok
}

// contentUnknown is fieldContent's answer for a field no tagged load of
// a pointer says anything about.
const contentUnknown = -3

// meaning returns the structure value v (past casts) points to, from tags
// alone, or -1: the structure the tags of the accesses through v name
// (baseTags); for a pointer loaded from a field of a structure, what
// that field holds (fieldContent), the field being named by the load's
// tag or by a byte offset from a value whose meaning is known (or, when
// no load of the field says, what the values stored into it mean,
// storedContent), or by a PHI or select of field addresses the load
// walks (walkMeaning); for a PHI
// or select, the meaning all its operands with one agree on; for a
// parameter, its arguments' at every call, when only those calls reach
// the function (originStruct's condition); for a call's result, the
// values its callee returns; for a pointer loaded from an element of an
// array loaded from a field, what such arrays hold (elemContent); for a
// step by a variable number of whole
// structures, the structure when its base means it; and for a value none
// of these describe, the
// structure the tags of the accesses through the parameters it is passed
// to name (argMeaning). In a loop
// (`p = p->pNext`) an operand that depends on the PHI itself agrees with
// whatever the others say.
func (a *inferrer) meaning(v value.Value) int {
	if a.meanings == nil {
		a.meanings = make(map[vkey]int32)
		a.inMeaning = make(map[vkey]int)
		a.stored = make(map[fieldKey]int)
		a.inStored = make(map[fieldKey]int)
	}
	m, _ := a.meaningAt(v, 0)
	if m < 0 {
		return -1
	}
	return m
}

// meaningPending is the meaning of a value whose meaning is being
// computed (a PHI in a loop): its other operands decide.
const meaningPending = -2

// meaningAt returns v's meaning and the lowest depth of a value still
// being computed that it depends on (depth+1 when none): a result that
// depends on a value below it on the stack holds only under that value's
// assumption and is not cached.
func (a *inferrer) meaningAt(v value.Value, depth int) (int, int) {
	free := depth + 1
	v = stripBitCasts(v)
	k := keyOf(v)
	if m, ok := a.meanings[k]; ok {
		return int(m), free
	}
	if d, ok := a.inMeaning[k]; ok {
		return meaningPending, d
	}
	if t, ok := a.tagsOf(v); ok {
		return t, free
	}
	// A class of one structure says it.
	if n, ok := a.vals.get(k); ok {
		if d := a.cls(n); len(d.types) > 0 {
			if dom := a.dominantOf(d); dom >= 0 {
				return dom, free
			}
		}
	}
	if depth > 16 {
		return -1, free
	}
	a.inMeaning[k] = depth
	m, low := -1, free
	switch x := v.(type) {
	case *llir.InstLoad:
		m, low = a.loadMeaning(x, depth)
		if known(m) && low == depth {
			// A walk's object whose link agreed with any meaning
			// (walkMeaning).
			m, low = a.recheck(k, m, depth, func() (int, int) { return a.loadMeaning(x, depth) })
		}
	case *llir.InstPhi:
		phi := func() (int, int) {
			m, low := meaningPending, free
			for _, inc := range x.Incs {
				m, low = a.meet(m, low, inc.X, depth)
			}
			return m, low
		}
		m, low = phi()
		if known(m) && low == depth {
			// Operands that depend on the PHI itself agreed with
			// any meaning; check them under the one found (that
			// p->pNext holds what p is).
			m, low = a.recheck(k, m, depth, phi)
		}
	case *llir.InstSelect:
		m, low = a.meet(meaningPending, low, x.ValueTrue, depth)
		m, low = a.meet(m, low, x.ValueFalse, depth)
	case *llir.Param:
		// The arguments of every call, when only those calls reach
		// the function.
		m = meaningPending
		if !a.callerArgs(x, func(arg value.Value) bool {
			m, low = a.meet(m, low, arg, depth)
			return true
		}) {
			m = -1
		}
	case *llir.InstGetElementPtr:
		// A step by a variable number of whole structures S
		// (`&ops[i]`, an element of an array of S) from a pointer
		// that means S points to an S. Not a constant step
		// (`(sqlite3_file *)&p[1]`), which may skip a header to
		// the memory past it, nor one from a pointer to another
		// structure, which S only measures (sqlite3's seriesColumn
		// indexes a cursor's i64 fields in steps of the 8-byte
		// sqlite3_vtab_cursor).
		if _, isConst := ir.ConstInt(x.Indices[0]); len(x.Indices) == 1 && !isConst {
			if id := a.tt.structID(x.ElemType); id >= 0 {
				bm, blow := a.meaningAt(x.Src, depth+1)
				low = min(low, blow)
				if bm == id {
					m = id
				} else if bm == meaningPending {
					// A walk's step (`n += gnext(n)`) from the
					// PHI whose meaning is being computed: it
					// agrees with whatever the PHI's other
					// operands say, which recheck confirms.
					m = meaningPending
				}
			}
		} else if step, ok := a.walkStep(x); ok {
			// A constant step by whole structures S that a PHI
			// meaning S merges back into itself (`for (n = t->node;
			// n < limit; n++)`, clang 19's `getelementptr i8, ptr %n,
			// i64 24` over 24-byte nodes, or `lastfree--`): the
			// walk's next element, an S, as typed IR's
			// getelementptr over S says. Only the walk's own step,
			// whose PHI's other operands decide: a constant step
			// from any pointer to S may skip a header to what lies
			// past it.
			bm, blow := a.meaningAt(x.Src, depth+1)
			low = min(low, blow)
			switch {
			case bm == meaningPending:
				m = meaningPending
			case bm >= 0 && a.tt.infos[bm].Size > 0 && step%int64(a.tt.infos[bm].Size) == 0:
				m = bm
				if keyOf(stripBitCasts(x.Src)) == a.assumed {
					low = min(low, a.assumedDepth)
				}
			}
		}
	case *llir.InstCall:
		// The values a defined function returns.
		f := ir.CalledFunc(x)
		if f == nil || len(f.Blocks) == 0 || !isPtrType(x.Type()) {
			break
		}
		m = meaningPending
		for _, b := range f.Blocks {
			if r, isRet := b.Term.(*llir.TermRet); isRet && r.X != nil {
				m, low = a.meet(m, low, r.X, depth)
			}
		}
	}
	if m == -1 {
		if t := a.argMeaning(k); t >= 0 {
			m = t
		}
	}
	if m == -1 {
		var mlow int
		m, mlow = a.mergeMeaning(v, depth)
		low = min(low, mlow)
	}
	if c, isCall := v.(*llir.InstCall); m == -1 && isCall && a.allocCall(c) {
		m = a.stepMeaning(k)
	}
	delete(a.inMeaning, k)
	if low > depth {
		// Final: it depends on no value still being computed but
		// itself.
		if m == meaningPending {
			m = -1
		}
		a.meanings[k] = int32(m)
		low = free
	}
	return m, low
}

// walkStep returns the byte step of getelementptr x when it is a
// constant step (one index, not zero) from a PHI that merges x back into
// itself: a walk `p++` or `p--` over an array.
func (a *inferrer) walkStep(x *llir.InstGetElementPtr) (int64, bool) {
	if len(x.Indices) != 1 {
		return 0, false
	}
	c, isConst := ir.ConstInt(x.Indices[0])
	if !isConst || c == 0 {
		return 0, false
	}
	phi, isPhi := stripBitCasts(x.Src).(*llir.InstPhi)
	if !isPhi {
		return 0, false
	}
	step := c * int64(a.tt.sizeOf(x.ElemType))
	if step == 0 {
		return 0, false // an element type of no known size
	}
	for _, inc := range phi.Incs {
		if stripBitCasts(inc.X) == value.Value(x) {
			return step, true
		}
	}
	return 0, false
}

// recheck computes again, with compute, the meaning of value k (at
// depth), which was m when the values depending on k itself agreed with
// any meaning: under the assumption that k means m (so that a link
// nothing else describes holds m). It returns -1 when the two differ,
// and the lowest depth still open.
func (a *inferrer) recheck(k vkey, m, depth int, compute func() (int, int)) (int, int) {
	a.meanings[k] = int32(m)
	outer, outerDepth := a.assumed, a.assumedDepth
	a.assumed, a.assumedDepth = k, depth
	m2, low := compute()
	a.assumed, a.assumedDepth = outer, outerDepth
	if m2 != m {
		m = -1
	}
	// Dependencies on k itself are settled; others leave it open.
	if low >= depth {
		low = depth + 1
	} else {
		delete(a.meanings, k)
	}
	return m, low
}

// meet combines meaning m with operand x's: constants (null) and values
// still being computed say nothing; two structures, or an operand of
// unknown meaning, give -1.
func (a *inferrer) meet(m, low int, x value.Value, depth int) (int, int) {
	if m == -1 {
		return -1, low
	}
	if _, isConst := x.(constant.Constant); isConst {
		return m, low
	}
	xm, xlow := a.meaningAt(x, depth+1)
	low = min(low, xlow)
	switch {
	case xm == meaningPending:
		return m, low
	case !known(xm):
		return -1, low
	case m == meaningPending || m == xm:
		return xm, low
	}
	return -1, low
}

// loadMeaning is meaning for a loaded pointer: what the field it is
// loaded from holds.
func (a *inferrer) loadMeaning(x *llir.InstLoad, depth int) (int, int) {
	free := depth + 1
	if !isPtrType(x.ElemType) {
		return -1, free
	}
	_, tag := a.tbaaTag(x.Metadata)
	if id, off, ok := tag.field(); ok {
		c := a.fieldContent(id, off)
		low := free
		if c == contentUnknown {
			c, low = a.storedContent(fieldKey{id, off}, depth)
		}
		return contentMeaning(c), low
	}
	// A scalar tag, or none: the field is the byte offset's from a
	// value whose meaning is known.
	src := stripBitCasts(x.Src)
	if slot, isSlot := src.(*llir.InstAlloca); isSlot && !a.slotEscapes[slot] && len(a.slotOutArgs[slot]) > 0 {
		return a.slotContent(slot, depth)
	}
	if isWalk(src) {
		return a.walkMeaning(src, depth)
	}
	m, low := a.addrContent(src, depth)
	if m == -1 {
		// A union's member (unionMeaning).
		var ulow int
		m, ulow = a.unionMeaning(x, depth)
		low = min(low, ulow)
	}
	return m, low
}

// isWalk reports whether v is a PHI or select that merges field
// addresses (fieldAddrReach): a walk over link fields.
func isWalk(v value.Value) bool {
	switch v.(type) {
	case *llir.InstPhi, *llir.InstSelect:
		return fieldAddrReach(v, nil)
	}
	return false
}

// walkMeaning is loadMeaning for a pointer loaded through a PHI or
// select of field addresses (`GCObject **p` walking &g->allgc, then
// &o->next): what the fields it merges hold, when they agree. An
// operand that is not a field's address is the address of the object's
// first field (opaque IR folds &o->next at offset 0 into o, the object
// loaded from the walk, where typed IR's getelementptr names the
// field), which, for the object loaded here, holds what it is assumed
// to. The PHI's own meaning, as an object, would say nothing of the
// field addresses.
func (a *inferrer) walkMeaning(p value.Value, depth int) (int, int) {
	free := depth + 1
	var web []value.Value
	fieldAddrReach(p, &web)
	if !wholeWeb(web) {
		return -1, free
	}
	m, low := meaningPending, free
	for _, w := range web {
		switch w.(type) {
		case *llir.InstPhi, *llir.InstSelect, constant.Constant:
			continue
		}
		c, clow := a.addrContent(stripBitCasts(w), depth)
		low = min(low, clow)
		switch {
		case c == meaningPending:
		case !known(c):
			return -1, low
		case m == meaningPending || m == c:
			m = c
		default:
			return -1, low
		}
	}
	return m, low
}

// wholeWeb reports whether web holds every operand of its PHIs and
// selects: fieldAddrReach stops a few steps deep.
func wholeWeb(web []value.Value) bool {
	in := func(x value.Value) bool {
		for _, w := range web {
			if w == x {
				return true
			}
		}
		return false
	}
	for _, w := range web {
		switch x := w.(type) {
		case *llir.InstPhi:
			for _, inc := range x.Incs {
				if !in(inc.X) {
					return false
				}
			}
		case *llir.InstSelect:
			if !in(x.ValueTrue) || !in(x.ValueFalse) {
				return false
			}
		}
	}
	return true
}

// addrContent is loadMeaning for a load from addr (past casts): what the
// field at addr holds, the field being a constant byte offset (or typed
// IR's field getelementptr) from a value whose meaning is known, or that
// value's first field.
func (a *inferrer) addrContent(src value.Value, depth int) (int, int) {
	free := depth + 1
	var off int64
	if g, isGEP := src.(*llir.InstGetElementPtr); isGEP {
		// A byte offset, or typed IR's address of a field, which
		// opaque IR writes as one (or, for a first field, folds).
		c, _, ok := a.constByteOffset(g)
		switch {
		case ok:
			src, off = g.Src, c
		case zeroIndices(g.Indices):
			src = g.Src
		default:
			return contentMeaning(a.elemContent(g)), free
		}
	}
	id, low := a.meaningAt(src, depth+1)
	if id == meaningPending {
		// A field of a value being computed (p->pNext in the loop
		// that sets p): what it holds, under the assumption, is
		// decided with the value (when it is its own type, as a
		// link's is, it agrees).
		return meaningPending, low
	}
	if !known(id) {
		return -1, low
	}
	c := a.fieldContent(id, off)
	if c == contentUnknown {
		var slow int
		c, slow = a.storedContent(fieldKey{id, off}, depth)
		low = min(low, slow)
	}
	if c == contentUnknown && keyOf(stripBitCasts(src)) == a.assumed {
		// The link of a walk (p = p->next) that nothing else
		// describes holds what the PHI is assumed to.
		return meaningPending, min(low, a.assumedDepth)
	}
	return contentMeaning(c), low
}

// contentMeaning is the meaning of a value loaded from a field whose
// content is c: -1 when unknown.
func contentMeaning(c int) int {
	if c == contentUnknown {
		return -1
	}
	return c
}

// Pointers held in -O0 stack slots.
//
// Unoptimized code keeps every pointer in a stack slot and loads it
// again before each use; it has no TBAA tags, but it addresses fields by
// getelementptrs that name the structure in both models
// (`getelementptr %struct.S, ptr %p, i32 0, i32 k`). What the values
// loaded from a slot point to is then what those getelementptrs name
// (slotMeaning), where the slot's class may hold several structures.

// noteSlotGEP records the structure a field getelementptr names on a
// value loaded from a stack slot (slotGEPs).
func (a *inferrer) noteSlotGEP(g *llir.InstGetElementPtr) {
	id := a.tt.structID(g.ElemType)
	if id < 0 || len(g.Indices) < 2 {
		return
	}
	l, isLoad := stripBitCasts(g.Src).(*llir.InstLoad)
	if !isLoad {
		return
	}
	slot, isSlot := l.Src.(*llir.InstAlloca)
	if !isSlot {
		return
	}
	if a.slotGEPs == nil {
		a.slotGEPs = make(map[*llir.InstAlloca]int)
	}
	vote(a.slotGEPs, slot, id)
}

// slotMeaning returns the structure value v (past casts) points to in
// -O0 code, or -1: for a value loaded from a stack slot that does not
// escape, the structure the field getelementptrs on the slot's loads
// name, or else what the values stored into the slot agree on; for a
// parameter of a function only its direct calls reach, what their
// arguments agree on (the slots of inlined callees hold the caller's
// pointer: lz4's LZ4_getPosition inlined into LZ4_compress_generic).
func (a *inferrer) slotMeaning(v value.Value, depth int) int {
	v = stripBitCasts(v)
	k := keyOf(v)
	if m, ok := a.slotMeanings[k]; ok {
		return m
	}
	if depth > 8 {
		return -1
	}
	if a.slotMeanings == nil {
		a.slotMeanings = make(map[vkey]int)
	}
	a.slotMeanings[k] = -1 // a cycle says nothing
	m := -2
	meet := func(x value.Value) bool {
		if _, isConst := x.(constant.Constant); isConst {
			return true
		}
		xm := a.slotMeaning(x, depth+1)
		if xm < 0 || (m >= 0 && xm != m) {
			m = -1
			return false
		}
		m = xm
		return true
	}
	switch x := v.(type) {
	case *llir.InstLoad:
		slot, isSlot := x.Src.(*llir.InstAlloca)
		if !isSlot || a.slotEscapes[slot] || !isPtrType(x.ElemType) {
			m = -1
			break
		}
		if id, ok := a.slotGEPs[slot]; ok {
			m = id
			break
		}
		for _, s := range a.slotStores[slot] {
			if !meet(s) {
				break
			}
		}
	case *llir.Param:
		if !a.callerArgs(x, meet) {
			m = -1
		}
	default:
		m = a.meaning(v) // tags (-O2), or a class of one structure
	}
	if m < 0 {
		m = -1
	}
	a.slotMeanings[k] = m
	return m
}

// mergeMeaning returns, for a value v nothing else describes, the
// structure S that the tags of the accesses through every PHI or select
// merging it name (tagMerges), when another operand of each, not a
// constant (null, a global variable's address), means S too, and S lies
// at offset 0 of no other structure: the merge is v on its edge, used
// as S, as the other operand is (sqlite3's analysisLoader merges an
// index found by a hash lookup, whose byte offset to a bit-field has no
// tag, with one walked from pTab->pIndex). The merge's tags may name
// what lies at v's offset 0 rather than v's structure, which opaque IR
// folds (&n->i_val into n): lua's luaH_getn merges a Node with the
// global absentkey, a TValue, and luaH_next with an element of the
// table's array of TValues, and uses the merge as a TValue, the first
// member of the union Node. It returns -1 when they disagree or none
// says, and the lowest depth still open.
func (a *inferrer) mergeMeaning(v value.Value, depth int) (int, int) {
	free := depth + 1
	if a.mergeIdx == nil {
		a.mergeIdx = newValueIndex(len(a.tagMerges))
		var buf []value.Value
		var tails []int32
		for _, m := range a.tagMerges {
			if id, ok := a.baseTags.get(keyOf(m)); !ok || id < 0 {
				continue
			}
			buf = merged(m, buf[:0])
			for _, op := range buf {
				op = stripBitCasts(op)
				if _, isConst := op.(constant.Constant); isConst {
					continue
				}
				k := keyOf(op)
				i, ok := a.mergeIdx.get(k)
				if !ok {
					i = int32(len(a.mergeHeads))
					a.mergeIdx.set(k, i)
					a.mergeHeads = append(a.mergeHeads, -1)
					tails = append(tails, -1)
				}
				t := tails[i]
				if t >= 0 && a.mergeUsers[t].m == m {
					continue
				}
				e := int32(len(a.mergeUsers))
				a.mergeUsers = append(a.mergeUsers, mergeUser{m: m, next: -1})
				if t < 0 {
					a.mergeHeads[i] = e
				} else {
					a.mergeUsers[t].next = e
				}
				tails[i] = e
			}
		}
	}
	i, ok := a.mergeIdx.get(keyOf(v))
	if !ok {
		return -1, free
	}
	m, low := -1, free
	var buf [4]value.Value
	for e := a.mergeHeads[i]; e >= 0; e = a.mergeUsers[e].next {
		u := a.mergeUsers[e].m
		id, _ := a.baseTags.get(keyOf(u))
		support := false
		for _, op := range merged(u, buf[:0]) {
			op = stripBitCasts(op)
			if _, isConst := op.(constant.Constant); isConst || keyOf(op) == keyOf(v) {
				continue
			}
			om, olow := a.meaningAt(op, depth+1)
			low = min(low, olow)
			if om == int(id) {
				support = true
			}
		}
		if !support || (m >= 0 && m != int(id)) || a.beginsOther(int(id)) {
			return -1, low
		}
		m = int(id)
	}
	return m, low
}

// beginsOther reports whether struct id lies at offset 0 of another
// structure (a first member, at any depth, or a union's member): a
// pointer used as an id may then point to the other one.
func (a *inferrer) beginsOther(id int) bool {
	if a.begins == nil {
		a.begins = make([]bool, len(a.tt.infos))
		for t := range a.tt.infos {
			for _, c := range a.tt.infos[t].chain0 {
				if c != t && c < len(a.begins) {
					a.begins[c] = true
				}
			}
		}
	}
	return id < len(a.begins) && a.begins[id]
}

// argMeaning returns the structure that the tags of the accesses through
// the parameters value k is passed to (by direct calls of defined
// functions) name, when they name one, else -1: the callee uses the value
// as that structure, as its tags would show in the caller if it were
// inlined (sqlite3's BtCursor, loaded from a cursor's union with a scalar
// tag and passed to getCellInfo). Tags only, so both models agree.
func (a *inferrer) argMeaning(k vkey) int {
	if a.argTags == nil {
		a.argTags = make(map[vkey]int32)
		for _, f := range a.m.Funcs {
			if len(f.Blocks) == 0 {
				continue
			}
			for i, p := range f.Params {
				id, ok := a.baseTags.get(keyOf(p))
				if !ok {
					continue
				}
				for _, c := range a.directCall[f] {
					if c == nil || i >= len(c.Args) {
						continue
					}
					arg := stripBitCasts(ir.UnwrapArg(c.Args[i]))
					if _, isConst := arg.(constant.Constant); isConst {
						continue
					}
					vote(a.argTags, keyOf(arg), id)
				}
			}
		}
	}
	if t, ok := a.argTags[k]; ok {
		return int(t)
	}
	return -1
}

// noteCallStep records, for a getelementptr stepping by a variable
// number of whole structures S from a call's result (`&p[i]`,
// `getelementptr %S, ptr %p, i64 %i`, maybe then into a field), that
// the result is indexed as an array of S (stepMeaning).
func (a *inferrer) noteCallStep(g *llir.InstGetElementPtr) {
	if len(g.Indices) == 0 {
		return
	}
	if _, isConst := ir.ConstInt(g.Indices[0]); isConst {
		return
	}
	c, isCall := stripBitCasts(g.Src).(*llir.InstCall)
	if !isCall {
		return
	}
	id := a.tt.structID(g.ElemType)
	if id < 0 {
		return
	}
	if a.stepElems == nil {
		a.stepElems = make(map[vkey]int32)
	}
	vote(a.stepElems, keyOf(c), int32(id))
}

// stepMeaning is meaning for an allocation's result nothing else
// describes: the structure S that the getelementptrs stepping from it
// by a variable number of whole elements name, when they all name one
// (noteCallStep), else -1. C indexes the new memory as an array of S,
// as typed IR's getelementptr over S (on the result's cast) and opaque
// IR's both say: lua's luaH_resize allocates a table's node array,
// whose accesses carry char tags, through the generic allocator, and
// stores it into t->node, whose loads the walks over the nodes read.
func (a *inferrer) stepMeaning(k vkey) int {
	if t, ok := a.stepElems[k]; ok {
		return int(t)
	}
	return -1
}

// elemContent returns, for g, a step by whole pointers into an array
// whose address is loaded from a structure's field (`&pCache->apHash[h]`,
// `&p->apCsr[i]`), the structure the pointers held in such arrays point
// to: the one the tags of the accesses through every pointer loaded from
// an element of an array loaded from that field name, when they all name
// one (-1 otherwise; contentUnknown when none does). Such a pointer has no
// structure tag of its own (its load's tag is a scalar one), and the
// arrays come from generic allocators; typed IR declares their type.
func (a *inferrer) elemContent(g *llir.InstGetElementPtr) int {
	k, ok := a.elemArrayField(g)
	if !ok {
		return contentUnknown
	}
	if a.elemVotes == nil {
		a.elemVotes = make(map[fieldKey][]int)
		// A PHI or select whose accesses' tags name a structure (a
		// walk from the element, `p = apHash[h]; while (p->iKey !=
		// k) p = p->pNext;`) votes for its operands loaded from
		// elements.
		for _, m := range a.tagMerges {
			t, ok := a.tagsOf(m)
			if !ok {
				continue
			}
			for _, op := range merged(m, nil) {
				ld, isLoad := stripBitCasts(op).(*llir.InstLoad)
				if !isLoad {
					continue
				}
				if eg, isGEP := stripBitCasts(ld.Src).(*llir.InstGetElementPtr); isGEP {
					if ek, ok := a.elemArrayField(eg); ok {
						a.elemVotes[ek] = append(a.elemVotes[ek], t)
					}
				}
			}
		}
		for _, f := range a.m.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					ld, isLoad := inst.(*llir.InstLoad)
					if !isLoad || !isPtrType(ld.ElemType) {
						continue
					}
					eg, isGEP := stripBitCasts(ld.Src).(*llir.InstGetElementPtr)
					if !isGEP {
						continue
					}
					if ek, ok := a.elemArrayField(eg); ok {
						if t, ok := a.tagsOf(ld); ok {
							a.elemVotes[ek] = append(a.elemVotes[ek], t)
						}
					}
				}
			}
		}
	}
	c := contentUnknown
	for _, t := range a.elemVotes[k] {
		switch {
		case t < 0:
			return -1
		case c == contentUnknown:
			c = t
		case c != t:
			return -1
		}
	}
	return c
}

// elemArrayField returns the field the array g steps in is loaded from:
// g steps by whole pointers (one index) from a pointer loaded with a
// struct-path tag naming a field; or the field that is the array itself,
// when g is the address of an element of a structure's array-of-pointers
// field (three indices: inlineArrayField; two, clang 19's shape:
// inlineArrayOffset).
func (a *inferrer) elemArrayField(g *llir.InstGetElementPtr) (fieldKey, bool) {
	switch len(g.Indices) {
	case 2:
		return a.inlineArrayOffset(g)
	case 3:
		return a.inlineArrayField(g)
	}
	if len(g.Indices) != 1 || !isPtrType(g.ElemType) {
		return fieldKey{}, false
	}
	base, isLoad := stripBitCasts(g.Src).(*llir.InstLoad)
	if !isLoad {
		return fieldKey{}, false
	}
	_, tag := a.tbaaTag(base.Metadata)
	id, off, ok := tag.field()
	if !ok {
		return fieldKey{}, false
	}
	return fieldKey{id, off}, true
}

// inlineArrayField returns, for g, the address of an element of a
// structure's field that is an array of pointers (`&pRtree->aHash[h]`:
// getelementptr %S, p, 0, k, i), that field: the array is the field
// itself, not loaded from it, and what its elements hold is voted on as
// for an array loaded from a field (elemContent).
func (a *inferrer) inlineArrayField(g *llir.InstGetElementPtr) (fieldKey, bool) {
	id := a.tt.structID(g.ElemType)
	if id < 0 {
		return fieldKey{}, false
	}
	if c, ok := ir.ConstInt(g.Indices[0]); !ok || c != 0 {
		return fieldKey{}, false
	}
	k, ok := ir.ConstInt(g.Indices[1])
	if _, isConst := ir.ConstInt(g.Indices[2]); isConst {
		return fieldKey{}, false
	}
	ti := a.tt.infos[id]
	if !ok || k < 0 || k >= int64(len(ti.Fields)) {
		return fieldKey{}, false
	}
	at, isArr := ti.Type.Fields[k].(*types.ArrayType)
	if !isArr || !isPtrType(at.ElemType) {
		return fieldKey{}, false
	}
	return fieldKey{id, int64(ti.Fields[k].Offset)}, true
}

// inlineArrayOffset is inlineArrayField for clang 19's shape of the
// element's address: getelementptr [N x ptr], q, 0, i, q a constant byte
// offset (or none) from a value the tags of whose accesses name the
// structure, at which the structure has a field of q's array type.
func (a *inferrer) inlineArrayOffset(g *llir.InstGetElementPtr) (fieldKey, bool) {
	at, isArr := g.ElemType.(*types.ArrayType)
	if !isArr || !isPtrType(at.ElemType) {
		return fieldKey{}, false
	}
	if c, ok := ir.ConstInt(g.Indices[0]); !ok || c != 0 {
		return fieldKey{}, false
	}
	if _, isConst := ir.ConstInt(g.Indices[1]); isConst {
		return fieldKey{}, false
	}
	base, off := stripBitCasts(g.Src), int64(0)
	if bg, isGEP := base.(*llir.InstGetElementPtr); isGEP {
		c, _, ok := a.constByteOffset(bg)
		if !ok {
			return fieldKey{}, false
		}
		base, off = stripBitCasts(bg.Src), c
	}
	t, ok := a.baseTags.get(keyOf(base))
	if !ok || t < 0 {
		return fieldKey{}, false
	}
	ti := a.tt.infos[t]
	for i := range ti.Fields {
		if int64(ti.Fields[i].Offset) != off {
			continue
		}
		if ft, isArr := ti.Type.Fields[i].(*types.ArrayType); isArr && ft.Len == at.Len && isPtrType(ft.ElemType) {
			return fieldKey{int(t), off}, true
		}
	}
	return fieldKey{}, false
}

// Union members.
//
// A union's member is loaded with a scalar tag (clang tags union accesses
// with char), so the loaded pointer's meaning cannot come from the
// field's tag; and the values loaded from the field elsewhere name
// several structures (sqlite3's Expr.x holds an ExprList or a Select),
// so what the field holds says nothing either, where typed IR's cast of
// the loaded pointer names the member. The accesses through the value
// do: their byte offsets and types fit the layout of one of the
// structures the field is seen to hold and not the others'.

// unionAcc is an access of type t at byte offset off from a pointer
// loaded with a scalar tag.
type unionAcc struct {
	off int64
	t   types.Type
}

// maxUnionAccs bounds the accesses kept per loaded pointer.
const maxUnionAccs = 8

// scalarTagged reports whether load x of a pointer has a TBAA tag that
// names no structure's field (a union member's char tag).
func (a *inferrer) scalarTagged(x *llir.InstLoad) bool {
	if !isPtrType(x.ElemType) {
		return false
	}
	n, tag := a.tbaaTag(x.Metadata)
	if n == nil {
		return false
	}
	_, _, ok := tag.field()
	return !ok
}

// noteUnionUse records an access of type t through addr for the pointer
// loaded with a scalar tag it is a constant byte offset from, directly
// or through a PHI or select merging such pointers (LLVM 19's
// instcombine folds `c ? &s->pEList : &e->x.pList`, fields at the same
// offset, into the offset of a PHI of the objects) or merging such
// offsets (`&e->x.pList->a[0].pExpr` and &e->pLeft).
func (a *inferrer) noteUnionUse(addr value.Value, t types.Type) {
	addr = stripBitCasts(addr)
	off := int64(0)
	if g, isGEP := addr.(*llir.InstGetElementPtr); isGEP {
		c, _, ok := a.constByteOffset(g)
		if !ok {
			return
		}
		off, addr = c, stripBitCasts(g.Src)
	}
	var ops [2]value.Value
	var in []value.Value
	switch x := addr.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			in = append(in, inc.X)
		}
	case *llir.InstSelect:
		ops[0], ops[1] = x.ValueTrue, x.ValueFalse
		in = ops[:]
	default:
		a.unionUse(addr, off, t)
		return
	}
	for _, op := range in {
		op = stripBitCasts(op)
		if g, isGEP := op.(*llir.InstGetElementPtr); isGEP && off == 0 {
			if c, _, ok := a.constByteOffset(g); ok {
				a.unionUse(stripBitCasts(g.Src), c, t)
				continue
			}
		}
		a.unionUse(op, off, t)
	}
}

// unionUse records access (off, t) through v when v is a pointer loaded
// with a scalar tag.
func (a *inferrer) unionUse(v value.Value, off int64, t types.Type) {
	l, isLoad := v.(*llir.InstLoad)
	if !isLoad || !a.scalarTagged(l) {
		return
	}
	if a.unionUses == nil {
		a.unionUses = make(map[*llir.InstLoad][]unionAcc)
	}
	if accs := a.unionUses[l]; len(accs) < maxUnionAccs {
		a.unionUses[l] = append(accs, unionAcc{off, t})
	}
}

// loadField returns the value load x's address is a constant byte
// offset from, and the offset.
func (a *inferrer) loadField(x *llir.InstLoad) (value.Value, int64, bool) {
	src := stripBitCasts(x.Src)
	if g, isGEP := src.(*llir.InstGetElementPtr); isGEP {
		if c, _, ok := a.constByteOffset(g); ok {
			return stripBitCasts(g.Src), c, true
		}
		if zeroIndices(g.Indices) {
			return stripBitCasts(g.Src), 0, true
		}
		return nil, 0, false
	}
	return src, 0, true
}

// unionCandidates returns the structures the pointers loaded with a
// scalar tag from structure id's field at off are seen to point to by
// their accesses' tags (the base's structure also by its tags), sorted.
func (a *inferrer) unionCandidates(k fieldKey) []int {
	if a.unionCands == nil {
		a.unionCands = make(map[fieldKey][]int)
		for _, l := range a.scalarLoads {
			t, ok := a.tagsOf(l)
			if !ok || t < 0 {
				continue
			}
			base, off, ok := a.loadField(l)
			if !ok {
				continue
			}
			bt, ok := a.tagsOf(base)
			if !ok || bt < 0 {
				continue
			}
			fk := fieldKey{bt, off}
			cs := a.unionCands[fk]
			i := sort.SearchInts(cs, t)
			if i < len(cs) && cs[i] == t {
				continue
			}
			cs = append(cs, 0)
			copy(cs[i+1:], cs[i:])
			cs[i] = t
			a.unionCands[fk] = cs
		}
	}
	return a.unionCands[k]
}

// unionMeaning is loadMeaning for a pointer loaded with a scalar tag
// whose field's content is unknown or several structures: the one
// structure the field is seen to hold whose layout fits every access
// recorded through the value (noteUnionUse), or -1.
func (a *inferrer) unionMeaning(x *llir.InstLoad, depth int) (int, int) {
	free := depth + 1
	accs := a.unionUses[x]
	if len(accs) == 0 {
		return -1, free
	}
	base, off, ok := a.loadField(x)
	if !ok {
		return -1, free
	}
	id, low := a.meaningAt(base, depth+1)
	if id < 0 {
		return -1, low
	}
	fit := -1
	for _, c := range a.unionCandidates(fieldKey{id, off}) {
		if !a.fitsAccs(c, accs) {
			continue
		}
		if fit >= 0 {
			return -1, low
		}
		fit = c
	}
	return fit, low
}

// fitsAccs reports whether every access fits a scalar field of struct
// id: one starting at its offset, both pointers or both not, of its
// size.
func (a *inferrer) fitsAccs(id int, accs []unionAcc) bool {
	inside := false
	for _, acc := range accs {
		inside = inside || acc.off > 0
		if acc.off < 0 || !a.leafFits(id, uint64(acc.off), acc.t) {
			return false
		}
	}
	return inside
}

// leafFits reports whether an access of type t fits the scalar field of
// struct id at byte offset off (descending into nested structures and
// arrays).
func (a *inferrer) leafFits(id int, off uint64, t types.Type) bool {
	for depth := 0; depth < 32; depth++ {
		_, ft, within, ok := a.elemStep(id, off)
		if !ok {
			return false
		}
		if inner, isStruct := ft.(*types.StructType); isStruct {
			id, off = a.tt.id(inner), within
			if id < 0 {
				return false
			}
			continue
		}
		return within == 0 && isPtrType(ft) == isPtrType(t) && a.tt.sizeOf(ft) == a.tt.sizeOf(t)
	}
	return false
}

// slotContent is loadMeaning for a pointer loaded from a local
// variable's slot whose address the function passes to defined
// functions (`js_Buffer *sb = NULL; js_putc(J, &sb, c)`): what the
// values stored into the slot and the values the callees load through
// their parameter agree on (the callee's T ** says what the caller's
// variable holds, as typed IR's declared T * does).
func (a *inferrer) slotContent(slot *llir.InstAlloca, depth int) (int, int) {
	m, low := meaningPending, depth+1
	for _, s := range a.slotStores[slot] {
		m, low = a.meet(m, low, s, depth)
	}
	for _, o := range a.slotOutArgs[slot] {
		if m == -1 {
			break
		}
		pm, plow := a.paramLoads(o, depth)
		low = min(low, plow)
		switch {
		case !known(pm):
		case m == meaningPending:
			m = pm
		case m != pm:
			m = -1
		}
	}
	if m == meaningPending && low > depth {
		m = -1
	}
	return m, low
}

// paramLoads returns what the pointers function o.f loads through its
// parameter o.i (directly, past casts) point to, when they agree.
func (a *inferrer) paramLoads(o outArg, depth int) (int, int) {
	low := depth + 1
	if m, ok := a.paramLoadM[o]; ok {
		return m, low
	}
	if o.i >= len(o.f.Params) || depth > 12 {
		return -1, low
	}
	p := o.f.Params[o.i]
	m := meaningPending
	for _, b := range o.f.Blocks {
		for _, inst := range b.Insts {
			ld, isLoad := inst.(*llir.InstLoad)
			if !isLoad || !isPtrType(ld.ElemType) || stripBitCasts(ld.Src) != value.Value(p) {
				continue
			}
			xm, xlow := a.meaningAt(ld, depth+1)
			low = min(low, xlow)
			switch {
			case xm == meaningPending:
			case !known(xm):
			case m == meaningPending:
				m = xm
			case m != xm:
				m = -1
			}
		}
	}
	if m == meaningPending {
		m = -1
	}
	if low > depth {
		if a.paramLoadM == nil {
			a.paramLoadM = map[outArg]int{}
		}
		a.paramLoadM[o] = m
	}
	return m, low
}
