package dtrans

import (
	"context"
	"sort"
	"strings"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file infers what pointers point to, the same way for typed and
// opaque IR: pointer values are grouped into classes by unification
// (Steensgaard style) along the flows that keep a pointer's identity, and
// each class collects the evidence its members give (see doc.go).

// elemRef names a field: struct id and field number.
type elemRef struct{ typ, field int }

// classData is what a class of pointer values is known to point to.
type classData struct {
	types   []int     // struct ids the pointers are used as pointers to
	elems   []elemRef // fields the pointers point into
	content int32     // class of the pointers stored at offset 0 of the memory pointed to; -1 when none yet

	// Caches for the visiting phase, when the classes no longer change:
	// the dominant type (dom, valid when domKnown; -1 when none) and the
	// conditions already given to every type of the class (flagged).
	dom     int32
	flagged SafetyData
	// notedTypes and notedElems are the conditions whose notes are full
	// on every type, and every field's structure, of the class (see
	// flagTypes).
	notedTypes, notedElems SafetyData

	unknown  bool // a member comes from code the analysis cannot see
	alloc    bool // a member is the result of an allocation call
	domKnown bool
	// declared: the class's types are only declared ones (typed IR,
	// applyDeclared); no use says what its pointers point to.
	declared bool
}

// gepKind is how a getelementptr was understood.
type gepKind uint8

const (
	gepPlain       gepKind = iota // not on a pointer to an aggregate
	gepField                      // address of a field
	gepArray                      // steps over whole objects
	gepBadOffset                  // an address inside a field, or an unknown offset
	gepAmbiguous                  // byte offset on a pointer to several types
	gepOutOfField                 // steps off a scalar field
	gepUnionMember                // inside a union, at a member its LLVM type does not show
)

type gepResult struct {
	kind gepKind
	elem elemRef
	base int32 // class of the base pointer, for the conditions
}

// tagGEP is the structure and byte offset that TBAA tags give a
// byte-offset getelementptr on a pointer to several types
// (resolveByteGEPs).
type tagGEP struct {
	id  int
	off uint64
}

// byteGEP is a getelementptr whose meaning depends on what its base turns
// out to point to: a byte offset on i8, or a scaled offset on a scalar.
type byteGEP struct {
	gep   value.Value
	base  int32
	res   int32
	index value.Value
	scale int64
	done  bool
}

// stepGEP is a getelementptr that steps over a constant number of
// whole structures (its source element type, id), and maybe then into
// one of their fields, to byte offset off from its base: resolveSteps
// decides what it addresses once its base's class is known.
type stepGEP struct {
	g         value.Value
	elem      types.Type
	indices   []value.Value
	id        int
	base, res int32
	off       int64
}

// strideGEP is a getelementptr stepping over whole structures (one index,
// the structure as element type) whose base is a field's address or a
// constant byte offset that is not a multiple of the structure's size. LLVM 15 and later fold
// `&a[i - 1].f` into `getelementptr %S, (getelementptr i8, a, off(f) -
// size), i`: the base is a pointer to field f of an element, and the
// structure type only gives the stride (brotli's BackwardMatch, libdeflate's
// lz_match; from a field's address, brotli's ZopfliNode). Whether the
// base points into the structure or to one nested in another at that
// offset (an array of S in a bigger object) is known once the offset is
// resolved.
type strideGEP struct {
	id        int
	base, res int32
	done      bool
}

// argLink is an actual argument of a direct call and the formal parameter
// it flows to. Links are unified only when the parameter is used as a
// pointer to something: a parameter used only generically (void *) does
// not merge its callers' types.
type argLink struct {
	arg, param int32
	call       value.Value
	idx        int // the argument's position
	done       bool
}

type memop struct {
	addr int32
	done bool
}

// storeLink is a pointer stored to memory other than a local variable's
// slot: the stored value's node and the content node of the address,
// merged once their evidence says whether the value is a structure's
// address or that of its first field (resolveStores).
type storeLink struct {
	src, dst int32
	st       *llir.InstStore
	f        *llir.Func
	done     bool
	waiting  bool // until resolveTagFirsts chooses dst
}

// inferrer holds the classes of a module.
type inferrer struct {
	ctx    context.Context
	m      *ir.Module
	tt     *typeTable
	opaque bool
	ptrBit uint64

	parent []int32
	rank   []uint8
	data   []classData
	// first holds, for each root, a member of its class, to say where
	// the class comes from (apart from data, which it would make a fifth
	// bigger: data is the most visited memory of the analysis).
	first []value.Value

	vals   *valueIndex
	fields map[elemRef]int32
	rets   map[*llir.Func]int32

	// stamp, rootStamp, typeStamp and idsBuf are the scratch sets of
	// resolveLinks: an entry is in the current set when it holds stamp.
	stamp                uint32
	rootStamp, typeStamp []uint32
	idsBuf               []int

	// groupOf, groupStamp, groupOff, groupNext and linkGroup are the
	// scratch of linksByParam.
	groupOf             []int32
	groupStamp          []uint32
	groupOff, groupNext []int
	groupLinks          []*argLink
	linkGroup           []int32

	// diffsWait is set when a byte offset waits for the pointers of
	// the difference it adds (diffPending), diffsDue when the fixed
	// point no longer waits for them.
	diffsWait, diffsDue bool
	// guesses are the byte offsets resolved on a class's dominant type
	// alone (unionLoadGuess); stale those whose class lost it.
	guesses []domGuess
	stale   map[vkey]bool

	byteGEPs  []*byteGEP
	bgSlab    slab[byteGEP]
	linkSlab  slab[argLink]
	steps     []*stepGEP
	arrayGEPs []*arrayGEP
	strides   []*strideGEP
	memops    []memop
	links     []*argLink
	stores    []*storeLink
	// zeroGEPs are the base and result nodes of the getelementptrs to a
	// field at offset 0 whose indices are all zero (see unknownFirst).
	zeroGEPs [][2]int32
	// storeFirst gives the stores whose value resolveStores took for the
	// address of its structure's first field: the node standing for it.
	storeFirst map[*llir.InstStore]int32
	// anonRebuilt counts the structures rebuilt from TBAA type nodes
	// without a name (tbaaStruct), which it numbers.
	anonRebuilt int
	// anonBySig gives the structure rebuilt for a TBAA node without a
	// name by the node's signature (tbaaSig): identical nodes (copies of
	// one translation unit's) are one C type.
	anonBySig map[string]int
	// gepRes gives the getelementptrs the inference could not map to a
	// field: gepResIdx indexes gepResv by value (valkey.go; a Go map
	// keyed by value cost as much as in valueIndex's comment).
	gepResIdx *valueIndex
	// slots are the stack slots of a structure type (typeSlots), and
	// renamedSlots those typeSlots gave their tags' structure.
	slots        []*llir.InstAlloca
	renamedSlots map[*llir.InstAlloca]int
	gepResv      []gepResult

	wrappers map[*llir.Func]bool
	// freeParams caches, per defined function, which parameters only
	// go to free (freesParam).
	freeParams map[*llir.Func][]bool
	addrTaken  map[*llir.Func]bool
	escapes    map[*llir.Func]bool
	directCall map[*llir.Func][]*llir.InstCall // direct call sites (nil: an invoke or callbr)

	// slotStores and slotEscapes describe local variables (allocas) for
	// the -O0 pattern of a value stored to a slot and loaded back;
	// badPtrToInt holds the ptrtoint instructions used by something
	// other than a store, comparison, subtraction, inttoptr, PHI,
	// select, return or call (the instruction using them).
	slotStores  map[*llir.InstAlloca][]value.Value
	slotEscapes map[*llir.InstAlloca]bool
	// slotGEPs votes, per stack slot, for the structure that the field
	// getelementptrs on the values loaded from it name (-1: several),
	// slotMeanings caches slotMeaning, arrayParams arrayParamSizes;
	// firstArgs are the arguments taken for the address of their
	// structure's first field, an array (firstArrayArgs): the node that
	// stands for that address at the call.
	slotGEPs      map[*llir.InstAlloca]int
	slotMeanings  map[vkey]int
	arrayParams   map[paramPos]uint64
	firstArgs     map[argPos]int32
	slotOutArgs   map[*llir.InstAlloca][]outArg
	outParams     map[outArg]int8 // 1 yes, -1 no, 2 being decided
	slotVisit     map[*llir.InstAlloca]bool
	wrapperSigs   map[string]bool  // signatures whose address-taken functions are all allocation wrappers
	callDecls     []*llir.InstCall // typed calls returning pointers, whose declared types wait for the wrappers
	wrappersKnown bool
	// decl holds, per root, the struct types declared for its pointers
	// while declaring is set (typed IR, until applyDeclared).
	decl      [][]int
	declaring bool
	// contentDecls are the declarations of the content of a class,
	// judged by applyDeclared.
	contentDecls []contentDecl
	// folded are the operands that are a global variable's address,
	// maybe meaning its first field's (objOperand).
	folded []foldedAddr
	// tagFirsts are the tagged pointer accesses at offset 0 waiting
	// for their pointer's class (resolveTagFirsts).
	tagFirsts []*tagFirst
	// firstOps are the PHI and select operands that may stand for the
	// address of their first field (resolveFirstOps).
	firstOps []*firstOp
	// heads are the parameters merged by a PHI or select with field
	// addresses, not loaded from them (resolveHeads).
	heads       []firstOp
	webBuf      []value.Value // fieldWeb's result
	badPtrToInt map[*llir.InstPtrToInt]value.User

	// size counts each class's nodes while declaring (deadNodes).
	size []int32

	// deferred are the calls and returns sweep 2 handles once the
	// allocation wrappers are known.
	deferred []deferredInst

	// tbaaIDs caches the structure of each TBAA struct type node, and
	// tbaaFits whether the node describes its layout, tags what each
	// access tag says.
	tbaaIDs  map[*metadata.Tuple]int
	tbaaFits map[*metadata.Tuple]bool
	tags     []tagInfo
	tagIndex *valueIndex // tag node to its index in tags
	// interior are the array members indexed from a byte offset.
	interior []interiorArray
	// tagInside are the tagged accesses of a structure's field through
	// a constant byte offset past the field's offset: the structure lies
	// inside what the offset's base points to.
	tagInside []interiorArray
	// unbuilt are the named TBAA struct type nodes of structures the
	// module does not define and tbaaStruct could not rebuild, in the
	// order they were met.
	unbuilt []*metadata.Tuple
	// structSigs indexes the named structures by layout (tbaaAnonymous).
	structSigs map[string][]int
	// gepTBAA gives, for byte-offset getelementptrs used as the address
	// of a tagged load or store at the tag's offset, the tag's structure.
	gepTBAA *valueIndex
	// tagGEPs holds the byte-offset getelementptrs on a pointer to
	// several types that gepTBAA or baseTags resolved: the structure and
	// offset their address reaches, for the accesses through them
	// without a structure tag (visit.go's countTagGEP).
	tagGEPs *valueIndex // index in tagGEPv
	tagGEPv []tagGEP
	// baseTags gives, for values that tagged accesses go through (at
	// offset 0 or by a byte offset), the one structure their tags name
	// (-1 when they name several).
	baseTags *valueIndex
	// tagLoads are the tagged loads of pointers, contents what each
	// tagged field holds, meanings each value's structure (meaning.go).
	tagLoads []tagLoad
	contents map[fieldKey]int
	// pseudoIDs numbers the TBAA structures the module has no type
	// for, pseudoTags is baseTags for them (meaning.go).
	pseudoIDs  map[*metadata.Tuple]int
	pseudoTags map[vkey]int
	// tagMerges are the PHIs and selects with baseTags: their operands
	// loaded with a field's tag vote for it too.
	tagMerges []value.Value
	// scalarLoads are the loads of pointers with a tag naming no
	// field, unionUses the accesses through each, unionCands the
	// structures each field is seen to hold by them (meaning.go).
	scalarLoads []*llir.InstLoad
	unionUses   map[*llir.InstLoad][]unionAcc
	unionCands  map[fieldKey][]int
	// tagStores are the values stored with each field's tag, stored
	// what they say the field holds (inStored: being computed).
	tagStores map[fieldKey][]value.Value
	stored    map[fieldKey]int
	inStored  map[fieldKey]bool
	meanings  map[vkey]int32
	inMeaning map[vkey]int // the values being computed, by depth
	// argTags is, per value passed to a direct call, the structure the
	// tags of the accesses through the parameters it is passed to name
	// (-1: several); built once (argMeaning).
	argTags map[vkey]int32
	// elemVotes are the structures the pointers loaded from the
	// elements of arrays loaded from each field point to, by their
	// tags (elemContent).
	elemVotes map[fieldKey][]int
	// assumed is the PHI whose meaning is being checked, at depth
	// assumedDepth of meaningAt.
	assumed      vkey
	assumedDepth int
	// udom caches domBesidesUnions, ushown unionShown.
	udom   map[udomKey]int
	ushown map[udomKey]int
	// mayCache caches mayPointToRoot.
	mayCache map[mayKey]bool

	// indirect are the calls through pointers; indirectOf finds them.
	indirect   []*indirectCall
	targets    []funcNode             // address-taken defined functions (resolveIndirect)
	byRoot     map[int32][]*llir.Func // targets by class (resolveIndirect)
	indirectOf map[vkey]*indirectCall
	// tagPtrStores holds, by the struct-path tag of the stores, the
	// nodes of the pointers stored to a field (tagFuncTargets).
	tagPtrStores map[fieldKey][]int32
	tagTargets   bool // tagFuncTargets done
	// summaries holds the call summary of each class of function
	// pointers called through, by the class's root when made.
	summaries map[int32]*callSummary

	// constGEPs are the getelementptr constant expressions used by the
	// instructions, each once, in the order of the walk, with the
	// function that first uses it: the visitor checks them without
	// walking every operand again.
	constGEPs    []fnConstGEP
	seenConstGEP map[*constant.ExprGetElementPtr]bool

	// varOrigin caches originStruct by value (-2 while being decided);
	// paramOf, built on first use, gives a parameter's function and
	// index.
	varOrigin map[vkey]int32
	paramOf   map[*llir.Param]paramPos

	// events are the merges of pointers, judged at the end.
	events []mergeEvent

	// cur is the function being swept, for the notes.
	cur *llir.Func

	// libs classifies the module's declared functions once (by name: llir
	// computes a function's name anew on each call, which costs more than
	// the rest of a call's handling); argBuf holds a call's arguments.
	libs   map[*llir.Func]libInfo
	argBuf []value.Value

	// flag records a condition on a struct id, with the place and reason.
	flag func(id int, c SafetyData, where any, why string)
}

func newInferrer(ctx context.Context, m *ir.Module, tt *typeTable, flag func(int, SafetyData, any, string)) *inferrer {
	return &inferrer{
		ctx: ctx, m: m, tt: tt, opaque: m.OpaquePointers(), declaring: !m.OpaquePointers(), ptrBit: tt.dl.PointerSizeInBits(0),
		vals:      newValueIndex(0),
		fields:    make(map[elemRef]int32),
		rets:      make(map[*llir.Func]int32),
		gepResIdx: newValueIndex(0), wrappers: make(map[*llir.Func]bool),
		addrTaken: make(map[*llir.Func]bool), escapes: make(map[*llir.Func]bool),
		directCall: make(map[*llir.Func][]*llir.InstCall), flag: flag,
		slotStores: make(map[*llir.InstAlloca][]value.Value), slotEscapes: make(map[*llir.InstAlloca]bool),
		slotOutArgs: make(map[*llir.InstAlloca][]outArg), outParams: make(map[outArg]int8),
		slotVisit: make(map[*llir.InstAlloca]bool), wrapperSigs: make(map[string]bool),
		indirectOf: make(map[vkey]*indirectCall), summaries: make(map[int32]*callSummary), tbaaIDs: make(map[*metadata.Tuple]int), tbaaFits: make(map[*metadata.Tuple]bool), tagIndex: newValueIndex(0), gepTBAA: newValueIndex(0), tagGEPs: newValueIndex(0), baseTags: newValueIndex(0), udom: make(map[udomKey]int), ushown: make(map[udomKey]int), mayCache: make(map[mayKey]bool),
		badPtrToInt: make(map[*llir.InstPtrToInt]value.User), seenConstGEP: make(map[*constant.ExprGetElementPtr]bool),
		libs: declared(m),
	}
}

// libInfo is what the analysis knows of a declared function.
type libInfo struct {
	kind ir.LibFunc
	clib bool // a function of the C library or POSIX (isCLibrary)
}

// declared classifies the declarations of the module.
func declared(m *ir.Module) map[*llir.Func]libInfo {
	libs := make(map[*llir.Func]libInfo)
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			name := f.Name()
			libs[f] = libInfo{kind: ir.ClassifyName(name), clib: isCLibrary(name)}
		}
	}
	return libs
}

// classify is ir.Classify with the module's declarations classified once.
func (a *inferrer) classify(call value.Value) ir.LibFunc {
	f := ir.CalledFunc(call)
	if f == nil || len(f.Blocks) > 0 {
		return ir.NotLibFunc
	}
	return a.lib(f).kind
}

// lib returns what the analysis knows of function f by its name.
func (a *inferrer) lib(f *llir.Func) libInfo {
	if li, ok := a.libs[f]; ok {
		return li
	}
	// A defined function, or one the module does not list.
	name := f.Name()
	return libInfo{kind: ir.ClassifyName(name), clib: isCLibrary(name)}
}

// args returns the arguments of a call as ir.Args does, in a buffer that
// the next call of args reuses.
func (a *inferrer) args(call value.Value) []value.Value {
	var args []value.Value
	switch c := call.(type) {
	case *llir.InstCall:
		args = c.Args
	case *llir.TermInvoke:
		args = c.Args
	case *llir.TermCallBr:
		args = c.Args
	}
	a.argBuf = a.argBuf[:0]
	for _, x := range args {
		a.argBuf = append(a.argBuf, ir.UnwrapArg(x))
	}
	return a.argBuf
}

// newNode makes a fresh singleton class.
func (a *inferrer) newNode() int32 {
	n := int32(len(a.parent))
	a.parent = append(a.parent, n)
	a.rank = append(a.rank, 0)
	a.data = append(a.data, classData{content: -1})
	a.first = append(a.first, nil)
	if a.declaring {
		a.decl = append(a.decl, nil)
		a.size = append(a.size, 1)
	}
	return n
}

func (a *inferrer) find(n int32) int32 {
	for a.parent[n] != n {
		a.parent[n] = a.parent[a.parent[n]]
		n = a.parent[n]
	}
	return n
}

// cls returns the data of n's class.
func (a *inferrer) cls(n int32) *classData { return &a.data[a.find(n)] }

// isNullish reports whether v is a constant that points nowhere.
func isNullish(v value.Value) bool {
	switch c := v.(type) {
	case *constant.Null, *constant.Undef, *constant.Poison, *constant.ZeroInitializer, *constant.NoneToken:
		return true
	case *constant.Int:
		return c.X != nil && c.X.Sign() == 0
	}
	return false
}

