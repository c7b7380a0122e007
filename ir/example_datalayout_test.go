package ir_test

import (
	"fmt"
	"log"

	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/types"
)

// The layout of a struct as clang 14 declares it for x86-64 Linux.
func ExampleModule_DataLayout() {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.node = type { i8, %struct.node*, i32, x86_fp80 }
`
	m, err := ir.Parse("node.ll", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	dl := m.DataLayout()
	for _, t := range m.TypeDefs {
		st := t.(*types.StructType)
		l := dl.StructLayout(st)
		fmt.Printf("%s: size %d, align %d, offsets %v\n", st, l.Size, l.Alignment, l.Offsets)
		fmt.Printf("byte 20 is in element %d\n", l.ElementContainingOffset(20))
	}
	// Output:
	// %struct.node: size 48, align 16, offsets [0 8 16 32]
	// byte 20 is in element 2
}

func ExampleParseDataLayout() {
	// i386 Linux: 32-bit pointers, double and long long 4-aligned in
	// structs, x86_fp80 stored in 12 bytes.
	dl, err := ir.ParseDataLayout("e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128")
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range []types.Type{types.I8Ptr, types.Double, types.I64, types.X86_FP80, &types.IntType{BitSize: 24}} {
		fmt.Printf("%-8s size %2d bits, store %2d, alloc %2d, ABI align %d, preferred %d\n", t,
			dl.TypeSizeInBits(t), dl.TypeStoreSize(t), dl.TypeAllocSize(t), dl.ABITypeAlign(t), dl.PrefTypeAlign(t))
	}

	_, err = ir.ParseDataLayout("e-p:64:24")
	fmt.Println(err)
	// Output:
	// i8*      size 32 bits, store  4, alloc  4, ABI align 4, preferred 4
	// double   size 64 bits, store  8, alloc  8, ABI align 4, preferred 8
	// i64      size 64 bits, store  8, alloc  8, ABI align 4, preferred 8
	// x86_fp80 size 80 bits, store 10, alloc 12, ABI align 4, preferred 4
	// i24      size 24 bits, store  3, alloc  4, ABI align 4, preferred 4
	// invalid datalayout "e-p:64:24": "p:64:24": pointer ABI alignment must be a power of 2 bytes, got 24 bits
}

// IndexedOffset folds a constant getelementptr, here
// `getelementptr %pair, ptr %p, i64 1, i32 1, i64 2`.
func ExampleDataLayout_IndexedOffset() {
	dl, _ := ir.ParseDataLayout("e-m:e-i64:64-n8:16:32:64-S128")
	pair := types.NewStruct(types.I32, types.NewArray(4, types.I16)) // { i32, [4 x i16] }
	off, err := dl.IndexedOffset(pair, []int64{1, 1, 2})
	fmt.Println(off, err)
	off, err = dl.IndexedOffset(pair, []int64{-1})
	fmt.Println(off, err)
	_, err = dl.IndexedOffset(pair, []int64{0, 2})
	fmt.Println(err)
	// Output:
	// 20 <nil>
	// -12 <nil>
	// index 2 at position 1 is out of range for { i32, [4 x i16] } (2 elements)
}
