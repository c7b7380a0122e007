package llread

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// noteCall records a call site whose callee is not typed as a pointer to
// the call's function type; finish makes it so (see fixCallee).
//
// The callee may be an instruction defined later in the function, whose
// type is not known yet: its type is only inspected by finish.
func (p *parser) noteCall(inst value.Value, callee *value.Value, sig *types.FuncType, tok int) {
	if !p.opaque {
		// Typed IR: the callee was checked to be a pointer to sig.
		return
	}
	switch c := (*callee).(type) {
	case *llir.InlineAsm:
		return
	case *llir.Func:
		if c.Typ.ElemType == sig {
			return
		}
	}
	p.calls = append(p.calls, callFixup{inst: inst, callee: callee, sig: sig, tok: tok})
}

// finish resolves what could only be resolved once everything was read.
func (p *parser) finish() {
	for _, fx := range p.blkAddrs {
		var found *llir.Block
		for _, b := range fx.f.Blocks {
			if b.LocalName != "" && b.LocalName == fx.label || b.LocalName == "" && "#"+itoa(b.LocalID) == fx.label {
				found = b
				break
			}
		}
		if found == nil {
			p.errAt(fx.tok, "use of undefined label '%s' in blockaddress", p.text(p.toks[fx.tok]))
		}
		fx.ba.Block = found
	}
	for _, fx := range p.calls {
		p.fixCallee(fx)
	}
	p.m.Funcs = append(p.m.Funcs, p.newIntrinsics...)
	p.checkGlobalIDs()
	p.dropEmptyAttrGroups()
	p.sortDefs()
}

// fixCallee makes a callee's type a pointer to the call's function type, so
// that llir's Sig() (which derives the signature from the callee's type, and
// which llir's printer calls) works on opaque-pointer IR:
//
//   - a constant callee (a function declared with another type, a global,
//     an alias, a constant expression) is wrapped in a constant bitcast to
//     the call's function pointer type, exactly what clang 14 emits for the
//     same C (the instruction list is unchanged);
//   - a local callee (a loaded function pointer, a parameter, a phi, ...)
//     gets the function pointer type as its type, as in typed IR. In an
//     opaque module all pointers are `ptr`, so this changes no meaning; a
//     value called with two different function types keeps the first.
func (p *parser) fixCallee(fx callFixup) {
	as := types.AddrSpace(0)
	if pt, ok := (*fx.callee).Type().(*types.PointerType); ok {
		if pt.ElemType == fx.sig {
			return
		}
		as = pt.AddrSpace
	}
	want := p.ty.ptr(fx.sig, as)
	switch v := (*fx.callee).(type) {
	case *constant.ExprBitCast:
		// A pointer cast of the callee (typed IR, or llir's printout of
		// an opaque module read back): retarget the cast.
		if _, isPtr := v.From.Type().(*types.PointerType); isPtr {
			v.To = want
			return
		}
		*fx.callee = &constant.ExprBitCast{From: v, To: want}
		return
	case constant.Constant:
		if _, isPtr := v.Type().(*types.PointerType); !isPtr {
			p.errAt(fx.tok, "called value is not a pointer")
		}
		*fx.callee = &constant.ExprBitCast{From: v, To: want}
		return
	case *llir.Param:
		if !isFuncPtr(v.Typ) {
			v.Typ = want
		}
		return
	case *llir.InstLoad:
		if !isFuncPtr(v.ElemType) {
			v.ElemType = want
		}
		return
	}
	if isFuncPtr((*fx.callee).Type()) {
		return
	}
	switch v := (*fx.callee).(type) {
	case *llir.InstPhi:
		v.Typ = want
	case *llir.InstSelect:
		v.Typ = want
	case *llir.InstCall:
		v.Typ = want
	case *llir.TermInvoke:
		v.Typ = want
	case *llir.InstExtractValue:
		v.Typ = want
	case *llir.InstExtractElement:
		v.Typ = want
	case *llir.InstIntToPtr:
		v.To = want
	case *llir.InstBitCast:
		v.To = want
	case *llir.InstAddrSpaceCast:
		v.To = want
	case *llir.InstGetElementPtr:
		v.Typ = want
	case *llir.InstFreeze:
		v.Typ = want
	case *llir.InstVAArg:
		v.ArgType = want
	case *llir.InstAtomicRMW:
		v.Typ = want
	case *llir.InstAlloca:
		v.Typ = want
	case *llir.TermCallBr:
		v.Typ = want
	default:
		p.errAt(fx.tok, "unsupported callee %s of type %s", (*fx.callee).Ident(), p.typeStr((*fx.callee).Type()))
	}
}

// dropEmptyAttrGroups removes attribute groups left empty because all their
// attributes were dropped (e.g. only memory(...)), and the references to
// them: LLVM rejects `attributes #N = { }`.
func (p *parser) dropEmptyAttrGroups() {
	empty := map[*llir.AttrGroupDef]bool{}
	kept := p.m.AttrGroupDefs[:0]
	for _, a := range p.m.AttrGroupDefs {
		if len(a.FuncAttrs) == 0 {
			empty[a] = true
			continue
		}
		kept = append(kept, a)
	}
	p.m.AttrGroupDefs = kept
	if len(empty) == 0 {
		return
	}
	filter := func(attrs []llir.FuncAttribute) []llir.FuncAttribute {
		out := attrs[:0]
		for _, a := range attrs {
			if g, ok := a.(*llir.AttrGroupDef); ok && empty[g] {
				continue
			}
			out = append(out, a)
		}
		if len(out) == 0 {
			return nil
		}
		return out
	}
	for _, g := range p.m.Globals {
		g.FuncAttrs = filter(g.FuncAttrs)
	}
	for _, f := range p.m.Funcs {
		f.FuncAttrs = filter(f.FuncAttrs)
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*llir.InstCall); ok {
					c.FuncAttrs = filter(c.FuncAttrs)
				}
			}
			switch t := b.Term.(type) {
			case *llir.TermInvoke:
				t.FuncAttrs = filter(t.FuncAttrs)
			case *llir.TermCallBr:
				t.FuncAttrs = filter(t.FuncAttrs)
			}
		}
	}
}

// checkGlobalIDs rejects numbered globals out of sequence (llir numbers
// globals, aliases, ifuncs and functions in that order, and its printer
// fails on a gap).
func (p *parser) checkGlobalIDs() {
	if len(p.numberedGlobals) == 0 {
		return
	}
	id := int64(0)
	check := func(g *llir.GlobalIdent) {
		if !g.IsUnnamed() {
			return
		}
		if g.GlobalID != id {
			p.errAt(p.numberedGlobals[g], "global expected to be numbered '@%d'", id)
		}
		id++
	}
	for _, g := range p.m.Globals {
		check(&g.GlobalIdent)
	}
	for _, a := range p.m.Aliases {
		check(&a.GlobalIdent)
	}
	for _, a := range p.m.IFuncs {
		check(&a.GlobalIdent)
	}
	for _, f := range p.m.Funcs {
		check(&f.GlobalIdent)
	}
}
