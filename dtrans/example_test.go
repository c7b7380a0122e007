package dtrans_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
)

const exampleIR = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.node = type { i32, i64, ptr }
%struct.pair = type { i32, i32 }
@head = global ptr null
declare ptr @malloc(i64)
define internal void @sink(ptr %p) {
  ret void
}
define i32 @main() {
entry:
  %n = call ptr @malloc(i64 24)
  %v = getelementptr %struct.node, ptr %n, i64 0, i32 0
  store i32 1, ptr %v
  %next = getelementptr inbounds i8, ptr %n, i64 16
  store ptr null, ptr %next
  store ptr %n, ptr @head
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = load i32, ptr %v
  %i1 = add i32 %i, %x
  %c = icmp slt i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %p = alloca %struct.pair
  call void @sink(ptr %p)
  ret i32 %i1
}
`

// Analyze runs the analysis directly and prints what it found about each
// type.
func ExampleAnalyze() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	info, err := dtrans.Analyze(context.Background(), m)
	if err != nil {
		log.Fatal(err)
	}
	for _, ti := range info.Types() {
		fmt.Printf("%s (%d bytes): %s\n", ti.Name, ti.Size, ti.Safety)
		for _, f := range ti.Fields {
			fmt.Printf("  field %d %s @%d: reads %d writes %d frequency %g\n", f.Index, f.TypeName, f.Offset, f.Reads, f.Writes, f.Frequency)
		}
	}
	fmt.Println("whole program:", info.WholeProgram())
	fmt.Println("field-reorder candidates:")
	for _, ti := range info.Candidates(dtrans.FieldReorder) {
		fmt.Println(" ", ti.Name)
	}
	// Output:
	// %struct.node (24 bytes): GlobalPtr
	//   field 0 i32 @0: reads 1 writes 1 frequency 11
	//   field 1 i64 @8: reads 0 writes 0 frequency 0
	//   field 2 ptr @16: reads 0 writes 1 frequency 1
	// %struct.pair (8 bytes): No issues found
	//   field 0 i32 @0: reads 0 writes 0 frequency 0
	//   field 1 i32 @4: reads 0 writes 0 frequency 0
	// whole program: true
	// field-reorder candidates:
	//   %struct.node
	//   %struct.pair
}

// deadFields is an analysis of a user's own that builds on DTrans: for
// each type legal for dead-field deletion, the fields never read.
var deadFields = &pass.Analysis[map[string][]int]{
	Name: "dead-fields",
	Doc:  "fields never read, in types legal for dead-field deletion",
	Run: func(ctx context.Context, am *pass.AnalysisManager, m *ir.Module) (map[string][]int, error) {
		info, err := pass.GetResult(am, dtrans.Analysis, m)
		if err != nil {
			return nil, err
		}
		out := make(map[string][]int)
		for _, ti := range info.Candidates(dtrans.DeadFieldDeletion) {
			for _, f := range ti.Fields {
				if f.Reads == 0 {
					out[ti.Name] = append(out[ti.Name], f.Index)
				}
			}
		}
		return out, nil
	},
}

// An analysis of another package uses the dtrans Info through the
// analysis manager, which computes it once and caches it.
func Example_fromAnotherPass() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	am := pass.NewAnalysisManager()
	dead, err := pass.GetResult(am, deadFields, m)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(dead["%struct.node"])
	// Output:
	// [1 2]
}

// Register makes print<dtrans> available in pipelines.
func ExampleRegister() {
	reg := pass.NewRegistry()
	if err := dtrans.Register(reg); err != nil {
		log.Fatal(err)
	}
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	pm, err := pass.ParsePipeline(reg, "print<dtrans>")
	if err != nil {
		log.Fatal(err)
	}
	am := pass.NewAnalysisManager()
	var buf strings.Builder
	am.SetOutput(pass.NewOutput(&buf, pass.FormatText))
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		log.Fatal(err)
	}
	lines := strings.Split(buf.String(), "\n")
	fmt.Println(strings.Join(lines[:8], "\n"))
	// Output:
	// DTRANS Analysis for module example.ll
	//   Whole program: yes
	//   Opaque pointers: yes (llvm-link may have merged structure types identical once pointers are `ptr`)
	//
	// DTRANS_StructInfo:
	//   LLVMType: %struct.node
	//   Size: 24
	//   Safety data: GlobalPtr
}

// Unanalysed lists the structures only the TBAA metadata knows: clang 19
// at -O2 drops the type of a structure its code reaches through byte
// offsets, and this one's TBAA type node (a packed structure: a char,
// then an int at offset 1) gives no layout to rebuild it from, since no
// natural layout puts an int at offset 1 (a char array before a member
// leaves a gap that the analysis rebuilds as bytes it does not describe).
// The analysis reports what the tags say of its members.
func ExampleInfo_Unanalysed() {
	const src = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
declare ptr @malloc(i64)
define i32 @main() {
  %p = call ptr @malloc(i64 5)
  %n = getelementptr inbounds i8, ptr %p, i64 1
  store i32 7, ptr %n, align 1, !tbaa !4
  %x = load i32, ptr %n, align 1, !tbaa !4
  ret i32 %x
}
!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"buffer", !1, i64 0, !2, i64 1}
!4 = !{!3, !2, i64 1}
`
	m, err := ir.Parse("buffer.ll", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	info, err := dtrans.Analyze(context.Background(), m)
	if err != nil {
		log.Fatal(err)
	}
	for _, u := range info.Unanalysed() {
		fmt.Println(u.Name)
		for _, mb := range u.Members {
			fmt.Printf("  @%d %s: reads %d writes %d\n", mb.Offset, mb.Type, mb.Reads, mb.Writes)
		}
	}
	// Output:
	// %struct.buffer
	//   @0 omnipotent char: reads 0 writes 0
	//   @1 int: reads 1 writes 1
}
