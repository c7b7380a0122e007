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

// wantDefault is the default pipeline's report on shapes.c: area reads
// r->hi.x, r->lo.x, r->hi.y and r->lo.y (fields of the struct point inside
// struct rect), sum_list reads n->value and n->next, sum_x reads pts[i].x
// and origin_y reads origin.y.
const wantDefault = `struct type      loads  per field
%struct.node         2  1 1
%struct.point        6  3 3
%struct.rect         0  0 0 0
struct types with at least 5 loads: %struct.point
`

func TestDefaultPipeline(t *testing.T) {
	out, errs, status := runMain(t)
	if status != 0 || errs != "" {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	if out != wantDefault {
		t.Errorf("output:\n%s\nwant:\n%s", out, wantDefault)
	}
}

// TestTypedAndOpaque runs the example on the same program compiled by
// clang 14 (typed pointers) and clang 19 (opaque pointers).
func TestTypedAndOpaque(t *testing.T) {
	for _, f := range []string{"shapes14.ll", "shapes19.ll"} {
		out, errs, status := runMain(t, filepath.Join("testdata", f))
		if status != 0 || errs != "" {
			t.Fatalf("%s: status %d, stderr %q", f, status, errs)
		}
		if out != wantDefault {
			t.Errorf("%s: output:\n%s\nwant:\n%s", f, out, wantDefault)
		}
	}
}

func TestJSON(t *testing.T) {
	out, errs, status := runMain(t, "-format=json", "-passes=require<loadcount>,hot-structs<2>")
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	want := `{
  "hot-structs": {
    "min": 2,
    "structs": [
      "%struct.node",
      "%struct.point"
    ]
  }
}
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
}

// TestTrace shows the dependency the analysis manager recorded: dropping
// dtrans drops loadcount, and the next request recomputes both.
func TestTrace(t *testing.T) {
	out, errs, status := runMain(t, "-debug-pass-manager", "-passes=require<loadcount>,hot-structs<3>,invalidate<dtrans>,hot-structs")
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errs)
	}
	want := `Running pass: require<loadcount> on shapes14.ll
Running analysis: loadcount on shapes14.ll
Running analysis: dtrans on shapes14.ll
Running pass: hot-structs<3> on shapes14.ll
Running pass: invalidate<dtrans> on shapes14.ll
Invalidating analysis: dtrans on shapes14.ll
Invalidating analysis: loadcount on shapes14.ll
Running pass: hot-structs on shapes14.ll
Running analysis: loadcount on shapes14.ll
Running analysis: dtrans on shapes14.ll
`
	if errs != want {
		t.Errorf("trace:\n%s\nwant:\n%s", errs, want)
	}
	wantOut := "struct types with at least 3 loads: %struct.point\n" +
		"struct types with at least 1 loads: %struct.node, %struct.point\n"
	if out != wantOut {
		t.Errorf("output:\n%s\nwant:\n%s", out, wantOut)
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
		{[]string{"-passes=function(hot-structs)"}, 2, "custompass: -passes: 'hot-structs' is a module pass: it cannot run inside function(...) at column 10\n"},
		{[]string{"-format=xml"}, 2, "custompass: -format: unknown format \"xml\" (want text, json or dot)\n"},
		{[]string{"-format=dot", "-passes=print<loadcount>"}, 1, "custompass: print<loadcount>: the analysis has no graph (DOT) output\n"},
		{[]string{"a.ll", "b.ll"}, 2, "custompass: one input file at most\n"},
	} {
		out, errs, status := runMain(t, tc.args...)
		if status != tc.status || errs != tc.stderr || out != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q", tc.args, status, out, errs, tc.status, tc.stderr)
		}
	}
	missing := filepath.Join(t.TempDir(), "missing.ll")
	if _, errs, status := runMain(t, missing); status != 1 || !strings.Contains(errs, "missing.ll") {
		t.Errorf("missing file: status %d, stderr %q", status, errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.ll")
	if err := os.WriteFile(bad, []byte("define i32 @f( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs, status := runMain(t, bad); status != 1 || !strings.HasPrefix(errs, "custompass: "+bad+":") {
		t.Errorf("malformed IR: status %d, stderr %q", status, errs)
	}
}

// TestFixturesUpToDate checks that the bundled IR is what gen.sh makes
// from shapes.c (the CI script installs clang 14 and 19).
func TestFixturesUpToDate(t *testing.T) {
	for _, cc := range []string{"clang-14", "clang-19"} {
		if _, err := exec.LookPath(cc); err != nil {
			t.Fatalf("%s is needed to check the fixtures: %v", cc, err)
		}
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
	for _, f := range []string{"shapes14.ll", "shapes19.ll"} {
		got, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("testdata/%s differs from what gen.sh makes: run testdata/gen.sh", f)
		}
	}
}
