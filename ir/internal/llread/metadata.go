package llread

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// newMDNode creates the empty node for a metadata definition whose body
// starts at token i (after `distinct`).
func (p *parser) newMDNode(i int) metadata.Definition {
	t := p.toks[i]
	if t.kind == tMDName {
		if d := newSpecialized(p.text(t)[1:]); d != nil {
			return d
		}
		p.errAt(i, "unknown metadata node kind '%s'", p.text(t))
	}
	if t.kind == tPunct && t.punct == '!' {
		return &metadata.Tuple{}
	}
	p.errAt(i, "expected metadata node, found %s", p.describeTok(i))
	return nil
}

// newSpecialized returns an empty specialised node of the named kind, or
// nil. DIAssignID (LLVM 17+) has no llir counterpart: it becomes an empty
// distinct tuple, and the attachments that would use it are dropped.
func newSpecialized(kind []byte) metadata.Definition {
	if k := diKindNamed(kind); k != nil {
		return k.newNode()
	}
	if string(kind) == "DIAssignID" {
		return &metadata.Tuple{Distinct: true}
	}
	return nil
}

// mdDef reads `!N = [distinct] node`.
func (p *parser) mdDef(def metadata.Definition) {
	p.next()
	p.expectPunct('=')
	if p.gotKw("distinct") {
		def.SetDistinct(true)
	}
	p.mdBody(def)
}

// mdBody fills def from `!{...}` or `!DIKind(...)`.
func (p *parser) mdBody(def metadata.Definition) {
	p.enter()
	defer p.leave()
	if t, ok := def.(*metadata.Tuple); ok && p.isPunct('!') {
		p.next()
		p.expectPunct('{')
		t.Fields = []metadata.Field{}
		for !p.isPunct('}') {
			if len(t.Fields) > 0 {
				p.expectPunct(',')
			}
			t.Fields = append(t.Fields, p.mdField())
		}
		p.next()
		return
	}
	if p.kind() != tMDName {
		p.fail("expected metadata node, found %s", p.describe())
	}
	kindTok := p.pos
	p.next()
	p.expectPunct('(')
	if e, ok := def.(*metadata.DIExpression); ok {
		p.diExpression(e)
		return
	}
	if _, ok := def.(*metadata.Tuple); ok {
		// DIAssignID()
		p.expectPunct(')')
		return
	}
	p.specialized(def, kindTok)
}

// mdField parses a tuple element: null, metadata, or a typed constant.
func (p *parser) mdField() metadata.Field {
	if p.gotKw("null") {
		return &metadata.NullLit{}
	}
	if p.isMetadataStart() {
		return p.parseMetadata()
	}
	t := p.parseType()
	return p.parseValue(t)
}

func (p *parser) isMetadataStart() bool {
	switch p.kind() {
	case tMDID, tMDName, tMDString:
		return true
	case tPunct:
		return p.isPunct('!')
	}
	return false
}

// parseMetadata parses !N, !"s", !{...}, or an inline specialised node.
func (p *parser) parseMetadata() metadata.Metadata {
	switch p.kind() {
	case tMDID:
		id, _ := p.isNumbered(p.tok())
		d := p.mdDefs.get(id)
		if d == nil {
			p.fail("use of undefined metadata '!%d'", id)
		}
		p.next()
		return d
	case tMDString:
		s := p.cur()
		p.next()
		return &metadata.String{Value: unquote(s[2 : len(s)-1])}
	case tMDName:
		kind := p.cur()[1:]
		if string(kind) == "DIArgList" {
			p.next()
			p.expectPunct('(')
			al := &metadata.DIArgList{}
			for !p.isPunct(')') {
				if len(al.Fields) > 0 {
					p.expectPunct(',')
				}
				t := p.parseType()
				al.Fields = append(al.Fields, p.parseValue(t))
			}
			p.next()
			return al
		}
		d := newSpecialized(kind)
		if d == nil {
			p.fail("unknown metadata node kind %s", p.describe())
		}
		d.SetID(-1)
		p.mdBody(d)
		return d
	case tPunct:
		if p.isPunct('!') {
			t := &metadata.Tuple{}
			t.SetID(-1)
			p.mdBody(t)
			return t
		}
	}
	p.fail("expected metadata, found %s", p.describe())
	return nil
}

// parseMetadataOperand parses the operand after `metadata` in a call, or
// the first operand of a debug record: metadata, or a typed value.
func (p *parser) parseMetadataOperand() metadata.Metadata {
	if p.isMetadataStart() {
		return p.parseMetadata()
	}
	t := p.parseType()
	return p.parseValue(t)
}

