package pass

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
)

// Unit is the piece of IR a pass or analysis runs on: a module, or one of its
// functions when Func is non-nil.
type Unit struct {
	Module *ir.Module
	Func   *llir.Func
}

// String names the unit as LLVM's pass manager does in its traces: the
// function's name, or the module's.
func (u Unit) String() string {
	if u.Func != nil {
		return u.Func.Name()
	}
	if u.Module != nil && u.Module.Name != "" {
		return u.Module.Name
	}
	return "[module]"
}

// AnalysisManager computes and caches analysis results for modules and their
// functions, records which results depend on which, and invalidates them
// when passes change the IR. It is safe for concurrent use.
//
// An AnalysisManager value is a handle: analyses receive one scoped to the
// computation in progress (so the results they request are recorded as
// dependencies), and WithContext returns one carrying a context. All handles
// derived from NewAnalysisManager share one cache.
type AnalysisManager struct {
	st  *amState
	ctx context.Context
	// current is the entry being computed through this handle, nil at top
	// level; results requested through the handle become its dependencies.
	current *entry
}

type amState struct {
	mu      sync.Mutex
	entries map[unitKey]*entry
	instr   []Callbacks
	out     *Output
}

type unitKey struct {
	a AnalysisKey
	m *ir.Module
	f *llir.Func
}

type entry struct {
	key    unitKey
	parent *entry // the entry whose computation requested this one (for cycles)
	done   chan struct{}
	result any
	err    error
	// dependents are the results computed from this one.
	dependents map[*entry]struct{}
}

// NewAnalysisManager returns an empty analysis manager whose printers write
// text to standard output (see SetOutput).
func NewAnalysisManager() *AnalysisManager {
	return &AnalysisManager{
		st:  &amState{entries: make(map[unitKey]*entry), out: NewOutput(nil, FormatText)},
		ctx: context.Background(),
	}
}

// WithContext returns a handle on the same cache whose computations receive
// ctx and stop early when it is cancelled.
func (am *AnalysisManager) WithContext(ctx context.Context) *AnalysisManager {
	c := *am
	c.ctx = ctx
	return &c
}

// Context returns the handle's context.
func (am *AnalysisManager) Context() context.Context { return am.ctx }

// SetOutput sets where print<> passes write and in which format.
func (am *AnalysisManager) SetOutput(o *Output) {
	am.st.mu.Lock()
	am.st.out = o
	am.st.mu.Unlock()
}

// Output returns where print<> passes write.
func (am *AnalysisManager) Output() *Output {
	am.st.mu.Lock()
	defer am.st.mu.Unlock()
	return am.st.out
}

// AddInstrumentation registers callbacks that observe analyses (and, through
// the pass Manager, passes).
func (am *AnalysisManager) AddInstrumentation(cb Callbacks) {
	am.st.mu.Lock()
	am.st.instr = append(am.st.instr, cb)
	am.st.mu.Unlock()
}

func (am *AnalysisManager) callbacks() []Callbacks {
	am.st.mu.Lock()
	defer am.st.mu.Unlock()
	return am.st.instr
}

func (am *AnalysisManager) get(a AnalysisKey, m *ir.Module, f *llir.Func) (any, error) {
	if a == nil || m == nil {
		return nil, fmt.Errorf("pass: GetResult: nil analysis or module")
	}
	if err := am.ctx.Err(); err != nil {
		return nil, err
	}
	k := unitKey{a, m, f}
	st := am.st
	st.mu.Lock()
	if e, ok := st.entries[k]; ok {
		select {
		case <-e.done:
			am.recordLocked(e)
			st.mu.Unlock()
			return e.result, nil
		default:
		}
		// Being computed: by an analysis on our own request chain (a
		// cycle), or concurrently by another goroutine (wait for it).
		for p := am.current; p != nil; p = p.parent {
			if p == e {
				st.mu.Unlock()
				return nil, am.cycleError(e)
			}
		}
		st.mu.Unlock()
		<-e.done
		if e.err != nil {
			return nil, e.err
		}
		st.mu.Lock()
		am.recordLocked(e)
		st.mu.Unlock()
		return e.result, nil
	}
	e := &entry{key: k, parent: am.current, done: make(chan struct{})}
	st.entries[k] = e
	instr := st.instr
	st.mu.Unlock()

	u := Unit{Module: m, Func: f}
	for _, cb := range instr {
		if cb.BeforeAnalysis != nil {
			cb.BeforeAnalysis(a.AnalysisName(), u)
		}
	}
	sub := &AnalysisManager{st: st, ctx: am.ctx, current: e}
	r, err := safeCompute(am.ctx, a, sub, m, f)
	for _, cb := range instr {
		if cb.AfterAnalysis != nil {
			cb.AfterAnalysis(a.AnalysisName(), u, err)
		}
	}

	st.mu.Lock()
	e.result, e.err = r, err
	if err != nil {
		// Failures are not cached: a cancelled run may be retried.
		if st.entries[k] == e {
			delete(st.entries, k)
		}
	} else {
		am.recordLocked(e)
	}
	close(e.done)
	st.mu.Unlock()
	if err != nil {
		return nil, err
	}
	return r, nil
}

