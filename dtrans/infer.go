package dtrans

import (
	"context"
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
// each class collects the evidence its members give (see RULES.md).
// This file holds the classes and the fixed point's driver; the rules it
// runs are in files by concern: scan.go (the module scan), calls.go,
// stores.go, steps.go, offsets.go (byte offsets to fields), firstfield.go,
// arrays.go and offmerge.go (PHIs and selects of objects used only
// through byte offsets).

// elemRef names a field: struct id and field number.
type elemRef struct{ typ, field int }

// classData is what a class of pointer values is known to point to.
type classData struct {
	types   []int     // struct ids the pointers are used as pointers to
	elems   []elemRef // fields the pointers point into
	content int32     // class of the pointers stored at offset 0 of the memory pointed to; -1 when none yet

	// Caches for the visiting phase, when the classes no longer change:
	// the dominant type plus 2 (dom: 1 when none, 0 until known, so that
	// no flag makes the structure 80 bytes instead of 72: sqlite3 holds
	// 160,000) and the conditions already given to every type of the
	// class (flagged).
	dom     int32
	flagged SafetyData
	// notedTypes and notedElems are the conditions whose notes are full
	// on every type, and every field's structure, of the class (see
	// flagTypes); basesNoted says AddressTaken's are full on the
	// containers of its base fields (flagBases).
	notedTypes, notedElems SafetyData

	unknown    bool // a member comes from code the analysis cannot see
	alloc      bool // a member is the result of an allocation call
	basesNoted bool
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

// ambiguousOff is a constant byte offset off on a pointer to several types
// (gep, a getelementptr on src) whose result is node res.
type ambiguousOff struct {
	gep *llir.InstGetElementPtr
	res int32
	off int64
}

// mergeUser is an entry of a list of merges (mergeMeaning): merge m,
// and the index of the list's next entry (-1 at its end).
type mergeUser struct {
	m    value.Value
	next int32
}

// anchorTag is what the tags of the accesses through constant byte
// offsets from a base value say of it: structure id (-1 when they
// disagree) begins at the byte offsets lo to hi from it, one whole
// structure apart (anchorTags).
type anchorTag struct {
	id     int
	lo, hi int64
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
	// guessing is set while such an offset is resolved.
	guessing bool
	stale    map[vkey]bool

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
	// paramLoadM caches paramLoads.
	paramLoadM map[outArg]int
	// blobNodes are the classes of the pointers stored at each byte
	// offset of a blob field (blobContent).
	blobNodes map[blobKey]int32
	// slots are the stack slots of a structure type (typeSlots), and
	// renamedSlots those typeSlots gave their tags' structure.
	slots        []*llir.InstAlloca
	renamedSlots map[*llir.InstAlloca]int
	// globalVars are the global variables of a structure type (or an
	// array of them), typed once the module's tags are known
	// (typeGlobals, which also flows their initializers), and
	// renamedGlobals those typeGlobals gave a rebuilt structure's
	// fields; rebuiltLayouts are the layouts of the rebuilt structures.
	globalVars     []*llir.Global
	renamedGlobals map[*llir.Global]int
	rebuiltLayouts map[int32]bool
	gepResv        []gepResult

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
	badPtrToInt map[*llir.InstPtrToInt]any

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
	// cbo holds constByteOffset's answers, by getelementptr (cboIdx).
	cboIdx *valueIndex
	cbo    []constOffset
	// interior are the array members indexed from a byte offset.
	interior []interiorArray
	// wholeSteps are the base classes of byte offsets by whole
	// structures of their class's dominant type (resolveOffset): a walk
	// over an array of that type.
	wholeSteps []int32
	// ambiguousOffs are the constant byte offsets on pointers to several
	// types that nothing resolved (gepAmbiguous), for tailArrays.
	ambiguousOffs []ambiguousOff
	// tagInside are the tagged accesses of a structure's field through
	// a constant byte offset past the field's offset: the structure lies
	// inside what the offset's base points to.
	tagInside []interiorArray
	// guessInside indexes tagInside by base value (guessTagged).
	guessInside map[vkey][]int32
	// unbuilt are the named TBAA struct type nodes of structures the
	// module does not define and tbaaStruct could not rebuild, in the
	// order they were met.
	unbuilt []*metadata.Tuple
	// structSigs indexes the named structures by layout (tbaaAnonymous).
	structSigs map[string][]int
	// gepTBAA gives, for byte-offset getelementptrs used as the address
	// of a tagged load or store at the tag's offset, the tag's structure.
	gepTBAA *valueIndex
	// pastTags gives, for constant byte-offset getelementptrs used as
	// the address of a tagged load or store past the tag's offset, the
	// tag's structure and offset (id -1 when two tags disagree, or the
	// tag does not describe the structure's layout): tailTag.
	pastTags map[vkey]fieldKey
	// anchorTags gives, for base values with tagged accesses through
	// constant byte offsets (`getelementptr i8, ptr %top, i64 -8`
	// tagged as TValue's field at 8: a TValue begins at -16), the tags'
	// structure and the byte offsets from the base at which such
	// structures begin (id -1 when two tags disagree), indexed by
	// anchorIdx: countAnchored.
	anchorIdx  *valueIndex
	anchorTags []anchorTag
	// indexed are the arrays of structures the code indexes at a
	// constant byte offset from some pointer (interior), by element
	// structure and offset: tailTag.
	indexed map[fieldKey]bool
	// stepTags gives, for byte-offset getelementptrs, the structure the
	// tags of the accesses at offset 0 through them name (-1 when two
	// disagree).
	stepTags *valueIndex
	// varSteps gives, for pointer values, the structure S that
	// getelementptrs step over from them by a variable index
	// (`getelementptr %S, ptr %p, i64 %i[, ...]`), -1 when several.
	varSteps *valueIndex
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
	// elemTags gives, for a getelementptr stepping over whole
	// structures (`getelementptr %S, ptr %p, i64 %i`), the one structure
	// the tags of the accesses at offset 0 through it name (-1 when they
	// name several): what the element is (renamedFieldGEPs).
	elemTags *valueIndex
	// zeroTags is baseTags for the accesses through a getelementptr
	// whose indices are all zero on the value (foldedTag); nil until
	// one is met.
	zeroTags *valueIndex
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
	// mergeUsers lists, by operand (the list's first entry in
	// mergeHeads, at the index mergeIdx gives), the tagMerges whose
	// tags name a structure (mergeMeaning), built on first use.
	mergeIdx   *valueIndex
	mergeHeads []int32
	mergeUsers []mergeUser
	// begins[id] says that struct id lies at offset 0 of another
	// structure (mergeMeaning), built on first use.
	begins []bool
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
	inStored  map[fieldKey]int
	meanings  map[vkey]int32
	inMeaning map[vkey]int // the values being computed, by depth
	// argTags is, per value passed to a direct call, the structure the
	// tags of the accesses through the parameters it is passed to name
	// (-1: several); built once (argMeaning).
	argTags map[vkey]int32
	// stepElems is, per call result, the structure the variable steps
	// over whole elements from it name (-1: several; noteCallStep).
	stepElems map[vkey]int32
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

	// offQueue are the PHIs and selects of objects of the function
	// being walked whose merge waits for its uses (offsetUses), bgMark
	// the first byte offset of the function; offMerges those waiting
	// for the fixed point (resolveOffsetMerges).
	offQueue []value.Value
	// fieldQueue are the field getelementptrs of the function being
	// walked that wait for its tags (renamedFieldGEPs).
	fieldQueue []pendingFieldGEP
	// walkQueue are the PHIs of the function being walked that may be
	// pre-incremented walks, with their steps (preIncWalk, walkUses).
	walkQueue []preIncPhi
	// arrayQueue are the getelementptrs into arrays of structures on
	// memory no declaration types (`getelementptr [N x S], ptr %q, i64
	// 0, i64 %i`) of the function being walked, and arrTags, for the
	// base of such getelementptrs, the one structure the tags of the
	// accesses through them name (-1 when they name several): what the
	// elements are (renamedArrayGEPs).
	arrayQueue []pendingFieldGEP
	arrTags    *valueIndex
	bgMark     int
	offMerges  []*offMerge
	// contentWait holds the constant byte offsets left AmbiguousGEP
	// that what they load may resolve (resolveByContent).
	contentWait []*byteGEP
	// otherUses are the pointer PHIs and selects of the function being
	// walked used other than by a constant byte offset (noteUse), once
	// per such use.
	otherUses []value.Value
	offIdx    map[value.Value]int // offsetUses's index of offQueue

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
		indirectOf: make(map[vkey]*indirectCall), summaries: make(map[int32]*callSummary), tbaaIDs: make(map[*metadata.Tuple]int), tbaaFits: make(map[*metadata.Tuple]bool), tagIndex: newValueIndex(0), gepTBAA: newValueIndex(0), stepTags: newValueIndex(0), varSteps: newValueIndex(0), tagGEPs: newValueIndex(0), baseTags: newValueIndex(0), elemTags: newValueIndex(0), arrTags: newValueIndex(0), udom: make(map[udomKey]int), ushown: make(map[udomKey]int), mayCache: make(map[mayKey]bool),
		badPtrToInt: make(map[*llir.InstPtrToInt]any), seenConstGEP: make(map[*constant.ExprGetElementPtr]bool),
		libs: declared(m),
	}
}

// libInfo is what the analysis knows of a declared function.
type libInfo struct {
	kind ir.LibFunc
	clib bool // a function of the C library or POSIX (isCLibrary)
	// params are the parameters that point to a C library structure
	// (cStructParams).
	params []cParam
}

// declared classifies the declarations of the module.
func declared(m *ir.Module) map[*llir.Func]libInfo {
	libs := make(map[*llir.Func]libInfo)
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			name := f.Name()
			libs[f] = libInfo{kind: ir.ClassifyName(name), clib: isCLibrary(name), params: cStructParams[name]}
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
	return libInfo{kind: ir.ClassifyName(name), clib: isCLibrary(name), params: cStructParams[name]}
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
		if a.tt.structID(x.ContentType) >= 0 {
			// Typed once the module's tags are known (typeGlobals).
			a.globalVars = append(a.globalVars, x)
		} else {
			a.declareMem(n, x.ContentType)
		}
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
// same layout (fixture zerotag.c) has both. A system structure counts as
// accessed, though no TBAA node may name it (va_arg's accesses to a
// va_list carry no tags): llvm-link 19 gives sqlite3's local Hash the
// name __va_list_tag (fixture hAQlinked1).
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
		if s, ok := a.tagsOf(x); ok && s >= 0 && s != t && (named[t] || a.tt.infos[t].system) && a.tt.sameLayout(t, s, 0) {
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

// rebuiltLayout reports whether struct id (-1: none) has the layout of a
// structure rebuilt from TBAA other than itself.
func (a *inferrer) rebuiltLayout(id int) bool {
	if id < 0 {
		return false
	}
	if a.rebuiltLayouts == nil {
		a.rebuiltLayouts = make(map[int32]bool)
		for r, ti := range a.tt.infos {
			if ti.Reconstructed {
				if l := a.tt.layoutID(r, 0); l >= 0 {
					a.rebuiltLayouts[l] = true
				}
			}
		}
	}
	if a.tt.infos[id].Reconstructed {
		return false
	}
	l := a.tt.layoutID(id, 0)
	return l >= 0 && a.rebuiltLayouts[l]
}

// typeGlobals types the global variables whose structure S (or whose
// array's element structure) has the layout of a structure rebuilt from
// TBAA: S, and when the class of the variable holds one structure R
// rebuilt from TBAA and no structure of another layout (the tags of the
// accesses through it name R), R too, whose fields its initializer's
// pointers flow into and its byte offsets address. R has no definition in
// the module, so no variable is declared with it: clang 19 dropped the C
// type, and llvm-link 19 gave the variable another structure of its
// layout (sqlite3's aSyscall, an array of unix_syscall, is an array of
// the shell's AuxDb there), whose fields' classes, holding the other C
// type's pointers, would hold the variable's too (every system call
// in sqlite3's generic class of pointers, with the arguments of every
// call through them).
func (a *inferrer) typeGlobals() {
	for _, g := range a.globalVars {
		n, ok := a.vals.get(keyOf(g))
		if !ok {
			continue
		}
		s := a.tt.structID(g.ContentType)
		r := -1
		if !a.rebuiltLayout(s) {
			r = -2
		}
		for _, t := range a.cls(n).types {
			if r == -2 {
				break
			}
			if !a.tt.sameLayout(s, t, 0) {
				r = -2
				break
			}
			if t != s && a.tt.infos[t].Reconstructed {
				if r >= 0 && r != t {
					r = -2
					break
				}
				r = t
			}
		}
		a.addType(n, s)
		if r < 0 {
			if g.Init != nil {
				a.initFlows(n, g.ContentType, g.Init, 0)
			}
			continue
		}
		if a.renamedGlobals == nil {
			a.renamedGlobals = make(map[*llir.Global]int)
		}
		a.renamedGlobals[g] = r
		if g.Init != nil {
			a.initFlowsAs(n, g.ContentType, a.tt.infos[r].Type, g.Init)
		}
	}
	a.globalVars = nil
}

// firstMembers records the members of structures C whose TBAA type node
// names, at the member's offset, a structure R rebuilt from TBAA where C's
// own field there is another structure S of R's layout: llvm-link 19 gave
// the member of one C type the name of another identical to it under
// opaque pointers. At offset 0, the first field leaf0 descends to is R's,
// not S's, whose pointer field holds S's objects' pointers (sqlite3's
// HighlightContext begins with a CInstIter, an InitData there, whose
// sqlite3 * is in the generic class of pointers, where the CInstIter
// holds its Fts5ExtensionApi); at any offset, a byte offset into the
// member is R's field (fieldAt), as typed IR's getelementptr through the
// container's definition says (lua's Dyndata holds two Labellists, both
// the anon.7 of its actvar there: &dyd->gt.size passed to luaM_growaux_
// was a field address of anon.7). Computed once the module's tags are
// read.
func (a *inferrer) firstMembers() {
	var renamed map[elemRef]int
	for node, c := range a.tbaaIDs {
		if c < 0 || len(node.Fields) < 3 {
			continue
		}
		st := a.tt.infos[c].Type
		l := a.tt.layoutOf(c)
		if l == nil || !l.IsSized() {
			continue
		}
		for i := 1; i+1 < len(node.Fields); i += 2 {
			ft, ok := node.Fields[i].(*metadata.Tuple)
			if !ok {
				continue
			}
			m, known := a.tbaaIDs[ft]
			if !known || m < 0 || !a.tt.infos[m].Reconstructed {
				continue
			}
			off, ok := node.Fields[i+1].(*constant.Int)
			if !ok {
				continue
			}
			o, ok := ir.ConstInt(off)
			if !ok || o < 0 {
				continue
			}
			idx := l.ElementContainingOffset(uint64(o))
			if idx < 0 || idx >= len(st.Fields) || l.Offsets[idx] != uint64(o) {
				continue
			}
			fs, isStruct := st.Fields[idx].(*types.StructType)
			if !isStruct {
				continue // an array: TBAA names no structure there
			}
			s := a.tt.id(fs)
			if s == m || a.tt.infos[s].Reconstructed || !a.tt.sameLayout(s, m, 0) {
				continue
			}
			if renamed == nil {
				renamed = make(map[elemRef]int)
			}
			e := elemRef{c, idx}
			if old, seen := renamed[e]; seen && old != m {
				// Two nodes of C disagree (whatever the map's
				// order): neither is taken.
				m = -1
			}
			renamed[e] = m
		}
	}
	for e, m := range renamed {
		ti := a.tt.infos[e.typ]
		if ti.members == nil {
			ti.members = make([]int, len(ti.Type.Fields))
			for i := range ti.members {
				ti.members[i] = -1
			}
		}
		ti.members[e.field] = m
	}
}

// initFlowsAs is initFlows for a variable of type t (a structure, or an
// array of structures) whose structures are st.
func (a *inferrer) initFlowsAs(n int32, t types.Type, st *types.StructType, c constant.Constant) {
	switch x := t.(type) {
	case *types.StructType:
		a.initFlows(n, st, c, 0)
		return
	case *types.ArrayType:
		if _, isStruct := x.ElemType.(*types.StructType); isStruct {
			if ca, ok := c.(*constant.Array); ok {
				for _, e := range ca.Elems {
					a.initFlows(n, st, e, 1)
				}
			}
			return
		}
	}
	a.initFlows(n, t, c, 0)
}

// globalStruct returns the structure global variable g is (or is an
// array of), that of its fields (typeGlobals), or -1.
func (a *inferrer) globalStruct(g *llir.Global) int {
	if r, ok := a.renamedGlobals[g]; ok {
		return r
	}
	return a.tt.structID(g.ContentType)
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
	d.dom = 0
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
		dx.dom = 0
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
		// The instructions are passed as any, not as value.User:
		// converting an llir.Instruction to a value.User looks a
		// method table up at run time (forOperands).
		walk := func(inst any) {
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
				a.noteUse(callee, nil)
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
					a.noteUse(arg, nil)
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
				a.noteUse(x.Src, nil)
				a.noteUse(x.Dst, nil)
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
				a.noteUse(x.Src, nil)
				return
			}
			allowed := false
			switch inst.(type) {
			case *llir.InstICmp, *llir.InstSub, *llir.InstIntToPtr, *llir.InstPhi,
				*llir.InstSelect, *llir.TermRet, *llir.InstFreeze:
				allowed = true
			}
			_, isCmp := inst.(*llir.InstICmp)
			g, _ := inst.(*llir.InstGetElementPtr)
			forOperands(inst, func(op value.Value) {
				a.noteUse(op, g)
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
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				walk(inst)
			}
			if b.Term != nil {
				walk(b.Term)
			}
		}
		a.renamedFieldGEPs()
		a.renamedArrayGEPs()
		a.offsetUses(f)
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
	a.vals.coarse = 2
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
		if g.Init != nil && a.tt.structID(g.ContentType) < 0 { // else typeGlobals
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
	a.firstMembers()
	a.typeGlobals()
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
	a.settleOffsetMerges()
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
	if a.confirmGuesses() {
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
	// res and elems, res >= 0, are the offset's result and the fields
	// of pointers it reaches, and blobs the classes of the blob bytes it
	// reaches (blobContent), whose contents wait for confirmGuesses.
	res   int32
	elems []elemRef
	blobs []int32
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

// guessHolds reports whether guess g's base class still has the
// dominant type the offset was resolved on, or whether the tags of the
// base's other byte offsets (guessTagged) or the base's meaning still
// name it: what resolveByteGEPs would decide on the final class, a
// pointer to several types.
func (a *inferrer) guessHolds(g *domGuess) bool {
	r := a.find(g.base)
	if a.dominantOf(&a.data[r]) == g.dom || a.domBesidesUnions(r) == g.dom || a.guessTagged(g) {
		return true
	}
	// The base's meaning names the guessed structure (unionMeaning:
	// the one the union member is seen to hold whose layout fits every
	// access through it): the offset is its field, as resolveByteGEPs
	// makes it on a pointer to several types (sqlite3's
	// `pExpr->x.pSelect->pEList`, read with the char tag LLVM gives
	// the load it merged, resolved while the member's class held the
	// Select only).
	x, isInst := g.gep.(*llir.InstGetElementPtr)
	return isInst && a.meaning(x.Src) == g.dom && a.mayPointToRoot(r, g.dom)
}

// guessTagged reports whether the tags of the accesses through other
// byte offsets from guess g's base place structures inside it (tagInside:
// a tag naming S at offset o on a byte offset c from the base puts an S
// at c-o), each where the guessed type holds one: sqlite3's yy_reduce
// reads a SrcList, loaded from the parser's union into the generic class,
// at byte 16 (a[0].zDatabase) with the "any pointer" tag, and at byte 48
// with the tag of SrcItem's pSelect at 40: an SrcItem at byte 8, where
// SrcList holds its array of them. The class no longer has the guessed
// type as its dominant one, but the tags say the base is one.
func (a *inferrer) guessTagged(g *domGuess) bool {
	gep, ok := g.gep.(*llir.InstGetElementPtr)
	if !ok || g.dom < 0 || len(a.tagInside) == 0 {
		return false
	}
	if a.guessInside == nil {
		a.guessInside = make(map[vkey][]int32)
		for i, x := range a.tagInside {
			if x.src != nil {
				k := keyOf(stripBitCasts(x.src))
				a.guessInside[k] = append(a.guessInside[k], int32(i))
			}
		}
	}
	xs := a.guessInside[keyOf(stripBitCasts(gep.Src))]
	if len(xs) == 0 {
		return false
	}
	for _, i := range xs {
		x := a.tagInside[i]
		if x.off <= 0 || !a.holdsAt(g.dom, x.id, uint64(x.off)) {
			return false
		}
	}
	return true
}

// holdsAt reports whether structure t holds a structure s (a field of
// type s, or an element of an array field of s, at any depth) at byte
// offset off.
func (a *inferrer) holdsAt(t, s int, off uint64) bool {
	cur, r := t, off
	for depth := 0; depth < 32 && cur >= 0; depth++ {
		_, ft, within, ok := a.elemStep(cur, r)
		if !ok {
			return false
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			return false
		}
		cur, r = a.tt.id(inner), within
		if cur == s && r == 0 {
			return true
		}
	}
	return false
}

// confirmGuesses connects, once the fixed point is done, the contents of
// the guesses that still hold with the fields of pointers they reach, as
// fieldResult does at once for other offsets. Until then the values
// loaded through a guess stay apart from the field's: lua's luaV_objlen
// reads a TString's length at offset 16 of the GCObject * a TValue
// holds, whose class then held a Table only; taken for the Table's
// array field, the length joined the pointers into arrays of TValues,
// and, stored into a TValue of the stack, the objects TValues hold, so
// that every array grown by luaM_growaux_ (AbsLineInfo, LocVar, ...)
// joined the class of every object, where typed IR's getelementptr names
// the TString's field. The guess was stale at the end (judgeGuesses),
// and the merge it had made could not be undone.
func (a *inferrer) confirmGuesses() bool {
	changed := false
	for i := range a.guesses {
		g := &a.guesses[i]
		if g.res < 0 || !a.guessHolds(g) {
			continue
		}
		for _, e := range g.elems {
			if a.union(a.content(g.res), a.fieldNode(e)) {
				changed = true
			}
		}
		for _, n := range g.blobs {
			if a.union(a.content(g.res), n) {
				changed = true
			}
		}
	}
	return changed
}

// judgeGuesses judges the guesses on the final classes: a byte offset
// resolved on a dominant type its base's class no longer has (the fixed
// point merged other types into it) said nothing of the field it
// reaches, and the accesses through it are not counted or checked, as
// on a pointer to several types (resolveByteGEPs); AmbiguousGEP, as
// there.
func (a *inferrer) judgeGuesses() {
	for i := range a.guesses {
		g := &a.guesses[i]
		if a.guessHolds(g) {
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
		if !changed {
			changed = a.resolveByContent()
		}
		if !changed {
			changed = a.resolveOffsetMerges(true)
		} else if len(a.offMerges) > 0 {
			changed = a.resolveOffsetMerges(false) || changed
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
