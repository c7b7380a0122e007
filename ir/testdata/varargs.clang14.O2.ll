; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@log_stream = internal unnamed_addr global %struct._IO_FILE* null, align 8
@.str = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"sum=%ld mean=%.2f joined=%s\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"[%d] \00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  store %struct._IO_FILE* %3, %struct._IO_FILE** @log_stream, align 8, !tbaa !5
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1
  %7 = load i8*, i8** %6, align 8, !tbaa !5
  br label %8

8:                                                ; preds = %2, %5
  %9 = phi i8* [ %7, %5 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), %2 ]
  %10 = tail call i8* (i8*, ...) @join(i8* undef, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i8* noundef %9, i8* noundef null)
  %11 = tail call i64 (i32, ...) @sum(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef %0)
  %12 = tail call double (i32, ...) @mean(i32 undef, double noundef 1.000000e+00, double noundef 4.000000e+00, double noundef 2.500000e+00)
  %13 = icmp eq i8* %10, null
  %14 = select i1 %13, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0), i8* %10
  tail call void (i32, i8*, ...) @logf_(i32 undef, i8* undef, i64 noundef %11, double noundef %12, i8* noundef %14)
  tail call void @free(i8* noundef %10) #11
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal i8* @join(i8* nocapture readnone %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #11
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = load i32, i32* %4, align 16
  br label %9

9:                                                ; preds = %26, %1
  %10 = phi i32 [ %8, %1 ], [ %21, %26 ]
  %11 = phi i64 [ 1, %1 ], [ %29, %26 ]
  %12 = icmp ult i32 %10, 41
  br i1 %12, label %13, label %17

13:                                               ; preds = %9
  %14 = zext i32 %10 to i64
  %15 = getelementptr i8, i8* %7, i64 %14
  %16 = add nuw nsw i32 %10, 8
  store i32 %16, i32* %4, align 16
  br label %20

17:                                               ; preds = %9
  %18 = load i8*, i8** %5, align 8
  %19 = getelementptr i8, i8* %18, i64 8
  store i8* %19, i8** %5, align 8
  br label %20

20:                                               ; preds = %17, %13
  %21 = phi i32 [ %16, %13 ], [ %10, %17 ]
  %22 = phi i8* [ %15, %13 ], [ %18, %17 ]
  %23 = bitcast i8* %22 to i8**
  %24 = load i8*, i8** %23, align 8
  %25 = icmp eq i8* %24, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %20
  %27 = call i64 @strlen(i8* noundef nonnull %24) #12
  %28 = add i64 %11, 2
  %29 = add i64 %28, %27
  br label %9, !llvm.loop !9

30:                                               ; preds = %20
  call void @llvm.va_end(i8* nonnull %3)
  %31 = call noalias i8* @malloc(i64 noundef %11) #11
  %32 = icmp eq i8* %31, null
  br i1 %32, label %60, label %33

33:                                               ; preds = %30
  store i8 0, i8* %31, align 1, !tbaa !11
  call void @llvm.va_start(i8* nonnull %3)
  %34 = load i8*, i8** %6, align 16
  %35 = load i32, i32* %4, align 16
  br label %36

36:                                               ; preds = %57, %33
  %37 = phi i32 [ %48, %57 ], [ %35, %33 ]
  %38 = phi i1 [ true, %57 ], [ false, %33 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = zext i32 %37 to i64
  %42 = getelementptr i8, i8* %34, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, i32* %4, align 16
  br label %47

44:                                               ; preds = %36
  %45 = load i8*, i8** %5, align 8
  %46 = getelementptr i8, i8* %45, i64 8
  store i8* %46, i8** %5, align 8
  br label %47

47:                                               ; preds = %44, %40
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi i8* [ %42, %40 ], [ %45, %44 ]
  %50 = bitcast i8* %49 to i8**
  %51 = load i8*, i8** %50, align 8
  %52 = icmp eq i8* %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %47
  br i1 %38, label %54, label %57

54:                                               ; preds = %53
  %55 = call i64 @strlen(i8* nonnull %31)
  %56 = getelementptr i8, i8* %31, i64 %55
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(3) %56, i8* noundef nonnull align 1 dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i64 3, i1 false)
  br label %57

57:                                               ; preds = %54, %53
  %58 = call i8* @strcat(i8* noundef nonnull %31, i8* noundef nonnull %51) #11
  br label %36, !llvm.loop !12

59:                                               ; preds = %47
  call void @llvm.va_end(i8* nonnull %3)
  br label %60

60:                                               ; preds = %30, %59
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #11
  ret i8* %31
}

