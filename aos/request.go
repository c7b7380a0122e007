package aos

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"golang.org/x/tools/container/intsets"
)

// This file types heap memory per allocation request: every call of an
// allocation function or of an allocation wrapper is a request with its own
// size (the wrapper's size argument at that call) and its own uses, found
// by a field-based value flow (fields of a struct type, globals and stack
// slots are the variables pointers travel through). Large programs keep
// their arrays in struct fields (sqlite3's Vdbe.aOp, lua's Proto.k) and
// allocate through several wrapper levels, some called through function
// pointers; the whole-program points-to flow (flow.go) merges those
// pointers into its escaped memory, where they say nothing about one site.
// Requests are reported at the library allocation call(s) their wrapper
// reaches, as the contract says.

// wrapperInfo describes an allocation wrapper: a defined function whose
// returned pointers (through casts, phi, select, constant offsets and -O0
// stack slots; null ignored) are the results of allocation requests, or
// loads from memory (a free list's recycled block), with at least one
// request among them.
type wrapperInfo struct {
	// sites are the library allocation calls the wrapper's memory comes
	// from, in module order.
	sites []value.Value
	// inner are the requests whose results the wrapper returns; offset is
	// the constant byte offset from a request's result to the returned
	// pointer (a header before the block, as sqlite3MemMalloc's 8 bytes).
	inner []value.Value
	// sizeParams are the integer parameters the inner requests' sizes
	// depend on (sorted); empty when they are constants.
	sizeParams []int
	sizeState  uint8 // 0 not computed, 1 computing, 2 done
	// sizeOpaque records that the inner sizes also depend on values that
	// are not parameters (a count loaded from memory): the product of
	// the size arguments is then a factor of the size, not the size.
	sizeOpaque bool
}

// requests finds allocation wrappers and requests and types each request.
type requests struct {
	f    *flow
	d    *detector
	dl   *ir.DataLayout
	dt   *dtrans.Info
	wrap map[*llir.Func]*wrapperInfo
	// sigFns are the address-taken defined functions by signature, the
	// possible targets of indirect calls the value flow cannot resolve.
	sigFns map[string][]*llir.Func

	g *evGraph

	tcache map[value.Value]targetSet
	bmemo  map[boundKey][]sizeForm
	// pmemo memoizes paramSize per call (it reads no binding): wrappers
	// of wrappers share their inner requests' sizes.
	pmemo map[value.Value][]sizeForm
}

// newRequests finds the allocation wrappers of the module; dt is DTrans's
// result.
func newRequests(d *detector, dt *dtrans.Info) *requests {
	r := &requests{f: d.f, d: d, dl: d.dl, dt: dt, wrap: make(map[*llir.Func]*wrapperInfo),
		sigFns: make(map[string][]*llir.Func),
		tcache: make(map[value.Value]targetSet), bmemo: make(map[boundKey][]sizeForm),
		pmemo: make(map[value.Value][]sizeForm)}
	// Functions whose address is taken: used other than as a callee, or
	// in a global's initializer (sqlite3's default malloc methods).
	taken := make(map[*llir.Func]bool)
	for _, g := range d.f.m.Globals {
		if g.Init != nil {
			constFuncs(g.Init, taken, 0)
		}
	}
	for _, fn := range d.f.m.Funcs {
		if (d.f.addrUsed[fn] || taken[fn]) && len(fn.Blocks) > 0 && fn.Sig != nil {
			k := fn.Sig.String()
			r.sigFns[k] = append(r.sigFns[k], fn)
		}
	}
	r.findWrappers()
	return r
}

// constFuncs adds the functions named in a constant to out.
func constFuncs(c constant.Constant, out map[*llir.Func]bool, depth int) {
	if c == nil || depth > 16 {
		return
	}
	if fn, ok := c.(*llir.Func); ok {
		out[fn] = true
		return
	}
	switch c.(type) {
	case *llir.Global, *constant.Int, *constant.Float, *constant.Null,
		*constant.ZeroInitializer, *constant.Undef, *constant.Poison, *constant.CharArray:
		return
	}
	for _, op := range ir.ConstOperands(c) {
		constFuncs(op, out, depth+1)
	}
}

// targets returns the defined functions an indirect call may call: those
// the value flow found, or, when it lost track (the callee came through
// the escaped memory), the address-taken functions of the call's
// signature.
func (r *requests) targets(call value.Value) []*llir.Func {
	tg, _ := r.targetsBySig(call)
	return tg
}

