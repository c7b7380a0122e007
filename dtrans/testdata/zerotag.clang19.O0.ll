; ModuleID = 'zerotag.c'
source_filename = "zerotag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { i64, i64 }
%struct.B = type { i64, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @f(i64 noundef %v) #0 {
entry:
  %v.addr = alloca i64, align 8
  %a = alloca %struct.A, align 8
  %b = alloca ptr, align 8
  store i64 %v, ptr %v.addr, align 8
  store ptr %a, ptr %b, align 8
  %0 = load i64, ptr %v.addr, align 8
  %1 = load ptr, ptr %b, align 8
  %x = getelementptr inbounds %struct.B, ptr %1, i32 0, i32 0
  store i64 %0, ptr %x, align 8
  %2 = load i64, ptr %v.addr, align 8
  %add = add nsw i64 %2, 1
  %3 = load ptr, ptr %b, align 8
  %y = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i64 %add, ptr %y, align 8
  %call = call i32 @ext(ptr noundef %a)
  ret i32 %call
}

declare i32 @ext(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
