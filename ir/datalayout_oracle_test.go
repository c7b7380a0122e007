package ir

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/types"
)

// The DataLayout oracle: LLVM folds
//
//	ptrtoint (getelementptr (T, ptr null, i64 1))                 TypeAllocSize(T)
//	ptrtoint (getelementptr ({ i1, T }, ptr null, i64 0, i32 1))  ABITypeAlign(T)
//	ptrtoint (getelementptr (T, ptr null, i64 0, i32 K))          offset of element K
//
// with the module's datalayout when `opt -passes=globalopt` runs, so
// appending such globals to a module and reading the folded constants gives
// LLVM's own answers. testdata/layout/*.golden hold those answers for every
// type of every fixture (gen.sh regenerates them); the tests compare
// DataLayout against them, and against opt itself when it is installed.

var updateLayout = flag.Bool("update-layout", false, "rewrite testdata/layout/*.golden with LLVM's answers (needs opt 14 and LLVM 19's opt)")

const opt19 = "/usr/lib/llvm-19/bin/opt"

// layoutFixture is a .ll file whose types are checked.
type layoutFixture struct {
	path   string
	src    []byte
	opaque bool // uses ptr: the oracle is LLVM 19's opt
	mod    *Module
}

var (
	opaqueRE   = regexp.MustCompile(`\sptr\b`)
	typeDefsRE = regexp.MustCompile(`(?m)^(?:target .*|(?:%[-\w.$]+|%"[^"]*") = type .*)$`)
)