// namedMDDef reads `!name = !{!0, !1}`.
func (p *parser) namedMDDef() {
	name := p.nameOf(p.tok())
	p.next()
	p.expectPunct('=')
	p.expectPunct('!')
	p.expectPunct('{')
	nd := &metadata.NamedDef{Name: name}
	for !p.isPunct('}') {
		if len(nd.Nodes) > 0 {
			p.expectPunct(',')
		}
		md := p.parseMetadata()
		n, ok := md.(metadata.Node)
		if !ok {
			p.fail("expected metadata node")
		}
		nd.Nodes = append(nd.Nodes, n)
	}
	p.next()
	if p.m.NamedMetadataDefs[name] != nil {
		p.fail("redefinition of named metadata '!%s'", name)
	}
	p.m.NamedMetadataDefs[name] = nd
}

// diExpression reads the operands of !DIExpression(...).
func (p *parser) diExpression(e *metadata.DIExpression) {
	for !p.isPunct(')') {
		if len(e.Fields) > 0 {
			p.expectPunct(',')
		}
		switch p.kind() {
		case tInt:
			e.Fields = append(e.Fields, metadata.UintLit(p.uintLit()))
		case tKeyword:
			s := string(p.cur())
			if op, ok := tables().op[s]; ok {
				e.Fields = append(e.Fields, op)
			} else if enc, ok := tables().encoding[s]; ok {
				e.Fields = append(e.Fields, enc)
			} else {
				p.fail("unknown DWARF operation %s", p.describe())
			}
			p.next()
		default:
			p.fail("expected DWARF operation, found %s", p.describe())
		}
	}
	p.next()
}

// mdFieldVal is one `name: value` of a specialised node: the value starts
// at token tok.
type mdFieldVal struct {
	name []byte
	tok  int
}

// specialized reads the fields of a specialised node. Fields llir has no
// place for are parsed for syntax and dropped.
func (p *parser) specialized(def metadata.Definition, kindTok int) {
	// The fields are collected on top of p.mdFieldBuf, which is a stack: a
	// field's value can be a node (inlinedAt: !DILocation(...)) whose
	// fields are read while this node's are.
	base := len(p.mdFieldBuf)
	for !p.isPunct(')') {
		if len(p.mdFieldBuf) > base {
			p.expectPunct(',')
		}
		if p.kind() != tLabel {
			p.fail("expected field label, found %s", p.describe())
		}
		name := p.cur()[:len(p.cur())-1]
		p.next()
		p.mdFieldBuf = append(p.mdFieldBuf, mdFieldVal{name, p.pos})
		p.skipMDValue()
	}
	end, top := p.pos, len(p.mdFieldBuf)
	k := diKindNamed(p.text(p.toks[kindTok])[1:])
	if k == nil {
		// def was made from this very token (newSpecialized).
		p.errAt(kindTok, "unknown metadata node kind %s", p.describeTok(kindTok))
	}
	missing := k.readFields(p, def, base, top)
	p.mdFieldBuf = p.mdFieldBuf[:base]
	p.pos = end
	p.next()
	if missing != "" {
		p.errAt(kindTok, "missing required field '%s'", missing)
	}
}

// skipMDValue skips one field value.
func (p *parser) skipMDValue() {
	depth := 0
	for {
		t := p.tok()
		if t.kind == tEOF {
			p.fail("unexpected end of file in metadata")
		}
		if t.kind == tPunct {
			switch t.punct {
			case '(', '{', '[':
				depth++
			case ')', '}', ']':
				if depth == 0 {
					return
				}
				depth--
			case ',':
				if depth == 0 {
					return
				}
			}
		}
		p.next()
	}
}

// Field value readers.

func (p *parser) mdRef() metadata.Field {
	if p.gotKw("null") {
		return metadata.Null
	}
	if p.isMetadataStart() {
		return p.parseMetadata()
	}
	if p.kind() == tInt {
		return metadata.IntLit(p.intLit())
	}
	t := p.parseType()
	return p.parseValue(t)
}

func (p *parser) mdFile() *metadata.DIFile {
	f := p.mdRef()
	if f == metadata.Null {
		return nil
	}
	file, ok := f.(*metadata.DIFile)
	if !ok {
		p.fail("expected DIFile")
	}
	return file
}

func (p *parser) mdTuple() *metadata.Tuple {
	f := p.mdRef()
	if f == metadata.Null {
		return nil
	}
	t, ok := f.(*metadata.Tuple)
	if !ok {
		p.fail("expected metadata tuple")
	}
	return t
}

func (p *parser) mdString() string {
	if p.gotKw("null") {
		return ""
	}
	return p.stringLit()
}

func (p *parser) mdBool() bool {
	switch {
	case p.gotKw("true"):
		return true
	case p.gotKw("false"):
		return false
	}
	p.fail("expected 'true' or 'false', found %s", p.describe())
	return false
}

