; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node*, [16 x i8] }
%union.u = type { i32 }

@counter = dso_local global i32 3, align 4
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local global [3 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0)], align 16
@head = internal global %struct.node* null, align 8
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1
@pool = dso_local global [4 x %struct.node] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @push(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.node*, align 8
  store i32 %0, i32* %4, align 4
  store double %1, double* %5, align 8
  %7 = call noalias i8* @malloc(i64 noundef 40) #4
  %8 = bitcast i8* %7 to %struct.node*
  store %struct.node* %8, %struct.node** %6, align 8
  %9 = load %struct.node*, %struct.node** %6, align 8
  %10 = icmp ne %struct.node* %9, null
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store %struct.node* null, %struct.node** %3, align 8
  br label %33

12:                                               ; preds = %2
  %13 = load i32, i32* %4, align 4
  %14 = load %struct.node*, %struct.node** %6, align 8
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  store i32 %13, i32* %15, align 8
  %16 = load double, double* %5, align 8
  %17 = load %struct.node*, %struct.node** %6, align 8
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 1
  store double %16, double* %18, align 8
  %19 = load %struct.node*, %struct.node** @head, align 8
  %20 = load %struct.node*, %struct.node** %6, align 8
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 2
  store %struct.node* %19, %struct.node** %21, align 8
  %22 = load %struct.node*, %struct.node** %6, align 8
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 3
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i64 0, i64 0
  %25 = load i32, i32* %4, align 4
  %26 = srem i32 %25, 3
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %27
  %29 = load i8*, i8** %28, align 8
  %30 = call i8* @strncpy(i8* noundef %24, i8* noundef %29, i64 noundef 16) #4
  %31 = load %struct.node*, %struct.node** %6, align 8
  store %struct.node* %31, %struct.node** @head, align 8
  %32 = load %struct.node*, %struct.node** %6, align 8
  store %struct.node* %32, %struct.node** %3, align 8
  br label %33

33:                                               ; preds = %12, %11
  %34 = load %struct.node*, %struct.node** %3, align 8
  ret %struct.node* %34
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 (i8*, i8*)* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32 (i8*, i8*)*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 (i8*, i8*)* %0, i32 (i8*, i8*)** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %32, %3
  %10 = load i32, i32* %8, align 4
  %11 = add nsw i32 %10, 1
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %9
  %15 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %4, align 8
  %16 = load i32*, i32** %5, align 8
  %17 = load i32, i32* %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, i32* %16, i64 %18
  %20 = bitcast i32* %19 to i8*
  %21 = load i32*, i32** %5, align 8
  %22 = load i32, i32* %8, align 4
  %23 = add nsw i32 %22, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %21, i64 %24
  %26 = bitcast i32* %25 to i8*
  %27 = call i32 %15(i8* noundef %20, i8* noundef %26)
  %28 = icmp sgt i32 %27, 0
  %29 = zext i1 %28 to i32
  %30 = load i32, i32* %7, align 4
  %31 = add nsw i32 %30, %29
  store i32 %31, i32* %7, align 4
  br label %32

32:                                               ; preds = %14
  %33 = load i32, i32* %8, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %8, align 4
  br label %9, !llvm.loop !6

35:                                               ; preds = %9
  %36 = load i32, i32* %7, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.u, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = bitcast %union.u* %3 to i32*
  store i32 %4, i32* %5, align 4
  %6 = bitcast %union.u* %3 to float*
  %7 = load float, float* %6, align 4
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.node*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %12 = bitcast [8 x i32]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %12, i8* align 16 bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0
  %14 = bitcast i32* %13 to i8*
  call void @qsort(i8* noundef %14, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp)
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %25, %2
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %15
  %20 = load i32, i32* %7, align 4
  %21 = load i32, i32* %7, align 4
  %22 = sitofp i32 %21 to double
  %23 = fmul double %22, 1.500000e+00
  %24 = call %struct.node* @push(i32 noundef %20, double noundef %23)
  br label %25

25:                                               ; preds = %19
  %26 = load i32, i32* %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %7, align 4
  br label %15, !llvm.loop !8

28:                                               ; preds = %15
  store i32 0, i32* %8, align 4
  %29 = load %struct.node*, %struct.node** @head, align 8
  store %struct.node* %29, %struct.node** %9, align 8
  br label %30

30:                                               ; preds = %39, %28
  %31 = load %struct.node*, %struct.node** %9, align 8
  %32 = icmp ne %struct.node* %31, null
  br i1 %32, label %33, label %43

33:                                               ; preds = %30
  %34 = load %struct.node*, %struct.node** %9, align 8
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 8
  %37 = load i32, i32* %8, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, i32* %8, align 4
  br label %39

39:                                               ; preds = %33
  %40 = load %struct.node*, %struct.node** %9, align 8
  %41 = getelementptr inbounds %struct.node, %struct.node* %40, i32 0, i32 2
  %42 = load %struct.node*, %struct.node** %41, align 8
  store %struct.node* %42, %struct.node** %9, align 8
  br label %30, !llvm.loop !9

43:                                               ; preds = %30
  %44 = load i32, i32* %4, align 4
  switch i32 %44, label %51 [
    i32 1, label %45
    i32 2, label %48
  ]

45:                                               ; preds = %43
  %46 = load i32, i32* %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %8, align 4
  br label %54

48:                                               ; preds = %43
  %49 = load i32, i32* %8, align 4
  %50 = add nsw i32 %49, 2
  store i32 %50, i32* %8, align 4
  br label %54

51:                                               ; preds = %43
  %52 = load i32, i32* %8, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %8, align 4
  br label %54

54:                                               ; preds = %51, %48, %45
  %55 = load i32, i32* %8, align 4
  %56 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 0
  %57 = call i32 @apply(i32 (i8*, i8*)* noundef @cmp, i32* noundef %56, i32 noundef 8)
  %58 = call float @bits(i32 noundef 1065353216)
  %59 = fpext float %58 to double
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %55, i32 noundef %57, double noundef %59)
  %61 = load i32, i32* %4, align 4
  %62 = sext i32 %61 to i64
  %63 = shl i64 %62, 40
  store i64 %63, i64* %10, align 8
  %64 = load i32, i32* %8, align 4
  %65 = trunc i32 %64 to i8
  store i8 %65, i8* %11, align 1
  %66 = load i64, i64* %10, align 8
  %67 = ashr i64 %66, 40
  %68 = trunc i64 %67 to i32
  %69 = load i8, i8* %11, align 1
  %70 = zext i8 %69 to i32
  %71 = add nsw i32 %68, %70
  %72 = load i32, i32* @counter, align 4
  %73 = add nsw i32 %71, %72
  %74 = load double, double* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @pool, i64 0, i64 1, i32 1), align 8
  %75 = fptosi double %74 to i32
  %76 = add nsw i32 %73, %75
  ret i32 %76
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = load i8*, i8** %4, align 8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
