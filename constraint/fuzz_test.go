package constraint_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// FuzzBuild builds the constraints of whatever IR the reader accepts: the
// generator must never panic, whatever the module.
func FuzzBuild(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	for _, tc := range genCases {
		f.Add([]byte(layout + tc.opaque))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ir.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		for _, opts := range []constraint.Options{{}, {FieldInsensitive: true, IgnoreIntegers: true}} {
			g, err := constraint.Build(context.Background(), m, opts)
			if err != nil {
				t.Fatal(err)
			}
			_ = g.JSONReport()
			var sink discard
			if err := g.WriteText(&sink); err != nil {
				t.Fatal(err)
			}
			if err := g.WriteDOT(&sink); err != nil {
				t.Fatal(err)
			}
		}
	})
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
