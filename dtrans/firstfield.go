package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file handles first fields: opaque IR folds `&s->first` into s,
// where typed IR takes the field's address. The rules here send such a
// pointer to the first field (tags, arguments, PHI operands, walk heads).

// tagFirst is a load or store of a pointer through pointer p whose
// struct-path tag names structure S at offset 0, S's innermost first
// field e holding pointers (see resolveTagFirsts).
type tagFirst struct {
	addr, val int32       // p's node; the loaded or slot-stored value's
	p         value.Value // p
	sl        *storeLink  // a store's link, whose dst waits
	e         elemRef
	id        int // S
	done      bool
}

// tagFirstField returns the field a pointer access with attachments md
// reads or writes at offset 0 of the structure its struct-path tag names,
// and that structure, when the field holds pointers.
func (a *inferrer) tagFirstField(md []*metadata.Attachment) (elemRef, int, bool) {
	_, tag := a.tbaaTag(md)
	if !tag.ok || tag.nested || !tag.fits || tag.off != 0 {
		return elemRef{}, 0, false
	}
	// The structure under the comparison's aliases (typeTable.id), as
	// the classes' types name it.
	id := a.tt.id(a.tt.infos[tag.id].Type)
	e, ok := a.leaf0(id)
	if !ok || !fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		return elemRef{}, 0, false
	}
	return e, id, true
}

// resolveTagFirsts links each pending tagged access at offset 0 (see
// tagFirst) once its pointer's class has evidence (or, final, without
// it): with S's first field when the class holds a global variable of
// type S (or an array of S), as typed IR's getelementptr to the field
// says; else with the class's content, as an access without a tag.
// Opaque IR folds &p->first into p, and through a pointer to variables
// of several types (pcre2grep's option table points to a fndatastr, an
// omdatastr or a patdatastr, each a pair of pointers to a list's head and
// tail variables) the content of the class mixed the first fields of all
// of them, and the three lists with them (BadCasting, UnsafePointerStore,
// ...), where each access names its own: a variable's type defines its
// memory, in both models. Elsewhere the content stays, whatever the tag
// says: a class of generic heap memory holds the structures the tags
// name, which only typed IR's casts may define (sqlite3's fts5yyParser,
// allocated by the generic sqlite3Malloc), and which typed and opaque
// IR's classes do not always hold alike (lua's userdata).
func (a *inferrer) resolveTagFirsts(final bool) bool {
	changed := false
	pending := a.tagFirsts[:0]
	var vars map[int32][]int // class root: the structures of its globals
	// Decided first, linked after: the links change classes' roots.
	var ready []*tagFirst
	var to []int32
	for _, tf := range a.tagFirsts {
		if tf.done {
			continue
		}
		if !final && !a.cls(tf.addr).evidence() {
			pending = append(pending, tf)
			continue
		}
		if vars == nil {
			vars = a.globalStructs()
		}
		tf.done, changed = true, true
		n := a.content(tf.addr)
		if containsInt(vars[a.find(tf.addr)], tf.id) || a.fromFieldsOf(tf) {
			n = a.fieldNode(tf.e)
		}
		ready, to = append(ready, tf), append(to, n)
	}
	clear(a.tagFirsts[len(pending):])
	a.tagFirsts = pending
	for i, tf := range ready {
		if tf.sl != nil {
			tf.sl.dst, tf.sl.waiting = to[i], false
			continue
		}
		a.union(tf.val, to[i])
	}
	return changed
}

// globalStructs returns, by class root, the structure types of the
// global variables (of a structure or an array of them) in the class.
func (a *inferrer) globalStructs() map[int32][]int {
	vars := map[int32][]int{}
	for _, g := range a.m.Globals {
		t := g.ContentType
		for depth := 0; depth < 8; depth++ {
			at, isArray := t.(*types.ArrayType)
			if !isArray {
				break
			}
			t = at.ElemType
		}
		id := a.tt.structID(t)
		if id < 0 {
			continue
		}
		if n, ok := a.vals.get(keyOf(g)); ok {
			r := a.find(n)
			vars[r] = appendUnique(vars[r], id)
		}
	}
	return vars
}

// firstFieldArg returns the node to link with parameter param for an
// argument of class arg: arg itself, or, when the arguments point to a
// structure S (its dominant type) and the parameter is used as a
// structure F that lies at offset 0 of S, not as S, the address of S's
// field that holds F (the seed's safe cast to the first element's type).
// Opaque IR folds `&c->memctl` into `c` (pcre2 and firstglobal.c pass
// each kind of context's first field, its memory functions, to one
// allocator); typed IR takes the field's address with a getelementptr,
// which gives the same class.
func (a *inferrer) firstFieldArg(arg, param int32) int32 {
	return a.firstFieldTo(arg, a.cls(param))
}

