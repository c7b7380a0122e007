; ModuleID = 'fileio.c'
source_filename = "fileio.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.record = type { i32, [20 x i8], double }
%struct.report = type { ptr, i32, double }

@__const.main.recs = private unnamed_addr constant [3 x %struct.record] [%struct.record { i32 1, [20 x i8] c"ada\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 1.050000e+01 }, %struct.record { i32 2, [20 x i8] c"brian\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double -3.250000e+00 }, %struct.record { i32 3, [20 x i8] c"ken\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", double 9.900000e+01 }], align 16
@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [13 x i8] c"tmpfile: %s\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d bad lines\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%d lines, total %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%4d %-20s %10.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"\0D\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%d,%19[^,],%lf\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [3 x %struct.record], align 16
  %4 = alloca %struct.report, align 8
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.recs, i64 96, i1 false)
  %5 = tail call noalias ptr @tmpfile()
  %6 = icmp eq ptr %5, null
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load ptr, ptr @stderr, align 8, !tbaa !5
  %9 = tail call ptr @__errno_location() #14
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = tail call ptr @strerror(i32 noundef %10) #13
  %12 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %8, ptr noundef nonnull @.str, ptr noundef %11) #15
  br label %89

13:                                               ; preds = %2
  %14 = call i64 @fwrite(ptr noundef nonnull %3, i64 noundef 32, i64 noundef 3, ptr noundef nonnull %5)
  %15 = icmp eq i64 %14, 3
  br i1 %15, label %16, label %89

16:                                               ; preds = %13
  %17 = tail call i32 @fflush(ptr noundef nonnull %5)
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %89

19:                                               ; preds = %16
  tail call void @rewind(ptr noundef nonnull %5)
  %20 = tail call noalias dereferenceable_or_null(64) ptr @malloc(i64 noundef 64) #16
  %21 = icmp eq ptr %20, null
  br i1 %21, label %42, label %22

22:                                               ; preds = %19
  %23 = tail call i64 @fread(ptr noundef nonnull %20, i64 noundef 32, i64 noundef 1, ptr noundef nonnull %5)
  %24 = icmp eq i64 %23, 1
  br i1 %24, label %25, label %42

25:                                               ; preds = %22, %36
  %26 = phi ptr [ %38, %36 ], [ %20, %22 ]
  %27 = phi i64 [ %29, %36 ], [ 0, %22 ]
  %28 = phi i64 [ %37, %36 ], [ 2, %22 ]
  %29 = add i64 %27, 1
  %30 = icmp eq i64 %29, %28
  br i1 %30, label %31, label %36

31:                                               ; preds = %25
  %32 = shl i64 %28, 6
  %33 = tail call ptr @realloc(ptr noundef %26, i64 noundef %32) #17
  %34 = icmp eq ptr %33, null
  %35 = shl i64 %28, 1
  br i1 %34, label %42, label %36

36:                                               ; preds = %31, %25
  %37 = phi i64 [ %35, %31 ], [ %28, %25 ]
  %38 = phi ptr [ %33, %31 ], [ %26, %25 ]
  %39 = getelementptr inbounds %struct.record, ptr %38, i64 %29
  %40 = tail call i64 @fread(ptr noundef %39, i64 noundef 32, i64 noundef 1, ptr noundef nonnull %5)
  %41 = icmp eq i64 %40, 1
  br i1 %41, label %25, label %42, !llvm.loop !11

42:                                               ; preds = %31, %36, %22, %19
  %43 = phi ptr [ null, %19 ], [ %20, %22 ], [ %26, %31 ], [ %38, %36 ]
  %44 = phi i64 [ 0, %19 ], [ 0, %22 ], [ %28, %31 ], [ %29, %36 ]
  %45 = tail call i32 @fclose(ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #13
  %46 = load ptr, ptr @stdout, align 8, !tbaa !5
  store ptr %46, ptr %4, align 8, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %4, i64 8
  %48 = getelementptr inbounds i8, ptr %4, i64 16
  %49 = icmp eq i64 %44, 0
  br i1 %49, label %52, label %56

50:                                               ; preds = %56
  %51 = trunc i64 %44 to i32
  br label %52

52:                                               ; preds = %50, %42
  %53 = phi double [ 0.000000e+00, %42 ], [ %67, %50 ]
  %54 = phi i32 [ 0, %42 ], [ %51, %50 ]
  store i32 %54, ptr %47, align 8, !tbaa !16
  store double %53, ptr %48, align 8, !tbaa !17
  tail call void @free(ptr noundef %43) #13
  %55 = icmp sgt i32 %0, 1
  br i1 %55, label %69, label %83

56:                                               ; preds = %42, %56
  %57 = phi i64 [ %65, %56 ], [ 0, %42 ]
  %58 = phi double [ %67, %56 ], [ 0.000000e+00, %42 ]
  %59 = getelementptr inbounds %struct.record, ptr %43, i64 %57
  %60 = load i32, ptr %59, align 8, !tbaa !18
  %61 = getelementptr inbounds i8, ptr %59, i64 4
  %62 = getelementptr inbounds i8, ptr %59, i64 24
  %63 = load double, ptr %62, align 8, !tbaa !20
  %64 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %46, ptr noundef nonnull @.str.4, i32 noundef %60, ptr noundef nonnull %61, double noundef %63) #13
  %65 = add nuw i64 %57, 1
  %66 = load double, ptr %62, align 8, !tbaa !20
  %67 = fadd double %66, %58
  %68 = icmp eq i64 %65, %44
  br i1 %68, label %50, label %56, !llvm.loop !21

