package ir

import (
	"github.com/llir/llvm/ir/constant"
)

// ConstOperands returns the constants a constant is built from: the operands
// of a constant expression, the elements of an aggregate, the function of a
// blockaddress. Scalars and globals have none. The result is freshly
// allocated only when c has operands.
func ConstOperands(c constant.Constant) []constant.Constant {
	switch c := c.(type) {
	case *constant.Struct:
		return c.Fields
	case *constant.Array:
		return c.Elems
	case *constant.Vector:
		return c.Elems
	case *constant.Index:
		return ConstOperands(c.Constant)
	case *constant.BlockAddress:
		return []constant.Constant{c.Func}
	case *constant.DSOLocalEquivalent:
		return []constant.Constant{c.Func}
	case *constant.NoCFI:
		return []constant.Constant{c.Func}
	case *constant.ExprGetElementPtr:
		ops := make([]constant.Constant, 0, 1+len(c.Indices))
		ops = append(ops, c.Src)
		for _, idx := range c.Indices {
			if ix, ok := idx.(*constant.Index); ok {
				idx = ix.Constant
			}
			ops = append(ops, idx)
		}
		return ops
	case *constant.ExprTrunc:
		return []constant.Constant{c.From}
	case *constant.ExprZExt:
		return []constant.Constant{c.From}
	case *constant.ExprSExt:
		return []constant.Constant{c.From}
	case *constant.ExprFPTrunc:
		return []constant.Constant{c.From}
	case *constant.ExprFPExt:
		return []constant.Constant{c.From}
	case *constant.ExprFPToUI:
		return []constant.Constant{c.From}
	case *constant.ExprFPToSI:
		return []constant.Constant{c.From}
	case *constant.ExprUIToFP:
		return []constant.Constant{c.From}
	case *constant.ExprSIToFP:
		return []constant.Constant{c.From}
	case *constant.ExprPtrToInt:
		return []constant.Constant{c.From}
	case *constant.ExprIntToPtr:
		return []constant.Constant{c.From}
	case *constant.ExprBitCast:
		return []constant.Constant{c.From}
	case *constant.ExprAddrSpaceCast:
		return []constant.Constant{c.From}
	case *constant.ExprAdd:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFAdd:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprSub:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFSub:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprMul:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFMul:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprUDiv:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprSDiv:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFDiv:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprURem:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprSRem:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFRem:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprShl:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprLShr:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprAShr:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprAnd:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprOr:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprXor:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprICmp:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprFCmp:
		return []constant.Constant{c.X, c.Y}
	case *constant.ExprSelect:
		return []constant.Constant{c.Cond, c.X, c.Y}
	case *constant.ExprFNeg:
		return []constant.Constant{c.X}
	case *constant.ExprExtractValue:
		return []constant.Constant{c.X}
	case *constant.ExprInsertValue:
		return []constant.Constant{c.X, c.Elem}
	case *constant.ExprExtractElement:
		return []constant.Constant{c.X, c.Index}
	case *constant.ExprInsertElement:
		return []constant.Constant{c.X, c.Elem, c.Index}
	case *constant.ExprShuffleVector:
		return []constant.Constant{c.X, c.Y, c.Mask}
	}
	return nil
}
