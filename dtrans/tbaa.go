package dtrans

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Struct-path TBAA as evidence. At -O2 clang tags each load and store with
// the structure and offset it accesses (`!{!"S", !int, i64 0, ...}` as the
// base type of the access tag): under opaque pointers this says what a
// pointer used with a byte offset points to, even when no instruction
// names the type. Only tags naming a structure of the module are used.

// tagInfo is what a struct-path TBAA access tag says: the structure
// (id) and byte offset accessed, ok when the tag names a structure of the
// module, fits when its base type node describes that structure's layout
// (each of its members lies where a field of the structure, or of one
// nested in it, starts, or inside an integer field, a bit-field's storage:
// llvm-link may have given the C structure's name to
// another structure of a different layout, as sqlite3's shell and library
// have).
// nested says that the tag's own base names no structure of the module
// and id is a structure the TBAA type nodes nest in it at that offset
// (see nestedTag): the access is of that structure's field, but the
// address is not a pointer to it.
type tagInfo struct {
	id               int
	off              int64
	ok, fits, nested bool
	// pseudo stands for the tag's base structure when the module has
	// no structure for it (not defined, not rebuilt: sqlite3's Table,
	// lua's lua_State at -O2): meaning.go follows it, off being the
	// offset; 0 when none.
	pseudo int
}

// field returns the structure (or pseudo structure) and offset a tag
// names for meaning.go, if any.
func (t tagInfo) field() (int, int64, bool) {
	switch {
	case t.ok && !t.nested && t.fits:
		return t.id, t.off, true
	case !t.ok && t.pseudo != 0:
		return t.pseudo, t.off, true
	}
	return 0, 0, false
}

// tbaaTag returns the TBAA access tag of a load or store's attachments
// (nil when none) and what it says, computed once per tag node: clang
// shares one node among the accesses of a field.
func (a *inferrer) tbaaTag(md []*metadata.Attachment) (*metadata.Tuple, tagInfo) {
	for _, att := range md {
		if att == nil || att.Name != "tbaa" {
			continue
		}
		tag, ok := att.Node.(*metadata.Tuple)
		if !ok || tag == nil {
			return nil, tagInfo{}
		}
		// An open-addressing index by the node's address (a Go map
		// cost a tenth of the analysis of optimized code, where every
		// load and store has a tag).
		k := vkey(uintptr(unsafe.Pointer(tag)))
		if i, seen := a.tagIndex.get(k); seen {
			return tag, a.tags[i]
		}
		ti := a.readTag(tag)
		a.tagIndex.set(k, int32(len(a.tags)))
		a.tags = append(a.tags, ti)
		return tag, ti
	}
	return nil, tagInfo{}
}

// readTag reads an access tag: `!{!base, !access, i64 offset}`, where a
// struct-path tag's base differs from its access type.
func (a *inferrer) readTag(tag *metadata.Tuple) tagInfo {
	if len(tag.Fields) < 3 || tag.Fields[0] == tag.Fields[1] {
		return tagInfo{} // not a struct-path tag, or a scalar access
	}
	base, ok := tag.Fields[0].(*metadata.Tuple)
	if !ok || len(base.Fields) < 3 {
		return tagInfo{}
	}
	off, ok := tag.Fields[2].(*constant.Int)
	if !ok {
		return tagInfo{}
	}
	o, ok := ir.ConstInt(off)
	if !ok {
		return tagInfo{}
	}
	id := a.tbaaStruct(base, 0)
	if id < 0 {
		ti := a.nestedTag(base, o)
		if !ti.ok {
			if _, scalar := tbaaScalarNode(base); !scalar {
				ti.pseudo, ti.off = a.pseudoID(base), o
			}
		}
		return ti
	}
	return tagInfo{id: id, off: o, ok: true, fits: a.tbaaLayoutFits(base, id)}
}

// nestedTag reads a tag whose base type node names no structure of the
// module (clang 19 at -O2 drops the definitions of structures it reaches
// only through byte offsets, and those with arrays cannot be rebuilt,
// like zlib's deflate_state): the node's members say which member
// structure lies at the offset, down to one the module has (the
// tree_desc_s of s->l_desc.dyn_tree). Typed IR names the outer structure,
// whose fields lead to the same one. Scalar members end the walk.
func (a *inferrer) nestedTag(base *metadata.Tuple, off int64) tagInfo {
	for depth := 0; depth < 8; depth++ {
		var inner *metadata.Tuple
		var at int64
		for i := 1; i+1 < len(base.Fields); i += 2 {
			c, ok := base.Fields[i+1].(*constant.Int)
			if !ok {
				return tagInfo{}
			}
			mo, ok := ir.ConstInt(c)
			if !ok || mo > off {
				break
			}
			if ft, ok := base.Fields[i].(*metadata.Tuple); ok {
				inner, at = ft, mo
			} else {
				inner = nil
			}
		}
		// The last member starting at or before off: a structure when
		// it has members (a scalar type node has none).
		if inner == nil || len(inner.Fields) < 3 {
			return tagInfo{}
		}
		if _, scalar := tbaaScalarNode(inner); scalar {
			return tagInfo{}
		}
		base, off = inner, off-at
		if id := a.tbaaStruct(base, 0); id >= 0 {
			if sz := a.tt.infos[id].Size; off < 0 || (sz > 0 && uint64(off) >= sz) {
				return tagInfo{}
			}
			return tagInfo{id: id, off: off, ok: true, fits: a.tbaaLayoutFits(base, id), nested: true}
		}
	}
	return tagInfo{}
}

