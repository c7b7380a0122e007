package constraint

import (
	"context"
	"math"
	"sort"
	"strconv"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// maxFields bounds the number of pointer slots enumerated for one load,
// store or memcpy of an aggregate; beyond it the access uses UnknownOffset.
const maxFields = 64

// generator holds the state of constraint generation for one module.
type generator struct {
	m    *ir.Module
	dl   *ir.DataLayout
	opts Options
	g    *Graph

	ptrBits  uint64
	ptrSize  int64
	ptrAlign int64

	carriesMemo map[types.Type]bool
	built       map[*llir.Func]bool
	constKeyed  map[constKey]NodeID
	static      map[string]NodeID
	externals   map[string]bool
	wrapper     map[*llir.Func]int8 // 0 unknown, 1 yes, -1 no, 2 in progress
	wrapperSize map[*llir.Func]int  // the size parameter of an allocation wrapper, -1 if none
	addrNodes   map[NodeID]constKey // value nodes that only take an object's address: object and offset
	checking    *llir.Func          // the function isAllocWrapper is checking
	usersOf     *llir.Func          // the function users indexes
	users       map[value.Value][]value.User
	seenExpr    map[constant.Constant]bool // ptrtoint walks done (IgnoreIntegers)
	slab        []PointsToNode             // free nodes of the current block
	tmpCount    map[*llir.Func]int

	// The context of the constraints being emitted.
	cur     *llir.Func
	curInst value.User
}

// constKey identifies a node computed from a constant expression: a base
// node moved by an offset (addr: an object at an offset).
type constKey struct {
	base NodeID
	off  int64
	addr bool
}

func newGenerator(m *ir.Module, opts Options) *generator {
	gen := &generator{
		m:           m,
		opts:        opts,
		carriesMemo: make(map[types.Type]bool),
		built:       make(map[*llir.Func]bool),
		constKeyed:  make(map[constKey]NodeID),
		static:      make(map[string]NodeID),
		externals:   make(map[string]bool),
		wrapper:     make(map[*llir.Func]int8),
		wrapperSize: make(map[*llir.Func]int),
		addrNodes:   make(map[NodeID]constKey),
		seenExpr:    make(map[constant.Constant]bool),
		tmpCount:    make(map[*llir.Func]int),
	}
	gen.g = &Graph{
		PointerSymbolTable: PointerSymbolTable{
			Nodes:   []*PointsToNode{nil},
			values:  make(map[value.Value]NodeID),
			objects: make(map[value.Value]NodeID),
		},
		Module:   m,
		Options:  opts,
		funcs:    make(map[*llir.Func]*FuncInfo),
		funcObjs: make(map[NodeID]*FuncInfo),
	}
	if m == nil || m.Module == nil {
		gen.dl, _ = ir.ParseDataLayout("")
		gen.initLayout()
		gen.initUnknown(0)
		return gen
	}
	gen.dl = m.DataLayout()
	gen.initLayout()
	gen.initModule()
	return gen
}

func (gen *generator) initLayout() {
	gen.ptrBits = 64
	gen.ptrSize, gen.ptrAlign = 8, 8
	if gen.dl != nil {
		gen.ptrBits = gen.dl.PointerSizeInBits(0)
		gen.ptrSize = int64(gen.dl.PointerSize(0))
		gen.ptrAlign = int64(gen.dl.PointerABIAlignment(0))
	}
	if gen.ptrBits == 0 {
		gen.ptrBits, gen.ptrSize = 64, 8
	}
	if gen.ptrAlign <= 0 {
		gen.ptrAlign = 1
	}
}

// ---- nodes ----

func (gen *generator) addNode(node PointsToNode) NodeID {
	// Nodes are allocated in blocks: one allocation per 1024 nodes.
	if len(gen.slab) == 0 {
		gen.slab = make([]PointsToNode, 1024)
	}
	n := &gen.slab[0]
	gen.slab = gen.slab[1:]
	*n = node
	id := NodeID(len(gen.g.Nodes))
	n.ID = id
	n.IsObject = n.ObjKind != NotObject
	if n.Type != nil {
		gen.classify(n, n.Type)
	}
	gen.g.Nodes = append(gen.g.Nodes, n)
	return id
}

func (gen *generator) classify(n *PointsToNode, t types.Type) {
	switch t := t.(type) {
	case *types.PointerType:
		n.IsPointer = true
	case *types.VectorType:
		_, n.IsPointer = t.ElemType.(*types.PointerType)
	case *types.StructType:
		n.IsStruct = true
	case *types.ArrayType:
		n.IsArray = true
	}
}

// newTemp returns a fresh temporary value node of the current function.
func (gen *generator) newTemp(t types.Type) NodeID {
	gen.tmpCount[gen.cur]++
	return gen.addNode(PointsToNode{Func: gen.cur, Name: "tmp." + strconv.Itoa(gen.tmpCount[gen.cur]), Type: t})
}

// newObject creates an abstract object; v (when non-nil) is recorded as
// the value creating it.
func (gen *generator) newObject(kind ObjectKind, name string, v value.Value, f *llir.Func, size uint64, t types.Type) NodeID {
	id := gen.addNode(PointsToNode{Value: v, Func: f, Name: name, ObjKind: kind, Size: size, Type: t})
	if v != nil {
		if _, dup := gen.g.objects[v]; !dup {
			gen.g.objects[v] = id
		}
	}
	return id
}

// newValueNode creates the value node of v.
func (gen *generator) newValueNode(v value.Value, f *llir.Func, name string) NodeID {
	id := gen.addNode(PointsToNode{Value: v, Func: f, Name: name, Type: safeType(v)})
	gen.g.values[v] = id
	return id
}

// carries reports whether a value of type t may hold a pointer: pointers,
// integers at least as wide as a pointer (unless IgnoreIntegers), and
// vectors, arrays and structs containing them.
func (gen *generator) carries(t types.Type) bool {
	if t == nil {
		return false
	}
	if c, ok := gen.carriesMemo[t]; ok {
		return c
	}
	gen.carriesMemo[t] = false // cycles through named structs contain no pointer by value
	c := false
	switch t := t.(type) {
	case *types.PointerType:
		c = true
	case *types.IntType:
		c = !gen.opts.IgnoreIntegers && t.BitSize >= gen.ptrBits
	case *types.VectorType:
		c = gen.carries(t.ElemType)
	case *types.ArrayType:
		c = t.Len > 0 && gen.carries(t.ElemType)
	case *types.StructType:
		for _, f := range t.Fields {
			if gen.carries(f) {
				c = true
				break
			}
		}
	}
	gen.carriesMemo[t] = c
	return c
}

// ptrOffsets returns the byte offsets, within a value of type t, of the
// scalars that may hold pointers; [UnknownOffset] when there are too many.
func (gen *generator) ptrOffsets(t types.Type) []int64 {
	if !gen.carries(t) {
		return nil
	}
	if gen.opts.FieldInsensitive {
		return []int64{0}
	}
	var out []int64
	if !gen.collectOffsets(t, 0, &out) {
		return []int64{UnknownOffset}
	}
	return out
}

func (gen *generator) collectOffsets(t types.Type, base int64, out *[]int64) bool {
	if !gen.carries(t) {
		return true
	}
	switch t := t.(type) {
	case *types.StructType:
		l := gen.dl.StructLayout(t)
		if !l.IsSized() || len(l.Offsets) != len(t.Fields) {
			return false
		}
		for i, f := range t.Fields {
			if !gen.collectOffsets(f, base+int64(l.Offsets[i]), out) {
				return false
			}
		}
		return true
	case *types.ArrayType:
		return gen.collectElems(t.ElemType, t.Len, base, out)
	case *types.VectorType:
		return gen.collectElems(t.ElemType, t.Len, base, out)
	}
	if len(*out) >= maxFields {
		return false
	}
	*out = append(*out, base)
	return true
}

func (gen *generator) collectElems(elem types.Type, n uint64, base int64, out *[]int64) bool {
	size := int64(gen.dl.TypeAllocSize(elem))
	if n > maxFields || size <= 0 {
		return false
	}
	for i := uint64(0); i < n; i++ {
		if !gen.collectOffsets(elem, base+int64(i)*size, out) {
			return false
		}
	}
	return true
}

// ---- emission ----

// emit appends a constraint in the current context. Constraints with a
// missing side are dropped, offsets are normalised (field-insensitive mode,
// Gep by 0 is a Copy).
func (gen *generator) emit(k Kind, dst, src NodeID, off int64) {
	if dst == NoNode || src == NoNode {
		return
	}
	if k == Copy {
		off = 0
	}
	if gen.opts.FieldInsensitive {
		off = 0
		if k == Gep {
			k = Copy
		}
	}
	if k == Gep && off == 0 {
		k = Copy
	}
	if k == Copy && dst == src {
		return
	}
	gen.g.Constraints = append(gen.g.Constraints, Constraint{Kind: k, Dst: dst, Src: src, Offset: off, Inst: gen.curInst, Func: gen.cur})
}

// moduleLevel runs fn with the module-level context (no function, no
// instruction) and restores the current one.
func (gen *generator) moduleLevel(fn func()) {
	f, inst := gen.cur, gen.curInst
	gen.cur, gen.curInst = nil, nil
	fn()
	gen.cur, gen.curInst = f, inst
}

// escape makes the objects src points to reachable by unknown code.
func (gen *generator) escape(src NodeID) {
	gen.emit(Store, gen.g.UnknownPtr, src, UnknownOffset)
}

// fromUnknown makes dst point to whatever unknown code can produce.
func (gen *generator) fromUnknown(dst NodeID) {
	gen.emit(Copy, dst, gen.g.Escaped, 0)
}

// ---- module level ----

func (gen *generator) initUnknown(maxParams int) {
	g := gen.g
	gen.moduleLevel(func() {
		g.Unknown = gen.addNode(PointsToNode{Name: "unknown-object", ObjKind: UnknownObject})
		g.UnknownPtr = gen.addNode(PointsToNode{Name: "unknown"})
		g.Escaped = gen.addNode(PointsToNode{Name: "escaped"})
		contents := gen.addNode(PointsToNode{Name: "escaped-contents"})
		gen.emit(AddressOf, g.UnknownPtr, g.Unknown, 0)
		gen.emit(Store, g.UnknownPtr, g.UnknownPtr, UnknownOffset) // the Unknown object points to itself
		gen.emit(Load, g.Escaped, g.UnknownPtr, UnknownOffset)     // escaped: what it contains
		gen.emit(Store, g.Escaped, g.Escaped, UnknownOffset)       // unknown code may store any escaped pointer anywhere it can reach
		gen.emit(Load, contents, g.Escaped, UnknownOffset)         // and whatever escaped objects contain ...
		gen.emit(Store, g.UnknownPtr, contents, UnknownOffset)     // ... escapes too
		// Unknown code is callable: a call through a pointer to the Unknown
		// object (a function from dlsym, a callback unknown code handed
		// over) makes its arguments escape and returns the escaped set.
		uargs := gen.addNode(PointsToNode{Name: "unknown-args"})
		uret := gen.addNode(PointsToNode{Name: "unknown-return"})
		gen.emit(Store, g.UnknownPtr, uargs, UnknownOffset)
		gen.emit(Copy, uret, g.Escaped, 0)
		g.funcObjs[g.Unknown] = &FuncInfo{Object: g.Unknown, Value: g.UnknownPtr, VarArgs: uargs, Return: uret, External: true}
		result := gen.addNode(PointsToNode{Name: "unknown-caller-result"})
		gen.emit(Store, g.UnknownPtr, result, UnknownOffset)
		args := make([]NodeID, maxParams)
		for i := range args {
			args[i] = g.Escaped
		}
		// The unknown caller: unknown code calls every escaped function
		// with escaped pointers, and what it returns escapes.
		g.CallSites = append(g.CallSites, &CallSite{Callee: g.Escaped, Args: args, Result: result})
	})
}

func (gen *generator) initModule() {
	m := gen.m
	maxParams := 0
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 && len(f.Params) > maxParams {
			maxParams = len(f.Params)
		}
	}
	gen.initUnknown(maxParams)
	gen.moduleLevel(func() {
		for _, gv := range m.Globals {
			gen.globalNodes(gv)
		}
		for _, f := range m.Funcs {
			if len(f.Blocks) > 0 {
				gen.funcInfo(f)
			}
		}
		for _, a := range m.Aliases {
			gen.node(a)
		}
		for _, fi := range m.IFuncs {
			gen.node(fi)
		}
		for _, gv := range m.Globals {
			if gv.Init != nil {
				gen.initializer(gv)
			}
		}
		gen.entryPoints()
	})
}

