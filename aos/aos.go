package aos

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Kind is where an array of structs lives.
type Kind uint8

// The kinds of arrays, in report order.
const (
	Global Kind = iota // a global variable of array-of-struct type
	Stack              // an alloca of array-of-struct type (constant length)
	VLA                // an alloca of a struct with a non-constant count
	Heap               // memory from an allocation call used as an array of a struct
)

// String returns the kind's name as used in reports: global, stack, vla, heap.
func (k Kind) String() string {
	switch k {
	case Global:
		return "global"
	case Stack:
		return "stack"
	case VLA:
		return "vla"
	case Heap:
		return "heap"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Array is one array of structs found in the module.
type Array struct {
	// Kind is where the array lives.
	Kind Kind
	// Struct is the element type: the innermost struct type for nested
	// arrays. It is a named (identified) struct type of the module.
	Struct *types.StructType
	// Func is the function containing the alloca or the allocation call;
	// nil for globals. For memory allocated by a wrapper (a function that
	// returns what malloc returned), it is the wrapper.
	Func *llir.Func
	// Global is the global variable for kind Global, else nil.
	Global *llir.Global
	// Site is the value that creates the array: the *llir.InstAlloca, the
	// *llir.Global, or the allocation call (*llir.InstCall or
	// *llir.TermInvoke).
	Site value.Value
	// Alloc is the allocation function family of a heap site (ir.Malloc,
	// ir.Calloc, ir.Realloc, ...); ir.NotLibFunc for the other kinds.
	Alloc ir.LibFunc
	// Count is the number of struct elements when it is a compile-time
	// constant, else -1.
	Count int64
	// Accesses are the getelementptrs, in any function, that may address
	// the array's elements or their fields, in module order.
	Accesses []Access
	// Loc is the site's source position "file:line:col" (for globals
	// "file:line"), or "" without debug information.
	Loc string

	pos int // module order of the site, for sorting
}

// Access is one getelementptr that may address an array's elements or
// fields.
type Access struct {
	// GEP is the *llir.InstGetElementPtr, or a *constant.ExprGetElementPtr
	// used as an operand of Inst.
	GEP value.Value
	// Inst is the instruction computing or using the address: GEP itself
	// for instructions; the using instruction for a constant expression
	// (a *llir.Global when the expression is in a global's initializer).
	Inst any
	// Func is the function containing Inst, nil for initializers.
	Func *llir.Func
	// Loc is Inst's source position, or "".
	Loc string
}

// Result is the result of the aos analysis: every array of structs of the
// module, sorted by kind (global, stack, vla, heap), then by the site's
// position in the module (globals: by name), then by struct name.
type Result struct {
	// Arrays holds one entry per array; a heap site used as arrays of two
	// struct types (a shared allocation wrapper) has one entry for each.
	Arrays []*Array
	// Opaque records whether the module used opaque pointers.
	Opaque bool
}

// Analysis is the aos module analysis. Register it with Register, or get
// its result with pass.GetResult(am, aos.Analysis, m).
var Analysis = &pass.Analysis[*Result]{
	Name: "aos",
	Doc:  "arrays of structs (stack, vla, global, heap) with their accesses across the whole program",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*Result, error) {
		if am == nil {
			return Analyze(ctx, m)
		}
		// DTrans's result is shared with the pipeline's other users
		// (print<dtrans>) rather than computed again.
		dt, err := pass.GetResult(am, dtrans.Analysis, m)
		if err != nil {
			return nil, err
		}
		return analyze(ctx, m, dt)
	},
}

// Register adds Analysis to r under the name "aos" (so that pipelines can
// say require<aos> and print<aos>).
func Register(r *pass.Registry) error {
	return r.RegisterAnalysis(Analysis)
}

// Analyze finds the arrays of structs of m. It returns an error only when
// ctx is done; IR it does not understand gets a conservative answer (see
// the package documentation).
func Analyze(ctx context.Context, m *ir.Module) (res *Result, err error) {
	return analyze(ctx, m, nil)
}

// analyze is Analyze with DTrans's result of m, computed when dt is nil.
func analyze(ctx context.Context, m *ir.Module, dt *dtrans.Info) (res *Result, err error) {
	return analyzePhases(ctx, m, dt, nil)
}

// Phases are the parts of the analysis whose time analyzePhases records,
// in order (the benchmarks report each one's cost per instruction).
var phaseNames = [...]string{"flow", "solve", "static", "dtrans", "wrappers", "evgraph", "type", "walks", "access"}

// phaseTimes holds the wall time of each of phaseNames and the size of
// the two flows (the measures the cost is compared with).
type phaseTimes struct {
	d                    [len(phaseNames)]time.Duration
	flowNodes, flowEdges int
	evNodes, evEdges     int
	// accessVisits counts the nodes and getelementptr sites the arrays'
	// access walks went over.
	accessVisits int
}

// analyzePhases is analyze, adding each phase's time to pt when it is not
// nil.
func analyzePhases(ctx context.Context, m *ir.Module, dt *dtrans.Info, pt *phaseTimes) (res *Result, err error) {
	if m == nil || m.Module == nil {
		return nil, fmt.Errorf("aos: nil module")
	}
	defer func() {
		// Principle: never panic on any input. A panic here is a bug in
		// this package; report it as an error rather than crash the host.
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("aos: internal error on %s: %v", m.Name, p)
		}
	}()
	start, phase := time.Now(), 0
	lap := func() {
		if pt != nil {
			now := time.Now()
			pt.d[phase] += now.Sub(start)
			start = now
		}
		phase++
	}
	f := newFlow(m)
	if err := f.build(ctx); err != nil {
		return nil, err
	}
	lap()
	if err := f.solve(ctx); err != nil {
		return nil, err
	}
	lap()
	d := &detector{f: f, dl: m.DataLayout()}
	arrays := d.staticArrays()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lap()
	if dt == nil {
		if dt, err = dtrans.Analyze(ctx, m); err != nil {
			return nil, fmt.Errorf("aos: %w", err)
		}
	}
	lap()
	rq := newRequests(d, dt)
	lap()
	rq.g = newEvGraph(rq)
	if err := rq.g.build(ctx); err != nil {
		return nil, err
	}
	lap()
	found := rq.typeRequests()
	covered := rq.covered()
	lap()
	d.walkAccesses(rq.g, arrays, found)
	lap()
	d.collectAccesses(covered)
	arrays = append(arrays, d.heapArrays(rq.g, found, covered)...)
	sortArrays(arrays)
	lap()
	if pt != nil {
		pt.flowNodes, pt.flowEdges = len(f.nodes), len(f.edges)
		pt.evNodes, pt.accessVisits = len(rq.g.succ), rq.g.visits
		for _, s := range rq.g.succ {
			pt.evEdges += len(s)
		}
	}
	return &Result{Arrays: arrays, Opaque: m.OpaquePointers()}, nil
}

func sortArrays(arrays []*Array) {
	sort.SliceStable(arrays, func(i, j int) bool {
		a, b := arrays[i], arrays[j]
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if a.Kind == Global && a.Global != nil && b.Global != nil && a.Global.Name() != b.Global.Name() {
			return a.Global.Name() < b.Global.Name()
		}
		if a.pos != b.pos {
			return a.pos < b.pos
		}
		return structName(a.Struct) < structName(b.Struct)
	})
}

// structName returns the struct type's name as written in IR (%struct.T).
func structName(st *types.StructType) string {
	if st == nil {
		return ""
	}
	return st.String()
}