// callees returns the function a call names, else the flow's targets of
// an indirect call.
func (r *requests) callees(call value.Value) []*llir.Func {
	if fn := ir.CalledFunc(call); fn != nil {
		return []*llir.Func{fn}
	}
	return r.targets(call)
}

// targetsBySig is targets, also reporting whether the targets are the
// signature's fallback rather than what the flow found.
func (r *requests) targetsBySig(call value.Value) ([]*llir.Func, bool) {
	if t, ok := r.tcache[call]; ok {
		return t.fns, t.bySig
	}
	fns, bySig := r.computeTargets(call)
	r.tcache[call] = targetSet{fns, bySig}
	return fns, bySig
}

type targetSet struct {
	fns   []*llir.Func
	bySig bool
}

func (r *requests) computeTargets(call value.Value) ([]*llir.Func, bool) {
	callee := ir.Callee(call)
	if callee == nil {
		return nil, false
	}
	pts := r.f.rawPointsTo(callee)
	var out []*llir.Func
	lost := pts == nil || pts.IsEmpty()
	if pts != nil {
		for _, e := range pts.AppendTo(nil) {
			if e == topObj || e == memCandsObj {
				lost = true
				continue
			}
			if o := r.f.objs[e]; o.kind == objFunc {
				if fn, ok := o.val.(*llir.Func); ok && len(fn.Blocks) > 0 {
					out = append(out, fn)
				}
			}
		}
	}
	// The escaped memory stands for every escaped function: when the
	// flow met it, the signature's address-taken functions are added to
	// the functions it found.
	bySig := false
	if lost {
		if sig := ir.CallSig(call); sig != nil {
			out = append(out, r.sigFns[sig.String()]...)
			bySig = true
		}
	}
	// A function whose type cannot match the call is not a target: the
	// flow's objects are field-insensitive, so a pointer loaded from a
	// struct of function pointers (pcre2's memctl) may point to all of
	// them.
	if sig := ir.CallSig(call); sig != nil {
		fit := out[:0]
		for _, fn := range out {
			if sigFits(sig, fn.Sig) {
				fit = append(fit, fn)
			}
		}
		out = fit
	}
	sort.Slice(out, func(i, j int) bool { return r.f.funcPos(out[i]) < r.f.funcPos(out[j]) })
	uniq := out[:0]
	for i, fn := range out {
		if i == 0 || fn != out[i-1] {
			uniq = append(uniq, fn)
		}
	}
	return uniq, bySig
}

// sigFits reports whether a function of type fn may be called through a
// pointer of type call: the same return type and number of parameters
// (at least as many arguments for a variadic function).
func sigFits(call, fn *types.FuncType) bool {
	if fn == nil {
		return false
	}
	if call.RetType.String() != fn.RetType.String() {
		return false
	}
	if fn.Variadic {
		return len(call.Params) >= len(fn.Params)
	}
	return len(call.Params) == len(fn.Params)
}

// requestSites returns the library allocation calls a call's memory comes
// from when the call is an allocation request (a library allocation, a
// call of a wrapper, or an indirect call whose every target is a wrapper).
func (r *requests) requestSites(call value.Value) ([]value.Value, bool) {
	if ir.Classify(call).IsAlloc() {
		if _, isObj := r.f.objOf[call]; isObj {
			return []value.Value{call}, true
		}
		return nil, false
	}
	if fn := ir.CalledFunc(call); fn != nil {
		if w := r.wrap[fn]; w != nil {
			return w.sites, true
		}
		return nil, false
	}
	// Every target the flow found must be a wrapper; among the
	// signature's functions (a pointer the flow lost, as sqlite3's
	// configurable xMalloc), the wrappers are taken to be the targets.
	tg, bySig := r.targetsBySig(call)
	var sites []value.Value
	for _, fn := range tg {
		w := r.wrap[fn]
		if w == nil {
			if bySig {
				continue
			}
			return nil, false
		}
		sites = append(sites, w.sites...)
	}
	if len(sites) == 0 {
		return nil, false
	}
	return r.sortSites(sites), true
}

