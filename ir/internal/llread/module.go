package llread

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// module reads the whole module in phases (LLVM's own reader uses forward
// references instead; pre-creating every named entity keeps llir's structs
// free of placeholders):
//
//  1. scan: find top-level entities and create empty globals, functions,
//     named types, attribute groups and metadata nodes;
//  2. define the bodies of named types;
//  3. give globals and functions their types (headers);
//  4. read every entity in order;
//  5. resolve block addresses and make indirect callees printable.
func (p *parser) module() {
	p.m = llir.NewModule()
	p.named = map[string]*namedType{}
	p.globals = map[string]constant.Constant{}
	p.comdats = map[string]*llir.ComdatDef{}
	p.attrs = map[int64]*llir.AttrGroupDef{}
	p.mdDefs.limit = int64(len(p.toks))
	p.isDefine = map[*llir.Func]bool{}
	p.scan()
	if first := len(p.toks) - 1; len(p.entities) > 0 && p.entities[0].tok != 0 || len(p.entities) == 0 && first != 0 {
		p.errAt(0, "expected top-level entity, found %s", p.describeTok(0))
	}
	for i, e := range p.entities {
		if e.kind == eTypeDef {
			p.typeDefBody(e)
			p.entityEnd(i)
		}
	}
	for _, e := range p.entities {
		switch e.kind {
		case eGlobal:
			p.pos = e.tok
			p.globalHeader(e.obj.(*llir.Global), false)
		case eFunc:
			p.pos = e.tok
			p.funcHeader(e.obj.(*llir.Func), false)
		case eAlias, eIFunc:
			p.pos = e.tok
			p.aliasDef(e.obj, false)
		}
	}
	for i, e := range p.entities {
		p.pos = e.tok
		switch e.kind {
		case eTypeDef:
			continue
		case eSourceFilename:
			p.next()
			p.expectPunct('=')
			p.m.SourceFilename = p.stringLit()
		case eTarget:
			p.next()
			switch {
			case p.gotKw("datalayout"):
				p.expectPunct('=')
				p.m.DataLayout = p.stringLit()
			case p.gotKw("triple"):
				p.expectPunct('=')
				p.m.TargetTriple = p.stringLit()
			default:
				p.fail("expected 'datalayout' or 'triple', found %s", p.describe())
			}
		case eModuleAsm:
			p.next()
			p.expectKw("asm")
			p.m.ModuleAsms = append(p.m.ModuleAsms, p.stringLit())
		case eComdat:
			p.comdatDef(e.obj.(*llir.ComdatDef))
		case eGlobal:
			g := e.obj.(*llir.Global)
			p.globalHeader(g, true)
			p.m.Globals = append(p.m.Globals, g)
		case eAlias:
			p.aliasDef(e.obj, true)
			p.m.Aliases = append(p.m.Aliases, e.obj.(*llir.Alias))
		case eIFunc:
			p.aliasDef(e.obj, true)
			p.m.IFuncs = append(p.m.IFuncs, e.obj.(*llir.IFunc))
		case eFunc:
			f := e.obj.(*llir.Func)
			p.funcHeader(f, true)
			p.m.Funcs = append(p.m.Funcs, f)
		case eAttrGroup:
			p.attrGroupDef(e.obj.(*llir.AttrGroupDef))
		case eNamedMD:
			p.namedMDDef()
		case eMD:
			p.mdDef(e.obj.(metadata.Definition))
		case eUseListOrder:
			p.skipUseListOrder()
		}
		p.entityEnd(i)
	}
	p.finish()
}

