package pass

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"
)

// Callbacks observe the pass manager and the analysis manager, as LLVM's
// PassInstrumentationCallbacks do. Any field may be nil. Callbacks may be
// called concurrently when function analyses run in parallel.
//
// Register them with AnalysisManager.AddInstrumentation: the analysis
// manager calls the analysis callbacks, and Manager and FunctionAdaptor call
// the pass callbacks of the same registrations. Pass names are the names
// written in the pipeline ("print<dtrans>"); nested managers and function
// adaptors are not reported themselves, only the passes they run.
//
// The values returned by DebugPassManager and TimePasses.Callbacks carry
// what the managers need to order the trace and time each worker in
// parallel runs: register them as returned, and observe with callbacks of
// your own rather than by changing their fields.
type Callbacks struct {
	// BeforePass is called before every pass run on a unit (a module,
	// or a function for function passes).
	BeforePass func(pass string, u Unit)
	// AfterPass is called after it, with the pass's error.
	AfterPass func(pass string, u Unit, err error)
	// BeforeAnalysis is called before every analysis actually computed
	// (not for those served from the cache).
	BeforeAnalysis func(analysis string, u Unit)
	// AfterAnalysis is called after it, with the analysis's error.
	AfterAnalysis func(analysis string, u Unit, err error)
	// AnalysisInvalidated is called for every cached result dropped.
	AnalysisInvalidated func(analysis string, u Unit)

	// timer, set by TimePasses.Callbacks, receives events with the
	// worker lane they happened on, so that nesting is tracked per
	// goroutine when function passes run in parallel.
	timer *TimePasses
	// trace, set by DebugPassManager, receives trace lines, buffered per
	// function in parallel function adaptors.
	trace *tracer
}

// callBefore calls the BeforePass (pass) or BeforeAnalysis callbacks.
func (am *AnalysisManager) callBefore(instr []Callbacks, pass bool, name string, u Unit) {
	for _, cb := range instr {
		switch {
		case cb.timer != nil:
			cb.timer.start(am.lane, name, u)
		case cb.trace != nil && pass:
			am.emit(cb.trace, "Running pass", name, u)
		case cb.trace != nil:
			am.emit(cb.trace, "Running analysis", name, u)
		case pass && cb.BeforePass != nil:
			cb.BeforePass(name, u)
		case !pass && cb.BeforeAnalysis != nil:
			cb.BeforeAnalysis(name, u)
		}
	}
}

// callAfter calls the AfterPass (pass) or AfterAnalysis callbacks.
func (am *AnalysisManager) callAfter(instr []Callbacks, pass bool, name string, u Unit, err error) {
	for _, cb := range instr {
		switch {
		case cb.timer != nil:
			cb.timer.stop(am.lane, name, u)
		case cb.trace != nil:
			// The trace has no lines for the ends of events.
		case pass && cb.AfterPass != nil:
			cb.AfterPass(name, u, err)
		case !pass && cb.AfterAnalysis != nil:
			cb.AfterAnalysis(name, u, err)
		}
	}
}

// DebugPassManager returns callbacks that trace the run to w as opt's
// -debug-pass-manager does, one line per event:
//
//	Running pass: NAME on UNIT
//	Running analysis: NAME on UNIT
//	Invalidating analysis: NAME on UNIT
//
// NAME is the pass or analysis as named in pipelines; UNIT is the module's
// name, or the function's for function passes and analyses (see
// Unit.String). Analyses served from the cache print nothing. A nil w means
// standard error; write errors are ignored, as a trace must not fail the
// run.
//
// In a parallel function adaptor (AnalysisManager.SetWorkers), each
// function's lines are buffered and written in function order when all
// functions are done, so the trace is the sequential run's, except that a
// module result computed or invalidated from inside function passes is
// reported with whichever function's work got there first.
func DebugPassManager(w io.Writer) Callbacks {
	if w == nil {
		w = os.Stderr // where opt writes it
	}
	t := &tracer{w: w}
	return Callbacks{
		BeforePass:          func(name string, u Unit) { t.write(traceLine("Running pass", name, u)) },
		BeforeAnalysis:      func(name string, u Unit) { t.write(traceLine("Running analysis", name, u)) },
		AnalysisInvalidated: func(name string, u Unit) { t.write(traceLine("Invalidating analysis", name, u)) },
		trace:               t,
	}
}

func traceLine(what, name string, u Unit) string {
	return what + ": " + name + " on " + u.String() + "\n"
}

// tracer writes trace lines whole.
type tracer struct {
	mu sync.Mutex
	w  io.Writer
}

func (t *tracer) write(line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	io.WriteString(t.w, line) // a trace must not fail the run
}

// emit writes a trace line, or buffers it inside a parallel worker.
func (am *AnalysisManager) emit(t *tracer, what, name string, u Unit) {
	line := traceLine(what, name, u)
	if am.trace != nil {
		am.trace.add(t, line)
		return
	}
	t.write(line)
}

// traceBuffer holds one function's trace lines in a parallel run.
type traceBuffer struct {
	mu    sync.Mutex
	lines []bufferedLine
}

type bufferedLine struct {
	t    *tracer
	line string
}

func (b *traceBuffer) add(t *tracer, line string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.lines = append(b.lines, bufferedLine{t, line})
}

func (b *traceBuffer) flush() {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, l := range b.lines {
		l.t.write(l.line)
	}
	b.lines = nil
}

