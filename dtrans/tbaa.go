package dtrans

import (
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

// tbaaAccess returns the struct id and byte offset of a load or store's
// struct-path TBAA tag.
func (a *inferrer) tbaaAccess(md []*metadata.Attachment) (int, int64, bool) {
	for _, att := range md {
		if att == nil || att.Name != "tbaa" {
			continue
		}
		tag, ok := att.Node.(*metadata.Tuple)
		if !ok || len(tag.Fields) < 3 || tag.Fields[0] == tag.Fields[1] {
			return -1, 0, false // not a struct-path tag, or a scalar access
		}
		base, ok := tag.Fields[0].(*metadata.Tuple)
		if !ok || len(base.Fields) < 3 {
			return -1, 0, false
		}
		off, ok := tag.Fields[2].(*constant.Int)
		if !ok {
			return -1, 0, false
		}
		o, ok := ir.ConstInt(off)
		if !ok {
			return -1, 0, false
		}
		id := a.tbaaStruct(base, 0)
		return id, o, id >= 0
	}
	return -1, 0, false
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
	if !ok || name.Value == "" {
		return -1
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
	if a.opaque == false {
		return -1 // typed modules keep their types
	}
	var fields []types.Type
	var offs []uint64
	for i := 1; i+1 < len(node.Fields); i += 2 {
		ft, ok := node.Fields[i].(*metadata.Tuple)
		if !ok || len(ft.Fields) == 0 {
			return -1
		}
		fname, ok := ft.Fields[0].(*metadata.String)
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
		t, scalar := tbaaScalar(fname.Value)
		if !scalar {
			inner := a.tbaaStruct(ft, depth+1)
			if inner < 0 {
				return -1
			}
			t = a.tt.infos[inner].Type
		}
		fields = append(fields, t)
		offs = append(offs, uint64(o))
	}
	st := types.NewStruct(fields...)
	st.TypeName = "struct." + name.Value
	l := a.tt.dl.StructLayout(st)
	if !l.IsSized() || len(l.Offsets) != len(offs) {
		return -1
	}
	for i := range offs {
		if l.Offsets[i] != offs[i] {
			return -1 // arrays, bit-fields, packing: not rebuilt
		}
	}
	id := a.tt.id(st)
	a.tt.infos[id].Reconstructed = true
	a.tbaaIDs[node] = id
	return id
}

// tbaaEvidence adds the evidence of a load or store's TBAA tag to the
// object its address points into: the address itself at offset 0, or the
// base of a byte-offset getelementptr whose offset is the tag's.
func (a *inferrer) tbaaEvidence(addr value.Value, md []*metadata.Attachment) {
	id, off, ok := a.tbaaAccess(md)
	if !ok {
		return
	}
	ti := a.tt.infos[id]
	if off < 0 || (ti.Size > 0 && uint64(off) >= ti.Size) {
		return
	}
	switch g := addr.(type) {
	case *llir.InstGetElementPtr:
		if off == 0 || len(g.Indices) != 1 {
			return
		}
		if it, isInt := g.ElemType.(*types.IntType); !isInt || it.BitSize != 8 {
			return
		}
		if c, isConst := ir.ConstInt(g.Indices[0]); isConst && c == off {
			if n := a.node(g.Src); n >= 0 {
				a.addType(n, id)
			}
		}
	case *constant.ExprGetElementPtr:
		// Constant addresses name their global, whose type is known.
	default:
		if off == 0 {
			if n := a.node(addr); n >= 0 {
				a.addType(n, id)
			}
		}
	}
}