func (r *requests) sortSites(s []value.Value) []value.Value {
	sort.Slice(s, func(i, j int) bool { return r.f.instPos[s[i]] < r.f.instPos[s[j]] })
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// findWrappers iterates to a fixed point: a wrapper's inner requests may
// be calls of other wrappers.
func (r *requests) findWrappers() {
	for round := 0; round < 16; round++ {
		changed := false
		for _, fn := range r.f.m.Funcs {
			if r.wrap[fn] != nil || len(fn.Blocks) == 0 || fn.Sig == nil || !isPtrish(fn.Sig.RetType) {
				continue
			}
			var inner []value.Value
			ok := true
			for _, b := range fn.Blocks {
				ret, isRet := b.Term.(*llir.TermRet)
				if !isRet || ret.X == nil {
					continue
				}
				visit := make(map[value.Value]bool)
				if !r.retSources(ret.X, visit, &inner, 0) {
					ok = false
					break
				}
			}
			if !ok || len(inner) == 0 {
				continue
			}
			w := &wrapperInfo{inner: inner}
			for _, c := range inner {
				s, _ := r.requestSites(c)
				w.sites = append(w.sites, s...)
			}
			w.sites = r.sortSites(w.sites)
			r.wrap[fn] = w
			changed = true
		}
		if !changed {
			break
		}
	}
	// In module order: wrappers calling each other (a cycle) see the
	// parameters computed so far, the same on every run.
	for _, fn := range r.f.m.Funcs {
		if w := r.wrap[fn]; w != nil {
			r.paramsOf(fn, w)
		}
	}
}

// retSources walks a returned value back to its sources, appending the
// allocation requests to inner; it fails on any source that is neither a
// request, null, nor a load from memory.
func (r *requests) retSources(v value.Value, visit map[value.Value]bool, inner *[]value.Value, depth int) bool {
	v = ir.UnwrapArg(v)
	if visit[v] || depth > 64 {
		return true
	}
	visit[v] = true
	switch x := v.(type) {
	case *constant.Null, *constant.Undef, *constant.Poison:
		return true
	case *llir.Param:
		// A growth function returns the block it was given when it
		// still has room, or a new one (lua's luaM_growaux_,
		// sqlite3ExprListAppend): each call's result is typed by its
		// own uses as a request.
		return true
	case *llir.InstBitCast:
		return r.retSources(x.From, visit, inner, depth+1)
	case *llir.InstAddrSpaceCast:
		return r.retSources(x.From, visit, inner, depth+1)
	case *llir.InstFreeze:
		return r.retSources(x.X, visit, inner, depth+1)
	case *llir.InstGetElementPtr:
		// A constant offset past a header the wrapper keeps before the
		// block (sqlite3MemMalloc stores the size in the first 8 bytes).
		for _, i := range x.Indices {
			if _, ok := ir.ConstInt(i); !ok {
				return false
			}
		}
		return r.retSources(x.Src, visit, inner, depth+1)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc != nil && !r.retSources(inc.X, visit, inner, depth+1) {
				return false
			}
		}
		return true
	case *llir.InstSelect:
		return r.retSources(x.ValueTrue, visit, inner, depth+1) && r.retSources(x.ValueFalse, visit, inner, depth+1)
	case *llir.InstLoad:
		if a, ok := x.Src.(*llir.InstAlloca); ok {
			// A -O0 local: what is stored into it. Its address may also
			// be passed to a function that stores the block through it
			// (sqlite3's mallocWithAlarm(n, &p)); those stores are not
			// followed, the direct ones decide.
			for _, u := range r.f.m.Uses(a) {
				if st, ok := u.User.(*llir.InstStore); ok && st.Dst == value.Value(a) {
					if !r.retSources(st.Src, visit, inner, depth+1) {
						return false
					}
				}
			}
			return true
		}
		return true // a recycled block from a free list
	case *llir.InstCall, *llir.TermInvoke:
		if _, ok := r.requestSites(v); ok {
			*inner = append(*inner, v)
			return true
		}
	}
	return false
}

// slotOnly reports whether an alloca is only loaded from and stored to as
// a whole (the -O0 home of a local variable).
func (r *requests) slotOnly(a *llir.InstAlloca) bool {
	for _, u := range r.f.m.Uses(a) {
		switch x := u.User.(type) {
		case *llir.InstLoad:
		case *llir.InstStore:
			if x.Src == value.Value(a) {
				return false
			}
		default:
			if !isDbgUse(u.User) {
				return false
			}
		}
	}
	return true
}