// scan finds the top-level entities.
func (p *parser) scan() {
	depth := 0
	var typeDefs []types.Type
	var attrGroups []*llir.AttrGroupDef
	var mds []metadata.Definition
	for i := 0; i < len(p.toks); i++ {
		t := p.toks[i]
		if t.kind == tPunct {
			switch t.punct {
			case '(', '[', '{', '<':
				depth++
			case ')', ']', '}', '>':
				if depth > 0 {
					depth--
				}
			}
			continue
		}
		if t.kind == tKeyword && t.end-t.off == 3 && string(p.text(t)) == "ptr" {
			p.opaque = true
		}
		if depth != 0 {
			continue
		}
		eq := p.toks[i+min(1, len(p.toks)-1-i)]
		isDef := eq.kind == tPunct && eq.punct == '='
		switch t.kind {
		case tKeyword:
			switch string(p.text(t)) {
			case "source_filename":
				p.entities = append(p.entities, entity{kind: eSourceFilename, tok: i})
			case "target":
				p.entities = append(p.entities, entity{kind: eTarget, tok: i})
			case "module":
				p.entities = append(p.entities, entity{kind: eModuleAsm, tok: i})
			case "uselistorder", "uselistorder_bb":
				p.entities = append(p.entities, entity{kind: eUseListOrder, tok: i})
			case "attributes":
				if i+1 < len(p.toks) && p.toks[i+1].kind == tAttrID {
					id, _ := p.isNumbered(p.toks[i+1])
					if p.attrs[id] != nil {
						p.errAt(i+1, "redefinition of attribute group #%d", id)
					}
					a := &llir.AttrGroupDef{ID: id}
					p.attrs[id] = a
					attrGroups = append(attrGroups, a)
					p.entities = append(p.entities, entity{kind: eAttrGroup, tok: i, obj: a})
				}
			case "define", "declare":
				j := i + 1
				for p.toks[j].kind != tEOF && !(p.toks[j].kind == tGlobal && p.toks[j+1].kind == tPunct && p.toks[j+1].punct == '(') {
					j++
				}
				if p.toks[j].kind != tGlobal {
					p.errAt(i, "expected function name after '%s'", p.text(t))
				}
				f := &llir.Func{Parent: p.m}
				p.setGlobalName(&f.GlobalIdent, j)
				p.defineGlobal(j, f)
				p.entities = append(p.entities, entity{kind: eFunc, tok: i, obj: f})
			}
		case tLocal:
			if isDef && p.toks[i+2].kind == tKeyword && string(p.text(p.toks[i+2])) == "type" {
				name := p.nameOf(t)
				if p.named[name] != nil {
					p.errAt(i, "redefinition of type '%%%s'", name)
				}
				nt := &namedType{tokIdx: i + 3}
				b := p.toks[i+3]
				if b.kind == tKeyword && string(p.text(b)) == "opaque" ||
					b.kind == tPunct && (b.punct == '{' || b.punct == '<' && p.toks[i+4].kind == tPunct && p.toks[i+4].punct == '{') {
					nt.st = &types.StructType{TypeName: name}
					typeDefs = append(typeDefs, nt.st)
				}
				p.named[name] = nt
				p.entities = append(p.entities, entity{kind: eTypeDef, tok: i, obj: nt})
			}
		case tGlobal:
			if !isDef {
				continue
			}
			kind := eGlobal
			for j := i + 2; j < len(p.toks) && j < i+40; j++ {
				u := p.toks[j]
				if u.kind == tKeyword {
					s := string(p.text(u))
					if s == "global" || s == "constant" {
						break
					}
					if s == "alias" {
						kind = eAlias
						break
					}
					if s == "ifunc" {
						kind = eIFunc
						break
					}
				}
			}
			var obj any
			switch kind {
			case eGlobal:
				g := &llir.Global{}
				p.setGlobalName(&g.GlobalIdent, i)
				p.defineGlobal(i, g)
				obj = g
			case eAlias:
				a := &llir.Alias{}
				p.setGlobalName(&a.GlobalIdent, i)
				p.defineGlobal(i, a)
				obj = a
			case eIFunc:
				a := &llir.IFunc{}
				p.setGlobalName(&a.GlobalIdent, i)
				p.defineGlobal(i, a)
				obj = a
			}
			p.entities = append(p.entities, entity{kind: kind, tok: i, obj: obj})
		case tComdat:
			if isDef {
				name := p.nameOf(t)
				c := p.comdats[name]
				if c == nil {
					c = &llir.ComdatDef{Name: name}
					p.comdats[name] = c
				}
				p.m.ComdatDefs = append(p.m.ComdatDefs, c)
				p.entities = append(p.entities, entity{kind: eComdat, tok: i, obj: c})
			}
		case tMDName:
			if isDef {
				p.entities = append(p.entities, entity{kind: eNamedMD, tok: i})
			}
		case tMDID:
			if isDef {
				id, _ := p.isNumbered(t)
				if p.mdDefs.get(id) != nil {
					p.errAt(i, "redefinition of metadata !%d", id)
				}
				j := i + 2
				if p.toks[j].kind == tKeyword && string(p.text(p.toks[j])) == "distinct" {
					j++
				}
				md := p.newMDNode(j)
				md.SetID(id)
				p.mdDefs.set(id, md)
				mds = append(mds, md)
				p.entities = append(p.entities, entity{kind: eMD, tok: i, obj: md})
			}
		}
	}
	p.m.TypeDefs = typeDefs
	p.m.AttrGroupDefs = attrGroups
	p.m.MetadataDefs = mds
}