func (p *parser) mdDIFlags() enum.DIFlag {
	var f enum.DIFlag
	for {
		if p.kind() == tInt {
			f |= enum.DIFlag(p.uintLit())
		} else {
			v, ok := tables().diFlag[string(p.cur())]
			if !ok || p.kind() != tKeyword {
				// Flags newer than llir's enumeration are dropped.
				if p.kind() != tKeyword {
					p.fail("expected DI flag, found %s", p.describe())
				}
			}
			f |= v
			p.next()
		}
		if !p.gotPunct('|') {
			// Bits llir cannot name are dropped (its printer would omit
			// them, possibly printing nothing).
			return f & tables().diFlagMask
		}
	}
}

func (p *parser) mdSPFlags() enum.DISPFlag {
	var f enum.DISPFlag
	for {
		if p.kind() == tInt {
			f |= enum.DISPFlag(p.uintLit())
		} else {
			if p.kind() != tKeyword {
				p.fail("expected DISP flag, found %s", p.describe())
			}
			f |= tables().spFlag[string(p.cur())]
			p.next()
		}
		if !p.gotPunct('|') {
			return f & tables().spFlagMask
		}
	}
}

// mdEnum parses a keyword from table (or an integer).
func mdEnum[E interface {
	~uint8 | ~int64 | ~uint64
	String() string
}](p *parser, table map[string]E) E {
	if p.kind() == tInt {
		// Only values llir can print back.
		e := E(p.intLit())
		if s := e.String(); strings.Contains(s, "(") {
			p.errAt(p.pos-1, "unknown value %d", int64(e))
		}
		return e
	}
	v, ok := table[string(p.cur())]
	if !ok || p.kind() != tKeyword {
		p.fail("unknown value %s", p.describe())
	}
	p.next()
	return v
}

func (p *parser) mdFieldOrInt() metadata.FieldOrInt {
	if p.kind() == tInt {
		return metadata.IntLit(p.intLit())
	}
	return p.mdRef()
}

// debugRecord converts an LLVM 19 debug record (#dbg_value, #dbg_declare,
// #dbg_assign, #dbg_label) into the equivalent call of the llvm.dbg.*
// intrinsic with a !dbg attachment, the form LLVM 18 and older print.
// #dbg_assign becomes llvm.dbg.value (its assignment-tracking operands are
// dropped).
func (p *parser) debugRecord(b *llir.Block) {
	kind := p.nameOf(p.tok())
	p.next()
	p.expectPunct('(')
	var args []value.Value
	switch kind {
	case "dbg_value", "dbg_declare", "dbg_assign":
		args = append(args, &metadata.Value{Value: p.parseMetadataOperand()})
		p.expectPunct(',')
		args = append(args, &metadata.Value{Value: p.parseMetadata()})
		p.expectPunct(',')
		args = append(args, &metadata.Value{Value: p.parseMetadata()})
		if kind == "dbg_assign" {
			// assign ID, address, address expression.
			p.expectPunct(',')
			p.parseMetadata()
			p.expectPunct(',')
			p.parseMetadataOperand()
			p.expectPunct(',')
			p.parseMetadata()
			kind = "dbg_value"
		}
	case "dbg_label":
		args = append(args, &metadata.Value{Value: p.parseMetadata()})
	default:
		p.fail("unknown debug record '#%s'", kind)
	}
	p.expectPunct(',')
	loc := p.mdNode()
	p.expectPunct(')')
	callee := p.intrinsic("llvm."+kind[:3]+"."+kind[4:], len(args))
	call := &llir.InstCall{Callee: callee, Args: args, Typ: types.Void}
	call.Metadata = append(call.Metadata, &metadata.Attachment{Name: "dbg", Node: loc})
	b.Insts = append(b.Insts, call)
}

// intrinsic returns the declaration of a debug intrinsic taking n metadata
// arguments, creating it if the module does not declare it.
func (p *parser) intrinsic(name string, n int) *llir.Func {
	if f, ok := p.globals[name].(*llir.Func); ok {
		return f
	}
	if p.intrins == nil {
		p.intrins = map[string]*llir.Func{}
	}
	if f := p.intrins[name]; f != nil {
		return f
	}
	params := make([]types.Type, n)
	f := &llir.Func{Parent: p.m}
	f.GlobalName = name
	for i := range params {
		params[i] = types.Metadata
		f.Params = append(f.Params, &llir.Param{Typ: types.Metadata, LocalIdent: llir.LocalIdent{LocalID: int64(i)}})
	}
	f.Sig = p.ty.funcType(types.Void, params, false)
	f.Typ = p.ty.ptr(f.Sig, 0)
	p.intrins[name] = f
	p.globals[name] = f
	p.newIntrinsics = append(p.newIntrinsics, f)
	return f
}
