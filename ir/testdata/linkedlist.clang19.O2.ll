; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %5 = icmp eq ptr %4, null
  br i1 %5, label %43, label %44

6:                                                ; preds = %76
  store i32 1, ptr %78, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %78, i64 8
  store ptr %74, ptr %7, align 8, !tbaa !11
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi ptr [ %12, %8 ], [ %78, %6 ]
  %10 = phi ptr [ %9, %8 ], [ null, %6 ]
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !11
  store ptr %10, ptr %11, align 8, !tbaa !11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %14, label %8, !llvm.loop !12

14:                                               ; preds = %8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr %9, ptr %3, align 8, !tbaa !14
  br label %15

15:                                               ; preds = %14, %23
  %16 = phi ptr [ %24, %23 ], [ %3, %14 ]
  %17 = phi ptr [ %25, %23 ], [ %9, %14 ]
  %18 = load i32, ptr %17, align 8, !tbaa !5
  %19 = icmp eq i32 %18, %0
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  br i1 %19, label %21, label %23

21:                                               ; preds = %15
  %22 = load ptr, ptr %20, align 8, !tbaa !11
  store ptr %22, ptr %16, align 8, !tbaa !14
  tail call void @free(ptr noundef nonnull %17) #9
  br label %23

23:                                               ; preds = %21, %15
  %24 = phi ptr [ %16, %21 ], [ %20, %15 ]
  %25 = load ptr, ptr %24, align 8, !tbaa !14
  %26 = icmp eq ptr %25, null
  br i1 %26, label %27, label %15, !llvm.loop !15

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %29 = icmp eq ptr %28, null
  br i1 %29, label %37, label %30

30:                                               ; preds = %27, %30
  %31 = phi ptr [ %34, %30 ], [ %28, %27 ]
  %32 = phi i32 [ %35, %30 ], [ 0, %27 ]
  %33 = getelementptr inbounds i8, ptr %31, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !11
  %35 = add nuw nsw i32 %32, 1
  %36 = icmp eq ptr %34, null
  br i1 %36, label %37, label %30

37:                                               ; preds = %30, %27
  %38 = phi i32 [ 0, %27 ], [ %35, %30 ]
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38)
  tail call fastcc void @free_list(ptr noundef %28)
  %40 = icmp sgt i32 %0, 0
  br i1 %40, label %41, label %117

41:                                               ; preds = %37
  %42 = zext nneg i32 %0 to i64
  br label %82

43:                                               ; preds = %76, %72, %68, %64, %60, %56, %52, %48, %44, %2
  tail call void @abort() #10
  unreachable

44:                                               ; preds = %2
  store i32 0, ptr %4, align 8, !tbaa !5
  %45 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %45, align 8, !tbaa !11
  %46 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %47 = icmp eq ptr %46, null
  br i1 %47, label %43, label %48

48:                                               ; preds = %44
  store i32 1, ptr %46, align 8, !tbaa !5
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  store ptr %4, ptr %49, align 8, !tbaa !11
  %50 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %51 = icmp eq ptr %50, null
  br i1 %51, label %43, label %52

52:                                               ; preds = %48
  store i32 2, ptr %50, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %46, ptr %53, align 8, !tbaa !11
  %54 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %55 = icmp eq ptr %54, null
  br i1 %55, label %43, label %56

56:                                               ; preds = %52
  store i32 3, ptr %54, align 8, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %54, i64 8
  store ptr %50, ptr %57, align 8, !tbaa !11
  %58 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %59 = icmp eq ptr %58, null
  br i1 %59, label %43, label %60

60:                                               ; preds = %56
  store i32 0, ptr %58, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  store ptr %54, ptr %61, align 8, !tbaa !11
  %62 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %63 = icmp eq ptr %62, null
  br i1 %63, label %43, label %64

64:                                               ; preds = %60
  store i32 1, ptr %62, align 8, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %58, ptr %65, align 8, !tbaa !11
  %66 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %67 = icmp eq ptr %66, null
  br i1 %67, label %43, label %68

