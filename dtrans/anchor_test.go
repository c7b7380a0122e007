package dtrans

import "testing"

// anchorModule is an opaque module whose @push receives a pointer into
// an array of V (lua's stack top) in a class that generic memory (@any)
// merged with a W: no dominant type. The tags of the tt accesses at -8,
// 8 and 24 (V's field at 8) say V's begin at -16, 0 and 16; the
// untagged copies at -16 and 16 are V's field 0 (countAnchored), as
// typed IR's getelementptrs over V would say. The one at offset 0, in
// the V the base itself points to, is left to the rules on the base's
// own tags. @second reads the second element of an array it loads
// with a scalar tag, whose class nothing else describes.
const anchorModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.V = type { i64, i8 }
%struct.W = type { i32, i32, i32, i32 }

@any = internal global ptr null

define internal void @push(ptr %top, i64 %a, i8 %t) {
  %t0 = getelementptr inbounds i8, ptr %top, i64 8
  store i8 %t, ptr %t0, align 8, !tbaa !5
  %n = getelementptr inbounds i8, ptr %top, i64 16
  store i64 %a, ptr %n, align 8
  %t1 = getelementptr inbounds i8, ptr %top, i64 24
  store i8 %t, ptr %t1, align 8, !tbaa !5
  %p = getelementptr inbounds i8, ptr %top, i64 -16
  %x = load i64, ptr %p, align 8
  %pt = getelementptr inbounds i8, ptr %top, i64 -8
  %y = load i8, ptr %pt, align 8, !tbaa !5
  %far = getelementptr inbounds i8, ptr %top, i64 48
  store i64 %x, ptr %far, align 8
  ret void
}

define internal i64 @second(ptr %q) {
  %b = load ptr, ptr %q, align 8, !tbaa !9
  %e = getelementptr inbounds i8, ptr %b, i64 16
  %x = load i64, ptr %e, align 8
  %et = getelementptr inbounds i8, ptr %b, i64 24
  %y = load i8, ptr %et, align 8, !tbaa !5
  ret i64 %x
}

define i32 @main() {
  %v = call ptr @malloc(i64 64)
  %w = call ptr @malloc(i64 64)
  store ptr %v, ptr @any, align 8
  store ptr %w, ptr @any, align 8
  %wf = getelementptr inbounds i8, ptr %w, i64 4
  store i32 1, ptr %wf, align 4, !tbaa !7
  %vf = getelementptr inbounds i8, ptr %v, i64 16
  call void @push(ptr %vf, i64 1, i8 2)
  %q = call ptr @malloc(i64 8)
  %s = call i64 @second(ptr %q)
  ret i32 0
}

declare ptr @malloc(i64)

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"long", !1, i64 0}
!3 = !{!"int", !1, i64 0}
!4 = !{!"V", !2, i64 0, !1, i64 8}
!5 = !{!4, !1, i64 8}
!6 = !{!"W", !3, i64 0, !3, i64 4, !3, i64 8, !3, i64 12}
!7 = !{!6, !3, i64 4}
!8 = !{!"any pointer", !1, i64 0}
!9 = !{!8, !8, i64 0}
`

// TestAnchorTags checks countAnchored: untagged accesses at byte offsets
// from a base whose other accesses' tags place V's around it count V's
// field there, before the base and after the V it points to, but not
// past the last V the tags place (offset 48), also from a base whose
// class holds no type.
func TestAnchorTags(t *testing.T) {
	in := analyzeText(t, "anchor", anchorModule)
	v := in.Lookup("%struct.V")
	if v == nil {
		t.Fatal("V not found")
	}
	if got := [2]int{int(v.Fields[0].Reads), int(v.Fields[0].Writes)}; got != [2]int{2, 1} {
		t.Errorf("V field 0: reads/writes %v, want [2 1]", got)
	}
	if got := [2]int{int(v.Fields[1].Reads), int(v.Fields[1].Writes)}; got != [2]int{2, 2} {
		t.Errorf("V field 1: reads/writes %v, want [2 2]", got)
	}
}
