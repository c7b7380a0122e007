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
		if !ok || len(tag.Fields) < 3 {
			return -1, 0, false
		}
		base, ok := tag.Fields[0].(*metadata.Tuple)
		if !ok || len(base.Fields) < 3 {
			return -1, 0, false // a scalar tag
		}
		name, ok := base.Fields[0].(*metadata.String)
		if !ok || name.Value == "" {
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
		for _, prefix := range []string{"%struct.", "%union."} {
			if id, found := a.tt.byName[prefix+name.Value]; found {
				return id, o, true
			}
		}
		return -1, 0, false
	}
	return -1, 0, false
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