// globalNodes creates the object and value node of a global variable.
func (gen *generator) globalNodes(gv *llir.Global) {
	var size uint64
	if gen.dl.IsSized(gv.ContentType) {
		size = gen.dl.TypeAllocSize(gv.ContentType)
	}
	obj := gen.newObject(GlobalObject, "global:"+gv.Ident(), gv, nil, size, gv.ContentType)
	vn := gen.newValueNode(gv, nil, gv.Ident())
	gen.emit(AddressOf, vn, obj, 0)
	gen.addrNodes[vn] = constKey{base: obj, addr: true}
	if gv.Init == nil {
		// Defined elsewhere: unknown code may have stored anything there.
		gen.escape(vn)
	}
}

// entryPoints makes the program's entry points escape, so that the unknown
// caller calls them: main in a whole program (a module defining main),
// every externally visible function and global otherwise (a library).
func (gen *generator) entryPoints() {
	for _, f := range gen.m.Funcs {
		if len(f.Blocks) > 0 && f.Name() == "main" {
			gen.escape(gen.g.funcs[f].Value)
			return
		}
	}
	for _, gv := range gen.m.Globals {
		if gv.Init != nil && visible(gv.Linkage) {
			gen.escape(gen.g.values[gv])
		}
	}
	for _, f := range gen.m.Funcs {
		if len(f.Blocks) > 0 && visible(f.Linkage) {
			gen.escape(gen.g.funcs[f].Value)
		}
	}
}

