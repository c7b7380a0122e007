; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, ptr, [16 x i8] }

@counter = dso_local local_unnamed_addr global i32 3, align 4
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local local_unnamed_addr global [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16
@head = internal unnamed_addr global ptr null, align 8
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1
@pool = dso_local local_unnamed_addr global [4 x %struct.node] zeroinitializer, align 16

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local noundef ptr @push(i32 noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  %4 = icmp eq ptr %3, null
  br i1 %4, label %15, label %5

5:                                                ; preds = %2
  store i32 %0, ptr %3, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  store double %1, ptr %6, align 8, !tbaa !12
  %7 = load ptr, ptr @head, align 8, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %7, ptr %8, align 8, !tbaa !14
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  %10 = srem i32 %0, 3
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8, !tbaa !13
  %14 = tail call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) %13, i64 noundef 16) #13
  store ptr %3, ptr @head, align 8, !tbaa !13
  br label %15

15:                                               ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi i32 [ 0, %3 ], [ %19, %10 ]
  ret i32 %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %21, %10 ]
  %12 = phi i64 [ 1, %5 ], [ %20, %10 ]
  %13 = phi i32 [ 0, %5 ], [ %19, %10 ]
  %14 = getelementptr inbounds i32, ptr %1, i64 %11
  %15 = getelementptr inbounds i32, ptr %1, i64 %12
  %16 = tail call i32 %0(ptr noundef %14, ptr noundef nonnull %15) #13
  %17 = icmp sgt i32 %16, 0
  %18 = zext i1 %17 to i32
  %19 = add nuw nsw i32 %13, %18
  %20 = add nuw nsw i64 %12, 1
  %21 = add nuw nsw i64 %11, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %8, label %10, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @bits(i32 noundef %0) local_unnamed_addr #5 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #6 {
  %3 = alloca [8 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.xs, i64 32, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 4, ptr noundef nonnull @cmp) #13
  %4 = load ptr, ptr @head, align 8, !tbaa !13
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %25, %2
  %7 = phi ptr [ %4, %2 ], [ %26, %25 ]
  %8 = icmp eq ptr %7, null
  br i1 %8, label %29, label %72

9:                                                ; preds = %2, %25
  %10 = phi i32 [ %27, %25 ], [ 0, %2 ]
  %11 = phi ptr [ %26, %25 ], [ %4, %2 ]
  %12 = call noalias dereferenceable_or_null(40) ptr @malloc(i64 noundef 40) #12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %25, label %14

14:                                               ; preds = %9
  %15 = uitofp nneg i32 %10 to double
  %16 = fmul double %15, 1.500000e+00
  store i32 %10, ptr %12, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %12, i64 8
  store double %16, ptr %17, align 8, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %11, ptr %18, align 8, !tbaa !14
  %19 = getelementptr inbounds i8, ptr %12, i64 24
  %20 = urem i32 %10, 3
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [3 x ptr], ptr @names, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !13
  %24 = call ptr @strncpy(ptr noundef nonnull dereferenceable(1) %19, ptr noundef nonnull dereferenceable(1) %23, i64 noundef 16) #13
  store ptr %12, ptr @head, align 8, !tbaa !13
  br label %25

25:                                               ; preds = %9, %14
  %26 = phi ptr [ %11, %9 ], [ %12, %14 ]
  %27 = add nuw nsw i32 %10, 1
  %28 = icmp eq i32 %27, %0
  br i1 %28, label %6, label %9, !llvm.loop !17

29:                                               ; preds = %72, %6
  %30 = phi i32 [ 0, %6 ], [ %76, %72 ]
  %31 = icmp eq i32 %0, 2
  %32 = select i1 %31, i32 2, i32 -1
  %33 = icmp eq i32 %0, 1
  %34 = select i1 %33, i32 1, i32 %32
  %35 = add nsw i32 %30, %34
  %36 = getelementptr inbounds i8, ptr %3, i64 16
  %37 = load i32, ptr %36, align 16, !tbaa !18
  %38 = load <4 x i32>, ptr %3, align 16, !tbaa !18
  %39 = shufflevector <4 x i32> %38, <4 x i32> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 poison>
  %40 = insertelement <4 x i32> %39, i32 %37, i64 3
  %41 = icmp sgt <4 x i32> %38, %40
  %42 = getelementptr inbounds i8, ptr %3, i64 20
  %43 = load i32, ptr %42, align 4, !tbaa !18
  %44 = icmp sgt i32 %37, %43
  %45 = zext i1 %44 to i32
  %46 = getelementptr inbounds i8, ptr %3, i64 24
  %47 = load i32, ptr %46, align 8, !tbaa !18
  %48 = icmp sgt i32 %43, %47
  %49 = zext i1 %48 to i32
  %50 = getelementptr inbounds i8, ptr %3, i64 28
  %51 = load i32, ptr %50, align 4, !tbaa !18
  %52 = icmp sgt i32 %47, %51
  %53 = zext i1 %52 to i32
  %54 = bitcast <4 x i1> %41 to i4
  %55 = call range(i4 0, 5) i4 @llvm.ctpop.i4(i4 %54)
  %56 = zext nneg i4 %55 to i32
  %57 = add nuw nsw i32 %56, %45
  %58 = add nuw nsw i32 %49, %53
  %59 = add nuw nsw i32 %57, %58
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35, i32 noundef %59, double noundef 1.000000e+00)
  %61 = zext i32 %0 to i64
  %62 = shl i64 %61, 40
  %63 = ashr exact i64 %62, 40
  %64 = trunc nsw i64 %63 to i32
  %65 = and i32 %35, 255
  %66 = add nsw i32 %65, %64
  %67 = load i32, ptr @counter, align 4, !tbaa !18
  %68 = add nsw i32 %66, %67
  %69 = load double, ptr getelementptr inbounds (i8, ptr @pool, i64 48), align 16, !tbaa !12
  %70 = fptosi double %69 to i32
  %71 = add nsw i32 %68, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  ret i32 %71

72:                                               ; preds = %6, %72
  %73 = phi ptr [ %78, %72 ], [ %7, %6 ]
  %74 = phi i32 [ %76, %72 ], [ 0, %6 ]
  %75 = load i32, ptr %73, align 8, !tbaa !5
  %76 = add nsw i32 %75, %74
  %77 = getelementptr inbounds i8, ptr %73, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !13
  %79 = icmp eq ptr %78, null
  br i1 %79, label %29, label %72, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load i32, ptr %0, align 4, !tbaa !18
  %4 = load i32, ptr %1, align 4, !tbaa !18
  %5 = sub nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i4 @llvm.ctpop.i4(i4) #11

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !10, i64 8, !11, i64 16, !8, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = !{!11, !11, i64 0}
!14 = !{!6, !11, i64 16}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !16}
