package llread

import (
	"strings"
	"sync"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
)

// enumTables maps LLVM keywords to llir's enumerations. They are built once
// from llir's own String methods, so the reader accepts exactly the names
// llir prints.
type enumTables struct {
	linkage    map[string]enum.Linkage
	funcAttr   map[string]enum.FuncAttr
	paramAttr  map[string]enum.ParamAttr
	retAttr    map[string]enum.ReturnAttr
	cc         map[string]enum.CallingConv
	fmf        map[string]enum.FastMathFlag
	ipred      map[string]enum.IPred
	fpred      map[string]enum.FPred
	ordering   map[string]enum.AtomicOrdering
	atomicOp   map[string]enum.AtomicOp
	diFlag     map[string]enum.DIFlag
	diFlagMask enum.DIFlag   // the bits diFlag names
	spFlagMask enum.DISPFlag // the bits spFlag names
	spFlag     map[string]enum.DISPFlag
	tag        map[string]enum.DwarfTag
	op         map[string]enum.DwarfOp
	lang       map[string]enum.DwarfLang
	encoding   map[string]enum.DwarfAttEncoding
	cconv      map[string]enum.DwarfCC
	virt       map[string]enum.DwarfVirtuality
	macinfo    map[string]enum.DwarfMacinfo
	emission   map[string]enum.EmissionKind
	nameTable  map[string]enum.NameTableKind
	checksum   map[string]enum.ChecksumKind
}

var (
	tablesOnce sync.Once
	theTables  *enumTables
)

// tables returns the keyword tables (immutable once built).
func tables() *enumTables {
	tablesOnce.Do(func() {
		t := &enumTables{}
		t.linkage = reverse[enum.Linkage](0, 32)
		delete(t.linkage, "none")
		t.funcAttr = reverse[enum.FuncAttr](0, 256)
		t.paramAttr = reverse[enum.ParamAttr](0, 256)
		t.retAttr = reverse[enum.ReturnAttr](0, 256)
		t.cc = reverse[enum.CallingConv](1, 1024)
		t.fmf = reverse[enum.FastMathFlag](0, 32)
		t.ipred = reverse[enum.IPred](0, 32)
		t.fpred = reverse[enum.FPred](0, 32)
		t.ordering = reverse[enum.AtomicOrdering](1, 16)
		t.atomicOp = reverse[enum.AtomicOp](1, 64)
		t.diFlag = map[string]enum.DIFlag{}
		for _, f := range []enum.DIFlag{enum.DIFlagZero, enum.DIFlagPrivate, enum.DIFlagProtected, enum.DIFlagPublic} {
			t.diFlag[f.String()] = f
		}
		for f := enum.DIFlagFirst; f <= enum.DIFlagLast && f != 0; f <<= 1 {
			t.diFlag[f.String()] = f
		}
		t.spFlag = map[string]enum.DISPFlag{enum.DISPFlagZero.String(): 0}
		for f := enum.DISPFlagFirst; f <= enum.DISPFlagLast && f != 0; f <<= 1 {
			t.spFlag[f.String()] = f
		}
		t.spFlag["DISPFlagVirtual"] = enum.DISPFlagVirtual
		t.spFlag["DISPFlagPureVirtual"] = enum.DISPFlagPureVirtual
		for _, v := range t.diFlag {
			t.diFlagMask |= v
		}
		for _, v := range t.spFlag {
			t.spFlagMask |= v
		}
		t.tag = reverse[enum.DwarfTag](0, 0x10000)
		t.op = reverse[enum.DwarfOp](0, 0x2000)
		t.lang = reverse[enum.DwarfLang](0, 0x10000)
		t.encoding = reverse[enum.DwarfAttEncoding](0, 0x100)
		t.cconv = reverse[enum.DwarfCC](0, 0x100)
		t.virt = reverse[enum.DwarfVirtuality](0, 8)
		t.macinfo = reverse[enum.DwarfMacinfo](0, 0x100)
		t.emission = reverse[enum.EmissionKind](0, 8)
		t.nameTable = reverse[enum.NameTableKind](0, 8)
		t.checksum = reverse[enum.ChecksumKind](1, 8)
		theTables = t
	})
	return theTables
}

