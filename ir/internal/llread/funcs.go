package llread

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// slot is a local value of the function being read: a parameter, a block,
// or an instruction created by the body pre-scan and filled in later.
type slot struct {
	v       value.Value
	typ     types.Type
	defined bool
	tok     int // defining token
}

type pendingUse struct {
	s   *slot
	typ types.Type
	tok int
}

// funcState is the per-function state.
type funcState struct {
	f        *llir.Func
	named    map[string]*slot
	numbered *idTable[*slot]
	pending  []pendingUse
	blocks   map[*llir.Block]int // defining token of each block
	nextID   int64               // next number for unnamed values
}

// callFixup records a call whose callee's type is not a pointer to the
// call's function type (indirect calls in opaque-pointer IR, calls through
// mismatching declarations).
type callFixup struct {
	inst   value.Value
	callee *value.Value
	sig    *types.FuncType
	tok    int
}

// funcHeader reads a function header; with full false it stops after the
// signature (and records where it stopped), with full true it continues
// from there with attributes and the body.
func (p *parser) funcHeader(f *llir.Func, full bool) {
	if full {
		p.pos = p.funcRest[f]
		p.funcTail(f)
		return
	}
	isDefine := p.isKw("define")
	p.next()
	for p.kind() == tMDName {
		if a := p.attachment(); a != nil {
			f.Metadata = append(f.Metadata, a)
		}
	}
	var lf linkageFlags
	p.parseLinkage(&lf)
	f.Linkage, f.Preemption, f.Visibility, f.DLLStorageClass = lf.linkage, lf.preemption, lf.visibility, lf.dll
	f.CallingConv = p.callingConv()
	f.ReturnAttrs = p.returnAttrs()
	ret := p.parseType()
	if p.kind() != tGlobal {
		p.fail("expected function name, found %s", p.describe())
	}
	p.next()
	p.expectPunct('(')
	var ptypes []types.Type
	variadic := false
	unnamed := int64(0) // next number for unnamed parameters
	for !p.isPunct(')') {
		if len(ptypes) > 0 {
			p.expectPunct(',')
		}
		if p.kind() == tDots {
			p.next()
			variadic = true
			break
		}
		t := p.parseType()
		param := &llir.Param{Typ: t}
		param.Attrs = p.paramAttrs()
		if p.kind() == tLocal {
			if n, ok := p.isNumbered(p.tok()); ok {
				if n != unnamed {
					p.fail("argument expected to be numbered '%%%d'", unnamed)
				}
				param.LocalID = n
			} else {
				param.LocalName = p.nameOf(p.tok())
			}
			p.next()
		}
		if param.LocalName == "" {
			param.LocalID = unnamed
			unnamed++
		}
		ptypes = append(ptypes, t)
		f.Params = append(f.Params, param)
	}
	p.expectPunct(')')
	if ptypes == nil {
		ptypes = []types.Type{}
	}
	f.Sig = p.ty.funcType(ret, ptypes, variadic)
	for {
		switch {
		case p.gotKw("unnamed_addr"):
			f.UnnamedAddr = enum.UnnamedAddrUnnamedAddr
			continue
		case p.gotKw("local_unnamed_addr"):
			f.UnnamedAddr = enum.UnnamedAddrLocalUnnamedAddr
			continue
		case p.isKw("addrspace"):
			p.next()
			f.AddrSpace = types.AddrSpace(p.parenUint())
			continue
		}
		break
	}
	if lf.addrSpace != 0 {
		f.AddrSpace = lf.addrSpace
	}
	f.Typ = p.ty.ptr(f.Sig, f.AddrSpace)
	if f.UnnamedAddr == 0 {
		f.UnnamedAddr = lf.unnamedAddr
	}
	if p.funcRest == nil {
		p.funcRest = map[*llir.Func]int{}
	}
	p.funcRest[f] = p.pos
	p.isDefine[f] = isDefine
}

// funcTail reads what follows a function's parameter list.
func (p *parser) funcTail(f *llir.Func) {
	for {
		if p.isKw("align") && p.toks[p.pos+1].kind == tInt {
			// The function's alignment (llir prints it after comdat).
			p.next()
			f.Align = llir.Align(p.uintLit())
			continue
		}
		if attr, ok := p.funcAttr(); ok {
			if attr != nil {
				f.FuncAttrs = append(f.FuncAttrs, attr)
			}
			continue
		}
		switch {
		case p.gotKw("section"):
			f.Section = p.stringLit()
		case p.gotKw("partition"):
			f.Partition = p.stringLit()
		case p.gotKw("comdat"):
			f.Comdat = p.comdatRef(f.GlobalName)
		case p.gotKw("gc"):
			f.GC = p.stringLit()
		case p.gotKw("prefix"):
			f.Prefix = p.parseTypedConst()
		case p.gotKw("prologue"):
			f.Prologue = p.parseTypedConst()
		case p.gotKw("personality"):
			f.Personality = p.parseTypedConst()
		case p.kind() == tMDName && p.isDefine[f]:
			if a := p.attachment(); a != nil {
				f.Metadata = append(f.Metadata, a)
			}
		default:
			if p.isDefine[f] {
				if !p.isPunct('{') {
					p.fail("expected '{' or function attribute, found %s", p.describe())
				}
				p.funcBody(f)
			}
			return
		}
	}
}