// tbaaScalarNode reports whether a TBAA type node is a scalar type.
func tbaaScalarNode(n *metadata.Tuple) (types.Type, bool) {
	name, ok := n.Fields[0].(*metadata.String)
	if !ok {
		return nil, false
	}
	return tbaaScalar(name.Value)
}

// tbaaAccess returns the struct id and byte offset of a load or store's
// struct-path TBAA tag whose base names that structure (not a nested
// one: the address points to the structure).
func (a *inferrer) tbaaAccess(md []*metadata.Attachment) (int, int64, bool) {
	_, ti := a.tbaaTag(md)
	return ti.id, ti.off, ti.ok && !ti.nested
}

// tbaaLayoutFits reports (cached) whether every member offset of TBAA
// struct type node n is where a field of struct id begins, at some depth
// of nesting.
func (a *inferrer) tbaaLayoutFits(n *metadata.Tuple, id int) bool {
	if fits, ok := a.tbaaFits[n]; ok {
		return fits
	}
	fits := true
	if !a.tt.sized(id) {
		fits = false
	}
	for i := 2; fits && i < len(n.Fields); i += 2 {
		c, ok := n.Fields[i].(*constant.Int)
		if !ok {
			fits = false
			break
		}
		off, ok := ir.ConstInt(c)
		if !ok || off < 0 || !a.fieldStartsAt(id, uint64(off)) {
			fits = false
		}
	}
	a.tbaaFits[n] = fits
	return fits
}

// fieldStartsAt reports whether a field of struct id, or of a structure or
// array element nested in it, starts at byte offset off.
func (a *inferrer) fieldStartsAt(id int, off uint64) bool {
	t := types.Type(a.tt.infos[id].Type)
	for depth := 0; depth < 32; depth++ {
		switch x := t.(type) {
		case *types.StructType:
			l := a.tt.structLayout(x)
			if !l.IsSized() {
				return false
			}
			idx := l.ElementContainingOffset(off)
			if idx < 0 || idx >= len(x.Fields) {
				return false
			}
			if off == l.Offsets[idx] {
				return true
			}
			off -= l.Offsets[idx]
			t = x.Fields[idx]
		case *types.ArrayType:
			es := a.tt.sizeOf(x.ElemType)
			if es == 0 {
				return false
			}
			off %= es
			if off == 0 {
				return true
			}
			t = x.ElemType
		case *types.IntType:
			// Inside an integer field: a bit-field that shares the
			// field's storage unit (clang's TBAA gives a bit-field the
			// offset of its byte, as in sqlite3's Index at 100, within
			// the i16 at 99 that stores its flags).
			return true
		default:
			return false
		}
	}
	return false
}

// tbaaScalars maps clang's scalar TBAA type names to LLVM types; "p1 int"
// and the like (clang 19's pointer types) are pointers.
var tbaaScalars = map[string]types.Type{
	"omnipotent char": types.I8, "_Bool": types.I8, "bool": types.I8, "short": types.I16,
	"int": types.I32, "long": types.I64, "long long": types.I64, "__int128": types.I128,
	"float": types.Float, "double": types.Double, "long double": types.X86_FP80,
	"any pointer": types.I8Ptr,
}

func tbaaScalar(name string) (types.Type, bool) {
	if t, ok := tbaaScalars[name]; ok {
		return t, true
	}
	if len(name) > 3 && name[0] == 'p' && name[1] >= '1' && name[1] <= '9' && name[2] == ' ' {
		return types.I8Ptr, true
	}
	return nil, false
}

