package dtrans

import (
	llir "github.com/llir/llvm/ir"
)

// This file decides the inferrer's pending stores and memory intrinsics,
// whose stored values or operands may be a folded first field's address.

// sortStores merges at once, after the module scan (when the tags of
// every access are known), the stored values that cannot be a folded
// first field's address, and keeps the others for resolveStores.
func (a *inferrer) sortStores() {
	keep := a.stores[:0]
	for _, sl := range a.stores {
		if sl.waiting || a.mayBeFirst(sl.st.Src) {
			keep = append(keep, sl)
			continue
		}
		a.cur = sl.f
		a.merge(sl.src, sl.dst, UnsafePointerStore, sl.st, "pointer stored where another type is stored")
	}
	clear(a.stores[len(keep):])
	a.stores = keep
	a.cur = nil
}

// resolveStores merges each pending stored value with the pointers
// stored where it is, once both have evidence (or, final, without it):
// when the value points to a structure S and the memory holds pointers
// to a structure F at offset 0 of S, not to S, the value is the address
// of S's field that holds F, as for an argument (firstFieldArg): opaque
// IR folds `&s->params` into s, typed IR's getelementptr to the field
// stays apart from s.
func (a *inferrer) resolveStores(final bool) bool {
	changed := false
	n := len(a.stores)
	pending := a.stores[:0] // as in resolveArrayGEPs
	defer func() { a.stores = append(pending, a.stores[n:]...) }()
	cur := a.cur
	defer func() { a.cur = cur }()
	for _, sl := range a.stores[:n] {
		if sl.done {
			continue
		}
		if sl.waiting {
			pending = append(pending, sl)
			continue
		}
		held := a.cls(sl.dst)
		if !final && (!a.cls(sl.src).evidence() || !held.evidence()) {
			pending = append(pending, sl)
			continue
		}
		sl.done = true
		a.cur = sl.f
		src := sl.src
		if held.evidence() {
			src = a.firstFieldTo(sl.src, held)
		}
		if src != sl.src {
			if a.storeFirst == nil {
				a.storeFirst = map[*llir.InstStore]int32{}
			}
			a.storeFirst[sl.st] = src
		}
		if a.merge(src, sl.dst, UnsafePointerStore, sl.st, "pointer stored where another type is stored") {
			changed = true
		}
	}
	return changed
}

// resolveMemops links loads and stores of pointers through a pointer to a
// structure with the structure's first field (offset 0), once the
// structure is known.
func (a *inferrer) resolveMemops() bool {
	changed := false
	// The fixed point runs this often: keep only the pending entries.
	pending := a.memops[:0]
	defer func() { a.memops = pending }()
	// firsts caches firstPtrFields by class root: a class of hundreds of
	// types (sqlite3's) has thousands of loads and stores.
	var firsts map[int32][]elemRef
	for i := range a.memops {
		mo := &a.memops[i]
		if mo.done {
			continue
		}
		d := a.cls(mo.addr)
		if !d.evidence() {
			pending = append(pending, *mo)
			continue
		}
		mo.done = true
		dom := a.dominantOf(d)
		if dom < 0 {
			if len(d.types) < 2 || len(d.elems) > 0 {
				continue
			}
			r := a.find(mo.addr)
			es, seen := firsts[r]
			if !seen {
				es = a.firstPtrFields(d, mo.addr)
				if firsts == nil {
					firsts = map[int32][]elemRef{}
				}
				firsts[r] = es
			}
			for _, e := range es {
				if a.union(a.content(mo.addr), a.fieldNode(e)) {
					// The union may have changed classes (a
					// structure's content can be its own class).
					changed, firsts = true, nil
				}
			}
			continue
		}
		if e, ok := a.leaf0(dom); ok && fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			if a.union(a.content(mo.addr), a.fieldNode(e)) {
				changed = true
			}
		}
	}
	return changed
}

// firstPtrFields returns, for the class d of address node addr, which
// holds several structures none of which lies at offset 0 of the others,
// their innermost first fields when each holds pointers and the
// pointers known in them and at offset 0 of d's memory are of one
// dominant type; else nil. A pointer at offset 0 of such an object is
// its first field, whichever structure it is: zlib's strm->state is a
// deflate or an inflate state, each beginning with its z_stream
// back-pointer, which typed IR reads through getelementptrs to field 0
// and deflateInit2_ stores through a bitcast of the allocation, and
// opaque IR accesses both ways through the state pointer itself.
func (a *inferrer) firstPtrFields(d *classData, addr int32) []elemRef {
	if len(d.types) < 2 || len(d.elems) > 0 {
		return nil
	}
	var es []elemRef
	for _, t := range d.types {
		e, ok := a.leaf0(t)
		if !ok || !fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			return nil
		}
		es = append(es, e)
	}
	ids := append([]int(nil), a.cls(a.content(addr)).types...)
	for _, e := range es {
		if n, ok := a.fields[e]; ok {
			for _, id := range a.cls(n).types {
				ids = appendUnique(ids, id)
			}
		}
	}
	if _, ok := a.tt.dominant(ids); !ok {
		return nil
	}
	return es
}