// TimePasses measures the wall time spent in each pass and analysis, as
// opt's -time-passes does, and writes LLVM's "Pass execution timing report".
//
//	tp := pass.NewTimePasses()
//	am.AddInstrumentation(tp.Callbacks())
//	... run pipelines ...
//	tp.Report(os.Stderr)
//
// Times are exclusive, as LLVM's: while an analysis requested by a pass
// runs, the pass's clock is stopped, so the rows add up to the total. Runs
// of the same pass or analysis (on different functions, or in several
// pipelines) add up in one row. When function passes run in parallel
// (AnalysisManager.SetWorkers), nesting is tracked per worker and the rows
// add up to the time spent by all workers, more than the time elapsed.
type TimePasses struct {
	mu     sync.Mutex
	now    func() time.Time
	stacks map[int][]*timerFrame // by worker lane; 0 outside workers
	rows   map[string]time.Duration
}

type timerFrame struct {
	name    string
	u       Unit
	start   time.Time
	elapsed time.Duration // accumulated while on top of its stack
}

// NewTimePasses returns a timer with no measurements.
func NewTimePasses() *TimePasses {
	return &TimePasses{now: time.Now, stacks: make(map[int][]*timerFrame), rows: make(map[string]time.Duration)}
}

// Callbacks returns the callbacks that feed the timer; register them with
// AnalysisManager.AddInstrumentation.
func (t *TimePasses) Callbacks() Callbacks {
	before := func(name string, u Unit) { t.start(0, name, u) }
	after := func(name string, u Unit, _ error) { t.stop(0, name, u) }
	return Callbacks{
		BeforePass:     before,
		AfterPass:      after,
		BeforeAnalysis: before,
		AfterAnalysis:  after,
		timer:          t,
	}
}

func (t *TimePasses) start(lane int, name string, u Unit) {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	stack := t.stacks[lane]
	if n := len(stack); n > 0 {
		top := stack[n-1]
		top.elapsed += now.Sub(top.start) // pause the enclosing clock
	}
	t.stacks[lane] = append(stack, &timerFrame{name: name, u: u, start: now})
}

func (t *TimePasses) stop(lane int, name string, u Unit) {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	stack := t.stacks[lane]
	// Runs nest, so the frame is on top; search anyway, so that callbacks
	// called out of order by hand cannot corrupt the stack.
	i := len(stack) - 1
	for ; i >= 0; i-- {
		if f := stack[i]; f.name == name && f.u == u {
			break
		}
	}
	if i < 0 {
		return
	}
	f := stack[i]
	if i == len(stack)-1 {
		f.elapsed += now.Sub(f.start) // else paused since its child began
		if i > 0 {
			stack[i-1].start = now // resume the enclosing clock
		}
	}
	t.rows[f.name] += f.elapsed
	stack = append(stack[:i], stack[i+1:]...)
	if len(stack) == 0 {
		delete(t.stacks, lane)
	} else {
		t.stacks[lane] = stack
	}
}

// Reset discards all measurements.
func (t *TimePasses) Reset() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stacks = make(map[int][]*timerFrame)
	t.rows = make(map[string]time.Duration)
}

// TimeRow is one line of the timing report.
type TimeRow struct {
	Name string        // pass or analysis, as named in pipelines
	Wall time.Duration // exclusive wall time, summed over runs
}

// Rows returns the measurements, longest first (ties by name).
func (t *TimePasses) Rows() []TimeRow {
	t.mu.Lock()
	defer t.mu.Unlock()
	rows := make([]TimeRow, 0, len(t.rows))
	for n, d := range t.rows {
		rows = append(rows, TimeRow{Name: n, Wall: d})
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].Wall != rows[j].Wall {
			return rows[i].Wall > rows[j].Wall
		}
		return rows[i].Name < rows[j].Name
	})
	return rows
}

// Report writes the timing report in LLVM's layout: a banner, the total,
// then one row per pass and analysis with its wall time in seconds and its
// share of the total, longest first, and a Total row. Only wall time is
// measured, so the process-time figure of the header repeats it. A nil w
// means standard error, where opt writes it.
func (t *TimePasses) Report(w io.Writer) error {
	rows := t.Rows()
	var total time.Duration
	for _, r := range rows {
		total += r.Wall
	}
	var b strings.Builder
	rule := "===" + strings.Repeat("-", 73) + "===\n"
	title := "... Pass execution timing report ..."
	b.WriteString(rule)
	b.WriteString(strings.Repeat(" ", (80-len(title))/2) + title + "\n")
	b.WriteString(rule)
	fmt.Fprintf(&b, "  Total Execution Time: %5.4f seconds (%5.4f wall clock)\n\n", total.Seconds(), total.Seconds())
	b.WriteString("   ---Wall Time---  --- Name ---\n")
	val := func(d time.Duration) {
		if total.Seconds() < 1e-7 {
			b.WriteString("        -----     ")
		} else {
			fmt.Fprintf(&b, "  %7.4f (%5.1f%%)", d.Seconds(), d.Seconds()*100/total.Seconds())
		}
		b.WriteString("  ")
	}
	for _, r := range rows {
		val(r.Wall)
		b.WriteString(r.Name + "\n")
	}
	val(total)
	b.WriteString("Total\n\n")
	if w == nil {
		w = os.Stderr
	}
	_, err := io.WriteString(w, b.String())
	return err
}
