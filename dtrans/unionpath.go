package dtrans

import (
	"fmt"

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