// localKey is the symbol-table key of a local or label token (numbers are
// prefixed with '#').
func (p *parser) localKey(t token) string {
	if n, ok := p.isNumbered(t); ok {
		return "#" + itoa(n)
	}
	return p.nameOf(t)
}

// lookupLocal finds the slot of a local token.
func (p *parser) lookupLocal(t token) *slot {
	fs := p.fn
	if n, ok := p.isNumbered(t); ok {
		return fs.numbered.get(n)
	}
	s := p.src[t.off+1 : t.end]
	if t.kind == tLabel {
		s = p.src[t.off : t.end-1]
	}
	if len(s) > 0 && s[0] != '"' {
		return fs.named[string(s)]
	}
	return fs.named[p.nameOf(t)]
}

func (p *parser) defineLocal(tok int, sl *slot) {
	fs := p.fn
	t := p.toks[tok]
	if n, ok := p.isNumbered(t); ok {
		if fs.numbered.get(n) != nil {
			p.errAt(tok, "redefinition of '%%%d'", n)
		}
		fs.numbered.set(n, sl)
		if nv, ok := sl.v.(interface{ SetID(int64) }); ok {
			nv.SetID(n)
		}
		return
	}
	name := p.nameOf(t)
	if fs.named[name] != nil {
		p.errAt(tok, "redefinition of '%%%s'", name)
	}
	fs.named[name] = sl
	if nv, ok := sl.v.(interface{ SetName(string) }); ok {
		nv.SetName(name)
	}
}

// localRef parses a use of a local value of type t.
func (p *parser) localRef(t types.Type) value.Value {
	if p.fn == nil {
		p.fail("use of local value %s outside a function", p.describe())
	}
	sl := p.lookupLocal(p.tok())
	if sl == nil {
		p.fail("use of undefined value '%s'", p.cur())
	}
	if sl.defined {
		if !p.typesMatch(sl.typ, t) {
			p.fail("'%s' defined with type %s but used as %s", p.cur(), p.typeStr(sl.typ), p.typeStr(t))
		}
	} else {
		p.fn.pending = append(p.fn.pending, pendingUse{sl, t, p.pos})
	}
	p.next()
	return sl.v
}

// blockRef parses `label %bb`.
func (p *parser) blockRef() *llir.Block {
	p.expectKw("label")
	return p.blockName()
}

// blockName parses `%bb`.
func (p *parser) blockName() *llir.Block {
	if p.kind() != tLocal {
		p.fail("expected block name, found %s", p.describe())
	}
	sl := p.lookupLocal(p.tok())
	if sl == nil {
		p.fail("use of undefined label '%s'", p.cur())
	}
	b, ok := sl.v.(*llir.Block)
	if !ok {
		p.fail("'%s' is not a basic block", p.cur())
	}
	p.next()
	return b
}

// funcBody reads `{ blocks }`.
func (p *parser) funcBody(f *llir.Func) {
	open := p.pos
	// The symbol tables are reused from function to function.
	if p.locals == nil {
		p.locals = map[string]*slot{}
		p.localIDs.limit = int64(len(p.toks))
	}
	clear(p.locals)
	p.localIDs.reset()
	if p.blockToks == nil {
		p.blockToks = map[*llir.Block]int{}
	}
	clear(p.blockToks)
	p.slots.reset()
	fs := &funcState{f: f, named: p.locals, numbered: &p.localIDs, blocks: p.blockToks}
	p.fn = fs
	defer func() { p.fn = nil }()
	for _, param := range f.Params {
		sl := p.newSlot(slot{v: param, typ: param.Typ, defined: true})
		if param.LocalName != "" {
			if fs.named[param.LocalName] != nil {
				p.errAt(open, "redefinition of parameter '%%%s'", param.LocalName)
			}
			fs.named[param.LocalName] = sl
		}
	}
	// Number unnamed parameters.
	next := int64(0)
	for _, param := range f.Params {
		if param.LocalName == "" {
			param.LocalID = next
			fs.numbered.set(next, p.newSlot(slot{v: param, typ: param.Typ, defined: true}))
			next++
		}
	}
	fs.nextID = next
	closeTok := p.prescanBody(f, open)
	p.pos = open + 1
	var cur *llir.Block
	bi := 0
	for p.pos < closeTok {
		if p.kind() == tLabel || cur == nil {
			if p.kind() == tLabel {
				p.next()
			}
			if cur != nil && cur.Term == nil {
				p.fail("block '%s' does not end with a terminator", blockIdent(cur))
			}
			cur = f.Blocks[bi]
			bi++
			if cur.LocalName == "" {
				if p.fn.blocks[cur] >= 0 && cur.LocalID != fs.nextID {
					p.errAt(p.fn.blocks[cur], "label expected to be numbered '%d'", fs.nextID)
				}
				cur.LocalID = fs.nextID
				fs.nextID++
			}
			continue
		}
		if cur.Term != nil {
			p.fail("instruction after the terminator of block '%s'", blockIdent(cur))
		}
		p.instruction(cur)
	}
	if cur == nil {
		p.errAt(closeTok, "function body has no blocks")
	}
	if cur.Term == nil {
		p.errAt(closeTok, "block '%s' does not end with a terminator", blockIdent(cur))
	}
	p.pos = closeTok
	p.expectPunct('}')
	for _, u := range fs.pending {
		if !u.s.defined {
			p.errAt(u.s.tok, "'%s' is never defined", p.text(p.toks[u.s.tok]))
		}
		if !p.typesMatch(u.s.typ, u.typ) {
			p.errAt(u.tok, "'%s' defined with type %s but used as %s", p.text(p.toks[u.tok]), p.typeStr(u.s.typ), p.typeStr(u.typ))
		}
	}
}

