package llread

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// newInst creates the empty instruction for the opcode at token op.
func (p *parser) newInst(op int) any {
	t := p.toks[op]
	if t.kind != tKeyword {
		p.errAt(op, "expected instruction opcode, found %s", p.describeTok(op))
	}
	switch string(p.text(t)) {
	case "store":
		return &llir.InstStore{}
	case "fence":
		return &llir.InstFence{}
	case "add":
		return &llir.InstAdd{}
	case "fadd":
		return &llir.InstFAdd{}
	case "sub":
		return &llir.InstSub{}
	case "fsub":
		return &llir.InstFSub{}
	case "mul":
		return &llir.InstMul{}
	case "fmul":
		return &llir.InstFMul{}
	case "udiv":
		return &llir.InstUDiv{}
	case "sdiv":
		return &llir.InstSDiv{}
	case "fdiv":
		return &llir.InstFDiv{}
	case "urem":
		return &llir.InstURem{}
	case "srem":
		return &llir.InstSRem{}
	case "frem":
		return &llir.InstFRem{}
	case "shl":
		return &llir.InstShl{}
	case "lshr":
		return &llir.InstLShr{}
	case "ashr":
		return &llir.InstAShr{}
	case "and":
		return &llir.InstAnd{}
	case "or":
		return &llir.InstOr{}
	case "xor":
		return &llir.InstXor{}
	case "fneg":
		return &llir.InstFNeg{}
	case "extractelement":
		return &llir.InstExtractElement{}
	case "insertelement":
		return &llir.InstInsertElement{}
	case "shufflevector":
		return &llir.InstShuffleVector{}
	case "extractvalue":
		return &llir.InstExtractValue{}
	case "insertvalue":
		return &llir.InstInsertValue{}
	case "alloca":
		return &llir.InstAlloca{}
	case "load":
		return &llir.InstLoad{}
	case "cmpxchg":
		return &llir.InstCmpXchg{}
	case "atomicrmw":
		return &llir.InstAtomicRMW{}
	case "getelementptr":
		return &llir.InstGetElementPtr{}
	case "trunc":
		return &llir.InstTrunc{}
	case "zext":
		return &llir.InstZExt{}
	case "sext":
		return &llir.InstSExt{}
	case "fptrunc":
		return &llir.InstFPTrunc{}
	case "fpext":
		return &llir.InstFPExt{}
	case "fptoui":
		return &llir.InstFPToUI{}
	case "fptosi":
		return &llir.InstFPToSI{}
	case "uitofp":
		return &llir.InstUIToFP{}
	case "sitofp":
		return &llir.InstSIToFP{}
	case "ptrtoint":
		return &llir.InstPtrToInt{}
	case "inttoptr":
		return &llir.InstIntToPtr{}
	case "bitcast":
		return &llir.InstBitCast{}
	case "addrspacecast":
		return &llir.InstAddrSpaceCast{}
	case "icmp":
		return &llir.InstICmp{}
	case "fcmp":
		return &llir.InstFCmp{}
	case "phi":
		return &llir.InstPhi{}
	case "select":
		return &llir.InstSelect{}
	case "freeze":
		return &llir.InstFreeze{}
	case "call":
		return &llir.InstCall{}
	case "va_arg":
		return &llir.InstVAArg{}
	case "landingpad":
		return &llir.InstLandingPad{}
	case "catchpad":
		return &llir.InstCatchPad{}
	case "cleanuppad":
		return &llir.InstCleanupPad{}
	case "invoke":
		return &llir.TermInvoke{}
	case "callbr":
		return &llir.TermCallBr{}
	case "catchswitch":
		return &llir.TermCatchSwitch{}
	}
	p.errAt(op, "expected instruction opcode, found %s", p.describeTok(op))
	return nil
}

