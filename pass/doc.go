// Package pass is irpass's pass manager and cached analysis manager, modelled
// on LLVM's new pass manager (PassManager.h, PassInstrumentation.h) and
// written in the style of golang.org/x/tools/go/analysis: analyses and
// passes are plain values, and drivers are separate programs.
//
// # Concepts
//
// An analysis computes a result from the IR without changing it. A module
// analysis (Analysis[R]) computes one result of type R per module; a
// function analysis (FunctionAnalysis[R]) one per function with a body.
// Each is declared once, as a package-level value, by the package that owns
// it: dtrans.Analysis, aos.Analysis, constraint.Analysis, pointsto.Analysis.
//
// An AnalysisManager computes results on request and caches them. It
// records which results were computed from which, so that dropping one
// drops everything computed from it.
//
// A pass runs on the IR and may change it (ModulePass, FunctionPass). It
// returns the analyses it preserved (PreservedAnalyses: All, None, or
// Preserve(a, b)); the pass Manager invalidates the rest after it.
//
// A Manager runs a sequence of passes on a module. A pipeline is the text
// form of a Manager, in LLVM's -passes syntax, built with ParsePipeline
// from the names in a Registry.
//
// # Writing an analysis
//
// Give it a name (used in pipelines and reports), a one-line description and
// a Run function. Run may request other analyses through the AnalysisManager
// it receives; the dependency is recorded.
//
//	var Analysis = &pass.Analysis[*Info]{
//		Name: "loadcount",
//		Doc:  "count loads per struct type",
//		Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (*Info, error) {
//			types, err := pass.GetResult(am, dtrans.Analysis, m) // cached, recorded
//			if err != nil {
//				return nil, err
//			}
//			...
//		},
//	}
//
// Callers get a typed result with one call; the second call is served from
// the cache:
//
//	info, err := pass.GetResult(am, loadcount.Analysis, m)
//
// GetCachedResult returns a result only when it is cached, and never
// computes. GetFunctionResult and GetCachedFunctionResult do the same for
// function analyses.
//
// Run should check ctx in long loops and return ctx.Err() when it is done: a
// host compiler may give up. A panic inside Run is recovered and returned as
// a *PanicError naming the analysis: a host compiler never crashes because of
// an analysis. Failed results are not cached.
//
// # Writing a pass
//
// A pass is any type with Name and Run methods (ModulePass, FunctionPass),
// or a function wrapped by NewModulePass or NewFunctionPass. It returns
// what it preserved: All() if it only read the IR, None() if it changed it
// and cannot say more, Preserve(a, b) for the analyses whose results are
// still right, All().Abandon(a) when only a's are wrong.
//
//	rename := pass.NewFunctionPass("rename-blocks", func(ctx context.Context, m *ir.Module, f *llir.Func, am *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
//		... // rename f's blocks
//		return pass.Preserve(cfg.Analysis), nil // the CFG is unchanged
//	})
//
// After each pass the Manager invalidates the analyses it did not preserve,
// transitively: a preserved result computed from an invalidated one goes
// too. Module-level invalidation also drops function results that are not
// preserved (LLVM's proxy). Function passes run through a FunctionAdaptor
// (Function(...), function(...) in pipelines) on every function with a
// body; after a function pass on F only F's function results are
// invalidated, and module analyses that no function pass preserved are
// invalidated once the adaptor is done, as LLVM's
// ModuleToFunctionPassAdaptor does.
//
// # Pipelines
//
// Register analyses and passes in a Registry (each analysis package has a
// Register function; add your own with RegisterAnalysis and RegisterPass),
// then parse pipeline text:
//
//	pm, err := pass.ParsePipeline(reg, "require<dtrans>,print<aos>,invalidate<pointsto>,function(my-fpass)")
//	...
//	am := pass.NewAnalysisManager()
//	_, err = pm.Run(ctx, m, am)
//
// The built-ins need no registration: require<A> computes and caches A,
// invalidate<A> drops A and what was computed from it, print<A> writes A's
// report, function(...) runs function passes on each function, module(...)
// groups module passes. Passes take parameters in angle brackets
// (my-pass<3>). An unknown name is a *PipelineError that names it, gives its
// column and suggests the closest known name; pm.String() gives the
// pipeline text back.
//
// examples/custompass is a complete program: a user's analysis built on
// DTrans's results and a pass with a parameter, registered next to dtrans
// and run from a text pipeline.
//
// # Printing
//
// print<A> works for any analysis whose result implements TextReporter (for
// people), JSONReporter (for programs) or DOTReporter (Graphviz, for results
// that are graphs): a user's analysis gets print<> by implementing one
// method. Choose where and how with
//
//	am.SetOutput(pass.NewOutput(w, pass.FormatJSON))
//
// In JSON format the reports are collected into one object for the whole
// run, keyed by analysis name ({"dtrans": {...}, "aos": {...}}), written by
// am.Output().Flush(). A function analysis prints one report per function,
// in module order.
//
// # Instrumentation
//
// Callbacks observe passes and analyses (before, after, invalidated);
// register them with AnalysisManager.AddInstrumentation. Two instruments
// reproduce opt's:
//
//	am.AddInstrumentation(pass.DebugPassManager(os.Stderr)) // -debug-pass-manager
//	tp := pass.NewTimePasses()                              // -time-passes
//	am.AddInstrumentation(tp.Callbacks())
//	... run ...
//	tp.Report(os.Stderr)
//
// The trace prints "Running pass: NAME on UNIT", "Running analysis: NAME on
// UNIT" (only when computed, not when served from the cache) and
// "Invalidating analysis: NAME on UNIT", where NAME is the name written in
// the pipeline and UNIT the module's name or the function's.
//
// # Concurrency
//
// An AnalysisManager is safe for concurrent use: concurrent requests for the
// same result compute it once, and a dependency cycle is reported as an
// error, never a deadlock. With am.SetWorkers(n), function adaptors process
// n functions at a time; output is buffered per function and written in
// function order, so results and printed reports are identical to a
// sequential run. Passes and analyses used that way must be safe to run
// on different functions at once; callbacks are then called concurrently.
// Nothing in the package panics on any input; results never depend on map
// order or scheduling.
package pass
