; ModuleID = 'counts.c'
source_filename = "counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Point = type { i32, i32, i64 }
%struct.Grid = type { i32, i32, double* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(%struct.Point* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Point*, align 8
  store %struct.Point* %p, %struct.Point** %p.addr, align 8
  %0 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %x = getelementptr inbounds %struct.Point, %struct.Point* %0, i32 0, i32 0
  store i32 1, i32* %x, align 8
  %1 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %y = getelementptr inbounds %struct.Point, %struct.Point* %1, i32 0, i32 1
  store i32 2, i32* %y, align 4
  %2 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %unused_read = getelementptr inbounds %struct.Point, %struct.Point* %2, i32 0, i32 2
  store i64 3, i64* %unused_read, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(%struct.Point* noundef %p, i32 noundef %n) #0 {
entry:
  %p.addr = alloca %struct.Point*, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Point* %p, %struct.Point** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.Point, %struct.Point* %2, i64 %idxprom
  %x = getelementptr inbounds %struct.Point, %struct.Point* %arrayidx, i32 0, i32 0
  %4 = load i32, i32* %x, align 8
  %5 = load i32, i32* %s, align 4
  %add = add nsw i32 %5, %4
  store i32 %add, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load i32, i32* %s, align 4
  %8 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %x1 = getelementptr inbounds %struct.Point, %struct.Point* %8, i32 0, i32 0
  %9 = load i32, i32* %x1, align 8
  %add2 = add nsw i32 %7, %9
  %10 = load %struct.Point*, %struct.Point** %p.addr, align 8
  %y = getelementptr inbounds %struct.Point, %struct.Point* %10, i32 0, i32 1
  %11 = load i32, i32* %y, align 4
  %add3 = add nsw i32 %add2, %11
  ret i32 %add3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total(%struct.Grid* noundef %g) #0 {
entry:
  %g.addr = alloca %struct.Grid*, align 8
  %s = alloca double, align 8
  %y = alloca i32, align 4
  %x = alloca i32, align 4
  store %struct.Grid* %g, %struct.Grid** %g.addr, align 8
  store double 0.000000e+00, double* %s, align 8
  store i32 0, i32* %y, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, i32* %y, align 4
  %1 = load %struct.Grid*, %struct.Grid** %g.addr, align 8
  %h = getelementptr inbounds %struct.Grid, %struct.Grid* %1, i32 0, i32 1
  %2 = load i32, i32* %h, align 4
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end8

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %x, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %3 = load i32, i32* %x, align 4
  %4 = load %struct.Grid*, %struct.Grid** %g.addr, align 8
  %w = getelementptr inbounds %struct.Grid, %struct.Grid* %4, i32 0, i32 0
  %5 = load i32, i32* %w, align 8
  %cmp2 = icmp slt i32 %3, %5
  br i1 %cmp2, label %for.body3, label %for.end

for.body3:                                        ; preds = %for.cond1
  %6 = load %struct.Grid*, %struct.Grid** %g.addr, align 8
  %cells = getelementptr inbounds %struct.Grid, %struct.Grid* %6, i32 0, i32 2
  %7 = load double*, double** %cells, align 8
  %8 = load i32, i32* %y, align 4
  %9 = load %struct.Grid*, %struct.Grid** %g.addr, align 8
  %w4 = getelementptr inbounds %struct.Grid, %struct.Grid* %9, i32 0, i32 0
  %10 = load i32, i32* %w4, align 8
  %mul = mul nsw i32 %8, %10
  %11 = load i32, i32* %x, align 4
  %add = add nsw i32 %mul, %11
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, double* %7, i64 %idxprom
  %12 = load double, double* %arrayidx, align 8
  %13 = load double, double* %s, align 8
  %add5 = fadd double %13, %12
  store double %add5, double* %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body3
  %14 = load i32, i32* %x, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %x, align 4
  br label %for.cond1, !llvm.loop !8

for.end:                                          ; preds = %for.cond1
  br label %for.inc6

for.inc6:                                         ; preds = %for.end
  %15 = load i32, i32* %y, align 4
  %inc7 = add nsw i32 %15, 1
  store i32 %inc7, i32* %y, align 4
  br label %for.cond, !llvm.loop !9

for.end8:                                         ; preds = %for.cond
  %16 = load double, double* %s, align 8
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %p = alloca %struct.Point*, align 8
  %s = alloca i32, align 4
  %g = alloca %struct.Grid*, align 8
  store i32 0, i32* %retval, align 4
  %call = call noalias i8* @malloc(i64 noundef 64) #2
  %0 = bitcast i8* %call to %struct.Point*
  store %struct.Point* %0, %struct.Point** %p, align 8
  %1 = load %struct.Point*, %struct.Point** %p, align 8
  call void @init(%struct.Point* noundef %1)
  %2 = load %struct.Point*, %struct.Point** %p, align 8
  %call1 = call i32 @sum(%struct.Point* noundef %2, i32 noundef 1)
  store i32 %call1, i32* %s, align 4
  %3 = load %struct.Point*, %struct.Point** %p, align 8
  %4 = bitcast %struct.Point* %3 to i8*
  call void @free(i8* noundef %4) #2
  %call2 = call noalias i8* @malloc(i64 noundef 16) #2
  %5 = bitcast i8* %call2 to %struct.Grid*
  store %struct.Grid* %5, %struct.Grid** %g, align 8
  %6 = load %struct.Grid*, %struct.Grid** %g, align 8
  %w = getelementptr inbounds %struct.Grid, %struct.Grid* %6, i32 0, i32 0
  store i32 2, i32* %w, align 8
  %7 = load %struct.Grid*, %struct.Grid** %g, align 8
  %h = getelementptr inbounds %struct.Grid, %struct.Grid* %7, i32 0, i32 1
  store i32 2, i32* %h, align 4
  %call3 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 8) #2
  %8 = bitcast i8* %call3 to double*
  %9 = load %struct.Grid*, %struct.Grid** %g, align 8
  %cells = getelementptr inbounds %struct.Grid, %struct.Grid* %9, i32 0, i32 2
  store double* %8, double** %cells, align 8
  %10 = load %struct.Grid*, %struct.Grid** %g, align 8
  %call4 = call double @total(%struct.Grid* noundef %10)
  %conv = fptosi double %call4 to i32
  %11 = load i32, i32* %s, align 4
  %add = add nsw i32 %11, %conv
  store i32 %add, i32* %s, align 4
  %12 = load %struct.Grid*, %struct.Grid** %g, align 8
  %cells5 = getelementptr inbounds %struct.Grid, %struct.Grid* %12, i32 0, i32 2
  %13 = load double*, double** %cells5, align 8
  %14 = bitcast double* %13 to i8*
  call void @free(i8* noundef %14) #2
  %15 = load %struct.Grid*, %struct.Grid** %g, align 8
  %16 = bitcast %struct.Grid* %15 to i8*
  call void @free(i8* noundef %16) #2
  %17 = load i32, i32* %s, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
