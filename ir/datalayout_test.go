package ir

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

const (
	x86_64Clang14 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	x86_64Clang19 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
	aarch64Clang  = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
	i386Clang14   = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
)

func mustDL(t testing.TB, s string) *DataLayout {
	t.Helper()
	dl, err := ParseDataLayout(s)
	if err != nil {
		t.Fatal(err)
	}
	return dl
}

func TestParseDataLayoutDefaults(t *testing.T) {
	dl := mustDL(t, "")
	if !dl.IsLittleEndian() || dl.IsBigEndian() {
		t.Error("default layout is not little-endian")
	}
	if got := dl.String(); got != "" {
		t.Errorf("String() = %q, want \"\"", got)
	}
	for _, c := range []struct {
		what      string
		got, want uint64
	}{
		{"PointerSize(0)", dl.PointerSize(0), 8},
		{"PointerSize(7)", dl.PointerSize(7), 8},
		{"PointerABIAlignment(0)", dl.PointerABIAlignment(0), 8},
		{"IndexSize(0)", dl.IndexSize(0), 8},
		{"ABITypeAlign(i64)", dl.ABITypeAlign(types.I64), 4},
		{"PrefTypeAlign(i64)", dl.PrefTypeAlign(types.I64), 8},
		{"ABITypeAlign(i128)", dl.ABITypeAlign(types.I128), 4},
		{"ABITypeAlign(x86_fp80)", dl.ABITypeAlign(types.X86_FP80), 16},
		{"TypeAllocSize(x86_fp80)", dl.TypeAllocSize(types.X86_FP80), 16},
		{"PrefTypeAlign({i8})", dl.PrefTypeAlign(types.NewStruct(types.I8)), 8},
		{"ABITypeAlign({i8})", dl.ABITypeAlign(types.NewStruct(types.I8)), 1},
		{"StackAlignment", dl.StackAlignment(), 0},
		{"LargestLegalIntTypeSizeInBits", dl.LargestLegalIntTypeSizeInBits(), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
}

func TestParseDataLayoutSpecs(t *testing.T) {
	s := "E-m:o-p:32:32-p1:16:16:32:8-ni:3:4-P1-A5-G2-S64-Fn16-n8:16:32-i64:64:128-a:0:32-s0-v128:64"
	dl := mustDL(t, s)
	if dl.String() != s || dl.IsLittleEndian() || dl.ManglingMode() != 'o' {
		t.Errorf("String/endianness/mangling wrong: %q %v %q", dl.String(), dl.IsLittleEndian(), dl.ManglingMode())
	}
	if dl.ProgramAddressSpace() != 1 || dl.AllocaAddrSpace() != 5 || dl.DefaultGlobalsAddressSpace() != 2 {
		t.Errorf("address spaces P=%d A=%d G=%d", dl.ProgramAddressSpace(), dl.AllocaAddrSpace(), dl.DefaultGlobalsAddressSpace())
	}
	if dl.FunctionPtrAlign() != 2 || dl.FunctionPtrAlignType() != FunctionPtrAlignMultipleOfFunctionAlign {
		t.Errorf("F: %d %v", dl.FunctionPtrAlign(), dl.FunctionPtrAlignType())
	}
	if fmt.Sprint(dl.LegalIntWidths()) != "[8 16 32]" || !dl.IsLegalInteger(16) || dl.IsLegalInteger(64) || dl.LargestLegalIntTypeSizeInBits() != 32 {
		t.Errorf("n: %v", dl.LegalIntWidths())
	}
	if !slices.Equal(dl.NonIntegralAddressSpaces(), []types.AddrSpace{3, 4}) || !dl.IsNonIntegralAddressSpace(4) || dl.IsNonIntegralAddressSpace(0) {
		t.Errorf("ni: %v", dl.NonIntegralAddressSpaces())
	}
	for _, c := range []struct {
		what      string
		got, want uint64
	}{
		{"StackAlignment", dl.StackAlignment(), 8},
		{"PointerSize(0)", dl.PointerSize(0), 4},
		{"PointerSize(1)", dl.PointerSize(1), 2},
		{"PointerSizeInBits(1)", dl.PointerSizeInBits(1), 16},
		{"PointerPrefAlignment(1)", dl.PointerPrefAlignment(1), 4},
		{"IndexSizeInBits(1)", dl.IndexSizeInBits(1), 8},
		{"IndexSize(0)", dl.IndexSize(0), 4},
		{"PointerSize(9) (falls back to 0)", dl.PointerSize(9), 4},
		{"ABITypeAlign(i64)", dl.ABITypeAlign(types.I64), 8},
		{"PrefTypeAlign(i64)", dl.PrefTypeAlign(types.I64), 16},
		{"ABITypeAlign({i8})", dl.ABITypeAlign(types.NewStruct(types.I8)), 1},
		{"PrefTypeAlign({i8})", dl.PrefTypeAlign(types.NewStruct(types.I8)), 4},
		{"ABITypeAlign(<4 x i32>)", dl.ABITypeAlign(types.NewVector(4, types.I32)), 8},
		{"TypeAllocSize(i16 addrspace(1)*)", dl.TypeAllocSize(&types.PointerType{ElemType: types.I16, AddrSpace: 1}), 2},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
	// Later specifications override earlier ones; n accumulates.
	dl = mustDL(t, "i64:32-i64:64-n8-n16")
	if dl.ABITypeAlign(types.I64) != 8 || fmt.Sprint(dl.LegalIntWidths()) != "[8 16]" {
		t.Errorf("override: i64 align %d, n %v", dl.ABITypeAlign(types.I64), dl.LegalIntWidths())
	}
}

// validLayouts are accepted by LLVM 14 and 19 (TestDataLayoutStringsLLVM
// checks that with llvm-as when installed).
var validLayouts = []string{
	"", "e", "E", "E-e", "ex", "e:1", "s", "s0", "S0", "S128", "S128:64",
	"p:64:64", "p:64:64:64:32", "p:64:64:64:64:64", "p:7:8", "p:8:8-p1:4:8", "p01:32:32",
	"p1:32:32:32:16", "p16777215:32:32", "i8:8:16", "i8:8:0", "i:8", "i08:8", "i16:016", "i16:16:1024",
	"i64:64:64:64", "i16777215:8", "f0:8", "v0:8", "f80:128", "v128:128:256", "a:0:64", "a:0",
	"a:0:0", "a:8:0", "n8:16:32:64", "Fi8", "Fn32", "Fi8:9", "P1", "P1:2", "A5", "G1",
	"m:e", "m:l", "m:o", "m:m", "m:w", "m:x", "m:a", "ni:1:2",
	x86_64Clang14, x86_64Clang19, aarch64Clang, i386Clang14,
}

// invalidLayouts are rejected by LLVM 14 or 19; the message says why.
var invalidLayouts = []struct{ s, msg string }{
	{"x", "unknown specifier"},
	{"e-", "trailing separator"},
	{"-e", "empty specification"},
	{"e--p:32:32", "empty specification"},
	{"i64:64:", "trailing separator"},
	{"i64::64", "empty field"},
	{":8", "empty specification"},
	{"p:64", "missing pointer size or alignment"},
	{"p:0:64", "pointer size of 0"},
	{"p:64:24", "power of 2"},
	{"p:64:64:32", "preferred alignment cannot be less"},
	{"p:64:64:0", "power of 2"},
	{"p:64:64:64:128", "index size cannot be larger"},
	{"p:64:64:64:0", "index size of 0"},
	{"p16777216:32:32", "24-bit"},
	{"px:32:32", "not a number"},
	{"i8:16", "i8 must be naturally aligned"},
	{"i16:24", "power of 2"},
	{"i16:12", "multiple of 8"},
	{"i16:16:8", "preferred alignment cannot be less"},
	{"i16:16:0", "preferred alignment cannot be less"},
	{"a:16:0", "preferred alignment cannot be less"},
	{"i32", "missing alignment"},
	{"i16:1048576", "16-bit"},
	{"i16777216:8", "24-bit"},
	{"i16:0", "power of 2"},
	{"a8:8", "sized aggregate"},
	{"n", "missing native integer widths"},
	{"n:8", "not a number"},
	{"n8:0", "zero width"},
	{"n8:16x", "not a number"},
	{"n4294967296", "does not fit"},
	{"S", "not a number"},
	{"S24", "power of 2"},
	{"F8", "unknown function pointer alignment type"},
	{"Fx8", "unknown function pointer alignment type"},
	{"F", "missing function pointer alignment type"},
	{"P", "not a number"},
	{"m", "expected one mangling mode letter"},
	{"m:q", "unknown mangling mode"},
	{"m:ee", "expected one mangling mode letter"},
	{"m:e:x", "expected one mangling mode letter"},
	{"me:e", "unexpected characters after mangling specifier"},
	{"ni:0", "address space 0 can never be non-integral"},
	{"ni", "missing address spaces"},
	{"ni:1:x", "not a number"},
	{"e-q8:8", "unknown specifier"},
}

func TestParseDataLayoutValid(t *testing.T) {
	for _, s := range validLayouts {
		dl, err := ParseDataLayout(s)
		if err != nil {
			t.Errorf("ParseDataLayout(%q): %v", s, err)
			continue
		}
		if dl.String() != s {
			t.Errorf("ParseDataLayout(%q).String() = %q", s, dl.String())
		}
	}
}

func TestParseDataLayoutInvalid(t *testing.T) {
	for _, c := range invalidLayouts {
		dl, err := ParseDataLayout(c.s)
		if err == nil {
			t.Errorf("ParseDataLayout(%q) = %v, want error", c.s, dl)
			continue
		}
		if !strings.Contains(err.Error(), c.msg) || !strings.Contains(err.Error(), fmt.Sprintf("%q", c.s)) {
			t.Errorf("ParseDataLayout(%q): error %q, want it to quote the string and say %q", c.s, err, c.msg)
		}
	}
}

// TestDataLayoutStringsLLVM checks with LLVM's tools, when installed, that
// LLVM 14 and 19 accept the valid strings (one llvm-link run each over a
// file per string) and that LLVM 19, the stricter, rejects each invalid one.
func TestDataLayoutStringsLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs LLVM's tools; skipped in -short mode")
	}
	dir := t.TempDir()
	var files []string
	for i, s := range validLayouts {
		f := filepath.Join(dir, fmt.Sprintf("dl%d.ll", i))
		if err := os.WriteFile(f, []byte(fmt.Sprintf("target datalayout = %q\n", s)), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	ran := false
	for _, tool := range []string{"llvm-link", "/usr/lib/llvm-19/bin/llvm-link"} {
		if _, err := exec.LookPath(tool); err != nil {
			continue
		}
		ran = true
		if out, err := exec.Command(tool, append([]string{"-o", os.DevNull}, files...)...).CombinedOutput(); err != nil {
			t.Errorf("%s rejects one of validLayouts: %v\n%.500s", tool, err, out)
		}
	}
	as19 := "/usr/lib/llvm-19/bin/llvm-as"
	if _, err := exec.LookPath(as19); err != nil {
		if !ran {
			t.Skip("LLVM's tools not installed")
		}
		t.Logf("%s not installed: invalid strings not checked", as19)
		return
	}
	for _, c := range invalidLayouts {
		cmd := exec.Command(as19, "-o", os.DevNull, "-")
		cmd.Stdin = strings.NewReader(fmt.Sprintf("target datalayout = %q\n", c.s))
		if cmd.Run() == nil {
			t.Errorf("LLVM 19 accepts %q, which ParseDataLayout rejects", c.s)
		}
	}
}

func TestDataLayoutScalarTypes(t *testing.T) {
	x86 := mustDL(t, x86_64Clang14)
	x86new := mustDL(t, x86_64Clang19)
	a64 := mustDL(t, aarch64Clang)
	i386 := mustDL(t, i386Clang14)
	def := mustDL(t, "")
	i := func(n uint64) types.Type { return &types.IntType{BitSize: n} }
	vec := func(n uint64, e types.Type) types.Type { return types.NewVector(n, e) }
	for _, c := range []struct {
		dl                            *DataLayout
		t                             types.Type
		bits, store, alloc, abi, pref uint64
	}{
		{x86, types.I1, 1, 1, 1, 1, 1},
		{x86, i(24), 24, 3, 4, 4, 4},
		{x86, i(33), 33, 5, 8, 8, 8},
		{x86, i(7), 7, 1, 1, 1, 1},
		{x86, types.I128, 128, 16, 16, 8, 8},
		{x86new, types.I128, 128, 16, 16, 16, 16},
		{x86new, i(256), 256, 32, 32, 16, 16},
		{i386, types.I64, 64, 8, 8, 4, 8},
		{i386, types.Double, 64, 8, 8, 4, 8},
		{i386, types.X86_FP80, 80, 10, 12, 4, 4},
		{x86, types.X86_FP80, 80, 10, 16, 16, 16},
		{a64, types.FP128, 128, 16, 16, 16, 16},
		{a64, types.I8, 8, 1, 1, 1, 4},
		{a64, types.I16, 16, 2, 2, 2, 4},
		{a64, i(12), 12, 2, 2, 2, 4},
		{def, types.Half, 16, 2, 2, 2, 2},
		{def, types.PPC_FP128, 128, 16, 16, 16, 16},
		{def, types.MMX, 64, 8, 8, 8, 8},
		{def, vec(3, types.I1), 3, 1, 1, 1, 1},
		{def, vec(9, types.I1), 9, 2, 2, 2, 2},
		{def, vec(3, types.Float), 96, 12, 16, 16, 16},
		{def, vec(5, types.I8), 40, 5, 8, 8, 8},
		{def, vec(1, types.I64), 64, 8, 8, 8, 8},
		{def, vec(2, types.I128), 256, 32, 32, 32, 32},
		{def, &types.VectorType{Scalable: true, Len: 4, ElemType: types.I32}, 128, 16, 16, 16, 16},
		{def, types.NewArray(3, i(24)), 96, 12, 12, 4, 4},
		{def, types.NewArray(0, types.Double), 0, 0, 0, 8, 8},
		{def, &types.PointerType{ElemType: types.I8, AddrSpace: 3}, 64, 8, 8, 8, 8},
		{x86, &types.PointerType{ElemType: types.I8, AddrSpace: 270}, 32, 4, 4, 4, 4},
		{x86, &types.PointerType{ElemType: types.I8, AddrSpace: 272}, 64, 8, 8, 8, 8},
		{def, types.NewStruct(), 0, 0, 0, 1, 8},
		{def, &types.StructType{Packed: true, Fields: []types.Type{types.I8, types.I32}}, 40, 5, 5, 1, 8},
	} {
		got := [5]uint64{c.dl.TypeSizeInBits(c.t), c.dl.TypeStoreSize(c.t), c.dl.TypeAllocSize(c.t), c.dl.ABITypeAlign(c.t), c.dl.PrefTypeAlign(c.t)}
		want := [5]uint64{c.bits, c.store, c.alloc, c.abi, c.pref}
		if got != want {
			t.Errorf("%q: %v: bits/store/alloc/abi/pref = %v, want %v", c.dl, c.t, got, want)
		}
		if !c.dl.IsSized(c.t) {
			t.Errorf("%v: not sized", c.t)
		}
		if c.dl.TypeStoreSizeInBits(c.t) != 8*c.store || c.dl.TypeAllocSizeInBits(c.t) != 8*c.alloc {
			t.Errorf("%v: InBits variants disagree", c.t)
		}
	}
}

func TestDataLayoutUnsizedTypes(t *testing.T) {
	dl := mustDL(t, x86_64Clang14)
	opaque := &types.StructType{TypeName: "opq", Opaque: true}
	self := &types.StructType{TypeName: "self"}
	self.Fields = []types.Type{types.I32, self} // malformed: contains itself
	ma := &types.StructType{TypeName: "ma"}
	mb := &types.StructType{TypeName: "mb", Fields: []types.Type{types.I8, ma}}
	ma.Fields = []types.Type{mb}
	unsized := []types.Type{
		nil,
		types.Void,
		types.Metadata,
		types.Token,
		types.NewFunc(types.Void, types.I32),
		opaque,
		self,
		ma,
		mb,
		types.NewStruct(types.I8, opaque),
		types.NewArray(4, types.Void),
		types.NewVector(2, types.Metadata),
		&types.FloatType{Kind: 200},
		(*types.IntType)(nil),
		(*types.StructType)(nil),
		(*types.ArrayType)(nil),
		(*types.PointerType)(nil),
		(*types.VectorType)(nil),
		(*types.FloatType)(nil),
		(*types.MMXType)(nil),
	}
	for _, typ := range unsized {
		name := fmt.Sprint(typ)
		if dl.IsSized(typ) {
			t.Errorf("%s: IsSized", name)
		}
		got := [4]uint64{dl.TypeSizeInBits(typ), dl.TypeAllocSize(typ), dl.ABITypeAlign(typ), dl.PrefTypeAlign(typ)}
		if got != [4]uint64{0, 0, 1, 1} {
			t.Errorf("%s: bits/alloc/abi/pref = %v, want [0 0 1 1]", name, got)
		}
		if off, err := dl.IndexedOffset(typ, []int64{1}); err == nil {
			t.Errorf("%s: IndexedOffset = %d, want error", name, off)
		}
		if st, ok := typ.(*types.StructType); ok {
			l := dl.StructLayout(st)
			if l == nil || l.IsSized() || l.Offsets != nil || l.Size != 0 || l.Alignment != 1 || l.ElementContainingOffset(0) != -1 {
				t.Errorf("%s: StructLayout = %+v, want an unsized layout", name, l)
			}
		}
	}
	// Labels are unsized but have a pointer's size, as in LLVM.
	if dl.IsSized(types.Label) || dl.TypeAllocSize(types.Label) != 8 || dl.ABITypeAlign(types.Label) != 8 {
		t.Errorf("label: sized %v alloc %d align %d", dl.IsSized(types.Label), dl.TypeAllocSize(types.Label), dl.ABITypeAlign(types.Label))
	}
	// A named struct referring to itself through a pointer is fine.
	list := &types.StructType{TypeName: "list"}
	list.Fields = []types.Type{types.I32, types.NewPointer(list)}
	if l := dl.StructLayout(list); !l.IsSized() || l.Size != 16 || fmt.Sprint(l.Offsets) != "[0 8]" {
		t.Errorf("list: %+v", l)
	}
}

func TestStructLayout(t *testing.T) {
	dl := mustDL(t, x86_64Clang14)
	st := types.NewStruct(types.I8, types.I32, types.NewArray(0, types.I64), types.I16, types.I8)
	l := dl.StructLayout(st)
	if fmt.Sprint(l.Offsets) != "[0 4 8 8 10]" || l.Size != 16 || l.Alignment != 8 || !l.IsPadded || l.SizeInBits() != 128 {
		t.Fatalf("layout %+v", l)
	}
	if dl.StructLayout(st) != l {
		t.Error("layout not cached")
	}
	for off, want := range map[uint64]int{0: 0, 1: 0, 3: 0, 4: 1, 7: 1, 8: 3, 9: 3, 10: 4, 15: 4, 16: -1, 1 << 40: -1} {
		if got := l.ElementContainingOffset(off); got != want {
			t.Errorf("ElementContainingOffset(%d) = %d, want %d", off, got, want)
		}
	}
	// LLVM's own example: in { i32, [0 x i32], i32 } offset 4 is in element 2.
	l = dl.StructLayout(types.NewStruct(types.I32, types.NewArray(0, types.I32), types.I32))
	if got := l.ElementContainingOffset(4); got != 2 {
		t.Errorf("ElementContainingOffset(4) = %d, want 2", got)
	}
	if l := dl.StructLayout(types.NewStruct(types.I32, types.I32)); l.IsPadded {
		t.Error("{i32, i32} padded")
	}
	// An aggregate specification raises the alignment but not the layout.
	a := mustDL(t, "a:32")
	small := types.NewStruct(types.I8)
	if l := a.StructLayout(small); l.Size != 1 || l.Alignment != 1 || a.TypeAllocSize(small) != 4 || a.ABITypeAlign(small) != 4 {
		t.Errorf("a:32: layout %+v alloc %d", l, a.TypeAllocSize(small))
	}
}

func TestIndexedOffset(t *testing.T) {
	dl := mustDL(t, x86_64Clang14)
	inner := types.NewStruct(types.I8, types.NewArray(3, types.I32)) // size 16
	outer := &types.StructType{TypeName: "outer", Fields: []types.Type{types.I64, types.NewArray(2, inner), types.NewVector(4, types.I16)}}
	// outer: i64 @0, [2 x inner] @8 (32 bytes), <4 x i16> @40, size 48.
	for _, c := range []struct {
		idx  []int64
		want int64
	}{
		{nil, 0},
		{[]int64{0}, 0},
		{[]int64{2}, 96},
		{[]int64{-1}, -48},
		{[]int64{0, 1}, 8},
		{[]int64{1, 1, 1}, 48 + 8 + 16},
		{[]int64{0, 1, 1, 1, 2}, 8 + 16 + 4 + 8},
		{[]int64{0, 1, -1, 1, -1}, 8 - 16 + 4 - 4},
		{[]int64{0, 2, 3}, 40 + 6},
	} {
		got, err := dl.IndexedOffset(outer, c.idx)
		if err != nil || got != c.want {
			t.Errorf("IndexedOffset(%v) = %d, %v; want %d", c.idx, got, err, c.want)
		}
	}
	for _, c := range []struct {
		t   types.Type
		idx []int64
		msg string
	}{
		{outer, []int64{0, 3}, "out of range"},
		{outer, []int64{0, -1}, "out of range"},
		{outer, []int64{0, 0, 0}, "non-aggregate"},
		{types.I32, []int64{0, 0}, "non-aggregate"},
		{outer, []int64{1 << 62}, "overflows"},
		{outer, []int64{-1 << 63}, "overflows"},
		{types.NewArray(1<<62, types.I64), []int64{0, 1 << 62}, "overflows"},
		{types.NewArray(1<<57, types.I64), []int64{8}, "overflows"},
		{types.Void, []int64{0}, "unsized"},
	} {
		if got, err := dl.IndexedOffset(c.t, c.idx); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("IndexedOffset(%v, %v) = %d, %v; want error saying %q", c.t, c.idx, got, err, c.msg)
		}
	}
}

// TestStructLayoutConcurrent lays out the fixtures' structs from many
// goroutines at once: every caller must get the same cached layout.
func TestStructLayoutConcurrent(t *testing.T) {
	f := loadLayoutFixture(t, "testdata/layout/structs-clang14-x86_64.ll", false)
	var structs []*types.StructType
	for _, typ := range layoutSubjects(f.mod) {
		if st, ok := typ.(*types.StructType); ok {
			structs = append(structs, st)
		}
	}
	dl := mustDL(t, f.mod.Module.DataLayout)
	const n = 8
	got := make([]map[*types.StructType]*StructLayout, n)
	var wg sync.WaitGroup
	for g := 0; g < n; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			got[g] = map[*types.StructType]*StructLayout{}
			for k := range structs {
				st := structs[(k+g*7)%len(structs)] // each starts elsewhere
				_ = dl.TypeAllocSize(st)
				got[g][st] = dl.StructLayout(st)
			}
		}(g)
	}
	wg.Wait()
	for _, st := range structs {
		l := dl.StructLayout(st)
		for g := 0; g < n; g++ {
			if got[g][st] != l {
				t.Fatalf("goroutine %d got a different layout of %v", g, st)
			}
		}
	}
}