// tbaaStruct returns the id of the structure a TBAA struct type node names:
// the module's %struct.NAME (or %union.NAME), or, when clang dropped the
// definition (it does at -O2 for types it only reaches through byte
// offsets), a structure rebuilt from the node's fields when the rebuilt
// layout puts every field at the offset the node gives. -1 when neither.
func (a *inferrer) tbaaStruct(node *metadata.Tuple, depth int) int {
	if id, seen := a.tbaaIDs[node]; seen {
		return id
	}
	a.tbaaIDs[node] = -1
	if depth > 8 || len(node.Fields) < 3 || len(node.Fields)%2 != 1 {
		return -1
	}
	name, ok := node.Fields[0].(*metadata.String)
	if !ok {
		return -1
	}
	if name.Value == "" {
		id, candidates := a.tbaaAnonymous(node)
		a.tbaaIDs[node] = id
		sig, _ := tbaaSig(node, 0)
		if id, seen := a.anonBySig[sig]; candidates == 0 && seen && sig != "" {
			// A copy of a node rebuilt before (replicated
			// translation units): the same C type.
			a.tbaaIDs[node] = id
			return id
		}
		if candidates == 0 && (a.anonContainer(node, depth) || depth > 0 && tbaaScalarsOnly(node) || depth == 0 && tbaaPlainScalars(node)) {
			// A container without a C name (zlib's typedef struct
			// {...} gz_state around its gzFile_s) that the module
			// does not define: rebuilt as a named one is, under a
			// name of its own, so that its members have a container
			// whose uses the analysis follows. So are a member of
			// scalars of a structure being rebuilt (mujs's lexer
			// buffer), and one of plain scalars that the tags of
			// accesses name directly (libpng's png_image), whose
			// tags then name a structure, as typed IR's
			// getelementptrs do.
			a.anonRebuilt++
			name := fmt.Sprintf("struct.anon.tbaa.%d", a.anonRebuilt)
			for _, taken := a.tt.byName["%"+name]; taken; _, taken = a.tt.byName["%"+name] {
				a.anonRebuilt++
				name = fmt.Sprintf("struct.anon.tbaa.%d", a.anonRebuilt)
			}
			if id := a.rebuildTBAA(node, name, depth); id >= 0 {
				if sig != "" {
					if a.anonBySig == nil {
						a.anonBySig = make(map[string]int)
					}
					a.anonBySig[sig] = id
				}
				return id
			}
		}
		if candidates == 0 {
			// Its member structures are nested in a structure the
			// analysis cannot name (zlib's gz_state around its
			// gzFile_s): look them up for unknownContainers.
			for i := 1; i+1 < len(node.Fields); i += 2 {
				if ft, fname, ok := tbaaMember(node, i); ok {
					if _, scalar := tbaaScalar(fname); !scalar {
						a.tbaaStruct(ft, depth+1)
					}
				}
			}
			a.unbuilt = append(a.unbuilt, node)
		}
		return id
	}
	if _, scalar := tbaaScalar(name.Value); scalar {
		return -1
	}
	for _, prefix := range []string{"%struct.", "%union."} {
		if id, found := a.tt.byName[prefix+name.Value]; found {
			a.tbaaIDs[node] = id
			return id
		}
	}
	return a.rebuildTBAA(node, "struct."+name.Value, depth)
}

// rebuildTBAA builds the structure TBAA struct type node describes, named
// typeName, when its layout puts every member at the node's offset; -1
// when it cannot.
func (a *inferrer) rebuildTBAA(node *metadata.Tuple, typeName string, depth int) int {
	var fields []types.Type
	var offs []uint64
	var chars []bool // the member's TBAA type is "omnipotent char"
	open := false    // the last member may be an array
	// A member structure that cannot be rebuilt fails the node, but the
	// others are still looked up: they are nested in a container the
	// analysis cannot describe (see unbuilt).
	failed := false
	for i := 1; i+1 < len(node.Fields); i += 2 {
		ft, fname, ok := tbaaMember(node, i)
		if !ok {
			return -1
		}
		off, ok := node.Fields[i+1].(*constant.Int)
		if !ok {
			return -1
		}
		o, ok := ir.ConstInt(off)
		if !ok || o < 0 || (len(offs) > 0 && uint64(o) < offs[len(offs)-1]) {
			return -1
		}
		t, scalar := tbaaScalar(fname)
		// Clang's TBAA gives an array member, whatever its elements,
		// and a union the type "omnipotent char": a structure ending in
		// one may extend past it.
		open = scalar && fname == "omnipotent char"
		if !scalar {
			inner := a.tbaaStruct(ft, depth+1)
			if inner < 0 {
				failed = true
				continue
			}
			t = a.tt.infos[inner].Type
			open = a.tt.infos[inner].Partial
		}
		fields = append(fields, t)
		offs = append(offs, uint64(o))
		chars = append(chars, scalar && fname == "omnipotent char")
	}
	if failed {
		a.unbuilt = append(a.unbuilt, node)
		return -1
	}
	st, blobs := a.gapLayout(fields, offs, chars)
	if st == nil {
		// Bit-fields, packing: not rebuilt.
		a.unbuilt = append(a.unbuilt, node)
		return -1
	}
	st.TypeName = typeName
	id := a.tt.id(st)
	ti := a.tt.infos[id]
	ti.Reconstructed, ti.Partial = true, open
	if len(blobs) > 0 && ti.blobs == nil {
		// A last "omnipotent char" of a structure with gaps is the
		// start of an array or union too (unknownouter.c's Tree ends
		// in an array of Cell).
		if n := len(chars); n > 0 && chars[n-1] {
			blobs[len(blobs)-1] = true
		}
		ti.blobs = blobs
	}
	a.tbaaIDs[node] = id
	return id
}