func (p *parser) setGlobalName(id *llir.GlobalIdent, tok int) {
	if n, ok := p.isNumbered(p.toks[tok]); ok {
		id.GlobalID = n
		if p.numberedGlobals == nil {
			p.numberedGlobals = map[*llir.GlobalIdent]int{}
		}
		p.numberedGlobals[id] = tok
		return
	}
	id.GlobalName = p.nameOf(p.toks[tok])
}

func (p *parser) defineGlobal(tok int, c constant.Constant) {
	name := p.globalKey(tok)
	if p.globals[name] != nil {
		p.errAt(tok, "redefinition of global '%s'", p.text(p.toks[tok]))
	}
	p.globals[name] = c
}

// globalKey is the symbol-table key of a global identifier token.
func (p *parser) globalKey(tok int) string {
	if n, ok := p.isNumbered(p.toks[tok]); ok {
		return "#" + itoa(n)
	}
	return p.nameOf(p.toks[tok])
}

// entityEnd checks that entity i ended where the next one begins.
func (p *parser) entityEnd(i int) {
	next := len(p.toks) - 1
	if i+1 < len(p.entities) {
		next = p.entities[i+1].tok
	}
	if p.pos != next {
		p.fail("expected top-level entity, found %s", p.describe())
	}
}

func (p *parser) typeDefBody(e entity) {
	nt := e.obj.(*namedType)
	if nt.st == nil {
		p.pos = nt.tokIdx
		p.parseType()
		return
	}
	p.pos = nt.tokIdx
	st := nt.st
	switch {
	case p.gotKw("opaque"):
		st.Opaque = true
	case p.isPunct('<'):
		p.next()
		st.Packed = true
		st.Fields = p.parseStructFields()
		p.expectPunct('>')
	default:
		st.Fields = p.parseStructFields()
	}
}

func (p *parser) comdatDef(c *llir.ComdatDef) {
	p.next()
	p.expectPunct('=')
	p.expectKw("comdat")
	switch {
	case p.gotKw("any"):
		c.Kind = enum.SelectionKindAny
	case p.gotKw("exactmatch"):
		c.Kind = enum.SelectionKindExactMatch
	case p.gotKw("largest"):
		c.Kind = enum.SelectionKindLargest
	case p.gotKw("nodeduplicate"), p.gotKw("noduplicates"):
		c.Kind = enum.SelectionKindNoDeduplicate
	case p.gotKw("samesize"):
		c.Kind = enum.SelectionKindSameSize
	default:
		p.fail("expected comdat selection kind, found %s", p.describe())
	}
}

// comdatRef parses the optional `($name)` after `comdat`.
func (p *parser) comdatRef(self string) *llir.ComdatDef {
	name := self
	if p.gotPunct('(') {
		if p.kind() != tComdat {
			p.fail("expected comdat name, found %s", p.describe())
		}
		name = p.nameOf(p.tok())
		p.next()
		p.expectPunct(')')
	}
	c := p.comdats[name]
	if c == nil {
		p.fail("use of undefined comdat '$%s'", name)
	}
	return c
}

// linkageFlags holds the prefix keywords of globals and functions.
type linkageFlags struct {
	linkage     enum.Linkage
	preemption  enum.Preemption
	visibility  enum.Visibility
	dll         enum.DLLStorageClass
	tls         enum.TLSModel
	unnamedAddr enum.UnnamedAddr
	addrSpace   types.AddrSpace
	externInit  bool
}

