; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.blob = type { i64, i32, [0 x i8] }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %s %zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %54

3:                                                ; preds = %76
  %4 = icmp eq i64 %78, %79
  br i1 %4, label %5, label %14

5:                                                ; preds = %3
  %6 = icmp eq i64 %78, 0
  %7 = shl i64 %78, 3
  %8 = select i1 %6, i64 16, i64 %7
  %9 = bitcast i32* %77 to i8*
  %10 = tail call i8* @realloc(i8* noundef %9, i64 noundef %8) #7
  %11 = icmp eq i8* %10, null
  br i1 %11, label %24, label %12

12:                                               ; preds = %5
  %13 = bitcast i8* %10 to i32*
  br label %14

14:                                               ; preds = %3, %12
  %15 = phi i32* [ %13, %12 ], [ %77, %3 ]
  %16 = add i64 %78, 1
  %17 = getelementptr inbounds i32, i32* %15, i64 %78
  store i32 0, i32* %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, i32* %15, i64 4
  %19 = bitcast i32* %18 to i8*
  %20 = getelementptr inbounds i32, i32* %15, i64 3
  %21 = bitcast i32* %20 to i8*
  %22 = shl i64 %16, 2
  %23 = add i64 %22, -16
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %19, i8* nonnull align 4 %21, i64 %23, i1 false) #7
  store i32 -1, i32* %20, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %5, %14
  %25 = phi i32* [ %77, %5 ], [ %15, %14 ]
  %26 = phi i64 [ %78, %5 ], [ %16, %14 ]
  %27 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 3, i64 noundef 8) #7
  %28 = bitcast i8* %27 to double**
  %29 = icmp eq i8* %27, null
  br i1 %29, label %89, label %30

30:                                               ; preds = %24
  %31 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 3, i64 noundef 8) #7
  %32 = bitcast i8* %27 to i8**
  store i8* %31, i8** %32, align 8, !tbaa !9
  %33 = icmp eq i8* %31, null
  br i1 %33, label %88, label %41

34:                                               ; preds = %47, %34
  %35 = phi i64 [ %36, %34 ], [ %48, %47 ]
  %36 = add nsw i64 %35, -1
  %37 = getelementptr inbounds double*, double** %28, i64 %36
  %38 = bitcast double** %37 to i8**
  %39 = load i8*, i8** %38, align 8, !tbaa !9
  tail call void @free(i8* noundef %39) #7
  %40 = icmp eq i64 %36, 0
  br i1 %40, label %88, label %34, !llvm.loop !11

41:                                               ; preds = %30
  %42 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 3, i64 noundef 8) #7
  %43 = getelementptr inbounds double*, double** %28, i64 1
  %44 = bitcast double** %43 to i8**
  store i8* %42, i8** %44, align 8, !tbaa !9
  %45 = icmp eq i8* %42, null
  %46 = bitcast i8* %42 to double*
  br i1 %45, label %47, label %49

47:                                               ; preds = %49, %41
  %48 = phi i64 [ 2, %49 ], [ 1, %41 ]
  br label %34

49:                                               ; preds = %41
  %50 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 3, i64 noundef 8) #7
  %51 = getelementptr inbounds double*, double** %28, i64 2
  %52 = bitcast double** %51 to i8**
  store i8* %50, i8** %52, align 8, !tbaa !9
  %53 = icmp eq i8* %50, null
  br i1 %53, label %47, label %82

54:                                               ; preds = %2, %76
  %55 = phi i32 [ 0, %2 ], [ %80, %76 ]
  %56 = phi i64 [ 0, %2 ], [ %79, %76 ]
  %57 = phi i64 [ 0, %2 ], [ %78, %76 ]
  %58 = phi i32* [ null, %2 ], [ %77, %76 ]
  %59 = mul nsw i32 %55, %0
  %60 = icmp eq i64 %57, %56
  br i1 %60, label %61, label %71

