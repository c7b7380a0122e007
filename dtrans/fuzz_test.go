package dtrans

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
)

// FuzzAnalyze analyses whatever IR the reader accepts: the analysis must
// never panic, and its reports must be written, whatever the module. The
// seeds are the fixtures (typed and opaque, -O0 and -O2) and the
// condition tests' snippets; `go test` runs them, `go test -fuzz
// FuzzAnalyze ./dtrans` mutates them.
func FuzzAnalyze(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.ll"))
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	for _, c := range conditionCases {
		for _, src := range []string{typedHeader + c.typedPos, opaqueHeader + c.opaquePos, typedHeader + c.typedNeg, opaqueHeader + c.opaqueNeg} {
			if !strings.HasSuffix(src, "\n") {
				src += "\n"
			}
			f.Add([]byte(src))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ir.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		in, err := Analyze(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if err := in.WriteText(io.Discard); err != nil {
			t.Fatal(err)
		}
		if _, err := json.Marshal(in.JSONReport()); err != nil {
			t.Fatal(err)
		}
		lpa := in.PointerAnalyzer()
		for _, fn := range m.Funcs {
			for _, p := range fn.Params {
				lpa.Info(p)
			}
		}
		for _, o := range Optimizations() {
			in.Candidates(o)
		}
	})
}
