package ir_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/irpass/irpass/ir"
)

// typeSuffix matches the numeric suffixes llvm-link and Link give renamed
// struct types and local symbols; the two number them differently.
var typeSuffix = regexp.MustCompile(`([%@][A-Za-z_.][A-Za-z0-9_.]*?)\.\d+\b`)

// numbered matches metadata and attribute-group references, which llvm-link
// deduplicates and Link does not.
var numbered = regexp.MustCompile(`([!#])\d+\b`)

func normalize(s string) string {
	return numbered.ReplaceAllString(typeSuffix.ReplaceAllString(s, "$1.N"), "${1}N")
}

// summary is what must agree between Link's result and llvm-link's: the
// symbols with their linkage kind, the struct types, and each function's
// printed body, with renamed names normalised, as a sorted list.
func summary(m *ir.Module) []string {
	s := map[string]string{}
	for _, f := range m.Funcs {
		kind := "declare"
		if len(f.Blocks) > 0 {
			kind = "define " + f.Linkage.String()
		}
		body := normalize(f.LLString())
		s[typeSuffix.ReplaceAllString("@"+f.Name(), "$1.N")] += kind + "\n" + body
	}
	for _, g := range m.Globals {
		init := "<decl>"
		if g.Init != nil {
			init = typeSuffix.ReplaceAllString(g.Init.String(), "$1.N")
		}
		s[typeSuffix.ReplaceAllString("@"+g.Name(), "$1.N")] += g.Linkage.String() + " " + typeSuffix.ReplaceAllString(g.ContentType.String(), "$1.N") + " " + init
	}
	var bodies []string
	for _, t := range m.TypeDefs {
		bodies = append(bodies, normalize("%"+t.Name()+" = "+t.LLString()))
	}
	sort.Strings(bodies)
	s["types"] = strings.Join(bodies, "\n")
	var out []string
	for k, v := range s {
		out = append(out, k+": "+v)
	}
	sort.Strings(out)
	return out
}

func TestLinkEqualsLLVMLink(t *testing.T) {
	for _, variant := range []string{"clang14.O0", "clang14.O2", "clang19.O0", "clang19.O2"} {
		t.Run(variant, func(t *testing.T) {
			var mods []*ir.Module
			for _, f := range []string{"main", "shapes", "util"} {
				m, err := ir.ParseFile(filepath.Join("testdata", "link", f+"."+variant+".ll"))
				if err != nil {
					t.Fatal(err)
				}
				mods = append(mods, m)
			}
			got, err := ir.Link("linked", mods...)
			if err != nil {
				t.Fatal(err)
			}
			want, err := ir.ParseFile(filepath.Join("testdata", "link", "linked."+variant+".ll"))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(summary(want), summary(got)); diff != "" {
				t.Errorf("Link differs from llvm-link (-llvm-link +Link):\n%s", diff)
			}
			// The two statics named verbose stay apart.
			if strings.HasSuffix(variant, "O0") && (!hasGlobal(got, "verbose") || !hasGlobal(got, "verbose.1")) {
				t.Errorf("static globals not kept apart: %v", globalNames(got))
			}
			checkAssembles(t, got)
		})
	}
}

func hasGlobal(m *ir.Module, name string) bool {
	for _, g := range m.Globals {
		if g.Name() == name {
			return true
		}
	}
	return false
}

func globalNames(m *ir.Module) []string {
	var out []string
	for _, g := range m.Globals {
		out = append(out, g.Name())
	}
	return out
}

// checkAssembles runs llvm-as on the printed module when LLVM's tools are
// installed: the linked module must be valid IR.
func checkAssembles(t *testing.T, m *ir.Module) {
	t.Helper()
	tool := "llvm-as"
	if m.OpaquePointers() {
		tool = "/usr/lib/llvm-19/bin/llvm-as"
	}
	path, err := exec.LookPath(tool)
	if err != nil {
		t.Logf("%s not installed: validity of the printed module not checked", tool)
		return
	}
	f := filepath.Join(t.TempDir(), "linked.ll")
	if err := os.WriteFile(f, []byte(m.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(path, "-o", os.DevNull, f).CombinedOutput(); err != nil {
		t.Errorf("%s rejects the linked module: %v\n%s", tool, err, out)
	}
}

func TestLinkErrors(t *testing.T) {
	parse := func(name, src string) *ir.Module {
		m, err := ir.Parse(name, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	a := parse("a.ll", "define i32 @f() {\n  ret i32 1\n}\n")
	b := parse("b.ll", "define i32 @f() {\n  ret i32 2\n}\n")
	if _, err := ir.Link("ab", a, b); err == nil || !strings.Contains(err.Error(), "symbol multiply defined") {
		t.Errorf("two strong definitions: got %v, want a 'multiply defined' error", err)
	}
	c := parse("c.ll", "@f = global i32 0\n")
	d := parse("d.ll", "declare i32 @f()\n")
	if _, err := ir.Link("cd", c, d); err == nil || !strings.Contains(err.Error(), "a function and a variable") {
		t.Errorf("function vs variable: got %v", err)
	}
	// A weak definition gives way to a strong one, whichever comes first.
	w := parse("w.ll", "define weak i32 @g() {\n  ret i32 1\n}\ndefine i32 @use() {\n  %r = call i32 @g()\n  ret i32 %r\n}\n")
	s := parse("s.ll", "define i32 @g() {\n  ret i32 2\n}\n")
	m, err := ir.Link("ws", w, s)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for _, f := range m.Funcs {
		if f.Name() == "g" {
			n++
			if !strings.Contains(f.LLString(), "ret i32 2") {
				t.Errorf("the weak definition won: %s", f.LLString())
			}
		}
	}
	if n != 1 {
		t.Errorf("got %d functions @g, want 1", n)
	}
	checkAssembles(t, m)
}