// parseLinkage consumes linkage, preemption, visibility, DLL storage,
// thread_local, unnamed_addr, addrspace and externally_initialized keywords.
func (p *parser) parseLinkage(lf *linkageFlags) {
	for p.kind() == tKeyword {
		s := string(p.cur())
		if l, ok := tables().linkage[s]; ok {
			lf.linkage = l
			p.next()
			continue
		}
		switch s {
		case "dso_local":
			lf.preemption = enum.PreemptionDSOLocal
		case "dso_preemptable":
			lf.preemption = enum.PreemptionDSOPreemptable
		case "default":
			lf.visibility = enum.VisibilityDefault
		case "hidden":
			lf.visibility = enum.VisibilityHidden
		case "protected":
			lf.visibility = enum.VisibilityProtected
		case "dllimport":
			lf.dll = enum.DLLStorageClassDLLImport
		case "dllexport":
			lf.dll = enum.DLLStorageClassDLLExport
		case "thread_local":
			p.next()
			lf.tls = enum.TLSModelGeneric
			if p.gotPunct('(') {
				switch {
				case p.gotKw("localdynamic"):
					lf.tls = enum.TLSModelLocalDynamic
				case p.gotKw("initialexec"):
					lf.tls = enum.TLSModelInitialExec
				case p.gotKw("localexec"):
					lf.tls = enum.TLSModelLocalExec
				default:
					p.fail("expected TLS model, found %s", p.describe())
				}
				p.expectPunct(')')
			}
			continue
		case "unnamed_addr":
			lf.unnamedAddr = enum.UnnamedAddrUnnamedAddr
		case "local_unnamed_addr":
			lf.unnamedAddr = enum.UnnamedAddrLocalUnnamedAddr
		case "addrspace":
			p.next()
			lf.addrSpace = types.AddrSpace(p.parenUint())
			continue
		case "externally_initialized":
			lf.externInit = true
		default:
			return
		}
		p.next()
	}
}

// globalHeader reads a global variable. With full false it only sets the
// global's types; with full true it reads everything.
func (p *parser) globalHeader(g *llir.Global, full bool) {
	p.next()
	p.expectPunct('=')
	var lf linkageFlags
	p.parseLinkage(&lf)
	switch {
	case p.gotKw("global"):
	case p.gotKw("constant"):
		g.Immutable = true
	default:
		p.fail("expected 'global' or 'constant', found %s", p.describe())
	}
	g.ContentType = p.parseType()
	if p.opaque {
		g.Typ = p.ty.opaquePtr(lf.addrSpace)
	} else {
		g.Typ = p.ty.ptr(g.ContentType, lf.addrSpace)
	}
	if !full {
		return
	}
	g.Linkage, g.Preemption, g.Visibility, g.DLLStorageClass = lf.linkage, lf.preemption, lf.visibility, lf.dll
	g.TLSModel, g.UnnamedAddr, g.AddrSpace, g.ExternallyInitialized = lf.tls, lf.unnamedAddr, lf.addrSpace, lf.externInit
	// A definition has an initializer unless the linkage says declaration.
	if lf.linkage != enum.LinkageExternal && lf.linkage != enum.LinkageExternWeak && !p.isPunct(',') && !p.atTopLevelEnd() {
		g.Init = p.parseConst(g.ContentType)
	}
	for p.gotPunct(',') {
		switch {
		case p.gotKw("section"):
			g.Section = p.stringLit()
		case p.gotKw("partition"):
			g.Partition = p.stringLit()
		case p.gotKw("comdat"):
			g.Comdat = p.comdatRef(g.GlobalName)
		case p.gotKw("align"):
			g.Align = llir.Align(p.uintLit())
		case p.gotKw("code_model"):
			p.stringLit()
		case p.isKw("no_sanitize_address"), p.isKw("no_sanitize_hwaddress"), p.isKw("sanitize_memtag"), p.isKw("sanitize_address_dyninit"):
			p.next()
		case p.kind() == tMDName:
			if a := p.attachment(); a != nil {
				g.Metadata = append(g.Metadata, a)
			}
		default:
			p.fail("expected global attribute, found %s", p.describe())
		}
	}
	for p.kind() == tAttrID {
		g.FuncAttrs = append(g.FuncAttrs, p.attrGroupRef())
	}
}