// tbaaEvidence adds the evidence of a load or store's TBAA tag to the
// object its address points into: the address itself at offset 0, or the
// base of a byte-offset getelementptr whose offset is the tag's. It
// returns what the tag says.
func (a *inferrer) tbaaEvidence(addr value.Value, md []*metadata.Attachment) tagInfo {
	// One read of the tag: tbaaAccess, and whether it fits.
	_, tag := a.tbaaTag(md)
	if !tag.ok && tag.pseudo != 0 {
		a.notePseudoBase(addr, tag)
	}
	if !tag.ok || tag.nested {
		return tag
	}
	id, off := tag.id, tag.off
	// Typed IR casts the byte offset to the field's pointer type
	// (clang 14's `bitcast i8* %3 to %struct.js_State**` in mujs's
	// sortcmp); opaque IR accesses it directly.
	// A getelementptr whose indices are all zero addresses its base
	// (typed IR's &p->first, `getelementptr %struct.T, %struct.T* %p,
	// i64 0, i32 0`, which opaque IR folds into %p): a tag at offset 0
	// through it says what the base points to, as it does through the
	// base itself.
	for depth := 0; depth < 8; depth++ {
		if bc, isCast := addr.(*llir.InstBitCast); isCast {
			addr = bc.From
			continue
		}
		if g, isGEP := addr.(*llir.InstGetElementPtr); isGEP && off == 0 && zeroIndices(g.Indices) && isAlloca(g.Src) {
			addr = g.Src
			continue
		}
		break
	}
	ti := a.tt.infos[id]
	if off < 0 || (ti.Size > 0 && uint64(off) >= ti.Size) {
		return tag
	}
	switch g := addr.(type) {
	case *llir.InstGetElementPtr:
		if off == 0 && zeroIndices(g.Indices) {
			// Typed IR's &p->first, which opaque IR folds into p
			// (foldedTag).
			z := id
			if !tag.fits {
				z = -1
			}
			a.noteZeroTag(g.Src, z)
		}
		if a.fieldGEPAt(g, off, id) {
			// Typed IR's getelementptr to the field of another
			// structure S at the tag's offset: the tag's structure
			// is what the base points to, as it is for opaque IR's
			// byte offset (below) and folded access at offset 0
			// (default), and S what llvm-link named it (sqlite3's
			// IndexListTerm array, an IdxCover in clang 14's
			// module, in the generic class).
			if n := a.node(g.Src); n >= 0 {
				a.addType(n, id)
			}
		}
		if c, field, isConst := a.constByteOffset(g); isConst && !field && c > off {
			// The structure lies at c-off inside what the base
			// points to (see unknownContainers).
			a.tagInside = append(a.tagInside, interiorArray{id: id, off: c - off, at: g, src: g.Src})
			// Maybe in a trailing array of it (tailTag).
			if a.pastTags == nil {
				a.pastTags = make(map[vkey]fieldKey)
			}
			k, fk := keyOf(g), fieldKey{id, off}
			if !tag.fits {
				fk.id = -1
			}
			if prev, seen := a.pastTags[k]; seen && prev != fk {
				fk.id = -1
			}
			a.pastTags[k] = fk
		}
		if c, isConst := a.anchorOffset(g); isConst && c != off {
			// The structure begins at c - off from the base
			// (before it: C's `top - 1`; after the one the base
			// points to: `top + 1`): countAnchored. Not at the base
			// (c == off), which the rules on the base's own tags
			// judge (baseTags).
			if a.anchorIdx == nil {
				a.anchorIdx = newValueIndex(0)
			}
			k, at := keyOf(stripBitCasts(g.Src)), c-off
			bt := anchorTag{id, at, at}
			if !tag.fits {
				bt.id = -1
			}
			i, seen := a.anchorIdx.get(k)
			if !seen {
				a.anchorIdx.set(k, int32(len(a.anchorTags)))
				a.anchorTags = append(a.anchorTags, bt)
			} else if prev := &a.anchorTags[i]; prev.id >= 0 {
				size := int64(a.tt.infos[prev.id].Size)
				switch {
				case prev.id != bt.id || size <= 0 || (at-prev.lo)%size != 0:
					prev.id = -1
				default:
					prev.lo, prev.hi = min(prev.lo, at), max(prev.hi, at)
				}
			}
		}
		if a.arrayElemAt(g, off) {
			// An element of an array of structures (`&a[i]`,
			// `&a[i].f`): what the array's elements are
			// (renamedArrayGEPs).
			e := id
			if !tag.fits {
				e = -1
			}
			a.arrTags.vote(keyOf(stripBitCasts(g.Src)), int32(e))
		}
		if a.elemStepAt(g, off) {
			// A step over whole structures (`&p[i]`, `&p[i].f`):
			// what the element it reaches is (elemTags).
			e := id
			if !tag.fits {
				e = -1
			}
			a.elemTags.vote(keyOf(g), int32(e))
		}
		if off == 0 {
			if c, field, isConst := a.constByteOffset(g); isConst && !field && c > 0 {
				// The structure the tags of the accesses at
				// offset 0 through a byte offset name, for
				// resolveByteGEPs (-1 when two disagree).
				if !tag.fits {
					id = -1
				}
				a.stepTags.vote(keyOf(g), int32(id))
			}
			return tag
		}
		if c, field, isConst := a.constByteOffset(g); isConst && c == off {
			// A field's address names its structure already; the
			// tag of an access through it says what its base is
			// (noteBaseTag) as a byte offset's tag does.
			if n := a.node(g.Src); n >= 0 && !field {
				a.addType(n, id)
			}
			// The structure whose field the offset addresses, for
			// resolveByteGEPs (-1 when two tags disagree, or the tag
			// does not describe the structure's layout).
			if !tag.fits {
				id = -1
			}
			if !field {
				a.gepTBAA.vote(keyOf(g), int32(id))
			}
			a.noteBaseTag(g.Src, id)
		}
	case *constant.ExprGetElementPtr:
		// Constant addresses name their global, whose type is known.
	default:
		if off == 0 {
			if n := a.node(addr); n >= 0 {
				a.addType(n, id)
			}
			if !tag.fits {
				id = -1
			}
			a.noteBaseTag(addr, id)
		}
	}
	return tag
}

