package dtrans

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// This file links calls: call summaries, indirect calls resolved on the
// classes of their callees, and the argument and parameter links decided at
// the fixed point.

// deferredInst is an instruction and its function.
type deferredInst struct {
	f    *llir.Func
	inst any
}

// funcNode is a function and its node.
type funcNode struct {
	f *llir.Func
	n int32
}

// indirectCall is a call through a pointer. Its possible targets are the
// functions in the class of the callee pointer (the functions stored
// where the pointer was loaded from: field-based, like every pointer
// field), found as the classes grow.
type indirectCall struct {
	call   value.Value
	callee int32
	args   []int32
	res    int32
	// tag is the struct-path tag of the load the callee comes from,
	// when it names a field (tagged).
	tag    fieldKey
	tagged bool
	// sum is the summary of the callee's class the call is linked
	// through (nil before it has a target).
	sum *callSummary
	// lastRoot and lastN are the callee's class and its number of
	// functions when last linked (lastN is -1 before).
	lastRoot int32
	lastN    int
}

// callSummary stands for every indirect call through one class of
// function pointers: each call's arguments link to the summary's
// argument nodes, which link to the parameters of every function of the
// class, and each call's result joins the summary's, which joins every
// function's return value. Linking each call to each function directly
// costs calls × functions (sqlite3's mutex methods: 1,262 calls through
// four functions; lua's lua_CFunction: 163 functions); the summary costs
// calls + functions, and unification being transitive, it makes the
// same classes.
type callSummary struct {
	args  []int32 // per argument position; -1 where no call passes a pointer
	res   int32   // -1 while no call's result is a pointer
	funcs []*llir.Func
	known map[*llir.Func]bool
	// links are the summary's links to the functions' parameters, at
	// argument positions pos.
	links []*argLink
	pos   []int
	// into is the summary this one was merged into when their classes
	// merged.
	into *callSummary
	// pending caches, once the links are final, whether a link at each
	// argument position is still pending (pendingAt).
	pending []bool
}

// final returns the summary s was last merged into (s itself if none).
func (s *callSummary) final() *callSummary {
	for s != nil && s.into != nil {
		s = s.into
	}
	return s
}

// pendingAt reports whether a link of the summary at argument position i
// never resolved: some function receives the argument untyped (the
// visitor's generic arguments). Call it only when the links are final.
func (s *callSummary) pendingAt(i int) bool {
	if s.pending == nil {
		s.pending = make([]bool, len(s.args)+1)
		for k, l := range s.links {
			if !l.done && s.pos[k] < len(s.pending) {
				s.pending[s.pos[k]] = true
			}
		}
	}
	return i < len(s.pending) && s.pending[i]
}

// summaryArg returns the summary's node for argument position i, making
// it (and linking it to the functions already linked) when missing.
func (a *inferrer) summaryArg(s *callSummary, i int, call value.Value) int32 {
	for len(s.args) <= i {
		s.args = append(s.args, -1)
	}
	if s.args[i] < 0 {
		s.args[i] = a.newNode()
		for _, f := range s.funcs {
			a.summaryParam(s, f, i, call)
		}
	}
	return s.args[i]
}

// summaryRes returns the summary's result node, making it (and joining it
// to the functions already linked) when missing.
func (a *inferrer) summaryRes(s *callSummary) int32 {
	if s.res < 0 {
		s.res = a.newNode()
		for _, f := range s.funcs {
			a.summaryRet(s, f)
		}
	}
	return s.res
}

func (a *inferrer) summaryParam(s *callSummary, f *llir.Func, i int, call value.Value) {
	if i >= len(f.Params) || s.args[i] < 0 {
		return
	}
	l := a.linkSlab.add(argLink{arg: s.args[i], param: a.node(f.Params[i]), call: call})
	a.links = append(a.links, l)
	s.links = append(s.links, l)
	s.pos = append(s.pos, i)
}

func (a *inferrer) summaryRet(s *callSummary, f *llir.Func) {
	if a.wrappers[f] {
		a.cls(s.res).alloc = true
	} else {
		a.union(s.res, a.retNode(f))
	}
}

// summaryFunc links function f to summary s: every argument node to its
// parameter, the result to its return value.
func (a *inferrer) summaryFunc(s *callSummary, f *llir.Func, call value.Value) {
	s.known[f] = true
	s.funcs = append(s.funcs, f)
	for i := range s.args {
		a.summaryParam(s, f, i, call)
	}
	if s.res >= 0 {
		a.summaryRet(s, f)
	}
}