func (am *AnalysisManager) cycleError(e *entry) error {
	names := []string{e.key.a.AnalysisName()}
	for p := am.current; p != nil && p != e; p = p.parent {
		names = append(names, p.key.a.AnalysisName())
	}
	names = append(names, e.key.a.AnalysisName())
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	return fmt.Errorf("pass: analysis dependency cycle: %s", strings.Join(names, " -> "))
}

// recordLocked records that the result being computed through am (if any)
// depends on e.
func (am *AnalysisManager) recordLocked(e *entry) {
	if am.current == nil || am.current == e {
		return
	}
	if e.dependents == nil {
		e.dependents = make(map[*entry]struct{})
	}
	e.dependents[am.current] = struct{}{}
}

func (am *AnalysisManager) cached(a AnalysisKey, m *ir.Module, f *llir.Func) (any, bool) {
	st := am.st
	st.mu.Lock()
	defer st.mu.Unlock()
	e, ok := st.entries[unitKey{a, m, f}]
	if !ok {
		return nil, false
	}
	select {
	case <-e.done:
	default:
		return nil, false
	}
	am.recordLocked(e)
	return e.result, true
}

// Invalidate drops the results for module m that pa does not preserve: its
// module analyses and, as LLVM's module-to-function proxy does, the function
// analyses of all its functions. Results computed from a dropped result are
// dropped too, even when preserved.
func (am *AnalysisManager) Invalidate(m *ir.Module, pa PreservedAnalyses) {
	am.invalidateWhere(func(k unitKey) bool {
		return k.m == m && !pa.Preserved(k.a)
	})
}

// InvalidateFunction drops the results for function f of m that pa does not
// preserve (and whatever was computed from them, module results included).
func (am *AnalysisManager) InvalidateFunction(m *ir.Module, f *llir.Func, pa PreservedAnalyses) {
	am.invalidateWhere(func(k unitKey) bool {
		return k.m == m && k.f == f && !pa.Preserved(k.a)
	})
}

// InvalidateAnalysis drops analysis a's results on m (for a function
// analysis, on every function of m) and whatever was computed from them.
func (am *AnalysisManager) InvalidateAnalysis(a AnalysisKey, m *ir.Module) {
	am.invalidateWhere(func(k unitKey) bool { return k.m == m && k.a == a })
}

// Clear drops every cached result.
func (am *AnalysisManager) Clear() {
	am.invalidateWhere(func(unitKey) bool { return true })
}

func (am *AnalysisManager) invalidateWhere(drop func(unitKey) bool) {
	st := am.st
	st.mu.Lock()
	var dropped []unitKey
	var visit func(e *entry)
	seen := map[*entry]bool{}
	visit = func(e *entry) {
		if seen[e] {
			return
		}
		seen[e] = true
		if st.entries[e.key] == e {
			delete(st.entries, e.key)
			dropped = append(dropped, e.key)
		}
		deps := make([]*entry, 0, len(e.dependents))
		for d := range e.dependents {
			deps = append(deps, d)
		}
		sortEntries(deps)
		for _, d := range deps {
			visit(d)
		}
	}
	// Visit in a deterministic order so traces are reproducible.
	var roots []*entry
	for k, e := range st.entries {
		select {
		case <-e.done:
		default:
			continue // never drop a result still being computed
		}
		if drop(k) {
			roots = append(roots, e)
		}
	}
	sortEntries(roots)
	for _, e := range roots {
		visit(e)
	}
	instr := st.instr
	st.mu.Unlock()
	for _, k := range dropped {
		for _, cb := range instr {
			if cb.AnalysisInvalidated != nil {
				cb.AnalysisInvalidated(k.a.AnalysisName(), Unit{Module: k.m, Func: k.f})
			}
		}
	}
}

// sortEntries orders entries by module, function and analysis name.
func sortEntries(es []*entry) {
	key := func(e *entry) [3]string {
		var mod, fn string
		if e.key.m != nil {
			mod = e.key.m.Name
		}
		if e.key.f != nil {
			fn = e.key.f.Name()
		}
		return [3]string{mod, fn, e.key.a.AnalysisName()}
	}
	sort.SliceStable(es, func(i, j int) bool {
		a, b := key(es[i]), key(es[j])
		for k := range a {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return false
	})
}
