package llread

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// typesMatch reports whether a value of type have may be used where want is
// expected. Types are interned, so this is pointer equality, except that in
// opaque-pointer modules all pointers of one address space are one type.
func (p *parser) typesMatch(have, want types.Type) bool {
	if have == want {
		return true
	}
	if !p.opaque {
		return false
	}
	switch h := have.(type) {
	case *types.PointerType:
		w, ok := want.(*types.PointerType)
		return ok && h.AddrSpace == w.AddrSpace
	case *types.VectorType:
		w, ok := want.(*types.VectorType)
		return ok && h.Len == w.Len && h.Scalable == w.Scalable && p.typesMatch(h.ElemType, w.ElemType)
	}
	return false
}

// parseTypedValue parses `TYPE value`.
func (p *parser) parseTypedValue() value.Value {
	t := p.parseType()
	return p.parseValue(t)
}

// typedValue parses `TYPE value` and also returns the written type (a
// forward-referenced instruction cannot report its type yet).
func (p *parser) typedValue() (value.Value, types.Type) {
	t := p.parseType()
	return p.parseValue(t), t
}

// parseTypedConst parses `TYPE constant`.
func (p *parser) parseTypedConst() constant.Constant {
	t := p.parseType()
	return p.parseConst(t)
}

// parseValue parses a value of type t: a local, or a constant.
func (p *parser) parseValue(t types.Type) value.Value {
	if p.kind() == tLocal {
		return p.localRef(t)
	}
	if p.isKw("asm") {
		return p.inlineAsm(t)
	}
	return p.parseConst(t)
}

func (p *parser) inlineAsm(t types.Type) *llir.InlineAsm {
	p.next()
	a := &llir.InlineAsm{Typ: t}
	for {
		switch {
		case p.gotKw("sideeffect"):
			a.SideEffect = true
			continue
		case p.gotKw("alignstack"):
			a.AlignStack = true
			continue
		case p.gotKw("inteldialect"):
			a.IntelDialect = true
			continue
		case p.gotKw("unwind"):
			continue
		}
		break
	}
	a.Asm = p.stringLit()
	p.expectPunct(',')
	a.Constraint = p.stringLit()
	return a
}

// parseConst parses a constant of type t.
func (p *parser) parseConst(t types.Type) constant.Constant {
	p.enter()
	defer p.leave()
	tok := p.tok()
	switch tok.kind {
	case tGlobal:
		c := p.lookupGlobal(p.pos)
		if c == nil {
			p.fail("use of undefined value '%s'", p.cur())
		}
		if !p.typesMatch(c.Type(), t) {
			p.fail("'%s' defined with type %s but used as %s", p.cur(), p.typeStr(c.Type()), p.typeStr(t))
		}
		p.next()
		return c
	case tInt:
		return p.intConst(t)
	case tFloat:
		return p.floatConst(t)
	case tCString:
		at, ok := t.(*types.ArrayType)
		if !ok || at.ElemType != types.I8 {
			p.fail("character array constant used as %s", p.typeStr(t))
		}
		s := p.cur()
		x := []byte(unquote(s[2 : len(s)-1]))
		if uint64(len(x)) != at.Len {
			p.fail("character array of length %d used as %s", len(x), p.typeStr(t))
		}
		p.next()
		return &constant.CharArray{Typ: at, X: x}
	case tPunct:
		switch tok.punct {
		case '{':
			st, ok := t.(*types.StructType)
			if !ok {
				p.fail("struct constant used as %s", p.typeStr(t))
			}
			return p.structConst(st, false)
		case '<':
			if p.toks[p.pos+1].kind == tPunct && p.toks[p.pos+1].punct == '{' {
				st, ok := t.(*types.StructType)
				if !ok {
					p.fail("packed struct constant used as %s", p.typeStr(t))
				}
				p.next()
				c := p.structConst(st, true)
				p.expectPunct('>')
				return c
			}
			vt, ok := t.(*types.VectorType)
			if !ok {
				p.fail("vector constant used as %s", p.typeStr(t))
			}
			p.next()
			elems := p.constList(vt.ElemType, '>')
			if uint64(len(elems)) != vt.Len {
				p.fail("vector constant has %d elements, type %s", len(elems), p.typeStr(t))
			}
			return &constant.Vector{Typ: vt, Elems: elems}
		case '[':
			at, ok := t.(*types.ArrayType)
			if !ok {
				p.fail("array constant used as %s", p.typeStr(t))
			}
			p.next()
			elems := p.constList(at.ElemType, ']')
			if uint64(len(elems)) != at.Len {
				p.fail("array constant has %d elements, type %s", len(elems), p.typeStr(t))
			}
			return &constant.Array{Typ: at, Elems: elems}
		}
	case tKeyword:
		return p.keywordConst(t)
	}
	p.fail("expected value of type %s, found %s", p.typeStr(t), p.describe())
	return nil
}