// reverse builds a keyword table from an enumeration's String method,
// skipping values without a name.
func reverse[E interface {
	~uint8 | ~uint16 | ~uint64 | ~int64
	String() string
}](lo, hi int) map[string]E {
	m := map[string]E{}
	for i := lo; i < hi; i++ {
		e := E(i)
		s := e.String()
		if s == "" || strings.Contains(s, "(") {
			continue
		}
		if _, dup := m[s]; !dup {
			m[s] = e
		}
	}
	return m
}

// droppedAttrs are attribute keywords of LLVM 15-19 that llir v0.3.6 cannot
// express: they are accepted and dropped. Keywords taking a parenthesised
// argument (memory(...), captures(...), range(...), nofpclass(...),
// initializes(...), allockind(...), uwtable(...)) are handled by
// skipAttrArgs.
var droppedAttrs = map[string]bool{
	"memory": true, "captures": true, "range": true, "nofpclass": true, "initializes": true,
	"allockind": true, "allocalign": true, "allocptr": true, "dead_on_unwind": true, "writable": true,
	"fn_ret_thunk_extern": true, "nosanitize_bounds": true, "sanitize_numerical_stability": true,
	"presplitcoroutine": true, "coro_only_destroy_when_complete": true, "coro_elide_safe": true,
	"skipprofile": true, "optdebug": true, "hybrid_patchable": true, "sanitize_realtime": true,
	"sanitize_realtime_blocking": true, "sanitize_type": true, "no_sanitize_address": true,
	"no_sanitize_hwaddress": true, "dead_on_return": true, "noext": true, "nocreateundeforpoison": true,
	"swiftasync": false, "inalloca": false, "sanitize_memtag": false,
}

// skipAttrArgs skips a parenthesised attribute argument if present.
func (p *parser) skipAttrArgs() {
	if p.isPunct('(') {
		p.skipBalanced()
	}
}

// funcAttr parses one function attribute. It returns (nil, true) for an
// attribute that is accepted and dropped and (nil, false) when the current
// token is not a function attribute.
func (p *parser) funcAttr() (llir.FuncAttribute, bool) {
	t := p.tok()
	switch t.kind {
	case tAttrID:
		return p.attrGroupRef(), true
	case tString:
		key := p.stringLit()
		if p.gotPunct('=') {
			return llir.AttrPair{Key: key, Value: p.stringLit()}, true
		}
		return llir.AttrString(key), true
	case tKeyword:
	default:
		return nil, false
	}
	s := string(p.cur())
	switch s {
	case "align":
		p.next()
		if p.gotPunct('=') {
			return llir.Align(p.uintLit()), true
		}
		if p.isPunct('(') {
			return llir.Align(p.parenUint()), true
		}
		return llir.Align(p.uintLit()), true
	case "alignstack":
		p.next()
		if p.gotPunct('=') {
			return llir.AlignStack(p.uintLit()), true
		}
		return llir.AlignStack(p.parenUint()), true
	case "allocsize":
		p.next()
		p.expectPunct('(')
		a := llir.AllocSize{ElemSizeIndex: int(p.uintLit()), NElemsIndex: -1}
		if p.gotPunct(',') {
			a.NElemsIndex = int(p.uintLit())
		}
		p.expectPunct(')')
		return a, true
	case "vscale_range":
		p.next()
		p.expectPunct('(')
		a := llir.VectorScaleRange{Min: int(p.uintLit()), Max: -1}
		if p.gotPunct(',') {
			a.Max = int(p.uintLit())
		} else {
			a.Min, a.Max = -1, a.Min
		}
		p.expectPunct(')')
		return a, true
	case "uwtable":
		// uwtable(sync) and uwtable(async) (LLVM 15+) keep the attribute and
		// drop the kind.
		p.next()
		p.skipAttrArgs()
		return enum.FuncAttrUwtable, true
	}
	if a, ok := tables().funcAttr[s]; ok {
		p.next()
		return a, true
	}
	if droppedAttrs[s] {
		p.next()
		p.skipAttrArgs()
		return nil, true
	}
	return nil, false
}

