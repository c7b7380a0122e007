package pass

import (
	"strings"
	"testing"
	"time"
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