func blockIdent(b *llir.Block) string {
	return b.Ident()
}

// prescanBody creates the blocks and the instructions that define values,
// so that forward references resolve to the final objects. It returns the
// index of the closing brace.
func (p *parser) prescanBody(f *llir.Func, open int) int {
	if p.toks[open+1].kind != tLabel {
		// The unnamed entry block takes the next number.
		b := &llir.Block{Parent: f}
		p.fn.blocks[b] = -1
		p.fn.numbered.set(p.fn.nextID, p.newSlot(slot{v: b, typ: types.Label, defined: true, tok: open}))
		f.Blocks = append(f.Blocks, b)
	}
	depth := 0
	for i := open + 1; ; i++ {
		t := p.toks[i]
		switch t.kind {
		case tEOF:
			p.errAt(open, "unterminated function body")
		case tPunct:
			switch t.punct {
			case '(', '[', '{', '<':
				depth++
			case ')', ']', '>':
				depth--
			case '}':
				if depth == 0 {
					return i
				}
				depth--
			}
		case tLabel:
			if depth == 0 {
				b := &llir.Block{Parent: f}
				p.defineLocal(i, p.newSlot(slot{v: b, typ: types.Label, defined: true, tok: i}))
				p.fn.blocks[b] = i
				f.Blocks = append(f.Blocks, b)
			}
		case tLocal:
			if depth == 0 && p.toks[i+1].kind == tPunct && p.toks[i+1].punct == '=' {
				op := i + 2
				for p.toks[op].kind == tKeyword {
					s := string(p.text(p.toks[op]))
					if s != "tail" && s != "musttail" && s != "notail" {
						break
					}
					op++
				}
				v, ok := p.newInst(op).(value.Value)
				if !ok {
					p.errAt(i, "instructions returning void cannot have a name")
				}
				p.defineLocal(i, p.newSlot(slot{v: v, tok: i}))
			}
		}
	}
}

// attachment parses `!name !N` or `!name !{...}` (the leading comma is the
// caller's).
func (p *parser) attachment() *metadata.Attachment {
	if p.kind() != tMDName {
		p.fail("expected metadata attachment, found %s", p.describe())
	}
	name := p.nameOf(p.tok())
	p.next()
	node := p.mdNode()
	if name == "DIAssignID" {
		// Assignment tracking (LLVM 17+) has no llir counterpart: dropped.
		return nil
	}
	return &metadata.Attachment{Name: name, Node: node}
}

// mdNode parses a metadata node reference or literal usable as an MDNode.
func (p *parser) mdNode() metadata.MDNode {
	md := p.parseMetadata()
	n, ok := md.(metadata.MDNode)
	if !ok {
		p.errAt(p.pos-1, "expected metadata node")
	}
	return n
}

// slotArena hands out slots in chunks, reused from function to function
// (slots do not outlive the function being read).
type slotArena struct {
	chunks [][]slot
	chunk  int // index of the current chunk
	n      int // slots used in the current chunk
}

const slotChunk = 256

func (a *slotArena) reset() {
	for i := 0; i <= a.chunk && i < len(a.chunks); i++ {
		clear(a.chunks[i])
	}
	a.chunk, a.n = 0, 0
}

func (p *parser) newSlot(s slot) *slot {
	a := &p.slots
	if len(a.chunks) == 0 {
		a.chunks = append(a.chunks, make([]slot, slotChunk))
	}
	if a.n == slotChunk {
		a.chunk++
		a.n = 0
		if a.chunk == len(a.chunks) {
			a.chunks = append(a.chunks, make([]slot, slotChunk))
		}
	}
	sl := &a.chunks[a.chunk][a.n]
	a.n++
	*sl = s
	return sl
}