// paramAttrs parses parameter attributes.
func (p *parser) paramAttrs() []llir.ParamAttribute {
	var attrs []llir.ParamAttribute
	for {
		t := p.tok()
		switch t.kind {
		case tString:
			key := p.stringLit()
			if p.gotPunct('=') {
				attrs = append(attrs, llir.AttrPair{Key: key, Value: p.stringLit()})
			} else {
				attrs = append(attrs, llir.AttrString(key))
			}
			continue
		case tKeyword:
		default:
			return attrs
		}
		s := string(p.cur())
		switch s {
		case "align":
			p.next()
			if p.isPunct('(') {
				attrs = append(attrs, llir.Align(p.parenUint()))
			} else {
				attrs = append(attrs, llir.Align(p.uintLit()))
			}
			continue
		case "alignstack":
			p.next()
			attrs = append(attrs, llir.AlignStack(p.parenUint()))
			continue
		case "byval", "sret", "byref", "inalloca", "preallocated", "elementtype":
			p.next()
			if !p.isPunct('(') {
				if s == "byval" {
					attrs = append(attrs, llir.Byval{})
					continue
				}
				if s == "inalloca" {
					attrs = append(attrs, llir.InAlloca{})
					continue
				}
				p.fail("expected '(' after '%s', found %s", s, p.describe())
			}
			p.next()
			typ := p.parseType()
			p.expectPunct(')')
			switch s {
			case "byval":
				attrs = append(attrs, llir.Byval{Typ: typ})
			case "sret":
				attrs = append(attrs, llir.SRet{Typ: typ})
			case "byref":
				attrs = append(attrs, llir.ByRef{Typ: typ})
			case "inalloca":
				attrs = append(attrs, llir.InAlloca{Typ: typ})
			case "preallocated":
				attrs = append(attrs, llir.Preallocated{Typ: typ})
			case "elementtype":
				attrs = append(attrs, llir.ElementType{Typ: typ})
			}
			continue
		case "dereferenceable", "dereferenceable_or_null":
			p.next()
			attrs = append(attrs, llir.Dereferenceable{N: p.parenUint(), DerefOrNull: s != "dereferenceable"})
			continue
		}
		if a, ok := tables().paramAttr[s]; ok {
			p.next()
			attrs = append(attrs, a)
			continue
		}
		if p.paramAttrDropped() {
			continue
		}
		return attrs
	}
}

// paramAttrDropped consumes an attribute llir cannot express.
func (p *parser) paramAttrDropped() bool {
	if p.kind() != tKeyword {
		return false
	}
	s := string(p.cur())
	if droppedAttrs[s] {
		p.next()
		p.skipAttrArgs()
		return true
	}
	switch s {
	case "range":
		p.next()
		p.skipAttrArgs()
		return true
	}
	return false
}

// skipParamAttr skips one attribute in a function type's parameter list.
func (p *parser) skipParamAttr() {
	before := p.pos
	p.paramAttrs()
	if p.pos == before {
		p.fail("expected ',' or ')', found %s", p.describe())
	}
}

// returnAttrs parses return attributes.
func (p *parser) returnAttrs() []llir.ReturnAttribute {
	var attrs []llir.ReturnAttribute
	for {
		t := p.tok()
		switch t.kind {
		case tString:
			// Only key-value pairs are return attributes in practice.
			save := p.pos
			key := p.stringLit()
			if p.gotPunct('=') {
				attrs = append(attrs, llir.AttrPair{Key: key, Value: p.stringLit()})
				continue
			}
			p.pos = save
			return attrs
		case tKeyword:
		default:
			return attrs
		}
		s := string(p.cur())
		switch s {
		case "align":
			p.next()
			attrs = append(attrs, llir.Align(p.uintLit()))
			continue
		case "dereferenceable", "dereferenceable_or_null":
			p.next()
			attrs = append(attrs, llir.Dereferenceable{N: p.parenUint(), DerefOrNull: s != "dereferenceable"})
			continue
		}
		if a, ok := tables().retAttr[s]; ok {
			p.next()
			attrs = append(attrs, a)
			continue
		}
		switch s {
		case "range", "nofpclass", "noext":
			p.next()
			p.skipAttrArgs()
			continue
		}
		return attrs
	}
}

// callingConv parses an optional calling convention.
func (p *parser) callingConv() enum.CallingConv {
	if p.kind() != tKeyword {
		return enum.CallingConvNone
	}
	s := string(p.cur())
	if s == "cc" {
		p.next()
		return enum.CallingConv(p.uintLit())
	}
	if cc, ok := tables().cc[s]; ok {
		p.next()
		return cc
	}
	return enum.CallingConvNone
}
