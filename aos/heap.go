package aos

import (
	"math"
	"sort"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// heapArrays decides, for every allocation site, whether (and as arrays of
// which struct types) the program uses its memory, from the accesses that
// reach it (collectAccesses must have run).
func (d *detector) heapArrays(g *evGraph, found map[value.Value]map[*types.StructType]*reqFinding, covered map[value.Value]bool) []*Array {
	var out []*Array
	sizes := d.sizes()
	for _, o := range d.f.allocs {
		obj := d.f.objs[o]
		acc := d.reach[o]
		call := obj.val
		kind := ir.Classify(call)
		reported := make(map[*types.StructType]bool)
		// The requests typed by their own uses (request.go), reported
		// at this site for each struct type.
		var byReq []*types.StructType
		for st := range found[call] {
			byReq = append(byReq, st)
		}
		sort.Slice(byReq, func(i, j int) bool { return byReq[i].String() < byReq[j].String() })
		for _, st := range byReq {
			reported[st] = true
			out = append(out, &Array{
				Kind: Heap, Struct: st, Func: obj.fn, Site: call, Alloc: kind, Count: found[call][st].count,
				Accesses: d.entryAccesses(g, found[call][st].requests, st), Loc: ir.LocString(call), pos: d.f.instPos[call],
			})
		}
		if len(acc) == 0 || covered[call] {
			// A site whose result the requests follow is decided by
			// them: the whole-program flow's evidence mixes what
			// large programs keep in their structs' fields.
			continue
		}
		forms := sizes.allocSize(call, kind)
		// The element type is read from the accesses that reach the site
		// directly: through the merged escaped memory every candidate
		// reaches every load, which says nothing about this site.
		ev := d.evidence(d.direct[o], forms)
		for _, v := range d.verdicts(ev, forms) {
			st, count := v.st, v.count
			if reported[st] {
				continue
			}
			out = append(out, &Array{
				Kind: Heap, Struct: st, Func: obj.fn, Site: call, Alloc: kind, Count: count,
				Accesses: filterAccesses(acc, st), Loc: ir.LocString(call), pos: d.f.instPos[call],
			})
		}
	}
	return out
}

// verdict is one struct type a heap block is an array of, with its count
// (-1 when not a constant).
type verdict struct {
	st    *types.StructType
	count int64
}

// verdicts decides which candidate types of a heap block (the evidence,
// filtered) it is an array of: a type indexed at a non-zero or variable
// element, a size that is a constant multiple ≥ 2 or a non-constant
// multiple of the type's size, or for a lone candidate byte offsets that
// step over whole elements. The size alone does not decide for a type
// when another candidate fits the block exactly once (lua's Proto is 8
// GCObject headers long, but one Proto), nor for a struct ending in a
// flexible array (sqlite3's ExprList, whose header and items add up to
// whole multiples of its size by chance); and a block of exactly one
// candidate struct is an array of nothing.
func (d *detector) verdicts(ev *heapEvidence, forms []sizeForm) []verdict {
	single := false
	for _, st := range ev.structs {
		if c, ok := constCount(forms, d.dl.TypeAllocSize(st)); ok && c == 1 && !ev.partial {
			single = true
		}
	}
	if single {
		// The block is exactly one struct of a candidate type; other
		// types' element indices come from pointers the field-based
		// flow mixes (zlib's z_stream.state holds the deflate and the
		// inflate state), not from an array.
		return nil
	}
	var out []verdict
	for _, st := range ev.structs {
		s := d.dl.TypeAllocSize(st)
		if s == 0 {
			continue
		}
		// A byte offset is weak evidence: it counts only when st is the
		// one struct type the memory is used as.
		aos := ev.nonzero[st] || (len(ev.structs) == 1 && !ev.noStride && ev.strideOf(d.dl, st))
		bySize := !flexible(st)
		count := int64(-1)
		if c, ok := constCount(forms, s); ok && !ev.partial {
			count = c
			if c >= 2 && bySize {
				aos = true
			}
		}
		for _, fm := range forms {
			if !fm.exact && fm.v%int64(s) == 0 && bySize {
				aos = true // a non-constant n × sizeof(T)
			}
		}
		if aos {
			out = append(out, verdict{st, count})
		}
	}
	return out
}

// flexible reports whether a struct ends in an array of length 0 or 1 (a
// C flexible array member, or the pre-C99 [1] idiom).
func flexible(st *types.StructType) bool {
	if len(st.Fields) == 0 {
		return false
	}
	a, ok := st.Fields[len(st.Fields)-1].(*types.ArrayType)
	return ok && a.Len <= 1
}

// heapEvidence is what the accesses reaching a heap site say about it.
type heapEvidence struct {
	// structs are the struct types the memory is indexed as, outermost
	// only (a struct nested in another candidate is a field's type).
	structs []*types.StructType
	// nonzero holds the struct types indexed at a non-zero or variable
	// element index.
	nonzero map[*types.StructType]bool
	// noStride says byte offsets are not evidence of elements: the
	// request's pointer has struct getelementptrs of its own, and its
	// byte offsets reach the bytes a program keeps after a struct
	// (sqlite3's Pager).
	noStride bool
	// partial says the candidate's size is only a lower bound of the
	// element's (a struct DTrans rebuilt from TBAA): a constant
	// allocation size does not count its elements.
	partial bool
	// byteConst are the constant byte offsets of getelementptrs over a
	// non-struct type (i8 at -O2 in LLVM 15 and later); byteScaled the
	// scale factors of non-constant ones.
	byteConst, byteScaled []int64
}

// strideOf reports whether a byte-offset getelementptr steps by whole
// elements of st: a constant offset that is a non-zero multiple of its size,
// or at least its size and landing on the start of one of its fields (it
// leaves the element the pointer was in), or a non-constant multiple of its
// size.
func (ev *heapEvidence) strideOf(dl *ir.DataLayout, st *types.StructType) bool {
	s := int64(dl.TypeAllocSize(st))
	if s <= 0 {
		return false
	}
	for _, c := range ev.byteConst {
		if c < 0 {
			c = -c
		}
		if c >= s && (c%s == 0 || fieldStart(dl, st, uint64(c%s), 0)) {
			return true
		}
	}
	for _, k := range ev.byteScaled {
		if k%s == 0 {
			return true
		}
	}
	return false
}

// fieldStart reports whether byte offset off in a value of type t is where
// a scalar field (or an element of an array field) begins.
func fieldStart(dl *ir.DataLayout, t types.Type, off uint64, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := t.(type) {
	case *types.StructType:
		l := dl.StructLayout(x)
		i := l.ElementContainingOffset(off)
		if i < 0 || i >= len(x.Fields) {
			return false
		}
		return fieldStart(dl, x.Fields[i], off-l.Offsets[i], depth+1)
	case *types.ArrayType:
		es := dl.TypeAllocSize(x.ElemType)
		if es == 0 {
			return false
		}
		return fieldStart(dl, x.ElemType, off%es, depth+1)
	}
	return off == 0
}

// compatible reports whether memory of one of the possible sizes can hold
// whole elements of a struct of size s: an exact size that is a multiple of
// s, or a non-constant one (whose known factor divides or is divided by s).
func compatible(forms []sizeForm, s int64) bool {
	for _, fm := range forms {
		if fm.exact {
			if fm.v > 0 && fm.v%s == 0 {
				return true
			}
			continue
		}
		if fm.v <= 1 || fm.v%s == 0 || s%fm.v == 0 {
			return true
		}
	}
	return false
}

// wholeElements reports whether every form of an allocation size is a
// multiple of s known as such (not a size that merely may be one).
func wholeElements(forms []sizeForm, s int64) bool {
	if len(forms) == 0 || s <= 0 {
		return false
	}
	for _, fm := range forms {
		if fm.v <= 0 || fm.v%s != 0 {
			return false
		}
	}
	return true
}

// evidence reads the accesses of a heap site: struct-typed getelementptrs
// give the element type and whether an element other than the first is
// indexed; others give byte offsets.
func (d *detector) evidence(acc []Access, forms []sizeForm) *heapEvidence {
	ev := &heapEvidence{nonzero: make(map[*types.StructType]bool)}
	seen := make(map[*types.StructType]bool)
	for _, a := range acc {
		elem, _, idx, ok := ir.GEPIndices(a.GEP)
		if !ok || len(idx) == 0 {
			continue
		}
		st, nonzero, ok := structIndex(elem, idx)
		if ok && nonzero && pastEnd(d.f.m, a.GEP, st) {
			nonzero = false
		}
		if ok {
			if !seen[st] {
				seen[st] = true
				ev.structs = append(ev.structs, st)
			}
			if nonzero {
				ev.nonzero[st] = true
			}
			continue
		}
		if _, isStruct := elem.(*types.StructType); isStruct {
			continue // a literal struct: no evidence
		}
		if _, isArray := elem.(*types.ArrayType); isArray || len(idx) != 1 {
			continue
		}
		size := int64(d.dl.TypeAllocSize(elem))
		if size <= 0 {
			continue
		}
		if n, isConst := ir.ConstInt(idx[0]); isConst {
			if n != 0 && n <= math.MaxInt64/size && n >= math.MinInt64/size {
				ev.byteConst = append(ev.byteConst, n*size)
			}
			continue
		}
		for _, fm := range d.sizes().eval(idx[0]) {
			if !fm.exact && fm.v <= math.MaxInt64/size {
				ev.byteScaled = append(ev.byteScaled, fm.v*size)
			}
		}
	}
	d.filterEvidence(ev, forms)
	return ev
}

// filterEvidence keeps the candidate types whose elements fit the
// allocation's size, then the outermost of those: it drops a candidate
// that is contained (by value, through fields and arrays) in another
// candidate.
func (d *detector) filterEvidence(ev *heapEvidence, forms []sizeForm) {
	fit := ev.structs[:0]
	for _, st := range ev.structs {
		if s := int64(d.dl.TypeAllocSize(st)); s > 0 && compatible(forms, s) {
			fit = append(fit, st)
		}
	}
	ev.structs = fit
	var keep []*types.StructType
	for _, st := range ev.structs {
		nested := false
		for _, other := range ev.structs {
			if other != st && contains(other, st, 0) {
				nested = true
				break
			}
		}
		if !nested {
			keep = append(keep, st)
		}
	}
	sort.SliceStable(keep, func(i, j int) bool { return keep[i].String() < keep[j].String() })
	ev.structs = keep
}

// structIndex reads a getelementptr with source element type elem: the
// innermost named struct it indexes into through leading array levels and
// whether any of those element indices is non-zero or non-constant. ok is
// false when elem is not a named struct or an array of them.
func structIndex(elem types.Type, idx []value.Value) (st *types.StructType, nonzero bool, ok bool) {
	t := elem
	for i := 0; i < 34; i++ {
		// Index i steps over values of type t.
		if i < len(idx) {
			if n, isConst := ir.ConstInt(idx[i]); !isConst || n != 0 {
				nonzero = true
			}
		}
		switch x := t.(type) {
		case *types.StructType:
			if x.TypeName == "" {
				return nil, false, false
			}
			return x, nonzero, true
		case *types.ArrayType:
			t = x.ElemType
		default:
			return nil, false, false
		}
	}
	return nil, false, false
}

// pastEnd reports whether a getelementptr is the past-the-struct idiom:
// &p[1] (one constant index, no field) whose result is not used as a
// struct of the same type, the address of the bytes a program allocates
// after a struct (sqlite3's Expr token, Index columns, KeyInfo arrays).
// Such an index says nothing about an array of structs.
func pastEnd(m *ir.Module, gep value.Value, st *types.StructType) bool {
	_, _, idx, ok := ir.GEPIndices(gep)
	if !ok || len(idx) == 0 {
		return false
	}
	if _, isConst := ir.ConstInt(idx[0]); !isConst {
		return false
	}
	// &p[1] may be written &p[1].first (trailing zero indices, clang 14
	// at -O2).
	for _, x := range idx[1:] {
		if n, isConst := ir.ConstInt(x); !isConst || n != 0 {
			return false
		}
	}
	if _, isInst := gep.(*llir.InstGetElementPtr); !isInst {
		return false
	}
	return !usedAs(m, gep, st, 0)
}

// usedAs reports whether a pointer (through casts) is used as an element
// of struct st: the base of a getelementptr over st, or the address of a
// load or store (its first field).
func usedAs(m *ir.Module, v value.Value, st *types.StructType, depth int) bool {
	if depth > 4 {
		return false
	}
	for _, u := range m.Uses(v) {
		switch x := u.User.(type) {
		case *llir.InstGetElementPtr:
			if x.Src == v && x.ElemType == types.Type(st) {
				return true
			}
		case *llir.InstLoad:
			return true
		case *llir.InstStore:
			if x.Dst == v {
				return true
			}
		case *llir.InstBitCast:
			if usedAs(m, x, st, depth+1) {
				return true
			}
		}
	}
	return false
}

// contains reports whether outer contains inner by value.
func contains(outer types.Type, inner *types.StructType, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := outer.(type) {
	case *types.StructType:
		for _, f := range x.Fields {
			if f == types.Type(inner) || contains(f, inner, depth+1) {
				return true
			}
		}
	case *types.ArrayType:
		return x.ElemType == types.Type(inner) || contains(x.ElemType, inner, depth+1)
	case *types.VectorType:
		return false
	}
	return false
}

// constCount returns the element count when every possible size is the
// same constant, a multiple of s.
func constCount(forms []sizeForm, s uint64) (int64, bool) {
	if len(forms) == 0 {
		return 0, false
	}
	c := forms[0]
	for _, fm := range forms {
		if !fm.exact || fm.v != c.v {
			return 0, false
		}
	}
	if c.v <= 0 || c.v%int64(s) != 0 {
		return 0, false
	}
	return c.v / int64(s), true
}

// sizeForm is what is known of an allocation size: exactly v (exact), or a
// non-constant multiple of v (v ≥ 1; v = 1 says nothing).
type sizeForm struct {
	exact bool
	v     int64
}

var unknownSize = sizeForm{v: 1}

// sizeEval evaluates allocation sizes symbolically, through integer casts,
// mul, shl, add, phi and select, -O0 stack slots (allocas only loaded and
// stored), and the parameters of functions (the arguments of their direct
// calls: allocation wrappers).
type sizeEval struct {
	f        *flow
	paramFn  map[*llir.Param]*llir.Func
	paramIdx map[*llir.Param]int
	visiting map[value.Value]bool
	memo     map[value.Value][]sizeForm
	// bind gives the parameters of the wrappers being evaluated for one
	// call their values at that call (request.go); nil otherwise.
	bind map[*llir.Param][]sizeForm
}

func newSizeEval(f *flow) *sizeEval {
	s := &sizeEval{f: f, paramFn: make(map[*llir.Param]*llir.Func), paramIdx: make(map[*llir.Param]int),
		visiting: make(map[value.Value]bool), memo: make(map[value.Value][]sizeForm)}
	for _, fn := range f.m.Funcs {
		for i, p := range fn.Params {
			s.paramFn[p] = fn
			s.paramIdx[p] = i
		}
	}
	return s
}

const maxForms = 16

// allocSize returns the possible sizes in bytes of an allocation call.
func (s *sizeEval) allocSize(call value.Value, kind ir.LibFunc) []sizeForm {
	args := ir.Args(call)
	size, count := kind.AllocSizeArgs()
	if size < 0 || size >= len(args) {
		return []sizeForm{unknownSize}
	}
	forms := s.eval(args[size])
	if count >= 0 && count < len(args) {
		forms = mulForms(s.eval(args[count]), forms)
	}
	return forms
}

// eval returns the possible values of an integer.
func (s *sizeEval) eval(v value.Value) []sizeForm {
	return s.evalDepth(v, 0)
}

func (s *sizeEval) evalDepth(v value.Value, depth int) []sizeForm {
	v = ir.UnwrapArg(v)
	if n, ok := ir.ConstInt(v); ok {
		return []sizeForm{{exact: true, v: n}}
	}
	if depth > 12 || s.visiting[v] {
		return []sizeForm{unknownSize}
	}
	if s.bind != nil {
		// Evaluated for one call of a wrapper: not memoized.
		s.visiting[v] = true
		r := s.compute(v, depth)
		delete(s.visiting, v)
		return r
	}
	if r, ok := s.memo[v]; ok {
		return r
	}
	s.visiting[v] = true
	r := s.compute(v, depth)
	delete(s.visiting, v)
	s.memo[v] = r
	return r
}

// compute evaluates v (not a constant) once; evalDepth memoizes it. A value
// on a cycle (a loop's phi) evaluates to unknown where it meets itself.
func (s *sizeEval) compute(v value.Value, depth int) []sizeForm {
	switch x := v.(type) {
	case *llir.InstZExt:
		return s.evalDepth(x.From, depth+1)
	case *llir.InstSExt:
		return s.evalDepth(x.From, depth+1)
	case *llir.InstTrunc:
		return s.evalDepth(x.From, depth+1)
	case *llir.InstMul:
		return mulForms(s.evalDepth(x.X, depth+1), s.evalDepth(x.Y, depth+1))
	case *llir.InstShl:
		if sh, ok := ir.ConstInt(x.Y); ok && sh >= 0 && sh < 62 {
			return mulForms(s.evalDepth(x.X, depth+1), []sizeForm{{exact: true, v: 1 << sh}})
		}
	case *llir.InstAdd:
		return addForms(s.evalDepth(x.X, depth+1), s.evalDepth(x.Y, depth+1))
	case *llir.InstSelect:
		return union(s.evalDepth(x.ValueTrue, depth+1), s.evalDepth(x.ValueFalse, depth+1))
	case *llir.InstPhi:
		var out []sizeForm
		for _, inc := range x.Incs {
			if inc != nil {
				out = union(out, s.evalDepth(inc.X, depth+1))
			}
		}
		return out
	case *llir.InstLoad:
		if a, ok := x.Src.(*llir.InstAlloca); ok {
			return s.slot(a, depth)
		}
	case *llir.Param:
		if b, ok := s.bind[x]; ok {
			return b
		}
		return s.param(x, depth)
	}
	return []sizeForm{unknownSize}
}

// slot returns the values stored in a stack slot that is only loaded from
// and stored to (the -O0 home of a local variable or parameter).
func (s *sizeEval) slot(a *llir.InstAlloca, depth int) []sizeForm {
	var out []sizeForm
	for _, u := range s.f.m.Uses(a) {
		switch x := u.User.(type) {
		case *llir.InstLoad:
			continue
		case *llir.InstStore:
			if x.Dst != value.Value(a) || x.Src == value.Value(a) {
				return []sizeForm{unknownSize}
			}
			out = union(out, s.evalDepth(x.Src, depth+1))
		default:
			if isDbgUse(u.User) {
				continue
			}
			return []sizeForm{unknownSize}
		}
	}
	if len(out) == 0 {
		return []sizeForm{unknownSize}
	}
	return out
}

func isDbgUse(user any) bool {
	k := ir.Classify(user)
	return k == ir.NoEffectIntrinsic
}

// param returns the arguments passed for a parameter at the function's
// direct calls; unknown when it is also called indirectly or from outside
// the module (no direct callers).
func (s *sizeEval) param(p *llir.Param, depth int) []sizeForm {
	fn := s.paramFn[p]
	if fn == nil {
		return []sizeForm{unknownSize}
	}
	calls := s.f.callers[fn]
	if len(calls) == 0 {
		return []sizeForm{unknownSize}
	}
	var out []sizeForm
	if s.f.addrUsed[fn] {
		out = append(out, unknownSize)
	}
	i := s.paramIdx[p]
	for _, c := range calls {
		args := ir.Args(c.call)
		if i >= len(args) {
			out = union(out, []sizeForm{unknownSize})
			continue
		}
		out = union(out, s.evalDepth(args[i], depth+1))
	}
	return out
}

func union(a, b []sizeForm) []sizeForm {
	for _, fm := range b {
		dup := false
		for _, x := range a {
			if x == fm {
				dup = true
				break
			}
		}
		if !dup {
			a = append(a, fm)
		}
	}
	if len(a) > maxForms {
		return []sizeForm{unknownSize}
	}
	return a
}

func mulForms(a, b []sizeForm) []sizeForm {
	var out []sizeForm
	for _, x := range a {
		for _, y := range b {
			out = union(out, []sizeForm{mul(x, y)})
		}
	}
	return out
}

func mul(x, y sizeForm) sizeForm {
	if x.v != 0 && (y.v > math.MaxInt64/abs(x.v) || y.v < -math.MaxInt64/abs(x.v)) {
		return unknownSize
	}
	p := x.v * y.v
	if x.exact && y.exact {
		return sizeForm{exact: true, v: p}
	}
	if (x.exact && x.v == 0) || (y.exact && y.v == 0) {
		return sizeForm{exact: true, v: 0}
	}
	return sizeForm{v: abs(p)}
}

func addForms(a, b []sizeForm) []sizeForm {
	var out []sizeForm
	for _, x := range a {
		for _, y := range b {
			var r sizeForm
			if x.exact && y.exact {
				r = sizeForm{exact: true, v: x.v + y.v}
			} else {
				r = sizeForm{v: gcd(abs(x.v), abs(y.v))}
				if r.v == 0 {
					r = unknownSize
				}
			}
			out = union(out, []sizeForm{r})
		}
	}
	return out
}

func abs(n int64) int64 {
	if n < 0 {
		if n == math.MinInt64 {
			return math.MaxInt64
		}
		return -n
	}
	return n
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
