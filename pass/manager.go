package pass

import (
	"context"
	"errors"
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
	Module *ir.Module // the module, always set
	Func   *llir.Func // the function, for function passes and analyses
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
	// out, when set, overrides the shared output: the parallel function
	// adaptor gives each function a buffer, replayed in function order.
	out *Output
	// lane identifies the goroutine of a parallel function adaptor's
	// worker (0 outside workers), for instruments that track nesting.
	lane int
	// trace, in a parallel function adaptor's worker, collects the
	// DebugPassManager lines of one function, written in function order
	// when all are done.
	trace *traceBuffer
}

type amState struct {
	mu         sync.Mutex
	entries    map[unitKey]*entry
	byUnit     map[Unit]map[*entry]struct{} // entries by unit, so invalidating one function is not a scan
	inProgress map[*entry]struct{}
	instr      []Callbacks
	out        *Output
	workers    int
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
	// waiting counts, while this entry is computed, the entries computed
	// by other goroutines that its computation waits for (deadlock
	// detection).
	waiting map[*entry]int
}

// NewAnalysisManager returns an empty analysis manager whose printers write
// text to standard output (see SetOutput).
func NewAnalysisManager() *AnalysisManager {
	return &AnalysisManager{
		st: &amState{
			entries:    make(map[unitKey]*entry),
			byUnit:     make(map[Unit]map[*entry]struct{}),
			inProgress: make(map[*entry]struct{}),
			out:        NewOutput(nil, FormatText),
		},
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
func (am *AnalysisManager) Context() context.Context {
	if am.ctx == nil {
		return context.Background()
	}
	return am.ctx
}

// errZero is returned when an AnalysisManager was not made by
// NewAnalysisManager (a zero value has no cache).
var errZero = errors.New("pass: AnalysisManager not created by NewAnalysisManager")

// valid reports whether am has a cache; the zero value has none, and every
// method then does nothing or fails with errZero instead of panicking.
func (am *AnalysisManager) valid() bool { return am != nil && am.st != nil }

// SetOutput sets where print<> passes write and in which format.
func (am *AnalysisManager) SetOutput(o *Output) {
	if !am.valid() || o == nil {
		return
	}
	am.st.mu.Lock()
	am.st.out = o
	am.st.mu.Unlock()
}

// Output returns where print<> passes write. Inside a parallel function
// adaptor it is a per-function buffer, replayed in function order when all
// functions are done, so output does not depend on scheduling.
func (am *AnalysisManager) Output() *Output {
	if am.out != nil {
		return am.out
	}
	if !am.valid() {
		return NewOutput(nil, FormatText)
	}
	am.st.mu.Lock()
	defer am.st.mu.Unlock()
	return am.st.out
}

// AddInstrumentation registers callbacks that observe analyses (and, through
// the pass Manager, passes).
func (am *AnalysisManager) AddInstrumentation(cb Callbacks) {
	if !am.valid() {
		return
	}
	am.st.mu.Lock()
	am.st.instr = append(am.st.instr, cb)
	am.st.mu.Unlock()
}

// SetWorkers sets how many functions function adaptors (function(...) and
// the per-function built-ins such as print<A> of a function analysis) may
// process at once. n <= 1, the default, processes functions one after the
// other. Results and printed output are the same either way; passes and
// analyses must then be safe to run concurrently on different functions,
// and instrumentation callbacks are called concurrently (so a
// DebugPassManager trace interleaves functions).
//
// As in LLVM, a function pass that changes the IR should not rely on module
// analyses computed from other functions' results: in a parallel run they
// may be computed before or after the other functions are changed.
func (am *AnalysisManager) SetWorkers(n int) {
	if !am.valid() {
		return
	}
	am.st.mu.Lock()
	am.st.workers = n
	am.st.mu.Unlock()
}

// Workers returns the number set by SetWorkers, at least 1.
func (am *AnalysisManager) Workers() int {
	if !am.valid() {
		return 1
	}
	am.st.mu.Lock()
	defer am.st.mu.Unlock()
	if am.st.workers < 1 {
		return 1
	}
	return am.st.workers
}

// withOutput returns a handle on the same cache that prints to o.
func (am *AnalysisManager) withOutput(o *Output) *AnalysisManager {
	c := *am
	c.out = o
	return &c
}

func (am *AnalysisManager) callbacks() []Callbacks {
	if !am.valid() {
		return nil
	}
	am.st.mu.Lock()
	defer am.st.mu.Unlock()
	return am.st.instr
}

func (am *AnalysisManager) get(a AnalysisKey, m *ir.Module, f *llir.Func) (any, error) {
	if a == nil || m == nil {
		return nil, fmt.Errorf("pass: GetResult: nil analysis or module")
	}
	if !am.valid() {
		return nil, errZero
	}
	if a.IsFunctionAnalysis() != (f != nil) {
		if f == nil {
			return nil, fmt.Errorf("pass: %s is a function analysis: request it for a function", a.AnalysisName())
		}
		return nil, fmt.Errorf("pass: %s is a module analysis: request it for the module", a.AnalysisName())
	}
	for {
		r, err, retry := am.getOnce(a, m, f)
		if !retry {
			return r, err
		}
	}
}

// getOnce serves a request from the cache, waits for a computation in
// progress, or computes. retry is set when another goroutine's computation
// we waited for was cancelled by its own context while ours is live: the
// caller then tries again (and computes itself).
func (am *AnalysisManager) getOnce(a AnalysisKey, m *ir.Module, f *llir.Func) (r any, err error, retry bool) {
	ctx := am.Context()
	if err := ctx.Err(); err != nil {
		return nil, err, false
	}
	k := unitKey{a, m, f}
	st := am.st
	st.mu.Lock()
	if e, ok := st.entries[k]; ok {
		select {
		case <-e.done:
			am.recordLocked(e)
			st.mu.Unlock()
			return e.result, nil, false
		default:
		}
		// Being computed: by an analysis on our own request chain (a
		// cycle), or by another goroutine. Waiting for another goroutine
		// that (transitively) waits for us would deadlock; that too is
		// a dependency cycle, reported as such.
		for p := am.current; p != nil; p = p.parent {
			if p == e {
				st.mu.Unlock()
				return nil, am.cycleError(e), false
			}
		}
		if am.current != nil {
			if st.waitsForLocked(e, am.current) {
				st.mu.Unlock()
				return nil, am.cycleError(e), false
			}
			if am.current.waiting == nil {
				am.current.waiting = make(map[*entry]int)
			}
			am.current.waiting[e]++
		}
		st.mu.Unlock()
		var cancelled bool
		select {
		case <-e.done:
		case <-ctx.Done():
			cancelled = true
		}
		st.mu.Lock()
		if am.current != nil {
			if am.current.waiting[e]--; am.current.waiting[e] <= 0 {
				delete(am.current.waiting, e)
			}
		}
		if cancelled {
			st.mu.Unlock()
			return nil, ctx.Err(), false
		}
		if e.err != nil {
			st.mu.Unlock()
			if isContextErr(e.err) && ctx.Err() == nil {
				return nil, nil, true
			}
			return nil, e.err, false
		}
		am.recordLocked(e)
		st.mu.Unlock()
		return e.result, nil, false
	}
	e := &entry{key: k, parent: am.current, done: make(chan struct{})}
	st.addLocked(e)
	st.inProgress[e] = struct{}{}
	instr := st.instr
	st.mu.Unlock()

	u := Unit{Module: m, Func: f}
	am.callBefore(instr, false, a.AnalysisName(), u)
	sub := &AnalysisManager{st: st, ctx: ctx, current: e, out: am.out, lane: am.lane, trace: am.trace}
	r, err = safeCompute(ctx, a, sub, m, f)
	am.callAfter(instr, false, a.AnalysisName(), u, err)

	st.mu.Lock()
	e.result, e.err = r, err
	delete(st.inProgress, e)
	if err != nil {
		// Failures are not cached: a cancelled run may be retried.
		st.removeLocked(e)
	} else {
		am.recordLocked(e)
	}
	close(e.done)
	st.mu.Unlock()
	if err != nil {
		return nil, err, false
	}
	return r, nil, false
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// waitsForLocked reports whether the computation of e, in progress in
// another goroutine, transitively waits for cur or one of cur's
// requesters: whether waiting for e would deadlock. It follows, from e, the
// computations e started (entries whose parent is e) and the entries they
// wait for.
func (st *amState) waitsForLocked(e, cur *entry) bool {
	mine := map[*entry]bool{}
	for p := cur; p != nil; p = p.parent {
		mine[p] = true
	}
	seen := map[*entry]bool{}
	stack := []*entry{e}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		if mine[x] {
			return true
		}
		for w := range x.waiting {
			stack = append(stack, w)
		}
		for y := range st.inProgress {
			if y.parent == x {
				stack = append(stack, y)
			}
		}
	}
	return false
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
	if !am.valid() {
		return nil, false
	}
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
	if f == nil {
		return
	}
	am.invalidateIn(&Unit{Module: m, Func: f}, func(k unitKey) bool {
		return !pa.Preserved(k.a)
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

func (st *amState) addLocked(e *entry) {
	st.entries[e.key] = e
	u := Unit{Module: e.key.m, Func: e.key.f}
	if st.byUnit[u] == nil {
		st.byUnit[u] = make(map[*entry]struct{})
	}
	st.byUnit[u][e] = struct{}{}
}

// removeLocked drops e from the cache if it is still the cached entry for
// its key, and reports whether it was.
func (st *amState) removeLocked(e *entry) bool {
	if st.entries[e.key] != e {
		return false
	}
	delete(st.entries, e.key)
	u := Unit{Module: e.key.m, Func: e.key.f}
	delete(st.byUnit[u], e)
	if len(st.byUnit[u]) == 0 {
		delete(st.byUnit, u)
	}
	return true
}

func (am *AnalysisManager) invalidateWhere(drop func(unitKey) bool) {
	am.invalidateIn(nil, drop)
}

// invalidateIn drops the results that drop selects, and transitively their
// dependents. With scope set, only that unit's results are candidates.
func (am *AnalysisManager) invalidateIn(scope *Unit, drop func(unitKey) bool) {
	if !am.valid() {
		return
	}
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
		if st.removeLocked(e) {
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
	consider := func(e *entry) {
		select {
		case <-e.done:
		default:
			return // never drop a result still being computed
		}
		if drop(e.key) {
			roots = append(roots, e)
		}
	}
	if scope != nil {
		for e := range st.byUnit[*scope] {
			consider(e)
		}
	} else {
		for _, e := range st.entries {
			consider(e)
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
			u := Unit{Module: k.m, Func: k.f}
			switch {
			case cb.trace != nil:
				am.emit(cb.trace, "Invalidating analysis", k.a.AnalysisName(), u)
			case cb.AnalysisInvalidated != nil:
				cb.AnalysisInvalidated(k.a.AnalysisName(), u)
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
