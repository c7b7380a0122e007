; ModuleID = 'fileio.c'
source_filename = "fileio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.record = type { i32, [20 x i8], double }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.report = type { %struct._IO_FILE*, i32, double }

@__const.main.recs = private unnamed_addr constant [3 x %struct.record] [%struct.record { i32 1, [20 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.050000e+01 }, %struct.record { i32 2, [20 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double -3.250000e+00 }, %struct.record { i32 3, [20 x i8] c"ken\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 9.900000e+01 }], align 16
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [13 x i8] c"tmpfile: %s\0A\00", align 1
@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d bad lines\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%d lines, total %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%4d %-20s %10.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"\0D\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%d,%19[^,],%lf\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [3 x %struct.record], align 16
  %4 = alloca %struct.report, align 8
  %5 = bitcast [3 x %struct.record]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %5) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(96) %5, i8* noundef nonnull align 16 dereferenceable(96) bitcast ([3 x %struct.record]* @__const.main.recs to i8*), i64 96, i1 false)
  %6 = tail call noalias %struct._IO_FILE* @tmpfile()
  %7 = icmp eq %struct._IO_FILE* %6, null
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %10 = tail call i32* @__errno_location() #13
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = tail call i8* @strerror(i32 noundef %11) #12
  %13 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %9, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef %12) #14
  br label %97

14:                                               ; preds = %2
  %15 = call i64 @fwrite(i8* noundef nonnull %5, i64 noundef 32, i64 noundef 3, %struct._IO_FILE* noundef nonnull %6) #12
  %16 = icmp eq i64 %15, 3
  br i1 %16, label %17, label %97

17:                                               ; preds = %14
  %18 = tail call i32 @fflush(%struct._IO_FILE* noundef nonnull %6) #12
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %97

20:                                               ; preds = %17
  tail call void @rewind(%struct._IO_FILE* noundef nonnull %6)
  %21 = tail call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #12
  %22 = bitcast i8* %21 to %struct.record*
  %23 = icmp eq i8* %21, null
  br i1 %23, label %47, label %24

24:                                               ; preds = %20
  %25 = tail call i64 @fread(i8* noundef nonnull %21, i64 noundef 32, i64 noundef 1, %struct._IO_FILE* noundef nonnull %6) #12
  %26 = icmp eq i64 %25, 1
  br i1 %26, label %27, label %47

27:                                               ; preds = %24, %40
  %28 = phi %struct.record* [ %42, %40 ], [ %22, %24 ]
  %29 = phi i64 [ %31, %40 ], [ 0, %24 ]
  %30 = phi i64 [ %41, %40 ], [ 2, %24 ]
  %31 = add i64 %29, 1
  %32 = icmp eq i64 %31, %30
  br i1 %32, label %33, label %40

33:                                               ; preds = %27
  %34 = bitcast %struct.record* %28 to i8*
  %35 = shl i64 %30, 6
  %36 = tail call i8* @realloc(i8* noundef %34, i64 noundef %35) #12
  %37 = icmp eq i8* %36, null
  %38 = bitcast i8* %36 to %struct.record*
  %39 = shl i64 %30, 1
  br i1 %37, label %47, label %40

40:                                               ; preds = %33, %27
  %41 = phi i64 [ %39, %33 ], [ %30, %27 ]
  %42 = phi %struct.record* [ %38, %33 ], [ %28, %27 ]
  %43 = getelementptr inbounds %struct.record, %struct.record* %42, i64 %31
  %44 = bitcast %struct.record* %43 to i8*
  %45 = tail call i64 @fread(i8* noundef %44, i64 noundef 32, i64 noundef 1, %struct._IO_FILE* noundef nonnull %6) #12
  %46 = icmp eq i64 %45, 1
  br i1 %46, label %27, label %47, !llvm.loop !11

47:                                               ; preds = %33, %40, %24, %20
  %48 = phi %struct.record* [ null, %20 ], [ %22, %24 ], [ %28, %33 ], [ %42, %40 ]
  %49 = phi i64 [ 0, %20 ], [ 0, %24 ], [ %30, %33 ], [ %31, %40 ]
  %50 = tail call i32 @fclose(%struct._IO_FILE* noundef nonnull %6)
  %51 = bitcast %struct.report* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %51) #12
  %52 = getelementptr inbounds %struct.report, %struct.report* %4, i64 0, i32 0
  %53 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  store %struct._IO_FILE* %53, %struct._IO_FILE** %52, align 8, !tbaa !13
  %54 = getelementptr inbounds %struct.report, %struct.report* %4, i64 0, i32 1
  %55 = getelementptr inbounds %struct.report, %struct.report* %4, i64 0, i32 2
  %56 = icmp eq i64 %49, 0
  br i1 %56, label %59, label %64

