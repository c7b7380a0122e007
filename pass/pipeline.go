package pass

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
)

// Manager runs a sequence of module passes on a module, as LLVM's
// ModulePassManager does. Build one with NewManager and Add, or parse one
// from pipeline text with ParsePipeline. A Manager is itself a ModulePass
// (written module(...) in pipelines), so managers nest.
//
// Between passes Run checks its context; after each pass it invalidates the
// cached analyses the pass did not preserve (and, transitively, whatever was
// computed from them). A panic inside a pass or an analysis becomes an error
// naming it. Instrumentation callbacks registered on the AnalysisManager
// (AddInstrumentation) are called around every pass.
type Manager struct {
	elems []moduleElem
}

// moduleElem is a pass with the name it has in the pipeline (its text as
// written, parameters included), used in traces and by String.
type moduleElem struct {
	name string
	pass ModulePass
}

// NewManager returns a manager running passes in order.
func NewManager(passes ...ModulePass) *Manager {
	pm := &Manager{}
	pm.Add(passes...)
	return pm
}

// Add appends passes to the sequence. Nil passes are ignored.
func (pm *Manager) Add(passes ...ModulePass) {
	if pm == nil {
		return
	}
	for _, p := range passes {
		if p != nil {
			pm.elems = append(pm.elems, moduleElem{name: p.Name(), pass: p})
		}
	}
}

// Passes returns the passes in order. Function passes written bare or
// require/invalidate/print of function analyses appear as *FunctionAdaptor.
func (pm *Manager) Passes() []ModulePass {
	if pm == nil {
		return nil
	}
	out := make([]ModulePass, len(pm.elems))
	for i, e := range pm.elems {
		out[i] = e.pass
	}
	return out
}

// String returns the pipeline text, without spaces: ParsePipeline(reg,
// pm.String()) builds the same pipeline.
func (pm *Manager) String() string {
	if pm == nil {
		return ""
	}
	names := make([]string, len(pm.elems))
	for i, e := range pm.elems {
		switch p := e.pass.(type) {
		case *Manager, *FunctionAdaptor:
			// Containers may have grown since they were added.
			names[i] = p.Name()
		default:
			names[i] = e.name
		}
	}
	return strings.Join(names, ",")
}

// Name implements ModulePass: "module(PIPELINE)".
func (pm *Manager) Name() string { return "module(" + pm.String() + ")" }

// Run runs the passes in order on m, using am for analyses, instrumentation
// and output. It stops at the first error, which names the pass (and, for a
// function pass, the function), and wraps ctx.Err() when ctx is cancelled.
// print<> reports in JSON format are collected: call am.Output().Flush()
// when the run (or all runs sharing the output) is over.
//
// Run returns All(): it has already invalidated, after each pass, what that
// pass did not preserve (LLVM's managers mark the same with
// AllAnalysesOn<Module>).
func (pm *Manager) Run(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error) {
	if m == nil || m.Module == nil {
		return None(), errors.New("pass: Manager.Run: nil module")
	}
	if pm == nil {
		return All(), nil // the empty pipeline
	}
	if !am.valid() {
		return None(), errZero
	}
	if ctx == nil {
		ctx = context.Background()
	}
	am = am.WithContext(ctx)
	for _, e := range pm.elems {
		if err := ctx.Err(); err != nil {
			return None(), fmt.Errorf("pass pipeline stopped before %s: %w", e.name, err)
		}
		pa, err := runModuleElem(ctx, e, m, am)
		if err != nil {
			return None(), err
		}
		if !pa.AreAllPreserved() {
			am.Invalidate(m, pa)
		}
	}
	return All(), nil
}

// runModuleElem runs one element. Containers (nested managers, function
// adaptors) are not instrumented themselves, as LLVM's trace omits pass
// managers and adaptors; their passes are.
func runModuleElem(ctx context.Context, e moduleElem, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error) {
	switch e.pass.(type) {
	case *Manager, *FunctionAdaptor:
		return safeRunModule(ctx, e, m, am)
	}
	u := Unit{Module: m}
	instr := am.callbacks()
	am.callBefore(instr, true, e.name, u)
	pa, err := safeRunModule(ctx, e, m, am)
	am.callAfter(instr, true, e.name, u, err)
	if err != nil {
		return None(), nameError(e.name, "", err)
	}
	return pa, nil
}

func safeRunModule(ctx context.Context, e moduleElem, m *ir.Module, am *AnalysisManager) (pa PreservedAnalyses, err error) {
	defer func() {
		if p := recover(); p != nil {
			pa, err = None(), newPanicError(e.name, p)
		}
	}()
	return e.pass.Run(ctx, m, am)
}