// joinSummaries merges summary old into s: the two classes of function
// pointers merged, so every call of either may call every function of
// both.
func (a *inferrer) joinSummaries(s, old *callSummary, call value.Value) {
	old.into = s
	for i, n := range old.args {
		if n >= 0 {
			a.union(a.summaryArg(s, i, call), n)
		}
	}
	if old.res >= 0 {
		a.union(a.summaryRes(s), old.res)
	}
	for _, f := range old.funcs {
		if !s.known[f] {
			// Its links are old's, now s's through the unions above.
			s.known[f] = true
			s.funcs = append(s.funcs, f)
		}
	}
	s.links = append(s.links, old.links...)
	s.pos = append(s.pos, old.pos...)
}

// resolveIndirect links indirect calls with the functions their callee
// may be: arguments to parameters (under the rule of direct calls), the
// result to the return value (or as an allocation, for wrappers).
func (a *inferrer) resolveIndirect() bool {
	if len(a.indirect) == 0 {
		return false
	}
	a.tagFuncTargets()
	if a.targets == nil {
		// The possible targets: defined functions whose address is
		// taken, with their nodes, in module order.
		a.targets = []funcNode{}
		for _, f := range a.m.Funcs {
			if !a.addrTaken[f] || len(f.Blocks) == 0 {
				continue
			}
			if n, ok := a.vals.get(keyOf(f)); ok {
				a.targets = append(a.targets, funcNode{f, n})
			}
		}
	}
	// The targets by class, in lists kept from round to round (emptied,
	// not dropped: a map made anew each round was 2.7 MB per analysis of
	// sqlite3); a class that no longer has targets has an empty list.
	if a.byRoot == nil {
		a.byRoot = make(map[int32][]*llir.Func)
	}
	byRoot := a.byRoot
	for r, fs := range byRoot {
		byRoot[r] = fs[:0]
	}
	for _, t := range a.targets {
		r := a.find(t.n)
		byRoot[r] = append(byRoot[r], t.f)
	}
	changed := false
	for _, ic := range a.indirect {
		if ic.callee < 0 {
			continue
		}
		r := a.find(ic.callee)
		fs := byRoot[r]
		if r == ic.lastRoot && len(fs) == ic.lastN {
			// The same class with the same functions (functions only
			// join classes): nothing new since the last round.
			continue
		}
		ic.lastRoot, ic.lastN = r, len(fs)
		if len(fs) == 0 {
			continue
		}
		sum := a.summaries[r]
		if sum == nil {
			if sum = ic.sum.final(); sum == nil {
				sum = &callSummary{res: -1, known: make(map[*llir.Func]bool)}
			}
			a.summaries[r] = sum
		}
		switch old := ic.sum.final(); {
		case old == nil:
			// The call's first targets: link it to the summary.
			for i, arg := range ic.args {
				if arg >= 0 {
					a.links = append(a.links, a.linkSlab.add(argLink{arg: arg, param: a.summaryArg(sum, i, ic.call), call: ic.call}))
				}
			}
			if ic.res >= 0 {
				a.union(ic.res, a.summaryRes(sum))
			}
			changed = true
		case old != sum:
			a.joinSummaries(sum, old, ic.call)
			changed = true
		}
		ic.sum = sum
		for _, f := range fs {
			if !sum.known[f] {
				a.summaryFunc(sum, f, ic.call)
				changed = true
			}
		}
	}
	return changed
}

// tagFuncTargets gives an indirect call whose callee is loaded from a
// field, by the load's struct-path tag, the pointers stored to that
// field, by their stores' tags (functions, and values that hold them:
// a function pointer loaded from another field): the field's content, as
// typed IR's getelementptr to the field makes the loaded and the stored
// pointers one class. Under opaque
// pointers the pointer the field is loaded from may have no type
// (libdeflate's compressor comes from an aligned allocator's integer
// arithmetic), and the call had no known target. A field loaded as a
// callee holds function pointers, so only those fields' contents are
// joined.
func (a *inferrer) tagFuncTargets() {
	if a.tagTargets {
		return
	}
	a.tagTargets = true
	for _, ic := range a.indirect {
		if !ic.tagged || ic.callee < 0 {
			continue
		}
		for _, n := range a.tagPtrStores[ic.tag] {
			if n >= 0 {
				a.union(ic.callee, n)
			}
		}
	}
	a.tagPtrStores = nil
}

