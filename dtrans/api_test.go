package dtrans

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// TestWholeProgram checks the reasons a module is not a whole program.
func TestWholeProgram(t *testing.T) {
	cases := []struct {
		name, body string
		want       string // a substring of a reason; "" for a whole program
	}{
		{"whole", `define i32 @main() {
  %s = alloca %struct.S
  ret i32 0
}`, ""},
		{"nomain", `define internal void @f() {
  ret void
}`, "no definition of main"},
		{"external", `declare void @unknown(ptr)
define i32 @main() {
  %s = alloca %struct.S
  call void @unknown(ptr %s)
  ret i32 0
}`, "external @unknown sees %struct.S"},
		{"eh", `declare i32 @__gxx_personality_v0(...)
declare void @thrower()
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret i32 1
}`, "exception handling"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := analyzeText(t, c.name, "%struct.S = type { i32, i32 }\n"+c.body+"\n")
			reasons := strings.Join(in.WholeProgramReasons(), "\n")
			if c.want == "" {
				if !in.WholeProgram() {
					t.Errorf("not a whole program: %s", reasons)
				}
				if len(in.Candidates(FieldReorder)) != 1 {
					t.Errorf("candidates: %d", len(in.Candidates(FieldReorder)))
				}
				return
			}
			if in.WholeProgram() || !strings.Contains(reasons, c.want) {
				t.Errorf("reasons %q, want one containing %q", reasons, c.want)
			}
			if len(in.Candidates(FieldReorder)) != 0 {
				t.Errorf("candidates in a module that is not a whole program")
			}
		})
	}
}

// TestICmpFieldOrder checks the ICmp handling the seed leaves
// unimplemented: equality is safe, ordering two fields' addresses is not.
func TestICmpFieldOrder(t *testing.T) {
	for pred, want := range map[string]bool{"eq": false, "ult": true} {
		src := `%struct.S = type { i32, i32 }
define i32 @main() {
  %s = alloca %struct.S
  %a = getelementptr %struct.S, ptr %s, i64 0, i32 0
  %b = getelementptr %struct.S, ptr %s, i64 0, i32 1
  %c = icmp ` + pred + ` ptr %a, %b
  ret i32 0
}
`
		s := analyzeText(t, pred, src).Lookup("%struct.S")
		if s.Safety.Has(BadPtrManipulation) != want {
			t.Errorf("icmp %s: %s", pred, s.Safety)
		}
	}
}

// TestPropagation checks the propagation rule between nested types.
func TestPropagation(t *testing.T) {
	src := `%struct.In = type { i32, i32 }
%struct.Out = type { i64, %struct.In }
%struct.T = type { double }
define i32 @main() {
  %o = alloca %struct.Out
  %i = alloca %struct.In
  %g = getelementptr %struct.T, ptr %o, i64 0, i32 0
  %c = getelementptr i8, ptr %i, i64 1
  ret i32 0
}
`
	in := analyzeText(t, "prop", src)
	out, inner := in.Lookup("%struct.Out"), in.Lookup("%struct.In")
	// Out is used as T: BadCasting flows down to In.
	if !out.Safety.Has(BadCasting) || !inner.Safety.Has(BadCasting) {
		t.Errorf("BadCasting: Out %s, In %s", out.Safety, inner.Safety)
	}
	// A bad address computed from In may reach Out's other fields.
	if !inner.Safety.Has(BadPtrManipulation) || !out.Safety.Has(BadPtrManipulation) {
		t.Errorf("BadPtrManipulation: Out %s, In %s", out.Safety, inner.Safety)
	}
	if !inner.Safety.Has(NestedStruct) || !out.Safety.Has(ContainsNestedStruct) || out.Safety.Has(NestedStruct) {
		t.Errorf("nesting: Out %s, In %s", out.Safety, inner.Safety)
	}
}

