package pointsto

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDeterministic solves a real program (bzip2, committed) several times,
// with different GOMAXPROCS, and requires identical reports; it also
// compares the answers of the solver's configurations.
func TestDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("real program")
	}
	g := graphOf(t, filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll"))
	report := func(cfg Config) string {
		r, err := Solve(context.Background(), g, cfg)
		if err != nil {
			t.Fatal(err)
		}
		return fmt.Sprint(r.Sets(), r.resolvedCalls())
	}
	want := report(Config{})
	old := runtime.GOMAXPROCS(1)
	got := report(Config{})
	runtime.GOMAXPROCS(old)
	if got != want {
		t.Error("GOMAXPROCS=1 changes the answer")
	}
	if report(Config{}) != want {
		t.Error("a second run changes the answer")
	}
	for _, cfg := range []Config{{NoCycleDetection: true}, {NoDifferencePropagation: true}} {
		if report(cfg) != want {
			t.Errorf("%+v: answers differ from the default configuration", cfg)
		}
	}
	// The Escaped summary element changes the representation, not the
	// answer.
	s, err := solve(context.Background(), newProblem(g), solverOptions{noEsc: true})
	if err != nil {
		t.Fatal(err)
	}
	r := &Result{Graph: g, s: s}
	if got := fmt.Sprint(r.Sets(), r.resolvedCalls()); got != want {
		t.Error("answers differ without the Escaped summary element")
	}
}
