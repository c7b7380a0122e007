package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func runMain(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb strings.Builder
	status = run(args, &out, &errb)
	return out.String(), errb.String(), status
}

func TestDefaultPipeline(t *testing.T) {
	out, errs, status := runMain(t)
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	// shapes.c: area reads r->hi.x, r->lo.x, r->hi.y, r->lo.y (fields of
	// rect and of point); sum_list reads n->value and n->next; sum_x
	// reads pts[i].x; origin_y reads origin.y.
	want := `struct type      loads  per field
%struct.node         2  1 1
%struct.point        6  3 3
%struct.rect         4  2 2 0
loads not from a struct field: 0
struct types with at least 5 loads: %struct.point
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

func TestJSON(t *testing.T) {
	out, errs, status := runMain(t, "-format=json", "-passes=require<loadcount>,hot-structs<3>")
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	want := `{
  "hot-structs": {
    "min": 3,
    "structs": [
      "%struct.point",
      "%struct.rect"
    ]
  }
}
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

func TestFunctionAnalysisWithoutReport(t *testing.T) {
	// loads has no report of its own: print<loads> is an error naming it.
	_, errs, status := runMain(t, "-passes=print<loads>")
	if status != 1 || errs != "custompass: print<loads> on area: print<loads>: the analysis has no text report\n" {
		t.Errorf("status %d, stderr %q", status, errs)
	}
}

func TestTrace(t *testing.T) {
	_, errs, status := runMain(t, "-debug-pass-manager", "-passes=require<loadcount>,hot-structs<3>,invalidate<loads>,hot-structs")
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	want := `Running pass: require<loadcount> on shapes.ll
Running analysis: loadcount on shapes.ll
Running analysis: loads on area
Running analysis: loads on sum_list
Running analysis: loads on sum_x
Running analysis: loads on origin_y
Running pass: hot-structs<3> on shapes.ll
Running pass: invalidate<loads> on area
Invalidating analysis: loads on area
Invalidating analysis: loadcount on shapes.ll
Running pass: invalidate<loads> on sum_list
Invalidating analysis: loads on sum_list
Running pass: invalidate<loads> on sum_x
Invalidating analysis: loads on sum_x
Running pass: invalidate<loads> on origin_y
Invalidating analysis: loads on origin_y
Running pass: hot-structs on shapes.ll
Running analysis: loadcount on shapes.ll
Running analysis: loads on area
Running analysis: loads on sum_list
Running analysis: loads on sum_x
Running analysis: loads on origin_y
`
	if errs != want {
		t.Errorf("trace:\n%s\nwant:\n%s", errs, want)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"-passes=print<loadcont>"}, 2, "custompass: -passes: unknown pass name 'print<loadcont>' at column 1 (did you mean 'print<loadcount>'?)\n"},
		{[]string{"-passes=hot-structs<many>"}, 2, "custompass: -passes: invalid parameters for 'hot-structs<many>': want a count, got \"many\" at column 1\n"},
		{[]string{"-format=xml"}, 2, "custompass: -format: unknown format \"xml\" (want text, json or dot)\n"},
		{[]string{"a.ll", "b.ll"}, 2, "custompass: one input file at most\n"},
	} {
		out, errs, status := runMain(t, tc.args...)
		if status != tc.status || errs != tc.stderr || out != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q", tc.args, status, out, errs, tc.status, tc.stderr)
		}
	}
	_, errs, status := runMain(t, filepath.Join(t.TempDir(), "missing.ll"))
	if status != 1 || !strings.Contains(errs, "missing.ll") {
		t.Errorf("missing file: status %d, stderr %q", status, errs)
	}
}

// TestFixtureUpToDate checks that the bundled IR is what gen.sh makes from
// shapes.c.
func TestFixtureUpToDate(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Fatal("clang-14 is needed (the CI script installs it): ", err)
	}
	dir := t.TempDir()
	for _, f := range []string{"gen.sh", "shapes.c"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := exec.Command("sh", filepath.Join(dir, "gen.sh")).CombinedOutput(); err != nil {
		t.Fatalf("gen.sh: %v\n%s", err, out)
	}
	got, err := os.ReadFile(filepath.Join(dir, "shapes.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(bundled) {
		t.Error("testdata/shapes.ll differs from what gen.sh makes: run testdata/gen.sh")
	}
}
