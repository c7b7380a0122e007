; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, %struct.shape*, double (%struct.shape*)*, i32 }
%struct.point = type { i32, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.point.2 = type { i64, i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"two shapes\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1
@verbose = internal global i32 1, align 4
@shape_list = dso_local global %struct.shape* null, align 8
@shape_count = dso_local global i32 0, align 4
@verbose.9 = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@stderr = external global %struct._IO_FILE*, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca %struct.shape*, align 8
  store i32 0, i32* %retval, align 4
  %call = call %struct.shape* @new_shape(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  store %struct.shape* %call, %struct.shape** %s, align 8
  %call1 = call %struct.shape* @new_shape(i32 noundef 2, i32 noundef 4, i32 noundef 5)
  call void @report(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  %0 = load i32, i32* @shape_count, align 4
  %call2 = call double @total_area()
  %1 = load %struct.shape*, %struct.shape** %s, align 8
  %origin = getelementptr inbounds %struct.shape, %struct.shape* %1, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, %struct.point* %origin, i32 0, i32 0
  %2 = load i32, i32* %x, align 8
  %call3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %0, double noundef %call2, i32 noundef %2)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report(i8* noundef %what) #0 {
entry:
  %what.addr = alloca i8*, align 8
  store i8* %what, i8** %what.addr, align 8
  %0 = load i32, i32* @verbose, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** %what.addr, align 8
  %call = call i32 @puts(i8* noundef %1)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @puts(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.shape* @new_shape(i32 noundef %kind, i32 noundef %x, i32 noundef %y) #0 {
entry:
  %kind.addr = alloca i32, align 4
  %x.addr = alloca i32, align 4
  %y.addr = alloca i32, align 4
  %s = alloca %struct.shape*, align 8
  store i32 %kind, i32* %kind.addr, align 4
  store i32 %x, i32* %x.addr, align 4
  store i32 %y, i32* %y.addr, align 4
  %call = call i8* @xmalloc(i64 noundef 32)
  %0 = bitcast i8* %call to %struct.shape*
  store %struct.shape* %0, %struct.shape** %s, align 8
  %1 = load i32, i32* %x.addr, align 4
  %2 = load %struct.shape*, %struct.shape** %s, align 8
  %origin = getelementptr inbounds %struct.shape, %struct.shape* %2, i32 0, i32 0
  %x1 = getelementptr inbounds %struct.point, %struct.point* %origin, i32 0, i32 0
  store i32 %1, i32* %x1, align 8
  %3 = load i32, i32* %y.addr, align 4
  %4 = load %struct.shape*, %struct.shape** %s, align 8
  %origin2 = getelementptr inbounds %struct.shape, %struct.shape* %4, i32 0, i32 0
  %y3 = getelementptr inbounds %struct.point, %struct.point* %origin2, i32 0, i32 1
  store i32 %3, i32* %y3, align 4
  %5 = load i32, i32* %kind.addr, align 4
  %6 = load %struct.shape*, %struct.shape** %s, align 8
  %kind4 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 3
  store i32 %5, i32* %kind4, align 8
  %7 = load i32, i32* %kind.addr, align 4
  %cmp = icmp eq i32 %7, 1
  %8 = zext i1 %cmp to i64
  %cond = select i1 %cmp, double (%struct.shape*)* @square_area, double (%struct.shape*)* @circle_area
  %9 = load %struct.shape*, %struct.shape** %s, align 8
  %area = getelementptr inbounds %struct.shape, %struct.shape* %9, i32 0, i32 2
  store double (%struct.shape*)* %cond, double (%struct.shape*)** %area, align 8
  %10 = load %struct.shape*, %struct.shape** @shape_list, align 8
  %11 = load %struct.shape*, %struct.shape** %s, align 8
  %next = getelementptr inbounds %struct.shape, %struct.shape* %11, i32 0, i32 1
  store %struct.shape* %10, %struct.shape** %next, align 8
  %12 = load %struct.shape*, %struct.shape** %s, align 8
  store %struct.shape* %12, %struct.shape** @shape_list, align 8
  %13 = load i32, i32* @shape_count, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, i32* @shape_count, align 4
  %14 = load %struct.shape*, %struct.shape** %s, align 8
  ret %struct.shape* %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @square_area(%struct.shape* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shape*, align 8
  store %struct.shape* %s, %struct.shape** %s.addr, align 8
  %0 = load %struct.shape*, %struct.shape** %s.addr, align 8
  ret double 1.000000e+00
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @circle_area(%struct.shape* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shape*, align 8
  store %struct.shape* %s, %struct.shape** %s.addr, align 8
  %0 = load %struct.shape*, %struct.shape** %s.addr, align 8
  %origin = getelementptr inbounds %struct.shape, %struct.shape* %0, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, %struct.point* %origin, i32 0, i32 0
  %1 = load i32, i32* %x, align 8
  %conv = sitofp i32 %1 to double
  %mul = fmul double 3.140000e+00, %conv
  ret double %mul
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total_area() #0 {
entry:
  %a = alloca double, align 8
  %s = alloca %struct.shape*, align 8
  store double 0.000000e+00, double* %a, align 8
  %0 = load %struct.shape*, %struct.shape** @shape_list, align 8
  store %struct.shape* %0, %struct.shape** %s, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.shape*, %struct.shape** %s, align 8
  %tobool = icmp ne %struct.shape* %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.shape*, %struct.shape** %s, align 8
  %area = getelementptr inbounds %struct.shape, %struct.shape* %2, i32 0, i32 2
  %3 = load double (%struct.shape*)*, double (%struct.shape*)** %area, align 8
  %4 = load %struct.shape*, %struct.shape** %s, align 8
  %call = call double %3(%struct.shape* noundef %4)
  %5 = load double, double* %a, align 8
  %add = fadd double %5, %call
  store double %add, double* %a, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load %struct.shape*, %struct.shape** %s, align 8
  %next = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 1
  %7 = load %struct.shape*, %struct.shape** %next, align 8
  store %struct.shape* %7, %struct.shape** %s, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load double, double* %a, align 8
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @xmalloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #4
  store i8* %call, i8** %p, align 8
  %1 = load i8*, i8** %p, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %if.end4, label %if.then

if.then:                                          ; preds = %entry
  %2 = load i32, i32* @verbose.9, align 4
  %tobool1 = icmp ne i32 %2, 0
  br i1 %tobool1, label %if.end, label %if.then2

if.then2:                                         ; preds = %if.then
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %call3 = call i32 @fputs(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i64 0, i64 0), %struct._IO_FILE* noundef %3)
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  call void @exit(i32 noundef 1) #5
  unreachable

if.end4:                                          ; preds = %entry
  %4 = load i8*, i8** %p, align 8
  ret i8* %4
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @fputs(i8* noundef, %struct._IO_FILE* noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @point_sum(%struct.point.2* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.point.2*, align 8
  store %struct.point.2* %p, %struct.point.2** %p.addr, align 8
  %0 = load %struct.point.2*, %struct.point.2** %p.addr, align 8
  %x = getelementptr inbounds %struct.point.2, %struct.point.2* %0, i32 0, i32 0
  %1 = load i64, i64* %x, align 8
  %2 = load %struct.point.2*, %struct.point.2** %p.addr, align 8
  %y = getelementptr inbounds %struct.point.2, %struct.point.2* %2, i32 0, i32 1
  %3 = load i64, i64* %y, align 8
  %add = add nsw i64 %1, %3
  %4 = load %struct.point.2*, %struct.point.2** %p.addr, align 8
  %z = getelementptr inbounds %struct.point.2, %struct.point.2* %4, i32 0, i32 2
  %5 = load i64, i64* %z, align 8
  %add1 = add nsw i64 %add, %5
  ret i64 %add1
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