// nameError prefixes err with the pass (and function) it came from, unless
// it already names the pass.
func nameError(pass, fn string, err error) error {
	var pe *PanicError
	if errors.As(err, &pe) && pe.Name == pass && fn == "" {
		return err
	}
	if msg, named := strings.CutPrefix(err.Error(), pass+": "); named {
		// Already named, as Output's errors are: add the function only.
		if fn == "" {
			return err
		}
		return &wrapped{msg: fmt.Sprintf("%s on %s: %s", pass, fn, msg), err: err}
	}
	if fn != "" {
		return fmt.Errorf("%s on %s: %w", pass, fn, err)
	}
	return fmt.Errorf("%s: %w", pass, err)
}

// wrapped is an error with its own message that unwraps to the original.
type wrapped struct {
	msg string
	err error
}

// Error returns the message naming the pass and function.
func (w *wrapped) Error() string { return w.msg }

// Unwrap returns the original error.
func (w *wrapped) Unwrap() error { return w.err }

// FunctionAdaptor runs function passes on every function of a module that
// has a body, in module order: LLVM's ModuleToFunctionPassAdaptor, written
// function(...) in pipelines. Build one with Function.
//
// After each function pass on a function F, the adaptor invalidates F's
// function analyses that the pass did not preserve; at module level it
// returns the intersection of what the passes preserved, with every function
// analysis marked preserved (they were handled per function), so that the
// enclosing Manager invalidates the module analyses no function pass
// preserved.
//
// With AnalysisManager.SetWorkers(n > 1) functions are processed n at a
// time; output printed through am.Output() is buffered per function and
// written in function order, so a successful run prints exactly what a
// sequential one does.
type FunctionAdaptor struct {
	elems []functionElem
	// implicit adaptors wrap a function pass written bare at module level
	// (LLVM does the same); they print as that pass.
	implicit bool
}

type functionElem struct {
	name string
	pass FunctionPass
}

// Function returns an adaptor running passes, in order, on each function.
func Function(passes ...FunctionPass) *FunctionAdaptor {
	a := &FunctionAdaptor{}
	for _, p := range passes {
		if p != nil {
			a.elems = append(a.elems, functionElem{name: p.Name(), pass: p})
		}
	}
	return a
}

// Passes returns the function passes in order.
func (a *FunctionAdaptor) Passes() []FunctionPass {
	if a == nil {
		return nil
	}
	out := make([]FunctionPass, len(a.elems))
	for i, e := range a.elems {
		out[i] = e.pass
	}
	return out
}

// Name implements ModulePass: "function(PASSES)", or the pass's own name
// for an adaptor parsed from a function pass written at module level.
func (a *FunctionAdaptor) Name() string {
	if a == nil {
		return "function()"
	}
	names := make([]string, len(a.elems))
	for i, e := range a.elems {
		names[i] = e.name
	}
	if a.implicit && len(names) == 1 {
		return names[0]
	}
	return "function(" + strings.Join(names, ",") + ")"
}

// Run implements ModulePass.
func (a *FunctionAdaptor) Run(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error) {
	if m == nil || m.Module == nil {
		return None(), errors.New("pass: function adaptor: nil module")
	}
	if a == nil {
		return All(), nil
	}
	if !am.valid() {
		return None(), errZero
	}
	if ctx == nil {
		ctx = context.Background()
	}
	am = am.WithContext(ctx)
	var funcs []*llir.Func
	for _, f := range m.Funcs {
		if f != nil && len(f.Blocks) > 0 {
			funcs = append(funcs, f)
		}
	}
	var pa PreservedAnalyses
	var err error
	if w := am.Workers(); w > 1 && len(funcs) > 1 {
		pa, err = a.runParallel(ctx, m, funcs, am, w)
	} else {
		pa = All()
		for _, f := range funcs {
			if err = ctx.Err(); err != nil {
				return None(), fmt.Errorf("pass pipeline stopped before function %s: %w", f.Name(), err)
			}
			var fpa PreservedAnalyses
			if fpa, err = a.runOn(ctx, m, f, am); err != nil {
				break
			}
			pa = pa.Intersect(fpa)
		}
	}
	if err != nil {
		return None(), err
	}
	return pa.PreserveFunctionAnalyses(), nil
}

// runOn runs the passes on f, invalidating after each pass what it did not
// preserve of f's results, and returns the intersection of what they
// preserved.
func (a *FunctionAdaptor) runOn(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error) {
	total := All()
	u := Unit{Module: m, Func: f}
	for _, e := range a.elems {
		if err := ctx.Err(); err != nil {
			return None(), fmt.Errorf("pass pipeline stopped before %s on %s: %w", e.name, f.Name(), err)
		}
		instr := am.callbacks()
		am.callBefore(instr, true, e.name, u)
		pa, err := safeRunFunction(ctx, e, m, f, am)
		am.callAfter(instr, true, e.name, u, err)
		if err != nil {
			return None(), nameError(e.name, f.Name(), err)
		}
		if !pa.AreAllPreserved() {
			am.InvalidateFunction(m, f, pa)
		}
		total = total.Intersect(pa)
	}
	return total, nil
}

func safeRunFunction(ctx context.Context, e functionElem, m *ir.Module, f *llir.Func, am *AnalysisManager) (pa PreservedAnalyses, err error) {
	defer func() {
		if p := recover(); p != nil {
			pa, err = None(), newPanicError(e.name, p)
		}
	}()
	return e.pass.Run(ctx, m, f, am)
}

