; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@stdout = external local_unnamed_addr global ptr, align 8
@log_stream = internal unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"sum=%ld mean=%.2f joined=%s\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"[%d] \00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load ptr, ptr @stdout, align 8, !tbaa !5
  store ptr %3, ptr @log_stream, align 8, !tbaa !5
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %2, %5
  %9 = phi ptr [ %7, %5 ], [ @.str.3, %2 ]
  %10 = tail call ptr (ptr, ...) @join(ptr nonnull poison, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, ptr noundef %9, ptr noundef null)
  %11 = tail call i64 (i32, ...) @sum(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %0)
  %12 = tail call double (i32, ...) @mean(i32 poison, double noundef 1.000000e+00, double noundef 4.000000e+00, double noundef 2.500000e+00)
  %13 = icmp eq ptr %10, null
  %14 = select i1 %13, ptr @.str.5, ptr %10
  tail call void (i32, ptr, ...) @logf_(i32 poison, ptr nonnull poison, i64 noundef %11, double noundef %12, ptr noundef nonnull %14)
  tail call void @free(ptr noundef %10) #11
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal noundef ptr @join(ptr nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  br label %8

8:                                                ; preds = %25, %1
  %9 = phi ptr [ %7, %1 ], [ %20, %25 ]
  %10 = phi i32 [ %3, %1 ], [ %21, %25 ]
  %11 = phi i64 [ 1, %1 ], [ %28, %25 ]
  %12 = icmp ult i32 %10, 41
  br i1 %12, label %13, label %17

13:                                               ; preds = %8
  %14 = zext nneg i32 %10 to i64
  %15 = getelementptr i8, ptr %6, i64 %14
  %16 = add nuw nsw i32 %10, 8
  store i32 %16, ptr %2, align 16
  br label %19

17:                                               ; preds = %8
  %18 = getelementptr i8, ptr %9, i64 8
  store ptr %18, ptr %4, align 8
  br label %19

19:                                               ; preds = %17, %13
  %20 = phi ptr [ %9, %13 ], [ %18, %17 ]
  %21 = phi i32 [ %16, %13 ], [ %10, %17 ]
  %22 = phi ptr [ %15, %13 ], [ %9, %17 ]
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = icmp eq ptr %23, null
  br i1 %24, label %29, label %25

25:                                               ; preds = %19
  %26 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %23) #12
  %27 = add i64 %11, 2
  %28 = add i64 %27, %26
  br label %8, !llvm.loop !9

29:                                               ; preds = %19
  call void @llvm.va_end.p0(ptr nonnull %2)
  %30 = call noalias ptr @malloc(i64 noundef %11) #13
  %31 = icmp eq ptr %30, null
  br i1 %31, label %71, label %32

32:                                               ; preds = %29
  store i8 0, ptr %30, align 1, !tbaa !11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %33 = load i32, ptr %2, align 16
  %34 = load ptr, ptr %5, align 16
  %35 = load ptr, ptr %4, align 8
  %36 = icmp ult i32 %33, 41
  br i1 %36, label %39, label %37

37:                                               ; preds = %32
  %38 = getelementptr i8, ptr %35, i64 8
  store ptr %38, ptr %4, align 8
  br label %43

39:                                               ; preds = %32
  %40 = zext nneg i32 %33 to i64
  %41 = getelementptr i8, ptr %34, i64 %40
  %42 = add nuw nsw i32 %33, 8
  store i32 %42, ptr %2, align 16
  br label %43

43:                                               ; preds = %39, %37
  %44 = phi ptr [ %35, %39 ], [ %38, %37 ]
  %45 = phi i32 [ %42, %39 ], [ %33, %37 ]
  %46 = phi ptr [ %41, %39 ], [ %35, %37 ]
  %47 = load ptr, ptr %46, align 8, !tbaa !5
  %48 = icmp eq ptr %47, null
  br i1 %48, label %70, label %49

49:                                               ; preds = %43, %67
  %50 = phi ptr [ %65, %67 ], [ %47, %43 ]
  %51 = phi ptr [ %62, %67 ], [ %44, %43 ]
  %52 = phi i32 [ %63, %67 ], [ %45, %43 ]
  %53 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %30, ptr noundef nonnull dereferenceable(1) %50) #11
  %54 = icmp ult i32 %52, 41
  br i1 %54, label %55, label %59

