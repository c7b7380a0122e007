package dtrans

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
)

// replicate returns the text of a module made of k independent copies of
// the module src, so that the analysis of programs of k times the size and
// of the same structure can be timed: growth per copy is the algorithm's,
// not a difference between programs.
//
// Copy i renames every symbol the module defines (functions, global
// variables, aliases, comdats) with the suffix ".copyI", main included, and
// numbers its metadata after the previous copies' (TBAA and loop metadata
// stay per copy, as llvm-link would keep them for distinct units). What
// the copies share is what the module only declares or names: the
// declarations of library functions, external variables and intrinsics,
// the named types (type names are not renamed, as llvm-link would merge
// identical types), attribute groups and the header; these are written
// once, with copy 0's named metadata (module flags must be unique). When
// the module defines main, a new main calls each copy's main in turn with
// its own arguments, so that the result is a whole program, as the
// original was, whose entry points are those of the original: every
// copy's main is called and none is an exported function nobody calls.
//
// The rewriting is textual and line-based (LLVM's text has no string
// spanning lines): symbols are renamed outside string literals and
// comments, by their sigil.
func replicate(src []byte, k int) []byte {
	lines := strings.Split(string(src), "\n")
	defined := make(map[string]bool)
	metaIDs := 0
	mainLine := ""
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "define "):
			name := symbolAt(l, strings.IndexByte(l, '@'))
			defined[name] = true
			if name == "main" {
				mainLine = l
			}
		case strings.HasPrefix(l, "@") && !isDeclaration(l):
			defined[symbolAt(l, 0)] = true
		case len(l) > 1 && l[0] == '!' && isDigit(l[1]):
			e := 1
			for e < len(l) && isDigit(l[e]) {
				e++
			}
			n, _ := strconv.Atoi(l[1:e])
			metaIDs = max(metaIDs, n+1)
		}
	}
	var out bytes.Buffer
	out.Grow(k*len(src) + 256)
	for i := 0; i < k; i++ {
		suffix := ".copy" + strconv.Itoa(i)
		for _, l := range lines {
			if sharedLine(l) {
				if i == 0 {
					out.WriteString(l)
					out.WriteByte('\n')
				}
				continue
			}
			renameLine(&out, l, defined, suffix, i*metaIDs)
			out.WriteByte('\n')
		}
	}
	if mainLine != "" {
		writeMain(&out, mainLine, k)
	}
	return out.Bytes()
}