func visible(l enum.Linkage) bool {
	return l != enum.LinkageInternal && l != enum.LinkagePrivate
}

// funcInfo returns f's binding information, creating its nodes (object,
// value, parameters, return, varargs) on first use. For declarations the
// library model or the unknown-external summary is generated too.
func (gen *generator) funcInfo(f *llir.Func) *FuncInfo {
	if fi := gen.g.funcs[f]; fi != nil {
		return fi
	}
	fi := &FuncInfo{Func: f, External: len(f.Blocks) == 0}
	gen.g.funcs[f] = fi
	gen.g.Funcs = append(gen.g.Funcs, fi)
	gen.moduleLevel(func() {
		fi.Object = gen.newObject(FunctionObject, "fn:"+f.Ident(), f, nil, 0, f.Sig)
		gen.g.funcObjs[fi.Object] = fi
		fi.Value = gen.newValueNode(f, nil, f.Ident())
		gen.emit(AddressOf, fi.Value, fi.Object, 0)
		gen.addrNodes[fi.Value] = constKey{base: fi.Object, addr: true}
		fi.Params = make([]NodeID, len(f.Params))
		for i, p := range f.Params {
			if !gen.carries(p.Type()) {
				continue
			}
			if fi.External {
				fi.Params[i] = gen.addNode(PointsToNode{Name: "arg:" + f.Ident() + "#" + strconv.Itoa(i), Type: p.Type()})
			} else {
				fi.Params[i] = gen.newValueNode(p, f, p.Ident())
			}
		}
		if f.Sig != nil && gen.carries(f.Sig.RetType) {
			fi.Return = gen.addNode(PointsToNode{Name: "ret:" + f.Ident(), Type: f.Sig.RetType})
		}
		if f.Sig != nil && f.Sig.Variadic {
			fi.VarArgs = gen.addNode(PointsToNode{Name: "va:" + f.Ident()})
		}
		if fi.External {
			gen.summary(fi)
		}
	})
	return fi
}