55:                                               ; preds = %49
  %56 = zext nneg i32 %52 to i64
  %57 = getelementptr i8, ptr %34, i64 %56
  %58 = add nuw nsw i32 %52, 8
  store i32 %58, ptr %2, align 16
  br label %61

59:                                               ; preds = %49
  %60 = getelementptr i8, ptr %51, i64 8
  store ptr %60, ptr %4, align 8
  br label %61

61:                                               ; preds = %59, %55
  %62 = phi ptr [ %51, %55 ], [ %60, %59 ]
  %63 = phi i32 [ %58, %55 ], [ %52, %59 ]
  %64 = phi ptr [ %57, %55 ], [ %51, %59 ]
  %65 = load ptr, ptr %64, align 8, !tbaa !5
  %66 = icmp eq ptr %65, null
  br i1 %66, label %70, label %67

67:                                               ; preds = %61
  %68 = call i64 @strlen(ptr nonnull dereferenceable(1) %30)
  %69 = getelementptr inbounds i8, ptr %30, i64 %68
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %69, ptr noundef nonnull align 1 dereferenceable(3) @.str, i64 3, i1 false)
  br label %49, !llvm.loop !12

70:                                               ; preds = %61, %43
  call void @llvm.va_end.p0(ptr nonnull %2)
  br label %71

71:                                               ; preds = %29, %70
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret ptr %30
}

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(i32 %0, ptr nocapture readnone %1, ...) unnamed_addr #2 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = load ptr, ptr @log_stream, align 8
  %5 = icmp eq ptr %4, null
  %6 = load ptr, ptr @stderr, align 8
  %7 = select i1 %5, ptr %6, ptr %4
  %8 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef nonnull @.str.6, i32 noundef 2) #11
  %9 = load ptr, ptr @log_stream, align 8
  %10 = icmp eq ptr %9, null
  %11 = load ptr, ptr @stderr, align 8
  %12 = select i1 %10, ptr %11, ptr %9
  %13 = call i32 @vfprintf(ptr noundef %12, ptr noundef nonnull @.str.4, ptr noundef nonnull %3) #11
  %14 = load ptr, ptr @log_stream, align 8
  %15 = icmp eq ptr %14, null
  %16 = load ptr, ptr @stderr, align 8
  %17 = select i1 %15, ptr %16, ptr %14
  %18 = call i32 @fputc(i32 noundef 10, ptr noundef %17)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load i32, ptr %2, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  %6 = load ptr, ptr %5, align 16
  %7 = load ptr, ptr %4, align 8
  %8 = icmp ult i32 %3, 41
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = getelementptr i8, ptr %7, i64 8
  store ptr %10, ptr %4, align 8
  %11 = load i32, ptr %7, align 4, !tbaa !14
  br label %18

12:                                               ; preds = %1
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr i8, ptr %6, i64 %13
  %15 = add nuw nsw i32 %3, 8
  store i32 %15, ptr %2, align 16
  %16 = load i32, ptr %14, align 4, !tbaa !14
  %17 = icmp ult i32 %3, 33
  br i1 %17, label %23, label %18

18:                                               ; preds = %12, %9
  %19 = phi i32 [ %11, %9 ], [ %16, %12 ]
  %20 = phi ptr [ %10, %9 ], [ %7, %12 ]
  %21 = getelementptr i8, ptr %20, i64 8
  store ptr %21, ptr %4, align 8
  %22 = load i32, ptr %20, align 4, !tbaa !14
  br label %29

23:                                               ; preds = %12
  %24 = zext nneg i32 %15 to i64
  %25 = getelementptr i8, ptr %6, i64 %24
  %26 = add nuw nsw i32 %3, 16
  store i32 %26, ptr %2, align 16
  %27 = load i32, ptr %25, align 4, !tbaa !14
  %28 = icmp ult i32 %3, 25
  br i1 %28, label %35, label %29