// linkHeadArg returns, for the argument of link l passed to a
// parameter whose class holds addresses of pointer fields only (`GCObject
// **p`, the link a walk stands at), a new node for the address of the
// first field of the structure the argument points to, when that field
// is a pointer: the one the struct-path tags of the argument's own
// accesses name, among its class's types, else its class's dominant
// type. Opaque IR folds &o->next at offset 0 into o: lua's
// luaC_checkfinalizer passes `g->sweepgc`, which LLVM replaces by o
// after comparing the two (`if (g->sweepgc == &o->next)`), to
// sweeptolive, whose parameter is the walk's pointer to a link; typed
// IR's getelementptr to o's next keeps the object apart, where the
// merge made every object one class with the walks' pointers. Else -1.
func (a *inferrer) linkHeadArg(l *argLink) int32 {
	dp, da := a.cls(l.param), a.cls(l.arg)
	if len(dp.types) > 0 || len(dp.elems) == 0 || !a.ptrFieldsOnly(dp.elems) || len(da.types) == 0 {
		return -1
	}
	args := a.args(l.call)
	if l.idx >= len(args) {
		return -1
	}
	v := stripBitCasts(args[l.idx])
	id := a.taggedOrDominant(v, da)
	if id < 0 {
		return -1
	}
	e, ok := a.ptrLeaf0(id)
	if !ok {
		return -1
	}
	n := a.newNode()
	a.first[n] = v
	a.addElem(n, e)
	return n
}

// firstFieldTo is firstFieldArg for an argument of class arg flowing to
// pointers of class dp.
func (a *inferrer) firstFieldTo(arg int32, dp *classData) int32 {
	da := a.cls(arg)
	s, f := a.dominantOf(da), a.dominantOf(dp)
	if s < 0 && f >= 0 {
		return a.firstFieldsTo(arg, da, dp, f)
	}
	// A union's LLVM type shows one member: a pointer to the union is
	// one to that member, not to a field of it.
	if s < 0 || f < 0 || s == f || containsInt(dp.types, s) || !a.tt.inChain(s, f) || a.tt.isUnion(s) {
		return arg
	}
	e, ok := a.firstFieldOf(s, f)
	if !ok {
		return arg
	}
	n := a.newNode()
	a.first[n] = a.first[a.find(arg)]
	a.addElem(n, e)
	a.addType(n, f)
	return n
}

// firstFieldsTo is firstFieldTo for an argument of class da of several
// structures, none at offset 0 of another: when each begins with F (f),
// not a union, and the parameter's class holds none of them, the
// argument is the address of each one's field that holds F, whichever
// it is (pcre2_substitute passes `mcontext == NULL ? (void *)code :
// (void *)mcontext` as a general context that
// pcre2_match_data_create_from_pattern uses as its pcre2_memctl, the
// first field of each; typed IR takes that field's address, opaque IR
// folds it).
func (a *inferrer) firstFieldsTo(arg int32, da, dp *classData, f int) int32 {
	if len(da.types) < 2 || len(da.elems) > 0 {
		return arg
	}
	var es []elemRef
	for _, t := range da.types {
		if t == f || containsInt(dp.types, t) || !a.tt.inChain(t, f) || a.tt.isUnion(t) {
			return arg
		}
		e, ok := a.firstFieldOf(t, f)
		if !ok {
			return arg
		}
		es = append(es, e)
	}
	n := a.newNode()
	a.first[n] = a.first[a.find(arg)]
	for _, e := range es {
		a.addElem(n, e)
	}
	a.addType(n, f)
	return n
}

// foldedAddr is an operand (node n) that is the address of global g, of
// struct type id, whose first field is a structure.
type foldedAddr struct {
	n  int32
	g  *llir.Global
	id int
}

// firstOp is an operand of a PHI or select that merges field addresses
// (`GCObject **p` walking &g->allgc, then &o->next, ...): under opaque
// pointers the address of a first field is the object's address, and
// the operand may be &o->next where typed IR has a getelementptr to the
// field. Its node stays apart from the operand's until the evidence says
// which (resolveFirstOps).
type firstOp struct {
	n int32
	v value.Value
	// slot is the element of an array of pointers the walk starts at,
	// when its web holds no field address (slotInWeb).
	slot *llir.InstGetElementPtr
}