// sharedLine reports whether a top-level line belongs to what the copies
// share (written once): the header, named types, declarations, attribute
// groups, named metadata, comments and blank lines. Instructions are
// indented, so no line of a function body is shared.
func sharedLine(l string) bool {
	if l == "" || l[0] == ';' || l[0] == '%' {
		return true
	}
	for _, p := range []string{"source_filename", "target ", "declare ", "attributes "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	if l[0] == '!' {
		return len(l) > 1 && !isDigit(l[1])
	}
	return l[0] == '@' && isDeclaration(l)
}

// isDeclaration reports whether global line l ("@x = ...") declares an
// external variable rather than defining one: a linkage of external or
// extern_weak before the global or constant keyword.
func isDeclaration(l string) bool {
	for _, w := range strings.Fields(l) {
		switch w {
		case "external", "extern_weak":
			return true
		case "global", "constant", "alias", "ifunc":
			return false
		}
	}
	return false
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isIdentChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c == '-' || c == '$' || c == '.' || c == '_'
}

// symbolAt returns the name of the symbol whose sigil is at l[at], unquoted.
func symbolAt(l string, at int) string {
	name, _ := scanName(l, at+1)
	return name
}

// scanName reads the name starting at l[j] (quoted or not) and returns it
// with the index after it.
func scanName(l string, j int) (string, int) {
	if j < len(l) && l[j] == '"' {
		end := strings.IndexByte(l[j+1:], '"')
		if end < 0 {
			return l[j+1:], len(l)
		}
		return l[j+1 : j+1+end], j + end + 2
	}
	e := j
	for e < len(l) && isIdentChar(l[e]) {
		e++
	}
	return l[j:e], e
}

// renameLine writes line l of one copy: the defined symbols (@) and the
// comdats ($) get suffix, the metadata numbers (!N) are shifted by
// metaOff; strings, comments and local names (%) are copied as they are.
func renameLine(out *bytes.Buffer, l string, defined map[string]bool, suffix string, metaOff int) {
	for j := 0; j < len(l); {
		c := l[j]
		switch {
		case c == ';':
			out.WriteString(l[j:])
			return
		case c == '"':
			end := strings.IndexByte(l[j+1:], '"')
			if end < 0 {
				out.WriteString(l[j:])
				return
			}
			out.WriteString(l[j : j+end+2])
			j += end + 2
		case c == '%':
			_, e := scanName(l, j+1)
			out.WriteString(l[j:e])
			j = e
		case c == '@' || c == '$':
			name, e := scanName(l, j+1)
			if c == '$' || defined[name] {
				out.WriteByte(c)
				writeName(out, name+suffix)
			} else {
				out.WriteString(l[j:e])
			}
			j = e
		case c == '!' && j+1 < len(l) && isDigit(l[j+1]):
			e := j + 1
			for e < len(l) && isDigit(l[e]) {
				e++
			}
			n, _ := strconv.Atoi(l[j+1 : e])
			out.WriteByte('!')
			out.WriteString(strconv.Itoa(n + metaOff))
			j = e
		default:
			out.WriteByte(c)
			j++
		}
	}
}

// writeName writes a symbol name, quoted unless it is a plain identifier
// (a renamed numbered symbol such as @0 becomes @"0.copy1").
func writeName(out *bytes.Buffer, name string) {
	plain := name != "" && !isDigit(name[0])
	for i := 0; i < len(name) && plain; i++ {
		plain = isIdentChar(name[i])
	}
	if plain {
		out.WriteString(name)
		return
	}
	out.WriteString(strconv.Quote(name))
}

// writeMain writes the main that calls the k copies' mains, with the
// signature of the original (mainLine is its define line): the return type
// is the word before @main, each parameter's type the first word of its
// declaration.
func writeMain(out *bytes.Buffer, mainLine string, k int) {
	at := strings.Index(mainLine, "@main(")
	head := strings.Fields(mainLine[:at])
	ret := head[len(head)-1]
	var params, args []string
	depth, start := 0, at+len("@main(")
	for j := start; j < len(mainLine) && depth >= 0; j++ {
		switch mainLine[j] {
		case '(', '{', '[', '<':
			depth++
		case ')', '}', ']', '>':
			depth--
		}
		if depth == 0 && mainLine[j] == ',' || depth < 0 {
			if p := strings.Fields(mainLine[start:j]); len(p) > 0 && p[0] != "..." {
				params = append(params, fmt.Sprintf("%s %%a%d", p[0], len(params)))
				args = append(args, fmt.Sprintf("%s %%a%d", p[0], len(args)))
			}
			start = j + 1
		}
	}
	fmt.Fprintf(out, "define %s @main(%s) {\n", ret, strings.Join(params, ", "))
	for i := 0; i < k; i++ {
		if ret == "void" {
			fmt.Fprintf(out, "  call void @main.copy%d(%s)\n", i, strings.Join(args, ", "))
		} else {
			fmt.Fprintf(out, "  %%r%d = call %s @main.copy%d(%s)\n", i, ret, i, strings.Join(args, ", "))
		}
	}
	if ret == "void" {
		out.WriteString("  ret void\n}\n")
	} else {
		fmt.Fprintf(out, "  ret %s %%r%d\n}\n", ret, k-1)
	}
}

// TestScalingCopies checks replicate on the committed bzip2 (both
// compilers, -O0 and -O2), on which BenchmarkScaling relies: the analysis
// of three copies must be three times the analysis of one. The copies
// share the named types, so the module has the same types, each with the
// same safety data (the same instructions give the same conditions), and
// three times the field reads, writes and frequencies and the allocation
// sites; the notes are not compared (they name functions, which differ).
// One copy must also give the original module's answers: renaming and the
// new main change nothing the analysis sees. When LLVM's llvm-as of the
// module's pointer model is installed, it must accept two copies.
func TestScalingCopies(t *testing.T) {
	files, _ := filepath.Glob("../internal/testdata/real/bzip2.clang*.O[02].ll")
	if len(files) != 4 {
		t.Fatalf("want bzip2 by clang 14 and 19 at -O0 and -O2, found %v", files)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			orig := analyzeFile(t, f)
			one, m1 := analyzeCopies(t, src, 1)
			three, m3 := analyzeCopies(t, src, 3)
			// Every copy has the original's instructions; the new main has
			// one call per copy and its return.
			n := orig.Module().NumInsts()
			if got, want := m1.NumInsts(), n+2; got != want {
				t.Errorf("one copy: %d instructions, want %d", got, want)
			}
			if got, want := m3.NumInsts(), 3*n+4; got != want {
				t.Errorf("three copies: %d instructions, want %d", got, want)
			}
			if !three.WholeProgram() {
				t.Errorf("three copies are not a whole program: %v", three.WholeProgramReasons())
			}
			sameScaled(t, "one copy", orig, one, 1)
			sameScaled(t, "three copies", orig, three, 3)
			if o, _ := typesWithAccesses(orig); o == 0 {
				t.Errorf("no field access in %s: the comparison proves nothing", f)
			}
			if _, a := typesWithAccesses(orig); a == 0 {
				t.Errorf("no allocation in %s: the comparison proves nothing", f)
			}
			checkWithLLVM(t, f, replicate(src, 2))
		})
	}
}