// instruction reads one instruction (or debug record) into block b.
func (p *parser) instruction(b *llir.Block) {
	fs := p.fn
	if p.kind() == tHashName {
		p.debugRecord(b)
		return
	}
	var sl *slot
	defTok := -1
	if p.kind() == tLocal {
		defTok = p.pos
		sl = p.lookupLocal(p.tok())
		p.next()
		p.expectPunct('=')
	}
	var tail enum.Tail
	switch {
	case p.gotKw("tail"):
		tail = enum.TailTail
	case p.gotKw("musttail"):
		tail = enum.TailMustTail
	case p.gotKw("notail"):
		tail = enum.TailNoTail
	}
	opTok := p.pos
	if sl == nil && tail == enum.TailNone && p.kind() == tKeyword {
		switch string(p.cur()) {
		case "ret", "br", "switch", "indirectbr", "resume", "catchret", "cleanupret", "unreachable":
			p.next()
			term := p.voidTerm(string(p.text(p.toks[opTok])), opTok)
			md := mdFieldAny(term)
			for p.isPunct(',') {
				p.next()
				a := p.attachment()
				if md != nil && a != nil {
					*md = append(*md, a)
				}
			}
			b.Term = term
			return
		}
	}
	var obj any
	if sl != nil {
		obj = sl.v
	} else {
		obj = p.newInst(opTok)
	}
	if tail != enum.TailNone {
		if _, ok := obj.(*llir.InstCall); !ok {
			p.errAt(opTok, "expected 'call' after tail marker, found %s", p.describeTok(opTok))
		}
	}
	p.next()
	typ := p.fillInst(obj, opTok, tail)
	// Metadata attachments.
	md := mdFieldAny(obj)
	for p.isPunct(',') {
		p.next()
		a := p.attachment()
		if md != nil && a != nil {
			*md = append(*md, a)
		}
	}
	// Numbering and definition.
	if typ == types.Void {
		if defTok >= 0 {
			p.errAt(defTok, "instructions returning void cannot have a name")
		}
	} else if defTok >= 0 {
		if n, ok := p.isNumbered(p.toks[defTok]); ok {
			if n != fs.nextID {
				p.errAt(defTok, "instruction expected to be numbered '%%%d'", fs.nextID)
			}
			fs.nextID++
		}
		sl.typ = typ
		sl.defined = true
	} else if nv, ok := obj.(interface{ SetID(int64) }); ok {
		nv.SetID(fs.nextID)
		fs.nextID++
	}
	if term, ok := obj.(llir.Terminator); ok {
		if _, isInst := obj.(llir.Instruction); !isInst {
			b.Term = term
			return
		}
	}
	if inst, ok := obj.(llir.Instruction); ok {
		b.Insts = append(b.Insts, inst)
		return
	}
	p.errAt(opTok, "internal error: %T is neither instruction nor terminator", obj)
}