// resolveLinks unifies the call links whose parameter has become a typed
// pointer. When final is set, a parameter still without evidence whose
// callers all pass pointers to one type is given that type (its callers
// agree on what the function receives). The address of a field that is a
// structure counts as a pointer to that structure: under opaque pointers
// a callee that only stores through the members of a union it receives
// (`void lex(union Sem *s)` storing s->r, s->p at offset 0) has no
// getelementptr to type its parameter, where typed IR declares it.
func (a *inferrer) resolveLinks(final bool) bool {
	changed := false
	if final {
		groups := a.linksByParam()
		for g := 0; g+1 < len(a.groupOff); g++ {
			ls := groups[a.groupOff[g]:a.groupOff[g+1]]
			// The types of the arguments' classes, each class and each
			// type once (a generic parameter may have thousands of
			// callers passing one class of hundreds of types).
			a.stamp++
			if len(a.typeStamp) < len(a.tt.infos) {
				a.typeStamp = make([]uint32, len(a.tt.infos))
			}
			ids := a.idsBuf[:0]
			agree, classes := true, 0
			// Callers that all pass the address of one scalar or
			// array field (and nothing else) agree too: typed IR
			// passes &g.s[0] where opaque IR passes @g (sqlite3's
			// chacha_block receives sqlite3Prng's state).
			var field elemRef
			fields := 0
			for _, l := range ls {
				r := a.find(l.arg)
				if r == a.find(l.param) {
					// A recursive call passing the parameter on
					// (mujs's match(..., out, depth+1)) says nothing
					// of what the function receives.
					continue
				}
				d := &a.data[r]
				if len(d.types) == 0 && !d.unknown && len(d.elems) == 1 && (fields == 0 || d.elems[0] == field) {
					field = d.elems[0]
					fields++
					continue
				}
				if len(d.types) == 0 && !d.unknown {
					agree = false
					break
				}
				// A pointer of unknown origin (from code the analysis
				// cannot see) says nothing against the others; the
				// parameter's class then is of unknown origin too,
				// as a typed declaration would make it.
				if a.classStamp(r) {
					continue
				}
				if a.fieldAddrMix(d) {
					// The addresses of several fields, one of them a
					// nested structure's first: see fieldAddrMix.
					agree = false
					break
				}
				classes++
				for _, t := range d.types {
					if a.typeStamp[t] != a.stamp {
						a.typeStamp[t] = a.stamp
						ids = append(ids, t)
					}
				}
			}
			a.idsBuf = ids
			if agree && fields > 0 && len(ids) == 0 {
				for _, l := range ls {
					l.done = true
					if a.merge(l.arg, l.param, AmbiguousPointerTarget, l.call, "argument does not match the parameter's type") {
						changed = true
					}
				}
				continue
			}
			if len(ids) == 0 || fields > 0 {
				continue
			}
			one := classes == 1
			// Callers that all pass pointers of one class agree too,
			// even when that class is ambiguous: the parameter joins
			// it and merges nothing else (the merge is judged like a
			// typed parameter's, as the class's condition).
			_, dom := a.tt.dominant(ids)
			if !agree || (!dom && !one) {
				continue
			}
			if !dom {
				if n := a.firstArrayArgs(ls); n >= 0 {
					for _, l := range ls {
						l.done = true
						if a.merge(n, l.param, AmbiguousPointerTarget, l.call, "argument does not match the parameter's type") {
							changed = true
						}
					}
					continue
				}
			}
			for _, l := range ls {
				l.done = true
				if a.merge(l.arg, l.param, AmbiguousPointerTarget, l.call, "argument does not match the parameter's type") {
					changed = true
				}
			}
		}
		return changed
	}
	// The fixed point runs this often: keep only the links still
	// pending (the visitor needs them: they are the generic ones).
	pending := a.links[:0]
	for _, l := range a.links {
		if l.done {
			continue
		}
		if l.param < 0 || l.arg < 0 || (!a.cls(l.param).evidence() && !a.cls(l.param).unknown) {
			pending = append(pending, l)
			continue
		}
		l.done = true
		arg := a.linkHeadArg(l)
		if arg < 0 {
			arg = a.firstFieldArg(l.arg, l.param)
		}
		if a.merge(arg, l.param, AmbiguousPointerTarget, l.call, "argument does not match the parameter's type") {
			changed = true
		}
	}
	clear(a.links[len(pending):])
	a.links = pending
	return changed
}

