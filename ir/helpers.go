package ir

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// StripPointerCasts returns v without the pointer casts around it, as
// LLVM's Value::stripPointerCasts does: bitcasts and addrspacecasts of
// pointers, and getelementptrs whose indices are all zero, whether
// instructions or constant expressions.
func StripPointerCasts(v value.Value) value.Value {
	for depth := 0; depth < 64; depth++ {
		switch x := v.(type) {
		case *llir.InstBitCast:
			if !isPtr(x.From.Type()) {
				return v
			}
			v = x.From
		case *llir.InstAddrSpaceCast:
			v = x.From
		case *constant.ExprBitCast:
			if !isPtr(x.From.Type()) {
				return v
			}
			v = x.From
		case *constant.ExprAddrSpaceCast:
			v = x.From
		case *llir.InstGetElementPtr:
			if !allZero(x.Indices) {
				return v
			}
			v = x.Src
		case *constant.ExprGetElementPtr:
			if !allZeroConst(x.Indices) {
				return v
			}
			v = x.Src
		default:
			return v
		}
	}
	return v
}

func isPtr(t types.Type) bool {
	_, ok := t.(*types.PointerType)
	return ok
}

func allZero(idx []value.Value) bool {
	for _, i := range idx {
		if n, ok := ConstInt(i); !ok || n != 0 {
			return false
		}
	}
	return true
}

func allZeroConst(idx []constant.Constant) bool {
	for _, i := range idx {
		if n, ok := ConstInt(i); !ok || n != 0 {
			return false
		}
	}
	return true
}

// ConstInt returns the value of an integer constant (sign-extended from its
// bit width, so i8 255 is -1), seeing through GEP index wrappers. ok is
// false for anything else, including integers wider than 64 bits that do
// not fit.
func ConstInt(v value.Value) (int64, bool) {
	switch c := v.(type) {
	case *constant.Int:
		if c.X == nil || !c.X.IsInt64() {
			return 0, false
		}
		n := c.X.Int64()
		if c.Typ != nil && c.Typ.BitSize == 1 && n != 0 {
			// i1 true is printed as true and stored as 1; sign-extending
			// it to -1 would surprise every caller.
			return 1, true
		}
		return n, true
	case *constant.Index:
		return ConstInt(c.Constant)
	case *constant.ZeroInitializer:
		if _, ok := c.Typ.(*types.IntType); ok {
			return 0, true
		}
	}
	return 0, false
}

// GEPStep is one index of a getelementptr: the type being indexed and the
// index. For a struct step Field is the constant field number; for an array,
// vector or the leading pointer step Field is -1 and Const/IsConst give the
// index when it is a constant.
type GEPStep struct {
	// Type is the type indexed by this step: the source element type for
	// the first index (which steps over whole objects), then the aggregate
	// reached so far.
	Type    types.Type
	Index   value.Value
	Field   int
	Const   int64
	IsConst bool
}

// GEPSteps decomposes the indices of a getelementptr (instruction or
// constant expression) with source element type elem. It returns an error
// when an index does not fit the type (a non-constant struct index, a field
// out of range, indexing a scalar); analyses treat such GEPs conservatively.
// The steps are a new slice; AppendGEPSteps reuses the caller's.
func GEPSteps(elem types.Type, indices []value.Value) ([]GEPStep, error) {
	return AppendGEPSteps(make([]GEPStep, 0, len(indices)), elem, indices)
}

// AppendGEPSteps is GEPSteps appending the steps to dst and returning the
// extended slice, so that a caller decomposing GEP after GEP reuses one
// buffer (or a small array on its stack) and allocates nothing. On error the
// result holds the steps before the one that failed, appended to dst.
func AppendGEPSteps(dst []GEPStep, elem types.Type, indices []value.Value) ([]GEPStep, error) {
	cur := elem
	for i, idx := range indices {
		s := GEPStep{Type: cur, Index: idx, Field: -1}
		s.Const, s.IsConst = ConstInt(idx)
		if i == 0 {
			dst = append(dst, s)
			continue
		}
		switch t := cur.(type) {
		case *types.StructType:
			if !s.IsConst || s.Const < 0 || s.Const >= int64(len(t.Fields)) {
				return dst, fmt.Errorf("struct index %s out of range for %s", idx.Ident(), t)
			}
			s.Field = int(s.Const)
			s.Type = t
			cur = t.Fields[s.Field]
		case *types.ArrayType:
			cur = t.ElemType
		case *types.VectorType:
			cur = t.ElemType
		default:
			return dst, fmt.Errorf("cannot index into %s", cur)
		}
		dst = append(dst, s)
	}
	return dst, nil
}