// phiOperand returns the node of v, an operand of a PHI or select whose
// web (the values it merges, through PHIs and selects) is given. When
// the web holds field addresses and v is none but a pointer loaded from
// one of them (the object a walk over link fields reached: it may stand
// for its first field's address), or from memory elsewhere (loadedPtr),
// or a parameter (a walk from the first
// field of the object received, `pp = &ctx->pList`, which opaque IR
// folds into ctx), it is a new node resolveFirstOps joins later.
func (a *inferrer) phiOperand(web []value.Value, v value.Value) int32 {
	if len(web) == 0 || !(isInstValue(v) || a.elemOperand(v) || a.elemScalar(v) >= 0) || fieldAddrReach(v, nil) {
		return a.objOperand(v)
	}
	if !(loadedFromWeb(v, web, 0) || a.loadedPtrField(v) || loadedPtr(v, 0) || a.elemOperand(v) || a.elemScalar(v) >= 0) {
		if _, isParam := stripBitCasts(v).(*llir.Param); !isParam {
			return a.objOperand(v)
		}
		if !walkedWeb(web, v) {
			// Decided once the function's tags are known
			// (resolveHeads).
			n := a.newNode()
			a.first[n] = v
			a.heads = append(a.heads, firstOp{n: n, v: v})
			return n
		}
		// A walk that reached other objects from the parameter's
		// first field: the parameter is as an object the walk
		// loaded (resolveFirstOps).
	}
	n := a.newNode()
	a.first[n] = v
	op := &firstOp{n: n, v: v}
	if !fieldAddrReach(web[0], nil) {
		op.slot = a.slotInWeb(web)
	}
	a.firstOps = append(a.firstOps, op)
	return n
}

// walkedWeb reports whether a field address of web is one of an object a
// walk reached: its base is a PHI, or a pointer loaded from a value of
// the web other than param (`pp = &(*pp)->next`). A field of an object
// loaded from the parameter itself (`v->u.s->p`, merged with v's first
// field) is no walk.
func walkedWeb(web []value.Value, param value.Value) bool {
	for _, w := range web {
		g, ok := w.(*llir.InstGetElementPtr)
		if !ok {
			continue
		}
		switch b := stripBitCasts(g.Src).(type) {
		case *llir.InstPhi:
			return true
		case *llir.InstLoad:
			src := stripBitCasts(b.Src)
			for _, x := range web {
				if x == src && x != param {
					return true
				}
			}
		}
	}
	return false
}

// fieldWeb returns the values PHI or select x merges, through PHIs and
// selects (fieldAddrReach), when one of them is a field address or the
// address of an element of an array of pointers loaded from a field or
// held in one (slotInWeb); else nil. Only a PHI with an operand that may
// be an object loaded from the web (a load, or a PHI) or a parameter and
// one that may lead to a field address (a getelementptr, a PHI or a
// select) is walked.
func (a *inferrer) fieldWeb(x value.Value) []value.Value {
	obj, addr := false, false
	check := func(v value.Value) {
		switch stripBitCasts(v).(type) {
		case *llir.InstLoad, *llir.Param:
			obj = true
		case *llir.InstPhi:
			obj, addr = true, true
		case *llir.InstGetElementPtr:
			if a.elemOperand(v) || a.elemScalar(v) >= 0 {
				obj = true // maybe an element's first field
			} else {
				addr = true
			}
		case *constant.ExprGetElementPtr, *llir.InstSelect:
			addr = true
		}
	}
	switch x := x.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			check(inc.X)
		}
	case *llir.InstSelect:
		check(x.ValueTrue)
		check(x.ValueFalse)
	}
	if !obj {
		return nil
	}
	if !addr {
		// Loads and parameters only: the web is x and its operands,
		// a walk only when one is loaded through another or x.
		var buf [4]value.Value
		ops := merged(x, buf[:0])
		if !loadCycle(append(ops, x)) {
			return nil
		}
	}
	a.webBuf = a.webBuf[:0]
	if fieldAddrReach(x, &a.webBuf) && addr {
		return a.webBuf
	}
	if addr && a.slotInWeb(a.webBuf) != nil {
		return a.webBuf
	}
	if loadCycle(a.webBuf) {
		return a.webBuf
	}
	return nil
}