// isPtrType reports whether t is a pointer type.
func isPtrType(t types.Type) bool {
	_, ok := t.(*types.PointerType)
	return ok
}

// ptrLike reports whether v may carry a pointer: a pointer, or an integer
// of pointer width produced by ptrtoint or a load (LLVM moves pointers
// through memory as such integers).
func (a *inferrer) ptrLike(v value.Value) bool {
	if v == nil {
		return false
	}
	t := v.Type()
	if isPtrType(t) {
		return true
	}
	it, ok := t.(*types.IntType)
	if !ok || it.BitSize != a.ptrBit {
		return false
	}
	switch v.(type) {
	case *llir.InstPtrToInt, *constant.ExprPtrToInt, *llir.InstLoad:
		return true
	}
	_, has := a.vals.get(keyOf(v))
	return has
}

// node returns the node of value v, creating it with the evidence v's
// declared type gives; -1 for constants that point nowhere.
func (a *inferrer) node(v value.Value) int32 {
	if v == nil || isNullish(v) {
		return -1
	}
	k := keyOf(v)
	if n, ok := a.vals.get(k); ok {
		return n
	}
	switch c := v.(type) {
	case *constant.ExprBitCast:
		n := a.node(c.From)
		if n >= 0 {
			a.vals.set(k, n)
			a.declareVal(n, c.To)
		}
		return n
	case *constant.ExprAddrSpaceCast:
		n := a.node(c.From)
		if n >= 0 {
			a.vals.set(k, n)
		}
		return n
	case *constant.ExprPtrToInt:
		n := a.node(c.From)
		if n >= 0 {
			a.vals.set(k, n)
		}
		return n
	case *constant.ExprIntToPtr:
		if _, isP2I := c.From.(*constant.ExprPtrToInt); isP2I {
			n := a.node(c.From)
			if n >= 0 {
				a.vals.set(k, n)
			}
			return n
		}
	}
	n := a.newNode()
	a.vals.set(k, n)
	a.first[n] = v
	switch x := v.(type) {
	case *llir.Global:
		a.declareMem(n, x.ContentType)
	case *llir.InstAlloca:
		if a.tt.structID(x.ElemType) >= 0 {
			// Typed once the module's tags are known (typeSlots).
			a.slots = append(a.slots, x)
		} else {
			a.declareMem(n, x.ElemType)
		}
	case *constant.ExprIntToPtr:
		a.data[n].unknown = true
	case *constant.ExprGetElementPtr:
		a.gep(v, n)
	case *llir.InstCall:
		if !a.opaque && isPtrType(x.Typ) {
			// Judged once the allocation wrappers are known
			// (declareCalls).
			if !a.wrappersKnown {
				a.callDecls = append(a.callDecls, x)
				return n
			}
			if a.allocCall(x) {
				return n
			}
		}
	}
	a.declareVal(n, v.Type())
	return n
}

// declareCalls adds the declared types of call results, except those of
// calls to allocation wrappers: a wrapper's return type is a generic
// handle (lua's luaC_newobj returns a GCObject * that every caller
// converts to its own object's type), as malloc's void * is, not a use
// of the memory. Opaque IR has no such type; the callers' uses say what
// the memory is, in both models.
func (a *inferrer) declareCalls() {
	for _, c := range a.callDecls {
		if a.allocCall(c) {
			continue
		}
		if n, ok := a.vals.get(keyOf(c)); ok {
			a.declareVal(n, c.Typ)
		}
	}
	a.callDecls, a.wrappersKnown = nil, true
}

// allocCall reports whether call returns new memory: an allocation
// function of the C library or a wrapper of one.
func (a *inferrer) allocCall(call *llir.InstCall) bool {
	if k := a.classify(call); k.IsAlloc() && k != ir.PosixMemalign {
		return true
	}
	if f := ir.CalledFunc(call); f != nil {
		return a.wrappers[f]
	}
	sig := ir.CallSig(call)
	return sig != nil && a.wrapperSigs[sigKey(sig)]
}

// declareVal records the declared pointee type of the pointers of class n
// (typed IR only; opaque IR has none). A declared type is evidence only
// for a class that nothing else types: what a pointer points to is
// inferred from its uses in both models, and typed IR's declarations
// (a local variable's, a parameter's, a call's or a field's pointee type)
// say what the compiler was told, not what the memory is: lua declares
// the result of its allocator GCObject * and uses it as a GCUnion of the
// object's own type. applyDeclared gives the classes left without
// evidence their declared types, so that a pointer no instruction uses
// as anything (passed on to external code, stored into a field nothing
// reads) keeps the type typed IR gives it.
func (a *inferrer) declareVal(n int32, t types.Type) {
	if a.opaque {
		return
	}
	pt, ok := t.(*types.PointerType)
	if !ok {
		return
	}
	if id := a.tt.structID(pt.ElemType); id >= 0 {
		r := a.find(n)
		if a.declaring {
			a.decl[r] = appendUnique(a.decl[r], id)
		} else if !a.data[r].evidence() {
			a.addType(r, id)
			a.data[r].declared = true
		}
		return
	}
	a.declareContent(n, pt.ElemType)
}

// declareMem records that the pointers of class n point to an object of
// type t (a global variable's or a stack slot's): a structure (or an array
// of them) is evidence; a pointer type declares what the stored pointers
// point to.
func (a *inferrer) declareMem(n int32, t types.Type) {
	if id := a.tt.structID(t); id >= 0 {
		a.addType(n, id)
		return
	}
	a.declareContent(n, t)
}

// typeSlots gives each stack slot of a structure type its type: the
// structure the struct-path tags of the accesses through it name, when
// that one has the same layout as the slot's and the slot's own is one
// the program accesses elsewhere (a TBAA type node names it), but never
// through this slot. llvm-link 19 gives the slot of one C type the name
// of another identical to it under opaque pointers: sqlite3's WalHashLoc
// sLoc is an IdxColumn there, and its aPgno field, an IdxColumn's zColl,
// would hold every char pointer of the program. The tags say what the
// memory is, as typed IR's type does, and so which fields' contents its
// loads and stores reach. A slot of a structure the program never
// accesses as such keeps its type, and the tags' structure joins it
// (noteBaseTag): C code that declares an A and uses it as a B of the
// same layout (fixture zerotag.c) has both.
func (a *inferrer) typeSlots() {
	if len(a.slots) == 0 {
		return
	}
	named := make(map[int]bool)
	for _, id := range a.tbaaIDs {
		if id >= 0 {
			named[id] = true
		}
	}
	for _, x := range a.slots {
		n, ok := a.vals.get(keyOf(x))
		if !ok {
			continue
		}
		t := a.tt.structID(x.ElemType)
		if s, ok := a.tagsOf(x); ok && s >= 0 && s != t && named[t] && a.tt.sameLayout(t, s, 0) {
			if a.renamedSlots == nil {
				a.renamedSlots = make(map[*llir.InstAlloca]int)
			}
			a.renamedSlots[x] = s
			t = s
		}
		a.addType(n, t)
	}
	a.slots = nil
}

// declareContent declares, when t is a pointer (or an array of them), the
// pointee of the pointers stored in the memory class n points to.
func (a *inferrer) declareContent(n int32, t types.Type) {
	for depth := 0; depth < 8; depth++ {
		at, ok := t.(*types.ArrayType)
		if !ok {
			break
		}
		t = at.ElemType
	}
	if pt, ok := t.(*types.PointerType); ok && !a.opaque {
		if _, isI8 := pt.ElemType.(*types.IntType); isI8 {
			return
		}
		if _, isFn := pt.ElemType.(*types.FuncType); isFn {
			return
		}
		if a.declaring {
			// Judged when the classes are final (applyDeclared).
			a.contentDecls = append(a.contentDecls, contentDecl{n, pt})
			return
		}
		a.declareVal(a.content(n), pt)
	}
}

// contentDecl is a pointer type declared for the pointers stored in the
// memory that class ptr points to (declareContent).
type contentDecl struct {
	ptr int32
	t   *types.PointerType
}

// applyDeclared ends the collection of declared types: every class without
// evidence takes the types declared for its pointers. It reports whether
// any class did.
func (a *inferrer) applyDeclared() bool {
	if !a.declaring {
		return false
	}
	// What a memory's pointers point to, declared by a cast to T ** or
	// a slot's, field's or variable's type, is declared for the content
	// of the memory's class, unless that class holds several structures
	// none of which is the dominant one: such memory is generic (a
	// void * handle merged with every object), and the cast says what
	// one object holds, not the class (libpng's png_set_quantize hash
	// table, a png_dsortpp from png_calloc freed through the generic
	// class, made png_dsort_struct the type of every pointer loaded
	// from it; opaque IR has no such declaration; fixture hashcast.c).
	// (A T *** declares a content's content: the list grows.)
	for i := 0; i < len(a.contentDecls); i++ {
		cd := a.contentDecls[i]
		d := &a.data[a.find(cd.ptr)]
		if len(d.types) > 1 {
			if _, ok := a.tt.dominant(d.types); !ok {
				continue
			}
		}
		a.declareVal(a.content(cd.ptr), cd.t)
	}
	a.contentDecls = nil
	changed := false
	dead := a.deadNodes()
	var typed map[int32]bool
	for n, ids := range a.decl {
		if len(ids) == 0 || a.parent[n] != int32(n) || a.data[n].evidence() || dead[int32(n)] == a.size[n] {
			continue
		}
		for _, id := range ids {
			a.addType(int32(n), id)
		}
		a.data[n].declared = true
		if typed == nil {
			typed = make(map[int32]bool)
		}
		typed[int32(n)] = true
		changed = true
	}
	// A constant byte offset by whole objects from a base typed only by
	// its declaration, still waiting for evidence, is no step over an
	// array of the declared type: C reaches what follows a header so,
	// `(char *)memp + sizeof(pcre2_memctl)` (pcre2's list after the
	// memctl header its allocator writes), and opaque IR, where nothing
	// types the base, leaves the result a class of its own; so does
	// typed IR (fixture pasthdr.c). Nor does a variable offset from
	// such a base reach inside the declared object, as opaque IR says
	// nothing of it (pcre2's end_nests, a nest_save * bound moved down
	// by `size % sizeof(nest_save)` bytes and only compared; fixture
	// declstep.c). A constant offset inside the object is its field's,
	// as the declaration says.
	for _, bg := range a.byteGEPs {
		if bg.done || !typed[a.find(bg.base)] {
			continue
		}
		c, isConst := ir.ConstInt(bg.index)
		if !isConst {
			bg.done = true
			continue
		}
		if c*bg.scale == 0 {
			continue
		}
		past := true
		for _, id := range a.data[a.find(bg.base)].types {
			if size := int64(a.tt.infos[id].Size); size <= 0 || (c*bg.scale)%size != 0 {
				past = false
			}
		}
		if past {
			bg.done = true
		}
	}
	a.decl, a.declaring = nil, false
	return changed
}

// deadNodes counts, per class about to take its declared types, its
// nodes that stand for a dead parameter: one that no instruction uses,
// or (-O0) that only goes to its stack slot, which nothing else uses and
// whose loads nothing uses (`(void)p`). A class of such nodes only
// takes no declared type: nothing flows through it, and the declaration
// says what the callers were told (opaque IR has none).
func (a *inferrer) deadNodes() map[int32]int32 {
	count := make(map[int32]int32)
	for _, f := range a.m.Funcs {
		var cands []*llir.Param
		for _, p := range f.Params {
			if n, ok := a.vals.get(keyOf(p)); ok {
				// A dead parameter's class holds it, its slot's
				// content and that slot's loads (`(void)p`): a few
				// nodes at most.
				if r := a.find(n); len(a.decl[r]) > 0 && !a.data[r].evidence() && a.size[r] <= 8 {
					cands = append(cands, p)
				}
			}
		}
		if len(cands) == 0 {
			continue
		}
		// A parameter's uses: none, or one store to a slot whose
		// other uses are loads nothing uses (three walks: the
		// slots, their loads, the other uses).
		slotOf := make(map[*llir.InstAlloca]*llir.Param)
		loads := make(map[*llir.InstLoad]*llir.Param)
		live := make(map[*llir.Param]bool)
		isCand := func(v value.Value) (*llir.Param, bool) {
			p, ok := v.(*llir.Param)
			if !ok {
				return nil, false
			}
			for _, c := range cands {
				if c == p {
					return p, true
				}
			}
			return nil, false
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if st, ok := inst.(*llir.InstStore); ok {
					if p, ok := isCand(st.Src); ok {
						if slot, isSlot := st.Dst.(*llir.InstAlloca); isSlot && slotOf[slot] == nil {
							slotOf[slot] = p
						} else {
							live[p] = true
						}
					}
				}
			}
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if ld, ok := inst.(*llir.InstLoad); ok {
					if slot, isSlot := ld.Src.(*llir.InstAlloca); isSlot && slotOf[slot] != nil {
						loads[ld] = slotOf[slot]
					}
				}
			}
		}
		use := func(v value.Value) {
			if p, ok := isCand(v); ok {
				live[p] = true
			}
			if slot, ok := v.(*llir.InstAlloca); ok && slotOf[slot] != nil {
				live[slotOf[slot]] = true
			}
			if ld, ok := v.(*llir.InstLoad); ok && loads[ld] != nil {
				live[loads[ld]] = true
			}
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if st, ok := inst.(*llir.InstStore); ok {
					if slot, isSlot := st.Dst.(*llir.InstAlloca); isSlot && slotOf[slot] != nil && st.Src == slotOf[slot] {
						continue // the parameter's own store
					}
				}
				if ld, ok := inst.(*llir.InstLoad); ok && loads[ld] != nil {
					continue
				}
				if u, ok := inst.(value.User); ok {
					forOperands(u, use)
				}
			}
			if t, ok := b.Term.(value.User); ok {
				forOperands(t, use)
			}
		}
		for _, p := range cands {
			if live[p] {
				continue
			}
			n, _ := a.vals.get(keyOf(p))
			count[a.find(n)]++
		}
		for slot, p := range slotOf {
			if live[p] {
				continue
			}
			if n, ok := a.vals.get(keyOf(slot)); ok {
				if c := a.data[a.find(n)].content; c >= 0 {
					count[a.find(c)]++
				}
			}
		}
		for ld, p := range loads {
			if live[p] {
				continue
			}
			if n, ok := a.vals.get(keyOf(ld)); ok {
				count[a.find(n)]++
			}
		}
	}
	return count
}

func (a *inferrer) addType(n int32, id int) {
	d := a.cls(n)
	d.domKnown = false
	d.declared = false
	for _, t := range d.types {
		if t == id {
			return
		}
	}
	d.types = append(d.types, id)
}

func (a *inferrer) addElem(n int32, e elemRef) {
	d := a.cls(n)
	d.declared = false
	for _, x := range d.elems {
		if x == e {
			return
		}
	}
	d.elems = append(d.elems, e)
}

// content returns the class of the pointers stored in the memory class n
// points to, creating it.
func (a *inferrer) content(n int32) int32 {
	r := a.find(n)
	if c := a.data[r].content; c >= 0 {
		return c
	}
	c := a.newNode()
	a.data[a.find(n)].content = c
	return c
}

// fieldNode returns the class of the pointers stored in field e of any
// object (field-based, as the typed IR's field type is).
func (a *inferrer) fieldNode(e elemRef) int32 {
	if n, ok := a.fields[e]; ok {
		return n
	}
	n := a.newNode()
	a.fields[e] = n
	ti := a.tt.infos[e.typ]
	if e.field < len(ti.Type.Fields) {
		ft := ti.Type.Fields[e.field]
		for depth := 0; depth < 8; depth++ {
			at, ok := ft.(*types.ArrayType)
			if !ok {
				break
			}
			ft = at.ElemType
		}
		a.declareVal(n, ft)
	}
	return n
}

// union merges the classes of x and y (and, recursively, their contents).
// It returns whether anything changed.
func (a *inferrer) union(x, y int32) bool {
	if x < 0 || y < 0 {
		return false
	}
	changed := false
	work := [][2]int32{{x, y}}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		rx, ry := a.find(p[0]), a.find(p[1])
		if rx == ry {
			continue
		}
		changed = true
		if a.rank[rx] < a.rank[ry] {
			rx, ry = ry, rx
		}
		a.parent[ry] = rx
		if a.rank[rx] == a.rank[ry] {
			a.rank[rx]++
		}
		dx, dy := &a.data[rx], &a.data[ry]
		// Declared only when every type of the union is a declared one.
		declared := (dx.declared || !dx.evidence()) && (dy.declared || !dy.evidence()) && (dx.declared || dy.declared)
		for _, t := range dy.types {
			dx.types = appendUnique(dx.types, t)
		}
		for _, e := range dy.elems {
			found := false
			for _, f := range dx.elems {
				if f == e {
					found = true
					break
				}
			}
			if !found {
				dx.elems = append(dx.elems, e)
			}
		}
		if a.declaring {
			a.size[rx] += a.size[ry]
		}
		if a.declaring && len(a.decl[ry]) > 0 {
			for _, t := range a.decl[ry] {
				a.decl[rx] = appendUnique(a.decl[rx], t)
			}
			a.decl[ry] = nil
		}
		dx.domKnown = false
		dx.declared = declared
		dx.unknown = dx.unknown || dy.unknown
		dx.alloc = dx.alloc || dy.alloc
		if a.first[rx] == nil {
			a.first[rx] = a.first[ry]
		}
		a.first[ry] = nil
		switch {
		case dx.content < 0:
			dx.content = dy.content
		case dy.content >= 0:
			work = append(work, [2]int32{dx.content, dy.content})
		}
		*dy = classData{content: -1}
	}
	return changed
}

// evidence reports whether class d says anything about aggregates.
func (d *classData) evidence() bool { return len(d.types) > 0 || len(d.elems) > 0 }

// fieldStruct returns the id of the struct field e holds by value, or -1.
func (a *inferrer) fieldStruct(e elemRef) int {
	st := a.tt.infos[e.typ].Type
	if e.field >= len(st.Fields) {
		return -1
	}
	return a.tt.structID(st.Fields[e.field])
}

// mergeEvent is a place where the program merges two pointers: a store,
// a PHI or select, a call. It is judged on the final classes (see
// mergeConditions), so that the answer does not depend on the order in
// which evidence arrived.
type mergeEvent struct {
	x     int32
	kind  SafetyData
	where any
	fn    *llir.Func
	why   string
}

// merge unifies x and y where the program merges two pointers, recording
// the event.
func (a *inferrer) merge(x, y int32, c SafetyData, where any, why string) bool {
	if x < 0 || y < 0 {
		return false
	}
	a.events = append(a.events, mergeEvent{x: x, kind: c, where: where, fn: a.cur, why: why})
	return a.union(x, y)
}

// sigKey is a function type with pointer types erased, for matching
// indirect calls with address-taken functions the same way under typed and
// opaque pointers.
func sigKey(ft *types.FuncType) string {
	if ft == nil {
		return ""
	}
	var b strings.Builder
	erase := func(t types.Type) {
		if isPtrType(t) {
			b.WriteString("ptr")
		} else {
			b.WriteString(t.String())
		}
	}
	erase(ft.RetType)
	b.WriteByte('(')
	for i, p := range ft.Params {
		if i > 0 {
			b.WriteByte(',')
		}
		erase(p)
	}
	if ft.Variadic {
		b.WriteString(",...")
	}
	b.WriteByte(')')
	return b.String()
}

