; ModuleID = '<stdin>'
source_filename = "intptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.tagged = type { i64 }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@saved = dso_local global i64 0, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %t = alloca %struct.tagged, align 8
  %arr = alloca [10 x i32], align 16
  %add = add i64 ptrtoint (i32* @x to i64), 0
  %0 = inttoptr i64 %add to i32*
  %1 = bitcast i32* %0 to i8*
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @x to i8*))
  %2 = bitcast i32* %0 to i8*
  call void @NOALIAS(i8* noundef %2, i8* noundef bitcast (i32* @y to i8*))
  store i64 ptrtoint (i32* @y to i64), i64* @saved, align 8
  %3 = load i64, i64* @saved, align 8
  %4 = inttoptr i64 %3 to i32*
  %5 = bitcast i32* %4 to i8*
  call void @MAYALIAS(i8* noundef %5, i8* noundef bitcast (i32* @y to i8*))
  %bits = getelementptr inbounds %struct.tagged, %struct.tagged* %t, i32 0, i32 0
  store i64 or (i64 ptrtoint (i32* @x to i64), i64 1), i64* %bits, align 8
  %bits1 = getelementptr inbounds %struct.tagged, %struct.tagged* %t, i32 0, i32 0
  %6 = load i64, i64* %bits1, align 8
  %and = and i64 %6, -2
  %7 = inttoptr i64 %and to i32*
  %8 = bitcast i32* %7 to i8*
  call void @MAYALIAS(i8* noundef %8, i8* noundef bitcast (i32* @x to i8*))
  %arraydecay = getelementptr inbounds [10 x i32], [10 x i32]* %arr, i64 0, i64 0
  %idx.ext = sext i32 %argc to i64
  %add.ptr = getelementptr inbounds i32, i32* %arraydecay, i64 %idx.ext
  %9 = bitcast i32* %add.ptr to i8*
  %arrayidx = getelementptr inbounds [10 x i32], [10 x i32]* %arr, i64 0, i64 3
  %10 = bitcast i32* %arrayidx to i8*
  call void @MAYALIAS(i8* noundef %9, i8* noundef %10)
  %11 = load i32, i32* %0, align 4
  %12 = load i32, i32* %4, align 4
  %add2 = add nsw i32 %11, %12
  %13 = load i32, i32* %7, align 4
  %add3 = add nsw i32 %add2, %13
  %14 = load i32, i32* %add.ptr, align 4
  %add4 = add nsw i32 %add3, %14
  ret i32 %add4
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #1

declare void @NOALIAS(i8* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
