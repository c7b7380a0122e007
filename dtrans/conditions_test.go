package dtrans

import (
	"context"
	"testing"

	"github.com/irpass/irpass/ir"
)

const typedHeader = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i32, i64, %struct.S* }
%struct.T = type { double, double }
%struct.O = type { i64, %struct.S }
%struct.E = type {}
%struct._IO_FILE = type { i32 }
define i32 @main() {
  ret i32 0
}
declare void @ext(i8*)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare i8* @llvm.ptrmask.p0i8.i64(i8*, i64)
`

const opaqueHeader = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i32, i64, ptr }
%struct.T = type { double, double }
%struct.O = type { i64, %struct.S }
%struct.E = type {}
%struct._IO_FILE = type { i32 }
define i32 @main() {
  ret i32 0
}
declare void @ext(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
`

// conditionCase is a positive and a negative IR example of one condition,
// in typed and in opaque IR.
type conditionCase struct {
	cond                SafetyData
	typ                 string
	typedPos, opaquePos string
	typedNeg, opaqueNeg string
}

var conditionCases = []conditionCase{
	{cond: BadCasting, typ: "%struct.S",
		typedPos: `define internal void @f(i8* %p) {
  %a = bitcast i8* %p to %struct.S*
  %b = bitcast i8* %p to %struct.T*
  %x = getelementptr %struct.S, %struct.S* %a, i64 0, i32 0
  store i32 1, i32* %x
  %y = getelementptr %struct.T, %struct.T* %b, i64 0, i32 0
  store double 1.0, double* %y
  ret void
}`,
		opaquePos: `define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  store i32 1, ptr %x
  %y = getelementptr %struct.T, ptr %p, i64 0, i32 0
  store double 1.0, ptr %y
  ret void
}`,
		typedNeg: `define internal void @f(i8* %p) {
  %a = bitcast i8* %p to %struct.S*
  %x = getelementptr %struct.S, %struct.S* %a, i64 0, i32 0
  store i32 1, i32* %x
  ret void
}`,
		opaqueNeg: `define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  store i32 1, ptr %x
  ret void
}`},
	{cond: BadPtrManipulation, typ: "%struct.S",
		typedPos: `define internal i8 @f(%struct.S* %p) {
  %c = bitcast %struct.S* %p to i8*
  %g = getelementptr i8, i8* %c, i64 2
  %v = load i8, i8* %g
  ret i8 %v
}`,
		opaquePos: `define internal i8 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  store i32 1, ptr %x
  %g = getelementptr i8, ptr %p, i64 2
  %v = load i8, ptr %g
  ret i8 %v
}`,
		typedNeg: `define internal i64 @f(%struct.S* %p) {
  %c = bitcast %struct.S* %p to i8*
  %g = getelementptr i8, i8* %c, i64 8
  %h = bitcast i8* %g to i64*
  %v = load i64, i64* %h
  ret i64 %v
}`,
		opaqueNeg: `define internal i64 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  store i32 1, ptr %x
  %g = getelementptr i8, ptr %p, i64 8
  %v = load i64, ptr %g
  ret i64 %v
}`},
	{cond: AmbiguousGEP, typ: "%struct.S",
		typedPos: `define internal void @f(i8* %p) {
  %a = bitcast i8* %p to %struct.S*
  %b = bitcast i8* %p to %struct.T*
  %g = getelementptr i8, i8* %p, i64 8
  ret void
}`,
		opaquePos: `define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %y = getelementptr %struct.T, ptr %p, i64 0, i32 0
  %g = getelementptr i8, ptr %p, i64 8
  ret void
}`,
		typedNeg: `define internal void @f(i8* %p) {
  %a = bitcast i8* %p to %struct.S*
  %g = getelementptr i8, i8* %p, i64 8
  ret void
}`,
		opaqueNeg: `define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %g = getelementptr i8, ptr %p, i64 8
  ret void
}`},
	{cond: VolatileData, typ: "%struct.S",
		typedPos: `define internal i32 @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 0
  %v = load volatile i32, i32* %x
  ret i32 %v
}`,
		opaquePos: `define internal i32 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %v = load volatile i32, ptr %x
  ret i32 %v
}`,
		typedNeg: `define internal i32 @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 0
  %v = load i32, i32* %x
  ret i32 %v
}`,
		opaqueNeg: `define internal i32 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %v = load i32, ptr %x
  ret i32 %v
}`},
	{cond: MismatchedElementAccess, typ: "%struct.S",
		typedPos: `define internal i32 @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 1
  %c = bitcast i64* %x to i32*
  %v = load i32, i32* %c
  ret i32 %v
}`,
		opaquePos: `define internal i32 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 1
  %v = load i32, ptr %x
  ret i32 %v
}`,
		typedNeg: `define internal i64 @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 1
  %v = load i64, i64* %x
  ret i64 %v
}`,
		opaqueNeg: `define internal i64 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 1
  %v = load i64, ptr %x
  ret i64 %v
}`},
	{cond: WholeStructureReference, typ: "%struct.T",
		typedPos: `define internal void @f(%struct.T* %p, %struct.T* %q) {
  %v = load %struct.T, %struct.T* %p
  store %struct.T %v, %struct.T* %q
  ret void
}`,
		opaquePos: `define internal void @f(ptr %p, ptr %q) {
  %v = load %struct.T, ptr %p
  store %struct.T %v, ptr %q
  ret void
}`,
		typedNeg: `define internal void @f(%struct.T* %p, %struct.T* %q) {
  %x = getelementptr %struct.T, %struct.T* %p, i64 0, i32 0
  %v = load double, double* %x
  %y = getelementptr %struct.T, %struct.T* %q, i64 0, i32 0
  store double %v, double* %y
  ret void
}`,
		opaqueNeg: `define internal void @f(ptr %p, ptr %q) {
  %x = getelementptr %struct.T, ptr %p, i64 0, i32 0
  %v = load double, ptr %x
  %y = getelementptr %struct.T, ptr %q, i64 0, i32 0
  store double %v, ptr %y
  ret void
}`},
	{cond: UnsafePointerStore, typ: "%struct.S",
		typedPos: `define internal void @f(%struct.S* %p1, %struct.T** %p2) {
  %tmp1 = bitcast %struct.S* %p1 to i8*
  %tmp2 = bitcast %struct.T** %p2 to i8**
  store i8* %tmp1, i8** %tmp2
  ret void
}`,
		opaquePos: `define internal void @f(ptr %p1, ptr %p2) {
  %a = getelementptr %struct.S, ptr %p1, i64 0, i32 0
  store i32 1, ptr %a
  %t = load ptr, ptr %p2
  %b = getelementptr %struct.T, ptr %t, i64 0, i32 0
  store double 1.0, ptr %b
  store ptr %p1, ptr %p2
  ret void
}`,
		typedNeg: `define internal void @f(%struct.S* %p1, %struct.S** %p2) {
  %tmp1 = bitcast %struct.S* %p1 to i8*
  %tmp2 = bitcast %struct.S** %p2 to i8**
  store i8* %tmp1, i8** %tmp2
  ret void
}`,
		opaqueNeg: `define internal void @f(ptr %p1, ptr %p2) {
  %a = getelementptr %struct.S, ptr %p1, i64 0, i32 0
  store i32 1, ptr %a
  %t = load ptr, ptr %p2
  %b = getelementptr %struct.S, ptr %t, i64 0, i32 0
  store i32 2, ptr %b
  store ptr %p1, ptr %p2
  ret void
}`},
	{cond: FieldAddressTaken, typ: "%struct.S",
		typedPos: `@g = internal global i64* null
define internal void @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 1
  store i64* %x, i64** @g
  ret void
}`,
		opaquePos: `@g = internal global ptr null
define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 1
  store ptr %x, ptr @g
  ret void
}`,
		typedNeg: `@g = internal global i64 0
define internal void @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 1
  %v = load i64, i64* %x
  store i64 %v, i64* @g
  ret void
}`,
		opaqueNeg: `@g = internal global i64 0
define internal void @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 1
  %v = load i64, ptr %x
  store i64 %v, ptr @g
  ret void
}`},
	{cond: GlobalPtr, typ: "%struct.S",
		typedPos: `@g = internal global %struct.S* null
define internal i32 @f() {
  %p = load %struct.S*, %struct.S** @g
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 0
  %v = load i32, i32* %x
  ret i32 %v
}`,
		opaquePos: `@g = internal global ptr null
define internal i32 @f() {
  %p = load ptr, ptr @g
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %v = load i32, ptr %x
  ret i32 %v
}`,
		typedNeg: `@g = internal global i32 0
define internal i32 @f(%struct.S* %p) {
  %x = getelementptr %struct.S, %struct.S* %p, i64 0, i32 0
  %v = load i32, i32* %x
  ret i32 %v
}`,
		opaqueNeg: `@g = internal global i32 0
define internal i32 @f(ptr %p) {
  %x = getelementptr %struct.S, ptr %p, i64 0, i32 0
  %v = load i32, ptr %x
  ret i32 %v
}`},
	{cond: GlobalInstance, typ: "%struct.T",
		typedPos:  `@g = internal global %struct.T zeroinitializer`,
		opaquePos: `@g = internal global %struct.T zeroinitializer`,
		typedNeg:  `@g = internal global %struct.T* null`,
		opaqueNeg: `@g = internal global ptr null`},
	{cond: HasInitializerList, typ: "%struct.T",
		typedPos:  `@g = internal global %struct.T { double 1.0, double 2.0 }`,
		opaquePos: `@g = internal global %struct.T { double 1.0, double 2.0 }`,
		typedNeg:  `@g = internal global %struct.T zeroinitializer`,
		opaqueNeg: `@g = internal global %struct.T zeroinitializer`},
	{cond: BadMemFuncSize, typ: "%struct.S",
		typedPos: `define internal void @f(%struct.S* %p) {
  %c = bitcast %struct.S* %p to i8*
  call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 12, i1 false)
  ret void
}`,
		opaquePos: `define internal void @f() {
  %p = alloca %struct.S
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 12, i1 false)
  ret void
}`,
		typedNeg: `define internal void @f(%struct.S* %p) {
  %c = bitcast %struct.S* %p to i8*
  call void @llvm.memset.p0i8.i64(i8* %c, i8 0, i64 48, i1 false)
  ret void
}`,
		opaqueNeg: `define internal void @f() {
  %p = alloca %struct.S
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 24, i1 false)
  ret void
}`},
	{cond: BadMemFuncManipulation, typ: "%struct.T",
		typedPos: `define internal void @f(%struct.T* %p, %struct.O* %q) {
  %c = bitcast %struct.T* %p to i8*
  %d = bitcast %struct.O* %q to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %c, i8* %d, i64 16, i1 false)
  ret void
}`,
		opaquePos: `define internal void @f() {
  %p = alloca %struct.T
  %q = alloca %struct.O
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 16, i1 false)
  ret void
}`,
		typedNeg: `define internal void @f(%struct.T* %p, %struct.T* %q) {
  %c = bitcast %struct.T* %p to i8*
  %d = bitcast %struct.T* %q to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %c, i8* %d, i64 16, i1 false)
  ret void
}`,
		opaqueNeg: `define internal void @f() {
  %p = alloca %struct.T
  %q = alloca %struct.T
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 16, i1 false)
  ret void
}`},
	{cond: AmbiguousPointerTarget, typ: "%struct.S",
		typedPos: `define internal void @g(%struct.T* %t) {
  %y = getelementptr %struct.T, %struct.T* %t, i64 0, i32 0
  store double 1.0, double* %y
  ret void
}
define internal void @f() {
  %p = alloca %struct.S
  %c = bitcast %struct.S* %p to %struct.T*
  call void @g(%struct.T* %c)
  ret void
}`,
		opaquePos: `define internal void @g(ptr %t) {
  %y = getelementptr %struct.T, ptr %t, i64 0, i32 0
  store double 1.0, ptr %y
  ret void
}
define internal void @f() {
  %p = alloca %struct.S
  call void @g(ptr %p)
  ret void
}`,
		typedNeg: `define internal void @g(%struct.S* %t) {
  %y = getelementptr %struct.S, %struct.S* %t, i64 0, i32 0
  store i32 1, i32* %y
  ret void
}
define internal void @f(%struct.S* %p) {
  call void @g(%struct.S* %p)
  ret void
}`,
		opaqueNeg: `define internal void @g(ptr %t) {
  %y = getelementptr %struct.S, ptr %t, i64 0, i32 0
  store i32 1, ptr %y
  ret void
}
define internal void @f() {
  %p = alloca %struct.S
  call void @g(ptr %p)
  ret void
}`},
	{cond: UnsafePtrMerge, typ: "%struct.S",
		typedPos: `define internal i8* @f(i1 %c) {
entry:
  %s = alloca %struct.S
  %t = alloca %struct.T
  br i1 %c, label %a, label %b
a:
  %sp = bitcast %struct.S* %s to i8*
  br label %m
b:
  %tp = bitcast %struct.T* %t to i8*
  br label %m
m:
  %p = phi i8* [ %sp, %a ], [ %tp, %b ]
  ret i8* %p
}`,
		opaquePos: `define internal ptr @f(i1 %c) {
entry:
  %s = alloca %struct.S
  %t = alloca %struct.T
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi ptr [ %s, %a ], [ %t, %b ]
  ret ptr %p
}`,
		typedNeg: `define internal i8* @f(i1 %c) {
entry:
  %s = alloca %struct.S
  %t = alloca %struct.S
  br i1 %c, label %a, label %b
a:
  %sp = bitcast %struct.S* %s to i8*
  br label %m
b:
  %tp = bitcast %struct.S* %t to i8*
  br label %m
m:
  %p = phi i8* [ %sp, %a ], [ %tp, %b ]
  ret i8* %p
}`,
		opaqueNeg: `define internal ptr @f(i1 %c) {
entry:
  %s = alloca %struct.S
  %t = alloca %struct.S
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi ptr [ %s, %a ], [ %t, %b ]
  ret ptr %p
}`},
	{cond: AddressTaken, typ: "%struct.S",
		typedPos: `define internal void @f() {
  %s = alloca %struct.S
  %c = bitcast %struct.S* %s to i8*
  call void @ext(i8* %c)
  ret void
}`,
		opaquePos: `define internal void @f() {
  %s = alloca %struct.S
  call void @ext(ptr %s)
  ret void
}`,
		typedNeg: `define internal void @f() {
  %s = alloca %struct.S
  %t = alloca %struct.T
  %c = bitcast %struct.T* %t to i8*
  call void @ext(i8* %c)
  ret void
}`,
		opaqueNeg: `define internal void @f() {
  %s = alloca %struct.S
  %t = alloca %struct.T
  call void @ext(ptr %t)
  ret void
}`},
	{cond: NoFieldsInStruct, typ: "%struct.E",
		typedPos:  `@g = internal global %struct.E zeroinitializer`,
		opaquePos: `@g = internal global %struct.E zeroinitializer`},
	{cond: NestedStruct, typ: "%struct.S",
		typedPos:  ``,
		opaquePos: ``},
	{cond: ContainsNestedStruct, typ: "%struct.O",
		typedPos:  ``,
		opaquePos: ``},
	{cond: SystemObject, typ: "%struct._IO_FILE",
		typedPos:  ``,
		opaquePos: ``},
	{cond: UnhandledUse, typ: "%struct.S",
		typedPos: `define internal i8* @f() {
  %s = alloca %struct.S
  %c = bitcast %struct.S* %s to i8*
  %m = call i8* @llvm.ptrmask.p0i8.i64(i8* %c, i64 -8)
  ret i8* %m
}`,
		opaquePos: `define internal ptr @f() {
  %s = alloca %struct.S
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %s, i64 -8)
  ret ptr %m
}`,
		typedNeg: `define internal i8* @f() {
  %s = alloca %struct.S
  %c = bitcast %struct.S* %s to i8*
  ret i8* %c
}`,
		opaqueNeg: `define internal ptr @f() {
  %s = alloca %struct.S
  ret ptr %s
}`},
}