func isFuncPtr(t types.Type) bool {
	pt, ok := t.(*types.PointerType)
	if !ok {
		return false
	}
	_, ok = pt.ElemType.(*types.FuncType)
	return ok
}

// constList parses `T c, T c, ... close` (the opening bracket is consumed).
func (p *parser) constList(elem types.Type, close byte) []constant.Constant {
	var elems []constant.Constant
	for !p.isPunct(close) {
		if len(elems) > 0 {
			p.expectPunct(',')
		}
		start := p.pos
		et := p.parseType()
		if !p.typesMatch(et, elem) {
			p.errAt(start, "element of type %s in aggregate of %s", p.typeStr(et), p.typeStr(elem))
		}
		elems = append(elems, p.parseConst(et))
	}
	p.next()
	return elems
}

func (p *parser) structConst(st *types.StructType, packed bool) constant.Constant {
	p.expectPunct('{')
	var fields []constant.Constant
	for !p.isPunct('}') {
		if len(fields) > 0 {
			p.expectPunct(',')
		}
		if len(fields) >= len(st.Fields) {
			p.fail("too many fields in constant of type %s", p.typeStr(st))
		}
		start := p.pos
		ft := p.parseType()
		if !p.typesMatch(ft, st.Fields[len(fields)]) {
			p.errAt(start, "field of type %s where %s expected", p.typeStr(ft), p.typeStr(st.Fields[len(fields)]))
		}
		fields = append(fields, p.parseConst(ft))
	}
	p.next()
	if len(fields) != len(st.Fields) {
		p.fail("struct constant has %d fields, type %s has %d", len(fields), p.typeStr(st), len(st.Fields))
	}
	return &constant.Struct{Typ: st, Fields: fields}
}

// lookupGlobal finds the global named by token tok (nil if undefined).
func (p *parser) lookupGlobal(tok int) constant.Constant {
	t := p.toks[tok]
	s := p.src[t.off+1 : t.end]
	if len(s) > 0 && s[0] != '"' && !isDigit(s[0]) {
		return p.globals[string(s)]
	}
	return p.globals[p.globalKey(tok)]
}

func (p *parser) intConst(t types.Type) constant.Constant {
	s := p.cur()
	switch t := t.(type) {
	case *types.IntType:
		if len(s) < 18 {
			// Fast path: fits in an int64.
			var n int64
			neg := s[0] == '-'
			digits := s
			if neg {
				digits = s[1:]
			}
			for _, c := range digits {
				n = n*10 + int64(c-'0')
			}
			if neg {
				n = -n
			}
			if t.BitSize < 63 && (n >= 1<<t.BitSize || n < -(1<<(t.BitSize-1))) {
				p.fail("integer constant %s too large for %s", s, p.typeStr(t))
			}
			if t.BitSize == 1 && n < 0 {
				n = 1 // i1 -1 is true
			}
			p.next()
			return &constant.Int{Typ: t, X: big.NewInt(n)}
		}
		if len(s) > 80 && uint64(len(s)) > t.BitSize/3+3 {
			p.fail("integer literal too large for %s", p.typeStr(t))
		}
		x, ok := new(big.Int).SetString(string(s), 10)
		if !ok {
			p.fail("malformed integer %s", p.describe())
		}
		if x.Sign() < 0 && new(big.Int).Not(x).BitLen() >= int(t.BitSize) || x.Sign() >= 0 && x.BitLen() > int(t.BitSize) {
			p.fail("integer constant %s too large for %s", s, p.typeStr(t))
		}
		if t.BitSize == 1 && x.Sign() < 0 {
			x.SetInt64(1) // i1 -1 is true
		}
		p.next()
		return &constant.Int{Typ: t, X: x}
	}
	p.fail("integer constant used as %s", p.typeStr(t))
	return nil
}