// typeDefsOnly keeps the target lines and type definitions of a module.
func typeDefsOnly(src []byte) []byte {
	var b bytes.Buffer
	for _, l := range typeDefsRE.FindAll(src, -1) {
		b.Write(l)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// loadLayoutFixture reads a fixture with Parse. With typesOnly, only the
// target lines and the type definitions are read (and given to the oracle):
// enough for the layouts of a large real program.
func loadLayoutFixture(t testing.TB, path string, typesOnly bool) *layoutFixture {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f := &layoutFixture{path: path, src: src, opaque: opaqueRE.Match(src)}
	if typesOnly {
		f.src = typeDefsOnly(src)
	}
	src = f.src
	if f.mod, err = Parse(path, src); err != nil {
		t.Fatal(err)
	}
	if !typesOnly && f.mod.OpaquePointers() != f.opaque {
		t.Fatalf("%s: OpaquePointers() = %v", path, f.mod.OpaquePointers())
	}
	return f
}

// layoutSubjects lists the fixture's types to check, each once: every
// non-opaque struct definition, by name, and every type it reaches through
// elements (not through pointers).
func layoutSubjects(m *Module) []types.Type {
	var out []types.Type
	seen := map[string]bool{}
	var walk func(t types.Type)
	walk = func(t types.Type) {
		if st, ok := t.(*types.StructType); ok && st.Opaque {
			return
		}
		key := t.String()
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, t)
		switch t := t.(type) {
		case *types.StructType:
			for _, f := range t.Fields {
				walk(f)
			}
		case *types.ArrayType:
			walk(t.ElemType)
		case *types.VectorType:
			walk(t.ElemType)
		}
	}
	// llir's asm reader does not keep the order of definitions.
	defs := slices.Clone(m.TypeDefs)
	slices.SortFunc(defs, func(a, b types.Type) int { return strings.Compare(a.Name(), b.Name()) })
	for _, t := range defs {
		walk(t)
	}
	return out
}

// gepPath is a constant getelementptr whose offset is checked: from a
// struct, first index first, then down through the last element of each
// struct and element 1 (or 0) of each array and vector.
type gepPath struct {
	src     types.Type
	indices []int64
	result  types.Type
}

func gepPaths(subjects []types.Type) []gepPath {
	var paths []gepPath
	for _, t := range subjects {
		if _, ok := t.(*types.StructType); !ok {
			continue
		}
		for _, first := range []int64{3, -2} {
			p := gepPath{src: t, indices: []int64{first}, result: t}
			for done := false; !done; {
				switch r := p.result.(type) {
				case *types.StructType:
					if len(r.Fields) == 0 {
						done = true
						break
					}
					p.indices = append(p.indices, int64(len(r.Fields)-1))
					p.result = r.Fields[len(r.Fields)-1]
				case *types.ArrayType:
					i := min(int64(r.Len), 1)
					p.indices = append(p.indices, i)
					p.result = r.ElemType
				case *types.VectorType:
					p.indices = append(p.indices, min(int64(r.Len), 1))
					p.result = r.ElemType
				default:
					done = true
				}
			}
			paths = append(paths, p)
		}
	}
	return paths
}

// gepLine is one golden line for a GEP: its offset.
func gepLine(p gepPath, off int64) string {
	idx := make([]string, len(p.indices))
	for i, n := range p.indices {
		idx[i] = strconv.FormatInt(n, 10)
	}
	return fmt.Sprintf("gep %s %s = %d", p.src, strings.Join(idx, ","), off)
}

// layoutLine is one golden line: a type's alloc size, ABI alignment and,
// for structs, element offsets.
func layoutLine(t types.Type, size, align uint64, offsets []uint64) string {
	s := fmt.Sprintf("%s size=%d align=%d", t, size, align)
	if offsets != nil {
		parts := make([]string, len(offsets))
		for i, o := range offsets {
			parts[i] = strconv.FormatUint(o, 10)
		}
		s += " offsets=" + strings.Join(parts, ",")
	}
	return s
}

// ourLayout gives DataLayout's lines for the subjects.
func ourLayout(m *Module, subjects []types.Type) []string {
	dl := m.DataLayout()
	var lines []string
	for _, t := range subjects {
		var offs []uint64
		if st, ok := t.(*types.StructType); ok {
			offs = dl.StructLayout(st).Offsets
			if offs == nil {
				offs = []uint64{}
			}
		}
		lines = append(lines, layoutLine(t, dl.TypeAllocSize(t), dl.ABITypeAlign(t), offs))
	}
	for _, p := range gepPaths(subjects) {
		off, err := dl.IndexedOffset(p.src, p.indices)
		if err != nil {
			lines = append(lines, fmt.Sprintf("gep %s: %v", p.src, err))
			continue
		}
		lines = append(lines, gepLine(p, off))
	}
	if m.Module.TargetTriple != "" {
		for _, t := range subjects {
			lines = append(lines, prefLine(t, globalAlign(dl, t)))
		}
	}
	return lines
}

// globalAlign is the alignment LLVM gives a global of type t without an
// align attribute (DataLayout::getPreferredAlign): the preferred alignment,
// raised to 16 for types over 128 bits.
func globalAlign(dl *DataLayout, t types.Type) uint64 {
	a := dl.PrefTypeAlign(t)
	if a < 16 && dl.TypeSizeInBits(t) > 128 {
		a = 16
	}
	return a
}

// prefLine is one golden line for the preferred alignment, as llc aligns a
// global of the type.
func prefLine(t types.Type, align uint64) string {
	return fmt.Sprintf("pref %s = %d", t, align)
}

// typeText prints t in the syntax of the fixture: opaque files spell every
// pointer `ptr`.
func typeText(t types.Type, opaque bool) string {
	if !opaque || t.Name() != "" {
		return t.String()
	}
	switch t := t.(type) {
	case *types.PointerType:
		if t.AddrSpace != 0 {
			return fmt.Sprintf("ptr addrspace(%d)", t.AddrSpace)
		}
		return "ptr"
	case *types.ArrayType:
		return fmt.Sprintf("[%d x %s]", t.Len, typeText(t.ElemType, true))
	case *types.VectorType:
		if t.Scalable {
			return fmt.Sprintf("<vscale x %d x %s>", t.Len, typeText(t.ElemType, true))
		}
		return fmt.Sprintf("<%d x %s>", t.Len, typeText(t.ElemType, true))
	case *types.StructType:
		if len(t.Fields) == 0 {
			return "{}"
		}
		parts := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			parts[i] = typeText(f, true)
		}
		if t.Packed {
			return "<{ " + strings.Join(parts, ", ") + " }>"
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	return t.String()
}

// oracleGlobals returns the globals whose folded values are LLVM's answers.
func oracleGlobals(subjects []types.Type, opaque bool) string {
	ptr := func(s string) string {
		if opaque {
			return "ptr"
		}
		return s + "*"
	}
	var b strings.Builder
	for i, t := range subjects {
		tt := typeText(t, opaque)
		fmt.Fprintf(&b, "@dl.sz.%d = global i64 ptrtoint (%s getelementptr (%s, %s null, i64 1) to i64)\n", i, ptr(tt), tt, ptr(tt))
		w := "{ i1, " + tt + " }"
		fmt.Fprintf(&b, "@dl.al.%d = global i64 ptrtoint (%s getelementptr (%s, %s null, i64 0, i32 1) to i64)\n", i, ptr(tt), w, ptr(w))
		if st, ok := t.(*types.StructType); ok {
			for k, f := range st.Fields {
				fmt.Fprintf(&b, "@dl.of.%d.%d = global i64 ptrtoint (%s getelementptr (%s, %s null, i64 0, i32 %d) to i64)\n", i, k, ptr(typeText(f, opaque)), tt, ptr(tt), k)
			}
		}
	}
	for i, p := range gepPaths(subjects) {
		tt := typeText(p.src, opaque)
		fmt.Fprintf(&b, "@dl.gep.%d = global i64 ptrtoint (%s getelementptr (%s, %s null", i, ptr(typeText(p.result, opaque)), tt, ptr(tt))
		t := p.src
		for k, n := range p.indices {
			if st, ok := t.(*types.StructType); ok && k > 0 {
				fmt.Fprintf(&b, ", i32 %d", n)
				t = st.Fields[n]
				continue
			}
			fmt.Fprintf(&b, ", i64 %d", n)
			switch tt := t.(type) {
			case *types.ArrayType:
				if k > 0 {
					t = tt.ElemType
				}
			case *types.VectorType:
				if k > 0 {
					t = tt.ElemType
				}
			}
		}
		b.WriteString(") to i64)\n")
	}
	return b.String()
}

var foldedRE = regexp.MustCompile(`(?m)^@dl\.(sz|al|of|gep)\.(\d+)(?:\.(\d+))? = .*global i64 (-?\d+)`)

// llvmLayout runs the oracle on the fixture and returns LLVM's lines, or
// skips the test when the needed opt is not installed.
func llvmLayout(t testing.TB, f *layoutFixture, subjects []types.Type) []string {
	t.Helper()
	tool := "opt"
	if f.opaque {
		tool = opt19
	}
	path, err := exec.LookPath(tool)
	if err != nil {
		t.Skipf("%s not installed: checked against the committed golden answers only", tool)
	}
	cmd := exec.Command(path, "-S", "-passes=globalopt", "-o", "-", "-")
	cmd.Stdin = strings.NewReader(string(f.src) + "\n" + oracleGlobals(subjects, f.opaque))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s on %s: %v\n%s", tool, f.path, err, stderr.String())
	}
	sizes := make([]uint64, len(subjects))
	aligns := make([]uint64, len(subjects))
	offsets := make([][]uint64, len(subjects))
	for i, t := range subjects {
		if st, ok := t.(*types.StructType); ok {
			offsets[i] = make([]uint64, len(st.Fields))
		}
	}
	paths := gepPaths(subjects)
	geps := make([]int64, len(paths))
	n := 0
	for _, m := range foldedRE.FindAllSubmatch(out, -1) {
		i, _ := strconv.Atoi(string(m[2]))
		v, _ := strconv.ParseInt(string(m[4]), 10, 64)
		if string(m[1]) == "gep" {
			if i >= len(paths) {
				t.Fatalf("%s: unexpected global %s", f.path, m[0])
			}
			// ptrtoint zero-extends a 32-bit pointer to i64; the offset
			// is the pointer value as a signed number of that width.
			w := f.mod.DataLayout().PointerSizeInBits(0)
			geps[i] = v << (64 - w) >> (64 - w)
			n++
			continue
		}
		if i >= len(subjects) {
			t.Fatalf("%s: unexpected global %s", f.path, m[0])
		}
		switch string(m[1]) {
		case "sz":
			sizes[i] = uint64(v)
		case "al":
			aligns[i] = uint64(v)
		case "of":
			k, _ := strconv.Atoi(string(m[3]))
			if k >= len(offsets[i]) {
				t.Fatalf("%s: unexpected global %s", f.path, m[0])
			}
			offsets[i][k] = uint64(v)
		}
		n++
	}
	want := 2*len(subjects) + len(paths)
	for _, o := range offsets {
		want += len(o)
	}
	if n != want {
		t.Fatalf("%s: %s folded %d of %d oracle globals:\n%s", f.path, tool, n, want, out)
	}
	lines := make([]string, len(subjects))
	for i, t := range subjects {
		lines[i] = layoutLine(t, sizes[i], aligns[i], offsets[i])
	}
	for i, p := range paths {
		lines = append(lines, gepLine(p, geps[i]))
	}
	if f.mod.Module.TargetTriple != "" {
		lines = append(lines, llcPref(t, f, subjects)...)
	}
	return lines
}

var (
	p2alignRE = regexp.MustCompile(`^\s*\.p2align\s+(\d+)`)
	labelRE   = regexp.MustCompile(`^(\S+):`)
)

// llcPref observes preferred alignments: llc aligns a global that has no
// align attribute to the preferred alignment of its type (see globalAlign),
// and prints no .p2align for 1. Only fixtures with a target triple can be
// compiled.
func llcPref(t testing.TB, f *layoutFixture, subjects []types.Type) []string {
	t.Helper()
	tool := "llc"
	if f.opaque {
		tool = "/usr/lib/llvm-19/bin/llc"
	}
	path, err := exec.LookPath(tool)
	if err != nil {
		t.Skipf("%s not installed: checked against the committed golden answers only", tool)
	}
	var b strings.Builder
	b.Write(f.src)
	b.WriteString("\n")
	for i, s := range subjects {
		fmt.Fprintf(&b, "@dl.pref.%d = global %s zeroinitializer\n", i, typeText(s, f.opaque))
	}
	cmd := exec.Command(path, "-O0", "-o", "-", "-")
	cmd.Stdin = strings.NewReader(b.String())
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s on %s: %v\n%s", tool, f.path, err, stderr.String())
	}
	aligns := make([]uint64, len(subjects))
	pending := uint64(1)
	for _, line := range strings.Split(string(out), "\n") {
		if m := p2alignRE.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[1])
			pending = 1 << n
			continue
		}
		if m := labelRE.FindStringSubmatch(line); m != nil {
			if i, ok := strings.CutPrefix(m[1], "dl.pref."); ok {
				k, err := strconv.Atoi(i)
				if err != nil || k >= len(subjects) {
					t.Fatalf("%s: unexpected label %s", f.path, line)
				}
				aligns[k] = pending
			}
			pending = 1
		}
	}
	lines := make([]string, len(subjects))
	for i, s := range subjects {
		if aligns[i] == 0 {
			t.Fatalf("%s: %s printed no global for %s", f.path, tool, s)
		}
		lines[i] = prefLine(s, aligns[i])
	}
	return lines
}

