package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// forOperands calls fn for each operand of inst (call arguments
// unwrapped). The common instructions are handled without llir's
// Operands, which allocates a slice on every call: the analysis visits
// every instruction of whole programs several times. inst is an
// instruction or a terminator, as an any: converting an llir.Instruction
// to a value.User looks a method table up at run time, for every
// instruction.
func forOperands(inst any, fn func(v value.Value)) {
	switch x := inst.(type) {
	case *llir.InstLoad:
		fn(x.Src)
	case *llir.InstStore:
		fn(x.Src)
		fn(x.Dst)
	case *llir.InstGetElementPtr:
		fn(x.Src)
		for _, i := range x.Indices {
			fn(i)
		}
	case *llir.InstCall:
		fn(x.Callee)
		for _, a := range x.Args {
			fn(ir.UnwrapArg(a))
		}
	case *llir.InstAlloca:
		if x.NElems != nil {
			fn(x.NElems)
		}
	case *llir.InstBitCast:
		fn(x.From)
	case *llir.InstSExt:
		fn(x.From)
	case *llir.InstZExt:
		fn(x.From)
	case *llir.InstTrunc:
		fn(x.From)
	case *llir.InstICmp:
		fn(x.X)
		fn(x.Y)
	case *llir.InstAdd:
		fn(x.X)
		fn(x.Y)
	case *llir.InstSub:
		fn(x.X)
		fn(x.Y)
	case *llir.InstMul:
		fn(x.X)
		fn(x.Y)
	case *llir.InstAnd:
		fn(x.X)
		fn(x.Y)
	case *llir.InstOr:
		fn(x.X)
		fn(x.Y)
	case *llir.InstXor:
		fn(x.X)
		fn(x.Y)
	case *llir.InstShl:
		fn(x.X)
		fn(x.Y)
	case *llir.InstLShr:
		fn(x.X)
		fn(x.Y)
	case *llir.InstAShr:
		fn(x.X)
		fn(x.Y)
	case *llir.InstUDiv:
		fn(x.X)
		fn(x.Y)
	case *llir.InstSDiv:
		fn(x.X)
		fn(x.Y)
	case *llir.InstURem:
		fn(x.X)
		fn(x.Y)
	case *llir.InstSRem:
		fn(x.X)
		fn(x.Y)
	case *llir.InstPtrToInt:
		fn(x.From)
	case *llir.InstIntToPtr:
		fn(x.From)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			fn(inc.X)
		}
	case *llir.InstSelect:
		fn(x.Cond)
		fn(x.ValueTrue)
		fn(x.ValueFalse)
	case *llir.TermBr:
	case *llir.TermCondBr:
		fn(x.Cond)
	case *llir.TermRet:
		if x.X != nil {
			fn(x.X)
		}
	default:
		u, ok := inst.(value.User)
		if !ok {
			return
		}
		for _, op := range u.Operands() {
			if op != nil && *op != nil {
				fn(ir.UnwrapArg(*op))
			}
		}
	}
}

// merged appends to buf the values PHI or select m merges (not the
// select's condition) and returns it.
func merged(m value.Value, buf []value.Value) []value.Value {
	switch x := m.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			buf = append(buf, inc.X)
		}
	case *llir.InstSelect:
		buf = append(buf, x.ValueTrue, x.ValueFalse)
	}
	return buf
}
