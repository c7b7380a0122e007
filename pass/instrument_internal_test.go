package pass

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
)

// fakeClock advances by the next step on each reading.
type fakeClock struct {
	t     time.Time
	steps []time.Duration
}

func (c *fakeClock) now() time.Time {
	if len(c.steps) > 0 {
		c.t = c.t.Add(c.steps[0])
		c.steps = c.steps[1:]
	}
	return c.t
}

func TestTimePassesReport(t *testing.T) {
	tp := NewTimePasses()
	ms := time.Millisecond
	// Readings: pass A starts; analysis X starts 10ms later; X stops
	// 30ms later; A stops 20ms later; pass B runs 40ms; pass A again 5ms.
	clk := &fakeClock{steps: []time.Duration{0, 10 * ms, 30 * ms, 20 * ms, 0, 40 * ms, 0, 5 * ms}}
	tp.now = clk.now
	cb := tp.Callbacks()
	u := Unit{}
	cb.BeforePass("passA", u)
	cb.BeforeAnalysis("analysisX", u)
	cb.AfterAnalysis("analysisX", u, nil)
	cb.AfterPass("passA", u, nil)
	cb.BeforePass("passB", u)
	cb.AfterPass("passB", u, nil)
	cb.BeforePass("passA", u)
	cb.AfterPass("passA", u, nil)

	rows := tp.Rows()
	want := []TimeRow{{"passB", 40 * ms}, {"passA", 35 * ms}, {"analysisX", 30 * ms}}
	if len(rows) != len(want) {
		t.Fatalf("rows = %v, want %v", rows, want)
	}
	for i := range rows {
		if rows[i] != want[i] {
			t.Errorf("row %d = %v, want %v", i, rows[i], want[i])
		}
	}
	var b strings.Builder
	if err := tp.Report(&b); err != nil {
		t.Fatal(err)
	}
	wantReport := `===-------------------------------------------------------------------------===
                      ... Pass execution timing report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.1050 seconds (0.1050 wall clock)

   ---Wall Time---  --- Name ---
   0.0400 ( 38.1%)  passB
   0.0350 ( 33.3%)  passA
   0.0300 ( 28.6%)  analysisX
   0.1050 (100.0%)  Total

`
	if b.String() != wantReport {
		t.Errorf("report:\n%s\nwant:\n%s", b.String(), wantReport)
	}
	tp.Reset()
	b.Reset()
	if err := tp.Report(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "        -----       Total\n") {
		t.Errorf("empty report:\n%s", b.String())
	}
}

// TestTimePassesLanes interleaves two workers' events, as a parallel
// function adaptor does: each worker's nesting is tracked on its own.
func TestTimePassesLanes(t *testing.T) {
	tp := NewTimePasses()
	ms := time.Millisecond
	clk := &fakeClock{}
	tp.now = clk.now
	at := func(d time.Duration) { clk.steps = append(clk.steps, d) }
	f, g := Unit{}, Unit{Module: nil}
	// t=0 lane1 pass on f; t=0 lane2 pass on g; t=10 lane1 analysis;
	// t=15 lane2 pass ends; t=40 lane1 analysis ends; t=45 lane1 pass ends.
	at(0)
	tp.start(1, "fpass", f)
	at(0)
	tp.start(2, "fpass", g)
	at(10 * ms)
	tp.start(1, "fa", f)
	at(5 * ms)
	tp.stop(2, "fpass", g)
	at(25 * ms)
	tp.stop(1, "fa", f)
	at(5 * ms)
	tp.stop(1, "fpass", f)
	rows := tp.Rows()
	want := []TimeRow{{"fa", 30 * ms}, {"fpass", 30 * ms}}
	if len(rows) != 2 || rows[0] != want[0] || rows[1] != want[1] {
		t.Errorf("rows = %v, want %v", rows, want)
	}
	if len(tp.stacks) != 0 {
		t.Errorf("stacks left: %v", tp.stacks)
	}
}

// TestTimePassesParallelRun runs a parallel pipeline under the timer: every
// pass and analysis gets a row and every worker's stack empties.
func TestTimePassesParallelRun(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&src, "define void @f%d() {\nentry:\n  ret void\n}\n", i)
	}
	m, err := ir.Parse("p.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	blocks := &FunctionAnalysis[int]{Name: "blocks", Run: func(_ context.Context, _ *AnalysisManager, _ *ir.Module, f *llir.Func) (int, error) {
		return len(f.Blocks), nil
	}}
	total := &Analysis[int]{Name: "total", Run: func(_ context.Context, am *AnalysisManager, m *ir.Module) (int, error) {
		n := 0
		for _, f := range m.Funcs {
			b, err := GetFunctionResult(am, blocks, m, f)
			if err != nil {
				return 0, err
			}
			n += b
		}
		return n, nil
	}}
	touch := NewFunctionPass("touch", func(_ context.Context, m *ir.Module, f *llir.Func, am *AnalysisManager) (PreservedAnalyses, error) {
		_, err := GetResult(am, total, m)
		return All(), err
	})
	tp := NewTimePasses()
	am := NewAnalysisManager()
	am.AddInstrumentation(tp.Callbacks())
	am.SetWorkers(4)
	if _, err := NewManager(Function(touch), Require(blocks), Require(total)).Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range tp.Rows() {
		names = append(names, r.Name)
	}
	sort.Strings(names)
	if got := strings.Join(names, " "); got != "blocks require<blocks> require<total> total touch" {
		t.Errorf("rows: %s", got)
	}
	if len(tp.stacks) != 0 {
		t.Errorf("stacks left: %v", tp.stacks)
	}
}