// hexIntConst parses u0x... (unsigned) and s0x... (signed) integer
// literals, as llir prints large integers.
func (p *parser) hexIntConst(t types.Type, s string) constant.Constant {
	it, ok := t.(*types.IntType)
	if !ok {
		p.fail("integer constant used as %s", p.typeStr(t))
	}
	if uint64(len(s)-3) > it.BitSize/4+1 {
		p.fail("integer literal too large for %s", p.typeStr(t))
	}
	x, ok := new(big.Int).SetString(s[3:], 16)
	if !ok {
		p.fail("malformed integer %s", p.describe())
	}
	if s[0] == 's' && x.Bit(int(it.BitSize)-1) == 1 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(it.BitSize)))
	}
	p.next()
	return &constant.Int{Typ: it, X: x}
}

func (p *parser) floatConst(t types.Type) constant.Constant {
	ft, ok := t.(*types.FloatType)
	if !ok {
		p.fail("floating-point constant used as %s", p.typeStr(t))
	}
	s := string(p.cur())
	if len(s) > 400 {
		p.fail("floating-point literal too long")
	}
	if !strings.HasPrefix(s, "0x") && ft.Kind != types.FloatKindHalf && ft.Kind != types.FloatKindFloat && ft.Kind != types.FloatKindDouble {
		// llir converts only these kinds from decimal; LLVM prints the
		// others in hexadecimal.
		p.fail("decimal constant of type %s: expected hexadecimal", p.typeStr(t))
	}
	if strings.HasPrefix(s, "0x") {
		want := 16
		if len(s) > 2 {
			switch s[2] {
			case 'K':
				want = 20
			case 'L', 'M':
				want = 32
			case 'H', 'R':
				want = 4
			}
		}
		digits := len(s) - 2
		if want != 16 {
			digits--
		}
		if digits != want && !(want == 16 && digits <= 16) && !(s[2] == 'L' && digits <= 32) {
			p.fail("malformed hexadecimal floating-point literal %s", p.describe())
		}
		if s[2] == 'R' {
			p.fail("bfloat constants are not supported by llir")
		}
		// Each prefix belongs to one kind (llir converts no other).
		kindOK := false
		switch s[2] {
		case 'K':
			kindOK = ft.Kind == types.FloatKindX86_FP80
		case 'L':
			kindOK = ft.Kind == types.FloatKindFP128
		case 'M':
			kindOK = ft.Kind == types.FloatKindPPC_FP128
		case 'H':
			kindOK = ft.Kind == types.FloatKindHalf
		default:
			kindOK = ft.Kind == types.FloatKindHalf || ft.Kind == types.FloatKindFloat || ft.Kind == types.FloatKindDouble
		}
		if !kindOK {
			p.fail("hexadecimal constant %s invalid for type %s", s, p.typeStr(t))
		}
	}
	if ft.Kind == types.FloatKindFloat || ft.Kind == types.FloatKindHalf {
		p.checkNarrowFloat(ft, s)
	}
	c, err := constant.NewFloatFromString(ft, s)
	if err != nil {
		p.fail("malformed floating-point literal %s", p.describe())
	}
	p.next()
	return c
}

// checkNarrowFloat rejects float and half constants, written as doubles,
// that the type cannot represent exactly (LLVM rejects them; llir would
// print them rounded).
func (p *parser) checkNarrowFloat(ft *types.FloatType, s string) {
	if strings.HasPrefix(s, "0xH") {
		return
	}
	var d float64
	if strings.HasPrefix(s, "0x") {
		bits, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			p.fail("malformed hexadecimal floating-point literal %s", p.describe())
		}
		d = math.Float64frombits(bits)
		if math.IsNaN(d) {
			// The low 29 significand bits must be zero.
			if ft.Kind == types.FloatKindHalf || bits&(1<<29-1) != 0 {
				p.fail("floating-point constant %s invalid for type %s", s, p.typeStr(ft))
			}
			return
		}
	} else {
		var err error
		if d, err = strconv.ParseFloat(s, 64); err != nil {
			p.fail("malformed floating-point literal %s", p.describe())
		}
	}
	exact := float64(float32(d)) == d
	if ft.Kind == types.FloatKindHalf {
		exact = exact && exactHalf(d)
	}
	if !exact && !math.IsInf(d, 0) {
		p.fail("floating-point constant %s invalid for type %s", s, p.typeStr(ft))
	}
}

