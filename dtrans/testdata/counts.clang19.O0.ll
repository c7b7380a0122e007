; ModuleID = 'counts.c'
source_filename = "counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Point = type { i32, i32, i64 }
%struct.Grid = type { i32, i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %x = getelementptr inbounds %struct.Point, ptr %0, i32 0, i32 0
  store i32 1, ptr %x, align 8
  %1 = load ptr, ptr %p.addr, align 8
  %y = getelementptr inbounds %struct.Point, ptr %1, i32 0, i32 1
  store i32 2, ptr %y, align 4
  %2 = load ptr, ptr %p.addr, align 8
  %unused_read = getelementptr inbounds %struct.Point, ptr %2, i32 0, i32 2
  store i64 3, ptr %unused_read, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %p, i32 noundef %n) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
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
  %2 = load ptr, ptr %p.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.Point, ptr %2, i64 %idxprom
  %x = getelementptr inbounds %struct.Point, ptr %arrayidx, i32 0, i32 0
  %4 = load i32, ptr %x, align 8
  %5 = load i32, ptr %s, align 4
  %add = add nsw i32 %5, %4
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load i32, ptr %s, align 4
  %8 = load ptr, ptr %p.addr, align 8
  %x1 = getelementptr inbounds %struct.Point, ptr %8, i32 0, i32 0
  %9 = load i32, ptr %x1, align 8
  %add2 = add nsw i32 %7, %9
  %10 = load ptr, ptr %p.addr, align 8
  %y = getelementptr inbounds %struct.Point, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %y, align 4
  %add3 = add nsw i32 %add2, %11
  ret i32 %add3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total(ptr noundef %g) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %s = alloca double, align 8
  %y = alloca i32, align 4
  %x = alloca i32, align 4
  store ptr %g, ptr %g.addr, align 8
  store double 0.000000e+00, ptr %s, align 8
  store i32 0, ptr %y, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, ptr %y, align 4
  %1 = load ptr, ptr %g.addr, align 8
  %h = getelementptr inbounds %struct.Grid, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %h, align 4
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end8

for.body:                                         ; preds = %for.cond
  store i32 0, ptr %x, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %3 = load i32, ptr %x, align 4
  %4 = load ptr, ptr %g.addr, align 8
  %w = getelementptr inbounds %struct.Grid, ptr %4, i32 0, i32 0
  %5 = load i32, ptr %w, align 8
  %cmp2 = icmp slt i32 %3, %5
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:                                        ; preds = %for.cond1
  %6 = load ptr, ptr %g.addr, align 8
  %cells = getelementptr inbounds %struct.Grid, ptr %6, i32 0, i32 2
  %7 = load ptr, ptr %cells, align 8
  %8 = load i32, ptr %y, align 4
  %9 = load ptr, ptr %g.addr, align 8
  %w4 = getelementptr inbounds %struct.Grid, ptr %9, i32 0, i32 0
  %10 = load i32, ptr %w4, align 8
  %mul = mul nsw i32 %8, %10
  %11 = load i32, ptr %x, align 4
  %add = add nsw i32 %mul, %11
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, ptr %7, i64 %idxprom
  %12 = load double, ptr %arrayidx, align 8
  %13 = load double, ptr %s, align 8
  %add5 = fadd double %13, %12
  store double %add5, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body3
  %14 = load i32, ptr %x, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, ptr %x, align 4
  br label %for.cond1, !llvm.loop !8

for.end:                                          ; preds = %for.cond1
  br label %for.inc6

for.inc6:                                         ; preds = %for.end
  %15 = load i32, ptr %y, align 4
  %inc7 = add nsw i32 %15, 1
  store i32 %inc7, ptr %y, align 4
  br label %for.cond, !llvm.loop !9

for.end8:                                         ; preds = %for.cond
  %16 = load double, ptr %s, align 8
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %p = alloca ptr, align 8
  %s = alloca i32, align 4
  %g = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 64) #4
  store ptr %call, ptr %p, align 8
  %0 = load ptr, ptr %p, align 8
  call void @init(ptr noundef %0)
  %1 = load ptr, ptr %p, align 8
  %call1 = call i32 @sum(ptr noundef %1, i32 noundef 1)
  store i32 %call1, ptr %s, align 4
  %2 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %2) #5
  %call2 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call2, ptr %g, align 8
  %3 = load ptr, ptr %g, align 8
  %w = getelementptr inbounds %struct.Grid, ptr %3, i32 0, i32 0
  store i32 2, ptr %w, align 8
  %4 = load ptr, ptr %g, align 8
  %h = getelementptr inbounds %struct.Grid, ptr %4, i32 0, i32 1
  store i32 2, ptr %h, align 4
  %call3 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 8) #6
  %5 = load ptr, ptr %g, align 8
  %cells = getelementptr inbounds %struct.Grid, ptr %5, i32 0, i32 2
  store ptr %call3, ptr %cells, align 8
  %6 = load ptr, ptr %g, align 8
  %call4 = call double @total(ptr noundef %6)
  %conv = fptosi double %call4 to i32
  %7 = load i32, ptr %s, align 4
  %add = add nsw i32 %7, %conv
  store i32 %add, ptr %s, align 4
  %8 = load ptr, ptr %g, align 8
  %cells5 = getelementptr inbounds %struct.Grid, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %cells5, align 8
  call void @free(ptr noundef %9) #5
  %10 = load ptr, ptr %g, align 8
  call void @free(ptr noundef %10) #5
  %11 = load i32, ptr %s, align 4
  ret i32 %11
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }

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
!9 = distinct !{!9, !7}