// anchorOffset returns the constant byte offset of getelementptr g from
// its base: a byte offset (`getelementptr i8, ptr %p, i64 -8`), or a
// getelementptr over a structure with constant indices, a step over
// whole structures maybe then into a field (typed IR's `getelementptr
// %S, %S* %p, i64 -1, i32 0, i32 1`) or a field's address: anchorTags.
func (a *inferrer) anchorOffset(g *llir.InstGetElementPtr) (int64, bool) {
	if len(g.Indices) == 0 {
		return 0, false
	}
	if it, isInt := g.ElemType.(*types.IntType); isInt && it.BitSize == 8 && len(g.Indices) == 1 {
		return ir.ConstInt(g.Indices[0])
	}
	if a.tt.structID(g.ElemType) < 0 {
		return 0, false
	}
	var buf [8]int64
	ns := buf[:0]
	for _, ix := range g.Indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst {
			return 0, false
		}
		ns = append(ns, n)
	}
	if _, _, _, ok := gepPath(g.ElemType, g.Indices); !ok {
		return 0, false
	}
	off, err := a.tt.dl.IndexedOffset(g.ElemType, ns)
	return off, err == nil
}

// elemStepAt reports whether g steps over whole structures S, by an index
// that is not the constant 0, to an element (`getelementptr %S, ptr %p,
// i64 %i`) or to a field of it at offset off in S (`..., i64 %i, i32 f`).
func (a *inferrer) elemStepAt(g *llir.InstGetElementPtr, off int64) bool {
	if a.tt.structID(g.ElemType) < 0 || len(g.Indices) == 0 || len(g.Indices) > 2 || isZero(g.Indices[0]) {
		return false
	}
	if len(g.Indices) == 1 {
		return off == 0
	}
	f, isConst := ir.ConstInt(g.Indices[1])
	fields := a.tt.infos[a.tt.structID(g.ElemType)].Fields
	return isConst && f >= 0 && f < int64(len(fields)) && off >= 0 && fields[f].Offset == uint64(off)
}

// arrayElemAt reports whether g is a getelementptr into an array of
// structures (`getelementptr [N x S], ptr %p, i64 0, i64 %i`, maybe then
// `i32 f`) whose result is the element's field at byte offset off.
func (a *inferrer) arrayElemAt(g *llir.InstGetElementPtr, off int64) bool {
	at, isArr := g.ElemType.(*types.ArrayType)
	if !isArr || len(g.Indices) < 2 || len(g.Indices) > 3 || !isZero(g.Indices[0]) {
		return false
	}
	id := a.tt.structID(at.ElemType)
	if id < 0 || !isStructType(at.ElemType) {
		return false
	}
	if len(g.Indices) == 2 {
		return off == 0
	}
	f, isConst := ir.ConstInt(g.Indices[2])
	fields := a.tt.infos[id].Fields
	return isConst && f >= 0 && f < int64(len(fields)) && off >= 0 && fields[f].Offset == uint64(off)
}

// fieldGEPAt reports whether g is a getelementptr to a field, with
// constant indices the first 0, of a structure other than id (the
// tag's), at byte offset off.
func (a *inferrer) fieldGEPAt(g *llir.InstGetElementPtr, off int64, id int) bool {
	s := a.tt.structID(g.ElemType)
	if s < 0 || len(g.Indices) < 2 || s == a.tt.id(a.tt.infos[id].Type) {
		return false
	}
	var buf [8]int64
	ns := buf[:0]
	for _, ix := range g.Indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst {
			return false
		}
		ns = append(ns, n)
	}
	if ns[0] != 0 {
		return false
	}
	at, err := a.tt.dl.IndexedOffset(g.ElemType, ns)
	return err == nil && at == off
}