69:                                               ; preds = %52
  %70 = getelementptr inbounds i8, ptr %1, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !5
  %72 = tail call noalias ptr @fopen(ptr noundef %71, ptr noundef nonnull @.str.1)
  %73 = icmp eq ptr %72, null
  br i1 %73, label %74, label %76

74:                                               ; preds = %69
  %75 = load ptr, ptr %70, align 8, !tbaa !5
  tail call void @perror(ptr noundef %75) #18
  br label %87

76:                                               ; preds = %69
  %77 = call fastcc i32 @parse_csv(ptr noundef nonnull %72, ptr noundef nonnull %4)
  %78 = tail call i32 @fclose(ptr noundef nonnull %72)
  %79 = load ptr, ptr @stderr, align 8, !tbaa !5
  %80 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %79, ptr noundef nonnull @.str.2, i32 noundef %77) #15
  %81 = load i32, ptr %47, align 8, !tbaa !16
  %82 = load double, ptr %48, align 8, !tbaa !17
  br label %83

83:                                               ; preds = %76, %52
  %84 = phi double [ %82, %76 ], [ %53, %52 ]
  %85 = phi i32 [ %81, %76 ], [ %54, %52 ]
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %85, double noundef %84)
  br label %87

87:                                               ; preds = %74, %83
  %88 = phi i32 [ 0, %83 ], [ 1, %74 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #13
  br label %89

89:                                               ; preds = %13, %16, %87, %7
  %90 = phi i32 [ %88, %87 ], [ 1, %7 ], [ 1, %16 ], [ 1, %13 ]
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #13
  ret i32 %90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noalias noundef ptr @tmpfile() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @rewind(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare void @perror(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @parse_csv(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #7 {
  %3 = alloca [128 x i8], align 16
  %4 = alloca %struct.record, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  %5 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 128, ptr noundef %0)
  %6 = icmp eq ptr %5, null
  br i1 %6, label %34, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %4, i64 4
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  br label %12

12:                                               ; preds = %7, %30
  %13 = phi i32 [ 0, %7 ], [ %31, %30 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  %14 = call i64 @strcspn(ptr noundef nonnull %3, ptr noundef nonnull @.str.5) #19
  %15 = getelementptr inbounds [128 x i8], ptr %3, i64 0, i64 %14
  store i8 0, ptr %15, align 1, !tbaa !22
  %16 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull %3, ptr noundef nonnull @.str.6, ptr noundef nonnull %4, ptr noundef nonnull %8, ptr noundef nonnull %9) #13
  %17 = icmp eq i32 %16, 3
  br i1 %17, label %20, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 1
  br label %30, !llvm.loop !23

20:                                               ; preds = %12
  %21 = load ptr, ptr %1, align 8, !tbaa !13
  %22 = load i32, ptr %4, align 8, !tbaa !18
  %23 = load double, ptr %9, align 8, !tbaa !20
  %24 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %21, ptr noundef nonnull @.str.4, i32 noundef %22, ptr noundef nonnull %8, double noundef %23) #13
  %25 = load i32, ptr %10, align 8, !tbaa !16
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %10, align 8, !tbaa !16
  %27 = load double, ptr %9, align 8, !tbaa !20
  %28 = load double, ptr %11, align 8, !tbaa !17
  %29 = fadd double %27, %28
  store double %29, ptr %11, align 8, !tbaa !17
  br label %30

30:                                               ; preds = %20, %18
  %31 = phi i32 [ %19, %18 ], [ %13, %20 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  %32 = call ptr @fgets(ptr noundef nonnull %3, i32 noundef 128, ptr noundef %0)
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %12

34:                                               ; preds = %30, %2
  %35 = phi i32 [ 0, %2 ], [ %31, %30 ]
  %36 = call i32 @ferror(ptr noundef %0) #13
  %37 = icmp eq i32 %36, 0
  %38 = select i1 %37, i32 %35, i32 -1
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  ret i32 %38
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i64 @fread(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef ptr @fgets(ptr noundef, i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strcspn(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(ptr nocapture noundef readonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(read)
declare noundef i32 @ferror(ptr nocapture noundef) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(none) }
attributes #15 = { cold nounwind }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(1) }
attributes #18 = { cold }
attributes #19 = { nounwind willreturn memory(read) }

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
