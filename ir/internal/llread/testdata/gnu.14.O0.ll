; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.bits = type { i16, [2 x i8] }

@dispatch.table = internal global [3 x i8*] [i8* blockaddress(@dispatch, %9), i8* blockaddress(@dispatch, %12), i8* blockaddress(@dispatch, %15)], align 16
@hits = dso_local global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  %5 = srem i32 %4, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x i8*], [3 x i8*]* @dispatch.table, i64 0, i64 %6
  %8 = load i8*, i8** %7, align 8
  br label %17

9:                                                ; preds = %17
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 2
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %9, %17
  %13 = load i32, i32* %3, align 4
  %14 = sub nsw i32 %13, 1
  store i32 %14, i32* %3, align 4
  br label %15

15:                                               ; preds = %12, %17
  %16 = load i32, i32* %3, align 4
  ret i32 %16

17:                                               ; preds = %1
  %18 = phi i8* [ %8, %1 ]
  indirectbr i8* %18, [label %9, label %12, label %15]
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) #1 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %5, align 16
  %8 = load <4 x i32>, <4 x i32>* %5, align 16
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
  store i32 %0, i32* %2, align 4
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %7 = bitcast %struct.__va_list_tag* %6 to i8*
  call void @llvm.va_start(i8* %7)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %33, %1
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %2, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %36

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %14 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 16
  %16 = icmp ule i32 %15, 40
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 3
  %19 = load i8*, i8** %18, align 16
  %20 = getelementptr i8, i8* %19, i32 %15
  %21 = bitcast i8* %20 to i32*
  %22 = add i32 %15, 8
  store i32 %22, i32* %14, align 16
  br label %28

23:                                               ; preds = %12
  %24 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %13, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8
  %26 = bitcast i8* %25 to i32*
  %27 = getelementptr i8, i8* %25, i32 8
  store i8* %27, i8** %24, align 8
  br label %28

28:                                               ; preds = %23, %17
  %29 = phi i32* [ %21, %17 ], [ %26, %23 ]
  %30 = load i32, i32* %29, align 4
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, i32* %4, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, i32* %5, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %5, align 4
  br label %8, !llvm.loop !6

36:                                               ; preds = %8
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  %38 = bitcast %struct.__va_list_tag* %37 to i8*
  call void @llvm.va_end(i8* %38)
  %39 = load i32, i32* %4, align 4
  ret i32 %39
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla(i32 noundef %0, %struct.bits* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.bits*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i32 %0, i32* %3, align 4
  store %struct.bits* %1, %struct.bits** %4, align 8
  %10 = load i32, i32* %3, align 4
  %11 = zext i32 %10 to i64
  %12 = call i8* @llvm.stacksave()
  store i8* %12, i8** %5, align 8
  %13 = alloca i32, i64 %11, align 16
  store i64 %11, i64* %6, align 8
  store i32 0, i32* %7, align 4
  br label %14

14:                                               ; preds = %36, %2
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %3, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %14
  %19 = load %struct.bits*, %struct.bits** %4, align 8
  %20 = bitcast %struct.bits* %19 to i16*
  %21 = load i16, i16* %20, align 4
  %22 = and i16 %21, 7
  %23 = zext i16 %22 to i32
  %24 = load %struct.bits*, %struct.bits** %4, align 8
  %25 = bitcast %struct.bits* %24 to i16*
  %26 = load i16, i16* %25, align 4
  %27 = shl i16 %26, 1
  %28 = ashr i16 %27, 11
  %29 = sext i16 %28 to i32
  %30 = load i32, i32* %7, align 4
  %31 = mul nsw i32 %29, %30
  %32 = add nsw i32 %23, %31
  %33 = load i32, i32* %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %13, i64 %34
  store i32 %32, i32* %35, align 4
  br label %36

36:                                               ; preds = %18
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %7, align 4
  br label %14, !llvm.loop !8

39:                                               ; preds = %14
  store i64 1, i64* %8, align 8
  %40 = load i64, i64* %8, align 8
  %41 = atomicrmw add i64* @hits, i64 %40 seq_cst, align 8
  store i64 %41, i64* %9, align 8
  %42 = load i64, i64* %9, align 8
  %43 = load i32, i32* %3, align 4
  %44 = sub nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, i32* %13, i64 %45
  %47 = load i32, i32* %46, align 4
  %48 = load %struct.bits*, %struct.bits** %4, align 8
  %49 = bitcast %struct.bits* %48 to i16*
  %50 = load i16, i16* %49, align 4
  %51 = lshr i16 %50, 3
  %52 = and i16 %51, 127
  %53 = zext i16 %52 to i32
  %54 = add nsw i32 %47, %53
  %55 = load i32, i32* %3, align 4
  %56 = call i32 (i32, double, ...) bitcast (i32 (...)* @knr to i32 (i32, double, ...)*)(i32 noundef %55, double noundef 2.000000e+00)
  %57 = add nsw i32 %54, %56
  %58 = load i8*, i8** %5, align 8
  call void @llvm.stackrestore(i8* %58)
  ret i32 %57
}

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

declare i32 @knr(...) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