// analyzeCopies parses and analyses k copies of src.
func analyzeCopies(t *testing.T, src []byte, k int) (*Info, *ir.Module) {
	t.Helper()
	m, err := ir.Parse(fmt.Sprintf("copies%d.ll", k), replicate(src, k))
	if err != nil {
		t.Fatalf("%d copies: %v", k, err)
	}
	in, err := Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return in, m
}

// typesWithAccesses returns how many types have a field read or written,
// and how many an allocation site.
func typesWithAccesses(in *Info) (accessed, allocated int) {
	for _, ti := range in.Types() {
		for _, fi := range ti.Fields {
			if fi.Reads+fi.Writes > 0 {
				accessed++
				break
			}
		}
		if ti.HeapAllocations+ti.StackAllocations+ti.GlobalInstances > 0 {
			allocated++
		}
	}
	return accessed, allocated
}

// sameScaled reports where got, the analysis of k copies, is not k times
// want, the analysis of the original module.
func sameScaled(t *testing.T, what string, want, got *Info, k int) {
	t.Helper()
	if len(got.Types()) != len(want.Types()) {
		t.Errorf("%s: %d types, want %d", what, len(got.Types()), len(want.Types()))
	}
	if got.WholeProgram() != want.WholeProgram() {
		t.Errorf("%s: whole program %v, want %v (%v)", what, got.WholeProgram(), want.WholeProgram(), got.WholeProgramReasons())
	}
	for _, w := range want.Types() {
		g := got.Lookup(w.Name)
		if g == nil {
			t.Errorf("%s: no type %s", what, w.Name)
			continue
		}
		if g.Safety != w.Safety {
			t.Errorf("%s: %s: safety %v, want %v", what, w.Name, g.Safety, w.Safety)
		}
		if g.Size != w.Size || g.Reconstructed != w.Reconstructed || g.Partial != w.Partial || len(g.Fields) != len(w.Fields) {
			t.Errorf("%s: %s: size %d reconstructed %v partial %v with %d fields, want %d %v %v %d",
				what, w.Name, g.Size, g.Reconstructed, g.Partial, len(g.Fields), w.Size, w.Reconstructed, w.Partial, len(w.Fields))
			continue
		}
		if g.HeapAllocations != k*w.HeapAllocations || g.StackAllocations != k*w.StackAllocations || g.GlobalInstances != k*w.GlobalInstances {
			t.Errorf("%s: %s: heap %d stack %d global %d allocations, want %d times %d %d %d",
				what, w.Name, g.HeapAllocations, g.StackAllocations, g.GlobalInstances, k, w.HeapAllocations, w.StackAllocations, w.GlobalInstances)
		}
		for i, wf := range w.Fields {
			gf := g.Fields[i]
			if gf.Reads != k*wf.Reads || gf.Writes != k*wf.Writes || math.Abs(gf.Frequency-float64(k)*wf.Frequency) > 1e-9*gf.Frequency {
				t.Errorf("%s: %s field %d: %d reads %d writes frequency %g, want %d times %d %d %g",
					what, w.Name, i, gf.Reads, gf.Writes, gf.Frequency, k, wf.Reads, wf.Writes, wf.Frequency)
			}
		}
	}
}