// fillInst reads the operands of the instruction obj (its opcode at opTok
// already consumed) and returns its result type.
func (p *parser) fillInst(obj any, opTok int, tail enum.Tail) types.Type {
	op := string(p.text(p.toks[opTok]))
	switch inst := obj.(type) {
	case *llir.InstAdd, *llir.InstSub, *llir.InstMul, *llir.InstShl:
		var flags []enum.OverflowFlag
		for {
			if p.gotKw("nuw") {
				flags = append(flags, enum.OverflowFlagNUW)
			} else if p.gotKw("nsw") {
				flags = append(flags, enum.OverflowFlagNSW)
			} else {
				break
			}
		}
		t, x, y := p.binOperands()
		switch inst := inst.(type) {
		case *llir.InstAdd:
			inst.X, inst.Y, inst.Typ, inst.OverflowFlags = x, y, t, flags
		case *llir.InstSub:
			inst.X, inst.Y, inst.Typ, inst.OverflowFlags = x, y, t, flags
		case *llir.InstMul:
			inst.X, inst.Y, inst.Typ, inst.OverflowFlags = x, y, t, flags
		case *llir.InstShl:
			inst.X, inst.Y, inst.Typ, inst.OverflowFlags = x, y, t, flags
		}
		return t
	case *llir.InstUDiv, *llir.InstSDiv, *llir.InstLShr, *llir.InstAShr:
		exact := p.gotKw("exact")
		t, x, y := p.binOperands()
		switch inst := inst.(type) {
		case *llir.InstUDiv:
			inst.X, inst.Y, inst.Typ, inst.Exact = x, y, t, exact
		case *llir.InstSDiv:
			inst.X, inst.Y, inst.Typ, inst.Exact = x, y, t, exact
		case *llir.InstLShr:
			inst.X, inst.Y, inst.Typ, inst.Exact = x, y, t, exact
		case *llir.InstAShr:
			inst.X, inst.Y, inst.Typ, inst.Exact = x, y, t, exact
		}
		return t
	case *llir.InstURem, *llir.InstSRem, *llir.InstAnd, *llir.InstOr, *llir.InstXor:
		p.gotKw("disjoint") // or disjoint (LLVM 18+): dropped
		t, x, y := p.binOperands()
		switch inst := inst.(type) {
		case *llir.InstURem:
			inst.X, inst.Y, inst.Typ = x, y, t
		case *llir.InstSRem:
			inst.X, inst.Y, inst.Typ = x, y, t
		case *llir.InstAnd:
			inst.X, inst.Y, inst.Typ = x, y, t
		case *llir.InstOr:
			inst.X, inst.Y, inst.Typ = x, y, t
		case *llir.InstXor:
			inst.X, inst.Y, inst.Typ = x, y, t
		}
		return t
	case *llir.InstFAdd, *llir.InstFSub, *llir.InstFMul, *llir.InstFDiv, *llir.InstFRem:
		fmf := p.fastMath()
		t, x, y := p.binOperands()
		switch inst := inst.(type) {
		case *llir.InstFAdd:
			inst.X, inst.Y, inst.Typ, inst.FastMathFlags = x, y, t, fmf
		case *llir.InstFSub:
			inst.X, inst.Y, inst.Typ, inst.FastMathFlags = x, y, t, fmf
		case *llir.InstFMul:
			inst.X, inst.Y, inst.Typ, inst.FastMathFlags = x, y, t, fmf
		case *llir.InstFDiv:
			inst.X, inst.Y, inst.Typ, inst.FastMathFlags = x, y, t, fmf
		case *llir.InstFRem:
			inst.X, inst.Y, inst.Typ, inst.FastMathFlags = x, y, t, fmf
		}
		return t
	case *llir.InstFNeg:
		inst.FastMathFlags = p.fastMath()
		inst.Typ = p.parseType()
		inst.X = p.parseValue(inst.Typ)
		return inst.Typ
	case *llir.InstTrunc, *llir.InstZExt, *llir.InstSExt, *llir.InstFPTrunc, *llir.InstFPExt, *llir.InstFPToUI, *llir.InstFPToSI,
		*llir.InstUIToFP, *llir.InstSIToFP, *llir.InstPtrToInt, *llir.InstIntToPtr, *llir.InstBitCast, *llir.InstAddrSpaceCast:
		// trunc nuw/nsw, zext/uitofp nneg (LLVM 18+) are dropped.
		for p.gotKw("nuw") || p.gotKw("nsw") || p.gotKw("nneg") {
		}
		from := p.parseTypedValue()
		p.expectKw("to")
		to := p.parseType()
		switch inst := inst.(type) {
		case *llir.InstTrunc:
			inst.From, inst.To = from, to
		case *llir.InstZExt:
			inst.From, inst.To = from, to
		case *llir.InstSExt:
			inst.From, inst.To = from, to
		case *llir.InstFPTrunc:
			inst.From, inst.To = from, to
		case *llir.InstFPExt:
			inst.From, inst.To = from, to
		case *llir.InstFPToUI:
			inst.From, inst.To = from, to
		case *llir.InstFPToSI:
			inst.From, inst.To = from, to
		case *llir.InstUIToFP:
			inst.From, inst.To = from, to
		case *llir.InstSIToFP:
			inst.From, inst.To = from, to
		case *llir.InstPtrToInt:
			inst.From, inst.To = from, to
		case *llir.InstIntToPtr:
			inst.From, inst.To = from, to
		case *llir.InstBitCast:
			inst.From, inst.To = from, to
		case *llir.InstAddrSpaceCast:
			inst.From, inst.To = from, to
		}
		return to
	case *llir.InstICmp:
		inst.Pred = p.ipred()
		t, x, y := p.binOperands()
		inst.X, inst.Y = x, y
		inst.Typ = p.cmpType(t)
		return inst.Typ
	case *llir.InstFCmp:
		inst.FastMathFlags = p.fastMath()
		inst.Pred = p.fpred()
		t, x, y := p.binOperands()
		inst.X, inst.Y = x, y
		inst.Typ = p.cmpType(t)
		return inst.Typ
	case *llir.InstPhi:
		inst.FastMathFlags = p.fastMath()
		inst.Typ = p.parseType()
		for {
			p.expectPunct('[')
			x := p.parseValue(inst.Typ)
			p.expectPunct(',')
			pred := p.blockName()
			p.expectPunct(']')
			inst.Incs = append(inst.Incs, &llir.Incoming{X: x, Pred: pred})
			if !(p.isPunct(',') && p.toks[p.pos+1].kind == tPunct && p.toks[p.pos+1].punct == '[') {
				break
			}
			p.next()
		}
		return inst.Typ
	case *llir.InstSelect:
		inst.FastMathFlags = p.fastMath()
		inst.Cond = p.parseTypedValue()
		p.expectPunct(',')
		t := p.parseType()
		inst.ValueTrue = p.parseValue(t)
		p.expectPunct(',')
		start := p.pos
		if u := p.parseType(); !p.typesMatch(u, t) {
			p.errAt(start, "select operands have different types %s and %s", p.typeStr(t), p.typeStr(u))
		}
		inst.ValueFalse = p.parseValue(t)
		inst.Typ = t
		return t
	case *llir.InstFreeze:
		inst.Typ = p.parseType()
		inst.X = p.parseValue(inst.Typ)
		return inst.Typ
	case *llir.InstExtractElement:
		x, xt := p.typedValue()
		p.expectPunct(',')
		inst.X, inst.Index = x, p.parseTypedValue()
		vt, ok := xt.(*types.VectorType)
		if !ok {
			p.errAt(opTok, "extractelement of non-vector")
		}
		inst.Typ = vt.ElemType
		return inst.Typ
	case *llir.InstInsertElement:
		x, xt := p.typedValue()
		p.expectPunct(',')
		e := p.parseTypedValue()
		p.expectPunct(',')
		inst.X, inst.Elem, inst.Index = x, e, p.parseTypedValue()
		vt, ok := xt.(*types.VectorType)
		if !ok {
			p.errAt(opTok, "insertelement into non-vector")
		}
		inst.Typ = vt
		return vt
	case *llir.InstShuffleVector:
		x, xt := p.typedValue()
		p.expectPunct(',')
		y := p.parseTypedValue()
		p.expectPunct(',')
		m, mt := p.typedValue()
		inst.X, inst.Y, inst.Mask = x, y, m
		inst.Typ = p.shuffleType(opTok, xt, mt).(*types.VectorType)
		return inst.Typ
	case *llir.InstExtractValue:
		var xt types.Type
		inst.X, xt = p.typedValue()
		for p.isPunct(',') && p.toks[p.pos+1].kind == tInt {
			p.next()
			inst.Indices = append(inst.Indices, p.uintLit())
		}
		inst.Typ = p.aggregateElem(opTok, xt, inst.Indices)
		return inst.Typ
	case *llir.InstInsertValue:
		var xt types.Type
		inst.X, xt = p.typedValue()
		p.expectPunct(',')
		inst.Elem = p.parseTypedValue()
		for p.isPunct(',') && p.toks[p.pos+1].kind == tInt {
			p.next()
			inst.Indices = append(inst.Indices, p.uintLit())
		}
		inst.Typ = xt
		return inst.Typ
	case *llir.InstAlloca:
		for {
			if p.gotKw("inalloca") {
				inst.InAlloca = true
			} else if p.gotKw("swifterror") {
				inst.SwiftError = true
			} else {
				break
			}
		}
		inst.ElemType = p.parseType()
		for p.isPunct(',') && p.toks[p.pos+1].kind != tMDName {
			p.next()
			switch {
			case p.gotKw("align"):
				inst.Align = llir.Align(p.uintLit())
			case p.isKw("addrspace"):
				p.next()
				inst.AddrSpace = types.AddrSpace(p.parenUint())
			default:
				inst.NElems = p.parseTypedValue()
			}
		}
		if p.opaque {
			inst.Typ = p.ty.opaquePtr(inst.AddrSpace)
		} else {
			inst.Typ = p.ty.ptr(inst.ElemType, inst.AddrSpace)
		}
		return inst.Typ
	case *llir.InstLoad:
		inst.Atomic = p.gotKw("atomic")
		inst.Volatile = p.gotKw("volatile")
		inst.ElemType = p.parseType()
		p.expectPunct(',')
		inst.Src = p.parseTypedValue()
		if inst.Atomic {
			inst.SyncScope = p.syncScope()
			inst.Ordering = p.ordering()
		}
		inst.Align = p.alignOpt()
		return inst.ElemType
	case *llir.InstStore:
		p.storeInst(inst)
		return types.Void
	case *llir.InstFence:
		inst.SyncScope = p.syncScope()
		inst.Ordering = p.ordering()
		return types.Void
	case *llir.InstCmpXchg:
		inst.Weak = p.gotKw("weak")
		inst.Volatile = p.gotKw("volatile")
		inst.Ptr = p.parseTypedValue()
		p.expectPunct(',')
		var ct types.Type
		inst.Cmp, ct = p.typedValue()
		p.expectPunct(',')
		inst.New = p.parseTypedValue()
		inst.SyncScope = p.syncScope()
		inst.SuccessOrdering = p.ordering()
		inst.FailureOrdering = p.ordering()
		p.alignOpt()
		inst.Typ = p.ty.structType([]types.Type{ct, types.I1}, false)
		return inst.Typ
	case *llir.InstAtomicRMW:
		inst.Volatile = p.gotKw("volatile")
		aop, ok := tables().atomicOp[string(p.cur())]
		if !ok || p.kind() != tKeyword {
			p.fail("expected atomicrmw operation, found %s", p.describe())
		}
		p.next()
		inst.Op = aop
		inst.Dst = p.parseTypedValue()
		p.expectPunct(',')
		var xt types.Type
		inst.X, xt = p.typedValue()
		inst.SyncScope = p.syncScope()
		inst.Ordering = p.ordering()
		p.alignOpt()
		inst.Typ = xt
		return inst.Typ
	case *llir.InstGetElementPtr:
		inst.InBounds = p.gepFlags()
		inst.ElemType = p.parseType()
		p.expectPunct(',')
		var srcT types.Type
		inst.Src, srcT = p.typedValue()
		var idxTypes []types.Type
		for p.isPunct(',') && p.toks[p.pos+1].kind != tMDName {
			p.next()
			v, t := p.typedValue()
			inst.Indices = append(inst.Indices, v)
			idxTypes = append(idxTypes, t)
		}
		inst.Typ = p.gepType(opTok, inst.ElemType, srcT, inst.Indices, idxTypes)
		return inst.Typ
	case *llir.InstCall:
		inst.Tail = tail
		inst.FastMathFlags = p.fastMath()
		inst.CallingConv = p.callingConv()
		inst.ReturnAttrs = p.returnAttrs()
		if p.isKw("addrspace") {
			p.next()
			inst.AddrSpace = types.AddrSpace(p.parenUint())
		}
		cs := p.callSite(&inst.Callee, inst.AddrSpace)
		inst.Args, inst.Typ, inst.FuncAttrs, inst.OperandBundles = cs.args, cs.ret, cs.attrs, cs.bundles
		p.noteCall(inst, &inst.Callee, cs.sig, opTok)
		return inst.Typ
	case *llir.InstVAArg:
		inst.ArgList = p.parseTypedValue()
		p.expectPunct(',')
		inst.ArgType = p.parseType()
		return inst.ArgType
	case *llir.InstLandingPad:
		inst.ResultType = p.parseType()
		inst.Cleanup = p.gotKw("cleanup")
		for {
			var ct enum.ClauseType
			switch {
			case p.gotKw("catch"):
				ct = enum.ClauseTypeCatch
			case p.gotKw("filter"):
				ct = enum.ClauseTypeFilter
			default:
				return inst.ResultType
			}
			inst.Clauses = append(inst.Clauses, &llir.Clause{Type: ct, X: p.parseTypedValue()})
		}
	case *llir.InstCatchPad:
		p.expectKw("within")
		inst.CatchSwitch = p.localRef(types.Token)
		inst.Args = p.padArgs()
		return types.Token
	case *llir.InstCleanupPad:
		p.expectKw("within")
		inst.ParentPad = p.exceptionPad()
		inst.Args = p.padArgs()
		return types.Token
	case *llir.TermInvoke:
		inst.CallingConv = p.callingConv()
		inst.ReturnAttrs = p.returnAttrs()
		if p.isKw("addrspace") {
			p.next()
			inst.AddrSpace = types.AddrSpace(p.parenUint())
		}
		cs := p.callSite(&inst.Invokee, inst.AddrSpace)
		inst.Args, inst.Typ, inst.FuncAttrs, inst.OperandBundles = cs.args, cs.ret, cs.attrs, cs.bundles
		p.expectKw("to")
		n := p.blockRef()
		p.expectKw("unwind")
		u := p.blockRef()
		inst.NormalRetTarget, inst.ExceptionRetTarget = n, u
		inst.Successors = []*llir.Block{n, u}
		p.noteCall(inst, &inst.Invokee, cs.sig, opTok)
		return inst.Typ
	case *llir.TermCallBr:
		inst.CallingConv = p.callingConv()
		inst.ReturnAttrs = p.returnAttrs()
		cs := p.callSite(&inst.Callee, 0)
		inst.Args, inst.Typ, inst.FuncAttrs, inst.OperandBundles = cs.args, cs.ret, cs.attrs, cs.bundles
		p.expectKw("to")
		n := p.blockRef()
		inst.NormalRetTarget = n
		inst.Successors = []*llir.Block{n}
		p.expectPunct('[')
		for !p.isPunct(']') {
			if len(inst.OtherRetTargets) > 0 {
				p.expectPunct(',')
			}
			b := p.blockRef()
			inst.OtherRetTargets = append(inst.OtherRetTargets, b)
			inst.Successors = append(inst.Successors, b)
		}
		p.next()
		p.noteCall(inst, &inst.Callee, cs.sig, opTok)
		return inst.Typ
	case *llir.TermCatchSwitch:
		p.expectKw("within")
		inst.ParentPad = p.exceptionPad()
		p.expectPunct('[')
		for !p.isPunct(']') {
			if len(inst.Handlers) > 0 {
				p.expectPunct(',')
			}
			b := p.blockRef()
			inst.Handlers = append(inst.Handlers, b)
			inst.Successors = append(inst.Successors, b)
		}
		p.next()
		p.expectKw("unwind")
		if !p.gotKw("to") {
			b := p.blockRef()
			inst.DefaultUnwindTarget = b
			inst.Successors = append(inst.Successors, b)
		} else {
			p.expectKw("caller")
		}
		return types.Token
	}
	p.errAt(opTok, "unexpected instruction %s", op)
	return nil
}