// vaArea returns the pointer to f's variadic argument area, whose contents
// are f's VarArgs (created on first use by va_start).
func (gen *generator) vaArea(fi *FuncInfo) NodeID {
	if fi.VarArgs == NoNode {
		return NoNode
	}
	key := "vaptr:" + fi.Func.Ident()
	if id, ok := gen.static[key]; ok {
		return id
	}
	var ptr NodeID
	gen.moduleLevel(func() {
		area := gen.newObject(StackObject, "vaarea:"+fi.Func.Ident(), nil, nil, 0, nil)
		ptr = gen.addNode(PointsToNode{Name: key})
		gen.emit(AddressOf, ptr, area, 0)
		gen.emit(Store, ptr, fi.VarArgs, UnknownOffset)
	})
	gen.static[key] = ptr
	return ptr
}

// initializer generates the stores of gv's initializer. An initializer the
// generator cannot handle makes the global escape (unknown code may have
// put anything in it).
func (gen *generator) initializer(gv *llir.Global) {
	vn := gen.g.values[gv]
	defer func() {
		if r := recover(); r != nil {
			gen.cur, gen.curInst = nil, nil
			gen.escape(vn)
			gen.emit(Store, vn, gen.g.Escaped, UnknownOffset)
		}
	}()
	gen.storeInit(vn, gv.Init, 0)
}

// storeInit generates the stores of a global initializer: every pointer in
// c, at its byte offset from the start of the global.
func (gen *generator) storeInit(dst NodeID, c constant.Constant, off int64) {
	switch c := c.(type) {
	case nil, *constant.ZeroInitializer, *constant.Null, *constant.Undef, *constant.Poison,
		*constant.CharArray, *constant.Int, *constant.Float:
		return
	case *constant.Struct:
		st := c.Typ
		var offsets []uint64
		if st != nil {
			if l := gen.dl.StructLayout(st); l.IsSized() && len(l.Offsets) == len(c.Fields) {
				offsets = l.Offsets
			}
		}
		for i, f := range c.Fields {
			o := UnknownOffset
			if offsets != nil && off != UnknownOffset {
				o = off + int64(offsets[i])
			}
			gen.storeInit(dst, f, o)
		}
		return
	case *constant.Array:
		gen.storeElems(dst, c.Elems, c.Typ, off)
		return
	case *constant.Vector:
		gen.storeElems(dst, c.Elems, c.Typ, off)
		return
	}
	if n := gen.node(c); n != NoNode {
		gen.emit(Store, dst, n, off)
	}
}

func (gen *generator) storeElems(dst NodeID, elems []constant.Constant, t types.Type, off int64) {
	var size int64
	switch t := t.(type) {
	case *types.ArrayType:
		size = int64(gen.dl.TypeAllocSize(t.ElemType))
	case *types.VectorType:
		size = int64(gen.dl.TypeAllocSize(t.ElemType))
	}
	for i, e := range elems {
		o := UnknownOffset
		if off != UnknownOffset && size > 0 {
			o = off + int64(i)*size
		}
		gen.storeInit(dst, e, o)
	}
}

// ---- values ----