; Function Attrs: nofree nounwind uwtable
define internal void @logf_(i32 %0, i8* nocapture readnone %1, ...) unnamed_addr #2 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #11
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0
  call void @llvm.va_start(i8* nonnull %4)
  %6 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8, !tbaa !5
  %7 = icmp eq %struct._IO_FILE* %6, null
  %8 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %9 = select i1 %7, %struct._IO_FILE* %8, %struct._IO_FILE* %6
  %10 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %9, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i64 0, i64 0), i32 noundef 2) #11
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8, !tbaa !5
  %12 = icmp eq %struct._IO_FILE* %11, null
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %14 = select i1 %12, %struct._IO_FILE* %13, %struct._IO_FILE* %11
  %15 = call i32 @vfprintf(%struct._IO_FILE* noundef %14, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.4, i64 0, i64 0), %struct.__va_list_tag* noundef nonnull %5) #11
  %16 = load %struct._IO_FILE*, %struct._IO_FILE** @log_stream, align 8, !tbaa !5
  %17 = icmp eq %struct._IO_FILE* %16, null
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8
  %19 = select i1 %17, %struct._IO_FILE* %18, %struct._IO_FILE* %16
  %20 = call i32 @fputc(i32 noundef 10, %struct._IO_FILE* noundef %19) #11
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #11
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @sum(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #11
  call void @llvm.va_start(i8* nonnull %3)
  %4 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 16
  %8 = load i32, i32* %4, align 16
  %9 = icmp ult i32 %8, 41
  br i1 %9, label %15, label %10

10:                                               ; preds = %1
  %11 = load i8*, i8** %5, align 8
  %12 = getelementptr i8, i8* %11, i64 8
  store i8* %12, i8** %5, align 8
  %13 = bitcast i8* %11 to i32*
  %14 = load i32, i32* %13, align 4
  br label %22

15:                                               ; preds = %1
  %16 = zext i32 %8 to i64
  %17 = getelementptr i8, i8* %7, i64 %16
  %18 = add nuw nsw i32 %8, 8
  store i32 %18, i32* %4, align 16
  %19 = bitcast i8* %17 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = icmp ult i32 %8, 33
  br i1 %21, label %28, label %22

22:                                               ; preds = %15, %10
  %23 = phi i32 [ %14, %10 ], [ %20, %15 ]
  %24 = load i8*, i8** %5, align 8
  %25 = getelementptr i8, i8* %24, i64 8
  store i8* %25, i8** %5, align 8
  %26 = bitcast i8* %24 to i32*
  %27 = load i32, i32* %26, align 4
  br label %35

28:                                               ; preds = %15
  %29 = zext i32 %18 to i64
  %30 = getelementptr i8, i8* %7, i64 %29
  %31 = add nuw nsw i32 %8, 16
  store i32 %31, i32* %4, align 16
  %32 = bitcast i8* %30 to i32*
  %33 = load i32, i32* %32, align 4
  %34 = icmp ult i32 %8, 25
  br i1 %34, label %42, label %35

35:                                               ; preds = %28, %22
  %36 = phi i32 [ %27, %22 ], [ %33, %28 ]
  %37 = phi i32 [ %23, %22 ], [ %20, %28 ]
  %38 = load i8*, i8** %5, align 8
  %39 = getelementptr i8, i8* %38, i64 8
  store i8* %39, i8** %5, align 8
  %40 = bitcast i8* %38 to i32*
  %41 = load i32, i32* %40, align 4
  br label %49

42:                                               ; preds = %28
  %43 = zext i32 %31 to i64
  %44 = getelementptr i8, i8* %7, i64 %43
  %45 = add nuw nsw i32 %8, 24
  store i32 %45, i32* %4, align 16
  %46 = bitcast i8* %44 to i32*
  %47 = load i32, i32* %46, align 4
  %48 = icmp ult i32 %8, 17
  br i1 %48, label %55, label %49

49:                                               ; preds = %35, %42
  %50 = phi i32 [ %41, %35 ], [ %47, %42 ]
  %51 = phi i32 [ %37, %35 ], [ %20, %42 ]
  %52 = phi i32 [ %36, %35 ], [ %33, %42 ]
  %53 = load i8*, i8** %5, align 8
  %54 = getelementptr i8, i8* %53, i64 8
  store i8* %54, i8** %5, align 8
  br label %59

55:                                               ; preds = %42
  %56 = zext i32 %45 to i64
  %57 = getelementptr i8, i8* %7, i64 %56
  %58 = add nuw nsw i32 %8, 32
  store i32 %58, i32* %4, align 16
  br label %59

59:                                               ; preds = %55, %49
  %60 = phi i32 [ %47, %55 ], [ %50, %49 ]
  %61 = phi i32 [ %20, %55 ], [ %51, %49 ]
  %62 = phi i32 [ %33, %55 ], [ %52, %49 ]
  %63 = phi i8* [ %57, %55 ], [ %53, %49 ]
  %64 = sext i32 %61 to i64
  %65 = sext i32 %62 to i64
  %66 = add nsw i64 %64, %65
  %67 = sext i32 %60 to i64
  %68 = add nsw i64 %66, %67
  %69 = bitcast i8* %63 to i32*
  %70 = load i32, i32* %69, align 4
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %68, %71
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #11
  ret i64 %72
}