61:                                               ; preds = %54
  %62 = icmp eq i64 %56, 0
  %63 = shl i64 %56, 1
  %64 = select i1 %62, i64 4, i64 %63
  %65 = bitcast i32* %58 to i8*
  %66 = shl i64 %64, 2
  %67 = tail call i8* @realloc(i8* noundef %65, i64 noundef %66) #7
  %68 = icmp eq i8* %67, null
  br i1 %68, label %76, label %69

69:                                               ; preds = %61
  %70 = bitcast i8* %67 to i32*
  br label %71

71:                                               ; preds = %54, %69
  %72 = phi i32* [ %70, %69 ], [ %58, %54 ]
  %73 = phi i64 [ %64, %69 ], [ %56, %54 ]
  %74 = add i64 %57, 1
  %75 = getelementptr inbounds i32, i32* %72, i64 %57
  store i32 %59, i32* %75, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %61, %71
  %77 = phi i32* [ %58, %61 ], [ %72, %71 ]
  %78 = phi i64 [ %56, %61 ], [ %74, %71 ]
  %79 = phi i64 [ %56, %61 ], [ %73, %71 ]
  %80 = add nuw nsw i32 %55, 1
  %81 = icmp eq i32 %80, 20
  br i1 %81, label %3, label %54, !llvm.loop !13

82:                                               ; preds = %49
  %83 = getelementptr inbounds i32, i32* %25, i64 3
  %84 = load i32, i32* %83, align 4, !tbaa !5
  %85 = sitofp i32 %84 to double
  %86 = getelementptr inbounds double, double* %46, i64 1
  store double %85, double* %86, align 8, !tbaa !14
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %85)
  tail call void @free(i8* noundef nonnull %31) #7
  tail call void @free(i8* noundef nonnull %42) #7
  tail call void @free(i8* noundef nonnull %50) #7
  br label %88

88:                                               ; preds = %34, %30, %82
  tail call void @free(i8* noundef nonnull %27) #7
  br label %89

89:                                               ; preds = %88, %24
  %90 = load i8*, i8** %1, align 8, !tbaa !9
  %91 = tail call noalias i8* @strdup(i8* noundef %90) #7
  %92 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %91) #8
  %93 = add i64 %92, 1
  %94 = add i64 %92, 17
  %95 = tail call noalias i8* @malloc(i64 noundef %94) #7
  %96 = bitcast i8* %95 to %struct.blob*
  %97 = icmp eq i8* %95, null
  br i1 %97, label %111, label %98

98:                                               ; preds = %89
  %99 = getelementptr inbounds %struct.blob, %struct.blob* %96, i64 0, i32 0
  store i64 %93, i64* %99, align 8, !tbaa !16
  %100 = getelementptr inbounds %struct.blob, %struct.blob* %96, i64 0, i32 1
  store i32 1, i32* %100, align 8, !tbaa !5
  %101 = getelementptr inbounds %struct.blob, %struct.blob* %96, i64 0, i32 2, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %101, i8* align 1 %91, i64 %93, i1 false) #7
  %102 = tail call noalias i8* @malloc(i64 noundef %94) #7
  %103 = bitcast i8* %102 to %struct.blob*
  %104 = icmp eq i8* %102, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %98
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %102, i8* nonnull align 8 %95, i64 %94, i1 false) #7
  %106 = getelementptr inbounds %struct.blob, %struct.blob* %103, i64 0, i32 1
  store i32 1, i32* %106, align 8, !tbaa !5
  %107 = getelementptr inbounds %struct.blob, %struct.blob* %103, i64 0, i32 2, i64 0
  %108 = getelementptr inbounds %struct.blob, %struct.blob* %103, i64 0, i32 0
  %109 = load i64, i64* %108, align 8, !tbaa !16
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %26, i8* noundef nonnull %107, i64 noundef %109)
  br label %111

111:                                              ; preds = %98, %89, %105
  %112 = phi i8* [ %102, %105 ], [ null, %89 ], [ null, %98 ]
  tail call void @free(i8* noundef %112) #7
  tail call void @free(i8* noundef %95) #7
  tail call void @free(i8* noundef %91) #7
  %113 = bitcast i32* %25 to i8*
  tail call void @free(i8* noundef %113) #7
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