// exactHalf reports whether d is exactly an IEEE half-precision value.
func exactHalf(d float64) bool {
	a := math.Abs(d)
	switch {
	case a == 0:
		return true
	case a > 65504:
		return false
	case a < 0x1p-14: // subnormal: a multiple of 2^-24
		x := a * 0x1p24
		return x == math.Trunc(x)
	}
	frac, _ := math.Frexp(a) // 11 significant bits
	x := frac * 2048
	return x == math.Trunc(x)
}

// keywordConst parses constants that start with a keyword.
func (p *parser) keywordConst(t types.Type) constant.Constant {
	s := string(p.cur())
	if len(s) > 3 && (s[0] == 'u' || s[0] == 's') && s[1] == '0' && s[2] == 'x' {
		return p.hexIntConst(t, s)
	}
	switch s {
	case "true", "false":
		it, ok := t.(*types.IntType)
		if !ok || it.BitSize != 1 {
			p.fail("boolean constant used as %s", p.typeStr(t))
		}
		p.next()
		if s == "true" {
			return &constant.Int{Typ: it, X: big.NewInt(1)}
		}
		return &constant.Int{Typ: it, X: big.NewInt(0)}
	case "null":
		pt, ok := t.(*types.PointerType)
		if !ok {
			p.fail("null constant used as %s", p.typeStr(t))
		}
		p.next()
		return &constant.Null{Typ: pt}
	case "undef":
		p.next()
		return &constant.Undef{Typ: t}
	case "poison":
		p.next()
		return &constant.Poison{Typ: t}
	case "zeroinitializer":
		p.next()
		return &constant.ZeroInitializer{Typ: t}
	case "none":
		p.next()
		return &constant.NoneToken{}
	case "splat":
		// splat (T c) is LLVM 19 syntax for a vector with equal elements.
		vt, ok := t.(*types.VectorType)
		if !ok {
			p.fail("splat constant used as %s", p.typeStr(t))
		}
		p.next()
		p.expectPunct('(')
		start := p.pos
		et := p.parseType()
		if !p.typesMatch(et, vt.ElemType) {
			p.errAt(start, "splat of %s in vector of %s", p.typeStr(et), p.typeStr(vt.ElemType))
		}
		c := p.parseConst(et)
		p.expectPunct(')')
		if vt.Scalable {
			p.fail("splat of %s is not representable in llir", p.typeStr(vt))
		}
		// llir has no splat constant: the elements are expanded, within a
		// budget proportional to the input so that memory stays bounded.
		p.splatElems += vt.Len
		if vt.Len > 1<<16 || p.splatElems > 1<<16+16*uint64(len(p.src)) {
			p.fail("splat of %s: too many elements to expand", p.typeStr(vt))
		}
		elems := make([]constant.Constant, vt.Len)
		for i := range elems {
			elems[i] = c
		}
		return &constant.Vector{Typ: vt, Elems: elems}
	case "blockaddress":
		p.next()
		p.expectPunct('(')
		if p.kind() != tGlobal {
			p.fail("expected function name, found %s", p.describe())
		}
		f, ok := p.lookupGlobal(p.pos).(*llir.Func)
		if !ok {
			p.fail("blockaddress of %s, which is not a function", p.describe())
		}
		p.next()
		p.expectPunct(',')
		if p.kind() != tLocal {
			p.fail("expected block name, found %s", p.describe())
		}
		ba := &constant.BlockAddress{Func: f}
		p.blkAddrs = append(p.blkAddrs, blockAddrFixup{ba: ba, f: f, label: p.localKey(p.tok()), tok: p.pos})
		p.next()
		p.expectPunct(')')
		return ba
	case "dso_local_equivalent", "no_cfi":
		p.next()
		if p.kind() != tGlobal {
			p.fail("expected global name, found %s", p.describe())
		}
		g := p.lookupGlobal(p.pos)
		if g == nil {
			p.fail("use of undefined value '%s'", p.cur())
		}
		p.next()
		if s == "no_cfi" {
			return &constant.NoCFI{Func: g}
		}
		return &constant.DSOLocalEquivalent{Func: g}
	}
	return p.constExpr(t)
}