// node returns the value node of v, creating it on first use; NoNode when
// v carries no pointer or points to nothing (null, undef, integers).
func (gen *generator) node(v value.Value) NodeID {
	v = ir.UnwrapArg(v)
	if v == nil {
		return NoNode
	}
	if id, ok := gen.g.values[v]; ok {
		return id
	}
	switch x := v.(type) {
	case *llir.Func:
		return gen.funcInfo(x).Value
	case *llir.Global:
		gen.moduleLevel(func() { gen.globalNodes(x) })
		return gen.g.values[x]
	case *llir.Alias:
		// An alias is its aliasee; the map entry breaks alias cycles.
		gen.g.values[x] = NoNode
		id := gen.node(x.Aliasee)
		gen.g.values[x] = id
		return id
	case *llir.IFunc:
		// The ifunc stands for whatever function its resolver returns.
		var id NodeID
		gen.moduleLevel(func() {
			id = gen.newValueNode(x, nil, x.Ident())
			if r := ir.StripPointerCasts(x.Resolver); r != nil {
				if rf, ok := r.(*llir.Func); ok {
					gen.emit(Copy, id, gen.funcInfo(rf).Return, 0)
				} else {
					gen.fromUnknown(id)
				}
			}
		})
		return id
	case constant.Constant:
		var id NodeID
		gen.moduleLevel(func() { id = gen.constNode(x) })
		if _, isExpr := x.(constant.Expression); isExpr {
			if _, done := gen.g.values[x]; !done {
				gen.g.values[x] = id // computed once, even when NoNode
			}
		}
		return id
	case *llir.InlineAsm, *llir.Block:
		return NoNode
	}
	if !gen.carries(safeType(v)) {
		return NoNode
	}
	// An instruction (or a parameter) of the current function, used before
	// its definition was visited (phis) or now.
	return gen.newValueNode(v, gen.cur, v.Ident())
}

// constNode returns the node of a constant. Pointer casts share their
// operand's node; constant GEPs of globals become (object, offset) address
// nodes shared by every equal expression.
func (gen *generator) constNode(c constant.Constant) NodeID {
	switch x := c.(type) {
	case *constant.Null, *constant.Undef, *constant.Poison, *constant.ZeroInitializer, *constant.Int,
		*constant.Float, *constant.CharArray, *constant.BlockAddress, *constant.NoneToken:
		return NoNode
	case *constant.Index:
		return gen.node(x.Constant)
	case *constant.DSOLocalEquivalent:
		return gen.node(x.Func)
	case *constant.NoCFI:
		return gen.node(x.Func)
	case *constant.ExprBitCast:
		return gen.cast(c, x.From)
	case *constant.ExprAddrSpaceCast:
		return gen.cast(c, x.From)
	case *constant.ExprPtrToInt:
		if gen.opts.IgnoreIntegers || !gen.carries(c.Type()) {
			gen.escape(gen.node(x.From))
			return NoNode
		}
		return gen.cast(c, x.From)
	case *constant.ExprIntToPtr:
		if gen.opts.IgnoreIntegers {
			return gen.g.Escaped
		}
		return gen.cast(c, x.From)
	case *constant.ExprTrunc:
		return gen.cast(c, x.From)
	case *constant.ExprZExt:
		return gen.cast(c, x.From)
	case *constant.ExprSExt:
		return gen.cast(c, x.From)
	case *constant.ExprGetElementPtr:
		base := gen.node(x.Src)
		if base == NoNode {
			return NoNode
		}
		elem, _, idx, _ := ir.GEPIndices(x)
		off := gen.gepOffset(elem, idx)
		return gen.offsetNode(c, base, off)
	case *constant.ExprAdd:
		if k, ok := ir.ConstInt(x.Y); ok {
			return gen.offsetNode(c, gen.node(x.X), k)
		}
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprSub:
		if k, ok := ir.ConstInt(x.Y); ok && k != math.MinInt64 {
			return gen.offsetNode(c, gen.node(x.X), -k)
		}
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprMul:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprAnd:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprOr:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprXor:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprShl:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprLShr:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprAShr:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprUDiv:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprSDiv:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprURem:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprSRem:
		return gen.mixNode(c, UnknownOffset, x.X, x.Y)
	case *constant.ExprSelect:
		return gen.mixNode(c, 0, x.X, x.Y)
	case *constant.ExprExtractValue:
		return gen.mixNode(c, 0, x.X)
	case *constant.ExprInsertValue:
		return gen.mixNode(c, 0, x.X, x.Elem)
	case *constant.ExprExtractElement:
		return gen.mixNode(c, 0, x.X)
	case *constant.ExprInsertElement:
		return gen.mixNode(c, 0, x.X, x.Elem)
	case *constant.ExprShuffleVector:
		return gen.mixNode(c, 0, x.X, x.Y)
	case *constant.Struct:
		return gen.aggNode(c, x.Fields)
	case *constant.Array:
		return gen.aggNode(c, x.Elems)
	case *constant.Vector:
		return gen.aggNode(c, x.Elems)
	}
	return NoNode
}

// cast gives a constant cast its operand's node when the result may carry
// a pointer.
func (gen *generator) cast(c constant.Constant, from constant.Constant) NodeID {
	if !gen.carries(c.Type()) {
		return NoNode
	}
	id := gen.node(from)
	gen.g.values[c] = id
	return id
}

