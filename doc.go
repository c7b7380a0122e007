// Package irpass is a library for analysing LLVM IR in Go: a pass manager
// with a cached analysis manager modelled on LLVM's new pass manager, and
// four analyses that compose through it.
//
//   - ir: loading LLVM IR text from LLVM 12 to 19, typed or opaque pointers
//     (Parse, ParseFile), adopting a module built in memory with llir/llvm
//     (FromLLIR), linking several modules as llvm-link does (Link), the
//     target's DataLayout, use lists, library-function classification and
//     source locations.
//   - pass: analyses with typed, cached results (GetResult), passes with
//     preserved sets, pipelines in LLVM's -passes syntax, print<A> in text,
//     JSON or DOT, -time-passes and -debug-pass-manager instruments.
//   - dtrans: DTransAnalysis, the safety and field-access analysis behind
//     struct-layout optimizations.
//   - aos: arrays of structs (stack, VLA, global, heap) across the program.
//   - constraint: points-to constraints (address-of, copy, load, store,
//     field offsets, calls).
//   - pointsto: an Andersen solver with alias queries, a call graph and
//     alias-annotation checking.
//
// Analyses never rely on a pointer's declared element type: the same C
// program compiled by clang 14 (typed pointers) and clang 19 (opaque
// pointers) gets the same answers.
//
//	m, err := ir.ParseFile("prog.ll")
//	if err != nil { ... }
//	am := pass.NewAnalysisManager()
//	info, err := pass.GetResult(am, dtrans.Analysis, m)     // *dtrans.Info
//	pts, err := pass.GetResult(am, pointsto.Analysis, m)   // *pointsto.Result
//
// NewRegistry returns a registry with every analysis and pass of the
// library, for ParsePipeline; examples/irpass is an opt-like driver over it.
package irpass