func (p *parser) binOperands() (types.Type, value.Value, value.Value) {
	t := p.parseType()
	x := p.parseValue(t)
	p.expectPunct(',')
	y := p.parseValue(t)
	return t, x, y
}

func (p *parser) fastMath() []enum.FastMathFlag {
	var flags []enum.FastMathFlag
	for p.kind() == tKeyword {
		f, ok := tables().fmf[string(p.cur())]
		if !ok {
			break
		}
		flags = append(flags, f)
		p.next()
	}
	return flags
}

func (p *parser) syncScope() string {
	if p.gotKw("syncscope") {
		p.expectPunct('(')
		s := p.stringLit()
		p.expectPunct(')')
		return s
	}
	return ""
}

func (p *parser) ordering() enum.AtomicOrdering {
	if o, ok := tables().ordering[string(p.cur())]; ok && p.kind() == tKeyword {
		p.next()
		return o
	}
	p.fail("expected atomic ordering, found %s", p.describe())
	return 0
}

// alignOpt parses an optional `, align N`.
func (p *parser) alignOpt() llir.Align {
	if p.isPunct(',') && p.toks[p.pos+1].kind == tKeyword && string(p.text(p.toks[p.pos+1])) == "align" {
		p.next()
		p.next()
		return llir.Align(p.uintLit())
	}
	return 0
}

