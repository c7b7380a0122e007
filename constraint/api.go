package constraint

import (
	"context"
	"fmt"
	"math"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// NodeID identifies a PointsToNode of a Graph. IDs are dense, start at 1 and
// index Graph.Nodes; 0 (NoNode) means "no node", for example for a call
// argument that carries no pointer.
type NodeID uint32

// NoNode is the zero NodeID: no node.
const NoNode NodeID = 0

// ObjectKind says what kind of memory an abstract object stands for.
type ObjectKind uint8

// The kinds of abstract objects.
const (
	NotObject      ObjectKind = iota // a pointer variable (value node), not an object
	StackObject                      // an alloca, or a variadic function's argument area
	HeapObject                       // an allocation site: a call to malloc, calloc, new, an allocation wrapper, ...
	GlobalObject                     // a global variable, or static storage of a library function (getenv, localtime, ...)
	FunctionObject                   // a function: the target of function pointers
	UnknownObject                    // the Unknown object: all memory outside the program's view
)

var objectKindNames = [...]string{"value", "stack", "heap", "global", "function", "unknown"}

// String returns "stack", "heap", "global", "function", "unknown" (or "value"
// for NotObject).
func (k ObjectKind) String() string {
	if int(k) < len(objectKindNames) {
		return objectKindNames[k]
	}
	return fmt.Sprintf("ObjectKind(%d)", int(k))
}

// PointsToNode is a node of the constraint graph: either a value node (a
// pointer variable: an SSA value, a formal parameter, a function's return
// slot, or a temporary the builder introduced) or an abstract object (memory
// that pointers point to). See the package documentation for the object model.
type PointsToNode struct {
	// ID is the node's identifier, its index in Graph.Nodes.
	ID NodeID
	// Value is the IR value the node stands for: the SSA value of a value
	// node; the alloca, global, function or allocating call of an object.
	// It is nil for abstract and temporary nodes (the Unknown object, return
	// slots, vararg nodes, memcpy temporaries, ...).
	Value value.Value
	// Func is the function the node belongs to (nil for module-level nodes
	// such as globals, functions and the Unknown object).
	Func *llir.Func
	// Name is the node's printable name, short within its function: "%a",
	// "alloca:%a", "heap:%call", "@g", "global:@g", "@f", "fn:@f", "ret:@f",
	// "va:@f", "unknown". String gives the name qualified by the function.
	Name string
	// IsObject reports whether the node is an abstract object (ObjKind is
	// not NotObject). Objects only appear as the Src of AddressOf
	// constraints; their contents are the solver's business.
	IsObject bool
	// ObjKind is the kind of object (NotObject for value nodes).
	ObjKind ObjectKind
	// Size is an object's size in bytes from the DataLayout, 0 when unknown
	// (variable-length allocas, heap objects of non-constant size,
	// functions, the Unknown object).
	Size uint64
	// Type is the type of the value (value nodes) or the allocated type
	// (objects) when known, nil otherwise. It is informative only: in
	// opaque-pointer IR heap objects have no type.
	Type types.Type
	// IsPointer reports whether the value has pointer type (or vector of
	// pointers). It is false for integers carrying pointers and aggregates.
	IsPointer bool
	// IsStruct and IsArray report whether the value or object has a struct
	// or array type (an SSA aggregate: loaded or returned structs, ...).
	IsStruct, IsArray bool
}

// String returns the node's name qualified by its function: "main:%a",
// "alloca:main:%a", "heap:main:%call"; module-level names are unchanged
// ("@g", "global:@g", "fn:@f", "unknown").
func (n *PointsToNode) String() string {
	if n == nil {
		return "<nil>"
	}
	return qualify(n.Name, n.Func)
}

// Kind is the kind of a constraint.
type Kind uint8

// The constraint kinds. Offsets are in bytes; see UnknownOffset.
const (
	// AddressOf: Dst ⊇ {Src+Offset}. Src is an object; Offset is almost
	// always 0 (constant GEPs on globals give others).
	AddressOf Kind = iota
	// Copy: Dst ⊇ Src. Offset is 0.
	Copy
	// Load: Dst ⊇ *(Src+Offset): the contents, at Offset bytes from where
	// Src points, of every object Src points to.
	Load
	// Store: *(Dst+Offset) ⊇ Src.
	Store
	// Gep: Dst ⊇ {o+Offset : o ∈ Src}, a pointer moved by a field offset
	// (or UnknownOffset: anywhere in the same object).
	Gep
)

var kindNames = [...]string{"addr", "copy", "load", "store", "gep"}

// String returns the kind's JSON name: addr, copy, load, store, gep.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// UnknownOffset is dg's UNKNOWN_OFFSET: an offset that is not a compile-time
// constant (a variable array index, pointer arithmetic). A pointer at
// UnknownOffset points anywhere into its object; a load or store at
// UnknownOffset reads or writes every byte of the object.
const UnknownOffset int64 = math.MaxInt64

// MaxFieldOffset bounds the offsets a solver keeps apart in objects of
// unknown size (Size 0): a location at an offset beyond it (or negative) is
// at UnknownOffset. It makes positive-weight cycles (p = *q; r = p + 8;
// *q = r) converge. Objects of known size use their size as the bound.
const MaxFieldOffset int64 = 4096

// Constraint is one pointer assignment, in the seed's terms: a left-hand side
// (Dst), a right-hand side (Src), the kind, and the instruction it comes from.
type Constraint struct {
	// Kind is the kind of assignment.
	Kind Kind
	// Dst is the left-hand side and Src the right-hand side, as in the
	// seed: for Store, Dst is the pointer stored through; for AddressOf,
	// Src is the object.
	Dst, Src NodeID
	// Offset is the byte offset of AddressOf, Load, Store and Gep (0 for
	// Copy), or UnknownOffset.
	Offset int64
	// Inst is the instruction or terminator the constraint was generated
	// for; nil for module-level constraints (global initializers, the
	// Unknown object, function summaries).
	Inst value.User
	// Func is the function of Inst (nil for module-level constraints).
	Func *llir.Func
}

// CallSite is a call whose targets the solver must find: an indirect call
// (through a function pointer), a callback a library model calls (qsort's
// comparison function), or the unknown caller (Inst nil), which calls every
// function whose address escapes to unknown code. When a function object f
// reaches the points-to set of Callee, the solver adds, with fi =
// Graph.FuncOf(f):
//
//	fi.Params[i] ⊇ Args[i]          for each i < len(Params) with both non-zero
//	fi.VarArgs   ⊇ Args[i]          for each i ≥ len(Params), when fi.VarArgs != 0
//	Result       ⊇ fi.Return        when both are non-zero
//
// Direct calls need nothing from the solver: their constraints are generated.
type CallSite struct {
	// Inst is the call, invoke or callbr instruction; nil for the unknown
	// caller.
	Inst value.Value
	// Func is the calling function (nil for the unknown caller).
	Func *llir.Func
	// Callee is the node whose points-to set holds the called functions.
	Callee NodeID
	// Args holds one node per actual argument, NoNode for arguments that
	// carry no pointer.
	Args []NodeID
	// Result is the node of the call's result, NoNode when it carries no
	// pointer.
	Result NodeID
}

// DirectCall is a call whose callee is known statically (a function, seen
// through casts and aliases). Its constraints are already in the graph; it is
// listed for call graphs.
type DirectCall struct {
	Inst   value.Value // the call, invoke or callbr
	Func   *llir.Func  // the caller
	Callee *llir.Func  // the called function (defined or declared)
}

// FuncInfo is what the solver needs to bind a call to a function: the nodes
// of its formal parameters, return value and variable arguments. Every
// defined function has one, and so has every declared function whose
// address is taken (its Params and Return then carry the library model or
// the unknown-external summary, generated once). Direct calls of
// declarations apply the model at the call site and need no FuncInfo.
type FuncInfo struct {
	// Func is the function (nil for the Unknown object's FuncInfo).
	Func *llir.Func
	// Object is the function object "fn:@f": what function pointers to f
	// point to.
	Object NodeID
	// Value is the node of the value @f (it points to Object).
	Value NodeID
	// Params holds the node of each formal parameter, NoNode for those
	// that carry no pointer.
	Params []NodeID
	// Return is the node "ret:@f" holding every returned value, NoNode when
	// the function returns no pointer.
	Return NodeID
	// VarArgs is the node "va:@f" holding the pointer arguments passed
	// through "...", NoNode unless f is variadic.
	VarArgs NodeID
	// External reports that f is a declaration. Modelled reports that the
	// declaration has a library model (malloc, strcpy, ...); an external
	// declaration without one is an unknown external, listed in
	// Graph.Externals.
	External, Modelled bool
	// AllocWrapper reports that f was recognised as an allocation wrapper:
	// direct calls to it get a heap object of their own.
	AllocWrapper bool
}

// PointerSymbolTable maps IR values to nodes: the value node of every
// pointer-carrying value and the abstract object of every alloca, global,
// function and allocation site. It is the node table of a Graph.
type PointerSymbolTable struct {
	// Nodes holds every node, indexed by NodeID; Nodes[0] is nil.
	Nodes []*PointsToNode

	values  map[value.Value]NodeID
	objects map[value.Value]NodeID
}

// Node returns the node with the given id, or nil for NoNode or an id out of
// range.
func (t *PointerSymbolTable) Node(id NodeID) *PointsToNode {
	if id == NoNode || int(id) >= len(t.Nodes) {
		return nil
	}
	return t.Nodes[id]
}

// NumNodes returns the number of nodes (ids run from 1 to NumNodes).
func (t *PointerSymbolTable) NumNodes() int { return len(t.Nodes) - 1 }

// ValueNode returns the value node of v: an instruction, parameter, global,
// function or constant expression that carries pointers. ok is false for
// values that carry none (and constants such as null, which point nowhere).
// Values that are pointer casts of a constant share its node.
func (t *PointerSymbolTable) ValueNode(v value.Value) (NodeID, bool) {
	id := lookup(t.values, v)
	return id, id != NoNode
}

// ObjectNode returns the abstract object created by v: an alloca, a global
// variable, a function, or a call that allocates (malloc, an allocation
// wrapper, strdup, ...).
func (t *PointerSymbolTable) ObjectNode(v value.Value) (NodeID, bool) {
	id := lookup(t.objects, v)
	return id, id != NoNode
}

// lookup finds v in m; a value of a type that cannot be a map key (a
// user's own value.Value implementation) is simply not found.
func lookup(m map[value.Value]NodeID, v value.Value) (id NodeID) {
	defer func() {
		if recover() != nil {
			id = NoNode
		}
	}()
	return m[ir.UnwrapArg(v)]
}

// Graph is the constraint graph of a module: the node table, the
// constraints, the call sites the solver resolves, and the functions'
// binding information. Node ids and the order of constraints depend only on
// the module's order.
type Graph struct {
	PointerSymbolTable

	// Module is the module the graph was built for.
	Module *ir.Module
	// Options are the options the graph was built with.
	Options Options

	// Constraints holds every constraint, in generation order: the
	// Unknown object's, global initializers in module order, then each
	// function's in instruction order.
	Constraints []Constraint
	// CallSites holds the calls the solver must resolve (indirect calls,
	// library callbacks and the unknown caller), in generation order.
	CallSites []*CallSite
	// DirectCalls holds the statically resolved calls, in module order.
	DirectCalls []*DirectCall
	// Funcs holds the binding information of every defined function and
	// every declaration whose address is taken, in the order they were
	// met (defined functions in module order first). The Unknown object's
	// binding information is not listed (see FuncOf).
	Funcs []*FuncInfo
	// Externals holds the names of the declared functions that are called
	// or whose address is taken and that have no library model: each is
	// treated as unknown code (see the package documentation), sorted.
	Externals []string

	// Unknown is the Unknown object; UnknownPtr is a value node pointing to
	// it (and, through it, to every escaped object).
	Unknown, UnknownPtr NodeID
	// Escaped is the value node holding every object whose address
	// escaped to unknown code (the contents of the Unknown object).
	Escaped NodeID

	// Unhandled lists the instructions the generator could not analyse
	// (llir failed on them, as it can on malformed in-memory IR) and
	// treated as unknown code instead: their operands escape and their
	// result comes from the escaped set. It is empty for IR read from text.
	Unhandled []value.User

	funcs    map[*llir.Func]*FuncInfo
	funcObjs map[NodeID]*FuncInfo
}

// FuncInfo returns the binding information of f, or nil when f has none (a
// declaration never referenced).
func (g *Graph) FuncInfo(f *llir.Func) *FuncInfo { return g.funcs[f] }

// FuncOf returns the function whose function object is obj, or nil when obj
// is not a function object. FuncOf(g.Unknown) is the binding information of
// unknown code (Func nil, no Params, VarArgs and Return set): a call through
// a pointer that may point to the Unknown object makes every argument
// escape and may return any escaped pointer, with no special case in the
// solver.
func (g *Graph) FuncOf(obj NodeID) *FuncInfo { return g.funcObjs[obj] }

// Options control constraint generation. The zero value gives the default:
// field-sensitive, integers tracked.
type Options struct {
	// FieldInsensitive makes every offset 0: Gep constraints become
	// Copy, and loads and stores read and write whole objects.
	FieldInsensitive bool
	// IgnoreIntegers stops tracking pointers through pointer-sized
	// integers (ptrtoint, integer loads and stores, arithmetic). It is
	// sound only for programs that never keep a pointer in an integer:
	// inttoptr then gives the Unknown object and ptrtoint makes the pointer
	// escape. See the package documentation.
	IgnoreIntegers bool
}

// Build generates the whole-program constraint graph of m. It fails only
// when ctx is cancelled.
func Build(ctx context.Context, m *ir.Module, opts Options) (*Graph, error) {
	b := NewBuilder(m, opts)
	if err := b.BuildModule(ctx); err != nil {
		return nil, err
	}
	return b.Graph(), nil
}

// ConstraintBuilder generates constraints: for a whole module
// (BuildModule), one function (BuildFunction) or one instruction
// (BuildInstruction), into one Graph. A builder is not safe for concurrent
// use.
type ConstraintBuilder struct {
	gen *generator
}

// NewBuilder returns a builder for m. The module-level part of the graph
// (the Unknown object, global objects and initializers, function objects)
// is generated at once; functions' bodies are generated by BuildModule or
// BuildFunction.
func NewBuilder(m *ir.Module, opts Options) *ConstraintBuilder {
	return &ConstraintBuilder{gen: newGenerator(m, opts)}
}

// BuildModule generates the constraints of every function defined in the
// module, in module order (functions already built are skipped), then
// lists the unknown externals. It returns ctx.Err() when ctx is cancelled.
func (b *ConstraintBuilder) BuildModule(ctx context.Context) error {
	return b.gen.buildModule(ctx)
}

// BuildFunction generates the constraints of f's body (once: a second call
// does nothing) and returns its binding information.
func (b *ConstraintBuilder) BuildFunction(f *llir.Func) *FuncInfo {
	return b.gen.buildFunction(f)
}

// BuildInstruction generates the constraints of one instruction or
// terminator of f and returns them (they are also added to the graph).
// Calling it twice for the same instruction adds its constraints twice;
// BuildFunction and BuildModule call it for every instruction.
func (b *ConstraintBuilder) BuildInstruction(f *llir.Func, inst value.User) []Constraint {
	return b.gen.buildInstruction(f, inst)
}

// Graph returns the graph built so far. It is the same *Graph on every call.
func (b *ConstraintBuilder) Graph() *Graph { return b.gen.finish() }

// Analysis is the whole-program constraint graph as a cached module analysis,
// registered as "constraints" (print<constraints> prints it as text, JSON or
// DOT). It uses the default Options.
var Analysis = &pass.Analysis[*Graph]{
	Name: "constraints",
	Doc:  "points-to constraints (address-of, copy, load, store, gep) of the whole program",
	Run: func(ctx context.Context, _ *pass.AnalysisManager, m *ir.Module) (*Graph, error) {
		return Build(ctx, m, Options{})
	},
}

// Register adds Analysis to r.
func Register(r *pass.Registry) error { return r.RegisterAnalysis(Analysis) }

// qualify prefixes a local name with its function: "%a" in main becomes
// "main:%a", "alloca:%a" becomes "alloca:main:%a".
func qualify(name string, f *llir.Func) string {
	if f == nil {
		return name
	}
	fn := f.Name()
	for i := 0; i < len(name); i++ {
		if name[i] == '%' {
			return name[:i] + fn + ":" + name[i:]
		}
		if name[i] != ':' && (name[i] < 'a' || name[i] > 'z') {
			break
		}
	}
	return fn + ":" + name
}
