package dtrans

import (
	"fmt"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// unionTagKey is a structure, a byte offset inside it where a union
// starts, and the structure a tag names there (unionPathTag).
type unionTagKey struct {
	base int
	at   uint64
	tag  int
}

// unionPathTag judges a load or store whose struct-path tag names
// structure id at offset off, through addr, a constant offset c from a
// pointer to structure T: typed IR's getelementptr through T's fields, or
// a byte offset on a pointer whose class has T as its dominant type. When
// a union U of T starts at c-off and id is none of the structures that
// begin there (U's LLVM type shows one member, and that member's first
// fields), the access is of U's member id, which U's LLVM type does not
// show: U's address is used as id, as typed IR at -O0 casts it
// (`bitcast %union.anon* %privat to %struct.H3*`), and id, U and the
// structure holding U are BadCasting, as they are there. At -O2 no
// instruction says so: LLVM 14's instcombine rewrites the member's field
// address into a getelementptr through the shown member's fields
// (brotli's `getelementptr %struct.Hasher, %h, 0, 1, 0, 0, 4`, an i16
// of H42's table, loaded as H3's buckets_ with the tag (H3, 8)), and
// clang 19 into a byte offset from the structure holding the union; only
// the tag names the member. It reports whether the access is of such a
// member, also when U is the base itself (c == off: the pointer
// classes, which hold U and id there, judge that cast, and nothing is
// flagged here), so that the shown member's field the address's class
// names is not MismatchedElementAccess (accessClass).
func (v *visitor) unionPathTag(addr value.Value, ti tagInfo, where any) bool {
	if !ti.ok || !ti.fits || ti.nested || ti.off < 0 {
		return false
	}
	g, ok := stripBitCasts(addr).(*llir.InstGetElementPtr)
	if !ok {
		return false
	}
	c, field, isConst := v.inf.constByteOffset(g)
	if !isConst || c < ti.off {
		return false
	}
	base := v.tt.structID(g.ElemType)
	switch {
	case base >= 0 && !field:
		return false // a step over whole structures
	case base < 0:
		it, isInt := g.ElemType.(*types.IntType)
		if !isInt || it.BitSize != 8 {
			return false
		}
		d := v.class(g.Src)
		if d == nil {
			return false
		}
		if base = v.inf.dominantOf(d); base < 0 && c == ti.off {
			base = v.unionOf(d)
		}
		if base < 0 {
			return false
		}
	}
	if !v.holdsUnion(base, 0) {
		return false
	}
	k := unionTagKey{base, uint64(c - ti.off), ti.id}
	if r, seen := v.unionTags[k]; seen {
		return r
	}
	if v.unionTags == nil {
		v.unionTags = make(map[unionTagKey]bool)
	}
	holder, u, ok := v.unionStartingAt(base, k.at, ti.id)
	v.unionTags[k] = ok
	if !ok {
		return false
	}
	if k.at == 0 {
		// The union's address is the base's: a pointer to the union
		// used as the member, which the pointer classes judge.
		return true
	}
	name := v.tt.infos[ti.id].Name
	why := fmt.Sprintf("address of union %s used as its member %s (a tagged access)", v.tt.infos[u].Name, name)
	v.an.flag(ti.id, BadCasting, where, why)
	v.an.flag(u, BadCasting, where, why)
	v.an.flag(holder.typ, BadCasting, where, fmt.Sprintf("address of field %d used as %s (a tagged access)", holder.field, name))
	return true
}

// unionStartingAt descends from struct base to byte offset at, and
// returns the outermost union beginning there with the field holding it
// (typ -1 when the union is base itself), when no structure beginning
// there (the union, its shown member and its first fields, or the
// structures holding it at offset 0) is id, and id is no bigger than the
// union.
func (v *visitor) unionStartingAt(base int, at uint64, id int) (elemRef, int, bool) {
	if at == 0 {
		return v.unionChain(base, elemRef{-1, 0}, id)
	}
	cur, r := base, at
	for depth := 0; depth < 32; depth++ {
		if !v.tt.sized(cur) {
			return elemRef{}, -1, false
		}
		idx, ft, within, exact, ok := v.inf.offsetStep(cur, r)
		if !ok {
			return elemRef{}, -1, false
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			return elemRef{}, -1, false
		}
		next := v.tt.id(inner)
		if next < 0 || next == id {
			return elemRef{}, -1, false
		}
		if exact {
			return v.unionChain(next, elemRef{cur, idx}, id)
		}
		cur, r = next, within
	}
	return elemRef{}, -1, false
}

// unionChain walks struct t, held by field h, and the structures at
// offset 0 of it (first fields, arrays' first elements) for
// unionStartingAt.
func (v *visitor) unionChain(t int, h elemRef, id int) (elemRef, int, bool) {
	holder, u := elemRef{}, -1
	for depth := 0; depth < 32 && t >= 0; depth++ {
		if t == id {
			return elemRef{}, -1, false
		}
		if u < 0 && v.tt.isUnion(t) {
			holder, u = h, t
		}
		fs := v.tt.infos[t].Type.Fields
		if len(fs) == 0 {
			break
		}
		f0 := fs[0]
		for {
			arr, isArray := f0.(*types.ArrayType)
			if !isArray || arr.Len == 0 {
				break
			}
			f0 = arr.ElemType
		}
		st, isStruct := f0.(*types.StructType)
		if !isStruct {
			break
		}
		h, t = elemRef{t, 0}, v.tt.id(st)
	}
	if u < 0 || v.tt.infos[id].Size > v.tt.infos[u].Size {
		return elemRef{}, -1, false
	}
	return holder, u, true
}

// holdsUnion reports whether struct id is a union or holds one by value
// (cached in unionIn: most tagged accesses are of structures without
// any, and need no more work).
func (v *visitor) holdsUnion(id, depth int) bool {
	if v.unionIn == nil {
		v.unionIn = make([]int8, len(v.tt.infos))
	}
	if id < 0 || id >= len(v.unionIn) || depth > 32 {
		return false
	}
	switch v.unionIn[id] {
	case 1:
		return false
	case 2:
		return true
	}
	v.unionIn[id] = 1 // no cycles by value; a guard all the same
	held := v.tt.isUnion(id)
	for _, f := range v.tt.infos[id].Type.Fields {
		if held {
			break
		}
		for {
			arr, isArray := f.(*types.ArrayType)
			if !isArray {
				break
			}
			f = arr.ElemType
		}
		if st, isStruct := f.(*types.StructType); isStruct {
			held = v.holdsUnion(v.tt.id(st), depth+1)
		}
	}
	if held {
		v.unionIn[id] = 2
	}
	return held
}

// unionOf returns the union of a class that is the address of one union
// and of its members (unionMembers), or -1; cached by class, whose
// types are final (sqlite3's generic class has over 200).
func (v *visitor) unionOf(d *classData) int {
	if u, seen := v.unionCls[d]; seen {
		return u
	}
	if v.unionCls == nil {
		v.unionCls = make(map[*classData]int)
	}
	u := -1
	if v.an.unionMembers(d) {
		for _, t := range d.types {
			if v.tt.isUnion(t) {
				u = t
			}
		}
	}
	v.unionCls[d] = u
	return u
}

// hiddenMember is a scalar access of a union's member that the union's
// LLVM type does not show (unionAccess): the union, the field holding it
// (typ -1 when the address starts inside the union), and the shown
// member's field the address names.
type hiddenMember struct {
	u      int
	holder elemRef
	leaf   elemRef
}

// unionAccess judges a load or store of scalar type a through addr, a
// getelementptr with constant indices (past casts, an instruction or a
// constant expression): typed IR's path through the fields of a
// structure, or a byte offset on a pointer whose class has a structure
// as its dominant type. When the path passes through a union U and ends
// at a scalar field of U's shown member that does not accept a (another
// size or kind, not a vector of whole fields), the access is of another
// member of U, one U's LLVM type does not show: typed IR at -O0 casts
// U's address to that member (`bitcast %union.anon* to %struct.anon.1*`,
// then a getelementptr to its field), and LLVM 14's instcombine at -O2
// rewrites the member's field address into a getelementptr through the
// shown member's fields and a bitcast (lua's ci->u.l.trap, a volatile
// int at offset 8 of CallInfo's union u, whose LLVM type shows u.c with
// a long there: `getelementptr %struct.CallInfo, %ci, 0, 4, 0, 1` cast
// to i32*), and clang 19 into a byte offset that the DataLayout maps to
// that field. The shown member's field is not what the C code accesses,
// and the access is no MismatchedElementAccess of it. It reports the
// union, its holder and the leaf field; it is called only for the rare
// accesses that are volatile or do not fit their field.
func (v *visitor) unionAccess(addr value.Value, a types.Type) (hiddenMember, bool) {
	var none hiddenMember
	if addr == nil {
		return none, false
	}
	g := stripConstBitCasts(stripBitCasts(addr))
	var buf [8]value.Value
	elem, src, indices, ok := ir.AppendGEPIndices(buf[:0], g)
	if !ok || len(indices) == 0 {
		return none, false
	}
	var base int
	var off int64
	if it, isInt := elem.(*types.IntType); isInt && it.BitSize == 8 && len(indices) == 1 {
		c, isConst := ir.ConstInt(indices[0])
		d := v.class(src)
		if !isConst || c <= 0 || d == nil {
			return none, false
		}
		base, off = v.inf.dominantOf(d), c
	} else {
		base = v.tt.structID(elem)
		if base < 0 {
			return none, false
		}
		var nb [8]int64
		ns := nb[:0]
		for _, ix := range indices {
			n, isConst := ir.ConstInt(ix)
			if !isConst {
				return none, false
			}
			ns = append(ns, n)
		}
		if ns[0] != 0 || len(ns) < 2 {
			return none, false
		}
		o, err := v.tt.dl.IndexedOffset(elem, ns)
		if err != nil || o <= 0 {
			return none, false
		}
		off = o
	}
	if base < 0 || !v.holdsUnion(base, 0) {
		return none, false
	}
	h := hiddenMember{u: -1}
	prev := elemRef{-1, 0}
	cur, r := base, uint64(off)
	for depth := 0; depth < 32; depth++ {
		if !v.tt.sized(cur) {
			return none, false
		}
		if v.tt.isUnion(cur) {
			h.u, h.holder = cur, prev
		}
		idx, ft, within, _, ok := v.inf.offsetStep(cur, r)
		if !ok {
			return none, false
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			if within != 0 || h.u < 0 || h.u == cur {
				// Inside a scalar, or a field of the union itself
				// (the member it shows, a scalar).
				return none, false
			}
			h.leaf = elemRef{cur, idx}
			if v.fieldAccepts(h.leaf, a) || v.vectorFits(h.leaf, a) {
				return none, false
			}
			return h, true
		}
		next := v.tt.id(inner)
		if next < 0 {
			return none, false
		}
		prev, cur, r = elemRef{cur, idx}, next, within
	}
	return none, false
}

// flagHidden sets what an access of a member its union's LLVM type does
// not show (unionAccess) says: the union's address is used as that
// member, BadCasting on the union and on the structure holding it, as
// typed IR's cast at -O0 says.
func (v *visitor) flagHidden(h hiddenMember, a types.Type, where any) {
	why := fmt.Sprintf("address of union %s used as a member it does not show (%s where its field %d of %s is)", v.tt.infos[h.u].Name, v.tt.typeName(a), h.leaf.field, v.tt.infos[h.leaf.typ].Name)
	v.an.flag(h.u, BadCasting, where, why)
	if h.holder.typ >= 0 {
		v.an.flag(h.holder.typ, BadCasting, where, fmt.Sprintf("address of field %d used as a member of %s it does not show", h.holder.field, v.tt.infos[h.u].Name))
	}
}

// hiddenIn is unionAccess for an access through a class whose fields
// include the shown member's field the address names.
func (v *visitor) hiddenIn(d *classData, addr value.Value, a types.Type) (hiddenMember, bool) {
	if len(d.elems) == 0 {
		return hiddenMember{}, false
	}
	h, ok := v.unionAccess(addr, a)
	if !ok {
		return h, false
	}
	for _, e := range d.elems {
		if e == h.leaf {
			return h, true
		}
	}
	return h, false
}