// checkWithLLVM asks LLVM's llvm-as of the module's pointer model (14 for
// typed IR, 19 for opaque) whether text is valid IR; skipped, saying so,
// when the tool is not installed.
func checkWithLLVM(t *testing.T, path string, text []byte) {
	t.Helper()
	tool := llvmAs14
	if strings.Contains(path, "clang19") {
		tool = "/usr/lib/llvm-19/bin/llvm-as"
	}
	if _, err := exec.LookPath(tool); err != nil {
		t.Logf("%s not installed: copies not checked by LLVM", tool)
		return
	}
	ll := filepath.Join(t.TempDir(), "copies.ll")
	if err := os.WriteFile(ll, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, ll, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Errorf("%s rejects two copies: %v\n%s", tool, err, out)
	}
}

// BenchmarkScaling times the analysis of k independent copies of one
// corpus program (see replicate) in one module, k = 1, 2, 4, 8, 16 for
// lua 5.4 and brotli and k = 1, 2, 4 for sqlite3, typed and opaque, -O0
// and -O2, one sub-benchmark per module and k (PROG.clangN.On/k=K). The
// copies share nothing but the C library, so the program's structure is
// the same at every k: a flat dtrans-ns/inst (the CPU time per
// instruction, which is the time per copy up to a constant) as k grows
// shows that the analysis grows linearly with module size, and
// parse-ns/inst does the same for the reader. Metrics and timing are
// BenchmarkCorpus's; the copies' text is built before the timed loop:
//
//	IRPASS_CORPUS=$PWD/../corpus go test -run - -bench 'Scaling/lua5.4' -benchtime 1x
func BenchmarkScaling(b *testing.B) {
	if os.Getenv("IRPASS_CORPUS") == "" {
		b.Skip("set IRPASS_CORPUS to the corpus directory (internal/corpus/build.sh)")
	}
	progs := []struct {
		name string
		ks   []int
	}{
		{"lua5.4", []int{1, 2, 4, 8, 16}},
		{"brotli", []int{1, 2, 4, 8, 16}},
		{"sqlite3", []int{1, 2, 4}},
	}
	for _, p := range progs {
		for _, v := range []string{"clang14.O0", "clang19.O0", "clang14.O2", "clang19.O2"} {
			name := p.name + "." + v
			path := corpusPath(name + ".ll")
			if _, err := os.Stat(path); err != nil {
				continue
			}
			b.Run(name, func(b *testing.B) {
				for _, k := range p.ks {
					b.Run("k="+strconv.Itoa(k), func(b *testing.B) { benchCopies(b, path, k) })
					runtime.GC()
				}
			})
		}
	}
}

// benchCopies is one sub-benchmark of BenchmarkScaling: parse and analyse
// k copies of the module at path, each iteration, timing both.
func benchCopies(b *testing.B, path string, k int) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	text := replicate(src, k)
	src = nil
	b.SetBytes(int64(len(text)))
	var parse, dtrans int64
	insts := 0
	for i := 0; i < b.N; i++ {
		runtime.GC()
		start := cpuTime()
		m, err := ir.Parse(path, text)
		if err != nil {
			b.Fatal(err)
		}
		parse += cpuTime() - start
		runtime.GC()
		start = cpuTime()
		if _, err := Analyze(context.Background(), m); err != nil {
			b.Fatal(err)
		}
		dtrans += cpuTime() - start
		insts = m.NumInsts()
	}
	n := float64(b.N) * float64(insts)
	b.ReportMetric(float64(parse)/n, "parse-ns/inst")
	b.ReportMetric(float64(dtrans)/n, "dtrans-ns/inst")
	b.ReportMetric(float64(dtrans)/float64(max(parse, 1)), "dtrans/parse")
	b.ReportMetric(float64(dtrans)/(float64(b.N)*float64(k)*1e6), "dtrans-ms/copy")
	b.ReportMetric(float64(insts), "insts")
}