// offsetNode returns the node of base moved by off, shared by equal
// constant expressions. When base is the value node of a global or
// function, the node takes the object's address at the offset directly.
func (gen *generator) offsetNode(c constant.Constant, base NodeID, off int64) NodeID {
	if base == NoNode || !gen.carries(c.Type()) {
		return NoNode
	}
	if off == 0 || gen.opts.FieldInsensitive {
		gen.g.values[c] = base
		return base
	}
	bn := gen.g.Nodes[base]
	obj := NoNode
	if a, ok := gen.addrNodes[base]; ok {
		obj, off = a.base, addOffset(a.off, off)
	}
	key := constKey{base: base, off: off}
	if obj != NoNode {
		if size := gen.g.Nodes[obj].Size; off != UnknownOffset &&
			(off < 0 || (size > 0 && uint64(off) >= size) || (size == 0 && off > MaxFieldOffset)) {
			off = UnknownOffset
		}
		key = constKey{base: obj, off: off, addr: true}
	}
	if id, ok := gen.constKeyed[key]; ok {
		gen.g.values[c] = id
		return id
	}
	name := bn.Name + offsetSuffix(off)
	if obj != NoNode {
		name = gen.g.Nodes[obj].Name + offsetSuffix(off)
		if gv := gen.g.Nodes[obj].Value; gv != nil {
			name = gv.Ident() + offsetSuffix(off)
		}
	}
	id := gen.addNode(PointsToNode{Value: c, Name: name, Type: c.Type()})
	gen.g.values[c] = id
	gen.constKeyed[key] = id
	if obj != NoNode {
		gen.addrNodes[id] = key
		gen.emit(AddressOf, id, obj, off)
	} else {
		gen.emit(Gep, id, base, off)
	}
	return id
}

func offsetSuffix(off int64) string {
	switch {
	case off == UnknownOffset:
		return "+?"
	case off < 0:
		return strconv.FormatInt(off, 10)
	}
	return "+" + strconv.FormatInt(off, 10)
}

// mixNode gives a constant expression a node holding every operand's
// pointers (moved by off: 0 or UnknownOffset).
func (gen *generator) mixNode(c constant.Constant, off int64, ops ...constant.Constant) NodeID {
	if !gen.carries(c.Type()) {
		return NoNode
	}
	var srcs []NodeID
	for _, op := range ops {
		if n := gen.node(op); n != NoNode {
			srcs = append(srcs, n)
		}
	}
	if len(srcs) == 0 {
		gen.g.values[c] = NoNode
		return NoNode
	}
	id := gen.addNode(PointsToNode{Value: c, Name: "const." + strconv.Itoa(len(gen.g.Nodes)), Type: c.Type()})
	gen.g.values[c] = id
	for _, s := range srcs {
		gen.emit(Gep, id, s, off)
	}
	return id
}

func (gen *generator) aggNode(c constant.Constant, elems []constant.Constant) NodeID {
	return gen.mixNode(c, 0, elems...)
}

// gepOffset returns the byte offset of a GEP with constant indices, or
// UnknownOffset.
func (gen *generator) gepOffset(elem types.Type, indices []value.Value) int64 {
	if gen.opts.FieldInsensitive {
		return 0
	}
	consts := make([]int64, len(indices))
	for i, idx := range indices {
		k, ok := ir.ConstInt(ir.UnwrapArg(idx))
		if !ok {
			return UnknownOffset
		}
		consts[i] = k
	}
	off, err := gen.dl.IndexedOffset(elem, consts)
	if err != nil || off == UnknownOffset {
		return UnknownOffset
	}
	return off
}

// ---- functions ----

func (gen *generator) buildModule(ctx context.Context) error {
	if gen.m == nil || gen.m.Module == nil {
		return nil
	}
	for _, f := range gen.m.Funcs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if len(f.Blocks) > 0 {
			gen.buildFunction(f)
		}
	}
	gen.finish()
	return nil
}

func (gen *generator) buildFunction(f *llir.Func) *FuncInfo {
	if f == nil {
		return nil
	}
	fi := gen.funcInfo(f)
	if gen.built[f] || len(f.Blocks) == 0 {
		return fi
	}
	gen.built[f] = true
	ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
		gen.instruction(f, inst)
	})
	gen.cur, gen.curInst = nil, nil
	return fi
}

func (gen *generator) buildInstruction(f *llir.Func, inst value.User) []Constraint {
	start := len(gen.g.Constraints)
	if f != nil {
		gen.funcInfo(f)
	}
	gen.instruction(f, inst)
	gen.cur, gen.curInst = nil, nil
	return append([]Constraint(nil), gen.g.Constraints[start:]...)
}

func (gen *generator) finish() *Graph {
	names := make([]string, 0, len(gen.externals))
	for n := range gen.externals {
		names = append(names, n)
	}
	sort.Strings(names)
	gen.g.Externals = names
	return gen.g
}

// instruction generates the constraints of one instruction of f. An
// instruction the generator cannot handle (llir panics on some malformed
// in-memory IR) is treated as unknown code: its operands escape and its
// result comes from unknown code.
func (gen *generator) instruction(f *llir.Func, inst value.User) {
	gen.cur, gen.curInst = f, inst
	defer func() {
		if r := recover(); r != nil {
			gen.cur, gen.curInst = f, inst
			gen.g.Unhandled = append(gen.g.Unhandled, inst)
			gen.conservative(inst)
		}
	}()
	if gen.opts.IgnoreIntegers {
		gen.escapeIntConstants(inst)
	}
	gen.dispatch(f, inst)
}