// loadCycle reports whether a value of web is a pointer loaded from
// another value of web: the walk `p = &(*p)->next` over link fields at
// offset 0, which opaque IR folds into `p = *p`, so that a PHI merges a
// pointer with the pointer loaded through it (lua's sweeptolive,
// `GCObject **p` from its parameter). The web needs no field address:
// its fields' addresses may come from the parameter's callers.
func loadCycle(web []value.Value) bool {
	for _, w := range web {
		ld, ok := w.(*llir.InstLoad)
		if !ok {
			continue
		}
		for _, x := range web {
			if x == ld.Src && x != w {
				return true
			}
		}
	}
	return false
}

// slotInWeb returns the value of web that is the address of an element
// of an array of pointers loaded from a field or held in one
// (elemArrayField), or nil:
// the head of a walk over link fields (`for (pp = &pHash->aSlot[h]; *pp
// != p; pp = &(*pp)->pHashNext)`) whose link is a first field, which
// opaque IR folds into the object loaded (sqlite3's
// sqlite3Fts5HashWrite).
func (a *inferrer) slotInWeb(web []value.Value) *llir.InstGetElementPtr {
	for _, w := range web {
		if g, ok := w.(*llir.InstGetElementPtr); ok {
			if _, ok := a.elemArrayField(g); ok {
				return g
			}
		}
	}
	return nil
}

// isInstValue reports whether v is a local value (an instruction or a
// parameter) that is not itself a field address.
func isInstValue(v value.Value) bool {
	switch v.(type) {
	case *llir.InstGetElementPtr:
		return false
	case value.Named:
		_, isGlobal := v.(*llir.Global)
		_, isFunc := v.(*llir.Func)
		return !isGlobal && !isFunc
	}
	return false
}

// fieldAddrReach reports whether v, or a value that v merges as a PHI or
// select (a few steps deep, visiting at most 16 values), is a
// getelementptr with constant indices not all zero: the address of a
// field. web, when not nil, receives the values visited.
func fieldAddrReach(v value.Value, web *[]value.Value) bool {
	budget := 16
	return fieldAddrWalk(v, 0, &budget, web)
}

func fieldAddrWalk(v value.Value, depth int, budget *int, web *[]value.Value) bool {
	if depth > 4 || *budget <= 0 {
		return false
	}
	*budget--
	if web != nil {
		*web = append(*web, v)
	}
	switch x := v.(type) {
	case *llir.InstGetElementPtr:
		return constFieldIndices(x.Indices)
	case *constant.ExprGetElementPtr:
		nonzero := false
		for _, i := range x.Indices {
			c, ok := ir.ConstInt(i)
			if !ok {
				return false
			}
			nonzero = nonzero || c != 0
		}
		return nonzero
	case *llir.InstPhi:
		found := false
		for _, inc := range x.Incs {
			if inc.X != v && fieldAddrWalk(inc.X, depth+1, budget, web) {
				found = true
				if web == nil {
					return true
				}
			}
		}
		return found
	case *llir.InstSelect:
		t := fieldAddrWalk(x.ValueTrue, depth+1, budget, web)
		return fieldAddrWalk(x.ValueFalse, depth+1, budget, web) || t
	}
	return false
}

// headField returns the innermost first field of the structure
// parameter v points to when it is a pointer: the head
// of a walk over link fields (`for (pp = &p->pList; *pp; pp =
// &(*pp)->pNext)`), whose &p->pList at offset 0 opaque IR folds into p
// (sqlite3's renameColumnTokenNext). What v points to is what the
// struct-path tags of its own accesses say.
func (a *inferrer) headField(v value.Value) (elemRef, bool) {
	id := -1
	if t, ok := a.baseTags.get(keyOf(v)); ok && t >= 0 {
		id = int(t)
	}
	if id < 0 {
		return elemRef{}, false
	}
	return a.ptrLeaf0(id)
}

// resolveHeads decides, once the module's tags are known, what the
// parameters that PHIs and selects merge with field addresses stand for
// (headField): their structure's first field's address, or themselves.
func (a *inferrer) resolveHeads() {
	for _, h := range a.heads {
		// Not where the fields merged are known to hold other
		// than pointers.
		dp := a.cls(h.n)
		if e, ok := a.headField(stripBitCasts(h.v)); ok && len(dp.types) == 0 && a.ptrFieldsOnly(dp.elems) {
			a.addElem(h.n, e)
			continue
		}
		a.union(h.n, a.objOperand(h.v))
	}
	a.heads = nil
}