func (a *inferrer) retNode(f *llir.Func) int32 {
	if n, ok := a.rets[f]; ok {
		return n
	}
	n := a.newNode()
	a.rets[f] = n
	if f.Sig != nil {
		a.declareVal(n, f.Sig.RetType)
	}
	return n
}

// scanModule finds address-taken functions, those whose address goes
// to code outside the module, and those called directly. It scans
// operands itself because call arguments with attributes are wrapped
// (*llir.Arg).
func (a *inferrer) scanModule() {
	var fromConst func(c value.Value, depth int)
	fromConst = func(c value.Value, depth int) {
		if depth > 16 {
			return
		}
		switch x := ir.UnwrapArg(c).(type) {
		case *llir.Func:
			a.addrTaken[x] = true
		case constant.Constant:
			for _, op := range ir.ConstOperands(x) {
				fromConst(op, depth+1)
			}
		}
	}
	for _, g := range a.m.Globals {
		if g.Init != nil {
			fromConst(g.Init, 0)
		}
	}
	for _, f := range a.m.Funcs {
		if a.ctx.Err() != nil {
			return
		}
		a.cur = f
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			// Sweep 1 (evidence and identities) and the part of sweep 2
			// that does not depend on the allocation wrappers share
			// this walk; calls and returns wait for the wrappers.
			a.sweep1(inst)
			if g, isGEP := inst.(*llir.InstGetElementPtr); isGEP {
				a.noteSlotGEP(g)
			}
			switch inst.(type) {
			case *llir.InstCall, *llir.TermInvoke, *llir.TermCallBr, *llir.TermRet:
				a.deferred = append(a.deferred, deferredInst{f, inst})
			default:
				a.sweep2(f, inst)
			}
			var call value.Value
			switch c := inst.(type) {
			case *llir.InstCall:
				call = c
			case *llir.TermInvoke:
				call = c
			case *llir.TermCallBr:
				call = c
			}
			if call != nil {
				callee := ir.Callee(call)
				a.exprOperand(callee)
				cf := ir.CalledFunc(call)
				if cf != nil {
					c, _ := call.(*llir.InstCall)
					a.directCall[cf] = append(a.directCall[cf], c)
				} else {
					fromConst(callee, 0)
				}
				external := cf == nil || len(cf.Blocks) == 0
				noEffect := a.classify(call) == ir.NoEffectIntrinsic
				for i, arg := range a.args(call) {
					a.exprOperand(arg)
					if slot, ok := arg.(*llir.InstAlloca); ok && !noEffect {
						if cf != nil && len(cf.Blocks) > 0 && i < len(cf.Params) {
							// Maybe an out-parameter: see allocSource.
							a.slotOutArgs[slot] = append(a.slotOutArgs[slot], outArg{cf, i})
						} else {
							a.slotEscapes[slot] = true
						}
					}
					if af, ok := ir.StripPointerCasts(arg).(*llir.Func); ok {
						a.addrTaken[af] = true
						if external && a.lib(af).kind == ir.NotLibFunc {
							a.escapes[af] = true
						}
					} else if _, isConst := arg.(constant.Constant); isConst {
						fromConst(arg, 0)
					}
				}
				return
			}
			switch x := inst.(type) {
			case *llir.InstStore:
				a.exprOperand(x.Src)
				a.exprOperand(x.Dst)
				if slot, ok := x.Dst.(*llir.InstAlloca); ok {
					a.slotStores[slot] = append(a.slotStores[slot], x.Src)
				}
				if slot, ok := x.Src.(*llir.InstAlloca); ok {
					a.slotEscapes[slot] = true
				}
				if _, isConst := x.Src.(constant.Constant); isConst {
					fromConst(x.Src, 0)
				}
				return
			case *llir.InstLoad:
				a.exprOperand(x.Src)
				return
			}
			allowed := false
			switch inst.(type) {
			case *llir.InstICmp, *llir.InstSub, *llir.InstIntToPtr, *llir.InstPhi,
				*llir.InstSelect, *llir.TermRet, *llir.InstFreeze:
				allowed = true
			}
			_, isCmp := inst.(*llir.InstICmp)
			forOperands(inst, func(op value.Value) {
				if isCmp {
					// A constant cast that only makes the two sides of
					// a comparison one type (clang 14's end pointer of
					// a loop over a global array, `bitcast (double*
					// getelementptr (@world, 0, 2) to %struct.particle*)`)
					// says nothing of the memory: opaque IR has no cast.
					op = stripConstBitCasts(op)
				}
				a.exprOperand(op)
				switch o := op.(type) {
				case *llir.InstAlloca:
					a.slotEscapes[o] = true
				case *llir.InstPtrToInt:
					if !allowed {
						if _, seen := a.badPtrToInt[o]; !seen {
							a.badPtrToInt[o] = inst
						}
					}
				case *llir.Func:
					a.addrTaken[o] = true
				case *constant.ExprBitCast, *constant.ExprGetElementPtr, *constant.ExprPtrToInt,
					*constant.ExprAddrSpaceCast, *constant.ExprSelect, *constant.Struct, *constant.Array:
					fromConst(op, 0)
				}
			})
		})
	}
}

// isEntry reports whether f may be called from outside the module with
// arguments the analysis never sees: an exported function that nothing in
// the module calls, or whose address escapes to external code.
func (a *inferrer) isEntry(f *llir.Func) bool {
	if a.escapes[f] {
		return true
	}
	if ir.GlobalName(f.GlobalIdent) == "main" { // Name allocates an error for most names
		return false
	}
	switch f.Linkage {
	case enum.LinkageInternal, enum.LinkagePrivate:
		return false
	}
	return len(a.directCall[f]) == 0 && !a.addrTaken[f]
}

// findWrappers marks user-defined allocation functions: defined functions
// whose every returned value (through casts, PHIs and selects, ignoring
// null) is the result of an allocation call or of another wrapper.
func (a *inferrer) findWrappers() {
	for changed, round := true, 0; changed && round < 16; round++ {
		changed = false
		for _, f := range a.m.Funcs {
			if len(f.Blocks) == 0 || a.wrappers[f] || f.Sig == nil || !isPtrType(f.Sig.RetType) {
				continue
			}
			ok, any := true, false
			for _, b := range f.Blocks {
				r, isRet := b.Term.(*llir.TermRet)
				if !isRet || r.X == nil {
					continue
				}
				if !a.allocSource(r.X, 0) {
					ok = false
					break
				}
				any = true
			}
			if ok && any {
				a.wrappers[f] = true
				changed = true
			}
		}
		// Calls through a pointer whose possible targets (the
		// address-taken functions of the signature) all allocate are
		// allocations too (sqlite3's configurable xMalloc).
		all := make(map[string]bool)
		for f := range a.addrTaken {
			if len(f.Blocks) == 0 || f.Sig == nil {
				continue
			}
			k := sigKey(f.Sig)
			w, seen := all[k]
			all[k] = a.wrappers[f] && (w || !seen)
		}
		for k, w := range all {
			if w && !a.wrapperSigs[k] {
				a.wrapperSigs[k] = true
				changed = true
			}
		}
		// Out-parameter verdicts depend on the wrappers found so far.
		for k, v := range a.outParams {
			if v != 1 {
				delete(a.outParams, k)
			}
		}
	}
}

// outArg is a call argument position of a defined function.
type outArg struct {
	f *llir.Func
	i int
}

// outParamAlloc reports whether function o.f stores only allocation
// results (or null) through its parameter o.i: a slot passed there is an
// out-parameter of an allocator (`void alloc(int n, void **pp)`).
func (a *inferrer) outParamAlloc(o outArg, depth int) bool {
	switch a.outParams[o] {
	case 1, 2:
		return true // decided, or being decided (a cycle adds nothing)
	case -1:
		return false
	}
	a.outParams[o] = 2
	p := value.Value(o.f.Params[o.i])
	aliases := map[value.Value]bool{p: true}
	// At -O0 the parameter goes through its own slot.
	for _, b := range o.f.Blocks {
		for _, inst := range b.Insts {
			if st, ok := inst.(*llir.InstStore); ok && st.Src == p {
				if slot, isSlot := st.Dst.(*llir.InstAlloca); isSlot {
					for _, b2 := range o.f.Blocks {
						for _, i2 := range b2.Insts {
							if ld, isLoad := i2.(*llir.InstLoad); isLoad && ld.Src == slot {
								aliases[ld] = true
							}
						}
					}
				}
			}
		}
	}
	ok, any := true, false
	for _, b := range o.f.Blocks {
		for _, inst := range b.Insts {
			st, isStore := inst.(*llir.InstStore)
			if !isStore || !aliases[st.Dst] {
				continue
			}
			any = true
			if !a.allocSource(st.Src, depth+1) {
				ok = false
			}
		}
	}
	if ok && any {
		a.outParams[o] = 1
		return true
	}
	a.outParams[o] = -1
	return false
}

func (a *inferrer) allocSource(v value.Value, depth int) bool {
	if depth > 16 {
		return false
	}
	if isNullish(v) {
		return true
	}
	switch x := v.(type) {
	case *llir.InstBitCast:
		return a.allocSource(x.From, depth+1)
	case *llir.InstAddrSpaceCast:
		return a.allocSource(x.From, depth+1)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc.X != v && !a.allocSource(inc.X, depth+1) {
				return false
			}
		}
		return true
	case *llir.InstSelect:
		return a.allocSource(x.ValueTrue, depth+1) && a.allocSource(x.ValueFalse, depth+1)
	case *llir.InstLoad:
		// -O0: the result was stored to a local slot and loaded back.
		slot, ok := x.Src.(*llir.InstAlloca)
		if !ok {
			return false
		}
		if a.slotEscapes[slot] {
			return false
		}
		if a.slotVisit[slot] {
			return true // a cycle through the slot (p = p + 1) adds nothing
		}
		a.slotVisit[slot] = true
		defer delete(a.slotVisit, slot)
		stores := a.slotStores[slot]
		for _, st := range stores {
			if !a.allocSource(st, depth+1) {
				return false
			}
		}
		outs := a.slotOutArgs[slot]
		for _, o := range outs {
			if !a.outParamAlloc(o, depth+1) {
				return false
			}
		}
		seen := len(stores)+len(outs) > 0
		return seen
	case *llir.InstGetElementPtr:
		// An address inside the allocation (past a size header).
		return a.allocSource(x.Src, depth+1)
	case *llir.InstCall:
		return a.allocCall(x)
	}
	return false
}

// run builds the classes of the whole module.
func (a *inferrer) run() error {
	n := len(a.m.Globals)
	for _, f := range a.m.Funcs {
		n += len(f.Params)
		for _, b := range f.Blocks {
			n += len(b.Insts)
		}
	}
	n = n * 2 / 3 // about two values in three need a node (sqlite3: 202k of 313k)
	a.vals = newValueIndex(n)
	a.parent = make([]int32, 0, n)
	if a.declaring {
		a.decl = make([][]int, 0, n)
		a.size = make([]int32, 0, n)
	}
	a.rank = make([]uint8, 0, n)
	a.data = make([]classData, 0, n)
	a.first = make([]value.Value, 0, n)
	a.events = make([]mergeEvent, 0, n/4) // sqlite3: 25,000 to 45,000 merges
	// The lists the module scan appends to most, sized in advance: grown
	// by append, they allocated four to five times their final size
	// (sqlite3 clang 14 -O0: 3.9 MB for memops' 0.7). Loads and stores of
	// pointers are 0.12 to 0.37 of the values on the corpus, calls and
	// returns 0.03 to 0.10.
	a.memops = make([]memop, 0, n/2)
	a.deferred = make([]deferredInst, 0, n/6)
	for _, g := range a.m.Globals {
		n := a.node(g)
		if g.Init != nil {
			a.initFlows(n, g.ContentType, g.Init, 0)
		}
		a.globalDebugEvidence(g, n)
	}
	// Sweep 1, evidence and identities (casts, array steps, field
	// addresses), runs within the module scan.
	a.scanModule()
	if err := a.ctx.Err(); err != nil {
		return err
	}
	a.typeSlots()
	a.resolveHeads()
	a.sortStores()
	a.findWrappers()
	a.declareCalls()
	for _, f := range a.m.Funcs {
		if err := a.ctx.Err(); err != nil {
			return err
		}
		a.cur = f
		a.debugInfoEvidence(f)
		entry := a.isEntry(f)
		for _, p := range f.Params {
			n := a.node(p)
			if n < 0 {
				continue
			}
			if entry {
				a.cls(n).unknown = true
			}
			// A byval parameter points to the callee's own copy of
			// the structure its attribute names, whose type defines
			// that memory as a stack slot's does, in either model
			// (opaque IR keeps the type in the attribute).
			for _, at := range p.Attrs {
				if bv, ok := at.(llir.Byval); ok && bv.Typ != nil {
					a.declareMem(n, bv.Typ)
				}
			}
		}
	}
	// Sweep 2, for calls and returns: merges through calls.
	for i, d := range a.deferred {
		if i%4096 == 0 {
			if err := a.ctx.Err(); err != nil {
				return err
			}
		}
		a.cur = d.f
		a.sweep2(d.f, d.inst)
	}
	a.deferred = nil
	a.cur = nil
	a.resolveHeads()
	if err := a.fixpoint(); err != nil {
		return err
	}
	if a.applyDeclared() {
		if err := a.fixpoint(); err != nil {
			return err
		}
	}
	if a.resolveFolded() {
		if err := a.fixpoint(); err != nil {
			return err
		}
	}
	// The array getelementptrs whose base never got a type index an
	// array of their own: the same object.
	fallback := a.arrayGEPsFallback()
	fallback = a.byteGEPsFallback() || fallback
	if a.resolveStrides(true) || fallback {
		if err := a.fixpoint(); err != nil {
			return err
		}
	}
	a.unknownFirst()
	a.judgeGuesses()
	return nil
}

// domGuess is a byte offset resolved on the dominant type its base's
// class had then (unionLoadGuess).
type domGuess struct {
	gep  value.Value
	base int32
	dom  int
}

// unionLoadGuess reports whether nothing but its class's dominant type
// says what byte offset bg reaches: no tag on the access, none on the
// other accesses from its base, no variable, and a base read through a
// union member (clang tags the load "omnipotent char"), which may hold
// any of the union's types: lua's TValue holds a GCObject * that points
// to a closure, a table, a userdata... whose class, until the fixed
// point merges the others into it, may hold one of them only.
func (a *inferrer) unionLoadGuess(bg *byteGEP) bool {
	if _, ok := a.gepTBAA.get(keyOf(bg.gep)); ok {
		return false
	}
	g, isInst := bg.gep.(*llir.InstGetElementPtr)
	if !isInst || a.varStruct(bg.gep) >= 0 {
		return false
	}
	if _, ok := a.tagsOf(g.Src); ok {
		return false
	}
	l, isLoad := stripBitCasts(g.Src).(*llir.InstLoad)
	return isLoad && a.charTagged(l)
}

// charTagged reports whether load l carries the scalar TBAA tag
// "omnipotent char": clang's tag for an access through a union member.
func (a *inferrer) charTagged(l *llir.InstLoad) bool {
	tag, _ := a.tbaaTag(l.Metadata)
	if tag == nil || len(tag.Fields) < 3 || tag.Fields[0] != tag.Fields[1] {
		return false
	}
	n, ok := tag.Fields[0].(*metadata.Tuple)
	if !ok || len(n.Fields) == 0 {
		return false
	}
	name, ok := n.Fields[0].(*metadata.String)
	return ok && name.Value == "omnipotent char"
}

// judgeGuesses judges the guesses on the final classes: a byte offset
// resolved on a dominant type its base's class no longer has (the fixed
// point merged other types into it) said nothing of the field it
// reaches, and the accesses through it are not counted or checked, as
// on a pointer to several types (resolveByteGEPs); AmbiguousGEP, as
// there.
func (a *inferrer) judgeGuesses() {
	for _, g := range a.guesses {
		r := a.find(g.base)
		if a.dominantOf(&a.data[r]) == g.dom || a.domBesidesUnions(r) == g.dom {
			continue
		}
		if a.stale == nil {
			a.stale = make(map[vkey]bool)
		}
		a.stale[keyOf(g.gep)] = true
		a.setGEPRes(keyOf(g.gep), gepResult{kind: gepAmbiguous, base: g.base})
	}
	a.guesses = nil
}

// unknownFirst makes the address of a field at offset 0 (a getelementptr
// whose indices are all zero) of an object of unknown origin of unknown
// origin too: opaque IR folds it into the object's pointer, which is
// (pcre2_serialize_encode's `gcontext != NULL ? &gcontext->memctl :
// &default.memctl`, gcontext a parameter of an exported function: the
// select mixes a pointer of unknown origin with a typed one in both
// models). It runs when the classes are final.
func (a *inferrer) unknownFirst() {
	// Until nothing changes: a field's address may be another's base.
	for changed := true; changed; {
		changed = false
		for _, p := range a.zeroGEPs {
			if a.cls(p[0]).unknown && !a.cls(p[1]).unknown {
				a.cls(p[1]).unknown, changed = true, true
			}
		}
	}
	a.zeroGEPs = nil
}

// setGEPRes records (or replaces) what getelementptr k was understood as.
func (a *inferrer) setGEPRes(k vkey, r gepResult) {
	if i, ok := a.gepResIdx.get(k); ok {
		a.gepResv[i] = r
		return
	}
	a.gepResIdx.set(k, int32(len(a.gepResv)))
	a.gepResv = append(a.gepResv, r)
}

// gepResOf returns what setGEPRes recorded for getelementptr k.
func (a *inferrer) gepResOf(k vkey) (gepResult, bool) {
	i, ok := a.gepResIdx.get(k)
	if !ok {
		return gepResult{}, false
	}
	return a.gepResv[i], true
}

// fixpoint runs the steps that need evidence until nothing changes.
func (a *inferrer) fixpoint() error {
	for round := 0; round < 64; round++ {
		if err := a.ctx.Err(); err != nil {
			return err
		}
		// The steps that only add evidence first; the ones that merge
		// classes on the strength of a dominant type (offset-0 pointer
		// fields, call-site agreement) only when nothing else changes,
		// so that they see the most evidence.
		changed := a.resolveSteps()
		changed = a.resolveByteGEPs() || changed
		changed = a.resolveArrayGEPs() || changed
		changed = a.resolveStrides(false) || changed
		changed = a.resolveLinks(false) || changed
		changed = a.resolveIndirect() || changed
		changed = a.resolveTagFirsts(false) || changed
		changed = a.resolveStores(false) || changed
		if !changed {
			changed = a.resolveTagFirsts(true)
		}
		if !changed {
			changed = a.resolveStores(true)
		}
		if !changed {
			changed = a.resolveFirstOps(false)
		}
		if !changed {
			changed = a.resolveMemops()
		}
		if !changed {
			changed = a.resolveLinks(true)
		}
		if !changed {
			changed = a.resolveFirstOps(true)
		}
		if !changed && a.diffsWait && !a.diffsDue {
			// The offsets by pointer differences still waiting for
			// evidence are resolved without it.
			a.diffsDue, changed = true, true
		}
		if !changed {
			break
		}
	}
	return nil
}