func (p *parser) storeInst(inst *llir.InstStore) {
	inst.Atomic = p.gotKw("atomic")
	inst.Volatile = p.gotKw("volatile")
	inst.Src = p.parseTypedValue()
	p.expectPunct(',')
	inst.Dst = p.parseTypedValue()
	if inst.Atomic {
		inst.SyncScope = p.syncScope()
		inst.Ordering = p.ordering()
	}
	inst.Align = p.alignOpt()
}

func (p *parser) exceptionPad() value.Value {
	if p.gotKw("none") {
		return &constant.NoneToken{}
	}
	return p.localRef(types.Token)
}

func (p *parser) padArgs() []value.Value {
	p.expectPunct('[')
	args := []value.Value{}
	for !p.isPunct(']') {
		if len(args) > 0 {
			p.expectPunct(',')
		}
		args = append(args, p.parseTypedValue())
	}
	p.next()
	return args
}

type callSite struct {
	sig     *types.FuncType
	ret     types.Type
	args    []value.Value
	attrs   []llir.FuncAttribute
	bundles []*llir.OperandBundle
}

// callSite parses `TYPE callee(args) fnattrs [bundles]`.
func (p *parser) callSite(callee *value.Value, as types.AddrSpace) callSite {
	var cs callSite
	t := p.parseType()
	explicit, _ := t.(*types.FuncType)
	calleeTok := p.pos
	// The callee is read after the arguments are known (its expected type
	// depends on them), so skip it for now.
	if p.kind() == tLocal || p.kind() == tGlobal {
		p.next()
	} else if p.isKw("asm") {
		p.next()
		for p.kind() == tKeyword {
			p.next()
		}
		p.stringLit()
		p.expectPunct(',')
		p.stringLit()
	} else if p.kind() == tKeyword {
		switch string(p.cur()) {
		case "null", "undef", "poison", "zeroinitializer":
			p.next()
		case "dso_local_equivalent", "no_cfi":
			p.next()
			p.next()
		default:
			// A constant expression callee (e.g. bitcast (...)).
			p.next()
			for p.kind() == tKeyword {
				p.next()
			}
			if !p.isPunct('(') {
				p.fail("expected callee, found %s", p.describe())
			}
			p.skipBalanced()
		}
	} else {
		p.fail("expected callee, found %s", p.describe())
	}
	p.expectPunct('(')
	var argTypes []types.Type
	cs.args = []value.Value{}
	for !p.isPunct(')') {
		if len(cs.args) > 0 {
			p.expectPunct(',')
		}
		at := p.parseType()
		attrs := p.paramAttrs()
		var v value.Value
		if at == types.Metadata {
			v = &metadata.Value{Value: p.parseMetadataOperand()}
		} else {
			v = p.parseValue(at)
		}
		if len(attrs) > 0 {
			v = &llir.Arg{Value: v, Attrs: attrs}
		}
		argTypes = append(argTypes, at)
		cs.args = append(cs.args, v)
	}
	p.next()
	if explicit != nil {
		cs.sig = explicit
	} else {
		if argTypes == nil {
			argTypes = []types.Type{}
		}
		cs.sig = p.ty.funcType(t, argTypes, false)
	}
	cs.ret = cs.sig.RetType
	end := p.pos
	p.pos = calleeTok
	var want types.Type
	if p.opaque {
		want = p.ty.opaquePtr(as)
	} else {
		want = p.ty.ptr(cs.sig, as)
	}
	if p.isKw("asm") {
		*callee = p.inlineAsm(p.ty.ptr(cs.sig, as))
	} else {
		*callee = p.parseValue(want)
	}
	p.pos = end
	for {
		if attr, ok := p.funcAttr(); ok {
			if attr != nil {
				cs.attrs = append(cs.attrs, attr)
			}
			continue
		}
		break
	}
	if p.isPunct('[') {
		p.next()
		for !p.isPunct(']') {
			if len(cs.bundles) > 0 {
				p.expectPunct(',')
			}
			ob := &llir.OperandBundle{Tag: p.stringLit(), Inputs: []value.Value{}}
			p.expectPunct('(')
			for !p.isPunct(')') {
				if len(ob.Inputs) > 0 {
					p.expectPunct(',')
				}
				ob.Inputs = append(ob.Inputs, p.parseTypedValue())
			}
			p.next()
			cs.bundles = append(cs.bundles, ob)
		}
		p.next()
	}
	return cs
}