// escapeIntConstants makes the pointers escape that constant operands of
// inst turn into integers (ptrtoint expressions, maybe nested in integer
// arithmetic), when integers are not tracked: the instruction may not
// look at the integer, but whoever turns it back into a pointer gets the
// escaped set.
func (gen *generator) escapeIntConstants(inst value.User) {
	for _, op := range inst.Operands() {
		if op == nil || *op == nil {
			continue
		}
		if c, ok := (*op).(constant.Expression); ok {
			gen.walkPtrToInt(c, 0)
		}
	}
}

func (gen *generator) walkPtrToInt(c constant.Constant, depth int) {
	if depth > 32 || gen.seenExpr[c] {
		return
	}
	gen.seenExpr[c] = true
	if p, ok := c.(*constant.ExprPtrToInt); ok {
		gen.moduleLevel(func() { gen.escape(gen.node(p.From)) })
		return
	}
	for _, op := range ir.ConstOperands(c) {
		if _, ok := op.(constant.Expression); ok {
			gen.walkPtrToInt(op, depth+1)
		}
	}
}

// conservative generates the unknown-code constraints of inst.
func (gen *generator) conservative(inst value.User) {
	defer func() { _ = recover() }()
	for _, op := range inst.Operands() {
		if op != nil && *op != nil {
			func() {
				defer func() { _ = recover() }() // an operand the generator cannot read
				gen.escape(gen.node(*op))
			}()
		}
	}
	if v, ok := inst.(value.Value); ok {
		if id, ok := gen.g.values[v]; ok {
			gen.fromUnknown(id)
		} else if t := safeType(v); t != nil && gen.carries(t) {
			gen.fromUnknown(gen.newValueNode(v, gen.cur, v.Ident()))
		}
	}
}

// safeType returns v's type, or nil when llir cannot compute it (a call
// without a result type through an opaque pointer).
func safeType(v value.Value) (t types.Type) {
	defer func() {
		if recover() != nil {
			t = nil
		}
	}()
	switch c := v.(type) {
	case *llir.InstCall:
		if c.Typ == nil {
			if sig := ir.CallSig(c); sig != nil {
				return sig.RetType
			}
			return nil
		}
	case *llir.TermInvoke:
		if c.Typ == nil {
			if sig := ir.CallSig(c); sig != nil {
				return sig.RetType
			}
			return nil
		}
	case *llir.TermCallBr:
		if c.Typ == nil {
			if sig := ir.CallSig(c); sig != nil {
				return sig.RetType
			}
			return nil
		}
	}
	return v.Type()
}