// atTopLevelEnd reports whether the current token starts a new top-level
// entity (used for globals without initializer).
func (p *parser) atTopLevelEnd() bool {
	t := p.tok()
	switch t.kind {
	case tEOF:
		return true
	case tGlobal, tMDID, tMDName, tComdat, tLocal:
		u := p.toks[p.pos+min(1, len(p.toks)-1-p.pos)]
		return u.kind == tPunct && u.punct == '='
	case tKeyword:
		switch string(p.cur()) {
		case "define", "declare", "attributes", "target", "source_filename", "module", "uselistorder", "uselistorder_bb":
			return true
		}
	}
	return false
}

// aliasDef reads an alias or ifunc.
func (p *parser) aliasDef(obj any, full bool) {
	p.next()
	p.expectPunct('=')
	var lf linkageFlags
	p.parseLinkage(&lf)
	if !p.gotKw("alias") && !p.gotKw("ifunc") {
		p.fail("expected 'alias' or 'ifunc', found %s", p.describe())
	}
	t := p.parseType()
	var pt *types.PointerType
	if p.opaque {
		pt = p.ty.opaquePtr(lf.addrSpace)
	} else {
		pt = p.ty.ptr(t, lf.addrSpace)
	}
	switch a := obj.(type) {
	case *llir.Alias:
		a.Typ = pt
	case *llir.IFunc:
		a.Typ = pt
	}
	if !full {
		return
	}
	p.expectPunct(',')
	target := p.parseTypedConst()
	var partition string
	for p.gotPunct(',') {
		if p.gotKw("partition") {
			partition = p.stringLit()
			continue
		}
		p.fail("expected 'partition', found %s", p.describe())
	}
	switch a := obj.(type) {
	case *llir.Alias:
		a.Aliasee = target
		a.Linkage, a.Preemption, a.Visibility, a.DLLStorageClass = lf.linkage, lf.preemption, lf.visibility, lf.dll
		a.TLSModel, a.UnnamedAddr, a.Partition = lf.tls, lf.unnamedAddr, partition
	case *llir.IFunc:
		a.Resolver = target
		a.Linkage, a.Preemption, a.Visibility, a.DLLStorageClass = lf.linkage, lf.preemption, lf.visibility, lf.dll
		a.TLSModel, a.UnnamedAddr, a.Partition = lf.tls, lf.unnamedAddr, partition
	}
}

func (p *parser) attrGroupDef(a *llir.AttrGroupDef) {
	p.next()
	p.next()
	p.expectPunct('=')
	p.expectPunct('{')
	for !p.isPunct('}') {
		if p.kind() == tEOF {
			p.fail("expected '}', found end of file")
		}
		// Inside groups, align and alignstack use `align=N`.
		if p.isKw("align") || p.isKw("alignstack") {
			stack := p.isKw("alignstack")
			p.next()
			var n uint64
			if p.gotPunct('=') {
				n = p.uintLit()
			} else {
				n = p.parenUint()
			}
			if stack {
				a.FuncAttrs = append(a.FuncAttrs, llir.AlignStack(n))
			} else {
				a.FuncAttrs = append(a.FuncAttrs, llir.Align(n))
			}
			continue
		}
		if attr, ok := p.funcAttr(); ok {
			if attr != nil {
				a.FuncAttrs = append(a.FuncAttrs, attr)
			}
			continue
		}
		if p.paramAttrDropped() {
			continue
		}
		p.fail("expected attribute, found %s", p.describe())
	}
	p.next()
}

func (p *parser) attrGroupRef() *llir.AttrGroupDef {
	id, _ := p.isNumbered(p.tok())
	a := p.attrs[id]
	if a == nil {
		p.fail("use of undefined attribute group #%d", id)
	}
	p.next()
	return a
}

func (p *parser) skipUseListOrder() {
	// uselistorder directives only fix the order of use lists, which llir
	// does not model: they are read and dropped.
	isBB := p.isKw("uselistorder_bb")
	p.next()
	if isBB {
		p.next()
		p.expectPunct(',')
		p.next()
	} else {
		p.parseType()
		p.next()
		if p.isPunct('(') {
			p.skipBalanced()
		}
	}
	p.expectPunct(',')
	if !p.isPunct('{') {
		p.fail("expected '{', found %s", p.describe())
	}
	p.skipBalanced()
}

func itoa(n int64) string {
	var b [20]byte
	i := len(b)
	neg := n < 0
	u := uint64(n)
	if neg {
		u = uint64(-n)
	}
	for {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