// linksByParam returns the pending links grouped by the class of their
// parameter, the groups in the order of their first link and each group
// in link order; group g is [groupOff[g], groupOff[g+1]). It is a counting
// sort on scratch arrays (a map of slices cost more than the rest of the
// final step, which runs several times per module).
func (a *inferrer) linksByParam() []*argLink {
	if len(a.groupOf) < len(a.parent) {
		a.groupOf = make([]int32, len(a.parent)+len(a.parent)/4)
		a.groupStamp = make([]uint32, len(a.groupOf))
	}
	a.stamp++
	a.groupOff = append(a.groupOff[:0], 0)
	a.linkGroup = a.linkGroup[:0]
	for _, l := range a.links {
		if l.done || l.param < 0 || l.arg < 0 {
			a.linkGroup = append(a.linkGroup, -1)
			continue
		}
		p := a.find(l.param)
		if a.groupStamp[p] != a.stamp {
			a.groupStamp[p] = a.stamp
			a.groupOf[p] = int32(len(a.groupOff) - 1)
			a.groupOff = append(a.groupOff, 0)
		}
		g := a.groupOf[p]
		a.linkGroup = append(a.linkGroup, g)
		a.groupOff[g+1]++
	}
	for g := 1; g < len(a.groupOff); g++ {
		a.groupOff[g] += a.groupOff[g-1]
	}
	total := a.groupOff[len(a.groupOff)-1]
	if cap(a.groupLinks) < total {
		a.groupLinks = make([]*argLink, total)
	}
	out := a.groupLinks[:total]
	next := append(a.groupNext[:0], a.groupOff...)
	a.groupNext = next
	for i, l := range a.links {
		if g := a.linkGroup[i]; g >= 0 {
			out[next[g]] = l
			next[g]++
		}
	}
	return out
}

// mayBeFirst reports whether stored value v may be a structure's address
// that opaque IR gives for its first field's: the struct-path tags of
// the accesses through v name several structures, or one whose first
// field is a structure. Only such a value waits for resolveStores;
// merging the others at once keeps the fixed point's evidence as early
// as it was.
func (a *inferrer) mayBeFirst(v value.Value) bool {
	id, ok := a.baseTags.get(keyOf(stripBitCasts(v)))
	if !ok {
		return false
	}
	return id < 0 || len(a.tt.infos[id].chain0) >= 2
}

// classStamp reports whether root r was already seen since the stamp
// last changed, and marks it seen.
func (a *inferrer) classStamp(r int32) bool {
	if int(r) >= len(a.rootStamp) {
		grown := make([]uint32, len(a.parent)+len(a.parent)/4+1)
		copy(grown, a.rootStamp)
		a.rootStamp = grown
	}
	if a.rootStamp[r] == a.stamp {
		return true
	}
	a.rootStamp[r] = a.stamp
	return false
}

// fieldAddrMix reports whether class d holds the address of a scalar field
// beside structure types that are only those of the nested structures
// whose addresses it holds: under opaque pointers the address of a nested
// structure is its first field's (sqlite3's &pCur->info.nKey, a byte
// offset to BtCursor's info), which typed IR's getelementptr names as the
// first field. Such a class is a merge of field addresses (a PHI of
// &pC->movetoTarget, &pCrsr->info.nKey and a local variable), as typed IR
// has it, not pointers to the structure; callers passing it do not agree
// on a type for the parameter (resolveLinks), or the functions called
// would write the fields through what is a local variable there.
func (a *inferrer) fieldAddrMix(d *classData) bool {
	if len(d.types) == 0 || len(d.elems) < 2 {
		return false
	}
	scalar := false
	for _, e := range d.elems {
		if e.field < 0 || e.field >= len(a.tt.infos[e.typ].Type.Fields) {
			return false
		}
		if a.tt.structID(a.tt.infos[e.typ].Type.Fields[e.field]) < 0 {
			scalar = true
		}
	}
	if !scalar {
		return false
	}
	for _, t := range d.types {
		nested := false
		for _, e := range d.elems {
			if a.tt.structID(a.tt.infos[e.typ].Type.Fields[e.field]) == t {
				nested = true
				break
			}
		}
		if !nested {
			return false
		}
	}
	return true
}