// constExpr parses a constant expression.
func (p *parser) constExpr(t types.Type) constant.Constant {
	start := p.pos
	op := string(p.cur())
	p.next()
	var c constant.Constant
	switch op {
	case "getelementptr":
		inBounds := p.gepFlags()
		p.expectPunct('(')
		elem := p.parseType()
		p.expectPunct(',')
		src := p.parseTypedConst()
		var idx []constant.Constant
		var idxVals []value.Value
		var idxTypes []types.Type
		for p.gotPunct(',') {
			inrange := p.gotKw("inrange")
			ic := p.parseTypedConst()
			idxVals = append(idxVals, ic)
			idxTypes = append(idxTypes, ic.Type())
			if inrange {
				ic = &constant.Index{Constant: ic, InRange: true}
			}
			idx = append(idx, ic)
		}
		p.expectPunct(')')
		e := &constant.ExprGetElementPtr{ElemType: elem, Src: src, Indices: idx, InBounds: inBounds}
		e.Typ = p.gepType(start, elem, src.Type(), idxVals, idxTypes)
		c = e
	case "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast":
		for p.gotKw("nuw") || p.gotKw("nsw") || p.gotKw("nneg") {
		}
		p.expectPunct('(')
		from := p.parseTypedConst()
		p.expectKw("to")
		to := p.parseType()
		p.expectPunct(')')
		switch op {
		case "trunc":
			c = &constant.ExprTrunc{From: from, To: to}
		case "zext":
			c = &constant.ExprZExt{From: from, To: to}
		case "sext":
			c = &constant.ExprSExt{From: from, To: to}
		case "fptrunc":
			c = &constant.ExprFPTrunc{From: from, To: to}
		case "fpext":
			c = &constant.ExprFPExt{From: from, To: to}
		case "fptoui":
			c = &constant.ExprFPToUI{From: from, To: to}
		case "fptosi":
			c = &constant.ExprFPToSI{From: from, To: to}
		case "uitofp":
			c = &constant.ExprUIToFP{From: from, To: to}
		case "sitofp":
			c = &constant.ExprSIToFP{From: from, To: to}
		case "ptrtoint":
			c = &constant.ExprPtrToInt{From: from, To: to}
		case "inttoptr":
			c = &constant.ExprIntToPtr{From: from, To: to}
		case "bitcast":
			c = &constant.ExprBitCast{From: from, To: to}
		case "addrspacecast":
			c = &constant.ExprAddrSpaceCast{From: from, To: to}
		}
	case "add", "sub", "mul", "shl", "udiv", "sdiv", "lshr", "ashr", "urem", "srem", "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem":
		var flags []enum.OverflowFlag
		exact := false
		for {
			switch {
			case p.gotKw("nuw"):
				flags = append(flags, enum.OverflowFlagNUW)
				continue
			case p.gotKw("nsw"):
				flags = append(flags, enum.OverflowFlagNSW)
				continue
			case p.gotKw("exact"):
				exact = true
				continue
			case p.gotKw("disjoint"):
				continue
			}
			break
		}
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(',')
		y := p.parseTypedConst()
		p.expectPunct(')')
		xt := x.Type()
		switch op {
		case "add":
			c = &constant.ExprAdd{X: x, Y: y, Typ: xt, OverflowFlags: flags}
		case "sub":
			c = &constant.ExprSub{X: x, Y: y, Typ: xt, OverflowFlags: flags}
		case "mul":
			c = &constant.ExprMul{X: x, Y: y, Typ: xt, OverflowFlags: flags}
		case "shl":
			c = &constant.ExprShl{X: x, Y: y, Typ: xt, OverflowFlags: flags}
		case "udiv":
			c = &constant.ExprUDiv{X: x, Y: y, Typ: xt, Exact: exact}
		case "sdiv":
			c = &constant.ExprSDiv{X: x, Y: y, Typ: xt, Exact: exact}
		case "lshr":
			c = &constant.ExprLShr{X: x, Y: y, Typ: xt, Exact: exact}
		case "ashr":
			c = &constant.ExprAShr{X: x, Y: y, Typ: xt, Exact: exact}
		case "urem":
			c = &constant.ExprURem{X: x, Y: y, Typ: xt}
		case "srem":
			c = &constant.ExprSRem{X: x, Y: y, Typ: xt}
		case "and":
			c = &constant.ExprAnd{X: x, Y: y, Typ: xt}
		case "or":
			c = &constant.ExprOr{X: x, Y: y, Typ: xt}
		case "xor":
			c = &constant.ExprXor{X: x, Y: y, Typ: xt}
		case "fadd":
			c = &constant.ExprFAdd{X: x, Y: y, Typ: xt}
		case "fsub":
			c = &constant.ExprFSub{X: x, Y: y, Typ: xt}
		case "fmul":
			c = &constant.ExprFMul{X: x, Y: y, Typ: xt}
		case "fdiv":
			c = &constant.ExprFDiv{X: x, Y: y, Typ: xt}
		case "frem":
			c = &constant.ExprFRem{X: x, Y: y, Typ: xt}
		}
	case "fneg":
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(')')
		c = &constant.ExprFNeg{X: x, Typ: x.Type()}
	case "icmp", "fcmp":
		var ip enum.IPred
		var fp enum.FPred
		if op == "icmp" {
			ip = p.ipred()
		} else {
			fp = p.fpred()
		}
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(',')
		y := p.parseTypedConst()
		p.expectPunct(')')
		rt := p.cmpType(x.Type())
		if op == "icmp" {
			c = &constant.ExprICmp{Pred: ip, X: x, Y: y, Typ: rt}
		} else {
			c = &constant.ExprFCmp{Pred: fp, X: x, Y: y, Typ: rt}
		}
	case "select":
		p.expectPunct('(')
		cond := p.parseTypedConst()
		p.expectPunct(',')
		x := p.parseTypedConst()
		p.expectPunct(',')
		y := p.parseTypedConst()
		p.expectPunct(')')
		c = &constant.ExprSelect{Cond: cond, X: x, Y: y, Typ: x.Type()}
	case "extractelement":
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(',')
		i := p.parseTypedConst()
		p.expectPunct(')')
		vt, ok := x.Type().(*types.VectorType)
		if !ok {
			p.errAt(start, "extractelement of non-vector %s", p.typeStr(x.Type()))
		}
		c = &constant.ExprExtractElement{X: x, Index: i, Typ: vt.ElemType}
	case "insertelement":
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(',')
		e := p.parseTypedConst()
		p.expectPunct(',')
		i := p.parseTypedConst()
		p.expectPunct(')')
		c = &constant.ExprInsertElement{X: x, Elem: e, Index: i, Typ: x.Type()}
	case "shufflevector":
		p.expectPunct('(')
		x := p.parseTypedConst()
		p.expectPunct(',')
		y := p.parseTypedConst()
		p.expectPunct(',')
		m := p.parseTypedConst()
		p.expectPunct(')')
		c = &constant.ExprShuffleVector{X: x, Y: y, Mask: m, Typ: p.shuffleType(start, x.Type(), m.Type())}
	case "extractvalue", "insertvalue":
		p.expectPunct('(')
		x := p.parseTypedConst()
		var e constant.Constant
		if op == "insertvalue" {
			p.expectPunct(',')
			e = p.parseTypedConst()
		}
		var idx []uint64
		for p.gotPunct(',') {
			idx = append(idx, p.uintLit())
		}
		p.expectPunct(')')
		if op == "insertvalue" {
			c = &constant.ExprInsertValue{X: x, Elem: e, Indices: idx, Typ: x.Type()}
		} else {
			c = &constant.ExprExtractValue{X: x, Indices: idx, Typ: p.aggregateElem(start, x.Type(), idx)}
		}
	default:
		p.errAt(start, "expected value of type %s, found '%s'", p.typeStr(t), op)
	}
	if !p.typesMatch(c.Type(), t) {
		p.errAt(start, "constant expression of type %s used as %s", p.typeStr(c.Type()), p.typeStr(t))
	}
	return c
}