// TestBadCastingNote checks that the BadCasting note of memory used as
// many types names a few and counts the rest, in every type's note, so
// that a class of generic code does not print hundreds of names per type.
func TestBadCastingNote(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 11; i++ {
		fmt.Fprintf(&src, "%%struct.S%02d = type { i32, [%d x i8] }\n", i, i+1)
	}
	src.WriteString("define void @f(ptr %p) {\n")
	for i := 0; i < 11; i++ {
		fmt.Fprintf(&src, "  %%g%d = getelementptr %%struct.S%02d, ptr %%p, i64 0, i32 1\n  store i8 0, ptr %%g%d\n", i, i, i)
	}
	src.WriteString("  ret void\n}\n")
	in := analyzeText(t, "many", src.String())
	want := "memory used as incompatible types [%struct.S00 %struct.S01 %struct.S02 %struct.S03 %struct.S04 %struct.S05 %struct.S06 %struct.S07] and 3 more"
	for i := 0; i < 11; i++ {
		ti := in.Lookup(fmt.Sprintf("%%struct.S%02d", i))
		found := false
		for _, n := range ti.Notes {
			found = found || strings.HasPrefix(n, "BadCasting: ") && strings.HasSuffix(n, want)
		}
		if !ti.Safety.Has(BadCasting) || !found {
			t.Errorf("%s: %s, notes %q; want BadCasting noted %q", ti.Name, ti.Safety, ti.Notes, want)
		}
	}
}

// TestLegalityTable checks the table's shape: every optimization is
// forbidden by every condition that makes accesses unknown, and the
// stricter ones by more.
func TestLegalityTable(t *testing.T) {
	for _, o := range Optimizations() {
		if !o.ForbiddenBy().Has(layoutUnsafe) {
			t.Errorf("%s allows an unsafe layout", o)
		}
		if p, ok := ParseOptimization(o.String()); !ok || p != o {
			t.Errorf("ParseOptimization(%q)", o)
		}
	}
	if FieldReorder.ForbiddenBy().Has(FieldAddressTaken) {
		t.Errorf("field reordering keeps field addresses valid")
	}
	if !AOSToSOA.ForbiddenBy().Has(GlobalInstance | FieldAddressTaken) {
		t.Errorf("aos-to-soa must forbid global instances and field addresses")
	}
}

// TestJSONShape checks the JSON report's keys, as print<dtrans> writes them.
func TestJSONShape(t *testing.T) {
	src := `%struct.S = type { i32, i8 }
@g = global %struct.S { i32 1, i8 2 }
define i32 @main() {
  %v = load i32, ptr @g
  ret i32 %v
}
`
	m, err := ir.Parse("shape.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	reg := pass.NewRegistry()
	if err := Register(reg); err != nil {
		t.Fatal(err)
	}
	if err := Register(reg); err == nil {
		t.Errorf("registering twice succeeded")
	}
	pm, err := pass.ParsePipeline(reg, "print<dtrans>")
	if err != nil {
		t.Fatal(err)
	}
	var buf strings.Builder
	out := pass.NewOutput(&buf, pass.FormatJSON)
	am := pass.NewAnalysisManager()
	am.SetOutput(out)
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		t.Fatal(err)
	}
	if err := out.Flush(); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		DTrans struct {
			WholeProgram bool `json:"whole_program"`
			Types        []struct {
				Name   string   `json:"name"`
				Size   int      `json:"size"`
				Safety []string `json:"safety"`
				Fields []struct {
					Index     int     `json:"index"`
					Type      string  `json:"type"`
					Offset    int     `json:"offset"`
					Reads     int     `json:"reads"`
					Writes    int     `json:"writes"`
					Frequency float64 `json:"frequency"`
				} `json:"fields"`
				Candidates map[string]bool     `json:"candidates"`
				Reasons    map[string][]string `json:"reasons"`
			} `json:"types"`
		} `json:"dtrans"`
	}
	if err := json.Unmarshal([]byte(buf.String()), &doc); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	d := doc.DTrans
	if !d.WholeProgram || len(d.Types) != 1 {
		t.Fatalf("report: %s", buf.String())
	}
	ty := d.Types[0]
	if ty.Name != "%struct.S" || ty.Size != 8 || len(ty.Fields) != 2 || ty.Fields[1].Offset != 4 || ty.Fields[0].Reads != 1 {
		t.Errorf("type: %+v", ty)
	}
	if strings.Join(ty.Safety, ",") != "GlobalInstance,HasInitializerList" {
		t.Errorf("safety %v", ty.Safety)
	}
	if ty.Candidates["field-reorder"] != true || ty.Candidates["aos-to-soa"] != false {
		t.Errorf("candidates %v", ty.Candidates)
	}
	if strings.Join(ty.Reasons["aos-to-soa"], ",") != "GlobalInstance,HasInitializerList" {
		t.Errorf("reasons %v", ty.Reasons)
	}
}