// structuralNegatives are the types that must not have the structural
// conditions in the shared header.
var structuralNegatives = map[SafetyData]string{
	NoFieldsInStruct:     "%struct.S",
	NestedStruct:         "%struct.T",
	ContainsNestedStruct: "%struct.S",
	SystemObject:         "%struct.S",
}

func analyzeText(t *testing.T, name, src string) *Info {
	t.Helper()
	m, err := ir.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	in, err := Analyze(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestConditions checks a positive and a negative example of every safety
// condition, in typed and in opaque IR.
func TestConditions(t *testing.T) {
	seen := SafetyData(0)
	for _, c := range conditionCases {
		seen |= c.cond
		for _, v := range []struct {
			kind, header, body string
			want               bool
		}{
			{"typed+", typedHeader, c.typedPos, true},
			{"opaque+", opaqueHeader, c.opaquePos, true},
			{"typed-", typedHeader, c.typedNeg, false},
			{"opaque-", opaqueHeader, c.opaqueNeg, false},
		} {
			t.Run(c.cond.String()+"/"+v.kind, func(t *testing.T) {
				typ := c.typ
				if !v.want && v.body == "" {
					neg, ok := structuralNegatives[c.cond]
					if !ok {
						t.Fatalf("no negative example for %s", c.cond)
					}
					typ = neg
				}
				in := analyzeText(t, v.kind, v.header+v.body+"\n")
				ti := in.Lookup(typ)
				if ti == nil {
					t.Fatalf("%s not found", typ)
				}
				if got := ti.Safety.Has(c.cond); got != v.want {
					t.Errorf("%s: %s = %v, want %v (safety %s; notes %q)", typ, c.cond, got, v.want, ti.Safety, ti.Notes)
				}
			})
		}
	}
	for _, c := range AllConditions() {
		if !seen.Has(c) {
			t.Errorf("no case for %s", c)
		}
	}
}

// TestDeclaredTypes checks the rule for typed IR's declared pointee types:
// they type a class of pointers only when no use does. A declaration that
// the uses contradict is no BadCasting (opaque IR, which has no
// declaration, agrees); a declaration alone types the class, so that a
// pointer passed to external code still makes its type AddressTaken.
func TestDeclaredTypes(t *testing.T) {
	contradicted := `define internal void @use(%struct.T* %t) {
  %y = getelementptr %struct.T, %struct.T* %t, i64 0, i32 0
  store double 1.0, double* %y
  ret void
}
define void @f() {
  %m = call i8* @malloc(i64 16)
  %s = bitcast i8* %m to %struct.S*
  %t = bitcast %struct.S* %s to %struct.T*
  call void @use(%struct.T* %t)
  ret void
}
declare i8* @malloc(i64)
`
	opaque := `define internal void @use(ptr %t) {
  %y = getelementptr %struct.T, ptr %t, i64 0, i32 0
  store double 1.0, ptr %y
  ret void
}
define void @f() {
  %m = call ptr @malloc(i64 16)
  call void @use(ptr %m)
  ret void
}
declare ptr @malloc(i64)
`
	for _, c := range []struct{ name, src string }{
		{"typed", typedHeader + contradicted},
		{"opaque", opaqueHeader + opaque},
	} {
		in := analyzeText(t, c.name, c.src)
		s, tt := in.Lookup("%struct.S"), in.Lookup("%struct.T")
		if s.Safety.Has(BadCasting) || tt.Safety.Has(BadCasting) {
			t.Errorf("%s: S %s, T %s: a declaration the uses contradict made BadCasting", c.name, s.Safety, tt.Safety)
		}
		if tt.HeapAllocations != 1 || s.HeapAllocations != 0 {
			t.Errorf("%s: heap allocations S %d, T %d, want 0 and 1 (the memory is used as T)", c.name, s.HeapAllocations, tt.HeapAllocations)
		}
		if tt.Fields[0].Writes != 1 {
			t.Errorf("%s: T field 0 writes %d, want 1", c.name, tt.Fields[0].Writes)
		}
	}
	alone := typedHeader + `declare void @extS(%struct.S*)
define void @g(%struct.S* %s) {
  call void @extS(%struct.S* %s)
  ret void
}
`
	in := analyzeText(t, "declared alone", alone)
	if s := in.Lookup("%struct.S"); !s.Safety.Has(AddressTaken) {
		t.Errorf("a pointer declared %%struct.S * and passed to external code: S %s, want AddressTaken (notes %q)", s.Safety, s.Notes)
	}
}

// TestFieldStep checks constant steps from a scalar field's address (LLVM
// 14's instcombine writes `&t->b` as `getelementptr double, &t->a, 1`): a
// step to the start of a field of the same structure addresses that field,
// in typed and opaque IR alike; a step into a field or out of the structure
// is BadPtrManipulation.
func TestFieldStep(t *testing.T) {
	for _, c := range []struct {
		name, typed, opaque string
		bad                 bool
		writes1             int // stores counted on %struct.T's field 1
	}{
		{"to the next field", `define internal void @f(%struct.T* %p) {
  %a = getelementptr inbounds %struct.T, %struct.T* %p, i64 0, i32 0
  %b = getelementptr inbounds double, double* %a, i64 1
  store double 1.0, double* %b
  ret void
}`, `define internal void @f(ptr %p) {
  %a = getelementptr inbounds %struct.T, ptr %p, i64 0, i32 0
  %b = getelementptr inbounds double, ptr %a, i64 1
  store double 1.0, ptr %b
  ret void
}`, false, 1},
		{"into a field", `define internal void @f(%struct.T* %p) {
  %a = getelementptr inbounds %struct.T, %struct.T* %p, i64 0, i32 0
  %c = bitcast double* %a to i8*
  %b = getelementptr inbounds i8, i8* %c, i64 4
  store i8 1, i8* %b
  ret void
}`, `define internal void @f(ptr %p) {
  %a = getelementptr inbounds %struct.T, ptr %p, i64 0, i32 0
  %b = getelementptr inbounds i8, ptr %a, i64 4
  store i8 1, ptr %b
  ret void
}`, true, 0},
		{"past the structure", `define internal void @f(%struct.T* %p) {
  %a = getelementptr inbounds %struct.T, %struct.T* %p, i64 0, i32 1
  %b = getelementptr inbounds double, double* %a, i64 1
  store double 1.0, double* %b
  ret void
}`, `define internal void @f(ptr %p) {
  %a = getelementptr inbounds %struct.T, ptr %p, i64 0, i32 1
  %b = getelementptr inbounds double, ptr %a, i64 1
  store double 1.0, ptr %b
  ret void
}`, true, 0},
	} {
		for _, v := range []struct{ kind, src string }{
			{"typed", typedHeader + c.typed}, {"opaque", opaqueHeader + c.opaque},
		} {
			t.Run(c.name+"/"+v.kind, func(t *testing.T) {
				ti := analyzeText(t, v.kind, v.src+"\n").Lookup("%struct.T")
				if ti == nil {
					t.Fatal("no report for struct T")
				}
				if got := ti.Safety.Has(BadPtrManipulation); got != c.bad {
					t.Errorf("BadPtrManipulation = %v, want %v (safety %s; notes %q)", got, c.bad, ti.Safety, ti.Notes)
				}
				if got := ti.Fields[1].Writes; got != c.writes1 {
					t.Errorf("field 1 writes = %d, want %d", got, c.writes1)
				}
			})
		}
	}
}
