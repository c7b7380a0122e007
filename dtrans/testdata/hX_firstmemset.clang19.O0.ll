; ModuleID = 'hX_firstmemset.c'
source_filename = "hX_firstmemset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cursor = type { i32, i32, ptr }
%struct.Level = type { ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pop(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load ptr, ptr %c.addr, align 8
  %lvl = getelementptr inbounds %struct.Cursor, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %lvl, align 8
  %cmp = icmp sge i32 %1, 0
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %c.addr, align 8
  %levels = getelementptr inbounds %struct.Cursor, ptr %2, i32 0, i32 2
  %3 = load ptr, ptr %levels, align 8
  %4 = load ptr, ptr %c.addr, align 8
  %lvl1 = getelementptr inbounds %struct.Cursor, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %lvl1, align 8
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.Level, ptr %3, i64 %idxprom
  store ptr %arrayidx, ptr %p, align 8
  %6 = load ptr, ptr %p, align 8
  %dir = getelementptr inbounds %struct.Level, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %dir, align 8
  call void @closeit(ptr noundef %7)
  %8 = load ptr, ptr %p, align 8
  %name = getelementptr inbounds %struct.Level, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %name, align 8
  call void @free(ptr noundef %9) #4
  %10 = load ptr, ptr %p, align 8
  %dir2 = getelementptr inbounds %struct.Level, ptr %10, i32 0, i32 0
  store ptr null, ptr %dir2, align 8
  %11 = load ptr, ptr %p, align 8
  %name3 = getelementptr inbounds %struct.Level, ptr %11, i32 0, i32 1
  store ptr null, ptr %name3, align 8
  %12 = load ptr, ptr %c.addr, align 8
  %lvl4 = getelementptr inbounds %struct.Cursor, ptr %12, i32 0, i32 0
  %13 = load i32, ptr %lvl4, align 8
  %dec = add nsw i32 %13, -1
  store i32 %dec, ptr %lvl4, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret void
}

declare void @closeit(ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %c = alloca %struct.Cursor, align 8
  store i32 0, ptr %retval, align 4
  %lvl = getelementptr inbounds %struct.Cursor, ptr %c, i32 0, i32 0
  store i32 0, ptr %lvl, align 8
  %n = getelementptr inbounds %struct.Cursor, ptr %c, i32 0, i32 1
  store i32 1, ptr %n, align 4
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  %levels = getelementptr inbounds %struct.Cursor, ptr %c, i32 0, i32 2
  store ptr %call, ptr %levels, align 8
  call void @pop(ptr noundef %c)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
