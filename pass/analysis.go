package pass

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
)

// AnalysisKey identifies an analysis whatever its result type: it is
// implemented by *Analysis[R] and *FunctionAnalysis[R] only. Keys compare by
// identity; names are unique within a Registry.
type AnalysisKey interface {
	// AnalysisName is the name used in pipelines (`require<NAME>`).
	AnalysisName() string
	// AnalysisDoc is a one-line description.
	AnalysisDoc() string
	// IsFunctionAnalysis reports whether results are computed per function.
	IsFunctionAnalysis() bool

	compute(ctx context.Context, am *AnalysisManager, m *ir.Module, f *llir.Func) (any, error)
}

// Analysis is a module analysis: a name and a function computing a result of
// type R for a module. Declare one as a package-level value and get its
// result with GetResult:
//
//	var Analysis = &pass.Analysis[*Info]{Name: "dtrans", Doc: "...", Run: run}
//	info, err := pass.GetResult(am, dtrans.Analysis, m)
//
// Run may request other analyses through am; the manager records that the
// result depends on them, so invalidating them invalidates it too. Run should
// check ctx in long loops and return ctx.Err() when it is done.
type Analysis[R any] struct {
	// Name is the name used in pipelines and reports ("dtrans"); unique
	// within a Registry.
	Name string
	// Doc is a one-line description, shown by -list-passes.
	Doc string
	// Run computes the result. It may request other analyses through am.
	Run func(ctx context.Context, am *AnalysisManager, m *ir.Module) (R, error)
}

// AnalysisName implements AnalysisKey.
func (a *Analysis[R]) AnalysisName() string {
	if a == nil {
		return ""
	}
	return a.Name
}

// AnalysisDoc implements AnalysisKey.
func (a *Analysis[R]) AnalysisDoc() string {
	if a == nil {
		return ""
	}
	return a.Doc
}

// IsFunctionAnalysis implements AnalysisKey: false.
func (a *Analysis[R]) IsFunctionAnalysis() bool { return false }

func (a *Analysis[R]) compute(ctx context.Context, am *AnalysisManager, m *ir.Module, _ *llir.Func) (any, error) {
	if a == nil || a.Run == nil {
		return nil, fmt.Errorf("pass: analysis %s has no Run function", a.Name)
	}
	return a.Run(ctx, am, m)
}

// FunctionAnalysis is an analysis computed for one function at a time, such
// as a dominator tree or loop info. Results are cached per function.
type FunctionAnalysis[R any] struct {
	// Name is the name used in pipelines and reports; unique within a
	// Registry.
	Name string
	// Doc is a one-line description, shown by -list-passes.
	Doc string
	// Run computes the result for f, a function of m with a body. It may
	// request module analyses and function analyses of any function.
	Run func(ctx context.Context, am *AnalysisManager, m *ir.Module, f *llir.Func) (R, error)
}

// AnalysisName implements AnalysisKey.
func (a *FunctionAnalysis[R]) AnalysisName() string {
	if a == nil {
		return ""
	}
	return a.Name
}

// AnalysisDoc implements AnalysisKey.
func (a *FunctionAnalysis[R]) AnalysisDoc() string {
	if a == nil {
		return ""
	}
	return a.Doc
}

// IsFunctionAnalysis implements AnalysisKey: true.
func (a *FunctionAnalysis[R]) IsFunctionAnalysis() bool { return true }

func (a *FunctionAnalysis[R]) compute(ctx context.Context, am *AnalysisManager, m *ir.Module, f *llir.Func) (any, error) {
	if a == nil || a.Run == nil {
		return nil, fmt.Errorf("pass: analysis %s has no Run function", a.Name)
	}
	return a.Run(ctx, am, m, f)
}

// GetResult returns the result of analysis a on module m, computing it on
// the first request and serving it from am's cache afterwards. When called
// from inside another analysis's Run (with the am that Run received), the
// dependency is recorded.
func GetResult[R any](am *AnalysisManager, a *Analysis[R], m *ir.Module) (R, error) {
	var zero R
	if a == nil {
		return zero, errNilAnalysis
	}
	r, err := am.get(a, m, nil)
	if err != nil {
		return zero, err
	}
	// The comma-ok form: a nil interface result (R an interface type and
	// Run returning nil) must not panic.
	v, _ := r.(R)
	return v, nil
}

// GetCachedResult returns a's result on m only if it is cached; it never
// computes. The dependency is recorded as with GetResult.
func GetCachedResult[R any](am *AnalysisManager, a *Analysis[R], m *ir.Module) (R, bool) {
	var zero R
	if a == nil {
		return zero, false
	}
	r, ok := am.cached(a, m, nil)
	if !ok {
		return zero, false
	}
	v, _ := r.(R)
	return v, true
}

// GetFunctionResult returns the result of function analysis a on f, a
// function of m, computing it on the first request.
func GetFunctionResult[R any](am *AnalysisManager, a *FunctionAnalysis[R], m *ir.Module, f *llir.Func) (R, error) {
	var zero R
	if a == nil {
		return zero, errNilAnalysis
	}
	if f == nil {
		return zero, fmt.Errorf("pass: GetFunctionResult(%s): nil function", a.Name)
	}
	r, err := am.get(a, m, f)
	if err != nil {
		return zero, err
	}
	v, _ := r.(R)
	return v, nil
}

// GetCachedFunctionResult returns a's result on f only if it is cached.
func GetCachedFunctionResult[R any](am *AnalysisManager, a *FunctionAnalysis[R], m *ir.Module, f *llir.Func) (R, bool) {
	var zero R
	if a == nil || f == nil {
		return zero, false
	}
	r, ok := am.cached(a, m, f)
	if !ok {
		return zero, false
	}
	v, _ := r.(R)
	return v, true
}

var errNilAnalysis = errors.New("pass: GetResult: nil analysis")

// safeCompute runs an analysis, turning a panic into an error that names it:
// a host compiler must never crash because of an analysis.
func safeCompute(ctx context.Context, a AnalysisKey, am *AnalysisManager, m *ir.Module, f *llir.Func) (r any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = newPanicError(a.AnalysisName(), p)
		}
	}()
	return a.compute(ctx, am, m, f)
}

func newPanicError(name string, v any) *PanicError {
	return &PanicError{Name: name, Value: v, Stack: debug.Stack()}
}

// PanicError reports a panic recovered inside a pass or an analysis. Stack
// holds the goroutine's stack at the panic, for bug reports.
type PanicError struct {
	Name  string // the pass or analysis, as named in pipelines
	Value any    // the value passed to panic
	Stack []byte // the panicking goroutine's stack
}

// Error names the pass or analysis and the panic value; the stack is left
// out (it is in Stack).
func (e *PanicError) Error() string {
	return fmt.Sprintf("%s: internal error (panic): %v", e.Name, e.Value)
}