// TestFromLLIR analyses a module built in memory with llir, as a compiler
// embedding the library would. The module has no datalayout string, so
// LLVM's default applies (i64 is 4-byte aligned: the struct is 12 bytes).
func TestFromLLIR(t *testing.T) {
	lm := llir.NewModule()
	st := types.NewStruct(types.I32, types.I64)
	st.SetName("struct.P")
	lm.NewTypeDef("struct.P", st)
	f := lm.NewFunc("main", types.I32)
	b := f.NewBlock("entry")
	p := b.NewAlloca(st)
	g := b.NewGetElementPtr(st, p, constant.NewInt(types.I64, 0), constant.NewInt(types.I32, 1))
	b.NewStore(constant.NewInt(types.I64, 7), g)
	b.NewRet(constant.NewInt(types.I32, 0))
	m, err := ir.FromLLIR(lm)
	if err != nil {
		t.Fatal(err)
	}
	in, err := Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	ti := in.Lookup("%struct.P")
	if ti == nil || ti.Fields[1].Writes != 1 || ti.Size != 12 || ti.StackAllocations != 1 {
		t.Fatalf("got %+v", ti)
	}
	if in.TypeInfo(types.NewArray(4, st)) != ti {
		t.Errorf("TypeInfo of an array of the type")
	}
}

// TestNoPanicOnOddIR feeds the analysis IR it cannot understand: it must
// answer conservatively, not crash.
func TestNoPanicOnOddIR(t *testing.T) {
	src := `%struct.S = type { i32, i32 }
%struct.X = type opaque
@x = external global %struct.X
define i32 @main(i64 %n) {
entry:
  %s = alloca %struct.S
  %i = ptrtoint ptr %s to i64
  %j = add i64 %i, %n
  %p = inttoptr i64 %j to ptr
  %f = getelementptr %struct.S, ptr %p, i64 0, i32 1
  store i32 1, ptr %f
  %v = insertvalue %struct.S undef, i32 1, 0
  %w = extractvalue %struct.S %v, 1
  %q = getelementptr i8, ptr %s, i64 %n
  %r = load <2 x i64>, ptr %s
  %vp = insertelement <2 x ptr> undef, ptr %s, i32 0
  br label %loop
loop:
  %phi = phi ptr [ %s, %entry ], [ %phi, %loop ]
  br i1 false, label %loop, label %done
done:
  ret i32 %w
}
`
	in := analyzeText(t, "odd", src)
	s := in.Lookup("%struct.S")
	for _, c := range []SafetyData{BadCasting, BadPtrManipulation, WholeStructureReference, MismatchedElementAccess, UnhandledUse} {
		if !s.Safety.Has(c) {
			t.Errorf("%%struct.S lacks %s: %s; notes %q", c, s.Safety, s.Notes)
		}
	}
	if x := in.Lookup("%struct.X"); x == nil || !x.Safety.Has(UnhandledUse) {
		t.Errorf("opaque struct: %+v", x)
	}
}

