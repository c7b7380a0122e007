package llread

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
)

var ptrRE = regexp.MustCompile(`[ (,]ptr[ ,)]`)

func fixtures(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	return files
}

// TestFixtures reads every fixture and checks the module: llir's printer
// works on it (no panic), reading the printout gives the same printout,
// LLVM accepts the printout, and, for typed input that llir's own parser
// accepts, the printout equals llir's printout of its own parse.
func TestFixtures(t *testing.T) {
	for _, f := range fixtures(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, opaque, err := Read(f, src)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		wantOpaque := ptrRE.Match(src)
		if opaque != wantOpaque {
			t.Errorf("%s: opaque = %v, want %v", f, opaque, wantOpaque)
		}
		checkModule(t, f, src, m, opaque, true)
	}
}

// checkModule runs the verifications of the issue on one module and
// reports whether the differential test against llir ran (llir accepted
// the input).
func checkModule(t *testing.T, f string, src []byte, m *llir.Module, opaque, withLLVM bool) (diffed bool) {
	t.Helper()
	out := m.String()
	// Idempotence: reading the printout gives the same printout.
	m2, opaque2, err := Read(f+".printed", []byte(out))
	if err != nil {
		t.Errorf("re-reading printout: %v", err)
		return false
	}
	// A printout of an opaque module is read as opaque when its pointer
	// types are only consistent that way; one using only i8* is valid
	// typed IR with the same meaning, so only typed input must stay typed.
	if opaque2 && !opaque {
		t.Errorf("%s: printout of a typed module read as opaque", f)
	}
	if out2 := m2.String(); out2 != out {
		t.Errorf("%s: printout not idempotent:\n%s", f, firstDiff(out, out2))
	}
	// Differential test against llir's own parser (typed input only).
	if !opaque {
		if want, err := asm.ParseBytes(f, src); err == nil {
			diffed = true
			if w := want.String(); w != out {
				t.Errorf("%s: differs from llir:\n%s", f, firstDiff(w, out))
			}
		}
	}
	if withLLVM {
		llvmAccepts(t, f, out, opaque)
	}
	return diffed
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return "line " + itoa(int64(i+1)) + ":\n- " + al[i] + "\n+ " + bl[i]
		}
	}
	return "lengths differ"
}

const llvmAs19 = "/usr/lib/llvm-19/bin/llvm-as"

// llvmAccepts checks that a printout is valid LLVM IR: llvm-as 14 for typed
// input, LLVM 19's llvm-as for opaque input (skipped when not installed).
func llvmAccepts(t *testing.T, f, text string, opaque bool) {
	t.Helper()
	tool := llvmAs19
	if !opaque {
		var err error
		if tool, err = exec.LookPath("llvm-as"); err != nil {
			return
		}
	} else if _, err := os.Stat(tool); err != nil {
		return
	}
	// llir's printer always prints DIGlobalVariable's name field; LLVM 19
	// emits nameless ones (for string literals) and rejects name: "". This
	// limitation of llir's printer is undone here so that LLVM checks the
	// rest of the printout.
	text = strings.ReplaceAll(text, `!DIGlobalVariable(name: "", `, `!DIGlobalVariable(`)
	cmd := exec.Command(tool, "-o", os.DevNull, "-")
	cmd.Stdin = strings.NewReader(text)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("%s: %s rejects the printout: %v\n%s", f, tool, err, out)
	}
}
