; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, ptr, ptr, i32 }
%struct.point = type { i32, i32 }
%struct.point.2 = type { i64, i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"two shapes\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1
@verbose = internal global i32 1, align 4
@shape_list = dso_local global ptr null, align 8
@shape_count = dso_local global i32 0, align 4
@verbose.9 = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@stderr = external global ptr, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @new_shape(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  store ptr %call, ptr %s, align 8
  %call1 = call ptr @new_shape(i32 noundef 2, i32 noundef 4, i32 noundef 5)
  call void @report(ptr noundef @.str)
  %0 = load i32, ptr @shape_count, align 4
  %call2 = call double @total_area()
  %1 = load ptr, ptr %s, align 8
  %origin = getelementptr inbounds %struct.shape, ptr %1, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, ptr %origin, i32 0, i32 0
  %2 = load i32, ptr %x, align 8
  %call3 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %0, double noundef %call2, i32 noundef %2)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report(ptr noundef %what) #0 {
entry:
  %what.addr = alloca ptr, align 8
  store ptr %what, ptr %what.addr, align 8
  %0 = load i32, ptr @verbose, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %what.addr, align 8
  %call = call i32 @puts(ptr noundef %1)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @puts(ptr noundef) #1

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @xmalloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #4
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end4, label %if.then

if.then:                                          ; preds = %entry
  %2 = load i32, ptr @verbose.9, align 4
  %tobool1 = icmp ne i32 %2, 0
  br i1 %tobool1, label %if.end, label %if.then2

if.then2:                                         ; preds = %if.then
  %3 = load ptr, ptr @stderr, align 8
  %call3 = call i32 @fputs(ptr noundef @.str.10, ptr noundef %3)
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  call void @exit(i32 noundef 1) #5
  unreachable

if.end4:                                          ; preds = %entry
  %4 = load ptr, ptr %p, align 8
  ret ptr %4
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

declare i32 @fputs(ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @point_sum(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %x = getelementptr inbounds %struct.point.2, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %x, align 8
  %2 = load ptr, ptr %p.addr, align 8
  %y = getelementptr inbounds %struct.point.2, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %y, align 8
  %add = add nsw i64 %1, %3
  %4 = load ptr, ptr %p.addr, align 8
  %z = getelementptr inbounds %struct.point.2, ptr %4, i32 0, i32 2
  %5 = load i64, ptr %z, align 8
  %add1 = add nsw i64 %add, %5
  ret i64 %add1
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