func TestModuleDataLayout(t *testing.T) {
	m, err := Parse("none.ll", []byte("define void @f() {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if dl := m.DataLayout(); dl == nil || dl.String() != "" || dl.PointerSize(0) != 8 {
		t.Errorf("module without datalayout: %v", dl)
	}
	m, err = Parse("x.ll", []byte("target datalayout = \""+i386Clang14+"\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if m.DataLayout().PointerSize(0) != 4 || m.DataLayout() != m.DataLayout() {
		t.Error("i386 module: wrong or uncached DataLayout")
	}

	_, err = Parse("bad.ll", []byte("; comment\ntarget datalayout = \"e-p:64:24\"\n"))
	var e *Error
	if !errors.As(err, &e) || e.File != "bad.ll" || e.Line != 2 || e.Col != 21 || !strings.Contains(e.Msg, "invalid datalayout") {
		t.Errorf("Parse with an invalid datalayout: %#v", err)
	}
	if err != nil && !strings.HasPrefix(err.Error(), "bad.ll:2:21: invalid datalayout \"e-p:64:24\": \"p:64:24\":") {
		t.Errorf("message: %v", err)
	}

	lm := llir.NewModule()
	lm.SourceFilename = "mem.c"
	lm.DataLayout = "e-q"
	if _, err := FromLLIR(lm); err == nil || !strings.Contains(err.Error(), "mem.c") || !strings.Contains(err.Error(), "unknown specifier") {
		t.Errorf("FromLLIR with an invalid datalayout: %v", err)
	}
	lm.DataLayout = aarch64Clang
	m, err = FromLLIR(lm)
	if err != nil || m.DataLayout().String() != aarch64Clang {
		t.Errorf("FromLLIR: %v %v", m, err)
	}
	// A Module made without a constructor still has a layout.
	if dl := (&Module{Module: lm}).DataLayout(); dl.String() != aarch64Clang {
		t.Errorf("literal Module: %q", dl)
	}
	if dl := (&Module{}).DataLayout(); dl == nil || dl.PointerSize(0) != 8 {
		t.Error("empty Module: no default layout")
	}
}

// benchTypes returns the types of all fixtures with their layouts.
func benchTypes(b *testing.B) (dls []string, tys [][]types.Type) {
	for _, path := range layoutFixtures(b) {
		f := loadLayoutFixture(b, path, false)
		dls = append(dls, f.mod.Module.DataLayout)
		tys = append(tys, layoutSubjects(f.mod))
	}
	return dls, tys
}

// BenchmarkStructLayoutCold lays out every type of every fixture with a
// fresh DataLayout (empty cache) each time.
func BenchmarkStructLayoutCold(b *testing.B) {
	dls, tys := benchTypes(b)
	n := 0
	for _, ts := range tys {
		n += len(ts)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, s := range dls {
			dl, _ := ParseDataLayout(s)
			for _, t := range tys[k] {
				if st, ok := t.(*types.StructType); ok {
					_ = dl.StructLayout(st)
				}
				_ = dl.TypeAllocSize(t)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/type")
}

// BenchmarkTypeAllocSizeWarm queries sizes and alignments with the struct
// layouts cached, the common case in an analysis.
func BenchmarkTypeAllocSizeWarm(b *testing.B) {
	dls, tys := benchTypes(b)
	parsed := make([]*DataLayout, len(dls))
	n := 0
	for k, s := range dls {
		parsed[k], _ = ParseDataLayout(s)
		n += len(tys[k])
		for _, t := range tys[k] {
			_ = parsed[k].TypeAllocSize(t)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, dl := range parsed {
			for _, t := range tys[k] {
				_ = dl.TypeAllocSize(t) + dl.ABITypeAlign(t)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/type")
}
