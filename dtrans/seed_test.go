package dtrans

import (
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// The seed's own IR examples (syntax repaired), typed and opaque.

const seedHeaderTyped = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.S = type { i64, i64 }
%struct.P = type { i32, i32 }
declare i8* @malloc(i64)
`

const seedHeaderOpaque = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.S = type { i64, i64 }
%struct.P = type { i32, i32 }
declare ptr @malloc(i64)
`

// TestSeedLocalPointerExample is the Local Pointer Type Analysis example:
// a PHI of a %struct.S pointer cast to i8* and a 16-byte allocation, cast
// back to %struct.S*, is safe.
func TestSeedLocalPointerExample(t *testing.T) {
	typed := seedHeaderTyped + `
define internal %struct.S* @f(%struct.S* %p, i1 %flag) {
entry:
  %origS = bitcast %struct.S* %p to i8*
  %isNull = icmp eq %struct.S* %p, null
  br i1 %flag, label %new, label %end
new:
  %newS = call i8* @malloc(i64 16)
  br label %end
end:
  %tmp = phi i8* [ %origS, %entry ], [ %newS, %new ]
  %ret = bitcast i8* %tmp to %struct.S*
  ret %struct.S* %ret
}
define i32 @main() {
  %s = alloca %struct.S
  %r = call %struct.S* @f(%struct.S* %s, i1 true)
  ret i32 0
}
`
	opaque := seedHeaderOpaque + `
define internal ptr @f(ptr %p, i1 %flag) {
entry:
  %isNull = icmp eq ptr %p, null
  br i1 %flag, label %new, label %end
new:
  %newS = call ptr @malloc(i64 16)
  br label %end
end:
  %tmp = phi ptr [ %p, %entry ], [ %newS, %new ]
  ret ptr %tmp
}
define i32 @main() {
  %s = alloca %struct.S
  %r = call ptr @f(ptr %s, i1 true)
  ret i32 0
}
`
	for name, src := range map[string]string{"typed": typed, "opaque": opaque} {
		t.Run(name, func(t *testing.T) {
			in := analyzeText(t, name, src)
			s := in.Lookup("%struct.S")
			if s.Safety.Any(BadCasting | UnsafePtrMerge | AddressTaken) {
				t.Errorf("%%struct.S: %s; notes %q", s.Safety, s.Notes)
			}
			if s.HeapAllocations != 1 || s.StackAllocations != 1 {
				t.Errorf("allocations heap %d stack %d, want 1 1", s.HeapAllocations, s.StackAllocations)
			}
			var f *llir.Func
			for _, fn := range in.Module().Funcs {
				if fn.Name() == "f" {
					f = fn
				}
			}
			tmp := f.Blocks[2].Insts[0].(value.Value)
			lpi := in.PointerInfo(tmp)
			if lpi.DominantType() == nil || lpi.DominantType().TypeName != "struct.S" {
				t.Errorf("dominant type of %%tmp = %v, want %%struct.S", lpi.DominantType())
			}
			if !lpi.FromAllocation() || lpi.PointsToElement() || lpi.IsAmbiguous() {
				t.Errorf("LPI of %%tmp: alloc %v element %v ambiguous %v", lpi.FromAllocation(), lpi.PointsToElement(), lpi.IsAmbiguous())
			}
			if in.PointerInfo(tmp) != lpi {
				t.Errorf("LocalPointerInfo not cached")
			}
		})
	}
}

// TestSeedByteOffsetExample is the GetElementPtr example: a field written
// through a byte offset on the allocation's i8* is mapped to the field.
func TestSeedByteOffsetExample(t *testing.T) {
	typed := seedHeaderTyped + `
define i32 @main() {
  %p = call i8* @malloc(i64 8)
  %tmp = getelementptr i8, i8* %p, i64 4
  %pb = bitcast i8* %tmp to i32*
  store i32 7, i32* %pb
  %ps = bitcast i8* %p to %struct.P*
  %f0 = getelementptr %struct.P, %struct.P* %ps, i64 0, i32 0
  store i32 1, i32* %f0
  ret i32 0
}
`
	opaque := seedHeaderOpaque + `
define i32 @main() {
  %p = call ptr @malloc(i64 8)
  %tmp = getelementptr i8, ptr %p, i64 4
  store i32 7, ptr %tmp
  %f0 = getelementptr %struct.P, ptr %p, i64 0, i32 0
  store i32 1, ptr %f0
  ret i32 0
}
`
	for name, src := range map[string]string{"typed": typed, "opaque": opaque} {
		t.Run(name, func(t *testing.T) {
			p := analyzeText(t, name, src).Lookup("%struct.P")
			if p.Safety != 0 {
				t.Errorf("%%struct.P: %s; notes %q", p.Safety, p.Notes)
			}
			if p.Fields[0].Writes != 1 || p.Fields[1].Writes != 1 {
				t.Errorf("writes %d %d, want 1 1", p.Fields[0].Writes, p.Fields[1].Writes)
			}
		})
	}
}

// TestSeedDynamicArray is the dynamic array example: n * sizeof(S) bytes
// indexed with a non-constant index are safe; a size that is not a
// multiple is not.
func TestSeedDynamicArray(t *testing.T) {
	for _, c := range []struct {
		name, size string
		bad        bool
	}{
		{"mul", "%size = mul i64 %n, 16", false},
		{"shl", "%size = shl i64 %n, 4", false},
		{"odd", "%size = add i64 %n, 12", true},
	} {
		for kind, src := range map[string]string{
			"typed": seedHeaderTyped + `
define internal void @f(i64 %n, i64 %i) {
  ` + c.size + `
  %p = call i8* @malloc(i64 %size)
  %p_S = bitcast i8* %p to %struct.S*
  %p_S_3 = getelementptr %struct.S, %struct.S* %p_S, i64 %i
  %x = getelementptr %struct.S, %struct.S* %p_S_3, i64 0, i32 1
  store i64 0, i64* %x
  ret void
}
define i32 @main() {
  call void @f(i64 4, i64 3)
  ret i32 0
}
`,
			"opaque": seedHeaderOpaque + `
define internal void @f(i64 %n, i64 %i) {
  ` + c.size + `
  %p = call ptr @malloc(i64 %size)
  %p_S_3 = getelementptr %struct.S, ptr %p, i64 %i
  %x = getelementptr %struct.S, ptr %p_S_3, i64 0, i32 1
  store i64 0, ptr %x
  ret void
}
define i32 @main() {
  call void @f(i64 4, i64 3)
  ret i32 0
}
`} {
			t.Run(c.name+"/"+kind, func(t *testing.T) {
				s := analyzeText(t, kind, src).Lookup("%struct.S")
				if s.Safety.Has(BadCasting) != c.bad {
					t.Errorf("BadCasting = %v, want %v; notes %q", s.Safety.Has(BadCasting), c.bad, s.Notes)
				}
				if s.Fields[1].Writes != 1 || s.HeapAllocations != 1 {
					t.Errorf("writes %d heap %d", s.Fields[1].Writes, s.HeapAllocations)
				}
			})
		}
	}
}

// TestSeedPtrToInt is the PtrToInt example: a pointer stored as an integer
// into a slot for such pointers is safe; arithmetic on it is not.
func TestSeedPtrToInt(t *testing.T) {
	src := seedHeaderTyped + `
define internal void @f(%struct.S* %psrc, %struct.S** %pptarget) {
  %psrc.as.i = ptrtoint %struct.S* %psrc to i64
  %pptarget.as.pi = bitcast %struct.S** %pptarget to i64*
  store i64 %psrc.as.i, i64* %pptarget.as.pi
  ret void
}
define i32 @main() {
  %s = alloca %struct.S
  %ps = alloca %struct.S*
  call void @f(%struct.S* %s, %struct.S** %ps)
  ret i32 0
}
`
	s := analyzeText(t, "ptrtoint", src).Lookup("%struct.S")
	if s.Safety.Any(UnsafePointerStore | BadPtrManipulation | BadCasting) {
		t.Errorf("%%struct.S: %s; notes %q", s.Safety, s.Notes)
	}
	bad := seedHeaderTyped + `
define internal i64 @f(%struct.S* %psrc) {
  %i = ptrtoint %struct.S* %psrc to i64
  %j = add i64 %i, 3
  ret i64 %j
}
define i32 @main() {
  %s = alloca %struct.S
  %r = call i64 @f(%struct.S* %s)
  ret i32 0
}
`
	if s := analyzeText(t, "ptrtoint-add", bad).Lookup("%struct.S"); !s.Safety.Has(BadPtrManipulation) {
		t.Errorf("arithmetic on ptrtoint: %s", s.Safety)
	}
}

// TestSeedUnsafePointerStore is the first UnsafePointerStore example: an
// arbitrary pointer (a parameter of an exported function nobody in the
// module calls) stored where %struct.S pointers live.
func TestSeedUnsafePointerStore(t *testing.T) {
	src := seedHeaderTyped + `
define void @f(i8* %p1, %struct.S** %p2) {
  %tmp = bitcast %struct.S** %p2 to i8**
  store i8* %p1, i8** %tmp
  ret void
}
`
	s := analyzeText(t, "ups", src).Lookup("%struct.S")
	if !s.Safety.Has(UnsafePointerStore) {
		t.Errorf("%%struct.S: %s", s.Safety)
	}
}

// TestAllocationWrapper checks that a function returning what malloc
// returned is an allocation function: its call sites allocate different
// types without BadCasting.
func TestAllocationWrapper(t *testing.T) {
	for kind, src := range map[string]string{
		"typed": seedHeaderTyped + `
define internal i8* @xmalloc(i64 %n) {
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
define i32 @main() {
  %a = call i8* @xmalloc(i64 16)
  %s = bitcast i8* %a to %struct.S*
  %x = getelementptr %struct.S, %struct.S* %s, i64 0, i32 0
  store i64 1, i64* %x
  %b = call i8* @xmalloc(i64 8)
  %p = bitcast i8* %b to %struct.P*
  %y = getelementptr %struct.P, %struct.P* %p, i64 0, i32 0
  store i32 1, i32* %y
  ret i32 0
}
`,
		"opaque": seedHeaderOpaque + `
define internal ptr @xmalloc(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}
define i32 @main() {
  %a = call ptr @xmalloc(i64 16)
  %x = getelementptr %struct.S, ptr %a, i64 0, i32 0
  store i64 1, ptr %x
  %b = call ptr @xmalloc(i64 8)
  %y = getelementptr %struct.P, ptr %b, i64 0, i32 0
  store i32 1, ptr %y
  ret i32 0
}
`} {
		t.Run(kind, func(t *testing.T) {
			in := analyzeText(t, kind, src)
			for _, n := range []string{"%struct.S", "%struct.P"} {
				ti := in.Lookup(n)
				if ti.Safety != 0 || ti.HeapAllocations != 1 {
					t.Errorf("%s: %s, heap %d; notes %q", n, ti.Safety, ti.HeapAllocations, ti.Notes)
				}
			}
		})
	}
}
