package pass

import (
	"fmt"
	"io"
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
// Unit.String). Analyses served from the cache print nothing. Lines are
// written whole even when callbacks run concurrently; write errors are
// ignored, as a trace must not fail the run.
func DebugPassManager(w io.Writer) Callbacks {
	var mu sync.Mutex
	line := func(what, name string, u Unit) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "%s: %s on %s\n", what, name, u)
	}
	return Callbacks{
		BeforePass:          func(name string, u Unit) { line("Running pass", name, u) },
		BeforeAnalysis:      func(name string, u Unit) { line("Running analysis", name, u) },
		AnalysisInvalidated: func(name string, u Unit) { line("Invalidating analysis", name, u) },
	}
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
// (AnalysisManager.SetWorkers), intervals overlap and the nesting is
// approximated: rows then add up to more than the elapsed time.
type TimePasses struct {
	mu    sync.Mutex
	now   func() time.Time
	stack []*timerFrame
	rows  map[string]time.Duration
}

type timerFrame struct {
	name    string
	u       Unit
	start   time.Time
	elapsed time.Duration // accumulated while on top of the stack
}

// NewTimePasses returns a timer with no measurements.
func NewTimePasses() *TimePasses {
	return &TimePasses{now: time.Now, rows: make(map[string]time.Duration)}
}

// Callbacks returns the callbacks that feed the timer; register them with
// AnalysisManager.AddInstrumentation.
func (t *TimePasses) Callbacks() Callbacks {
	return Callbacks{
		BeforePass:     t.start,
		AfterPass:      t.stop,
		BeforeAnalysis: t.start,
		AfterAnalysis:  t.stop,
	}
}

func (t *TimePasses) start(name string, u Unit) {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	if n := len(t.stack); n > 0 {
		top := t.stack[n-1]
		top.elapsed += now.Sub(top.start)
	}
	t.stack = append(t.stack, &timerFrame{name: name, u: u, start: now})
}

func (t *TimePasses) stop(name string, u Unit, _ error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	// The frame is on top when runs nest, as they do sequentially; in
	// parallel runs it may be deeper.
	i := len(t.stack) - 1
	for ; i >= 0; i-- {
		if f := t.stack[i]; f.name == name && f.u == u {
			break
		}
	}
	if i < 0 {
		return
	}
	f := t.stack[i]
	if i == len(t.stack)-1 {
		f.elapsed += now.Sub(f.start)
		t.stack = t.stack[:i]
		if i > 0 {
			t.stack[i-1].start = now // resume the enclosing clock
		}
	} else {
		f.elapsed += now.Sub(f.start)
		t.stack = append(t.stack[:i], t.stack[i+1:]...)
	}
	t.rows[f.name] += f.elapsed
}

// Reset discards all measurements.
func (t *TimePasses) Reset() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stack = nil
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
// measured, so the process-time figure of the header repeats it.
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
	_, err := io.WriteString(w, b.String())
	return err
}
