package main

import (
	"bytes"
	"testing"
)

// The in-memory module gets the same answers as clang's IR of the same C:
// one heap array of 100 struct point in main, and struct point a legal
// candidate for field reordering.
func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	want := "heap %struct.point in main site %call count 100 accesses 2\n" +
		"field-reorder candidate: %struct.point (16 bytes, 2 fields)\n"
	if got := out.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