// loadedPtrField reports whether v is a pointer loaded with a tag that
// names a structure's pointer field: an object that may stand for its
// first field's address where a PHI or select merges it with field
// addresses (sqlite3's insertElement: `select (prev != 0), prev,
// &pH->first`; fixture linkhead.c).
func (a *inferrer) loadedPtrField(v value.Value) bool {
	ld, ok := v.(*llir.InstLoad)
	if !ok {
		return false
	}
	_, tag := a.tbaaTag(ld.Metadata)
	if !tag.ok || tag.nested || !tag.fits {
		return false
	}
	e, _, ok := a.fieldAt(tag.id, uint64(tag.off))
	return ok && a.ptrFieldsOnly([]elemRef{e})
}

// loadedFromWeb reports whether v is a pointer loaded from one of the
// values of web, or a PHI of such a load: the object a walk over link
// fields reached, loaded from the field it stands at.
func loadedFromWeb(v value.Value, web []value.Value, depth int) bool {
	switch x := v.(type) {
	case *llir.InstLoad:
		for _, w := range web {
			if w == x.Src {
				return true
			}
		}
	case *llir.InstPhi:
		if depth < 2 && loadsOnly(x, depth) {
			for _, inc := range x.Incs {
				if inc.X != v && loadedFromWeb(inc.X, web, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// loadsOnly reports whether PHI x merges only pointers loaded from memory
// or returned by calls (and PHIs of such, and null): objects (libpng's
// png_text_compress merges the buffer it allocates with the one it
// loaded from the list), not a walk's addresses, which merge a parameter
// or the walk's other PHIs (lua's sweeptolive merges `p` and the PHI of
// `p` and `*p` again, `GCObject **p` at the loop's exit).
func loadsOnly(x *llir.InstPhi, depth int) bool {
	for _, inc := range x.Incs {
		if inc.X == x || isNullish(inc.X) {
			continue
		}
		switch y := stripBitCasts(inc.X).(type) {
		case *llir.InstLoad, *llir.InstCall:
		case *llir.InstPhi:
			if depth >= 2 || !loadsOnly(y, depth+1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// loadedPtr reports whether v is a pointer loaded from memory, or a PHI
// of one: an object another walk reached may be linked into this one
// (lua's separatetobefnz moves each object `curr = *p`, loaded through
// the walk over g->finobj, to the list whose last link the walk
// `lastnext = &curr->next` over g->tobefnz stands at), and it too may
// stand for its first field's address there (resolveFirstOps decides
// on the evidence).
func loadedPtr(v value.Value, depth int) bool {
	switch x := v.(type) {
	case *llir.InstLoad:
		return true
	case *llir.InstPhi:
		if depth < 2 && loadsOnly(x, depth) {
			for _, inc := range x.Incs {
				if inc.X != v && loadedPtr(inc.X, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// constFieldIndices reports whether the indices are constants, not all
// zero.
func constFieldIndices(idx []value.Value) bool {
	nonzero := false
	for _, i := range idx {
		c, ok := ir.ConstInt(i)
		if !ok {
			return false
		}
		nonzero = nonzero || c != 0
	}
	return nonzero
}

// resolveFirstOps joins each pending firstOp: when the PHI's class holds
// addresses of pointer fields only, and the operand points to a structure
// (the one the tags of its accesses name, else its class's dominant type)
// whose innermost first field is a pointer, the operand is that field's
// address, as typed IR's getelementptr says; otherwise it is the operand
// itself; when its class holds several structures and nothing says which
// (anyFirstPtr), it is an unknown structure's first field's address,
// decided when final. An operand whose class has no evidence waits, but when final,
// and so does one whose PHI's class has none yet (a walk from a
// parameter, whose callers' arguments its class joins late: loadCycle).
func (a *inferrer) resolveFirstOps(final bool) bool {
	changed := false
	pending := a.firstOps[:0]
	for _, op := range a.firstOps {
		dp := a.cls(op.n)
		vn := a.node(op.v)
		dv := a.cls(vn)
		// A PHI's class without evidence waits, when final, for the
		// merges of objects used through byte offsets still waiting
		// (resolveOffsetMerges): their offsets may be its field
		// addresses (sqlite3's `pEntry->chain` or `pH->first`).
		if (!final || (!dp.evidence() && len(a.offMerges) > 0)) && (!dv.evidence() || !dp.evidence()) {
			pending = append(pending, op)
			continue
		}
		// A walk from an element of an array of pointers: the PHI's
		// class is one of pointer slots, no field's.
		slots := op.slot != nil && len(dp.elems) == 0
		// An element of an array of S (stepOver), merged with
		// addresses of pointer fields: its first field's address,
		// as typed IR's `getelementptr %S, %p, %i, 0` says, whatever
		// the class of the array's base holds.
		if id := a.stepOver(op.v); id >= 0 && len(dp.elems) > 0 && a.unionSlotsOnly(dp.types) && a.slotFieldsOnly(dp.elems) && (len(dv.types) == 0 || containsInt(dv.types, id)) {
			if e, ok := a.ptrLeaf0(id); ok {
				a.addElem(op.n, e)
				changed = true
				continue
			}
		}
		// An element of an array of S whose innermost first field
		// is a scalar, merged with addresses of fields of that very
		// scalar type only: that first field's address, as typed
		// IR's `getelementptr %S, %p, %i, 0` says (elemScalar).
		if id := a.elemScalar(op.v); id >= 0 && len(dp.types) == 0 && len(dp.elems) > 0 && (len(dv.types) == 0 || containsInt(dv.types, id)) {
			if e, ok := a.leaf0(id); ok && a.fieldsOfType(dp.elems, a.tt.infos[e.typ].Type.Fields[e.field]) {
				a.addElem(op.n, e)
				changed = true
				continue
			}
		}
		if a.unionSlotsOnly(dp.types) && (slots || (len(dp.elems) > 0 && a.slotFieldsOnly(dp.elems))) && len(dv.types) > 0 {
			id := a.taggedOrDominant(stripBitCasts(op.v), dv)
			// In a class of several structures, the one the
			// operand's meaning names (what the field it was loaded
			// from holds).
			if id < 0 {
				if m := a.meaning(op.v); m >= 0 && containsInt(dv.types, m) {
					id = m
				}
			}
			// What the array's elements hold (elemContent).
			if id < 0 && slots {
				if m := a.elemContent(op.slot); m >= 0 && containsInt(dv.types, m) {
					id = m
				}
			}
			if id >= 0 {
				if e, ok := a.ptrLeaf0(id); ok {
					a.addElem(op.n, e)
					changed = true
					continue
				}
			}
			// Nothing says which of its class's several structures
			// the operand is: when one of them begins with a pointer,
			// it is the address of that unknown structure's first
			// field, as typed IR's getelementptr says, decided at the
			// end (anyFirstPtr).
			if id < 0 && !slots && len(dv.types) > 1 && a.anyFirstPtr(dv.types) {
				if !final {
					pending = append(pending, op)
					continue
				}
				changed = true
				continue
			}
		}
		changed = true
		a.union(op.n, vn)
	}
	a.firstOps = pending
	return changed
}

// elemOperand reports whether v is an element of an array of a
// structure S (stepOver), not a union, whose innermost first field is a
// pointer: merged with addresses of pointer fields, it may stand for
// that first field's address, which opaque IR folds into the element's.
func (a *inferrer) elemOperand(v value.Value) bool {
	id := a.stepOver(v)
	if id < 0 || a.tt.isUnion(id) {
		return false
	}
	_, ok := a.ptrLeaf0(id)
	return ok
}

// elemScalar returns the structure S of which v is an element
// (stepOver), S not a union, whose innermost first field is a scalar
// (an integer or a floating-point value); -1 otherwise. Merged by a PHI
// with addresses of fields of that scalar type, the element is its
// first field's address: sqlite3's findElementWithHash reads `count =
// pEntry->count` or `count = pH->count` through a PHI of &pH->ht[h] and
// &pH->count, where typed IR merges &pH->ht[h].count.
func (a *inferrer) elemScalar(v value.Value) int {
	id := a.stepOver(v)
	if id < 0 || a.tt.isUnion(id) {
		return -1
	}
	e, ok := a.leaf0(id)
	if !ok {
		return -1
	}
	switch a.tt.infos[e.typ].Type.Fields[e.field].(type) {
	case *types.IntType, *types.FloatType:
		return id
	}
	return -1
}

// fieldsOfType reports whether every field of es is of type t.
func (a *inferrer) fieldsOfType(es []elemRef, t types.Type) bool {
	for _, e := range es {
		st := a.tt.infos[e.typ].Type
		if e.field >= len(st.Fields) || !st.Fields[e.field].Equal(t) {
			return false
		}
	}
	return true
}

// stepOver returns the structure S whose elements v, a getelementptr by
// one variable index, steps over: S for `getelementptr %S, ptr %p, i64
// %i`; for a byte offset by a multiple of S's size (multipleOf), S when
// the code also steps from the
// same base over S by a variable index (varSteps: clang 19 writes
// `&db->aDb[i]`, i an int, as `getelementptr i8, ptr %aDb, i64 (ashr
// (shl i, 32), 27)` beside `getelementptr %struct.Db, ptr %aDb, i64 %j,
// i32 4`); -1 otherwise.
func (a *inferrer) stepOver(v value.Value) int {
	g, ok := stripBitCasts(v).(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 {
		return -1
	}
	if _, isConst := ir.ConstInt(g.Indices[0]); isConst {
		return -1
	}
	if id := a.tt.structID(g.ElemType); id >= 0 {
		if isStructType(g.ElemType) {
			return id
		}
		return -1
	}
	if _, isInt := g.ElemType.(*types.IntType); !isInt {
		return -1
	}
	id, ok := a.varSteps.get(keyOf(g.Src))
	if !ok || id < 0 {
		return -1
	}
	size := int64(a.tt.infos[id].Size)
	if size <= 0 || !multipleOf(g.Indices[0], size, int64(a.tt.sizeOf(g.ElemType)), 0) {
		return -1
	}
	return int(id)
}

// unionSlotsOnly reports whether every structure of ts is a union whose
// innermost first field is a pointer: the address of such a union, which
// opaque IR writes for the address of its pointer member, is a pointer
// slot as that member's address is.
func (a *inferrer) unionSlotsOnly(ts []int) bool {
	for _, t := range ts {
		if !a.tt.isUnion(t) {
			return false
		}
		if _, ok := a.ptrLeaf0(t); !ok {
			return false
		}
	}
	return true
}

// slotFieldsOnly reports whether every field of es holds a pointer, or a
// union whose innermost first field is a pointer (unionSlotsOnly).
func (a *inferrer) slotFieldsOnly(es []elemRef) bool {
	for _, e := range es {
		st := a.tt.infos[e.typ].Type
		if e.field >= len(st.Fields) {
			return false
		}
		if isPtrType(st.Fields[e.field]) {
			continue
		}
		if u := a.tt.structID(st.Fields[e.field]); u < 0 || !a.unionSlotsOnly([]int{u}) {
			return false
		}
	}
	return true
}

// anyFirstPtr reports whether one of the structures ts begins, at its
// innermost first field, with a pointer.
func (a *inferrer) anyFirstPtr(ts []int) bool {
	for _, t := range ts {
		if _, ok := a.ptrLeaf0(t); ok {
			return true
		}
	}
	return false
}

// ptrLeaf0 returns struct id's innermost first field when it is a
// pointer.
func (a *inferrer) ptrLeaf0(id int) (elemRef, bool) {
	e, ok := a.leaf0(id)
	if !ok || !a.ptrFieldsOnly([]elemRef{e}) {
		return elemRef{}, false
	}
	return e, true
}

// taggedOrDominant returns the structure pointer v (of class d) points
// to: the one the struct-path tags of v's own accesses name, among d's
// types, else d's dominant type; -1 when neither says.
func (a *inferrer) taggedOrDominant(v value.Value, d *classData) int {
	if t, ok := a.baseTags.get(keyOf(v)); ok && t >= 0 && containsInt(d.types, int(t)) {
		return int(t)
	}
	return a.dominantOf(d)
}

// ptrFieldsOnly reports whether every field of es holds a pointer.
func (a *inferrer) ptrFieldsOnly(es []elemRef) bool {
	for _, e := range es {
		st := a.tt.infos[e.typ].Type
		if e.field >= len(st.Fields) || !isPtrType(st.Fields[e.field]) {
			return false
		}
	}
	return true
}

// objOperand returns the node of v, an operand whose class merges with
// another's (a PHI's or select's incoming value, a call's argument, a
// stored value). When
// v is the address of a global variable whose structure begins with a
// structure, it may mean that first field: LLVM folds `getelementptr
// (%S, @g, 0, 0)` into `@g` under opaque pointers (pcre2 passes
// &_pcre2_default_compile_context_8.memctl, its first field, to the
// allocator that receives every context's memctl; typed IR keeps the
// getelementptr). Its node stays apart from the global's until the other
// side's evidence says which (resolveFolded).
func (a *inferrer) objOperand(v value.Value) int32 {
	g, ok := stripConstBitCasts(v).(*llir.Global)
	if !ok {
		return a.node(v)
	}
	st, ok := g.ContentType.(*types.StructType)
	if !ok {
		return a.node(v)
	}
	id := a.tt.id(st)
	if len(a.tt.infos[id].chain0) < 2 {
		return a.node(v)
	}
	n := a.newNode()
	a.first[n] = v
	a.folded = append(a.folded, foldedAddr{n: n, g: g, id: id})
	return n
}

// resolveFolded joins each folded operand's class to what it points to:
// the innermost structure at offset 0 of the global's type that its class
// is used as (one of its types, or the one its field pointers hold), else
// the global itself. It reports whether there were any.
func (a *inferrer) resolveFolded() bool {
	for _, f := range a.folded {
		d := a.cls(f.n)
		chain := a.tt.infos[f.id].chain0
		target := a.node(f.g)
		if d.evidence() {
			for i := len(chain) - 1; i > 0; i-- {
				c := chain[i]
				if !containsInt(d.types, c) && (len(d.elems) == 0 || !a.elemsFit(d.elems, c)) {
					continue
				}
				if e, ok := a.firstFieldOf(f.id, c); ok {
					// As typed IR's getelementptr to the field.
					target = a.newNode()
					a.first[target] = f.g
					a.addElem(target, e)
					a.addType(target, c)
				}
				break
			}
		}
		a.union(f.n, target)
	}
	changed := len(a.folded) > 0
	a.folded = nil
	return changed
}

// firstFieldOf returns the field at offset 0 that holds struct c (or an
// array of them), descending from struct id through first fields.
func (a *inferrer) firstFieldOf(id, c int) (elemRef, bool) {
	for depth := 0; depth < 16; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		inner := structIn(st.Fields[0])
		if inner == nil {
			return elemRef{}, false
		}
		iid := a.tt.id(inner)
		if iid == c {
			return elemRef{id, 0}, true
		}
		id = iid
	}
	return elemRef{}, false
}

// elemsFit reports whether pointers into fields es and pointers to struct
// t can be one pointer (typeTable.fieldFits for every field).
func (a *inferrer) elemsFit(es []elemRef, t int) bool {
	for _, e := range es {
		if !a.tt.fieldFits(e, a.fieldStruct(e), t) {
			return false
		}
	}
	return true
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// fromFieldsOf reports whether tagged access tf, through a pointer p
// whose class holds several structures, S among them, reads or writes
// S's first field: p comes from where pointers to S are kept (a load
// from a field whose loaded values' tags name S, or a PHI or select of
// such loads and of values that say nothing else), as typed IR's
// declared S * and getelementptr to the field say. A walk over a list
// of S (`for (it = head; it; it = it->next) it->name`) whose objects
// generic code also reaches (mujs's js_Iterator nodes, in the class of
// every js_Object once the union of js_Object holds their pointers)
// otherwise read its first field from the class's content, the
// pointers at offset 0 of every object of the class.
func (a *inferrer) fromFieldsOf(tf *tagFirst) bool {
	if tf.p == nil {
		return false
	}
	d := a.cls(tf.addr)
	if len(d.types) < 2 || !containsInt(d.types, tf.id) {
		return false
	}
	budget := 32 // values looked at
	return a.sourceMeaning(tf.p, 0, &budget) == tf.id
}

// sourceMeaning returns the structure the places pointer v (past casts)
// comes from hold (-1: unknown, conflictMeaning: several): for a load,
// what the field it reads holds (loadMeaning); for a PHI or select, the
// one its operands of known meaning agree on.
func (a *inferrer) sourceMeaning(v value.Value, depth int, budget *int) int {
	if depth > 4 || *budget <= 0 {
		return -1
	}
	*budget--
	var ops []value.Value
	switch x := stripBitCasts(v).(type) {
	case *llir.InstLoad:
		a.meaning(x) // sets the caches up
		m, _ := a.loadMeaning(x, 0)
		if m < 0 {
			return -1
		}
		return a.tt.id(a.tt.infos[m].Type)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc.X != value.Value(x) {
				ops = append(ops, inc.X)
			}
		}
	case *llir.InstSelect:
		ops = []value.Value{x.ValueTrue, x.ValueFalse}
	default:
		return -1
	}
	m := -1
	for _, o := range ops {
		if _, isConst := o.(constant.Constant); isConst {
			continue
		}
		switch om := a.sourceMeaning(o, depth+1, budget); {
		case om == conflictMeaning:
			return conflictMeaning
		case om < 0:
		case m < 0:
			m = om
		case m != om:
			return conflictMeaning
		}
	}
	return m
}

// conflictMeaning is sourceMeaning's answer for operands that disagree.
const conflictMeaning = -4