func (gen *generator) dispatch(f *llir.Func, inst value.User) {
	switch x := inst.(type) {
	case *llir.InstAlloca:
		var size uint64
		if gen.dl.IsSized(x.ElemType) {
			size = gen.dl.TypeAllocSize(x.ElemType)
			if x.NElems != nil {
				if n, ok := ir.ConstInt(x.NElems); ok && n >= 0 {
					size *= uint64(n)
				} else {
					size = 0
				}
			}
		}
		obj := gen.newObject(StackObject, "alloca:"+x.Ident(), x, f, size, x.ElemType)
		gen.emit(AddressOf, gen.node(x), obj, 0)
	case *llir.InstLoad:
		gen.load(gen.node(x), gen.node(x.Src), x.ElemType, 0)
	case *llir.InstStore:
		gen.store(gen.node(x.Dst), gen.node(x.Src), x.Src.Type(), 0)
	case *llir.InstGetElementPtr:
		gen.emit(Gep, gen.node(x), gen.node(x.Src), gen.gepOffset(x.ElemType, x.Indices))
	case *llir.InstBitCast:
		gen.copyIfCarries(x, x.From)
	case *llir.InstAddrSpaceCast:
		gen.copyIfCarries(x, x.From)
	case *llir.InstFreeze:
		gen.copyIfCarries(x, x.X)
	case *llir.InstPtrToInt:
		if gen.opts.IgnoreIntegers || !gen.carries(x.Type()) {
			gen.escape(gen.node(x.From))
		} else {
			gen.emit(Copy, gen.node(x), gen.node(x.From), 0)
		}
	case *llir.InstIntToPtr:
		if gen.opts.IgnoreIntegers {
			gen.fromUnknown(gen.node(x))
		} else {
			gen.emit(Copy, gen.node(x), gen.node(x.From), 0)
		}
	case *llir.InstTrunc:
		gen.copyIfCarries(x, x.From)
	case *llir.InstZExt:
		gen.copyIfCarries(x, x.From)
	case *llir.InstSExt:
		gen.copyIfCarries(x, x.From)
	case *llir.InstAdd:
		gen.arith(x, x.X, x.Y, 1)
	case *llir.InstSub:
		gen.arith(x, x.X, x.Y, -1)
	case *llir.InstMul:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstAnd:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstOr:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstXor:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstShl:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstLShr:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstAShr:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstUDiv:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstSDiv:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstURem:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstSRem:
		gen.arith(x, x.X, x.Y, 0)
	case *llir.InstPhi:
		if gen.carries(x.Type()) {
			dst := gen.node(x)
			for _, inc := range x.Incs {
				if inc != nil {
					gen.emit(Copy, dst, gen.node(inc.X), 0)
				}
			}
		}
	case *llir.InstSelect:
		if gen.carries(x.Type()) {
			dst := gen.node(x)
			gen.emit(Copy, dst, gen.node(x.ValueTrue), 0)
			gen.emit(Copy, dst, gen.node(x.ValueFalse), 0)
		}
	case *llir.InstExtractValue:
		gen.copyIfCarries(x, x.X)
	case *llir.InstInsertValue:
		gen.copyIfCarries(x, x.X, x.Elem)
	case *llir.InstExtractElement:
		gen.copyIfCarries(x, x.X)
	case *llir.InstInsertElement:
		gen.copyIfCarries(x, x.X, x.Elem)
	case *llir.InstShuffleVector:
		gen.copyIfCarries(x, x.X, x.Y)
	case *llir.InstAtomicRMW:
		if gen.carries(x.X.Type()) {
			ptr, old, val := gen.node(x.Dst), gen.node(x), gen.node(x.X)
			gen.emit(Load, old, ptr, 0)
			gen.emit(Store, ptr, val, 0)
			if x.Op != enum.AtomicOpXChg && old != NoNode {
				// The new value is computed from the old one (and val):
				// it may point anywhere in the old value's objects.
				t := gen.newTemp(x.X.Type())
				gen.emit(Gep, t, old, UnknownOffset)
				gen.emit(Gep, t, val, UnknownOffset)
				gen.emit(Store, ptr, t, 0)
			}
		}
	case *llir.InstCmpXchg:
		if gen.carries(x.New.Type()) {
			ptr := gen.node(x.Ptr)
			gen.emit(Load, gen.node(x), ptr, 0)
			gen.emit(Store, ptr, gen.node(x.New), 0)
		}
	case *llir.InstVAArg:
		if gen.carries(x.ArgType) {
			// ap points to a va_list whose fields point into the
			// variadic argument area: two dereferences.
			t := gen.newTemp(nil)
			gen.emit(Load, t, gen.node(x.ArgList), UnknownOffset)
			gen.emit(Load, gen.node(x), t, UnknownOffset)
		}
	case *llir.InstLandingPad:
		// The exception thrown reached unknown code (__cxa_throw).
		if gen.carries(x.Type()) {
			gen.fromUnknown(gen.node(x))
		}
	case *llir.InstCall:
		gen.call(x, x.Callee, x.Args)
	case *llir.TermInvoke:
		gen.call(x, x.Invokee, x.Args)
	case *llir.TermCallBr:
		gen.call(x, x.Callee, x.Args)
	case *llir.TermRet:
		if x.X != nil && f != nil {
			if fi := gen.funcInfo(f); fi.Return != NoNode {
				gen.emit(Copy, fi.Return, gen.node(x.X), 0)
			}
		}
	}
}

// copyIfCarries generates dst = src for each source when the result of v
// may carry a pointer.
func (gen *generator) copyIfCarries(v value.Value, srcs ...value.Value) {
	if !gen.carries(v.Type()) {
		return
	}
	dst := gen.node(v)
	for _, s := range srcs {
		gen.emit(Copy, dst, gen.node(s), 0)
	}
}

// arith handles integer arithmetic on values that may carry pointers: a
// constant added or subtracted (sign +1 or -1) moves the pointer by that
// many bytes; anything else moves it to an unknown offset in its objects.
func (gen *generator) arith(v, x, y value.Value, sign int64) {
	if !gen.carries(v.Type()) {
		return
	}
	dst := gen.node(v)
	if sign != 0 {
		if k, ok := ir.ConstInt(y); ok && k != math.MinInt64 {
			gen.emit(Gep, dst, gen.node(x), sign*k)
			return
		}
		if k, ok := ir.ConstInt(x); ok && sign > 0 {
			gen.emit(Gep, dst, gen.node(y), k)
			return
		}
	}
	gen.emit(Gep, dst, gen.node(x), UnknownOffset)
	gen.emit(Gep, dst, gen.node(y), UnknownOffset)
}

// load generates dst = *(src+off+k) for every pointer slot k of type t.
func (gen *generator) load(dst, src NodeID, t types.Type, off int64) {
	if dst == NoNode || src == NoNode {
		return
	}
	for _, k := range gen.ptrOffsets(t) {
		gen.emit(Load, dst, src, addOffset(off, k))
	}
}

// store generates *(dst+off+k) = src for every pointer slot k of type t.
func (gen *generator) store(dst, src NodeID, t types.Type, off int64) {
	if dst == NoNode || src == NoNode {
		return
	}
	for _, k := range gen.ptrOffsets(t) {
		gen.emit(Store, dst, src, addOffset(off, k))
	}
}

func addOffset(a, b int64) int64 {
	if a == UnknownOffset || b == UnknownOffset {
		return UnknownOffset
	}
	s := a + b
	if (b > 0 && s < a) || (b < 0 && s > a) || s == UnknownOffset {
		return UnknownOffset
	}
	return s
}
