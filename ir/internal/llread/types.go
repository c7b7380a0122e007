package llread

import (
	"encoding/binary"
	"strconv"

	"github.com/llir/llvm/ir/types"
)

// typeTable interns types so that structurally equal types are the same
// pointer; type equality in the reader is then pointer equality (named
// structs are unique by name).
type typeTable struct {
	ints    map[uint64]*types.IntType
	ptrs    map[ptrKey]*types.PointerType
	arrays  map[arrKey]*types.ArrayType
	vectors map[vecKey]*types.VectorType
	ids     map[types.Type]uint32
	tuples  map[string]types.Type // function types and literal structs
	keybuf  []byte
}

type ptrKey struct {
	elem types.Type
	as   types.AddrSpace
}

type arrKey struct {
	n    uint64
	elem types.Type
}

type vecKey struct {
	n        uint64
	scalable bool
	elem     types.Type
}

func (t *typeTable) init() {
	t.ints = map[uint64]*types.IntType{}
	for _, it := range []*types.IntType{types.I1, types.I8, types.I16, types.I32, types.I64, types.I128} {
		t.ints[it.BitSize] = it
	}
	t.ptrs = map[ptrKey]*types.PointerType{{types.I8, 0}: types.I8Ptr}
	t.arrays = map[arrKey]*types.ArrayType{}
	t.vectors = map[vecKey]*types.VectorType{}
	t.ids = map[types.Type]uint32{}
	t.tuples = map[string]types.Type{}
}

func (t *typeTable) intType(bits uint64) *types.IntType {
	if it, ok := t.ints[bits]; ok {
		return it
	}
	it := &types.IntType{BitSize: bits}
	t.ints[bits] = it
	return it
}

func (t *typeTable) ptr(elem types.Type, as types.AddrSpace) *types.PointerType {
	k := ptrKey{elem, as}
	if pt, ok := t.ptrs[k]; ok {
		return pt
	}
	pt := &types.PointerType{ElemType: elem, AddrSpace: as}
	t.ptrs[k] = pt
	return pt
}

// opaquePtr is the representation of `ptr addrspace(as)`.
func (t *typeTable) opaquePtr(as types.AddrSpace) *types.PointerType {
	return t.ptr(types.I8, as)
}

func (t *typeTable) array(n uint64, elem types.Type) *types.ArrayType {
	k := arrKey{n, elem}
	if at, ok := t.arrays[k]; ok {
		return at
	}
	at := &types.ArrayType{Len: n, ElemType: elem}
	t.arrays[k] = at
	return at
}

func (t *typeTable) vector(n uint64, scalable bool, elem types.Type) *types.VectorType {
	k := vecKey{n, scalable, elem}
	if vt, ok := t.vectors[k]; ok {
		return vt
	}
	vt := &types.VectorType{Len: n, Scalable: scalable, ElemType: elem}
	t.vectors[k] = vt
	return vt
}

func (t *typeTable) id(x types.Type) uint32 {
	if id, ok := t.ids[x]; ok {
		return id
	}
	id := uint32(len(t.ids) + 1)
	t.ids[x] = id
	return id
}

func (t *typeTable) key(tag byte, elems []types.Type) []byte {
	b := append(t.keybuf[:0], tag)
	for _, e := range elems {
		b = binary.AppendUvarint(b, uint64(t.id(e)))
	}
	t.keybuf = b
	return b
}

func (t *typeTable) funcType(ret types.Type, params []types.Type, variadic bool) *types.FuncType {
	tag := byte('f')
	if variadic {
		tag = 'v'
	}
	all := append([]types.Type{ret}, params...)
	k := t.key(tag, all)
	if ft, ok := t.tuples[string(k)]; ok {
		return ft.(*types.FuncType)
	}
	ft := &types.FuncType{RetType: ret, Params: params, Variadic: variadic}
	t.tuples[string(k)] = ft
	return ft
}

func (t *typeTable) structType(fields []types.Type, packed bool) *types.StructType {
	tag := byte('s')
	if packed {
		tag = 'p'
	}
	k := t.key(tag, fields)
	if st, ok := t.tuples[string(k)]; ok {
		return st.(*types.StructType)
	}
	st := &types.StructType{Fields: fields, Packed: packed}
	t.tuples[string(k)] = st
	return st
}

// parseType parses a type, including pointer and function suffixes.
func (p *parser) parseType() types.Type {
	t := p.parseBaseType()
	for {
		switch {
		case p.isPunct('*'):
			if t == types.Void || t == types.Label || t == types.Metadata || t == types.Token {
				p.fail("pointers to %s are invalid", t)
			}
			p.next()
			if p.opaque {
				// LLVM 17+ reads typed-pointer syntax as ptr.
				t = p.ty.opaquePtr(0)
			} else {
				t = p.ty.ptr(t, 0)
			}
		case p.isKw("addrspace"):
			p.next()
			as := p.parenUint()
			if !p.isPunct('*') {
				p.fail("expected '*' after addrspace, found %s", p.describe())
			}
			p.next()
			if p.opaque {
				t = p.ty.opaquePtr(types.AddrSpace(as))
			} else {
				t = p.ty.ptr(t, types.AddrSpace(as))
			}
		case p.isPunct('('):
			t = p.parseFuncTypeParams(t)
		default:
			return t
		}
	}
}