; Function Attrs: nofree nosync nounwind uwtable
define internal double @mean(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #11
  %5 = bitcast [1 x %struct.__va_list_tag]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %5) #11
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 1
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 4
  %11 = icmp ult i32 %10, 161
  br i1 %11, label %17, label %12

12:                                               ; preds = %1
  %13 = load i8*, i8** %7, align 8
  %14 = getelementptr i8, i8* %13, i64 8
  store i8* %14, i8** %7, align 8
  %15 = bitcast i8* %13 to double*
  %16 = load double, double* %15, align 8
  br label %24

17:                                               ; preds = %1
  %18 = zext i32 %10 to i64
  %19 = getelementptr i8, i8* %9, i64 %18
  %20 = add nuw nsw i32 %10, 16
  store i32 %20, i32* %6, align 4
  %21 = bitcast i8* %19 to double*
  %22 = load double, double* %21, align 8
  %23 = icmp ult i32 %10, 145
  br i1 %23, label %30, label %24

24:                                               ; preds = %17, %12
  %25 = phi double [ %16, %12 ], [ %22, %17 ]
  %26 = load i8*, i8** %7, align 8
  %27 = getelementptr i8, i8* %26, i64 8
  store i8* %27, i8** %7, align 8
  %28 = bitcast i8* %26 to double*
  %29 = load double, double* %28, align 8
  br label %37

30:                                               ; preds = %17
  %31 = zext i32 %20 to i64
  %32 = getelementptr i8, i8* %9, i64 %31
  %33 = add nuw nsw i32 %10, 32
  store i32 %33, i32* %6, align 4
  %34 = bitcast i8* %32 to double*
  %35 = load double, double* %34, align 8
  %36 = icmp ult i32 %10, 129
  br i1 %36, label %42, label %37

37:                                               ; preds = %24, %30
  %38 = phi double [ %29, %24 ], [ %35, %30 ]
  %39 = phi double [ %25, %24 ], [ %22, %30 ]
  %40 = load i8*, i8** %7, align 8
  %41 = getelementptr i8, i8* %40, i64 8
  store i8* %41, i8** %7, align 8
  br label %46

