package aos_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
)

// exampleIR is clang 19 style (opaque pointers): an allocation wrapper
// @make used for an array of 100 structs (stored in a global pointer and
// indexed in another function) and for a linked-list node, and a 2-D stack
// array. The heap array is reported at the wrapper's malloc; its count, 100,
// comes from the wrapper's call that allocates the array (each call of a
// wrapper is typed by its own uses and size). Its one access is get's,
// through the global: the node's field access in init uses another call of
// the wrapper, as another struct type, and is not the array's.
const exampleIR = `
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }
%struct.pt = type { i32, i32 }

@table = global ptr null

define ptr @make(i64 %n) {
  %call = call ptr @malloc(i64 %n)
  ret ptr %call
}

define void @init() {
  %p = call ptr @make(i64 800)
  store ptr %p, ptr @table
  %list = call ptr @make(i64 16)
  %next = getelementptr inbounds %struct.node, ptr %list, i32 0, i32 1
  store ptr null, ptr %next
  ret void
}

define i32 @get(i64 %i) {
  %t = load ptr, ptr @table
  %e = getelementptr inbounds %struct.pt, ptr %t, i64 %i, i32 1
  %v = load i32, ptr %e
  %grid = alloca [4 x [4 x %struct.pt]]
  %g = getelementptr inbounds [4 x [4 x %struct.pt]], ptr %grid, i64 0, i64 %i, i64 %i
  store i32 %v, ptr %g
  ret i32 %v
}

declare ptr @malloc(i64)
`

// Analyze lists the arrays of structs of a module.
func ExampleAnalyze() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	res, err := aos.Analyze(context.Background(), m)
	if err != nil {
		log.Fatal(err)
	}
	for _, a := range res.Arrays {
		fmt.Println(a)
		for _, acc := range a.Accesses {
			fmt.Println("  access in", acc.Func.Name())
		}
	}
	// Output:
	// stack %struct.pt in get site %grid count 16 accesses 1
	//   access in get
	// heap %struct.pt in make site %call count 100 accesses 1
	//   access in get
}

// Register makes print<aos> available in pipelines; the JSON report is
// keyed "aos".
func ExampleRegister() {
	reg := pass.NewRegistry()
	if err := aos.Register(reg); err != nil {
		log.Fatal(err)
	}
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	pm, err := pass.ParsePipeline(reg, "print<aos>")
	if err != nil {
		log.Fatal(err)
	}
	am := pass.NewAnalysisManager()
	var buf strings.Builder
	out := pass.NewOutput(&buf, pass.FormatJSON)
	am.SetOutput(out)
	if _, err := pm.Run(context.Background(), m, am); err != nil {
		log.Fatal(err)
	}
	if err := out.Flush(); err != nil {
		log.Fatal(err)
	}
	fmt.Print(buf.String())
	// Output:
	// {
	//   "aos": {
	//     "arrays": [
	//       {
	//         "kind": "stack",
	//         "struct": "%struct.pt",
	//         "function": "get",
	//         "global": "",
	//         "site": "%grid",
	//         "count": 16,
	//         "accesses": 1,
	//         "loc": ""
	//       },
	//       {
	//         "kind": "heap",
	//         "struct": "%struct.pt",
	//         "function": "make",
	//         "global": "",
	//         "site": "%call",
	//         "count": 100,
	//         "accesses": 1,
	//         "loc": ""
	//       }
	//     ]
	//   }
	// }
}

// A pass of one's own gets the result from the analysis manager.
func Example_fromAnotherPass() {
	m, err := ir.Parse("example.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	am := pass.NewAnalysisManager()
	res, err := pass.GetResult(am, aos.Analysis, m)
	if err != nil {
		log.Fatal(err)
	}
	heap := 0
	for _, a := range res.Arrays {
		if a.Kind == aos.Heap {
			heap++
		}
	}
	fmt.Println("heap arrays:", heap)
	// Output:
	// heap arrays: 1
}