29:                                               ; preds = %23, %18
  %30 = phi i32 [ %22, %18 ], [ %27, %23 ]
  %31 = phi ptr [ %21, %18 ], [ %7, %23 ]
  %32 = phi i32 [ %19, %18 ], [ %16, %23 ]
  %33 = getelementptr i8, ptr %31, i64 8
  store ptr %33, ptr %4, align 8
  %34 = load i32, ptr %31, align 4, !tbaa !14
  br label %41

35:                                               ; preds = %23
  %36 = zext nneg i32 %26 to i64
  %37 = getelementptr i8, ptr %6, i64 %36
  %38 = add nuw nsw i32 %3, 24
  store i32 %38, ptr %2, align 16
  %39 = load i32, ptr %37, align 4, !tbaa !14
  %40 = icmp ult i32 %3, 17
  br i1 %40, label %47, label %41

41:                                               ; preds = %29, %35
  %42 = phi i32 [ %34, %29 ], [ %39, %35 ]
  %43 = phi ptr [ %33, %29 ], [ %7, %35 ]
  %44 = phi i32 [ %32, %29 ], [ %16, %35 ]
  %45 = phi i32 [ %30, %29 ], [ %27, %35 ]
  %46 = getelementptr i8, ptr %43, i64 8
  store ptr %46, ptr %4, align 8
  br label %51

47:                                               ; preds = %35
  %48 = zext nneg i32 %38 to i64
  %49 = getelementptr i8, ptr %6, i64 %48
  %50 = or disjoint i32 %3, 32
  store i32 %50, ptr %2, align 16
  br label %51