// zeroIndices reports whether idx are all constant zeros.
func zeroIndices(idx []value.Value) bool {
	for _, x := range idx {
		if c, ok := ir.ConstInt(x); !ok || c != 0 {
			return false
		}
	}
	return len(idx) > 0
}

// isAlloca reports whether v is a stack slot.
func isAlloca(v value.Value) bool {
	_, ok := v.(*llir.InstAlloca)
	return ok
}

// constByteOffset returns the constant byte offset of getelementptr g
// when it is a byte offset (`getelementptr i8, ptr %p, i64 c`), a step
// over whole structures, maybe then into a field (constStep: LLVM 14's
// instcombine writes byte offsets so on the pointer's declared type), or
// typed IR's address of a field, &p->f, which opaque IR writes as a byte
// offset from p (field is then set).
func (a *inferrer) constByteOffset(g *llir.InstGetElementPtr) (off int64, field, ok bool) {
	// Memoised: the scan, the union uses and the visitor ask for the
	// same getelementptrs (typed IR: 200,000 times on sqlite3).
	k := keyOf(g)
	if a.cboIdx == nil {
		a.cboIdx = newValueIndex(0)
	}
	if i, seen := a.cboIdx.get(k); seen {
		r := a.cbo[i]
		return r.off, r.field, r.ok
	}
	off, field, ok = a.computeConstByteOffset(g)
	a.cboIdx.set(k, int32(len(a.cbo)))
	a.cbo = append(a.cbo, constOffset{off, field, ok})
	return off, field, ok
}

// constOffset is a result of constByteOffset.
type constOffset struct {
	off       int64
	field, ok bool
}

func (a *inferrer) computeConstByteOffset(g *llir.InstGetElementPtr) (off int64, field, ok bool) {
	if len(g.Indices) == 1 {
		if it, isInt := g.ElemType.(*types.IntType); isInt && it.BitSize == 8 {
			c, isConst := ir.ConstInt(g.Indices[0])
			return c, false, isConst
		}
	}
	if a.tt.structID(g.ElemType) < 0 || len(g.Indices) == 0 {
		return 0, false, false
	}
	first, isConst := ir.ConstInt(g.Indices[0])
	if !isConst || (first == 0 && len(g.Indices) < 2) {
		return 0, false, false
	}
	if first != 0 {
		off, ok := a.constStep(g.ElemType, g.Indices)
		return off, false, ok
	}
	var buf [8]int64
	ns := buf[:0]
	for _, ix := range g.Indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst {
			return 0, false, false
		}
		ns = append(ns, n)
	}
	off, err := a.tt.dl.IndexedOffset(g.ElemType, ns)
	return off, true, err == nil && off > 0
}

// noteBaseTag records that a tagged access of structure id (-1: a tag
// that does not describe its structure) goes through value base, at
// offset 0 or through a byte offset from it (baseTags).
func (a *inferrer) noteBaseTag(base value.Value, id int) {
	// Past casts: typed IR casts a loaded void * before its accesses.
	base = stripBitCasts(base)
	k := keyOf(base)
	if prev, seen := a.baseTags.get(k); !seen {
		a.baseTags.set(k, int32(id))
		switch base.(type) {
		case *llir.InstPhi, *llir.InstSelect:
			a.tagMerges = append(a.tagMerges, base)
		}
	} else if prev != int32(id) {
		a.baseTags.set(k, int32(a.tagMeet(int(prev), id)))
	}
}

// noteZeroTag records that a tagged access of structure id (-1: a tag
// that does not describe its structure) goes through a getelementptr
// whose indices are all zero on value base (zeroTags).
func (a *inferrer) noteZeroTag(base value.Value, id int) {
	if a.zeroTags == nil {
		a.zeroTags = newValueIndex(64)
	}
	k := keyOf(stripBitCasts(base))
	if prev, seen := a.zeroTags.get(k); !seen {
		a.zeroTags.set(k, int32(id))
	} else {
		a.zeroTags.set(k, int32(a.tagMeet(int(prev), id)))
	}
}

// tagMeet is what two tags through one value say of it: the same
// structure, the longer of two whose members begin one another (C's
// common initial sequence: a tag of the common header, as lua's GCObject,
// whose marked the barriers read through any collectable object, says
// nothing against the structure it begins), or -1.
func (a *inferrer) tagMeet(x, y int) int {
	switch {
	case x == y:
		return x
	case x >= 0 && y >= 0 && a.tt.initialSeq(x, y):
		return x
	case x >= 0 && y >= 0 && a.tt.initialSeq(y, x):
		return y
	}
	return -1
}

// foldedTag is tagsOf's baseTags answer for v with the tags of the
// accesses through the getelementptrs whose indices are all zero on v
// (typed IR's &p->first, `getelementptr %S, %S* %p, i64 0, i32 0`):
// opaque IR folds them into v, whose tags then include theirs (sqlite3's
// lookaside slot, read as a LookasideSlot through such a getelementptr
// and written as the RowSetChunk it becomes).
func (a *inferrer) foldedTag(v value.Value) (int, bool) {
	k := keyOf(stripBitCasts(v))
	t, ok := a.baseTags.get(k)
	if a.zeroTags == nil {
		return int(t), ok
	}
	z, zok := a.zeroTags.get(k)
	switch {
	case !zok:
		return int(t), ok
	case !ok:
		return int(z), true
	}
	return a.tagMeet(int(t), int(z)), true
}