// arrayGEP is a getelementptr indexing an array type of scalars or
// pointers (`getelementptr [16 x i32], ptr %p, i64 0, i64 %i`) whose base
// may turn out to point to a structure: clang 19 folds the address of a
// structure's first field into the structure's address, so `s->a[i]`, with
// the array a at offset 0, indexes the array from the structure pointer
// where typed IR first takes the field's address.
type arrayGEP struct {
	gep       value.Value
	elem      types.Type
	base, res int32
	done      bool
}

// resolveArrayGEPs maps each pending array getelementptr whose base has
// evidence: when the base points to structures, of which exactly one field
// at offset 0 (descending into nested structures) is the indexed array,
// the result points into that field, as in typed IR; otherwise it is the
// same object as its base.
func (a *inferrer) resolveArrayGEPs() bool {
	changed := false
	// The fixed point runs this often: keep only the pending entries
	// (in order, compacted in place: no allocation per round; those
	// added meanwhile wait for the next round).
	n := len(a.arrayGEPs)
	pending := a.arrayGEPs[:0]
	defer func() { a.arrayGEPs = append(pending, a.arrayGEPs[n:]...) }()
	for _, ag := range a.arrayGEPs[:n] {
		if ag.done {
			continue
		}
		d := a.cls(ag.base)
		if !d.evidence() {
			pending = append(pending, ag)
			continue
		}
		ag.done = true
		changed = true
		var found []elemRef
		for _, t := range d.types {
			if e, ok := a.arrayAt0(t, ag.elem); ok && !containsElem(found, e) {
				found = append(found, e)
			}
		}
		if len(found) != 1 {
			if !a.arrayInStruct(ag, d) {
				a.union(ag.res, ag.base)
			}
			continue
		}
		e := found[0]
		a.addElem(ag.res, e)
		if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			a.union(a.content(ag.res), a.fieldNode(e))
		}
	}
	return changed
}

// arrayInStruct resolves array getelementptr ag as a byte offset into
// the structure its base class points to, when the class has a dominant
// structure S and the getelementptr's constant offset is not a multiple
// of S's size: a stack array of scalars the code uses as a structure
// (pcre2's local_workspace, an int array used as an RWS_anchor), whose
// fields LLVM 14's instcombine addresses as array elements
// (`getelementptr [7680 x i32], %ws, 0, 2` for &rws->size) where LLVM
// 19's writes a byte offset. It reports whether it did.
func (a *inferrer) arrayInStruct(ag *arrayGEP, d *classData) bool {
	dom := a.dominantOf(d)
	if dom < 0 || ag.gep == nil {
		return false
	}
	size := int64(a.tt.infos[dom].Size)
	_, _, indices, ok := ir.GEPIndices(ag.gep)
	if !ok || size <= 0 {
		return false
	}
	off, t := int64(0), ag.elem
	for i, x := range indices {
		n, isConst := ir.ConstInt(x)
		if !isConst {
			return false
		}
		if i > 0 {
			at, ok := t.(*types.ArrayType)
			if !ok {
				return false
			}
			t = at.ElemType
		}
		off += n * int64(a.tt.sizeOf(t))
	}
	if off%size == 0 {
		return false
	}
	a.resolveOffset(&byteGEP{gep: ag.gep, base: ag.base, res: ag.res, index: constant.NewInt(types.I64, off), scale: 1}, dom)
	return true
}

// arrayGEPsFallback makes the array getelementptrs still pending the same
// object as their base; it reports whether there were any.
func (a *inferrer) arrayGEPsFallback() bool {
	any := false
	for _, ag := range a.arrayGEPs {
		if !ag.done {
			ag.done = true
			any = true
			a.union(ag.res, ag.base)
		}
	}
	return any
}

// byteGEPsFallback makes the byte offsets still pending on a global
// variable whose type is an array of scalars or pointers, by whole
// elements inside it, the same object as their base, as
// arrayGEPsFallback does for typed IR's getelementptrs into the array:
// the global's type says what lies there (pcre2grep's
// match_data_pair[1], whose element typed IR addresses by
// `getelementptr [2 x T*], @match_data_pair, 0, 1` and opaque IR by a
// byte offset). Only offsets whose base and result carry no evidence
// (nothing else says what they point to); stack arrays are left alone
// (so joined, those of brotli's clang 19 -O2 module gave DictWord a
// BadPtrManipulation the clang 14 module has not). A constant offset on
// a pointer that nothing types but its meaning (tags only, so both models
// agree: sqlite3VdbeExec's `p->apCsr[i]` used only through a union member
// with a scalar tag) is that structure's field, as on a pointer to
// several types. It reports whether there were any.
func (a *inferrer) byteGEPsFallback() bool {
	any := false
	for _, bg := range a.byteGEPs {
		if bg.done || a.cls(bg.base).evidence() {
			continue
		}
		// A byte offset on a pointer that nothing types but its
		// meaning (tags): the offset is that structure's field, as
		// for a pointer to several types (resolveByteGEPs).
		if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst {
			if id := a.meaning(g.Src); id >= 0 {
				if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size {
					bg.done = true
					any = true
					a.tagField(bg, id, uint64(c*bg.scale))
					continue
				}
			}
		}
		if a.cls(bg.res).evidence() {
			continue
		}
		_, src, _, ok := ir.GEPIndices(bg.gep)
		if !ok {
			continue
		}
		g, isGlobal := stripConstBitCasts(src).(*llir.Global)
		if !isGlobal {
			continue
		}
		at, isArray := g.ContentType.(*types.ArrayType)
		if !isArray || structIn(at) != nil {
			continue
		}
		// Whole elements, inside the variable.
		es := int64(a.tt.sizeOf(scalarIn(at)))
		c, isConst := ir.ConstInt(bg.index)
		switch {
		case es <= 0:
			continue
		case isConst && (c*bg.scale < 0 || uint64(c*bg.scale) >= a.tt.sizeOf(at) || (c*bg.scale)%es != 0):
			continue
		case !isConst && bg.scale%es != 0:
			continue
		}
		bg.done = true
		any = true
		a.union(bg.res, bg.base)
	}
	return any
}

// scalarIn returns the element type of t past nested arrays.
func scalarIn(t types.Type) types.Type {
	for depth := 0; depth < 32; depth++ {
		at, ok := t.(*types.ArrayType)
		if !ok {
			return t
		}
		t = at.ElemType
	}
	return t
}

// arrayAt0 returns the field of struct id at offset 0, descending into
// nested structures, whose type is the array type at.
func (a *inferrer) arrayAt0(id int, at types.Type) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		ft := st.Fields[0]
		if ft.Equal(at) {
			return elemRef{id, 0}, true
		}
		inner, ok := ft.(*types.StructType)
		if !ok {
			return elemRef{}, false
		}
		id = a.tt.id(inner)
	}
	return elemRef{}, false
}

// scaledArrayAt0 returns the field at offset 0 of struct id (descending
// into first fields that are structures) that is an array of scalars of
// size scale: a variable index in steps of scale from a pointer to id
// indexes that array. Typed IR decays the array to a pointer to its
// first element and indexes that (lz4's hash table, passed as a void *
// tableBase and indexed as a U32 *); LLVM folds the zero-index
// getelementptrs of the decay under opaque pointers (the always-inline
// cloner, even at -O0), leaving the structure's address.
func (a *inferrer) scaledArrayAt0(id int, scale int64) (elemRef, types.Type, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			break
		}
		ft := st.Fields[0]
		if inner, ok := ft.(*types.StructType); ok {
			id = a.tt.id(inner)
			continue
		}
		el := ft
		for d := 0; d < 8; d++ {
			at, ok := el.(*types.ArrayType)
			if !ok {
				break
			}
			el = at.ElemType
		}
		if b := a.tt.infos[id].blobs; len(b) > 0 && b[0] && scale > 0 && int64(a.tt.sizeOf(ft))%scale == 0 {
			// The bytes of an array TBAA does not describe
			// (gapLayout): elements of the scale's size.
			return elemRef{id, 0}, ft, true
		}
		if el == ft || a.tt.structID(el) >= 0 || int64(a.tt.sizeOf(el)) != scale {
			break
		}
		return elemRef{id, 0}, ft, true
	}
	return elemRef{}, nil, false
}

func containsElem(s []elemRef, e elemRef) bool {
	for _, x := range s {
		if x == e {
			return true
		}
	}
	return false
}

// initFlows unifies the pointers of a global initializer with the memory
// they are stored in: fields of structs, elements of arrays, the global's
// own content.
func (a *inferrer) initFlows(n int32, t types.Type, c constant.Constant, depth int) {
	if depth > 16 || c == nil {
		return
	}
	switch tt := t.(type) {
	case *types.StructType:
		cs, ok := c.(*constant.Struct)
		if !ok {
			return
		}
		id := a.tt.id(tt)
		for i, fc := range cs.Fields {
			if i >= len(tt.Fields) {
				break
			}
			ft := tt.Fields[i]
			switch ft.(type) {
			case *types.PointerType:
				a.union(a.fieldNode(elemRef{id, i}), a.node(fc))
			case *types.StructType, *types.ArrayType:
				a.initFlowsField(elemRef{id, i}, ft, fc, depth+1)
			}
		}
	case *types.ArrayType:
		ca, ok := c.(*constant.Array)
		if !ok {
			return
		}
		for _, e := range ca.Elems {
			if isPtrType(tt.ElemType) {
				a.union(a.content(n), a.node(e))
			} else {
				a.initFlows(n, tt.ElemType, e, depth+1)
			}
		}
	case *types.PointerType:
		a.union(a.content(n), a.node(c))
	}
}

// initFlowsField handles an aggregate field of an initializer.
func (a *inferrer) initFlowsField(e elemRef, ft types.Type, c constant.Constant, depth int) {
	switch x := ft.(type) {
	case *types.StructType:
		a.initFlows(-1, x, c, depth)
	case *types.ArrayType:
		ca, ok := c.(*constant.Array)
		if !ok {
			return
		}
		for _, el := range ca.Elems {
			if isPtrType(x.ElemType) {
				a.union(a.fieldNode(e), a.node(el))
			} else {
				a.initFlowsField(e, x.ElemType, el, depth+1)
			}
		}
	}
}

func (a *inferrer) sweep1(inst value.User) {
	switch x := inst.(type) {
	case *llir.InstAlloca:
		a.node(x)
	case *llir.InstBitCast:
		if a.ptrLike(x.From) {
			a.union(a.node(x), a.node(x.From))
		}
	case *llir.InstAddrSpaceCast:
		a.union(a.node(x), a.node(x.From))
	case *llir.InstFreeze:
		if a.ptrLike(x.X) {
			a.union(a.node(x), a.node(x.X))
		}
	case *llir.InstPtrToInt:
		a.union(a.node(x), a.node(x.From))
	case *llir.InstIntToPtr:
		switch x.From.(type) {
		case *llir.InstPtrToInt, *constant.ExprPtrToInt, *llir.InstLoad:
			a.union(a.node(x), a.node(x.From))
		default:
			a.cls(a.node(x)).unknown = true
		}
	case *llir.InstGetElementPtr:
		a.gep(x, a.node(x))
	case *llir.InstLoad:
		a.noteTagLoad(x, a.tbaaEvidence(x.Src, x.Metadata))
		a.noteUnionUse(x.Src, x.ElemType)
		if id := a.tt.structID(x.ElemType); id >= 0 {
			if _, isStruct := x.ElemType.(*types.StructType); isStruct {
				a.addType(a.node(x.Src), id)
			}
		}
	case *llir.InstStore:
		tag := a.tbaaEvidence(x.Dst, x.Metadata)
		a.noteTagStore(x, tag)
		a.noteUnionUse(x.Dst, x.Src.Type())
		if id, off, ok := tag.field(); ok && isPtrType(x.Src.Type()) && !isNullish(x.Src) {
			if a.tagPtrStores == nil {
				a.tagPtrStores = make(map[fieldKey][]int32)
			}
			k := fieldKey{id, off}
			a.tagPtrStores[k] = append(a.tagPtrStores[k], a.node(x.Src))
		}
		if id := a.tt.structID(x.Src.Type()); id >= 0 {
			if _, isStruct := x.Src.Type().(*types.StructType); isStruct {
				a.addType(a.node(x.Dst), id)
			}
		}
	}
	// Operands that are constant expressions get their nodes (and GEP
	// evidence) in scanModule's walk of the operands.
}

// fnConstGEP is a getelementptr constant expression and the function
// that first uses it.
type fnConstGEP struct {
	f *llir.Func
	g *constant.ExprGetElementPtr
}

func (a *inferrer) exprOperand(v value.Value) {
	// The constant expressions that make or carry pointers (a type switch
	// on concrete types: asserting to an interface costs more, on every
	// operand of every instruction).
	switch x := v.(type) {
	case *constant.ExprGetElementPtr:
		if !a.seenConstGEP[x] {
			a.seenConstGEP[x] = true
			a.constGEPs = append(a.constGEPs, fnConstGEP{a.cur, x})
		}
		if a.ptrLike(v) {
			a.node(v)
		}
	case *constant.ExprBitCast, *constant.ExprAddrSpaceCast,
		*constant.ExprPtrToInt, *constant.ExprIntToPtr, *constant.ExprSelect:
		if a.ptrLike(v) {
			a.node(v)
		}
	}
}

// gep records what a getelementptr (instruction or constant expression,
// whose node is res) says: evidence on its base, the field it addresses,
// or a pending byte offset.
func (a *inferrer) gep(g value.Value, res int32) {
	elem, src, indices, ok := ir.GEPIndices(g)
	if !ok || res < 0 {
		return
	}
	base := a.node(src)
	if base < 0 {
		return // offsetof/sizeof idioms on null
	}
	a.noteInteriorArray(g, elem, src)
	if id := a.tt.structID(elem); id >= 0 && castGEP(g, elem, indices) {
		// On a step over whole S (`(char *)&p[1]`), S is the step's
		// type, which resolveSteps judges.
		if !a.wholeStep(src, id) {
			a.addType(base, id)
		}
		a.union(res, base)
		return
	}
	if len(indices) == 1 && elem != nil {
		switch elem.(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
			if n, isConst := ir.ConstInt(indices[0]); isConst && n == 0 {
				a.union(res, base)
				return
			}
			scale := int64(a.tt.sizeOf(elem))
			a.byteGEPs = append(a.byteGEPs, a.bgSlab.add(byteGEP{gep: g, base: base, res: res, index: indices[0], scale: scale}))
			return
		}
	}
	if at, ok := elem.(*types.ArrayType); ok && structIn(at) == nil && len(indices) >= 2 {
		if n, isConst := ir.ConstInt(indices[0]); isConst && n == 0 {
			if _, _, _, ok := gepPath(elem, indices); ok {
				// See arrayGEP: the base may be a structure whose
				// first field is this array.
				a.arrayGEPs = append(a.arrayGEPs, &arrayGEP{gep: g, elem: elem, base: base, res: res})
				return
			}
		}
	}
	if id := a.tt.structID(elem); id >= 0 {
		if len(indices) == 1 && a.offFieldBase(src, id) {
			a.strides = append(a.strides, &strideGEP{id: id, base: base, res: res})
			return
		}
		a.addType(base, id)
		if off, ok := a.constStep(elem, indices); ok {
			a.steps = append(a.steps, &stepGEP{g: g, elem: elem, indices: indices, id: id, base: base, res: res, off: off})
			return
		}
	}
	a.fieldGEP(g, elem, indices, base, res)
}

// interiorArray is an array member of structures (getelementptr [N x S]
// on a constant byte offset from base, the node of the object's pointer):
// if nothing says what base points to, S lies inside an object the
// analysis cannot describe (see unknownContainers).
type interiorArray struct {
	id   int
	base int32
	off  int64
	at   value.Value
	// one is set for an array of one element (C's trailing array,
	// `sColMap aCol[1]`), which only the tags of the base place in an
	// unknown container; src is the base, elem the getelementptr.
	one       bool
	src, elem value.Value
}

// noteInteriorArray records a getelementptr gv on elem, an array of
// structures, whose base src is a positive constant byte offset
// (`getelementptr i8, ptr %p, i64 c`): clang 19 at -O2 indexes an array
// member so once it has dropped its container's definition (zlib's
// deflate_state and its ct_data_s trees).
func (a *inferrer) noteInteriorArray(gv value.Value, elem types.Type, src value.Value) {
	at, ok := elem.(*types.ArrayType)
	if !ok || at.Len < 1 {
		return
	}
	id := a.tt.structID(at.ElemType)
	if id < 0 {
		return
	}
	g, ok := stripBitCasts(src).(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 {
		return
	}
	if it, ok := g.ElemType.(*types.IntType); !ok || it.BitSize != 8 {
		return
	}
	off, ok := ir.ConstInt(g.Indices[0])
	if !ok || off <= 0 {
		return
	}
	if n := a.node(g.Src); n >= 0 {
		a.interior = append(a.interior, interiorArray{id: id, base: n, off: off, at: src, one: at.Len < 2, src: g.Src, elem: gv})
	}
}

// fieldGEP records the field (or the whole objects) that getelementptr g
// on the pointer of node base addresses, its result's node being res.
func (a *inferrer) fieldGEP(g value.Value, elem types.Type, indices []value.Value, base, res int32) {
	st, field, final, ok := gepPath(elem, indices)
	if !ok {
		if id := a.tt.structID(elem); id >= 0 {
			why := "getelementptr not understood"
			if _, err := ir.GEPSteps(elem, indices); err != nil {
				why += ": " + err.Error()
			}
			a.flag(id, UnhandledUse, g, why)
		}
		return
	}
	if st == nil {
		// Whole objects or array elements: the same object class.
		a.union(res, base)
		if id := a.tt.structID(final); id >= 0 {
			a.addType(res, id)
		}
		return
	}
	e := elemRef{a.tt.id(st), field}
	if be, bt, ok := a.backOutOfArray(elem, indices); ok {
		e, final = be, bt
	}
	a.addElem(res, e)
	if zeroIndices(indices) {
		a.zeroGEPs = append(a.zeroGEPs, [2]int32{base, res})
	}
	if id := a.tt.structID(final); id >= 0 {
		// The address of a nested structure (or of an array of them, or
		// of one of its elements) is also a pointer to that structure.
		a.addType(res, id)
	}
	if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		a.union(a.content(res), a.fieldNode(e))
	}
}

