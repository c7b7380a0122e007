package pass

// PreservedAnalyses is what a pass reports it left valid: all analyses, none,
// or a set. The zero value preserves nothing.
type PreservedAnalyses struct {
	all bool
	set map[AnalysisKey]struct{}
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
	_, ok := pa.set[a]
	return ok
}

// AreAllPreserved reports whether pa preserves everything.
func (pa PreservedAnalyses) AreAllPreserved() bool { return pa.all }

// Intersect returns what both pa and other preserve: the result of running
// two passes in sequence.
func (pa PreservedAnalyses) Intersect(other PreservedAnalyses) PreservedAnalyses {
	switch {
	case pa.all:
		return other
	case other.all:
		return pa
	}
	out := PreservedAnalyses{set: make(map[AnalysisKey]struct{})}
	for k := range pa.set {
		if _, ok := other.set[k]; ok {
			out.set[k] = struct{}{}
		}
	}
	return out
}