// tbaaAnonymous returns the structure a TBAA struct type node without a
// name describes, or -1. Clang leaves the TBAA name of a structure
// declared without a tag empty (`typedef struct { ... } bz_stream;`,
// which LLVM calls %struct.bz_stream), and such types are common (bzip2's
// streams and states, libpng's png_image): the node is matched with the
// only named structure of the module whose layout it describes, member by
// member (offsets, scalar kinds, nested structures). candidates is the
// number of structures whose layout it describes.
func (a *inferrer) tbaaAnonymous(node *metadata.Tuple) (id, candidates int) {
	sig, ok := tbaaSig(node, 0)
	if !ok {
		return -1, 0
	}
	if a.structSigs == nil {
		a.structSigs = make(map[string][]int)
		for _, ti := range a.tt.infos {
			if ti.Type.TypeName == "" || ti.Reconstructed {
				continue
			}
			if s, ok := a.structSig(ti.Type, 0); ok {
				a.structSigs[s] = append(a.structSigs[s], ti.id)
			}
		}
	}
	ids := a.structSigs[sig]
	if len(ids) == 1 {
		return ids[0], 1
	}
	return -1, len(ids)
}

// tbaaKinds gives the kind letter of clang's scalar TBAA type names in
// layout signatures (tbaaSig, structSig).
var tbaaKinds = map[string]byte{
	"omnipotent char": 'c', "_Bool": 'c', "bool": 'c', "short": 's', "int": 'i',
	"long": 'l', "long long": 'l', "__int128": 'q', "float": 'f', "double": 'd',
	"long double": 'x', "any pointer": 'p',
}

// tbaaSig returns the layout signature of a TBAA struct type node: each
// member's offset and kind, nested structures in braces.
func tbaaSig(node *metadata.Tuple, depth int) (string, bool) {
	if depth > 8 || len(node.Fields) < 3 || len(node.Fields)%2 != 1 {
		return "", false
	}
	var b strings.Builder
	for i := 1; i+1 < len(node.Fields); i += 2 {
		ft, fname, ok := tbaaMember(node, i)
		if !ok {
			return "", false
		}
		c, ok := node.Fields[i+1].(*constant.Int)
		if !ok {
			return "", false
		}
		off, ok := ir.ConstInt(c)
		if !ok || off < 0 {
			return "", false
		}
		b.WriteString(strconv.FormatInt(off, 10))
		k, scalar := tbaaKinds[fname]
		if !scalar && len(fname) > 3 && fname[0] == 'p' && fname[1] >= '1' && fname[1] <= '9' && fname[2] == ' ' {
			k, scalar = 'p', true // clang 19's "p1 int" and the like
		}
		if scalar {
			b.WriteByte(k)
		} else {
			inner, ok := tbaaSig(ft, depth+1)
			if !ok {
				return "", false
			}
			b.WriteString("{" + inner + "}")
		}
		b.WriteByte(';')
	}
	return b.String(), true
}

// structSig returns the layout signature of a structure type as tbaaSig
// writes it for the TBAA node clang would give it: the fields with a size,
// arrays as their element, nested structures in braces.
func (a *inferrer) structSig(st *types.StructType, depth int) (string, bool) {
	if depth > 8 {
		return "", false
	}
	l := a.tt.structLayout(st)
	if !l.IsSized() {
		return "", false
	}
	var b strings.Builder
	for i, ft := range st.Fields {
		if a.tt.sizeOf(ft) == 0 {
			continue
		}
		b.WriteString(strconv.FormatUint(l.Offsets[i], 10))
		if _, isArray := ft.(*types.ArrayType); isArray {
			// Clang's TBAA gives an array member, whatever its
			// elements (structures too), the type "omnipotent char"
			// at its start (bzip2's DState: Int32 unzftab[256]).
			b.WriteString("c;")
			continue
		}
		switch t := ft.(type) {
		case *types.PointerType:
			b.WriteByte('p')
		case *types.IntType:
			k, ok := map[uint64]byte{8: 'c', 16: 's', 32: 'i', 64: 'l', 128: 'q'}[t.BitSize]
			if !ok {
				return "", false
			}
			b.WriteByte(k)
		case *types.FloatType:
			k, ok := map[types.FloatKind]byte{types.FloatKindFloat: 'f', types.FloatKindDouble: 'd', types.FloatKindX86_FP80: 'x'}[t.Kind]
			if !ok {
				return "", false
			}
			b.WriteByte(k)
		case *types.StructType:
			if strings.HasPrefix(t.TypeName, "union.") {
				// A union member is an "omnipotent char" at its
				// start too (brotli's Hasher: its HasherCommon,
				// then the union of the hashers).
				b.WriteString("c;")
				continue
			}
			inner, ok := a.structSig(t, depth+1)
			if !ok {
				return "", false
			}
			b.WriteString("{" + inner + "}")
		default:
			return "", false
		}
		b.WriteByte(';')
	}
	return b.String(), true
}