// backOutOfArray returns the field at the address a getelementptr on
// elem (a structure) computes, with constant indices, the first 0, when
// an index into an array field is negative: the address lies before the
// array, in an earlier field of the structure, which is what opaque IR's
// byte offset names (pcre2's do_callout passes `Fovector - 2`, F's
// ovector array stepped back over the two fields before it, as the
// callout's offset vector, whose first two slots it saves and restores:
// typed IR's getelementptr says ovector at index -2, opaque IR's byte
// offset says the field two slots before).
func (a *inferrer) backOutOfArray(elem types.Type, indices []value.Value) (elemRef, types.Type, bool) {
	id := a.tt.structID(elem)
	if id < 0 || len(indices) < 3 {
		return elemRef{}, nil, false
	}
	var buf [8]int64
	ns := buf[:0]
	neg := false
	cur := elem
	for i, ix := range indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst || (i == 0 && n != 0) {
			return elemRef{}, nil, false
		}
		ns = append(ns, n)
		if i == 0 {
			continue
		}
		switch t := cur.(type) {
		case *types.StructType:
			if n < 0 || n >= int64(len(t.Fields)) {
				return elemRef{}, nil, false
			}
			cur = t.Fields[n]
		case *types.ArrayType:
			neg = neg || n < 0
			cur = t.ElemType
		default:
			return elemRef{}, nil, false
		}
	}
	if !neg {
		return elemRef{}, nil, false
	}
	off, err := a.tt.dl.IndexedOffset(elem, ns)
	if err != nil || off < 0 {
		return elemRef{}, nil, false
	}
	return a.fieldAt(id, uint64(off))
}

// constStep returns the byte offset of a getelementptr on elem (a
// structure) whose indices are all constants, the first not zero: a step
// over whole structures, maybe then into a field.
func (a *inferrer) constStep(elem types.Type, indices []value.Value) (int64, bool) {
	if len(indices) < 1 {
		return 0, false
	}
	if n, isConst := ir.ConstInt(indices[0]); !isConst || n == 0 {
		return 0, false
	}
	ns := make([]int64, len(indices))
	for i, ix := range indices {
		n, isConst := ir.ConstInt(ix)
		if !isConst {
			return 0, false
		}
		ns[i] = n
	}
	if _, _, _, ok := gepPath(elem, indices); !ok {
		return 0, false
	}
	off, err := a.tt.dl.IndexedOffset(elem, ns)
	return off, err == nil && off > 0
}

// resolveSteps decides each pending stepGEP: when its base points to a
// structure T (its class's dominant type) that holds the stepped
// structure S at offset 0 and is bigger than the offset, the step stays
// inside one T, and is a byte offset into it: LLVM 14's instcombine
// writes an offset from a pointer declared as the base structure
// (sqlite3's `sqlite3_vtab *` and `sqlite3_vtab_cursor *`, which its
// virtual tables and cursors extend; a Fts5IndexIter inside a Fts5Iter)
// as a step over it, where opaque IR has a byte offset, and T's field is
// what the code reaches. Otherwise it is what it was: the field of the S
// it steps to, or that S, as in an array of S.
func (a *inferrer) resolveSteps() bool {
	if len(a.steps) == 0 {
		return false
	}
	inside := func(t, s int, off int64) bool {
		return t >= 0 && t != s && a.tt.inChain(t, s) && uint64(off) < a.tt.infos[t].Size
	}
	for _, s := range a.steps {
		d := a.cls(s.base)
		dom := a.dominantOf(d)
		if inside(dom, s.id, s.off) {
			a.resolveOffset(&byteGEP{gep: s.g, base: s.base, res: s.res, index: constant.NewInt(types.I64, s.off), scale: 1}, dom)
			continue
		}
		if dom < 0 && len(d.types) > 0 {
			// On a pointer to several types, the tags name T as for
			// a byte offset (resolveByteGEPs): the access is counted
			// by them, and the class is left as it is.
			t := -1
			if id, ok := a.gepTBAA.get(keyOf(s.g)); ok && id >= 0 && a.mayPointToRoot(a.find(s.base), int(id)) {
				t = int(id)
			} else if g, isInst := s.g.(*llir.InstGetElementPtr); isInst {
				if id, ok := a.baseTags.get(keyOf(stripBitCasts(g.Src))); ok && id >= 0 && a.mayPointToRoot(a.find(s.base), int(id)) {
					t = int(id)
				}
			}
			if inside(t, s.id, s.off) {
				a.setTagGEP(s.g, t, uint64(s.off))
				// Nor is the result a pointer to S, as typed IR
				// declares it: opaque IR's byte offset has no type.
				if a.declaring {
					r := a.find(s.res)
					a.decl[r] = removeID(a.decl[r], s.id)
				}
				continue
			}
			// A step over whole S and nothing else says what lies
			// there: nothing says the memory past the object is
			// another S of the same class (sqlite3's `(void
			// *)&pPgHdr[1]`, the MemPage allocated after a PgHdr),
			// and opaque IR's byte offset on a pointer to several
			// types says nothing either (resolveByteGEPs): the
			// result is not merged with its base, and not a pointer
			// to S.
			if len(s.indices) == 1 && !a.stepResolvable(s) {
				if a.declaring {
					r := a.find(s.res)
					a.decl[r] = removeID(a.decl[r], s.id)
				}
				a.setGEPRes(keyOf(s.g), gepResult{kind: gepAmbiguous, base: s.base})
				continue
			}
		}
		a.fieldGEP(s.g, s.elem, s.indices, s.base, s.res)
	}
	a.steps = nil
	return true
}

// wholeStep reports whether v is a constant step over whole structures
// id and nothing more (`getelementptr %S, p, k`, a stepGEP).
func (a *inferrer) wholeStep(v value.Value, id int) bool {
	g, ok := v.(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) != 1 || a.tt.structID(g.ElemType) != id {
		return false
	}
	_, ok = a.constStep(g.ElemType, g.Indices)
	return ok
}

// stepResolvable reports whether, on a pointer to several types,
// something other than the step's own type says what step s reaches, as
// it would for the same byte offset (resolveByteGEPs): the variable it
// starts from, the tags of the accesses through it or through its base
// (when the offset is inside the structure they name), or a class whose
// ambiguity comes only from unions.
func (a *inferrer) stepResolvable(s *stepGEP) bool {
	if a.varStruct(s.g) >= 0 {
		return true
	}
	r := a.find(s.base)
	if id, ok := a.gepTBAA.get(keyOf(s.g)); ok && id >= 0 && a.mayPointToRoot(r, int(id)) {
		return true
	}
	within := func(id int) bool { return id >= 0 && uint64(s.off) < a.tt.infos[id].Size }
	if g, isInst := s.g.(*llir.InstGetElementPtr); isInst {
		if id, ok := a.baseTags.get(keyOf(g.Src)); ok && within(int(id)) && a.mayPointToRoot(r, int(id)) {
			return true
		}
	}
	return within(a.domBesidesUnions(r))
}

// removeID returns ids without id.
func removeID(ids []int, id int) []int {
	out := ids[:0]
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// castGEP reports whether g is a getelementptr instruction without
// inbounds, or a constant getelementptr, whose indices are all constant
// zero and whose result points to a scalar. clang emits every member
// access inbounds; LLVM 14's instcombine writes a cast of a structure
// pointer to a pointer to its first scalar field's type (`(void *)p` when
// that field is a char: sqlite3's AggInfo, Decimal, TriggerStep) as such
// a getelementptr, which opaque IR folds into p. LLVM 14's constant
// folder writes `(void *)&g` so too, inbounds (sqlite3's compareInfo
// globals), and a constant `&g.first` is the same expression: opaque IR
// has @g for both, so both are g's address. It is the cast, not the
// field's address. A cast
// to a first field that is a structure (pcre2's memctl) stays that
// field's address, as firstFieldArg and baseField read it.
func castGEP(g value.Value, elem types.Type, indices []value.Value) bool {
	switch x := g.(type) {
	case *llir.InstGetElementPtr:
		if x.InBounds {
			return false
		}
	case *constant.ExprGetElementPtr:
	default:
		return false
	}
	if len(indices) < 2 {
		return false
	}
	for _, ix := range indices {
		if n, isConst := ir.ConstInt(ix); !isConst || n != 0 {
			return false
		}
	}
	_, _, final, ok := gepPath(elem, indices)
	if !ok {
		return false
	}
	switch final.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		return true
	}
	return false
}

// offFieldBase reports whether v is a byte offset (`getelementptr i8, ptr
// %p, i64 c`) by a constant that is not a multiple of struct id's size:
// the base of a strideGEP.
func (a *inferrer) offFieldBase(v value.Value, id int) bool {
	g, ok := v.(*llir.InstGetElementPtr)
	if !ok || len(g.Indices) == 0 {
		return false
	}
	if len(g.Indices) > 1 {
		// A field's address (brotli's `&nodes[pos].u.cost`, then
		// strided over ZopfliNode).
		_, _, _, ok := gepPath(g.ElemType, g.Indices)
		return ok
	}
	if it, isInt := g.ElemType.(*types.IntType); !isInt || it.BitSize != 8 {
		return false
	}
	c, isConst := ir.ConstInt(g.Indices[0])
	size := int64(a.tt.infos[id].Size)
	return isConst && size > 0 && c%size != 0
}

// resolveStrides decides each pending strideGEP whose base has evidence:
// when the base only points into fields of the structure (and to the
// structures those fields are), the result is a pointer to the same field
// of another element, the base's class; otherwise the base points to the
// structure, as for any getelementptr of that type.
func (a *inferrer) resolveStrides(final bool) bool {
	changed := false
	n := len(a.strides)
	pending := a.strides[:0] // as in resolveArrayGEPs
	defer func() { a.strides = append(pending, a.strides[n:]...) }()
	for _, sg := range a.strides[:n] {
		if sg.done {
			continue
		}
		d := a.cls(sg.base)
		if !d.evidence() && !final {
			pending = append(pending, sg)
			continue
		}
		sg.done = true
		changed = true
		inside := len(d.elems) > 0
		for _, e := range d.elems {
			if e.typ != sg.id {
				inside = false
			}
		}
		// The structures a field pointer also points to are the
		// field's own type and those at its offset 0.
		for _, t := range d.types {
			if !inside {
				break
			}
			inside = false
			for _, e := range d.elems {
				if ft := a.tt.structID(a.tt.infos[e.typ].Type.Fields[e.field]); ft == t || (ft >= 0 && a.tt.inChain(ft, t)) {
					inside = true
				}
			}
		}
		if !inside {
			a.addType(sg.base, sg.id)
		}
		a.union(sg.res, sg.base)
	}
	return changed
}

// gepPath follows a getelementptr's indices from its source element type
// elem, as ir.GEPSteps does but without building the steps (the analysis
// does it for every getelementptr of the module): it returns the last
// structure an index selects a field of, and that field (st is nil when
// no index does), and the type the indices reach. ok is false when an
// index does not fit the type.
func gepPath(elem types.Type, indices []value.Value) (st *types.StructType, field int, final types.Type, ok bool) {
	cur := elem
	for _, idx := range indices[min(1, len(indices)):] {
		switch t := cur.(type) {
		case *types.StructType:
			n, isConst := ir.ConstInt(idx)
			if !isConst || n < 0 || n >= int64(len(t.Fields)) {
				return nil, 0, nil, false
			}
			st, field, cur = t, int(n), t.Fields[n]
		case *types.ArrayType:
			cur = t.ElemType
		case *types.VectorType:
			cur = t.ElemType
		default:
			return nil, 0, nil, false
		}
	}
	return st, field, cur, true
}

// fieldHoldsPointers reports whether a field is a pointer or an array of
// pointers.
func fieldHoldsPointers(t types.Type) bool {
	for depth := 0; depth < 8; depth++ {
		switch x := t.(type) {
		case *types.PointerType:
			return true
		case *types.ArrayType:
			t = x.ElemType
		default:
			return false
		}
	}
	return false
}

// tagFirst is a load or store of a pointer through pointer p whose
// struct-path tag names structure S at offset 0, S's innermost first
// field e holding pointers (see resolveTagFirsts).
type tagFirst struct {
	addr, val int32      // p's node; the loaded or slot-stored value's
	sl        *storeLink // a store's link, whose dst waits
	e         elemRef
	id        int // S
	done      bool
}

// tagFirstField returns the field a pointer access with attachments md
// reads or writes at offset 0 of the structure its struct-path tag names,
// and that structure, when the field holds pointers.
func (a *inferrer) tagFirstField(md []*metadata.Attachment) (elemRef, int, bool) {
	_, tag := a.tbaaTag(md)
	if !tag.ok || tag.nested || !tag.fits || tag.off != 0 {
		return elemRef{}, 0, false
	}
	// The structure under the comparison's aliases (typeTable.id), as
	// the classes' types name it.
	id := a.tt.id(a.tt.infos[tag.id].Type)
	e, ok := a.leaf0(id)
	if !ok || !fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		return elemRef{}, 0, false
	}
	return e, id, true
}

// resolveTagFirsts links each pending tagged access at offset 0 (see
// tagFirst) once its pointer's class has evidence (or, final, without
// it): with S's first field when the class holds a global variable of
// type S (or an array of S), as typed IR's getelementptr to the field
// says; else with the class's content, as an access without a tag.
// Opaque IR folds &p->first into p, and through a pointer to variables
// of several types (pcre2grep's option table points to a fndatastr, an
// omdatastr or a patdatastr, each a pair of pointers to a list's head and
// tail variables) the content of the class mixed the first fields of all
// of them, and the three lists with them (BadCasting, UnsafePointerStore,
// ...), where each access names its own: a variable's type defines its
// memory, in both models. Elsewhere the content stays, whatever the tag
// says: a class of generic heap memory holds the structures the tags
// name, which only typed IR's casts may define (sqlite3's fts5yyParser,
// allocated by the generic sqlite3Malloc), and which typed and opaque
// IR's classes do not always hold alike (lua's userdata).
func (a *inferrer) resolveTagFirsts(final bool) bool {
	changed := false
	pending := a.tagFirsts[:0]
	var vars map[int32][]int // class root: the structures of its globals
	// Decided first, linked after: the links change classes' roots.
	var ready []*tagFirst
	var to []int32
	for _, tf := range a.tagFirsts {
		if tf.done {
			continue
		}
		if !final && !a.cls(tf.addr).evidence() {
			pending = append(pending, tf)
			continue
		}
		if vars == nil {
			vars = a.globalStructs()
		}
		tf.done, changed = true, true
		n := a.content(tf.addr)
		if containsInt(vars[a.find(tf.addr)], tf.id) {
			n = a.fieldNode(tf.e)
		}
		ready, to = append(ready, tf), append(to, n)
	}
	clear(a.tagFirsts[len(pending):])
	a.tagFirsts = pending
	for i, tf := range ready {
		if tf.sl != nil {
			tf.sl.dst, tf.sl.waiting = to[i], false
			continue
		}
		a.union(tf.val, to[i])
	}
	return changed
}

// globalStructs returns, by class root, the structure types of the
// global variables (of a structure or an array of them) in the class.
func (a *inferrer) globalStructs() map[int32][]int {
	vars := map[int32][]int{}
	for _, g := range a.m.Globals {
		t := g.ContentType
		for depth := 0; depth < 8; depth++ {
			at, isArray := t.(*types.ArrayType)
			if !isArray {
				break
			}
			t = at.ElemType
		}
		id := a.tt.structID(t)
		if id < 0 {
			continue
		}
		if n, ok := a.vals.get(keyOf(g)); ok {
			r := a.find(n)
			vars[r] = appendUnique(vars[r], id)
		}
	}
	return vars
}

func (a *inferrer) sweep2(f *llir.Func, inst value.User) {
	switch x := inst.(type) {
	case *llir.InstLoad:
		if a.ptrLike(x) {
			addr := a.node(x.Src)
			if addr >= 0 {
				if e, id, ok := a.tagFirstField(x.Metadata); ok {
					a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: a.node(x), e: e, id: id})
				} else {
					a.union(a.node(x), a.content(addr))
				}
				a.memops = append(a.memops, memop{addr: addr})
			}
		}
	case *llir.InstStore:
		if a.ptrLike(x.Src) && !isNullish(x.Src) {
			addr := a.node(x.Dst)
			if _, local := x.Dst.(*llir.InstAlloca); local && addr >= 0 {
				// A local variable's slot (-O0): the value just moves
				// to its later loads. A tagged store at offset 0 (-O2,
				// a local structure's first field) is a tagFirst, as
				// typed IR's store through a cast of the slot is.
				if e, id, ok := a.tagFirstField(x.Metadata); ok {
					a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: a.objOperand(x.Src), e: e, id: id})
				} else {
					a.union(a.objOperand(x.Src), a.content(addr))
				}
				a.memops = append(a.memops, memop{addr: addr})
			} else if addr >= 0 {
				if src := a.objOperand(x.Src); src >= 0 {
					sl := &storeLink{src: src, dst: a.content(addr), st: x, f: a.cur}
					if e, id, ok := a.tagFirstField(x.Metadata); ok {
						sl.waiting = true
						a.tagFirsts = append(a.tagFirsts, &tagFirst{addr: addr, val: -1, sl: sl, e: e, id: id})
					}
					a.stores = append(a.stores, sl)
				}
				a.memops = append(a.memops, memop{addr: addr})
			}
		}
	case *llir.InstAtomicRMW:
		if a.ptrLike(x.X) {
			a.union(a.node(x.X), a.content(a.node(x.Dst)))
			a.union(a.node(x), a.content(a.node(x.Dst)))
		}
	case *llir.InstCmpXchg:
		if a.ptrLike(x.New) {
			a.union(a.node(x.New), a.content(a.node(x.Ptr)))
		}
	case *llir.InstPhi:
		if a.ptrLike(x) {
			n := a.node(x)
			web := a.fieldWeb(x)
			for _, inc := range x.Incs {
				if !isNullish(inc.X) {
					a.merge(n, a.phiOperand(web, inc.X), UnsafePtrMerge, x, "PHI merges incompatible pointers")
				}
			}
		}
	case *llir.InstSelect:
		if a.ptrLike(x) {
			n := a.node(x)
			web := a.fieldWeb(x)
			for _, v := range []value.Value{x.ValueTrue, x.ValueFalse} {
				if !isNullish(v) {
					a.merge(n, a.phiOperand(web, v), UnsafePtrMerge, x, "select merges incompatible pointers")
				}
			}
		}
	case *llir.TermRet:
		if x.X != nil && a.ptrLike(x.X) && !isNullish(x.X) && !a.wrappers[f] {
			a.union(a.node(x.X), a.retNode(f))
		}
	case *llir.InstCall, *llir.TermInvoke, *llir.TermCallBr:
		a.call(inst.(value.Value))
	}
}