// paramsOf returns a wrapper's size parameters, computing them once.
func (r *requests) paramsOf(fn *llir.Func, w *wrapperInfo) []int {
	if w.sizeState == 0 {
		w.sizeState = 1
		w.sizeParams = r.sizeParams(fn, w)
		w.sizeState = 2
	}
	return w.sizeParams
}

// sizeParams returns the integer parameters of a wrapper that the sizes
// of its inner requests depend on.
func (r *requests) sizeParams(fn *llir.Func, w *wrapperInfo) []int {
	idx := make(map[*llir.Param]int)
	for i, p := range fn.Params {
		idx[p] = i
	}
	found := make(map[int]bool)
	visit := make(map[value.Value]bool)
	for _, c := range w.inner {
		for _, a := range r.sizeArgs(c, make(map[*llir.Func]bool)) {
			r.paramDeps(a, idx, found, visit, 0)
		}
		var fns []*llir.Func
		if fn := ir.CalledFunc(c); fn != nil {
			fns = []*llir.Func{fn}
		} else if !ir.Classify(c).IsAlloc() {
			fns = r.targets(c)
		}
		for _, fn := range fns {
			if iw := r.wrap[fn]; iw != nil && iw.sizeOpaque {
				found[opaqueDep] = true
			}
		}
	}
	w.sizeOpaque = found[opaqueDep]
	var out []int
	for i := range found {
		if i != opaqueDep {
			out = append(out, i)
		}
	}
	sort.Ints(out)
	return out
}

// opaqueDep marks, among a size's dependencies, a value that is neither a
// parameter nor a constant (read from memory, returned by a call).
const opaqueDep = -1

// sizeArgs returns the arguments of a request that give its size.
func (r *requests) sizeArgs(call value.Value, seen map[*llir.Func]bool) []value.Value {
	args := ir.Args(call)
	if k := ir.Classify(call); k.IsAlloc() {
		var out []value.Value
		size, count := k.AllocSizeArgs()
		for _, i := range []int{size, count} {
			if i >= 0 && i < len(args) {
				out = append(out, args[i])
			}
		}
		return out
	}
	fns := r.callees(call)
	var out []value.Value
	for _, fn := range fns {
		w := r.wrap[fn]
		if w == nil || seen[fn] {
			continue
		}
		seen[fn] = true
		for _, i := range r.paramsOf(fn, w) {
			if i < len(args) {
				out = append(out, args[i])
			}
		}
	}
	return out
}

// paramDeps collects the parameters an integer depends on, through
// arithmetic, casts, phi, select, the arguments of calls whose result it
// is (sqlite3's xRoundup(n)) and -O0 stack slots.
func (r *requests) paramDeps(v value.Value, idx map[*llir.Param]int, found map[int]bool, visit map[value.Value]bool, depth int) {
	v = ir.UnwrapArg(v)
	if visit[v] || depth > 32 {
		return
	}
	visit[v] = true
	switch x := v.(type) {
	case *llir.Param:
		if i, ok := idx[x]; ok {
			if _, isInt := x.Typ.(*types.IntType); isInt {
				found[i] = true
			}
		}
		return
	case *llir.InstLoad:
		if a, ok := x.Src.(*llir.InstAlloca); ok && r.slotOnly(a) {
			for _, u := range r.f.m.Uses(a) {
				if st, ok := u.User.(*llir.InstStore); ok && st.Dst == value.Value(a) {
					r.paramDeps(st.Src, idx, found, visit, depth+1)
				}
			}
			return
		}
		found[opaqueDep] = true // a count read from memory (lua's *psize)
		return
	case *llir.InstCall:
		any := false
		for _, a := range ir.Args(x) {
			if _, isInt := a.Type().(*types.IntType); isInt {
				any = true
				r.paramDeps(a, idx, found, visit, depth+1)
			}
		}
		if !any {
			found[opaqueDep] = true
		}
		return
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc != nil {
				r.paramDeps(inc.X, idx, found, visit, depth+1)
			}
		}
		return
	case *llir.InstSelect:
		r.paramDeps(x.ValueTrue, idx, found, visit, depth+1)
		r.paramDeps(x.ValueFalse, idx, found, visit, depth+1)
		return
	case llir.Instruction:
		if u, ok := v.(value.User); ok {
			for _, op := range u.Operands() {
				if op != nil && *op != nil {
					if _, isInt := (*op).Type().(*types.IntType); isInt {
						r.paramDeps(*op, idx, found, visit, depth+1)
					}
				}
			}
		}
	}
}

