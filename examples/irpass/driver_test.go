package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func runDriver(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const example = "testdata/aos.ll"

func TestDefaultReport(t *testing.T) {
	code, out, errs := runDriver(t, "", example)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"global %struct.particle", "heap %struct.body in main", "%struct.particle"} {
		if !strings.Contains(out, want) {
			t.Errorf("default report lacks %q:\n%s", want, out)
		}
	}
}

func TestTypedAndOpaqueAgree(t *testing.T) {
	_, typed, _ := runDriver(t, "", "-passes=print<aos>", "-format=json", "testdata/aos14.ll")
	_, opaque, _ := runDriver(t, "", "-passes=print<aos>", "-format=json", example)
	var a, b map[string]any
	if err := json.Unmarshal([]byte(typed), &a); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(opaque), &b); err != nil {
		t.Fatal(err)
	}
	strip := func(m map[string]any) []string {
		var out []string
		for _, x := range m["aos"].(map[string]any)["arrays"].([]any) {
			e := x.(map[string]any)
			out = append(out, e["kind"].(string)+" "+e["struct"].(string)+" "+e["function"].(string))
		}
		return out
	}
	if ta, oa := strings.Join(strip(a), ";"), strings.Join(strip(b), ";"); ta != oa || ta == "" {
		t.Errorf("clang 14 and clang 19 differ: %q vs %q", ta, oa)
	}
}

func TestJSONOneObject(t *testing.T) {
	code, out, errs := runDriver(t, "", "-passes=print<aos>,print<dtrans>", "-format=json", example)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if _, ok := obj["aos"]; !ok {
		t.Errorf("no aos key")
	}
	if _, ok := obj["dtrans"]; !ok {
		t.Errorf("no dtrans key")
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"unknown pass", "", []string{"-passes=prnt<dtrans>", example}, 2, "did you mean 'print<dtrans>'"},
		{"unknown flag", "", []string{"-frobnicate", example}, 2, "frobnicate"},
		{"bad format", "", []string{"-format=xml", example}, 2, "unknown format"},
		{"no input", "", []string{}, 2, "no input files"},
		{"missing file", "", []string{"nope.ll"}, 1, "irpass: nope.ll: no such file or directory"},
		{"malformed IR", "define void @f() {\n  %x = frobnicate i32 1\n  ret void\n}\n", []string{"-"}, 1, "irpass: <stdin>:2:"},
		{"no DOT report", "", []string{"-passes=print<aos>", "-format=dot", example}, 1, "print<aos>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runDriver(t, tc.stdin, tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errs, tc.code, tc.want)
			}
			if strings.Contains(errs, "goroutine 1 [") || strings.Contains(errs, "panic:") {
				t.Errorf("a Go stack trace reached the user: %s", errs)
			}
		})
	}
}

func TestStdinAndInstruments(t *testing.T) {
	src, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := runDriver(t, string(src), "-passes=require<pointsto>,print<constraints>,invalidate<constraints>", "-debug-pass-manager", "-time-passes", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"Running pass: require<pointsto> on <stdin>",
		"Running analysis: pointsto on <stdin>",
		"Running analysis: constraints on <stdin>",
		"Invalidating analysis: pointsto on <stdin>",
		"Pass execution timing report",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if !strings.Contains(out, "= &") {
		t.Errorf("print<constraints> printed no address-of constraint:\n%.400s", out)
	}
}

func TestVersionAndList(t *testing.T) {
	if code, out, _ := runDriver(t, "", "-version"); code != 0 || !strings.HasPrefix(out, "irpass ") {
		t.Errorf("-version: %d %q", code, out)
	}
	code, out, _ := runDriver(t, "", "-list-passes")
	for _, want := range []string{"dtrans", "aos", "constraints", "pointsto", "aliascheck"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("-list-passes lacks %s:\n%s", want, out)
		}
	}
}

// Several inputs are linked in process: the reports equal those on the
// module llvm-link produced from the same files.
func TestMultiFileEqualsLLVMLink(t *testing.T) {
	dir := filepath.Join("..", "..", "ir", "testdata", "link")
	for _, v := range []string{"clang14.O0", "clang19.O0", "clang14.O2", "clang19.O2"} {
		var files []string
		for _, f := range []string{"main", "shapes", "util"} {
			files = append(files, filepath.Join(dir, f+"."+v+".ll"))
		}
		args := []string{"-passes=print<dtrans>,print<aos>", "-format=json"}
		c1, split, e1 := runDriver(t, "", append(args, files...)...)
		c2, linked, e2 := runDriver(t, "", append(args, filepath.Join(dir, "linked."+v+".ll"))...)
		if c1 != 0 || c2 != 0 {
			t.Fatalf("%s: exit %d %d: %s %s", v, c1, c2, e1, e2)
		}
		norm := func(s string) string { return typeSuffix.ReplaceAllString(s, "$1") }
		if norm(split) != norm(linked) {
			t.Errorf("%s: in-process link differs from llvm-link:\n%s\n---\n%s", v, split, linked)
		}
	}
}

var typeSuffix = regexp.MustCompile(`(%struct\.[A-Za-z_][A-Za-z0-9_]*)\.\d+`)

func TestOutputFileAndJobs(t *testing.T) {
	f := filepath.Join(t.TempDir(), "out.json")
	code, out, errs := runDriver(t, "", "-passes=print<dtrans>,print<pointsto>", "-format=json", "-o", f, "-j", "2", example)
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %s", code, out, errs)
	}
	got, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	_, seq, _ := runDriver(t, "", "-passes=print<dtrans>,print<pointsto>", "-format=json", example)
	if string(got) != seq {
		t.Errorf("-j 2 -o differs from a sequential run to stdout")
	}
	if code, _, errs := runDriver(t, "", "-j", "0", example); code != 2 || !strings.Contains(errs, "-j") {
		t.Errorf("-j 0: exit %d, %s", code, errs)
	}
	if code, _, _ := runDriver(t, "", "-o", filepath.Join(t.TempDir(), "no", "such", "dir"), example); code != 1 {
		t.Errorf("unwritable -o: exit %d, want 1", code)
	}
}