51:                                               ; preds = %47, %41
  %52 = phi i32 [ %39, %47 ], [ %42, %41 ]
  %53 = phi i32 [ %16, %47 ], [ %44, %41 ]
  %54 = phi i32 [ %27, %47 ], [ %45, %41 ]
  %55 = phi ptr [ %49, %47 ], [ %43, %41 ]
  %56 = sext i32 %53 to i64
  %57 = sext i32 %54 to i64
  %58 = add nsw i64 %56, %57
  %59 = sext i32 %52 to i64
  %60 = add nsw i64 %58, %59
  %61 = load i32, ptr %55, align 4, !tbaa !14
  %62 = sext i32 %61 to i64
  %63 = add nsw i64 %60, %62
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret i64 %63
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define internal double @mean(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = icmp ult i32 %5, 161
  br i1 %10, label %14, label %11

11:                                               ; preds = %1
  %12 = getelementptr i8, ptr %9, i64 8
  store ptr %12, ptr %6, align 8
  %13 = load double, ptr %9, align 8, !tbaa !16
  br label %20

14:                                               ; preds = %1
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr i8, ptr %8, i64 %15
  %17 = add nuw nsw i32 %5, 16
  store i32 %17, ptr %4, align 4
  %18 = load double, ptr %16, align 8, !tbaa !16
  %19 = icmp ult i32 %5, 145
  br i1 %19, label %25, label %20

20:                                               ; preds = %14, %11
  %21 = phi double [ %13, %11 ], [ %18, %14 ]
  %22 = phi ptr [ %12, %11 ], [ %9, %14 ]
  %23 = getelementptr i8, ptr %22, i64 8
  store ptr %23, ptr %6, align 8
  %24 = load double, ptr %22, align 8, !tbaa !16
  br label %31

25:                                               ; preds = %14
  %26 = zext nneg i32 %17 to i64
  %27 = getelementptr i8, ptr %8, i64 %26
  %28 = add nuw nsw i32 %5, 32
  store i32 %28, ptr %4, align 4
  %29 = load double, ptr %27, align 8, !tbaa !16
  %30 = icmp ult i32 %5, 129
  br i1 %30, label %36, label %31

31:                                               ; preds = %20, %25
  %32 = phi double [ %24, %20 ], [ %29, %25 ]
  %33 = phi ptr [ %23, %20 ], [ %9, %25 ]
  %34 = phi double [ %21, %20 ], [ %18, %25 ]
  %35 = getelementptr i8, ptr %33, i64 8
  store ptr %35, ptr %6, align 8
  br label %40

36:                                               ; preds = %25
  %37 = zext nneg i32 %28 to i64
  %38 = getelementptr i8, ptr %8, i64 %37
  %39 = add nuw nsw i32 %5, 48
  store i32 %39, ptr %4, align 4
  br label %40

40:                                               ; preds = %36, %31
  %41 = phi double [ %29, %36 ], [ %32, %31 ]
  %42 = phi double [ %18, %36 ], [ %34, %31 ]
  %43 = phi ptr [ %38, %36 ], [ %33, %31 ]
  %44 = load double, ptr %43, align 8, !tbaa !16
  %45 = getelementptr inbounds i8, ptr %3, i64 4
  %46 = load i32, ptr %45, align 4
  %47 = icmp ult i32 %46, 161
  br i1 %47, label %54, label %48

48:                                               ; preds = %40
  %49 = getelementptr inbounds i8, ptr %3, i64 8
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  store ptr %51, ptr %49, align 8
  %52 = load double, ptr %50, align 8, !tbaa !16
  %53 = getelementptr inbounds i8, ptr %3, i64 8
  br label %65

54:                                               ; preds = %40
  %55 = getelementptr inbounds i8, ptr %3, i64 16
  %56 = load ptr, ptr %55, align 16
  %57 = zext nneg i32 %46 to i64
  %58 = getelementptr i8, ptr %56, i64 %57
  %59 = add nuw nsw i32 %46, 16
  store i32 %59, ptr %45, align 4
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  %61 = load ptr, ptr %60, align 8
  %62 = load double, ptr %58, align 8, !tbaa !16
  %63 = getelementptr inbounds i8, ptr %3, i64 8
  %64 = icmp ult i32 %46, 145
  br i1 %64, label %71, label %65

65:                                               ; preds = %54, %48
  %66 = phi ptr [ %53, %48 ], [ %63, %54 ]
  %67 = phi double [ %52, %48 ], [ %62, %54 ]
  %68 = phi ptr [ %51, %48 ], [ %61, %54 ]
  %69 = getelementptr i8, ptr %68, i64 8
  store ptr %69, ptr %66, align 8
  %70 = load double, ptr %68, align 8, !tbaa !16
  br label %77

71:                                               ; preds = %54
  %72 = zext nneg i32 %59 to i64
  %73 = getelementptr i8, ptr %56, i64 %72
  %74 = add nuw nsw i32 %46, 32
  store i32 %74, ptr %45, align 4
  %75 = load double, ptr %73, align 8, !tbaa !16
  %76 = icmp ult i32 %46, 129
  br i1 %76, label %83, label %77

77:                                               ; preds = %65, %71
  %78 = phi double [ %70, %65 ], [ %75, %71 ]
  %79 = phi ptr [ %69, %65 ], [ %61, %71 ]
  %80 = phi double [ %67, %65 ], [ %62, %71 ]
  %81 = phi ptr [ %66, %65 ], [ %63, %71 ]
  %82 = getelementptr i8, ptr %79, i64 8
  store ptr %82, ptr %81, align 8
  br label %87

83:                                               ; preds = %71
  %84 = zext nneg i32 %74 to i64
  %85 = getelementptr i8, ptr %56, i64 %84
  %86 = add nuw nsw i32 %46, 48
  store i32 %86, ptr %45, align 4
  br label %87

87:                                               ; preds = %83, %77
  %88 = phi double [ %75, %83 ], [ %78, %77 ]
  %89 = phi double [ %62, %83 ], [ %80, %77 ]
  %90 = phi ptr [ %85, %83 ], [ %79, %77 ]
  %91 = fcmp ogt double %88, %89
  %92 = select i1 %91, double %88, double %89
  %93 = fadd double %42, 0.000000e+00
  %94 = fadd double %93, %41
  %95 = fadd double %94, %44
  %96 = load double, ptr %90, align 8, !tbaa !16
  %97 = fcmp ogt double %96, %92
  %98 = select i1 %97, double %96, double %92
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  %99 = fdiv double %95, 3.000000e+00
  %100 = fadd double %99, %98
  %101 = fmul double %100, 5.000000e-01
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  ret double %101
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10, !13}
!13 = !{!"llvm.loop.peeled.count", i32 1}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