// TestSystemObjects checks recognition by name and by debug-info path.
func TestSystemObjects(t *testing.T) {
	src := `%struct._IO_FILE = type { i32 }
%union.pthread_mutex_t = type { [5 x i64] }
%struct.mine = type { i32 }
%struct.tm.12 = type { i32 }
%struct.fromdi = type { i32 }
define i32 @main() {
  %a = alloca %struct._IO_FILE
  %b = alloca %union.pthread_mutex_t
  %c = alloca %struct.mine
  %d = alloca %struct.tm.12
  %e = alloca %struct.fromdi
  ret i32 0
}
!0 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/fromdi.h", directory: "/tmp")
!1 = !DICompositeType(tag: DW_TAG_structure_type, name: "fromdi", file: !0, line: 1, size: 32)
`
	in := analyzeText(t, "sys", src)
	for name, want := range map[string]bool{"%struct._IO_FILE": true, "%union.pthread_mutex_t": true,
		"%struct.mine": false, "%struct.tm.12": true, "%struct.fromdi": true} {
		ti := in.Lookup(name)
		if ti == nil {
			t.Errorf("%s not found", name)
			continue
		}
		if ti.Safety.Has(SystemObject) != want {
			t.Errorf("%s: SystemObject = %v, want %v", name, !want, want)
		}
	}
}

// TestTBAAEvidence checks that struct-path TBAA tags give a byte-offset
// access its structure when no instruction names the type (clang 19 at
// -O2), and that scalar tags give nothing.
func TestTBAAEvidence(t *testing.T) {
	src := `%struct.V = type { i32, i32 }
define internal i32 @f(ptr %v) {
  %w = getelementptr inbounds i8, ptr %v, i64 4
  %x = load i32, ptr %w, !tbaa !3
  %y = load i32, ptr %v, !tbaa !5
  ret i32 %x
}
define i32 @main() {
  %s = alloca i64
  %r = call i32 @f(ptr %s)
  ret i32 %r
}
!0 = !{!"int", !1, i64 0}
!1 = !{!"omnipotent char", !2, i64 0}
!2 = !{!"Simple C/C++ TBAA"}
!4 = !{!"V", !0, i64 0, !0, i64 4}
!3 = !{!4, !0, i64 4}
!5 = !{!0, !0, i64 0}
`
	v := analyzeText(t, "tbaa", src).Lookup("%struct.V")
	if v == nil || v.Fields[1].Reads != 1 {
		t.Fatalf("%%struct.V: %+v", v)
	}
	if v.Fields[0].Reads != 1 {
		t.Errorf("offset-0 read through a pointer known to be a V: %d", v.Fields[0].Reads)
	}
}