42:                                               ; preds = %30
  %43 = zext i32 %33 to i64
  %44 = getelementptr i8, i8* %9, i64 %43
  %45 = add nuw nsw i32 %10, 48
  store i32 %45, i32* %6, align 4
  br label %46

46:                                               ; preds = %42, %37
  %47 = phi double [ %35, %42 ], [ %38, %37 ]
  %48 = phi double [ %22, %42 ], [ %39, %37 ]
  %49 = phi i8* [ %44, %42 ], [ %40, %37 ]
  %50 = bitcast i8* %49 to double*
  %51 = load double, double* %50, align 8
  %52 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = icmp ult i32 %53, 161
  br i1 %54, label %62, label %55

55:                                               ; preds = %46
  %56 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %57 = load i8*, i8** %56, align 8
  %58 = getelementptr i8, i8* %57, i64 8
  store i8* %58, i8** %56, align 8
  %59 = bitcast i8* %57 to double*
  %60 = load double, double* %59, align 8
  %61 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  br label %72

62:                                               ; preds = %46
  %63 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 3
  %64 = load i8*, i8** %63, align 16
  %65 = zext i32 %53 to i64
  %66 = getelementptr i8, i8* %64, i64 %65
  %67 = add nuw nsw i32 %53, 16
  store i32 %67, i32* %52, align 4
  %68 = bitcast i8* %66 to double*
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, i32 2
  %71 = icmp ult i32 %53, 145
  br i1 %71, label %81, label %72

72:                                               ; preds = %62, %55
  %73 = phi i8** [ %61, %55 ], [ %70, %62 ]
  %74 = phi double [ %60, %55 ], [ %69, %62 ]
  %75 = load i8*, i8** %73, align 8
  %76 = getelementptr i8, i8* %75, i64 8
  store i8* %76, i8** %73, align 8
  %77 = bitcast i8* %75 to double*
  %78 = load double, double* %77, align 8
  %79 = fcmp ogt double %78, %74
  %80 = select i1 %79, double %78, double %74
  br label %90

81:                                               ; preds = %62
  %82 = zext i32 %67 to i64
  %83 = getelementptr i8, i8* %64, i64 %82
  %84 = add nuw nsw i32 %53, 32
  store i32 %84, i32* %52, align 4
  %85 = bitcast i8* %83 to double*
  %86 = load double, double* %85, align 8
  %87 = fcmp ogt double %86, %69
  %88 = select i1 %87, double %86, double %69
  %89 = icmp ult i32 %53, 129
  br i1 %89, label %95, label %90

90:                                               ; preds = %72, %81
  %91 = phi double [ %80, %72 ], [ %88, %81 ]
  %92 = phi i8** [ %73, %72 ], [ %70, %81 ]
  %93 = load i8*, i8** %92, align 8
  %94 = getelementptr i8, i8* %93, i64 8
  store i8* %94, i8** %92, align 8
  br label %99

95:                                               ; preds = %81
  %96 = zext i32 %84 to i64
  %97 = getelementptr i8, i8* %64, i64 %96
  %98 = add nuw nsw i32 %53, 48
  store i32 %98, i32* %52, align 4
  br label %99

99:                                               ; preds = %95, %90
  %100 = phi double [ %88, %95 ], [ %91, %90 ]
  %101 = phi i8* [ %97, %95 ], [ %93, %90 ]
  %102 = fadd double %48, 0.000000e+00
  %103 = fadd double %102, %47
  %104 = fadd double %103, %51
  %105 = bitcast i8* %101 to double*
  %106 = load double, double* %105, align 8
  %107 = fcmp ogt double %106, %100
  %108 = select i1 %107, double %106, double %100
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.va_end(i8* nonnull %4)
  %109 = fdiv double %104, 3.000000e+00
  %110 = fadd double %109, %108
  %111 = fmul double %110, 5.000000e-01
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %5) #11
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #11
  ret double %111
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcat(i8* noalias noundef returned, i8* noalias nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @vfprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, %struct.__va_list_tag* noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
