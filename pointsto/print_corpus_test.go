package pointsto

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// maxReportBytes bounds each report of a corpus program. Expanding the
// escaped set in every set made print<pointsto> on sqlite3 -O0 take more
// than 21 GB before it was killed; summarised, its reports are 8 to 23 MB.
const maxReportBytes = 64 << 20

// TestCorpusPrintBounded prints sqlite3 (-O0 and -O2, clang 14 and clang
// 19) in the three formats and checks that each report is bounded in size,
// lists the escaped set once and names it in the sets, and that the JSON
// report parses back.
func TestCorpusPrintBounded(t *testing.T) {
	dir := corpusDir(t)
	for _, name := range []string{"sqlite3.clang14.O0", "sqlite3.clang19.O2"} {
		t.Run(name, func(t *testing.T) {
			g := graphOf(t, filepath.Join(dir, name+".ll"))
			r, err := Solve(context.Background(), g, Config{})
			if err != nil {
				t.Fatal(err)
			}
			escaped := len(r.Escaped())
			if escaped < 1000 {
				t.Errorf("%d escaped locations; sqlite3 has thousands", escaped)
			}

			var text bytes.Buffer
			if err := r.WriteText(&text); err != nil {
				t.Fatal(err)
			}
			checkSize(t, "text", text.Len())
			lines := strings.Split(text.String(), "\n")
			if len(lines) < 2 || !strings.HasPrefix(lines[1], EscapedSummary+" -> { ") {
				t.Errorf("text: second line is not the escaped set: %.200s", lines[1])
			} else if n := strings.Count(lines[1], ", ") + 1; n != escaped {
				t.Errorf("text: the escaped set lists %d locations, Escaped() %d", n, escaped)
			}
			if n := strings.Count(text.String(), "{ "+EscapedSummary); n < 1000 {
				t.Errorf("text: only %d sets name the escaped set", n)
			}
			text.Reset()

			js, err := json.Marshal(r.JSONReport())
			if err != nil {
				t.Fatal(err)
			}
			checkSize(t, "JSON", len(js))
			var rep Report
			if err := json.Unmarshal(js, &rep); err != nil {
				t.Fatal(err)
			}
			summarised := 0
			for _, ps := range rep.Pointers {
				if len(ps.PointsTo) > 0 && ps.PointsTo[0] == EscapedSummary {
					summarised++
				}
			}
			if len(rep.Escaped) != escaped || summarised < 1000 || len(rep.Calls) != r.Stats().CallSites {
				t.Errorf("JSON: %d escaped (want %d), %d sets summarised, %d calls (want %d)",
					len(rep.Escaped), escaped, summarised, len(rep.Calls), r.Stats().CallSites)
			}
			js = nil

			var dot bytes.Buffer
			if err := r.WriteDOT(&dot); err != nil {
				t.Fatal(err)
			}
			checkSize(t, "DOT", dot.Len())
			if !strings.Contains(dot.String(), `"e:<escaped>" [shape=doubleoctagon`) {
				t.Error("DOT: no node for the escaped set")
			}
			t.Logf("%d escaped locations, %d sets (%d summarised), %d call sites", escaped, len(rep.Pointers), summarised, len(rep.Calls))
		})
	}
}

func checkSize(t *testing.T, format string, n int) {
	t.Helper()
	t.Logf("%s: %.1f MB", format, float64(n)/(1<<20))
	if n > maxReportBytes {
		t.Errorf("%s report is %d bytes, more than %d", format, n, maxReportBytes)
	}
}