// anonContainer reports whether anonymous TBAA struct node holds a
// member structure that the module defines or TBAA rebuilds, and that no
// structure of the module holds at the node's offset: a node without a
// name whose signature matched no structure may still be one the module
// defines (brotli's Hasher, whose union has no signature; see
// unknownContainers).
func (a *inferrer) anonContainer(node *metadata.Tuple, depth int) bool {
	found := false
	for i := 1; i+1 < len(node.Fields); i += 2 {
		ft, fname, ok := tbaaMember(node, i)
		if !ok {
			return false
		}
		if _, scalar := tbaaScalar(fname); scalar {
			continue
		}
		id := a.tbaaStruct(ft, depth+1)
		if id < 0 {
			return false
		}
		c, ok := node.Fields[i+1].(*constant.Int)
		if !ok {
			return false
		}
		off, ok := ir.ConstInt(c)
		if !ok {
			return false
		}
		for _, o := range a.tt.infos[id].outer {
			for _, f := range a.tt.infos[o].Fields {
				if f.Offset == uint64(off) && a.tt.structID(f.Type) == id {
					return false
				}
			}
		}
		found = true
	}
	return found
}

// tbaaMember returns the member of TBAA struct type node at index i of
// its operands (odd: the offset follows): the member's type node and
// its name.
func tbaaMember(node *metadata.Tuple, i int) (*metadata.Tuple, string, bool) {
	ft, ok := node.Fields[i].(*metadata.Tuple)
	if !ok || len(ft.Fields) == 0 {
		return nil, "", false
	}
	name, ok := ft.Fields[0].(*metadata.String)
	if !ok {
		return nil, "", false
	}
	return ft, name.Value, true
}

// tbaaScalarsOnly reports whether TBAA struct type node holds scalar
// members only.
func tbaaScalarsOnly(node *metadata.Tuple) bool {
	for i := 1; i+1 < len(node.Fields); i += 2 {
		_, fname, ok := tbaaMember(node, i)
		if !ok {
			return false
		}
		if _, scalar := tbaaScalar(fname); !scalar {
			return false
		}
	}
	return true
}

// tbaaPlainScalars reports whether a TBAA struct type node's members are
// scalars none of which is an "omnipotent char" but maybe the last: no
// member is an array, a union or (C's TBAA) an enumeration, whose layout
// a structure of the module may give otherwise, and only the last may
// be a trailing array.
func tbaaPlainScalars(node *metadata.Tuple) bool {
	if !tbaaScalarsOnly(node) {
		return false
	}
	for i := 1; i+3 < len(node.Fields); i += 2 {
		if _, fname, _ := tbaaMember(node, i); fname == "omnipotent char" {
			return false
		}
	}
	return true
}

// gapLayout builds the structure whose members are fields at byte
// offsets offs, nil when their natural layout cannot put them there. A
// member that lies past the end of the one before it (clang's TBAA gives
// an array member, whatever its elements, the type "omnipotent char" and
// one element's place, and a union the same: lua's CallInfo has its
// unions u and u2 at 32 and 56) has a gap before it: the "omnipotent
// char" before the gap becomes a char array up to the member, the bytes
// of the array or union it stands for; a gap after another member is a
// char array of its own.
func (a *inferrer) gapLayout(fields []types.Type, offs []uint64, chars []bool) (*types.StructType, []bool) {
	out := make([]types.Type, 0, len(fields))
	var blob []bool  // by field of out, when there is a gap
	end := uint64(0) // end of the last member placed
	for i, t := range fields {
		cand := types.NewStruct(append(out[:len(out):len(out)], t)...)
		l := a.tt.dl.StructLayout(cand)
		if !l.IsSized() || len(l.Offsets) != len(out)+1 {
			return nil, nil
		}
		got := l.Offsets[len(out)]
		if got > offs[i] {
			return nil, nil
		}
		if got < offs[i] {
			if blob == nil {
				blob = make([]bool, len(out), len(fields)+1)
			}
			gap := offs[i] - end
			if i > 0 && chars[i-1] {
				out[len(out)-1] = types.NewArray(gap+1, types.I8)
				blob[len(out)-1] = true
			} else {
				out = append(out, types.NewArray(gap, types.I8))
				blob = append(blob, true)
			}
			cand = types.NewStruct(append(out[:len(out):len(out)], t)...)
			l = a.tt.dl.StructLayout(cand)
			if !l.IsSized() || l.Offsets[len(out)] != offs[i] {
				return nil, nil
			}
		}
		out = append(out, t)
		if blob != nil {
			blob = append(blob, false)
		}
		end = offs[i] + a.tt.sizeOf(t)
	}
	return types.NewStruct(out...), blob
}
