package pass_test

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/irpass/irpass/pass"
)

// everyReport implements the three reporter interfaces.
type everyReport string

func (r everyReport) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "text %s\n", string(r))
	return err
}

func (r everyReport) JSONReport() any { return map[string]string{"v": string(r)} }

func (r everyReport) WriteDOT(w io.Writer) error {
	_, err := fmt.Fprintf(w, "digraph %s {}\n", string(r))
	return err
}

// TestOutputFormats checks what Print and PrintFunction write in each
// format, and their errors for a result without the format's reporter.
func TestOutputFormats(t *testing.T) {
	tests := []struct {
		format pass.Format
		want   string
		errs   [2]string // Print and PrintFunction of a result without reports
	}{
		{pass.FormatText, "text m\n" +
			"Printing analysis 'fa' for function 'g':\ntext 1\n" +
			"Printing analysis 'fa' for function 'h':\ntext 2\n" +
			"Printing analysis 'fa' for function 'g':\ntext 3\n" +
			"text m2\n",
			[2]string{"print<none>: the analysis has no text report", "print<none>: the analysis has no text report"}},
		{pass.FormatDOT, "digraph m {}\ndigraph 1 {}\ndigraph 2 {}\ndigraph 3 {}\ndigraph m2 {}\n",
			[2]string{"print<none>: the analysis has no graph (DOT) output", "print<none>: the analysis has no graph (DOT) output"}},
		// The last report of a module analysis wins; function reports stay
		// in first-printed order, the last report of a function winning.
		{pass.FormatJSON, `{
  "fa": {
    "g": {
      "v": "3"
    },
    "h": {
      "v": "2"
    }
  },
  "ma": {
    "v": "m2"
  }
}
`,
			[2]string{"print<none>: the analysis has no JSON report", "print<none>: the analysis has no JSON report"}},
	}
	for _, tc := range tests {
		t.Run(tc.format.String(), func(t *testing.T) {
			var b strings.Builder
			out := pass.NewOutput(&b, tc.format)
			steps := []error{
				out.Print("ma", everyReport("m")),
				out.PrintFunction("fa", "g", everyReport("1")),
				out.PrintFunction("fa", "h", everyReport("2")),
				out.PrintFunction("fa", "g", everyReport("3")),
				out.Print("ma", everyReport("m2")),
				out.Flush(),
			}
			for i, err := range steps {
				if err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
			}
			if got := b.String(); got != tc.want {
				t.Errorf("output:\n%s\nwant:\n%s", got, tc.want)
			}
			for i, err := range []error{out.Print("none", struct{}{}), out.PrintFunction("none", "g", struct{}{})} {
				if err == nil || err.Error() != tc.errs[i] {
					t.Errorf("error %d: %v, want %q", i, err, tc.errs[i])
				}
			}
			if err := out.Flush(); err != nil || b.String() != tc.want {
				t.Errorf("failed prints wrote something: %v\n%s", err, b.String())
			}
		})
	}
	var nilOut *pass.Output
	if err := nilOut.PrintFunction("fa", "g", everyReport("1")); err == nil || !strings.Contains(err.Error(), "nil Output") {
		t.Errorf("PrintFunction to a nil Output: %v", err)
	}
}

// TestJSONNotHTMLEscaped checks that JSON reports, of module and of
// function analyses, print '<', '>' and '&' as themselves (pointsto names
// its escaped set "<escaped>"), and that the output still parses.
func TestJSONNotHTMLEscaped(t *testing.T) {
	var b strings.Builder
	out := pass.NewOutput(&b, pass.FormatJSON)
	for _, err := range []error{
		out.Print("ma", everyReport("<escaped> & more")),
		out.PrintFunction("fa", "<g>", everyReport("<escaped>")),
		out.Flush(),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	got := b.String()
	want := `{
  "fa": {
    "<g>": {
      "v": "<escaped>"
    }
  },
  "ma": {
    "v": "<escaped> & more"
  }
}
`
	if got != want {
		t.Errorf("output:\n%s\nwant:\n%s", got, want)
	}
	var parsed map[string]map[string]any
	if err := json.Unmarshal([]byte(got), &parsed); err != nil {
		t.Fatalf("output does not parse: %v", err)
	}
	if v := parsed["ma"]["v"]; v != "<escaped> & more" {
		t.Errorf("parsed ma.v = %v", v)
	}
}