// TestTBAAReconstruction checks that a structure clang 19 dropped at -O2
// is rebuilt from its TBAA type node, with its fields counted.
func TestTBAAReconstruction(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
define i32 @main() {
  %n = call ptr @malloc(i64 16)
  store i32 1, ptr %n, !tbaa !5
  %next = getelementptr inbounds i8, ptr %n, i64 8
  store ptr null, ptr %next, !tbaa !8
  %v = load i32, ptr %n, !tbaa !5
  ret i32 %v
}
declare ptr @malloc(i64)
!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"any pointer", !1, i64 0}
!4 = !{!"node", !2, i64 0, !3, i64 8}
!5 = !{!4, !2, i64 0}
!8 = !{!4, !3, i64 8}
`
	in := analyzeText(t, "rebuild", src)
	n := in.Lookup("%struct.node")
	if n == nil || !n.Reconstructed {
		t.Fatalf("%%struct.node not rebuilt: %+v", n)
	}
	if n.Size != 16 || n.Fields[0].Reads != 1 || n.Fields[0].Writes != 1 || n.Fields[1].Writes != 1 || n.HeapAllocations != 1 {
		t.Errorf("%%struct.node: size %d fields %+v heap %d", n.Size, n.Fields, n.HeapAllocations)
	}
	if n.Fields[1].TypeName != "ptr" {
		t.Errorf("field 1 type %s", n.Fields[1].TypeName)
	}
}

// TestDebugInfoEvidence checks that a parameter's C type from debug
// information types it under opaque pointers: passing a %struct.S to a
// function that only hands its `struct S *` to memset is not AddressTaken
// (without it the callers, which pass an S and an i64, would not agree and
// the parameter would stay untyped).
func TestDebugInfoEvidence(t *testing.T) {
	body := `%struct.S = type { i32, i32 }
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define internal void @clear(ptr %p) !dbg !10 {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  ret void
}
define i32 @main() {
  %s = alloca %struct.S
  call void @clear(ptr %s)
  %t = alloca i64
  call void @clear(ptr %t)
  ret i32 0
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "s.c", directory: "/tmp")
!2 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 64, elements: !3)
!3 = !{}
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2, size: 64)
!5 = !{null, !4}
!6 = !DISubroutineType(types: !5)
!10 = distinct !DISubprogram(name: "clear", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!20 = !{i32 2, !"Debug Info Version", i32 3}
`
	in := analyzeText(t, "di", body)
	s := in.Lookup("%struct.S")
	if s.Safety.Has(AddressTaken) {
		t.Errorf("%%struct.S: %s; notes %q", s.Safety, s.Notes)
	}
	var clear *llir.Func
	for _, f := range in.Module().Funcs {
		if f.Name() == "clear" {
			clear = f
		}
	}
	if d := in.PointerInfo(clear.Params[0]).DominantType(); d == nil || d.TypeName != "struct.S" {
		t.Errorf("parameter of @clear: dominant type %v", d)
	}
}

// TestConcurrentQueries asks the pointer analyzer from several goroutines
// (run with -race): an Info is safe for concurrent use.
func TestConcurrentQueries(t *testing.T) {
	in := analyzeFile(t, "testdata/counts.clang19.O0.ll")
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			for _, f := range in.Module().Funcs {
				for _, b := range f.Blocks {
					for _, inst := range b.Insts {
						if gep, ok := inst.(*llir.InstGetElementPtr); ok {
							in.PointerInfo(gep).ElementPointees()
						}
					}
				}
			}
			_ = in.Candidates(FieldReorder)
			done <- true
		}()
	}
	for g := 0; g < 4; g++ {
		<-done
	}
}

// TestPartialTypes checks the structures clang 19 -O2 drops and the
// analysis rebuilds from TBAA (testdata/partial.c): an array at the end is
// one "omnipotent char" member in TBAA (Buf's char s[64]), so the rebuilt
// type is 12 bytes of 72 and says that its size is a lower bound, in its
// notes and in the text and JSON reports, where a type ending in another
// scalar (Exact) has its C size and is not partial; an array before
// another member (Mid's short tab[6], also "omnipotent char") leaves a
// gap the rebuilt layout does not reproduce, and Mid is not reported
// rather than reported with wrong offsets. Typed IR and clang 19 -O0 define both
// types: exact.
func TestPartialTypes(t *testing.T) {
	for _, f := range []string{"clang14.O2", "clang19.O0", "clang19.O2"} {
		in := analyzeFile(t, "testdata/partial."+f+".ll")
		rebuilt := f == "clang19.O2"
		mid, buf := in.Lookup("%struct.Mid"), in.Lookup("%struct.Buf")
		// Mid's short tab[6] before its other members leaves a gap
		// in its TBAA type node, which clang 19 -O2's rebuild fills
		// with the bytes it does not describe (gapLayout): the
		// members keep their offsets.
		if buf == nil || mid == nil || mid.Reconstructed != rebuilt {
			t.Fatalf("%s: Mid %v, Buf %v", f, mid, buf)
		}
		if buf.Reconstructed != rebuilt || buf.Partial != rebuilt {
			t.Errorf("%s: Buf rebuilt %v partial %v", f, buf.Reconstructed, buf.Partial)
		}
		if mid != nil {
			var offs []uint64
			for _, fi := range mid.Fields {
				offs = append(offs, fi.Offset)
			}
			if mid.Partial || mid.Size != 32 || fmt.Sprint(offs) != "[0 4 16 24]" {
				t.Errorf("%s: Mid partial %v size %d offsets %v, want 32 [0 4 16 24]", f, mid.Partial, mid.Size, offs)
			}
		}
		// Exact ends in a long, not in what could be an array: its
		// rebuilt size is its C size.
		if ex := in.Lookup("%struct.Exact"); ex == nil || ex.Reconstructed != rebuilt || ex.Partial || ex.Size != 16 {
			t.Errorf("%s: Exact %+v, want size 16, not partial", f, ex)
		}
		if wantSize := map[bool]uint64{false: 72, true: 12}[rebuilt]; buf.Size != wantSize {
			t.Errorf("%s: Buf size %d, want %d", f, buf.Size, wantSize)
		}
		// realloc(sb, 2*m + 8) is no proven number of Bufs in any
		// module; the note says when the size it was checked against
		// is a lower bound.
		var note string
		for _, n := range buf.Notes {
			if strings.Contains(n, "allocation size") {
				note = n
			}
		}
		if !buf.Safety.Has(BadCasting) || strings.Contains(note, "lower bound") != rebuilt {
			t.Errorf("%s: Buf %s, allocation note %q", f, buf.Safety, note)
		}
		var text bytes.Buffer
		if err := in.WriteText(&text); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(text.String(), "Size: at least 12 (partial"); got != rebuilt {
			t.Errorf("%s: text report says partial %v:\n%s", f, got, text.String())
		}
		js, err := json.Marshal(in.JSONReport())
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Types []struct {
				Name    string `json:"name"`
				Size    uint64 `json:"size"`
				Partial bool   `json:"partial"`
			} `json:"types"`
		}
		if err := json.Unmarshal(js, &doc); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, ty := range doc.Types {
			if ty.Name == "%struct.Buf" {
				found = true
				if ty.Partial != rebuilt || ty.Size != buf.Size {
					t.Errorf("%s: JSON Buf partial %v size %d", f, ty.Partial, ty.Size)
				}
			}
		}
		if !found {
			t.Errorf("%s: JSON report lacks Buf", f)
		}
	}
}

// TestUnknownContainer checks structures nested in one that clang 19 -O2
// drops. Where TBAA cannot rebuild it (testdata/packedouter.c: no natural
// layout puts the packed Out's int at offset 1), In is NestedStruct and,
// as what happens to its container's bytes is unknown, UnhandledUse, with
// a note naming the container, and no candidate; the container is listed
// as not analysed, in the API and both reports. Where TBAA leaves gaps
// (testdata/unknownouter.c: Out's array member precedes In; Wrap, without
// a tag, has no name in TBAA; Tree's array of Cell is no structure in
// TBAA, but clang 19 indexes it at a byte offset from the tree), the
// container is rebuilt with the bytes TBAA does not describe (gapLayout):
// it is UnhandledUse, which reaches In, In2 and Cell, nested in it, so
// they are no candidates either. Where the module defines the containers
// (clang 14, clang 19 -O0), they are nested in known, clean containers
// and may be reordered.
func TestUnknownContainer(t *testing.T) {
	for _, c := range []struct{ fix, f, inner, outer, note string }{
		{"packedouter", "clang14.O2", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"packedouter", "clang19.O0", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"packedouter", "clang19.O2", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"unknownouter", "clang14.O2", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"unknownouter", "clang19.O0", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"unknownouter", "clang19.O2", "%struct.In", "%struct.Out", `nested in "Out"`},
		{"unknownouter", "clang14.O2", "%struct.In2", "%struct.Wrap", "nested in a structure without a tag"},
		{"unknownouter", "clang19.O0", "%struct.In2", "%struct.Wrap", "nested in a structure without a tag"},
		{"unknownouter", "clang19.O2", "%struct.In2", "", "nested in a structure without a tag"},
		{"unknownouter", "clang14.O2", "%struct.Cell", "%struct.Tree", "byte offset 12 inside an object of unknown type"},
		{"unknownouter", "clang19.O0", "%struct.Cell", "%struct.Tree", "byte offset 12 inside an object of unknown type"},
		{"unknownouter", "clang19.O2", "%struct.Cell", "%struct.Tree", "byte offset 12 inside an object of unknown type"},
	} {
		f := c.fix + " " + c.f + " " + c.inner
		in := analyzeFile(t, "testdata/"+c.fix+"."+c.f+".ll")
		o2 := c.f == "clang19.O2"
		unknown := o2 && c.fix == "packedouter"
		// The named container is reported as not analysed, its
		// members TBAA's, with the tagged accesses of the scalar ones
		// (Out's c, n and tail are accessed as clang 14's module
		// counts its fields; Out's In counts on In).
		want := ""
		if unknown {
			want = "%struct.Out[0 omnipotent char 1/1, 1 int 0/1, 5 %struct.In 0/0, 13 int 0/1] "
		}
		var got strings.Builder
		for _, u := range in.Unanalysed() {
			var ms []string
			for _, m := range u.Members {
				ms = append(ms, fmt.Sprintf("%d %s %d/%d", m.Offset, m.Type, m.Reads, m.Writes))
			}
			fmt.Fprintf(&got, "%s[%s] ", u.Name, strings.Join(ms, ", "))
		}
		if got.String() != want {
			t.Errorf("%s: Unanalysed %q, want %q", f, got.String(), want)
		}
		var text, js strings.Builder
		if err := in.WriteText(&text); err != nil {
			t.Fatal(err)
		}
		if err := json.NewEncoder(&js).Encode(in.JSONReport()); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(text.String(), "Not analysed") != unknown ||
			strings.Contains(text.String(), "    %struct.Out: 4 members known from TBAA, tagged accesses: reads 1 writes 3\n      offset 0: omnipotent char reads 1 writes 1\n      offset 1: int reads 0 writes 1\n") != unknown ||
			strings.Contains(js.String(), `"unanalysed":[{"name":"%struct.Out","members":[{"offset":0,"type":"omnipotent char","reads":1,"writes":1},{"offset":1,"type":"int","reads":0,"writes":1},{"offset":5,"type":"%struct.In","reads":0,"writes":0},{"offset":13,"type":"int","reads":0,"writes":1}]}]`) != unknown {
			t.Errorf("%s: the reports do not list the unanalysed structures as they should (%v)", f, unknown)
		}
		inner := in.Lookup(c.inner)
		var outer *TypeInfo
		if c.outer != "" {
			outer = in.Lookup(c.outer)
		}
		if inner == nil || (outer == nil) != (unknown || c.outer == "") {
			t.Fatalf("%s: %v, container %v", f, inner, outer)
		}
		if !inner.Safety.Has(NestedStruct) {
			t.Errorf("%s: not NestedStruct: %s", f, inner.Safety)
		}
		if inner.Safety.Has(UnhandledUse) != o2 {
			t.Errorf("%s: UnhandledUse %v, want %v: %q", f, inner.Safety.Has(UnhandledUse), o2, inner.Notes)
		}
		if legal := inner.Safety&FieldReorder.ForbiddenBy() == 0; legal == o2 {
			t.Errorf("%s: field-reorder candidate %v, want %v", f, legal, !o2)
		}
		noted := false
		for _, n := range inner.Notes {
			noted = noted || strings.Contains(n, c.note)
		}
		if noted != unknown {
			t.Errorf("%s: note on the unknown container %v, want %v: %q", f, noted, unknown, inner.Notes)
		}
		// A container rebuilt with gaps is no candidate, and says why.
		if o2 && outer != nil {
			noted := false
			for _, n := range outer.Notes {
				noted = noted || strings.Contains(n, "rebuilt from TBAA, which does not describe")
			}
			if !outer.Reconstructed || !outer.Safety.Has(UnhandledUse) || !noted {
				t.Errorf("%s: container %s %s, notes %q; want rebuilt, UnhandledUse", f, outer.Name, outer.Safety, outer.Notes)
			}
		}
	}
}
