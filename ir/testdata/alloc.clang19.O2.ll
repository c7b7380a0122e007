; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %s %zu\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %43

3:                                                ; preds = %62
  %4 = icmp eq i64 %64, %65
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = icmp eq i64 %64, 0
  %7 = shl i64 %64, 3
  %8 = select i1 %6, i64 16, i64 %7
  %9 = tail call ptr @realloc(ptr noundef %63, i64 noundef %8) #9
  %10 = icmp eq ptr %9, null
  br i1 %10, label %19, label %11

11:                                               ; preds = %5, %3
  %12 = phi ptr [ %63, %3 ], [ %9, %5 ]
  %13 = add i64 %64, 1
  %14 = getelementptr inbounds i32, ptr %12, i64 %64
  store i32 0, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  %16 = getelementptr inbounds i8, ptr %12, i64 12
  %17 = shl i64 %13, 2
  %18 = add i64 %17, -16
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 4 %15, ptr nonnull align 4 %16, i64 %18, i1 false)
  store i32 -1, ptr %16, align 4, !tbaa !5
  br label %19

19:                                               ; preds = %5, %11
  %20 = phi ptr [ %63, %5 ], [ %12, %11 ]
  %21 = phi i64 [ %64, %5 ], [ %13, %11 ]
  %22 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #10
  %23 = icmp eq ptr %22, null
  br i1 %23, label %75, label %24

24:                                               ; preds = %19
  %25 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #10
  store ptr %25, ptr %22, align 8, !tbaa !9
  %26 = icmp eq ptr %25, null
  br i1 %26, label %74, label %33

27:                                               ; preds = %37, %27
  %28 = phi i64 [ %29, %27 ], [ %38, %37 ]
  %29 = add nsw i64 %28, -1
  %30 = getelementptr inbounds ptr, ptr %22, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !9
  tail call void @free(ptr noundef %31) #11
  %32 = icmp eq i64 %29, 0
  br i1 %32, label %74, label %27, !llvm.loop !11

33:                                               ; preds = %24
  %34 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #10
  %35 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %34, ptr %35, align 8, !tbaa !9
  %36 = icmp eq ptr %34, null
  br i1 %36, label %37, label %39

37:                                               ; preds = %39, %33
  %38 = phi i64 [ 1, %33 ], [ 2, %39 ]
  br label %27

39:                                               ; preds = %33
  %40 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #10
  %41 = getelementptr inbounds i8, ptr %22, i64 16
  store ptr %40, ptr %41, align 8, !tbaa !9
  %42 = icmp eq ptr %40, null
  br i1 %42, label %37, label %68

43:                                               ; preds = %2, %62
  %44 = phi i32 [ 0, %2 ], [ %66, %62 ]
  %45 = phi i64 [ 0, %2 ], [ %65, %62 ]
  %46 = phi i64 [ 0, %2 ], [ %64, %62 ]
  %47 = phi ptr [ null, %2 ], [ %63, %62 ]
  %48 = mul nsw i32 %44, %0
  %49 = icmp eq i64 %46, %45
  br i1 %49, label %50, label %57

50:                                               ; preds = %43
  %51 = icmp eq i64 %45, 0
  %52 = shl i64 %45, 1
  %53 = select i1 %51, i64 4, i64 %52
  %54 = shl i64 %53, 2
  %55 = tail call ptr @realloc(ptr noundef %47, i64 noundef %54) #9
  %56 = icmp eq ptr %55, null
  br i1 %56, label %62, label %57

57:                                               ; preds = %50, %43
  %58 = phi ptr [ %47, %43 ], [ %55, %50 ]
  %59 = phi i64 [ %45, %43 ], [ %53, %50 ]
  %60 = add i64 %46, 1
  %61 = getelementptr inbounds i32, ptr %58, i64 %46
  store i32 %48, ptr %61, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %50, %57
  %63 = phi ptr [ %47, %50 ], [ %58, %57 ]
  %64 = phi i64 [ %45, %50 ], [ %60, %57 ]
  %65 = phi i64 [ %45, %50 ], [ %59, %57 ]
  %66 = add nuw nsw i32 %44, 1
  %67 = icmp eq i32 %66, 20
  br i1 %67, label %3, label %43, !llvm.loop !13

68:                                               ; preds = %39
  %69 = getelementptr inbounds i8, ptr %20, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = sitofp i32 %70 to double
  %72 = getelementptr inbounds i8, ptr %34, i64 8
  store double %71, ptr %72, align 8, !tbaa !14
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %71)
  tail call void @free(ptr noundef nonnull %25) #11
  tail call void @free(ptr noundef nonnull %34) #11
  tail call void @free(ptr noundef nonnull %40) #11
  br label %74

74:                                               ; preds = %27, %24, %68
  tail call void @free(ptr noundef nonnull %22) #11
  br label %75

75:                                               ; preds = %74, %19
  %76 = load ptr, ptr %1, align 8, !tbaa !9
  %77 = tail call noalias ptr @strdup(ptr noundef %76) #11
  %78 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %77) #12
  %79 = add i64 %78, 17
  %80 = tail call noalias ptr @malloc(i64 noundef %79) #13
  %81 = icmp eq ptr %80, null
  br i1 %81, label %93, label %82

82:                                               ; preds = %75
  %83 = add i64 %78, 1
  store i64 %83, ptr %80, align 8, !tbaa !16
  %84 = getelementptr inbounds i8, ptr %80, i64 8
  store i32 1, ptr %84, align 8, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %80, i64 12
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %85, ptr readonly align 1 %77, i64 %83, i1 false)
  %86 = tail call noalias ptr @malloc(i64 noundef %79) #13
  %87 = icmp eq ptr %86, null
  br i1 %87, label %93, label %88

88:                                               ; preds = %82
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %86, ptr nonnull readonly align 8 %80, i64 %79, i1 false)
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  store i32 1, ptr %89, align 8, !tbaa !5
  %90 = getelementptr inbounds i8, ptr %86, i64 12
  %91 = load i64, ptr %86, align 8, !tbaa !16
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %21, ptr noundef nonnull %90, i64 noundef %91)
  br label %93

93:                                               ; preds = %75, %82, %88
  %94 = phi ptr [ %86, %88 ], [ null, %82 ], [ null, %75 ]
  tail call void @free(ptr noundef %94) #11
  tail call void @free(ptr noundef %80) #11
  tail call void @free(ptr noundef %77) #11
  tail call void @free(ptr noundef %20) #11
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(1) }
attributes #10 = { nounwind allocsize(0,1) }
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
