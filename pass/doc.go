// Package pass is irpass's pass manager and cached analysis manager, modelled
// on LLVM's new pass manager.
//
// An analysis is a plain value — a name, a one-line description and a
// function computing a typed result — declared once by the package that owns
// it (dtrans.Analysis, aos.Analysis, constraint.Analysis, pointsto.Analysis).
// GetResult computes a result on first request and serves it from the
// AnalysisManager's cache afterwards; an analysis may request others, and the
// manager records those dependencies so that invalidating one result
// invalidates everything computed from it.
//
//	am := pass.NewAnalysisManager()
//	info, err := pass.GetResult(am, dtrans.Analysis, m)
//
// Passes run on a module (ModulePass) or on each function (FunctionPass) and
// report which analyses they preserve (All, None, or Preserve(a, b)).
// Results print through print<A> when they implement TextReporter,
// JSONReporter or DOTReporter.
package pass
