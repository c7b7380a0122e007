; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@dispatch.table = internal global [3 x ptr] [ptr blockaddress(@dispatch, %9), ptr blockaddress(@dispatch, %12), ptr blockaddress(@dispatch, %15)], align 16
@hits = dso_local global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x ptr], ptr @dispatch.table, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %17

9:                                                ; preds = %17
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 2
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %9, %17
  %13 = load i32, ptr %3, align 4
  %14 = sub nsw i32 %13, 1
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %12, %17
  %16 = load i32, ptr %3, align 4
  ret i32 %16

17:                                               ; preds = %1
  %18 = phi ptr [ %8, %1 ]
  indirectbr ptr %18, [label %9, label %12, label %15]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) #1 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %6 = load <4 x i32>, ptr %3, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %5, align 16
  %8 = load <4 x i32>, ptr %5, align 16
  %9 = mul <4 x i32> %7, %8
  %10 = add <4 x i32> %6, %9
  ret <4 x i32> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %6)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 16
  %15 = icmp ule i32 %14, 40
  br i1 %15, label %16, label %21

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3
  %18 = load ptr, ptr %17, align 16
  %19 = getelementptr i8, ptr %18, i32 %14
  %20 = add i32 %14, 8
  store i32 %20, ptr %13, align 16
  br label %25

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i32 8
  store ptr %24, ptr %22, align 8
  br label %25

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ]
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %4, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %5, align 4
  br label %7, !llvm.loop !6

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %34)
  %35 = load i32, ptr %4, align 4
  ret i32 %35
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %10 = load i32, ptr %3, align 4
  %11 = zext i32 %10 to i64
  %12 = call ptr @llvm.stacksave.p0()
  store ptr %12, ptr %5, align 8
  %13 = alloca i32, i64 %11, align 16
  store i64 %11, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %34, %2
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i16, ptr %19, align 4
  %21 = and i16 %20, 7
  %22 = zext i16 %21 to i32
  %23 = load ptr, ptr %4, align 8
  %24 = load i16, ptr %23, align 4
  %25 = shl i16 %24, 1
  %26 = ashr i16 %25, 11
  %27 = sext i16 %26 to i32
  %28 = load i32, ptr %7, align 4
  %29 = mul nsw i32 %27, %28
  %30 = add nsw i32 %22, %29
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %13, i64 %32
  store i32 %30, ptr %33, align 4
  br label %34

34:                                               ; preds = %18
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %14, !llvm.loop !8

37:                                               ; preds = %14
  store i64 1, ptr %8, align 8
  %38 = load i64, ptr %8, align 8
  %39 = atomicrmw add ptr @hits, i64 %38 seq_cst, align 8
  store i64 %39, ptr %9, align 8
  %40 = load i64, ptr %9, align 8
  %41 = load i32, ptr %3, align 4
  %42 = sub nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %13, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load ptr, ptr %4, align 8
  %47 = load i16, ptr %46, align 4
  %48 = lshr i16 %47, 3
  %49 = and i16 %48, 127
  %50 = zext i16 %49 to i32
  %51 = add nsw i32 %45, %50
  %52 = load i32, ptr %3, align 4
  %53 = call i32 (i32, double, ...) @knr(i32 noundef %52, double noundef 2.000000e+00)
  %54 = add nsw i32 %51, %53
  %55 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore.p0(ptr %55)
  ret i32 %54
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

declare i32 @knr(...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
