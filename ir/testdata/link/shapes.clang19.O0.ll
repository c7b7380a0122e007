; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, ptr, ptr, i32 }
%struct.point = type { i32, i32 }

@shape_list = dso_local global ptr null, align 8
@shape_count = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) #0 {
entry:
  %kind.addr = alloca i32, align 4
  %x.addr = alloca i32, align 4
  %y.addr = alloca i32, align 4
  %s = alloca ptr, align 8
  store i32 %kind, ptr %kind.addr, align 4
  store i32 %x, ptr %x.addr, align 4
  store i32 %y, ptr %y.addr, align 4
  %call = call ptr @xmalloc(i64 noundef 32)
  store ptr %call, ptr %s, align 8
  %0 = load i32, ptr %x.addr, align 4
  %1 = load ptr, ptr %s, align 8
  %origin = getelementptr inbounds %struct.shape, ptr %1, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.point, ptr %origin, i32 0, i32 0
  store i32 %0, ptr %x1, align 8
  %2 = load i32, ptr %y.addr, align 4
  %3 = load ptr, ptr %s, align 8
  %origin2 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 0
  %y3 = getelementptr inbounds %struct.point, ptr %origin2, i32 0, i32 1
  store i32 %2, ptr %y3, align 4
  %4 = load i32, ptr %kind.addr, align 4
  %5 = load ptr, ptr %s, align 8
  %kind4 = getelementptr inbounds %struct.shape, ptr %5, i32 0, i32 3
  store i32 %4, ptr %kind4, align 8
  %6 = load i32, ptr %kind.addr, align 4
  %cmp = icmp eq i32 %6, 1
  %7 = zext i1 %cmp to i64
  %cond = select i1 %cmp, ptr @square_area, ptr @circle_area
  %8 = load ptr, ptr %s, align 8
  %area = getelementptr inbounds %struct.shape, ptr %8, i32 0, i32 2
  store ptr %cond, ptr %area, align 8
  %9 = load ptr, ptr @shape_list, align 8
  %10 = load ptr, ptr %s, align 8
  %next = getelementptr inbounds %struct.shape, ptr %10, i32 0, i32 1
  store ptr %9, ptr %next, align 8
  %11 = load ptr, ptr %s, align 8
  store ptr %11, ptr @shape_list, align 8
  %12 = load i32, ptr @shape_count, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr @shape_count, align 4
  %13 = load ptr, ptr %s, align 8
  ret ptr %13
}

declare ptr @xmalloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @square_area(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  ret double 1.000000e+00
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @circle_area(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %origin = getelementptr inbounds %struct.shape, ptr %0, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, ptr %origin, i32 0, i32 0
  %1 = load i32, ptr %x, align 8
  %conv = sitofp i32 %1 to double
  %mul = fmul double 3.140000e+00, %conv
  ret double %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total_area() #0 {
entry:
  %a = alloca double, align 8
  %s = alloca ptr, align 8
  store double 0.000000e+00, ptr %a, align 8
  %0 = load ptr, ptr @shape_list, align 8
  store ptr %0, ptr %s, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %s, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %s, align 8
  %area = getelementptr inbounds %struct.shape, ptr %2, i32 0, i32 2
  %3 = load ptr, ptr %area, align 8
  %4 = load ptr, ptr %s, align 8
  %call = call double %3(ptr noundef %4)
  %5 = load double, ptr %a, align 8
  %add = fadd double %5, %call
  store double %add, ptr %a, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %s, align 8
  %next = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %next, align 8
  store ptr %7, ptr %s, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load double, ptr %a, align 8
  ret double %8
}

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
