package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func runMain(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb strings.Builder
	if status := run(args, &out, &errb); status != 0 {
		t.Fatalf("run %v: status %d, stderr %q", args, status, errb.String())
	}
	return out.String()
}

// wantLines are points-to sets the unification must find in list.c: the
// pointer chosen between two locals unifies them, pick's two globals
// likewise, the list is made of push's single heap object, and main's argv
// comes from the unknown caller (the escaped set holds main itself).
var wantLines = []string{
	"main:%cond -> {alloca:main:%a, alloca:main:%b}",
	"main:%call -> {global:@x, global:@y}",
	"main:%list.0 -> {heap:push:%call}",
	"push:%head -> {heap:push:%call}",
	"main:%argv -> {fn:@main, unknown-object}",
	"@pick -> {fn:@pick}",
}

// TestBundledModule runs the analysis on the bundled module compiled by
// clang 14 (typed pointers) and clang 19 (opaque pointers): the points-to
// sets are the same.
func TestBundledModule(t *testing.T) {
	var sets [2]string
	for i, f := range []string{"list.clang14.ll", "list.clang19.ll"} {
		out := runMain(t, filepath.Join("testdata", f))
		for _, want := range wantLines {
			if !strings.Contains(out, want+"\n") {
				t.Errorf("%s: output lacks %q:\n%s", f, want, out)
			}
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		sets[i] = strings.Join(lines[:len(lines)-1], "\n") // without the counts
	}
	if sets[0] != sets[1] {
		t.Errorf("typed and opaque differ:\n%s\n---\n%s", sets[0], sets[1])
	}
	if out := runMain(t); !strings.Contains(out, wantLines[0]) {
		t.Errorf("default module: %s", out)
	}
}

func TestBadInput(t *testing.T) {
	var out, errb strings.Builder
	if status := run([]string{"testdata/missing.ll"}, &out, &errb); status == 0 || errb.Len() == 0 {
		t.Errorf("missing file: status %d, stderr %q", status, errb.String())
	}
}
