; ModuleID = 'castgep.c'
source_filename = "castgep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i8, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @drop(%struct.S* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.S*, align 8
  store %struct.S* %p, %struct.S** %p.addr, align 8
  %0 = load %struct.S*, %struct.S** %p.addr, align 8
  %n = getelementptr inbounds %struct.S, %struct.S* %0, i32 0, i32 1
  store i32 0, i32* %n, align 4
  %1 = load %struct.S*, %struct.S** %p.addr, align 8
  %2 = bitcast %struct.S* %1 to i8*
  call void @release(i8* noundef %2)
  ret void
}

declare void @release(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
