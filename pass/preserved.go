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
	// abandoned analyses are not preserved whatever else says so.
	abandoned map[AnalysisKey]struct{}
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
	if _, ok := pa.abandoned[a]; ok {
		return false
	}
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
func (pa PreservedAnalyses) AreAllPreserved() bool { return pa.all && len(pa.abandoned) == 0 }

// PreserveFunctionAnalyses returns pa extended to preserve every function
// analysis, as LLVM's preserveSet<AllAnalysesOn<Function>>(). The function
// adaptor returns this at module level: it has invalidated each function's
// results after each function pass already, so only module analyses remain
// to be invalidated by the enclosing manager. Abandoned analyses stay
// abandoned.
func (pa PreservedAnalyses) PreserveFunctionAnalyses() PreservedAnalyses {
	out := pa.clone()
	out.allFunction = true
	return out
}

// Abandon returns pa without the given analyses, whatever else it
// preserves: All().Abandon(a) preserves everything but a, as LLVM's
// abandon<A>() does.
func (pa PreservedAnalyses) Abandon(keys ...AnalysisKey) PreservedAnalyses {
	out := pa.clone()
	if out.abandoned == nil {
		out.abandoned = make(map[AnalysisKey]struct{}, len(keys))
	}
	for _, k := range keys {
		out.abandoned[k] = struct{}{}
		delete(out.set, k)
	}
	return out
}

func (pa PreservedAnalyses) clone() PreservedAnalyses {
	out := PreservedAnalyses{all: pa.all, allFunction: pa.allFunction}
	out.set = cloneSet(pa.set)
	out.abandoned = cloneSet(pa.abandoned)
	return out
}

func cloneSet(s map[AnalysisKey]struct{}) map[AnalysisKey]struct{} {
	if s == nil {
		return nil
	}
	out := make(map[AnalysisKey]struct{}, len(s))
	for k := range s {
		out[k] = struct{}{}
	}
	return out
}

// Intersect returns what both pa and other preserve: the result of running
// two passes in sequence.
func (pa PreservedAnalyses) Intersect(other PreservedAnalyses) PreservedAnalyses {
	out := PreservedAnalyses{
		all:         pa.all && other.all,
		allFunction: (pa.all || pa.allFunction) && (other.all || other.allFunction),
	}
	for _, s := range []map[AnalysisKey]struct{}{pa.abandoned, other.abandoned} {
		for k := range s {
			if out.abandoned == nil {
				out.abandoned = make(map[AnalysisKey]struct{})
			}
			out.abandoned[k] = struct{}{}
		}
	}
	if out.all {
		return out
	}
	// A key survives if each side preserves it, explicitly, by All, or
	// through its function-analysis flag.
	for _, s := range []map[AnalysisKey]struct{}{pa.set, other.set} {
		for k := range s {
			if pa.Preserved(k) && other.Preserved(k) {
				if out.set == nil {
					out.set = make(map[AnalysisKey]struct{})
				}
				out.set[k] = struct{}{}
			}
		}
	}
	return out
}

// String describes pa for debugging: "all", "none", or the preserved names
// sorted, with "function analyses" when all of those are preserved and
// "all but ..." when analyses were abandoned from All.
func (pa PreservedAnalyses) String() string {
	names := func(s map[AnalysisKey]struct{}) []string {
		var out []string
		for k := range s {
			out = append(out, k.AnalysisName())
		}
		sort.Strings(out)
		return out
	}
	if pa.all {
		if len(pa.abandoned) == 0 {
			return "all"
		}
		return "all but " + strings.Join(names(pa.abandoned), ", ")
	}
	list := names(pa.set)
	if pa.allFunction {
		list = append(list, "function analyses")
		if len(pa.abandoned) > 0 {
			list = append(list, "but "+strings.Join(names(pa.abandoned), ", "))
		}
	}
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}