// gepFlags parses getelementptr flags and reports inbounds.
func (p *parser) gepFlags() bool {
	inBounds := false
	for {
		switch {
		case p.gotKw("inbounds"):
			inBounds = true
			continue
		case p.gotKw("nuw"), p.gotKw("nusw"):
			continue
		case p.isKw("inrange"):
			// LLVM 19 form: inrange(lo, hi) before the operands.
			if p.toks[p.pos+1].kind == tPunct && p.toks[p.pos+1].punct == '(' && p.toks[p.pos+2].kind == tInt {
				p.next()
				p.skipBalanced()
				continue
			}
		}
		return inBounds
	}
}

func (p *parser) ipred() enum.IPred {
	p.gotKw("samesign")
	if pr, ok := tables().ipred[string(p.cur())]; ok && p.kind() == tKeyword {
		p.next()
		return pr
	}
	p.fail("expected icmp predicate, found %s", p.describe())
	return 0
}

func (p *parser) fpred() enum.FPred {
	if pr, ok := tables().fpred[string(p.cur())]; ok && p.kind() == tKeyword {
		p.next()
		return pr
	}
	p.fail("expected fcmp predicate, found %s", p.describe())
	return 0
}

// cmpType is i1, or a vector of i1 for vector operands.
func (p *parser) cmpType(t types.Type) types.Type {
	if vt, ok := t.(*types.VectorType); ok {
		return p.ty.vector(vt.Len, vt.Scalable, types.I1)
	}
	return types.I1
}