func (a *inferrer) call(call value.Value) {
	k := a.classify(call)
	args := a.args(call)
	var res int32 = -1
	if a.ptrLike(call) {
		res = a.node(call)
	}
	switch {
	case k.IsAlloc():
		if res >= 0 {
			a.cls(res).alloc = true
		}
		if (k == ir.Realloc || k == ir.ReallocArray) && len(args) > 0 {
			a.union(res, a.node(args[0]))
		}
		if k == ir.PosixMemalign && len(args) > 0 {
			c := a.content(a.node(args[0]))
			a.cls(c).alloc = true
		}
		return
	case k != ir.NotLibFunc:
		return
	}
	f := ir.CalledFunc(call)
	if f != nil && len(f.Blocks) == 0 {
		return // external: handled when visiting
	}
	if f != nil {
		if a.wrappers[f] {
			if res >= 0 {
				a.cls(res).alloc = true
			}
		} else if res >= 0 {
			a.union(res, a.retNode(f))
		}
		for i, arg := range args {
			if i >= len(f.Params) || !a.ptrLike(arg) || isNullish(arg) {
				continue
			}
			a.links = append(a.links, a.linkSlab.add(argLink{arg: a.objOperand(arg), param: a.node(f.Params[i]), call: call, idx: i}))
		}
		return
	}
	sig := ir.CallSig(call)
	if sig == nil {
		return
	}
	if a.wrapperSigs[sigKey(sig)] {
		if res >= 0 {
			a.cls(res).alloc = true
		}
		return
	}
	ic := &indirectCall{call: call, callee: a.node(ir.Callee(call)), res: res, lastN: -1}
	if ld, isLoad := stripBitCasts(ir.Callee(call)).(*llir.InstLoad); isLoad {
		_, tag := a.tbaaTag(ld.Metadata)
		if id, off, ok := tag.field(); ok {
			ic.tag, ic.tagged = fieldKey{id, off}, true
		}
	}
	for _, arg := range args {
		n := int32(-1)
		if a.ptrLike(arg) && !isNullish(arg) {
			n = a.objOperand(arg)
		}
		ic.args = append(ic.args, n)
	}
	a.indirect = append(a.indirect, ic)
	a.indirectOf[keyOf(call)] = ic
}

// firstFieldArg returns the node to link with parameter param for an
// argument of class arg: arg itself, or, when the arguments point to a
// structure S (its dominant type) and the parameter is used as a
// structure F that lies at offset 0 of S, not as S, the address of S's
// field that holds F (the seed's safe cast to the first element's type).
// Opaque IR folds `&c->memctl` into `c` (pcre2 and firstglobal.c pass
// each kind of context's first field, its memory functions, to one
// allocator); typed IR takes the field's address with a getelementptr,
// which gives the same class.
func (a *inferrer) firstFieldArg(arg, param int32) int32 {
	return a.firstFieldTo(arg, a.cls(param))
}

// firstFieldTo is firstFieldArg for an argument of class arg flowing to
// pointers of class dp.
func (a *inferrer) firstFieldTo(arg int32, dp *classData) int32 {
	da := a.cls(arg)
	s, f := a.dominantOf(da), a.dominantOf(dp)
	if s < 0 && f >= 0 {
		return a.firstFieldsTo(arg, da, dp, f)
	}
	// A union's LLVM type shows one member: a pointer to the union is
	// one to that member, not to a field of it.
	if s < 0 || f < 0 || s == f || containsInt(dp.types, s) || !a.tt.inChain(s, f) || a.tt.isUnion(s) {
		return arg
	}
	e, ok := a.firstFieldOf(s, f)
	if !ok {
		return arg
	}
	n := a.newNode()
	a.first[n] = a.first[a.find(arg)]
	a.addElem(n, e)
	a.addType(n, f)
	return n
}

// firstFieldsTo is firstFieldTo for an argument of class da of several
// structures, none at offset 0 of another: when each begins with F (f),
// not a union, and the parameter's class holds none of them, the
// argument is the address of each one's field that holds F, whichever
// it is (pcre2_substitute passes `mcontext == NULL ? (void *)code :
// (void *)mcontext` as a general context that
// pcre2_match_data_create_from_pattern uses as its pcre2_memctl, the
// first field of each; typed IR takes that field's address, opaque IR
// folds it).
func (a *inferrer) firstFieldsTo(arg int32, da, dp *classData, f int) int32 {
	if len(da.types) < 2 || len(da.elems) > 0 {
		return arg
	}
	var es []elemRef
	for _, t := range da.types {
		if t == f || containsInt(dp.types, t) || !a.tt.inChain(t, f) || a.tt.isUnion(t) {
			return arg
		}
		e, ok := a.firstFieldOf(t, f)
		if !ok {
			return arg
		}
		es = append(es, e)
	}
	n := a.newNode()
	a.first[n] = a.first[a.find(arg)]
	for _, e := range es {
		a.addElem(n, e)
	}
	a.addType(n, f)
	return n
}

// foldedAddr is an operand (node n) that is the address of global g, of
// struct type id, whose first field is a structure.
type foldedAddr struct {
	n  int32
	g  *llir.Global
	id int
}

// firstOp is an operand of a PHI or select that merges field addresses
// (`GCObject **p` walking &g->allgc, then &o->next, ...): under opaque
// pointers the address of a first field is the object's address, and
// the operand may be &o->next where typed IR has a getelementptr to the
// field. Its node stays apart from the operand's until the evidence says
// which (resolveFirstOps).
type firstOp struct {
	n int32
	v value.Value
}

// phiOperand returns the node of v, an operand of a PHI or select whose
// web (the values it merges, through PHIs and selects) is given. When
// the web holds field addresses and v is none but a pointer loaded from
// one of them (the object a walk over link fields reached: it may stand
// for its first field's address), or a parameter (a walk from the first
// field of the object received, `pp = &ctx->pList`, which opaque IR
// folds into ctx), it is a new node resolveFirstOps joins later.
func (a *inferrer) phiOperand(web []value.Value, v value.Value) int32 {
	if len(web) == 0 || !isInstValue(v) || fieldAddrReach(v, nil) {
		return a.objOperand(v)
	}
	if !(loadedFromWeb(v, web, 0) || a.loadedPtrField(v)) {
		if _, isParam := stripBitCasts(v).(*llir.Param); !isParam {
			return a.objOperand(v)
		}
		if !walkedWeb(web, v) {
			// Decided once the function's tags are known
			// (resolveHeads).
			n := a.newNode()
			a.first[n] = v
			a.heads = append(a.heads, firstOp{n: n, v: v})
			return n
		}
		// A walk that reached other objects from the parameter's
		// first field: the parameter is as an object the walk
		// loaded (resolveFirstOps).
	}
	n := a.newNode()
	a.first[n] = v
	a.firstOps = append(a.firstOps, &firstOp{n: n, v: v})
	return n
}

// walkedWeb reports whether a field address of web is one of an object a
// walk reached: its base is a PHI, or a pointer loaded from a value of
// the web other than param (`pp = &(*pp)->next`). A field of an object
// loaded from the parameter itself (`v->u.s->p`, merged with v's first
// field) is no walk.
func walkedWeb(web []value.Value, param value.Value) bool {
	for _, w := range web {
		g, ok := w.(*llir.InstGetElementPtr)
		if !ok {
			continue
		}
		switch b := stripBitCasts(g.Src).(type) {
		case *llir.InstPhi:
			return true
		case *llir.InstLoad:
			src := stripBitCasts(b.Src)
			for _, x := range web {
				if x == src && x != param {
					return true
				}
			}
		}
	}
	return false
}

// fieldWeb returns the values PHI or select x merges, through PHIs and
// selects (fieldAddrReach), when one of them is a field address; else
// nil. Only a PHI with an operand that may be an object loaded from the
// web (a load, or a PHI) or a parameter and one that may lead to a field address (a
// getelementptr, a PHI or a select) is walked.
func (a *inferrer) fieldWeb(x value.Value) []value.Value {
	obj, addr := false, false
	check := func(v value.Value) {
		switch stripBitCasts(v).(type) {
		case *llir.InstLoad, *llir.Param:
			obj = true
		case *llir.InstPhi:
			obj, addr = true, true
		case *llir.InstGetElementPtr, *constant.ExprGetElementPtr, *llir.InstSelect:
			addr = true
		}
	}
	switch x := x.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			check(inc.X)
		}
	case *llir.InstSelect:
		check(x.ValueTrue)
		check(x.ValueFalse)
	}
	if !obj || !addr {
		return nil
	}
	a.webBuf = a.webBuf[:0]
	if !fieldAddrReach(x, &a.webBuf) {
		return nil
	}
	return a.webBuf
}

// isInstValue reports whether v is a local value (an instruction or a
// parameter) that is not itself a field address.
func isInstValue(v value.Value) bool {
	switch v.(type) {
	case *llir.InstGetElementPtr:
		return false
	case value.Named:
		_, isGlobal := v.(*llir.Global)
		_, isFunc := v.(*llir.Func)
		return !isGlobal && !isFunc
	}
	return false
}

// fieldAddrReach reports whether v, or a value that v merges as a PHI or
// select (a few steps deep, visiting at most 16 values), is a
// getelementptr with constant indices not all zero: the address of a
// field. web, when not nil, receives the values visited.
func fieldAddrReach(v value.Value, web *[]value.Value) bool {
	budget := 16
	return fieldAddrWalk(v, 0, &budget, web)
}

func fieldAddrWalk(v value.Value, depth int, budget *int, web *[]value.Value) bool {
	if depth > 4 || *budget <= 0 {
		return false
	}
	*budget--
	if web != nil {
		*web = append(*web, v)
	}
	switch x := v.(type) {
	case *llir.InstGetElementPtr:
		return constFieldIndices(x.Indices)
	case *constant.ExprGetElementPtr:
		nonzero := false
		for _, i := range x.Indices {
			c, ok := ir.ConstInt(i)
			if !ok {
				return false
			}
			nonzero = nonzero || c != 0
		}
		return nonzero
	case *llir.InstPhi:
		found := false
		for _, inc := range x.Incs {
			if inc.X != v && fieldAddrWalk(inc.X, depth+1, budget, web) {
				found = true
				if web == nil {
					return true
				}
			}
		}
		return found
	case *llir.InstSelect:
		t := fieldAddrWalk(x.ValueTrue, depth+1, budget, web)
		return fieldAddrWalk(x.ValueFalse, depth+1, budget, web) || t
	}
	return false
}

// headField returns the innermost first field of the structure
// parameter v points to when it is a pointer: the head
// of a walk over link fields (`for (pp = &p->pList; *pp; pp =
// &(*pp)->pNext)`), whose &p->pList at offset 0 opaque IR folds into p
// (sqlite3's renameColumnTokenNext). What v points to is what the
// struct-path tags of its own accesses say.
func (a *inferrer) headField(v value.Value) (elemRef, bool) {
	id := -1
	if t, ok := a.baseTags.get(keyOf(v)); ok && t >= 0 {
		id = int(t)
	}
	if id < 0 {
		return elemRef{}, false
	}
	e, ok := a.leaf0(id)
	if !ok || !a.ptrFieldsOnly([]elemRef{e}) {
		return elemRef{}, false
	}
	return e, true
}

// resolveHeads decides, once the module's tags are known, what the
// parameters that PHIs and selects merge with field addresses stand for
// (headField): their structure's first field's address, or themselves.
func (a *inferrer) resolveHeads() {
	for _, h := range a.heads {
		// Not where the fields merged are known to hold other
		// than pointers.
		dp := a.cls(h.n)
		if e, ok := a.headField(stripBitCasts(h.v)); ok && len(dp.types) == 0 && a.ptrFieldsOnly(dp.elems) {
			a.addElem(h.n, e)
			continue
		}
		a.union(h.n, a.objOperand(h.v))
	}
	a.heads = nil
}

// loadedPtrField reports whether v is a pointer loaded with a tag that
// names a structure's pointer field: an object that may stand for its
// first field's address where a PHI or select merges it with field
// addresses (sqlite3's insertElement: `select (prev != 0), prev,
// &pH->first`; fixture linkhead.c).
func (a *inferrer) loadedPtrField(v value.Value) bool {
	ld, ok := v.(*llir.InstLoad)
	if !ok {
		return false
	}
	_, tag := a.tbaaTag(ld.Metadata)
	if !tag.ok || tag.nested || !tag.fits {
		return false
	}
	e, _, ok := a.fieldAt(tag.id, uint64(tag.off))
	return ok && a.ptrFieldsOnly([]elemRef{e})
}