57:                                               ; preds = %64
  %58 = trunc i64 %49 to i32
  br label %59

59:                                               ; preds = %57, %47
  %60 = phi double [ 0.000000e+00, %47 ], [ %75, %57 ]
  %61 = phi i32 [ 0, %47 ], [ %58, %57 ]
  store i32 %61, i32* %54, align 8, !tbaa !16
  store double %60, double* %55, align 8, !tbaa !17
  %62 = bitcast %struct.record* %48 to i8*
  tail call void @free(i8* noundef %62) #12
  %63 = icmp sgt i32 %0, 1
  br i1 %63, label %77, label %91

64:                                               ; preds = %47, %64
  %65 = phi i64 [ %73, %64 ], [ 0, %47 ]
  %66 = phi double [ %75, %64 ], [ 0.000000e+00, %47 ]
  %67 = getelementptr inbounds %struct.record, %struct.record* %48, i64 %65, i32 0
  %68 = load i32, i32* %67, align 8, !tbaa !18
  %69 = getelementptr inbounds %struct.record, %struct.record* %48, i64 %65, i32 1, i64 0
  %70 = getelementptr inbounds %struct.record, %struct.record* %48, i64 %65, i32 2
  %71 = load double, double* %70, align 8, !tbaa !20
  %72 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %53, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %68, i8* noundef nonnull %69, double noundef %71) #12
  %73 = add nuw i64 %65, 1
  %74 = load double, double* %70, align 8, !tbaa !20
  %75 = fadd double %74, %66
  %76 = icmp eq i64 %73, %49
  br i1 %76, label %57, label %64, !llvm.loop !21

77:                                               ; preds = %59
  %78 = getelementptr inbounds i8*, i8** %1, i64 1
  %79 = load i8*, i8** %78, align 8, !tbaa !5
  %80 = tail call noalias %struct._IO_FILE* @fopen(i8* noundef %79, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0))
  %81 = icmp eq %struct._IO_FILE* %80, null
  br i1 %81, label %82, label %84

82:                                               ; preds = %77
  %83 = load i8*, i8** %78, align 8, !tbaa !5
  tail call void @perror(i8* noundef %83) #14
  br label %95

84:                                               ; preds = %77
  %85 = call fastcc i32 @parse_csv(%struct._IO_FILE* noundef nonnull %80, %struct.report* noundef nonnull %4)
  %86 = tail call i32 @fclose(%struct._IO_FILE* noundef nonnull %80)
  %87 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  %88 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %87, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %85) #14
  %89 = load i32, i32* %54, align 8, !tbaa !16
  %90 = load double, double* %55, align 8, !tbaa !17
  br label %91

91:                                               ; preds = %84, %59
  %92 = phi double [ %90, %84 ], [ %60, %59 ]
  %93 = phi i32 [ %89, %84 ], [ %61, %59 ]
  %94 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %93, double noundef %92)
  br label %95

95:                                               ; preds = %82, %91
  %96 = phi i32 [ 0, %91 ], [ 1, %82 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %51) #12
  br label %97