// requestSize returns the possible sizes in bytes of a request: a library
// allocation's size, or for a wrapper call the product of its size
// arguments (the wrapper's own sizes when they are constants).
func (r *requests) requestSize(call value.Value, depth int) []sizeForm {
	se := r.d.sizes()
	if k := ir.Classify(call); k.IsAlloc() {
		return se.allocSize(call, k)
	}
	if forms := r.boundSize(call, 0); useful(forms) {
		return forms
	}
	return r.paramSize(call, depth)
}

// useful reports whether sizes say something: exact, or multiples of more
// than 1.
func useful(forms []sizeForm) bool {
	if len(forms) == 0 {
		return false
	}
	for _, fm := range forms {
		if !fm.exact && fm.v <= 1 {
			return false
		}
	}
	return true
}

// boundSize evaluates the library allocation sizes a wrapper call reaches
// with each wrapper's parameters bound to the arguments of the call that
// enters it (make_particles(n) mallocs n × sizeof: the count is the
// argument, the element size is in the wrapper).
func (r *requests) boundSize(call value.Value, depth int) []sizeForm {
	se := r.d.sizes()
	// The result depends on the call and on the bound parameters its
	// arguments read: memoized on both.
	key := boundKey{call: call, bind: bindString(se.bind)}
	if f, ok := r.bmemo[key]; ok {
		return f
	}
	f := r.boundSize1(call, depth)
	r.bmemo[key] = f
	return f
}

// boundKey identifies one evaluation of boundSize.
type boundKey struct {
	call value.Value
	bind string
}

// bindString renders a binding deterministically (parameters in the
// order of their functions' parameter lists are not needed: the values
// are printed in sorted key order).
func bindString(b map[*llir.Param][]sizeForm) string {
	if len(b) == 0 {
		return ""
	}
	parts := make([]string, 0, len(b))
	for p, f := range b {
		parts = append(parts, fmt.Sprintf("%p=%v", p, f))
	}
	sort.Strings(parts)
	return strings.Join(parts, ";")
}

func (r *requests) boundSize1(call value.Value, depth int) []sizeForm {
	se := r.d.sizes()
	if k := ir.Classify(call); k.IsAlloc() {
		return se.allocSize(call, k)
	}
	if depth > 8 {
		return []sizeForm{unknownSize}
	}
	fns := r.callees(call)
	args := ir.Args(call)
	var out []sizeForm
	for _, fn := range fns {
		w := r.wrap[fn]
		if w == nil {
			continue
		}
		bind := make(map[*llir.Param][]sizeForm, len(fn.Params))
		for i, p := range fn.Params {
			if i < len(args) {
				if _, isInt := p.Typ.(*types.IntType); isInt {
					bind[p] = se.eval(args[i])
				}
			}
		}
		saved := se.bind
		se.bind = bind
		for _, c := range w.inner {
			out = union(out, r.boundSize(c, depth+1))
		}
		se.bind = saved
	}
	if len(out) == 0 {
		return []sizeForm{unknownSize}
	}
	return out
}

// paramSize is the fallback when the library sizes cannot be evaluated
// (sqlite3 rounds through a function pointer and adds a header): the
// product of the wrapper's size arguments at the call.
func (r *requests) paramSize(call value.Value, depth int) []sizeForm {
	if r.d.sizes().bind != nil {
		// The arguments' values depend on a binding: not memoized.
		return r.paramSize1(call, depth)
	}
	if f, ok := r.pmemo[call]; ok {
		return f
	}
	f := r.paramSize1(call, depth)
	r.pmemo[call] = f
	return f
}

func (r *requests) paramSize1(call value.Value, depth int) []sizeForm {
	se := r.d.sizes()
	if k := ir.Classify(call); k.IsAlloc() {
		return se.allocSize(call, k)
	}
	if depth > 8 {
		return []sizeForm{unknownSize}
	}
	fns := r.callees(call)
	args := ir.Args(call)
	var out []sizeForm
	for _, fn := range fns {
		w := r.wrap[fn]
		if w == nil {
			continue
		}
		if len(w.sizeParams) == 0 {
			for _, c := range w.inner {
				out = union(out, r.paramSize(c, depth+1))
			}
			continue
		}
		forms := []sizeForm{{exact: true, v: 1}}
		for _, i := range w.sizeParams {
			if i >= len(args) {
				forms = []sizeForm{unknownSize}
				break
			}
			forms = mulForms(forms, se.eval(args[i]))
		}
		if len(w.sizeParams) > 1 || w.sizeOpaque {
			// Several parameters reach the size (an element size and
			// a count, or a limit the count may be clamped to), or
			// other values do: the size is a multiple of their
			// product, not known exactly.
			for i := range forms {
				if forms[i].exact && forms[i].v > 0 {
					forms[i].exact = false
				}
			}
		}
		out = union(out, forms)
	}
	if len(out) == 0 {
		return []sizeForm{unknownSize}
	}
	return out
}