func layoutFixtures(t testing.TB) []string {
	paths, err := filepath.Glob(filepath.Join("testdata", "layout", "*.ll"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no layout fixtures: %v", err)
	}
	return paths
}

func goldenPath(llPath string) string { return strings.TrimSuffix(llPath, ".ll") + ".golden" }

func readGolden(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run testdata/layout/gen.sh)", err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}

func compareLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d types, want %d", what, len(got), len(want))
	}
	bad := 0
	for i := 0; i < len(got) && i < len(want); i++ {
		if got[i] != want[i] {
			t.Errorf("%s:\n got %s\nwant %s", what, got[i], want[i])
			if bad++; bad == 10 {
				t.Fatalf("%s: too many differences", what)
			}
		}
	}
}

// TestDataLayoutGolden checks every type of every fixture against LLVM's
// committed answers (with -update-layout, asks LLVM and rewrites them).
func TestDataLayoutGolden(t *testing.T) {
	total := 0
	for _, path := range layoutFixtures(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f := loadLayoutFixture(t, path, false)
			subjects := layoutSubjects(f.mod)
			if *updateLayout {
				lines := llvmLayout(t, f, subjects)
				var b strings.Builder
				fmt.Fprintf(&b, "# LLVM's layouts of the types of %s: alloc size, ABI alignment and element offsets\n", filepath.Base(path))
				fmt.Fprintf(&b, "# from opt, offsets of constant GEPs from opt, alignment of globals (pref) from llc;\n")
				fmt.Fprintf(&b, "# datalayout %q. Generated by gen.sh; do not edit.\n", f.mod.Module.DataLayout)
				for _, l := range lines {
					b.WriteString(l + "\n")
				}
				if err := os.WriteFile(goldenPath(path), []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			compareLines(t, path, ourLayout(f.mod, subjects), readGolden(t, goldenPath(path)))
			total += len(subjects)
		})
	}
	t.Logf("%d types checked", total)
}