// loadedFromWeb reports whether v is a pointer loaded from one of the
// values of web, or a PHI of such a load: the object a walk over link
// fields reached, loaded from the field it stands at.
func loadedFromWeb(v value.Value, web []value.Value, depth int) bool {
	switch x := v.(type) {
	case *llir.InstLoad:
		for _, w := range web {
			if w == x.Src {
				return true
			}
		}
	case *llir.InstPhi:
		if depth < 2 {
			for _, inc := range x.Incs {
				if inc.X != v && loadedFromWeb(inc.X, web, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// constFieldIndices reports whether the indices are constants, not all
// zero.
func constFieldIndices(idx []value.Value) bool {
	nonzero := false
	for _, i := range idx {
		c, ok := ir.ConstInt(i)
		if !ok {
			return false
		}
		nonzero = nonzero || c != 0
	}
	return nonzero
}

// resolveFirstOps joins each pending firstOp: when the PHI's class holds
// addresses of pointer fields only, and the operand points to a structure
// (the one the tags of its accesses name, else its class's dominant type)
// whose innermost first field is a pointer, the operand is that field's
// address, as typed IR's getelementptr says; otherwise it is the operand
// itself. An operand whose class has no evidence waits, but when final.
func (a *inferrer) resolveFirstOps(final bool) bool {
	changed := false
	pending := a.firstOps[:0]
	for _, op := range a.firstOps {
		dp := a.cls(op.n)
		vn := a.node(op.v)
		dv := a.cls(vn)
		if !final && !dv.evidence() {
			pending = append(pending, op)
			continue
		}
		changed = true
		if len(dp.types) == 0 && len(dp.elems) > 0 && a.ptrFieldsOnly(dp.elems) && len(dv.types) > 0 {
			id := -1
			if t, ok := a.baseTags.get(keyOf(stripBitCasts(op.v))); ok && t >= 0 && containsInt(dv.types, int(t)) {
				id = int(t)
			} else {
				id = a.dominantOf(dv)
			}
			// In a class of several structures, the one the
			// operand's meaning names (what the field it was loaded
			// from holds).
			if id < 0 {
				if m := a.meaning(op.v); m >= 0 && containsInt(dv.types, m) {
					id = m
				}
			}
			if id >= 0 {
				if e, ok := a.leaf0(id); ok && a.ptrFieldsOnly([]elemRef{e}) {
					a.addElem(op.n, e)
					continue
				}
			}
		}
		a.union(op.n, vn)
	}
	a.firstOps = pending
	return changed
}

// ptrFieldsOnly reports whether every field of es holds a pointer.
func (a *inferrer) ptrFieldsOnly(es []elemRef) bool {
	for _, e := range es {
		st := a.tt.infos[e.typ].Type
		if e.field >= len(st.Fields) || !isPtrType(st.Fields[e.field]) {
			return false
		}
	}
	return true
}

// objOperand returns the node of v, an operand whose class merges with
// another's (a PHI's or select's incoming value, a call's argument, a
// stored value). When
// v is the address of a global variable whose structure begins with a
// structure, it may mean that first field: LLVM folds `getelementptr
// (%S, @g, 0, 0)` into `@g` under opaque pointers (pcre2 passes
// &_pcre2_default_compile_context_8.memctl, its first field, to the
// allocator that receives every context's memctl; typed IR keeps the
// getelementptr). Its node stays apart from the global's until the other
// side's evidence says which (resolveFolded).
func (a *inferrer) objOperand(v value.Value) int32 {
	g, ok := stripConstBitCasts(v).(*llir.Global)
	if !ok {
		return a.node(v)
	}
	st, ok := g.ContentType.(*types.StructType)
	if !ok {
		return a.node(v)
	}
	id := a.tt.id(st)
	if len(a.tt.infos[id].chain0) < 2 {
		return a.node(v)
	}
	n := a.newNode()
	a.first[n] = v
	a.folded = append(a.folded, foldedAddr{n: n, g: g, id: id})
	return n
}

// resolveFolded joins each folded operand's class to what it points to:
// the innermost structure at offset 0 of the global's type that its class
// is used as (one of its types, or the one its field pointers hold), else
// the global itself. It reports whether there were any.
func (a *inferrer) resolveFolded() bool {
	for _, f := range a.folded {
		d := a.cls(f.n)
		chain := a.tt.infos[f.id].chain0
		target := a.node(f.g)
		if d.evidence() {
			for i := len(chain) - 1; i > 0; i-- {
				c := chain[i]
				if !containsInt(d.types, c) && (len(d.elems) == 0 || !a.elemsFit(d.elems, c)) {
					continue
				}
				if e, ok := a.firstFieldOf(f.id, c); ok {
					// As typed IR's getelementptr to the field.
					target = a.newNode()
					a.first[target] = f.g
					a.addElem(target, e)
					a.addType(target, c)
				}
				break
			}
		}
		a.union(f.n, target)
	}
	changed := len(a.folded) > 0
	a.folded = nil
	return changed
}

// firstFieldOf returns the field at offset 0 that holds struct c (or an
// array of them), descending from struct id through first fields.
func (a *inferrer) firstFieldOf(id, c int) (elemRef, bool) {
	for depth := 0; depth < 16; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		inner := structIn(st.Fields[0])
		if inner == nil {
			return elemRef{}, false
		}
		iid := a.tt.id(inner)
		if iid == c {
			return elemRef{id, 0}, true
		}
		id = iid
	}
	return elemRef{}, false
}

// elemsFit reports whether pointers into fields es and pointers to struct
// t can be one pointer (typeTable.fieldFits for every field).
func (a *inferrer) elemsFit(es []elemRef, t int) bool {
	for _, e := range es {
		if !a.tt.fieldFits(e, a.fieldStruct(e), t) {
			return false
		}
	}
	return true
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// deferredInst is an instruction and its function.
type deferredInst struct {
	f    *llir.Func
	inst value.User
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
		if a.merge(a.firstFieldArg(l.arg, l.param), l.param, AmbiguousPointerTarget, l.call, "argument does not match the parameter's type") {
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

// sortStores merges at once, after the module scan (when the tags of
// every access are known), the stored values that cannot be a folded
// first field's address, and keeps the others for resolveStores.
func (a *inferrer) sortStores() {
	keep := a.stores[:0]
	for _, sl := range a.stores {
		if sl.waiting || a.mayBeFirst(sl.st.Src) {
			keep = append(keep, sl)
			continue
		}
		a.cur = sl.f
		a.merge(sl.src, sl.dst, UnsafePointerStore, sl.st, "pointer stored where another type is stored")
	}
	clear(a.stores[len(keep):])
	a.stores = keep
	a.cur = nil
}

// resolveStores merges each pending stored value with the pointers
// stored where it is, once both have evidence (or, final, without it):
// when the value points to a structure S and the memory holds pointers
// to a structure F at offset 0 of S, not to S, the value is the address
// of S's field that holds F, as for an argument (firstFieldArg): opaque
// IR folds `&s->params` into s, typed IR's getelementptr to the field
// stays apart from s.
func (a *inferrer) resolveStores(final bool) bool {
	changed := false
	n := len(a.stores)
	pending := a.stores[:0] // as in resolveArrayGEPs
	defer func() { a.stores = append(pending, a.stores[n:]...) }()
	cur := a.cur
	defer func() { a.cur = cur }()
	for _, sl := range a.stores[:n] {
		if sl.done {
			continue
		}
		if sl.waiting {
			pending = append(pending, sl)
			continue
		}
		held := a.cls(sl.dst)
		if !final && (!a.cls(sl.src).evidence() || !held.evidence()) {
			pending = append(pending, sl)
			continue
		}
		sl.done = true
		a.cur = sl.f
		src := sl.src
		if held.evidence() {
			src = a.firstFieldTo(sl.src, held)
		}
		if src != sl.src {
			if a.storeFirst == nil {
				a.storeFirst = map[*llir.InstStore]int32{}
			}
			a.storeFirst[sl.st] = src
		}
		if a.merge(src, sl.dst, UnsafePointerStore, sl.st, "pointer stored where another type is stored") {
			changed = true
		}
	}
	return changed
}

// resolveMemops links loads and stores of pointers through a pointer to a
// structure with the structure's first field (offset 0), once the
// structure is known.
func (a *inferrer) resolveMemops() bool {
	changed := false
	// The fixed point runs this often: keep only the pending entries.
	pending := a.memops[:0]
	defer func() { a.memops = pending }()
	// firsts caches firstPtrFields by class root: a class of hundreds of
	// types (sqlite3's) has thousands of loads and stores.
	var firsts map[int32][]elemRef
	for i := range a.memops {
		mo := &a.memops[i]
		if mo.done {
			continue
		}
		d := a.cls(mo.addr)
		if !d.evidence() {
			pending = append(pending, *mo)
			continue
		}
		mo.done = true
		dom := a.dominantOf(d)
		if dom < 0 {
			if len(d.types) < 2 || len(d.elems) > 0 {
				continue
			}
			r := a.find(mo.addr)
			es, seen := firsts[r]
			if !seen {
				es = a.firstPtrFields(d, mo.addr)
				if firsts == nil {
					firsts = map[int32][]elemRef{}
				}
				firsts[r] = es
			}
			for _, e := range es {
				if a.union(a.content(mo.addr), a.fieldNode(e)) {
					// The union may have changed classes (a
					// structure's content can be its own class).
					changed, firsts = true, nil
				}
			}
			continue
		}
		if e, ok := a.leaf0(dom); ok && fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			if a.union(a.content(mo.addr), a.fieldNode(e)) {
				changed = true
			}
		}
	}
	return changed
}

// firstPtrFields returns, for the class d of address node addr, which
// holds several structures none of which lies at offset 0 of the others,
// their innermost first fields when each holds pointers and the
// pointers known in them and at offset 0 of d's memory are of one
// dominant type; else nil. A pointer at offset 0 of such an object is
// its first field, whichever structure it is: zlib's strm->state is a
// deflate or an inflate state, each beginning with its z_stream
// back-pointer, which typed IR reads through getelementptrs to field 0
// and deflateInit2_ stores through a bitcast of the allocation, and
// opaque IR accesses both ways through the state pointer itself.
func (a *inferrer) firstPtrFields(d *classData, addr int32) []elemRef {
	if len(d.types) < 2 || len(d.elems) > 0 {
		return nil
	}
	var es []elemRef
	for _, t := range d.types {
		e, ok := a.leaf0(t)
		if !ok || !fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
			return nil
		}
		es = append(es, e)
	}
	ids := append([]int(nil), a.cls(a.content(addr)).types...)
	for _, e := range es {
		if n, ok := a.fields[e]; ok {
			for _, id := range a.cls(n).types {
				ids = appendUnique(ids, id)
			}
		}
	}
	if _, ok := a.tt.dominant(ids); !ok {
		return nil
	}
	return es
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

// leaf0 returns the innermost field at offset 0 of struct id (descending
// into nested structs and arrays of structs).
func (a *inferrer) leaf0(id int) (elemRef, bool) {
	for depth := 0; depth < 32; depth++ {
		st := a.tt.infos[id].Type
		if len(st.Fields) == 0 {
			return elemRef{}, false
		}
		inner := a.tt.structID(st.Fields[0])
		if inner < 0 {
			return elemRef{id, 0}, true
		}
		id = inner
	}
	return elemRef{}, false
}

// resolveByteGEPs maps byte-offset (and scaled scalar) getelementptrs to
// fields once their base's type is known.
func (a *inferrer) resolveByteGEPs() bool {
	changed := false
	// As in resolveArrayGEPs, only the pending entries stay.
	n := len(a.byteGEPs)
	pending := a.byteGEPs[:0]
	defer func() { a.byteGEPs = append(pending, a.byteGEPs[n:]...) }()
	for _, bg := range a.byteGEPs[:n] {
		if bg.done {
			continue
		}
		d := a.cls(bg.base)
		if !d.evidence() {
			pending = append(pending, bg)
			continue
		}
		if !a.diffsDue && a.diffPending(bg.index) {
			a.diffsWait = true
			pending = append(pending, bg)
			continue
		}
		bg.done = true
		changed = true
		if len(d.types) > 0 {
			dom := a.dominantOf(d)
			if dom < 0 {
				if id := a.varStruct(bg.gep); id >= 0 {
					// A byte offset on a global or local variable
					// of a structure type: the variable's type says
					// what lies there, whatever else its class holds
					// (its address also reaches generic code:
					// sqlite3's sqlite3Config), as typed IR's
					// getelementptr on the variable says.
					a.resolveOffset(bg, id)
					continue
				}
				if id, ok := a.gepTBAA.get(keyOf(bg.gep)); ok && id >= 0 && a.mayPointToRoot(a.find(bg.base), int(id)) {
					// A tagged access says which structure's field
					// the offset reaches, as typed IR's getelementptr
					// does: no AmbiguousGEP. The field's address is
					// not followed further (the class stays as it
					// is): the tag counts the access, and the
					// accesses through it without a tag count the
					// same structure's field there (countTagGEP),
					// as typed IR's getelementptr names it.
					if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 {
						a.tagField(bg, int(id), uint64(c*bg.scale))
					}
					continue
				}
				// The tags of the other accesses from the same base
				// value, at offset 0 or through byte offsets, when
				// all that name a structure name one of the class's
				// types: the value points to it, and the offset,
				// inside it, is its field, as typed IR's
				// getelementptrs on the value say. Counted as
				// above, and no AmbiguousGEP.
				if g, isInst := bg.gep.(*llir.InstGetElementPtr); isInst {
					if id := a.meaning(g.Src); id >= 0 {
						c, isConst := ir.ConstInt(bg.index)
						if isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size && a.mayPointToRoot(a.find(bg.base), int(id)) {
							a.tagField(bg, int(id), uint64(c*bg.scale))
							continue
						}
						// A select of fields' offsets (see
						// selectedFields).
						if m := a.unionShown(a.find(bg.base)); !isConst && (m == -1 || m == id) && a.mayPointToRoot(a.find(bg.base), int(id)) && a.selectedFields(bg, id) {
							continue
						}
					}
				}
				// A class whose ambiguity comes only from unions
				// (a union's LLVM type shows one member, and a
				// pointer to it is also one to the member the code
				// uses): the offset is in the dominant other type,
				// as for the accesses at offset 0 (countFirstFields)
				// and as typed IR's getelementptr on the member's
				// type says (libdeflate's matchfinders, members of
				// one union). Counted as above, and no AmbiguousGEP.
				if id := a.domBesidesUnions(a.find(bg.base)); id >= 0 {
					if c, isConst := ir.ConstInt(bg.index); isConst && c*bg.scale > 0 && uint64(c*bg.scale) < a.tt.infos[id].Size {
						a.setTagGEP(bg.gep, id, uint64(c*bg.scale))
						continue
					}
				}
				a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepAmbiguous, base: bg.base})
				continue
			}
			if a.backInArray(bg, d, dom) {
				a.union(bg.res, bg.base)
				continue
			}
			if a.unionLoadGuess(bg) {
				a.guesses = append(a.guesses, domGuess{bg.gep, bg.base, dom})
			}
			a.resolveOffset(bg, dom)
			continue
		}
		// A pointer to a field: stepping inside an array field is fine;
		// stepping off a scalar field is not.
		n, isConst := ir.ConstInt(bg.index)
		inArray := true
		for _, e := range d.elems {
			if _, ok := a.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType); !ok {
				inArray = false
			}
		}
		switch {
		case inArray || (isConst && n == 0):
			a.union(bg.res, bg.base)
		case isConst && a.fieldStep(bg, d.elems, n*bg.scale):
		default:
			a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepOutOfField, base: bg.base})
		}
	}
	return changed
}

// backInArray reports whether byte offset bg on a pointer of class d,
// whose dominant structure is dom, is a step back inside an array field
// the class's pointers also point into: a constant negative offset, less
// than one dom, that is not a whole number of them, on a class that also
// holds the addresses of array fields only (a char pointer that points
// to strings kept in several places: mujs's lexer reads `J->source - 1`,
// where the source may be a js_Value's inline short string, whose
// address opaque IR folds into the js_Value's, or a js_String's
// characters). Such a step stays in the characters, as it does from the
// field addresses (typed IR's getelementptr to the short string names
// the array field); it does not reach the tail of the previous element
// of an array of dom: canonical twins: mujs 14 to 15.
func (a *inferrer) backInArray(bg *byteGEP, d *classData, dom int) bool {
	if len(d.elems) == 0 {
		return false
	}
	c, isConst := ir.ConstInt(bg.index)
	if !isConst {
		return false
	}
	off, size := c*bg.scale, int64(a.tt.infos[dom].Size)
	if off >= 0 || size <= 0 || -off >= size {
		return false
	}
	for _, e := range d.elems {
		ti := a.tt.infos[e.typ]
		if _, ok := ti.Type.Fields[e.field].(*types.ArrayType); !ok && !(ti.Partial && e.field == len(ti.Type.Fields)-1) {
			// Not an array, nor the last member of a partly
			// known type (its trailing array, which TBAA shows
			// as one element, as in resolveOffset).
			return false
		}
	}
	return true
}

// fieldStep maps a constant step of off bytes from the address of a
// scalar field (each of es) to the field of the same structure that
// begins there, when it is the same one for all of es: LLVM 14's
// instcombine writes `&s->f11` as `getelementptr T, &s->f9, 2`, the step
// over two fields of type T, where LLVM 19 writes the byte offset of f11
// from s (bzip2's BZ2_bzBuffToBuffDecompress). Both name the field; only
// a step that lands inside a field or outside the structure manipulates
// the pointer.
func (a *inferrer) fieldStep(bg *byteGEP, es []elemRef, off int64) bool {
	var to elemRef
	var toType types.Type
	for i, e := range es {
		st := a.tt.infos[e.typ].Type
		l := a.tt.dl.StructLayout(st)
		if e.field >= len(l.Offsets) {
			return false
		}
		at := int64(l.Offsets[e.field]) + off
		if at <= 0 || at >= int64(a.tt.infos[e.typ].Size) {
			return false
		}
		f, ft, ok := a.fieldAt(e.typ, uint64(at))
		if !ok || (i > 0 && f != to) {
			return false
		}
		to, toType = f, ft
	}
	if len(es) == 0 {
		return false
	}
	a.fieldResult(bg, to, toType)
	return true
}

// varStruct returns the structure type of the global or local variable
// that byte getelementptr g offsets (see originStruct), or -1.
func (a *inferrer) varStruct(g value.Value) int {
	switch x := g.(type) {
	case *llir.InstGetElementPtr:
		return a.originStruct(x.Src, 0)
	case *constant.ExprGetElementPtr:
		return a.originStruct(x.Src, 0)
	}
	return -1
}

// paramPos is a parameter's function and index.
type paramPos struct {
	f *llir.Func
	i int
}

// originStruct returns the structure type of the variable v points to:
// a global or local variable of a structure type (past casts), or a PHI,
// select or parameter all of whose incoming values, or arguments at
// every call site (of a function whose address is not taken and that
// code outside the module cannot call), point to
// variables of that one type; a recursive call passing a parameter on
// says nothing. -1 when there is none, or when a cycle of other values
// makes it unsure (never a wrong type, at worst no answer).
func (a *inferrer) originStruct(v value.Value, depth int) int {
	id, _ := a.origin(v, depth)
	return id
}

// origin is originStruct, and whether the answer holds whatever the
// depth it was asked at (it is cached then).
func (a *inferrer) origin(v value.Value, depth int) (int, bool) {
	// A constant never wraps an instruction: the instruction casts
	// come first.
	v = stripConstCasts(stripBitCasts(v))
	switch x := v.(type) {
	case *llir.Global:
		return a.tt.structID(x.ContentType), true
	case *llir.InstAlloca:
		return a.tt.structID(x.ElemType), true
	case *llir.Param, *llir.InstPhi, *llir.InstSelect:
	default:
		return -1, true
	}
	if a.varOrigin == nil {
		a.varOrigin = make(map[vkey]int32)
	}
	k := keyOf(v)
	if id, ok := a.varOrigin[k]; ok {
		// -2: being decided, a cycle, taken as no answer.
		return max(int(id), -1), true
	}
	if depth >= 64 {
		return -1, false
	}
	a.varOrigin[k] = -2
	id, exact := -3, true // -3: no operand seen yet
	join := func(op value.Value) bool {
		if op == v || isNullish(op) {
			return true
		}
		o, ex := a.origin(op, depth+1)
		exact = exact && ex
		switch {
		case o < 0:
			id = -1
			return false
		case id == -3 || id == o:
			id = o
			return true
		}
		id = -1
		return false
	}
	switch x := v.(type) {
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if !join(inc.X) {
				break
			}
		}
	case *llir.InstSelect:
		if join(x.ValueTrue) {
			join(x.ValueFalse)
		}
	case *llir.Param:
		if !a.callerArgs(x, join) {
			id = -1
		}
	}
	id = max(id, -1)
	if exact {
		a.varOrigin[k] = int32(id)
	} else {
		delete(a.varOrigin, k)
	}
	return id, exact
}

// paramPosOf returns p's function and index, building the table of
// parameters on first use.
// callerArgs calls yield with the argument each direct call of p's
// function passes for p, until yield returns false, when only those calls
// reach the function (its address is not taken and it is no entry
// point). It reports false when other code may call it, or a call is an
// invoke or passes too few arguments: p's callers are then not known.
func (a *inferrer) callerArgs(p *llir.Param, yield func(value.Value) bool) bool {
	pp, ok := a.paramPosOf(p)
	if !ok || a.addrTaken[pp.f] || a.isEntry(pp.f) {
		return false
	}
	for _, c := range a.directCall[pp.f] {
		if c == nil || pp.i >= len(c.Args) {
			return false
		}
		if !yield(ir.UnwrapArg(c.Args[pp.i])) {
			break
		}
	}
	return true
}

func (a *inferrer) paramPosOf(p *llir.Param) (paramPos, bool) {
	if a.paramOf == nil {
		a.paramOf = make(map[*llir.Param]paramPos)
		for _, f := range a.m.Module.Funcs {
			for i, q := range f.Params {
				a.paramOf[q] = paramPos{f, i}
			}
		}
	}
	pp, ok := a.paramOf[p]
	return pp, ok
}

// domBesidesUnions returns the dominant type of the types of root r's
// class other than unions, or -1 when there is none or the class holds
// no union (cached: computing it is quadratic in the class's types, and
// sqlite3's biggest class has over 200).
func (a *inferrer) domBesidesUnions(r int32) int {
	// Cached by root and number of types (a class only gains types, and
	// a merged class has another root or more types); not in classData,
	// which the collector scans whole and which stays small.
	d := &a.data[r]
	k := udomKey{r, len(d.types)}
	if dom, ok := a.udom[k]; ok {
		return dom
	}
	dom := a.unionsAside(d)
	a.udom[k] = dom
	return dom
}

// unionShown returns the structure that the LLVM types of the unions in
// root r's class show as their member (-1: none; -2: several), cached as
// domBesidesUnions is.
func (a *inferrer) unionShown(r int32) int {
	d := &a.data[r]
	k := udomKey{r, len(d.types)}
	if m, ok := a.ushown[k]; ok {
		return m
	}
	m := -1
	for _, t := range d.types {
		if !a.tt.isUnion(t) {
			continue
		}
		fs := a.tt.infos[t].Type.Fields
		if len(fs) == 0 {
			continue
		}
		if s := a.tt.structID(fs[0]); s >= 0 && s != m {
			if m != -1 {
				m = -2
				break
			}
			m = s
		}
	}
	a.ushown[k] = m
	return m
}

// udomKey identifies a class and its number of types for the cache of
// domBesidesUnions.
type udomKey struct {
	root int32
	n    int
}

// unionsAside computes domBesidesUnions.
func (a *inferrer) unionsAside(d *classData) int {
	unions := 0
	for _, t := range d.types {
		if a.tt.isUnion(t) {
			unions++
		}
	}
	if unions == 0 {
		return -1
	}
	others := make([]int, 0, len(d.types)-unions)
	for _, t := range d.types {
		if !a.tt.isUnion(t) {
			others = append(others, t)
		}
	}
	if dom, ok := a.tt.dominant(others); ok {
		return dom
	}
	return -1
}

// setTagGEP records the structure and offset of a tag-resolved byte
// getelementptr (tagGEPs).
func (a *inferrer) setTagGEP(g value.Value, id int, off uint64) {
	a.tagGEPs.set(keyOf(g), int32(len(a.tagGEPv)))
	a.tagGEPv = append(a.tagGEPv, tagGEP{id, off})
}

// tagField records a byte offset that tags resolved to struct id's field
// at off (setTagGEP) and makes the result that field's address, as typed
// IR's getelementptr to the field makes it, so that the field's address
// passed on (zlib's inflate passes &state->lens and &state->work to
// inflate_table) is one. Not when the base's class holds a union whose
// LLVM type shows another structure: typed IR addresses the union's
// fields through that member, not the one the tags name (brotli's block
// splitters), and the field would be another structure's there.
func (a *inferrer) tagField(bg *byteGEP, id int, off uint64) {
	a.setTagGEP(bg.gep, id, off)
	if off >= a.tt.infos[id].Size {
		return
	}
	if m := a.unionShown(a.find(bg.base)); m == -2 || (m >= 0 && m != id) {
		return
	}
	// At a field's start, or at an element's start inside an array
	// field: the address of an element, as typed IR's getelementptr
	// into the array says (zlib's inflateCopy compares a code pointer
	// with &state->codes[ENOUGH - 1]).
	if e, ft, ok := a.fieldAt(id, off); ok {
		a.fieldResult(bg, e, ft)
	}
}

// tagGEPOf returns what setTagGEP recorded for g.
func (a *inferrer) tagGEPOf(g value.Value) (tagGEP, bool) {
	i, ok := a.tagGEPs.get(keyOf(g))
	if !ok {
		return tagGEP{}, false
	}
	return a.tagGEPv[i], true
}

// mayPointToRoot is mayPointTo for root r's class, cached by root, number
// of types and structure (sqlite3's generic class of 200 types is asked
// for each of its byte offsets).
func (a *inferrer) mayPointToRoot(r int32, id int) bool {
	d := &a.data[r]
	k := mayKey{r, int32(len(d.types)), int32(id)}
	may, ok := a.mayCache[k]
	if !ok {
		may = a.mayPointTo(d, id)
		a.mayCache[k] = may
	}
	return may
}

