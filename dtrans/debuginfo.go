package dtrans

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// Debug information as evidence. When a module has it (-g), the C types of
// function parameters, return values and global variables are known even
// under opaque pointers: a parameter declared `struct S *` points to a
// %struct.S. This is declared-type evidence of the same kind as typed IR's
// pointer types, and like it only adds to what the uses say.

// diPointee follows a debug-info type through typedefs and qualifiers and,
// when it is a pointer, returns the struct id it points to (depth 1) or
// the pointer-to-pointer's final struct (depth 2: the stored pointers point
// to it). ok is false for anything else.
func (a *inferrer) diPointee(t metadata.Field) (id, depth int, ok bool) {
	depth = 0
	for steps := 0; steps < 32 && t != nil; steps++ {
		switch x := t.(type) {
		case *metadata.DIDerivedType:
			switch x.Tag {
			case enum.DwarfTagTypedef, enum.DwarfTagConstType, enum.DwarfTagVolatileType,
				enum.DwarfTagRestrictType, enum.DwarfTagAtomicType:
				if c, isComp := x.BaseType.(*metadata.DICompositeType); isComp && c.Name == "" && depth > 0 && x.Tag == enum.DwarfTagTypedef {
					// clang names an anonymous record by its typedef.
					if id := a.diRecord(c.Tag, x.Name); id >= 0 {
						return id, depth, true
					}
				}
				t = x.BaseType
			case enum.DwarfTagPointerType:
				depth++
				if depth > 2 {
					return -1, 0, false
				}
				t = x.BaseType
			default:
				return -1, 0, false
			}
		case *metadata.DICompositeType:
			if depth == 0 || x.Name == "" {
				return -1, 0, false
			}
			if id := a.diRecord(x.Tag, x.Name); id >= 0 {
				return id, depth, true
			}
			return -1, 0, false
		default:
			return -1, 0, false
		}
	}
	return -1, 0, false
}

// diRecord returns the id of the module's structure for a C record name.
func (a *inferrer) diRecord(tag enum.DwarfTag, name string) int {
	prefix := "%struct."
	if tag == enum.DwarfTagUnionType {
		prefix = "%union."
	}
	if id, ok := a.tt.byName[prefix+name]; ok {
		return id
	}
	return -1
}

// diEvidence adds the evidence of a pointer's debug-info type to class n.
func (a *inferrer) diEvidence(n int32, t metadata.Field) {
	if n < 0 {
		return
	}
	id, depth, ok := a.diPointee(t)
	if !ok {
		return
	}
	if depth == 2 {
		n = a.content(n)
	}
	a.addType(n, id)
}

// debugInfoEvidence reads the subprogram types of defined functions and
// the types of global variables.
func (a *inferrer) debugInfoEvidence(f *llir.Func) {
	for _, md := range f.Metadata {
		if md == nil || md.Name != "dbg" {
			continue
		}
		sp, ok := md.Node.(*metadata.DISubprogram)
		if !ok {
			return
		}
		st, ok := sp.Type.(*metadata.DISubroutineType)
		if !ok || st.Types == nil {
			return
		}
		ts := st.Types.Fields
		if len(ts) == 0 {
			return
		}
		if ts[0] != nil && f.Sig != nil && isPtrType(f.Sig.RetType) {
			a.diEvidence(a.retNode(f), ts[0])
		}
		for i, p := range f.Params {
			if i+1 < len(ts) && isPtrType(p.Type()) {
				a.diEvidence(a.node(p), ts[i+1])
			}
		}
		return
	}
}

// globalDebugEvidence reads a global variable's debug-info type: a global
// `struct S *g` holds pointers to S.
func (a *inferrer) globalDebugEvidence(g *llir.Global, n int32) {
	for _, md := range g.Metadata {
		if md == nil || md.Name != "dbg" {
			continue
		}
		ge, ok := md.Node.(*metadata.DIGlobalVariableExpression)
		if !ok || ge.Var == nil {
			continue
		}
		id, depth, ok := a.diPointee(ge.Var.Type)
		if ok && depth == 1 && n >= 0 {
			a.addType(a.content(n), id)
		}
	}
}
