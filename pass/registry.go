package pass

import (
	"fmt"
	"sort"
)

// PassInfo describes a pass a pipeline can name. Exactly one of
// NewModulePass and NewFunctionPass is set; it builds the pass from the
// parameter text written between <> after the name ("" when none) and
// reports bad parameters as an error.
type PassInfo struct {
	// Name is the pass's name in pipelines, without parameters.
	Name string
	// Doc is a one-line description, shown by -list-passes.
	Doc string
	// NewModulePass builds a module pass from its parameters.
	NewModulePass func(params string) (ModulePass, error)
	// NewFunctionPass builds a function pass from its parameters.
	NewFunctionPass func(params string) (FunctionPass, error)
}

// Registry maps pipeline names to analyses and passes. Each analysis package
// has a Register(*Registry) function adding its own; users add theirs. A
// Registry is not safe for concurrent registration; fill it, then use it.
type Registry struct {
	analyses map[string]AnalysisKey
	passes   map[string]PassInfo
}

// NewRegistry returns an empty registry. The built-in pipeline elements
// (require<A>, invalidate<A>, print<A>, function(...)) need no registration.
func NewRegistry() *Registry {
	return &Registry{analyses: make(map[string]AnalysisKey), passes: make(map[string]PassInfo)}
}

// RegisterAnalysis adds an analysis under its name.
func (r *Registry) RegisterAnalysis(a AnalysisKey) error {
	if a == nil {
		return fmt.Errorf("pass: register: nil analysis")
	}
	name := a.AnalysisName()
	if err := r.checkName(name); err != nil {
		return err
	}
	r.analyses[name] = a
	return nil
}

// RegisterPass adds a pass under its name.
func (r *Registry) RegisterPass(p PassInfo) error {
	if err := r.checkName(p.Name); err != nil {
		return err
	}
	if (p.NewModulePass == nil) == (p.NewFunctionPass == nil) {
		return fmt.Errorf("pass: register %q: exactly one of NewModulePass and NewFunctionPass must be set", p.Name)
	}
	r.passes[p.Name] = p
	return nil
}

func (r *Registry) checkName(name string) error {
	if name == "" {
		return fmt.Errorf("pass: register: empty name")
	}
	switch name {
	case "require", "invalidate", "print", "function", "module":
		return fmt.Errorf("pass: register %q: the name is a built-in", name)
	}
	if _, dup := r.analyses[name]; dup {
		return fmt.Errorf("pass: register %q: an analysis of that name exists", name)
	}
	if _, dup := r.passes[name]; dup {
		return fmt.Errorf("pass: register %q: a pass of that name exists", name)
	}
	return nil
}

// Analysis returns the analysis registered under name.
func (r *Registry) Analysis(name string) (AnalysisKey, bool) {
	a, ok := r.analyses[name]
	return a, ok
}

// Pass returns the pass registered under name.
func (r *Registry) Pass(name string) (PassInfo, bool) {
	p, ok := r.passes[name]
	return p, ok
}

func (r *Registry) hasPass(name string) bool {
	_, ok := r.passes[name]
	return ok
}

// Analyses returns the registered analyses sorted by name.
func (r *Registry) Analyses() []AnalysisKey {
	out := make([]AnalysisKey, 0, len(r.analyses))
	for _, a := range r.analyses {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].AnalysisName() < out[j].AnalysisName() })
	return out
}

// Passes returns the registered passes sorted by name.
func (r *Registry) Passes() []PassInfo {
	out := make([]PassInfo, 0, len(r.passes))
	for _, p := range r.passes {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
