package constraint_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/pass"
)

// TestPrintPipeline runs print<constraints> through the pass manager in
// the three formats.
func TestPrintPipeline(t *testing.T) {
	m := load(t, "basic", "clang19")
	reg := pass.NewRegistry()
	if err := constraint.Register(reg); err != nil {
		t.Fatal(err)
	}
	for _, format := range []pass.Format{pass.FormatText, pass.FormatJSON, pass.FormatDOT} {
		t.Run(format.String(), func(t *testing.T) {
			pm, err := pass.ParsePipeline(reg, "print<constraints>")
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			am := pass.NewAnalysisManager()
			out := pass.NewOutput(&buf, format)
			am.SetOutput(out)
			if _, err := pm.Run(context.Background(), m, am); err != nil {
				t.Fatal(err)
			}
			if err := out.Flush(); err != nil {
				t.Fatal(err)
			}
			text := buf.String()
			switch format {
			case pass.FormatText:
				for _, want := range []string{"function @main:", "  %x = &alloca:%x", "  *%pp = %v", "set:%pp = %p", "%call = ret:@choose"} {
					if !strings.Contains(text, want) {
						t.Errorf("text output lacks %q:\n%s", want, text)
					}
				}
			case pass.FormatJSON:
				var doc struct {
					Constraints struct {
						Nodes       int `json:"nodes"`
						Constraints []struct {
							Kind, Dst, Src, Function, Inst string
							Offset                         any
						} `json:"constraints"`
					} `json:"constraints"`
				}
				if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
					t.Fatalf("%v\n%s", err, text)
				}
				if doc.Constraints.Nodes == 0 || len(doc.Constraints.Constraints) == 0 {
					t.Fatalf("empty report: %s", text)
				}
				found := false
				for _, c := range doc.Constraints.Constraints {
					if c.Kind == "addr" && c.Dst == "main:%x" && c.Src == "alloca:main:%x" && c.Function == "main" &&
						strings.HasPrefix(c.Inst, "%x = alloca i32") {
						found = true
					}
				}
				if !found {
					t.Errorf("no addr constraint for main:%%x in %s", text)
				}
			case pass.FormatDOT:
				if !strings.HasPrefix(text, "digraph constraints {") {
					t.Fatalf("not a digraph: %.100s", text)
				}
				dot, err := exec.LookPath("dot")
				if err != nil {
					t.Skip("graphviz dot not installed")
				}
				cmd := exec.Command(dot, "-Tsvg")
				cmd.Stdin = strings.NewReader(text)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				svg, err := cmd.Output()
				if err != nil || !bytes.Contains(svg, []byte("<svg")) {
					t.Fatalf("dot failed: %v\n%s", err, stderr.String())
				}
			}
		})
	}
}

// TestFormatNotation checks the text notation of every kind and offset.
func TestFormatNotation(t *testing.T) {
	m := parse(t, `%struct.S = type { ptr, ptr }
@g = global %struct.S zeroinitializer
define ptr @f(ptr %p, i64 %i) {
  %a = alloca ptr
  store ptr %p, ptr %a
  %l = load ptr, ptr %a
  %q = getelementptr %struct.S, ptr %l, i64 0, i32 1
  %r = getelementptr i8, ptr %l, i64 %i
  %s = getelementptr i8, ptr %l, i64 -8
  %v = load { ptr, ptr }, ptr %l
  store { ptr, ptr } %v, ptr @g
  ret ptr getelementptr (%struct.S, ptr @g, i64 0, i32 1)
}`)
	g := build(t, m, constraint.Options{})
	got := strings.Join(funcLines(g, "f"), "\n")
	want := strings.Join([]string{
		"%a = &alloca:%a",
		"*%a = %p",
		"%l = *%a",
		"%q = %l + 8",
		"%r = %l + ?",
		"%s = %l - 8",
		"%v = *%l",
		"%v = *(%l+8)",
		"*@g = %v",
		"*(@g+8) = %v",
		"ret:@f = @g+8",
	}, "\n")
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	var text bytes.Buffer
	if err := g.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "@g+8 = &global:@g+8") || !strings.Contains(text.String(), "call <unknown caller> escaped(escaped, escaped) -> unknown-caller-result") {
		t.Errorf("module section:\n%s", text.String())
	}
}
