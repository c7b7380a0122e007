; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.node = type { ptr, i64 }

@origin = dso_local global %struct.point zeroinitializer, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @area(ptr noundef %r) #0 {
entry:
  %r.addr = alloca ptr, align 8
  store ptr %r, ptr %r.addr, align 8
  %0 = load ptr, ptr %r.addr, align 8
  %hi = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1
  %x = getelementptr inbounds %struct.point, ptr %hi, i32 0, i32 0
  %1 = load i32, ptr %x, align 8
  %2 = load ptr, ptr %r.addr, align 8
  %lo = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.point, ptr %lo, i32 0, i32 0
  %3 = load i32, ptr %x1, align 8
  %sub = sub nsw i32 %1, %3
  %4 = load ptr, ptr %r.addr, align 8
  %hi2 = getelementptr inbounds %struct.rect, ptr %4, i32 0, i32 1
  %y = getelementptr inbounds %struct.point, ptr %hi2, i32 0, i32 1
  %5 = load i32, ptr %y, align 4
  %6 = load ptr, ptr %r.addr, align 8
  %lo3 = getelementptr inbounds %struct.rect, ptr %6, i32 0, i32 0
  %y4 = getelementptr inbounds %struct.point, ptr %lo3, i32 0, i32 1
  %7 = load i32, ptr %y4, align 4
  %sub5 = sub nsw i32 %5, %7
  %mul = mul nsw i32 %sub, %sub5
  ret i32 %mul
}

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @sum_list(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %s = alloca i64, align 8
  store ptr %n, ptr %n.addr, align 8
  store i64 0, ptr %s, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %n.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %n.addr, align 8
  %value = getelementptr inbounds %struct.node, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %value, align 8
  %3 = load i64, ptr %s, align 8
  %add = add nsw i64 %3, %2
  store i64 %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load ptr, ptr %n.addr, align 8
  %next = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %next, align 8
  store ptr %5, ptr %n.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %6 = load i64, ptr %s, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @sum_x(ptr noundef %pts, i32 noundef %n) #0 {
entry:
  %pts.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %pts, ptr %pts.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %pts.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.point, ptr %2, i64 %idxprom
  %x = getelementptr inbounds %struct.point, ptr %arrayidx, i32 0, i32 0
  %4 = load i32, ptr %x, align 4
  %5 = load i32, ptr %s, align 4
  %add = add nsw i32 %5, %4
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %7 = load i32, ptr %s, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @origin_y() #0 {
entry:
  %0 = load i32, ptr getelementptr inbounds (%struct.point, ptr @origin, i32 0, i32 1), align 4
  ret i32 %0
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !7}