func (p *parser) shuffleType(tok int, x, mask types.Type) types.Type {
	xv, ok1 := x.(*types.VectorType)
	mv, ok2 := mask.(*types.VectorType)
	if !ok1 || !ok2 {
		p.errAt(tok, "shufflevector operands must be vectors")
	}
	return p.ty.vector(mv.Len, mv.Scalable, xv.ElemType)
}

// aggregateElem is the type reached by extractvalue indices.
func (p *parser) aggregateElem(tok int, t types.Type, idx []uint64) types.Type {
	for _, i := range idx {
		switch a := t.(type) {
		case *types.StructType:
			if i >= uint64(len(a.Fields)) {
				p.errAt(tok, "index %d out of range for %s", i, p.typeStr(t))
			}
			t = a.Fields[i]
		case *types.ArrayType:
			t = a.ElemType
		default:
			p.errAt(tok, "extractvalue index into non-aggregate %s", p.typeStr(t))
		}
	}
	return t
}

// gepType computes the result type of a getelementptr: ptr (typed: pointer
// to the indexed type), or a vector of them for vector operands.
func (p *parser) gepType(tok int, elem types.Type, src types.Type, idx []value.Value, idxTypes []types.Type) types.Type {
	var vlen uint64
	var scalable bool
	var as types.AddrSpace
	switch s := src.(type) {
	case *types.PointerType:
		as = s.AddrSpace
	case *types.VectorType:
		pt, ok := s.ElemType.(*types.PointerType)
		if !ok {
			p.errAt(tok, "getelementptr base must be a pointer, found %s", p.typeStr(src))
		}
		as = pt.AddrSpace
		vlen, scalable = s.Len, s.Scalable
	default:
		p.errAt(tok, "getelementptr base must be a pointer, found %s", p.typeStr(src))
	}
	for _, it := range idxTypes {
		if vt, ok := it.(*types.VectorType); ok {
			vlen, scalable = vt.Len, vt.Scalable
		}
	}
	var rt *types.PointerType
	if p.opaque {
		rt = p.ty.opaquePtr(as)
	} else {
		t := elem
		for k, i := range idx {
			if k == 0 {
				continue
			}
			switch a := t.(type) {
			case *types.StructType:
				ci, ok := i.(*constant.Int)
				if !ok {
					if v, ok := i.(*constant.Vector); ok && len(v.Elems) > 0 {
						ci, ok = v.Elems[0].(*constant.Int)
					}
					if ci == nil {
						p.errAt(tok, "struct index must be a constant integer")
					}
				}
				n := ci.X.Int64()
				if !ci.X.IsInt64() || n < 0 || n >= int64(len(a.Fields)) {
					p.errAt(tok, "struct index %s out of range for %s", ci.X, p.typeStr(t))
				}
				t = a.Fields[n]
			case *types.ArrayType:
				t = a.ElemType
			case *types.VectorType:
				t = a.ElemType
			default:
				p.errAt(tok, "getelementptr index into non-aggregate %s", p.typeStr(t))
			}
		}
		rt = p.ty.ptr(t, as)
	}
	if vlen > 0 || scalable {
		return p.ty.vector(vlen, scalable, rt)
	}
	return rt
}
