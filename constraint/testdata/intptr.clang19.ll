; ModuleID = '<stdin>'
source_filename = "intptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tagged = type { i64 }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@saved = dso_local global i64 0, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %t = alloca %struct.tagged, align 8
  %arr = alloca [10 x i32], align 16
  %add = add i64 ptrtoint (ptr @x to i64), 0
  %0 = inttoptr i64 %add to ptr
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  call void @NOALIAS(ptr noundef %0, ptr noundef @y)
  store i64 ptrtoint (ptr @y to i64), ptr @saved, align 8
  %1 = load i64, ptr @saved, align 8
  %2 = inttoptr i64 %1 to ptr
  call void @MAYALIAS(ptr noundef %2, ptr noundef @y)
  %or = or i64 ptrtoint (ptr @x to i64), 1
  %bits = getelementptr inbounds %struct.tagged, ptr %t, i32 0, i32 0
  store i64 %or, ptr %bits, align 8
  %bits1 = getelementptr inbounds %struct.tagged, ptr %t, i32 0, i32 0
  %3 = load i64, ptr %bits1, align 8
  %and = and i64 %3, -2
  %4 = inttoptr i64 %and to ptr
  call void @MAYALIAS(ptr noundef %4, ptr noundef @x)
  %arraydecay = getelementptr inbounds [10 x i32], ptr %arr, i64 0, i64 0
  %idx.ext = sext i32 %argc to i64
  %add.ptr = getelementptr inbounds i32, ptr %arraydecay, i64 %idx.ext
  %arrayidx = getelementptr inbounds [10 x i32], ptr %arr, i64 0, i64 3
  call void @MAYALIAS(ptr noundef %add.ptr, ptr noundef %arrayidx)
  %5 = load i32, ptr %0, align 4
  %6 = load i32, ptr %2, align 4
  %add2 = add nsw i32 %5, %6
  %7 = load i32, ptr %4, align 4
  %add3 = add nsw i32 %add2, %7
  %8 = load i32, ptr %add.ptr, align 4
  %add4 = add nsw i32 %add3, %8
  ret i32 %add4
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
