package pass

import (
	"context"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
)

// ModulePass runs on a whole module. Name is the pass as written in a
// pipeline, parameters included (e.g. "print<dtrans>"), so a pipeline prints
// back to its text. A pass that only reads the IR returns All().
type ModulePass interface {
	// Name is the pass as written in pipelines and traces.
	Name() string
	// Run runs the pass on m and returns what it preserved. It gets
	// analysis results from am, and should stop with ctx.Err() when ctx
	// is cancelled.
	Run(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error)
}

// FunctionPass runs on one function at a time; a pipeline runs it on every
// function with a body through the function(...) adaptor.
type FunctionPass interface {
	// Name is the pass as written in pipelines and traces.
	Name() string
	// Run runs the pass on f, a function of m with a body, and returns
	// what it preserved. With AnalysisManager.SetWorkers(n > 1) it is
	// called for several functions at once.
	Run(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error)
}

// NewModulePass makes a ModulePass from a name and a function.
func NewModulePass(name string, run func(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error)) ModulePass {
	return &modulePassFunc{name: name, run: run}
}

type modulePassFunc struct {
	name string
	run  func(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error)
}

// Name implements ModulePass.
func (p *modulePassFunc) Name() string { return p.name }

// Run implements ModulePass.
func (p *modulePassFunc) Run(ctx context.Context, m *ir.Module, am *AnalysisManager) (PreservedAnalyses, error) {
	return p.run(ctx, m, am)
}

// NewFunctionPass makes a FunctionPass from a name and a function.
func NewFunctionPass(name string, run func(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error)) FunctionPass {
	return &functionPassFunc{name: name, run: run}
}

type functionPassFunc struct {
	name string
	run  func(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error)
}

// Name implements FunctionPass.
func (p *functionPassFunc) Name() string { return p.name }

// Run implements FunctionPass.
func (p *functionPassFunc) Run(ctx context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error) {
	return p.run(ctx, m, f, am)
}