// voidTerm reads the terminators that define no value.
func (p *parser) voidTerm(op string, opTok int) llir.Terminator {
	switch op {
	case "ret":
		t := p.parseType()
		if t == types.Void {
			return &llir.TermRet{}
		}
		return &llir.TermRet{X: p.parseValue(t)}
	case "br":
		if p.isKw("label") {
			b := p.blockRef()
			return &llir.TermBr{Target: b, Successors: []*llir.Block{b}}
		}
		start := p.pos
		c, ct := p.typedValue()
		if ct != types.I1 {
			p.errAt(start, "branch condition must be i1, found %s", p.typeStr(ct))
		}
		p.expectPunct(',')
		t := p.blockRef()
		p.expectPunct(',')
		f := p.blockRef()
		return &llir.TermCondBr{Cond: c, TargetTrue: t, TargetFalse: f, Successors: []*llir.Block{t, f}}
	case "switch":
		term := &llir.TermSwitch{X: p.parseTypedValue()}
		p.expectPunct(',')
		d := p.blockRef()
		term.TargetDefault = d
		term.Successors = []*llir.Block{d}
		p.expectPunct('[')
		for !p.isPunct(']') {
			c := p.parseTypedConst()
			p.expectPunct(',')
			b := p.blockRef()
			term.Cases = append(term.Cases, &llir.Case{X: c, Target: b})
			term.Successors = append(term.Successors, b)
		}
		p.next()
		return term
	case "indirectbr":
		term := &llir.TermIndirectBr{Addr: p.parseTypedValue()}
		p.expectPunct(',')
		p.expectPunct('[')
		for !p.isPunct(']') {
			if len(term.ValidTargets) > 0 {
				p.expectPunct(',')
			}
			b := p.blockRef()
			term.ValidTargets = append(term.ValidTargets, b)
			term.Successors = append(term.Successors, b)
		}
		p.next()
		return term
	case "resume":
		return &llir.TermResume{X: p.parseTypedValue()}
	case "catchret":
		p.expectKw("from")
		pad := p.localRef(types.Token)
		p.expectKw("to")
		b := p.blockRef()
		return &llir.TermCatchRet{CatchPad: pad, Target: b, Successors: []*llir.Block{b}}
	case "cleanupret":
		p.expectKw("from")
		pad := p.localRef(types.Token)
		p.expectKw("unwind")
		term := &llir.TermCleanupRet{CleanupPad: pad}
		if p.gotKw("to") {
			p.expectKw("caller")
		} else {
			b := p.blockRef()
			term.UnwindTarget = b
			term.Successors = []*llir.Block{b}
		}
		return term
	case "unreachable":
		return &llir.TermUnreachable{}
	}
	p.errAt(opTok, "expected terminator, found '%s'", op)
	return nil
}