97:                                               ; preds = %14, %17, %95, %8
  %98 = phi i32 [ %96, %95 ], [ 1, %8 ], [ 1, %17 ], [ 1, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %5) #12
  ret i32 %98
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @tmpfile() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @strerror(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @rewind(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noalias noundef %struct._IO_FILE* @fopen(i8* nocapture noundef readonly, i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @perror(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @parse_csv(%struct._IO_FILE* nocapture noundef %0, %struct.report* nocapture noundef %1) unnamed_addr #7 {
  %3 = alloca [128 x i8], align 16
  %4 = alloca %struct.record, align 8
  %5 = getelementptr inbounds [128 x i8], [128 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %5) #12
  %6 = call i8* @fgets(i8* noundef nonnull %5, i32 noundef 128, %struct._IO_FILE* noundef %0)
  %7 = icmp eq i8* %6, null
  br i1 %7, label %38, label %8

8:                                                ; preds = %2
  %9 = bitcast %struct.record* %4 to i8*
  %10 = getelementptr inbounds %struct.record, %struct.record* %4, i64 0, i32 0
  %11 = getelementptr inbounds %struct.record, %struct.record* %4, i64 0, i32 1, i64 0
  %12 = getelementptr inbounds %struct.record, %struct.record* %4, i64 0, i32 2
  %13 = getelementptr inbounds %struct.report, %struct.report* %1, i64 0, i32 0
  %14 = getelementptr inbounds %struct.report, %struct.report* %1, i64 0, i32 1
  %15 = getelementptr inbounds %struct.report, %struct.report* %1, i64 0, i32 2
  br label %16

16:                                               ; preds = %8, %34
  %17 = phi i32 [ 0, %8 ], [ %35, %34 ]
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %9) #12
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  %18 = call i64 @strcspn(i8* noundef nonnull %5, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i64 0, i64 0)) #15
  %19 = getelementptr inbounds [128 x i8], [128 x i8]* %3, i64 0, i64 %18
  store i8 0, i8* %19, align 1, !tbaa !22
  %20 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef nonnull %5, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32* noundef nonnull %10, i8* noundef nonnull %11, double* noundef nonnull %12) #12
  %21 = icmp eq i32 %20, 3
  br i1 %21, label %24, label %22

22:                                               ; preds = %16
  %23 = add nsw i32 %17, 1
  br label %34, !llvm.loop !23

24:                                               ; preds = %16
  %25 = load %struct._IO_FILE*, %struct._IO_FILE** %13, align 8, !tbaa !13
  %26 = load i32, i32* %10, align 8, !tbaa !18
  %27 = load double, double* %12, align 8, !tbaa !20
  %28 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %25, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %26, i8* noundef nonnull %11, double noundef %27) #12
  %29 = load i32, i32* %14, align 8, !tbaa !16
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %14, align 8, !tbaa !16
  %31 = load double, double* %12, align 8, !tbaa !20
  %32 = load double, double* %15, align 8, !tbaa !17
  %33 = fadd double %31, %32
  store double %33, double* %15, align 8, !tbaa !17
  br label %34

34:                                               ; preds = %24, %22
  %35 = phi i32 [ %23, %22 ], [ %17, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %9) #12
  %36 = call i8* @fgets(i8* noundef nonnull %5, i32 noundef 128, %struct._IO_FILE* noundef %0)
  %37 = icmp eq i8* %36, null
  br i1 %37, label %38, label %16

38:                                               ; preds = %34, %2
  %39 = phi i32 [ 0, %2 ], [ %35, %34 ]
  %40 = call i32 @ferror(%struct._IO_FILE* noundef %0) #12
  %41 = icmp eq i32 %40, 0
  %42 = select i1 %41, i32 %39, i32 -1
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %5) #12
  ret i32 %42
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i64 @fread(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strcspn(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(i8* nocapture noundef readonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind readonly
declare noundef i32 @ferror(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #10 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind readonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind readnone willreturn }
attributes #14 = { cold }
attributes #15 = { nounwind readonly willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !6, i64 0}
!14 = !{!"report", !6, i64 0, !10, i64 8, !15, i64 16}
!15 = !{!"double", !7, i64 0}
!16 = !{!14, !10, i64 8}
!17 = !{!14, !15, i64 16}
!18 = !{!19, !10, i64 0}
!19 = !{!"record", !10, i64 0, !7, i64 4, !15, i64 24}
!20 = !{!19, !15, i64 24}
!21 = distinct !{!21, !12}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !12}