// parseFuncTypeParams parses `(T, T, ...)` after a return type.
func (p *parser) parseFuncTypeParams(ret types.Type) *types.FuncType {
	p.enter()
	defer p.leave()
	p.expectPunct('(')
	var params []types.Type
	variadic := false
	for !p.isPunct(')') {
		if len(params) > 0 || variadic {
			p.expectPunct(',')
		}
		if p.kind() == tDots {
			p.next()
			variadic = true
			if !p.isPunct(')') {
				p.fail("expected ')' after '...', found %s", p.describe())
			}
			break
		}
		pt := p.parseType()
		// Parameter attributes may appear in function types; drop them.
		for p.kind() == tKeyword || p.kind() == tAttrID {
			p.skipParamAttr()
		}
		params = append(params, pt)
	}
	p.next()
	if params == nil {
		params = []types.Type{}
	}
	return p.ty.funcType(ret, params, variadic)
}

// parseBaseType parses a type without pointer or function suffixes.
func (p *parser) parseBaseType() types.Type {
	t := p.tok()
	switch t.kind {
	case tKeyword:
		s := p.text(t)
		p.next()
		switch string(s) {
		case "void":
			return types.Void
		case "half":
			return types.Half
		case "float":
			return types.Float
		case "double":
			return types.Double
		case "x86_fp80":
			return types.X86_FP80
		case "fp128":
			return types.FP128
		case "ppc_fp128":
			return types.PPC_FP128
		case "label":
			return types.Label
		case "metadata":
			return types.Metadata
		case "token":
			return types.Token
		case "x86_mmx":
			return types.MMX
		case "ptr":
			p.opaque = true
			var as uint64
			if p.isKw("addrspace") {
				p.next()
				as = p.parenUint()
			}
			return p.ty.opaquePtr(types.AddrSpace(as))
		}
		if len(s) > 1 && s[0] == 'i' && isDigit(s[1]) {
			n, err := strconv.ParseUint(string(s[1:]), 10, 64)
			if err != nil || n == 0 || n > 1<<23 {
				p.errAt(p.pos-1, "invalid integer type %s", s)
			}
			return p.ty.intType(n)
		}
		p.errAt(p.pos-1, "expected type, found '%s'", s)
	case tLocal:
		p.next()
		return p.namedTypeRef(p.pos - 1)
	case tPunct:
		switch t.punct {
		case '{':
			return p.parseStructBody(false)
		case '<':
			if p.toks[p.pos+1].kind == tPunct && p.toks[p.pos+1].punct == '{' {
				p.next()
				st := p.parseStructBody(true)
				p.expectPunct('>')
				return st
			}
			p.enter()
			defer p.leave()
			p.next()
			scalable := false
			if p.gotKw("vscale") {
				scalable = true
				p.expectKw("x")
			}
			n := p.uintLit()
			p.expectKw("x")
			elem := p.parseType()
			p.expectPunct('>')
			return p.ty.vector(n, scalable, elem)
		case '[':
			p.enter()
			defer p.leave()
			p.next()
			n := p.uintLit()
			p.expectKw("x")
			elem := p.parseType()
			p.expectPunct(']')
			return p.ty.array(n, elem)
		}
	}
	p.fail("expected type, found %s", p.describe())
	return nil
}

// parseStructBody parses `{ T, T }` (the '<' of a packed struct is consumed
// by the caller).
func (p *parser) parseStructBody(packed bool) *types.StructType {
	p.enter()
	defer p.leave()
	fields := p.parseStructFields()
	return p.ty.structType(fields, packed)
}

func (p *parser) parseStructFields() []types.Type {
	p.expectPunct('{')
	fields := []types.Type{}
	for !p.isPunct('}') {
		if len(fields) > 0 {
			p.expectPunct(',')
		}
		fields = append(fields, p.parseType())
	}
	p.next()
	return fields
}

// namedTypeRef resolves a reference to a named type %T.
func (p *parser) namedTypeRef(tokIdx int) types.Type {
	name := p.nameOf(p.toks[tokIdx])
	nt := p.named[name]
	if nt == nil {
		p.errAt(tokIdx, "use of undefined type '%%%s'", name)
	}
	if nt.st != nil {
		return nt.st
	}
	if !nt.resolved {
		if nt.busy {
			p.errAt(tokIdx, "type '%%%s' is recursive without a struct", name)
		}
		nt.busy = true
		p.enter()
		save := p.pos
		p.pos = nt.tokIdx
		nt.alias = p.parseType()
		p.pos = save
		p.leave()
		nt.busy = false
		nt.resolved = true
	}
	return nt.alias
}
