package pass

import (
	"sort"
	"strings"
)

// PreservedAnalyses is what a pass reports it left valid: all analyses, none,
// or a set, as LLVM's class of the same name. The zero value preserves
// nothing. Values are immutable: methods return new values.
type PreservedAnalyses struct {
	all bool
	// allFunction preserves every function analysis: what a function
	// adaptor returns at module level, having already invalidated each
	// function's results itself (LLVM's AllAnalysesOn<Function> set).
	allFunction bool
	set         map[AnalysisKey]struct{}
}

// All preserves every analysis: what analysis-only passes return.
func All() PreservedAnalyses { return PreservedAnalyses{all: true} }

// None preserves no analysis: the conservative answer of a pass that changed
// the IR.
func None() PreservedAnalyses { return PreservedAnalyses{} }

// Preserve returns a set preserving exactly the given analyses.
func Preserve(keys ...AnalysisKey) PreservedAnalyses {
	pa := PreservedAnalyses{set: make(map[AnalysisKey]struct{}, len(keys))}
	for _, k := range keys {
		pa.set[k] = struct{}{}
	}
	return pa
}

// Preserved reports whether a is preserved.
func (pa PreservedAnalyses) Preserved(a AnalysisKey) bool {
	if pa.all {
		return true
	}
	if pa.allFunction && a != nil && a.IsFunctionAnalysis() {
		return true
	}
	_, ok := pa.set[a]
	return ok
}

// AreAllPreserved reports whether pa preserves everything.
func (pa PreservedAnalyses) AreAllPreserved() bool { return pa.all }

// PreserveFunctionAnalyses returns pa extended to preserve every function
// analysis, as LLVM's preserveSet<AllAnalysesOn<Function>>(). The function
// adaptor returns this at module level: it has invalidated each function's
// results after each function pass already, so only module analyses remain
// to be invalidated by the enclosing manager.
func (pa PreservedAnalyses) PreserveFunctionAnalyses() PreservedAnalyses {
	if pa.all {
		return pa
	}
	out := pa.clone()
	out.allFunction = true
	return out
}

func (pa PreservedAnalyses) clone() PreservedAnalyses {
	out := PreservedAnalyses{all: pa.all, allFunction: pa.allFunction}
	if pa.set != nil {
		out.set = make(map[AnalysisKey]struct{}, len(pa.set))
		for k := range pa.set {
			out.set[k] = struct{}{}
		}
	}
	return out
}

// Intersect returns what both pa and other preserve: the result of running
// two passes in sequence.
func (pa PreservedAnalyses) Intersect(other PreservedAnalyses) PreservedAnalyses {
	switch {
	case pa.all:
		return other
	case other.all:
		return pa
	}
	out := PreservedAnalyses{allFunction: pa.allFunction && other.allFunction, set: make(map[AnalysisKey]struct{})}
	// A key survives if each side preserves it, explicitly or through its
	// function-analysis flag.
	for k := range pa.set {
		if other.Preserved(k) {
			out.set[k] = struct{}{}
		}
	}
	for k := range other.set {
		if pa.Preserved(k) {
			out.set[k] = struct{}{}
		}
	}
	return out
}

// String describes pa for debugging: "all", "none", or the preserved names
// sorted, with "function analyses" when all of those are preserved.
func (pa PreservedAnalyses) String() string {
	if pa.all {
		return "all"
	}
	var names []string
	for k := range pa.set {
		names = append(names, k.AnalysisName())
	}
	sort.Strings(names)
	if pa.allFunction {
		names = append(names, "function analyses")
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
