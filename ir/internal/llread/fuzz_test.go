package llread

import (
	"os"
	"strings"
	"testing"
)

// FuzzRead checks that no input makes the reader panic or hang, that errors
// are positioned *Error values without internal errors, and that every
// module read is printable by llir and reads back to the same printout.
//
// Seeds: the hand-written fixtures, and the committed corpus in
// testdata/fuzz/FuzzRead. Run with
//
//	go test -run '^$' -fuzz FuzzRead -fuzztime 5m ./ir/internal/llread
func FuzzRead(f *testing.F) {
	for _, name := range []string{"testdata/syntax19.ll", "testdata/syntax20.ll"} {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, _, err := Read("fuzz.ll", src)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("error %T: %v", err, err)
			}
			if strings.Contains(e.Msg, "internal error") {
				t.Fatalf("%v", err)
			}
			if e.Line < 1 || e.Col < 1 {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		out := m.String()
		m2, _, err := Read("printed.ll", []byte(out))
		if err != nil {
			t.Fatalf("printout does not read back: %v\n%s", err, out)
		}
		if out2 := m2.String(); out2 != out {
			t.Fatalf("printout not idempotent:\n%s", firstDiff(out, out2))
		}
	})
}