// TestDataLayoutOracleLive re-runs the oracle: LLVM 14's opt on the typed
// fixtures and LLVM 19's on the opaque ones, when installed.
func TestDataLayoutOracleLive(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt; skipped in -short mode")
	}
	for _, path := range layoutFixtures(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f := loadLayoutFixture(t, path, false)
			subjects := layoutSubjects(f.mod)
			compareLines(t, path, ourLayout(f.mod, subjects), llvmLayout(t, f, subjects))
		})
	}
}

// TestDataLayoutRealPrograms runs the oracle on the types of bzip2 as
// compiled by clang 14 and 19 (internal/testdata/real), and, when
// IRPASS_CORPUS names a directory, on those of every *.O0.ll in it (the
// corpus that internal/corpus/build.sh builds from Debian sources).
func TestDataLayoutRealPrograms(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt and llc; skipped in -short mode")
	}
	paths, _ := filepath.Glob(filepath.Join("..", "internal", "testdata", "real", "*.O0.ll"))
	if dir := os.Getenv("IRPASS_CORPUS"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.O0.ll"))
		paths = append(paths, more...)
	}
	if len(paths) == 0 {
		t.Skip("no real programs found")
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			f := loadLayoutFixture(t, path, true)
			subjects := layoutSubjects(f.mod)
			compareLines(t, path, ourLayout(f.mod, subjects), llvmLayout(t, f, subjects))
			t.Logf("%d types", len(subjects))
		})
	}
}