// laneSeq numbers the workers of parallel adaptors.
var laneSeq atomic.Int64

// runParallel processes functions with w workers. Each function prints into
// its own buffer; buffers are replayed in function order up to the first
// function that failed, and that function's error is returned.
func (a *FunctionAdaptor) runParallel(ctx context.Context, m *ir.Module, funcs []*llir.Func, am *AnalysisManager, w int) (PreservedAnalyses, error) {
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		pa    PreservedAnalyses
		err   error
		out   *Output
		trace *traceBuffer
	}
	results := make([]result, len(funcs))
	out := am.Output()
	work := make(chan int)
	var wg sync.WaitGroup
	var stopped atomic.Bool // a function failed and the others were told to stop
	if w > len(funcs) {
		w = len(funcs)
	}
	for i := 0; i < w; i++ {
		wg.Add(1)
		lane := int(laneSeq.Add(1))
		go func() {
			defer wg.Done()
			for i := range work {
				f := funcs[i]
				if err := wctx.Err(); err != nil {
					results[i].err = fmt.Errorf("pass pipeline stopped before function %s: %w", f.Name(), err)
					continue
				}
				buf := out.buffer()
				h := am.withOutput(buf).WithContext(wctx)
				h.lane = lane
				h.trace = &traceBuffer{}
				pa, err := a.runOn(wctx, m, f, h)
				results[i] = result{pa: pa, err: err, out: buf, trace: h.trace}
				if err != nil {
					stopped.Store(true)
					cancel()
				}
			}
		}()
	}
	for i := range funcs {
		work <- i
	}
	close(work)
	wg.Wait()

	pa := All()
	for _, r := range results {
		if r.err != nil && isContextErr(r.err) && stopped.Load() && ctx.Err() == nil {
			// Stopped because another function failed; that
			// function's error is reported below.
			continue
		}
		if r.trace != nil {
			r.trace.flush()
		}
		if r.out != nil {
			if err := out.merge(r.out); err != nil {
				return None(), fmt.Errorf("pass: writing output: %w", err)
			}
		}
		if r.err != nil {
			return None(), r.err
		}
		pa = pa.Intersect(r.pa)
	}
	return pa, nil
}

// Built-in passes: require<A>, invalidate<A>, print<A>. For a module
// analysis they are module passes; for a function analysis, function passes
// (wrapped in an adaptor when written at module level).

// Require returns the pass require<a>: it computes a's result (on every
// function, for a function analysis) and caches it.
func Require(a AnalysisKey) ModulePass { return builtinModulePass("require", a) }

// Invalidate returns the pass invalidate<a>: it drops a's cached results
// (on every function, for a function analysis) and whatever was computed
// from them.
func Invalidate(a AnalysisKey) ModulePass { return builtinModulePass("invalidate", a) }

// Print returns the pass print<a>: it writes a's report through
// am.Output() in the output's format; for a function analysis, one report
// per function with a body, in module order.
func Print(a AnalysisKey) ModulePass { return builtinModulePass("print", a) }

func builtinModulePass(kind string, a AnalysisKey) ModulePass {
	if a == nil {
		return nil
	}
	if a.IsFunctionAnalysis() {
		fa := Function(&builtinFunctionPass{kind: kind, a: a})
		fa.implicit = true
		return fa
	}
	return &builtinPass{kind: kind, a: a}
}

type builtinPass struct {
	kind string
	a    AnalysisKey
}

// Name implements ModulePass: "require<A>" and so on.
func (p *builtinPass) Name() string { return p.kind + "<" + p.a.AnalysisName() + ">" }

// Run implements ModulePass.
func (p *builtinPass) Run(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error) {
	switch p.kind {
	case "invalidate":
		am.InvalidateAnalysis(p.a, m)
	case "print":
		r, err := am.get(p.a, m, nil)
		if err != nil {
			return All(), err
		}
		return All(), am.Output().Print(p.a.AnalysisName(), r)
	default:
		_, err := am.get(p.a, m, nil)
		return All(), err
	}
	return All(), nil
}

type builtinFunctionPass struct {
	kind string
	a    AnalysisKey
}

// Name implements FunctionPass: "require<A>" and so on.
func (p *builtinFunctionPass) Name() string { return p.kind + "<" + p.a.AnalysisName() + ">" }

// Run implements FunctionPass.
func (p *builtinFunctionPass) Run(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error) {
	switch p.kind {
	case "invalidate":
		am.invalidateIn(&Unit{Module: m, Func: f}, func(k unitKey) bool { return k.a == p.a })
	case "print":
		r, err := am.get(p.a, m, f)
		if err != nil {
			return All(), err
		}
		return All(), am.Output().PrintFunction(p.a.AnalysisName(), f.Name(), r)
	default:
		_, err := am.get(p.a, m, f)
		return All(), err
	}
	return All(), nil
}