68:                                               ; preds = %64
  store i32 2, ptr %66, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %62, ptr %69, align 8, !tbaa !11
  %70 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %71 = icmp eq ptr %70, null
  br i1 %71, label %43, label %72

72:                                               ; preds = %68
  store i32 3, ptr %70, align 8, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  store ptr %66, ptr %73, align 8, !tbaa !11
  %74 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %75 = icmp eq ptr %74, null
  br i1 %75, label %43, label %76

76:                                               ; preds = %72
  store i32 0, ptr %74, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  store ptr %70, ptr %77, align 8, !tbaa !11
  %78 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8
  %79 = icmp eq ptr %78, null
  br i1 %79, label %43, label %6

80:                                               ; preds = %95
  %81 = icmp eq ptr %96, null
  br i1 %81, label %117, label %100

82:                                               ; preds = %41, %95
  %83 = phi i64 [ 0, %41 ], [ %98, %95 ]
  %84 = phi ptr [ null, %41 ], [ %97, %95 ]
  %85 = phi ptr [ null, %41 ], [ %96, %95 ]
  %86 = getelementptr inbounds ptr, ptr %1, i64 %83
  %87 = load ptr, ptr %86, align 8, !tbaa !14
  %88 = tail call noalias dereferenceable_or_null(32) ptr @calloc(i64 noundef 1, i64 noundef 32) #11
  %89 = icmp eq ptr %88, null
  br i1 %89, label %95, label %90

90:                                               ; preds = %82
  %91 = getelementptr inbounds i8, ptr %88, i64 16
  store ptr %87, ptr %91, align 8, !tbaa !16
  store ptr %84, ptr %88, align 8, !tbaa !19
  %92 = icmp eq ptr %84, null
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr %88, ptr %94, align 8, !tbaa !14
  br label %95

95:                                               ; preds = %93, %90, %82
  %96 = phi ptr [ %85, %82 ], [ %85, %93 ], [ %88, %90 ]
  %97 = phi ptr [ %84, %82 ], [ %88, %93 ], [ %88, %90 ]
  %98 = add nuw nsw i64 %83, 1
  %99 = icmp eq i64 %98, %42
  br i1 %99, label %80, label %82, !llvm.loop !20

100:                                              ; preds = %80, %115
  %101 = phi ptr [ %112, %115 ], [ %96, %80 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8, !tbaa !16
  %104 = tail call i32 @puts(ptr nonnull dereferenceable(1) %103)
  %105 = load ptr, ptr %101, align 8, !tbaa !19
  %106 = icmp eq ptr %105, null
  %107 = getelementptr inbounds i8, ptr %101, i64 8
  %108 = load ptr, ptr %107, align 8, !tbaa !21
  br i1 %106, label %111, label %109

109:                                              ; preds = %100
  %110 = getelementptr inbounds i8, ptr %105, i64 8
  store ptr %108, ptr %110, align 8, !tbaa !14
  br label %111

111:                                              ; preds = %100, %109
  %112 = phi ptr [ %101, %109 ], [ %108, %100 ]
  %113 = icmp eq ptr %108, null
  br i1 %113, label %115, label %114

114:                                              ; preds = %111
  store ptr %105, ptr %108, align 8, !tbaa !14
  br label %115

115:                                              ; preds = %111, %114
  tail call void @free(ptr noundef nonnull %101) #9
  %116 = icmp eq ptr %112, null
  br i1 %116, label %117, label %100, !llvm.loop !22

117:                                              ; preds = %115, %37, %80
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @free_list(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  tail call fastcc void @free_list(ptr noundef %6)
  tail call void @free(ptr noundef nonnull %0) #9
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !13}
!16 = !{!17, !10, i64 16}
!17 = !{!"dnode", !10, i64 0, !10, i64 8, !10, i64 16, !18, i64 24}
!18 = !{!"long", !8, i64 0}
!19 = !{!17, !10, i64 0}
!20 = distinct !{!20, !13}
!21 = !{!17, !10, i64 8}
!22 = distinct !{!22, !13}