// GEPIndices returns a getelementptr's source element type, base pointer and
// indices, for the instruction or the constant expression; ok is false for
// other values. An instruction's indices are its own slice, a constant
// expression's a new one (AppendGEPIndices reuses the caller's).
func GEPIndices(v value.Value) (elem types.Type, src value.Value, indices []value.Value, ok bool) {
	var buf []value.Value
	if g, isConst := v.(*constant.ExprGetElementPtr); isConst {
		buf = make([]value.Value, 0, len(g.Indices))
	}
	return AppendGEPIndices(buf, v)
}

// AppendGEPIndices is GEPIndices appending a constant expression's indices,
// which llir holds as constants, to buf and returning the extended slice, so
// that a caller reading GEP after GEP reuses one buffer (or a small array on
// its stack) and allocates nothing. An instruction's indices are returned as
// they are, not appended to buf: that slice is the instruction's own and
// must not be modified.
func AppendGEPIndices(buf []value.Value, v value.Value) (elem types.Type, src value.Value, indices []value.Value, ok bool) {
	switch g := v.(type) {
	case *llir.InstGetElementPtr:
		return g.ElemType, g.Src, g.Indices, true
	case *constant.ExprGetElementPtr:
		for _, c := range g.Indices {
			if ix, isIx := c.(*constant.Index); isIx {
				c = ix.Constant
			}
			buf = append(buf, c)
		}
		return g.ElemType, g.Src, buf, true
	}
	return nil, nil, nil, false
}

// CallSig returns the function type a call, invoke or callbr calls through,
// without llir's Sig methods, which panic when the callee's pointer type does
// not name a function type (always the case for indirect calls through an
// opaque pointer). The signature is taken from the callee's declared type
// when it is a typed function pointer, else rebuilt from the call's result
// type and argument types (so a call of a varargs function through an opaque
// pointer appears non-variadic).
func CallSig(call any) *types.FuncType {
	callee := Callee(call)
	if callee == nil {
		return nil
	}
	if pt, ok := callee.Type().(*types.PointerType); ok {
		if ft, ok := pt.ElemType.(*types.FuncType); ok {
			return ft
		}
	}
	var ret types.Type = types.Void
	switch c := call.(type) {
	case *llir.InstCall:
		if c.Typ != nil {
			ret = c.Typ
		}
	case *llir.TermInvoke:
		if c.Typ != nil {
			ret = c.Typ
		}
	case *llir.TermCallBr:
		if c.Typ != nil {
			ret = c.Typ
		}
	}
	args, _ := callArgs(call)
	params := make([]types.Type, len(args))
	for i, a := range args {
		params[i] = UnwrapArg(a).Type()
	}
	return types.NewFunc(ret, params...)
}

// ForEachInst calls fn for every instruction of f in block order, each
// block's terminator last: inst is an llir.Instruction or an llir.Terminator.
func ForEachInst(f *llir.Func, fn func(b *llir.Block, inst value.User)) {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			fn(b, inst)
		}
		if b.Term != nil {
			fn(b, b.Term)
		}
	}
}

// UnwrapArg returns the value passed as a call argument: llir wraps
// arguments that carry attributes (noundef, nonnull, ...) in *llir.Arg.
func UnwrapArg(v value.Value) value.Value {
	for {
		a, ok := v.(*llir.Arg)
		if !ok || a == nil || a.Value == nil {
			return v
		}
		v = a.Value
	}
}

// GlobalName returns what llir's Name method returns for the identifier of a
// function, global variable, alias or ifunc (its name; its number when
// unnamed; a numeric name quoted, "42"), without allocating for the names
// clang emits: Name parses every name as an integer and allocates an error
// for each that is not one. Pass f.GlobalIdent.
func GlobalName(id llir.GlobalIdent) string {
	if n := id.GlobalName; n != "" {
		// Only a name starting with a sign or a digit can parse as an
		// integer; llir decides the rest.
		if c := n[0]; c != '+' && c != '-' && (c < '0' || c > '9') {
			return n
		}
	}
	return id.Name()
}