// mayKey identifies a mayPointToRoot question.
type mayKey struct{ root, n, id int32 }

// mayPointTo reports whether a pointer of class d may point to struct id
// (one of its types, or a structure at offset 0 of one).
func (a *inferrer) mayPointTo(d *classData, id int) bool {
	for _, t := range d.types {
		if t == id || a.tt.inChain(t, id) {
			return true
		}
	}
	return false
}

// resolveOffset maps a byte GEP on a pointer to struct dom to a field.
func (a *inferrer) resolveOffset(bg *byteGEP, dom int) {
	size := int64(a.tt.infos[dom].Size)
	if size <= 0 || bg.scale <= 0 {
		a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
		return
	}
	c, isConst := ir.ConstInt(bg.index)
	if !isConst && a.selectedFields(bg, dom) {
		return
	}
	if !isConst {
		switch e, ft, ok := a.scaledArrayAt0(dom, bg.scale); {
		case multipleOf(bg.index, size, bg.scale, 0) || (bg.scale == 1 && a.elemDiff(bg.index, dom)):
			a.union(bg.res, bg.base)
		case ok:
			a.fieldResult(bg, e, ft)
		default:
			a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
		}
		return
	}
	off := c * bg.scale
	// A step by whole objects whose result is already in its base's
	// class (a PHI merges them: a walk `p++` over an array of the type)
	// points to the type, not into its last member.
	walk := off%size == 0 && a.find(bg.res) == a.find(bg.base)
	if ti := a.tt.infos[dom]; ti.Partial && off >= size && len(ti.Fields) > 0 && !walk {
		// Past the known part of a partial type: inside its last
		// member, an array TBAA shows as one element (js_String's
		// p[1], png_compression_buffer's output[1]), not a step over
		// an array of the type, whose size is unknown; TBAA shows a
		// last char member so too (sqlite3's VdbeOpList's p3), which
		// the walk above tells apart.
		last := len(ti.Fields) - 1
		a.fieldResult(bg, elemRef{dom, last}, ti.Fields[last].Type)
		return
	}
	rem := off % size
	if rem < 0 {
		rem += size
	}
	if rem == 0 {
		a.union(bg.res, bg.base)
		return
	}
	if e, ft, ok := a.fieldAt(dom, uint64(rem)); ok {
		a.fieldResult(bg, e, ft)
		return
	}
	if e, ok := a.unionMemberAt(dom, uint64(rem)); ok {
		a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepUnionMember, elem: e, base: bg.base})
		return
	}
	a.setGEPRes(keyOf(bg.gep), gepResult{kind: gepBadOffset, base: bg.base})
}

// unionMemberAt finds, for a byte offset r of struct dom that fieldAt
// does not resolve, the innermost union on the way whose bytes hold r,
// past the union's start: an address there is one of a member the
// union's LLVM type does not show (lua's e->u.var.vidx, clang 19's
// getelementptr i8 10 from an expdesc, where clang 14 casts the union's
// address to the member's structure). It returns the union's field in
// the structure holding it, or elemRef{union, -1} when dom is the union.
func (a *inferrer) unionMemberAt(dom int, r uint64) (elemRef, bool) {
	found, ok := elemRef{}, false
	if a.tt.isUnion(dom) && r > 0 {
		found, ok = elemRef{dom, -1}, true
	}
	cur := dom
	for depth := 0; depth < 32; depth++ {
		idx, ft, within, exact, stepped := a.offsetStep(cur, r)
		if !stepped || exact {
			break
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			break
		}
		next := a.tt.id(inner)
		if next < 0 {
			break
		}
		if a.tt.isUnion(next) {
			found, ok = elemRef{cur, idx}, true
		}
		cur, r = next, within
	}
	return found, ok
}

// selectedFields resolves byte offset bg on a pointer to struct dom whose
// index is a select or PHI of constants, each the start of a field of
// dom: the result is the address of each of those fields, as typed IR's
// select of the fields' addresses is (LLVM 19's instcombine folds
// `c ? &p->a : &p->b` into one getelementptr by a select of their
// offsets: libpng's png_get_compression_buffer_size). It reports whether
// it did.
func (a *inferrer) selectedFields(bg *byteGEP, dom int) bool {
	var offs [8]int64
	cs := constChoices(bg.index, offs[:0], 0)
	if len(cs) == 0 {
		return false
	}
	size := int64(a.tt.infos[dom].Size)
	type found struct {
		e  elemRef
		ft types.Type
	}
	var fs [8]found
	res := fs[:0]
	for _, c := range cs {
		off := c * bg.scale
		if off <= 0 || off >= size {
			return false
		}
		e, ft, ok := a.fieldAt(dom, uint64(off))
		if !ok {
			return false
		}
		res = append(res, found{e, ft})
	}
	for _, f := range res {
		a.fieldResult(bg, f.e, f.ft)
	}
	return true
}

// constChoices returns the constants v chooses among, a select or PHI of
// constants (or of such selects and PHIs, a few deep, at most 8), or
// nil.
func constChoices(v value.Value, cs []int64, depth int) []int64 {
	if depth > 3 {
		return nil
	}
	var ops [2]value.Value
	var in []value.Value
	switch x := v.(type) {
	case *llir.InstSelect:
		ops[0], ops[1] = x.ValueTrue, x.ValueFalse
		in = ops[:]
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			in = append(in, inc.X)
		}
	default:
		return nil
	}
	for _, op := range in {
		if op == v {
			return nil
		}
		if c, ok := ir.ConstInt(op); ok {
			if len(cs) >= 8 {
				return nil
			}
			cs = append(cs, c)
			continue
		}
		if cs = constChoices(op, cs, depth+1); cs == nil {
			return nil
		}
	}
	return cs
}

// elemDiff reports whether v is the difference of two pointers to
// elements of struct dom (`ptrtoint p - ptrtoint q`, see elemAddr): C subtracts
// pointers only within one array, so the difference is a multiple of the
// element's size. LLVM 19's instcombine folds `q' + (p - q)`, a step by
// a pointer difference in elements, into a byte offset by the difference
// of the addresses (zlib's inflateCopy moves the code pointers of the
// copied state so), where typed IR steps over whole elements.
func (a *inferrer) elemDiff(v value.Value, dom int) bool {
	sub, ok := v.(*llir.InstSub)
	if !ok {
		return false
	}
	return a.elemAddr(sub.X, dom, 0) && a.elemAddr(sub.Y, dom, 0)
}

// diffPending reports whether v is a difference of pointers (elemDiff)
// one of which has no evidence yet: the offset waits for it, until the
// fixed point has nothing else to do (diffsDue).
func (a *inferrer) diffPending(v value.Value) bool {
	sub, ok := v.(*llir.InstSub)
	if !ok {
		return false
	}
	for _, op := range []value.Value{sub.X, sub.Y} {
		if p2i, ok := op.(*llir.InstPtrToInt); ok {
			if n := a.node(p2i.From); n >= 0 && !a.cls(n).evidence() {
				return true
			}
		}
	}
	return false
}

// elemAddr reports whether v is the address of an element of struct dom
// as an integer: a ptrtoint of such a pointer, or a PHI of them.
func (a *inferrer) elemAddr(v value.Value, dom, depth int) bool {
	switch x := v.(type) {
	case *llir.InstPtrToInt:
		n := a.node(x.From)
		return n >= 0 && a.elementsOf(a.cls(n), dom)
	case *llir.InstPhi:
		if depth > 2 || len(x.Incs) == 0 {
			return false
		}
		for _, inc := range x.Incs {
			if !a.elemAddr(inc.X, dom, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// elementsOf reports whether a pointer of class d points to elements of
// struct dom: its dominant type is dom, or it holds no type and the
// address of array fields of dom only.
func (a *inferrer) elementsOf(d *classData, dom int) bool {
	if len(d.types) > 0 {
		return a.dominantOf(d) == dom
	}
	if len(d.elems) == 0 {
		return false
	}
	for _, e := range d.elems {
		at, ok := a.tt.infos[e.typ].Type.Fields[e.field].(*types.ArrayType)
		if !ok || a.tt.structID(at.ElemType) != dom {
			return false
		}
	}
	return true
}

// fieldAt returns the field of struct dom that begins at byte offset r
// (0 < r < its size), descending into nested structures, and the type
// found there (the field's, or an array field's element type when r is
// at an element's start).
func (a *inferrer) fieldAt(dom int, r uint64) (elemRef, types.Type, bool) {
	cur := dom
	for depth := 0; depth < 32; depth++ {
		idx, ft, within, exact, ok := a.offsetStep(cur, r)
		if !ok {
			break
		}
		if exact {
			return elemRef{cur, idx}, ft, true
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			break
		}
		cur, r = a.tt.id(inner), within
	}
	return elemRef{}, nil, false
}

// offsetStep is one level of the descent from struct cur to byte offset
// r (fieldAt): the field holding r, and either the type that begins
// there (exact: the field's, or an array field's element type at an
// element's start) or the type r lies inside past the field's arrays,
// with r's offset in it.
func (a *inferrer) offsetStep(cur int, r uint64) (idx int, ft types.Type, within uint64, exact, ok bool) {
	st := a.tt.infos[cur].Type
	l := a.tt.dl.StructLayout(st)
	idx = l.ElementContainingOffset(r)
	if idx < 0 {
		return 0, nil, 0, false, false
	}
	fo := l.Offsets[idx]
	ft = st.Fields[idx]
	if r == fo {
		return idx, ft, 0, true, true
	}
	within = r - fo
	if within >= a.tt.sizeOf(ft) {
		// Padding after the field, or past a trailing array's end.
		return 0, nil, 0, false, false
	}
	for {
		et, w, isArray := a.arrayElem(ft, within)
		if !isArray {
			break
		}
		ft, within = et, w
		if within == 0 {
			return idx, ft, 0, true, true
		}
	}
	return idx, ft, within, false, true
}

// arrayElem returns, for byte offset within inside a value of type t, the
// element type of array t and the offset inside that element; ok is
// false when t is no array of sized elements.
func (a *inferrer) arrayElem(t types.Type, within uint64) (types.Type, uint64, bool) {
	at, isArray := t.(*types.ArrayType)
	if !isArray {
		return nil, 0, false
	}
	es := a.tt.sizeOf(at.ElemType)
	if es == 0 {
		return nil, 0, false
	}
	return at.ElemType, within % es, true
}

func (a *inferrer) fieldResult(bg *byteGEP, e elemRef, ft types.Type) {
	a.addElem(bg.res, e)
	if id := a.tt.structID(ft); id >= 0 {
		a.addType(bg.res, id)
	}
	if fieldHoldsPointers(a.tt.infos[e.typ].Type.Fields[e.field]) {
		a.union(a.content(bg.res), a.fieldNode(e))
	}
}

// multipleOf reports whether v*scale is provably a multiple of size: a
// constant, a multiplication or shift by one, a cast of one, a PHI or
// select of them.
func multipleOf(v value.Value, size, scale int64, depth int) bool {
	if size <= 0 {
		return false
	}
	if scale%size == 0 {
		return true
	}
	if depth > 8 {
		return false
	}
	if c, ok := ir.ConstInt(v); ok {
		return (c*scale)%size == 0
	}
	switch x := v.(type) {
	case *llir.InstMul:
		return multipleOf(x.X, size, scale, depth+1) || multipleOf(x.Y, size, scale, depth+1)
	case *llir.InstShl:
		if k, ok := ir.ConstInt(x.Y); ok && k >= 0 && k < 32 {
			return multipleOf(x.X, size, scale<<uint(k), depth+1)
		}
	case *llir.InstSExt:
		return multipleOf(x.From, size, scale, depth+1)
	case *llir.InstZExt:
		return multipleOf(x.From, size, scale, depth+1)
	case *llir.InstTrunc:
		return multipleOf(x.From, size, scale, depth+1)
	case *llir.InstSelect:
		return multipleOf(x.ValueTrue, size, scale, depth+1) && multipleOf(x.ValueFalse, size, scale, depth+1)
	case *llir.InstPhi:
		for _, inc := range x.Incs {
			if inc.X != v && !multipleOf(inc.X, size, scale, depth+1) {
				return false
			}
		}
		return len(x.Incs) > 0
	}
	return false
}

// dominantOf returns the dominant type of class d (cached), or -1.
func (a *inferrer) dominantOf(d *classData) int {
	if !d.domKnown {
		d.dom = -1
		if dom, ok := a.tt.dominant(d.types); ok {
			d.dom = int32(dom)
		}
		d.domKnown = true
	}
	return int(d.dom)
}

// repr returns a value of root r's class (nil for memory-only classes).
func (a *inferrer) repr(r int32) value.Value { return a.first[r] }

// flatten points every node at its root, so that find no longer writes
// and the classes can be read concurrently.
func (a *inferrer) flatten() {
	for i := range a.parent {
		a.parent[i] = a.find(int32(i))
	}
}

// sortedTypes returns a copy of ids sorted.
func sortedTypes(ids []int) []int {
	out := append([]int(nil), ids...)
	sort.Ints(out)
	return out
}

// argPos is an argument position of a call.
type argPos struct {
	call vkey
	i    int
}

// firstArrayArgs returns, for the links ls of one parameter class whose
// callers all pass pointers of one class of several structures, a node
// standing for the address of the first field of structure S, when that
// field is an array of scalars, every argument points to S (slotMeaning:
// the field getelementptrs of the code it comes from name S), and each
// callee uses its parameter only as arrays of scalars, one of them of
// the field's element size (arrayParamSizes): never as a structure, by
// a field getelementptr or a byte offset. Such a pointer is the
// field's address: opaque IR folds `s->table` (the array decayed to its
// first element, `getelementptr %S, ptr %s, 0, 0` in typed IR) into s,
// and inlining at -O0 folds it too (lz4's always_inline
// LZ4_compress_generic passes cctx->hashTable to LZ4_getPositionOnHash,
// which indexes it as U32, U16 or pointer elements by tableType). It
// returns -1 otherwise.
func (a *inferrer) firstArrayArgs(ls []*argLink) int32 {
	s := -2
	for _, l := range ls {
		if a.find(l.arg) == a.find(l.param) {
			continue
		}
		f := ir.CalledFunc(l.call)
		if f == nil {
			return -1
		}
		args := a.args(l.call)
		if l.idx >= len(args) {
			return -1
		}
		m := a.slotMeaning(args[l.idx], 0)
		if m < 0 || (s >= 0 && m != s) || !containsInt(a.cls(l.arg).types, m) {
			return -1
		}
		s = m
	}
	if s < 0 || a.tt.isUnion(s) {
		return -1
	}
	st := a.tt.infos[s].Type
	if len(st.Fields) == 0 {
		return -1
	}
	at, isArray := st.Fields[0].(*types.ArrayType)
	if !isArray {
		return -1
	}
	elem := scalarIn(at)
	switch elem.(type) {
	case *types.StructType, *types.ArrayType, *types.VectorType:
		return -1
	}
	size := a.tt.storeSize(elem)
	if size == 0 || size >= 64 {
		return -1
	}
	for _, l := range ls {
		if a.find(l.arg) == a.find(l.param) {
			continue
		}
		if a.arrayParamSizes(ir.CalledFunc(l.call), l.idx)&(1<<size) == 0 {
			return -1
		}
	}
	n := a.newNode()
	a.addElem(n, elemRef{s, 0})
	if a.firstArgs == nil {
		a.firstArgs = make(map[argPos]int32)
	}
	for _, l := range ls {
		if a.find(l.arg) != a.find(l.param) {
			a.firstArgs[argPos{keyOf(l.call), l.idx}] = n
		}
	}
	return n
}

// arrayParamSizes returns the sizes (bit n for n bytes, below 64) of the
// elements function f reads or writes through its parameter i when f
// uses it only as arrays of scalars: loads and stores through it or
// through steps over scalar elements (`getelementptr T, ptr %p, i64
// %i`), past casts and the -O0 stack slots that hold it (every store
// into such a slot storing it); 0 when f uses it otherwise (as a
// structure, a byte offset, an argument, a stored value, a merge).
func (a *inferrer) arrayParamSizes(f *llir.Func, i int) uint64 {
	pp := paramPos{f, i}
	if sz, ok := a.arrayParams[pp]; ok {
		return sz
	}
	if a.arrayParams == nil {
		a.arrayParams = make(map[paramPos]uint64)
	}
	sz := a.scanArrayParam(f, i)
	a.arrayParams[pp] = sz
	return sz
}

// scanArrayParam computes arrayParamSizes.
func (a *inferrer) scanArrayParam(f *llir.Func, i int) uint64 {
	if i >= len(f.Params) || len(f.Blocks) == 0 {
		return 0
	}
	derived := map[value.Value]bool{f.Params[i]: true}
	slots := map[*llir.InstAlloca]bool{}
	var sizes uint64
	access := func(t types.Type) bool {
		switch t.(type) {
		case *types.StructType, *types.ArrayType, *types.VectorType:
			return false
		}
		n := a.tt.storeSize(t)
		if n == 0 || n >= 64 {
			return false
		}
		sizes |= 1 << n
		return true
	}
	// Slots are found before their loads in -O0 code; more passes
	// settle a slot stored into after a load in block order, and a
	// walk that has not settled after a few says no.
	for pass := 0; ; pass++ {
		if pass == 4 {
			return 0
		}
		known := len(derived) + len(slots)
		sizes = 0
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				ok := true
				switch x := inst.(type) {
				case *llir.InstBitCast:
					if derived[x.From] {
						derived[x] = true
					}
				case *llir.InstGetElementPtr:
					if !derived[x.Src] {
						break
					}
					if len(x.Indices) != 1 || !access(x.ElemType) {
						return 0
					}
					derived[x] = true
				case *llir.InstLoad:
					if derived[x.Src] {
						ok = access(x.ElemType)
					} else if slot, isSlot := x.Src.(*llir.InstAlloca); isSlot && slots[slot] {
						derived[x] = true
					}
				case *llir.InstStore:
					if derived[x.Dst] {
						ok = !derived[x.Src] && access(x.Src.Type())
					} else if derived[x.Src] {
						slot, isSlot := x.Dst.(*llir.InstAlloca)
						ok = isSlot && !a.slotEscapes[slot]
						if ok {
							slots[slot] = true
						}
					}
				default:
					forOperands(inst, func(op value.Value) {
						if derived[op] {
							ok = false
						}
					})
				}
				if !ok {
					return 0
				}
			}
			if b.Term != nil {
				bad := false
				forOperands(b.Term, func(op value.Value) {
					if derived[op] {
						bad = true
					}
				})
				if bad {
					return 0
				}
			}
		}
		if len(derived)+len(slots) == known {
			break
		}
	}
	// Every store into a slot that holds the parameter stores it.
	for slot := range slots {
		for _, v := range a.slotStores[slot] {
			if !derived[v] {
				return 0
			}
		}
	}
	return sizes
}