// funcPos returns the position of fn in the module.
func (f *flow) funcPos(fn *llir.Func) int {
	if f.funcIdx == nil {
		f.funcIdx = make(map[*llir.Func]int, len(f.m.Funcs))
		for i, g := range f.m.Funcs {
			f.funcIdx[g] = i
		}
	}
	return f.funcIdx[fn]
}

// typeRequests decides, for every request, whether it is an array of
// structs, and returns the findings keyed by the library site and struct.
func (r *requests) typeRequests() map[value.Value]map[*types.StructType]*reqFinding {
	out := make(map[value.Value]map[*types.StructType]*reqFinding)
	for _, call := range r.g.roots {
		sites, ok := r.requestSites(call)
		if !ok || len(sites) == 0 {
			continue
		}
		forms := r.requestSize(call, 0)
		ev := r.g.evidence(call, r.d, forms)
		if len(ev.structs) == 0 && (len(ev.byteConst)+len(ev.byteScaled) > 0 || useful(forms)) {
			// No struct getelementptr reaches the pointer (clang 15 and
			// later at -O2 address constant elements by byte offsets):
			// the type DTrans infers for it, from its uses and the
			// struct-path TBAA of its accesses, is the candidate whose
			// elements the byte offsets may step over; where DTrans's
			// class holds incompatible types (generic code merged the
			// pointer with others: mujs's Reinst array, once its
			// Reprog is in the union of every js_Object), the one the
			// tags of the accesses through the pointer itself name
			// (tbaaStruct).
			st := r.g.dominant(ir.UnwrapArg(call))
			if st == nil {
				// Tags are weaker evidence than DTrans's classes: the
				// size must say whole elements too (a header and what
				// follows it, sqlite3's Expr and its token, is no
				// array of the header).
				if t := r.g.tbaaStruct(ir.UnwrapArg(call)); t != nil && wholeElements(forms, int64(r.dl.TypeAllocSize(t))) {
					st = t
				}
			}
			if st != nil {
				if s := int64(r.dl.TypeAllocSize(st)); s > 0 && compatible(forms, s) {
					ev.structs = []*types.StructType{st}
					// A type DTrans built from TBAA alone lacks a
					// last array field, which TBAA describes as one
					// element (mujs's js_Buffer, whose char s[64]
					// leaves 12 of its 72 bytes): its size is a lower
					// bound. One ending in another member has its
					// size (DTrans's Partial).
					if ti := r.dt.TypeInfo(st); ti != nil {
						ev.partial = ti.Partial
					} else {
						ev.partial = !r.g.moduleType(st)
					}
				}
			}
		} else {
			ev.noStride = true
		}
		for _, v := range r.d.verdicts(ev, forms) {
			st, count := v.st, v.count
			for _, site := range sites {
				m := out[site]
				if m == nil {
					m = make(map[*types.StructType]*reqFinding)
					out[site] = m
				}
				fd := m[st]
				if fd == nil {
					fd = &reqFinding{count: count}
					m[st] = fd
				} else if fd.count != count {
					fd.count = -1
				}
				fd.requests = append(fd.requests, call)
			}
		}
	}
	return out
}

// covered returns the library allocation calls whose results the
// requests follow (every one but those returning memory through an
// argument, as posix_memalign).
func (r *requests) covered() map[value.Value]bool {
	out := make(map[value.Value]bool)
	for _, c := range r.g.roots {
		if ir.Classify(c).IsAlloc() && ir.Classify(c) != ir.PosixMemalign {
			out[c] = true
		}
	}
	return out
}

// reqFinding is what the requests of one library site say about one
// struct type.
type reqFinding struct {
	count    int64
	requests []value.Value
}

var _ = intsets.Sparse{}
