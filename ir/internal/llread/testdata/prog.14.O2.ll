; ModuleID = 'c/prog.c'
source_filename = "c/prog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node*, [16 x i8] }

@counter = dso_local local_unnamed_addr global i32 3, align 4
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local local_unnamed_addr global [3 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0)], align 16
@head = internal unnamed_addr global %struct.node* null, align 8
@__const.main.xs = private unnamed_addr constant [8 x i32] [i32 5, i32 3, i32 9, i32 1, i32 7, i32 2, i32 8, i32 6], align 16
@.str.3 = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1
@pool = dso_local local_unnamed_addr global [4 x %struct.node] zeroinitializer, align 16

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local %struct.node* @push(i32 noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #12
  %4 = bitcast i8* %3 to %struct.node*
  %5 = icmp eq i8* %3, null
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0
  store i32 %0, i32* %7, align 8, !tbaa !5
  %8 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1
  store double %1, double* %8, align 8, !tbaa !12
  %9 = load %struct.node*, %struct.node** @head, align 8, !tbaa !13
  %10 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2
  store %struct.node* %9, %struct.node** %10, align 8, !tbaa !14
  %11 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 3, i64 0
  %12 = srem i32 %0, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %13
  %15 = load i8*, i8** %14, align 8, !tbaa !13
  %16 = tail call i8* @strncpy(i8* noundef nonnull %11, i8* noundef nonnull dereferenceable(1) %15, i64 noundef 16) #12
  store i8* %3, i8** bitcast (%struct.node** @head to i8**), align 8, !tbaa !13
  br label %17

17:                                               ; preds = %2, %6
  %18 = phi %struct.node* [ %4, %6 ], [ null, %2 ]
  ret %struct.node* %18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strncpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(i32 (i8*, i8*)* nocapture noundef readonly %0, i32* noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext i32 %6 to i64
  br label %10

8:                                                ; preds = %10, %3
  %9 = phi i32 [ 0, %3 ], [ %22, %10 ]
  ret i32 %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %14, %10 ]
  %12 = phi i64 [ 1, %5 ], [ %23, %10 ]
  %13 = phi i32 [ 0, %5 ], [ %22, %10 ]
  %14 = add nuw nsw i64 %11, 1
  %15 = getelementptr inbounds i32, i32* %1, i64 %11
  %16 = bitcast i32* %15 to i8*
  %17 = getelementptr inbounds i32, i32* %1, i64 %12
  %18 = bitcast i32* %17 to i8*
  %19 = tail call i32 %0(i8* noundef %16, i8* noundef nonnull %18) #12
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  %22 = add nuw nsw i32 %13, %21
  %23 = add nuw nsw i64 %12, 1
  %24 = icmp eq i64 %14, %7
  br i1 %24, label %8, label %10, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local float @bits(i32 noundef %0) local_unnamed_addr #5 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #6 {
  %3 = alloca [8 x i32], align 16
  %4 = bitcast [8 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %4, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @__const.main.xs to i8*), i64 32, i1 false)
  call void @qsort(i8* noundef nonnull %4, i64 noundef 8, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @cmp) #12
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %27, %2
  %7 = load %struct.node*, %struct.node** @head, align 8, !tbaa !13
  %8 = icmp eq %struct.node* %7, null
  br i1 %8, label %30, label %79

9:                                                ; preds = %2, %27
  %10 = phi i32 [ %28, %27 ], [ 0, %2 ]
  %11 = call noalias dereferenceable_or_null(40) i8* @malloc(i64 noundef 40) #12
  %12 = bitcast i8* %11 to %struct.node*
  %13 = icmp eq i8* %11, null
  br i1 %13, label %27, label %14

14:                                               ; preds = %9
  %15 = sitofp i32 %10 to double
  %16 = fmul double %15, 1.500000e+00
  %17 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 0
  store i32 %10, i32* %17, align 8, !tbaa !5
  %18 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 1
  store double %16, double* %18, align 8, !tbaa !12
  %19 = load %struct.node*, %struct.node** @head, align 8, !tbaa !13
  %20 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 2
  store %struct.node* %19, %struct.node** %20, align 8, !tbaa !14
  %21 = getelementptr inbounds %struct.node, %struct.node* %12, i64 0, i32 3, i64 0
  %22 = urem i32 %10, 3
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [3 x i8*], [3 x i8*]* @names, i64 0, i64 %23
  %25 = load i8*, i8** %24, align 8, !tbaa !13
  %26 = call i8* @strncpy(i8* noundef nonnull %21, i8* noundef nonnull dereferenceable(1) %25, i64 noundef 16) #12
  store i8* %11, i8** bitcast (%struct.node** @head to i8**), align 8, !tbaa !13
  br label %27

27:                                               ; preds = %9, %14
  %28 = add nuw nsw i32 %10, 1
  %29 = icmp eq i32 %28, %0
  br i1 %29, label %6, label %9, !llvm.loop !17

30:                                               ; preds = %79, %6
  %31 = phi i32 [ 0, %6 ], [ %84, %79 ]
  %32 = icmp eq i32 %0, 2
  %33 = select i1 %32, i32 2, i32 -1
  %34 = icmp eq i32 %0, 1
  %35 = select i1 %34, i32 1, i32 %33
  %36 = add nsw i32 %31, %35
  %37 = bitcast [8 x i32]* %3 to <4 x i32>*
  %38 = load <4 x i32>, <4 x i32>* %37, align 16, !tbaa !18
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 4
  %40 = extractelement <4 x i32> %38, i64 1
  %41 = insertelement <4 x i32> poison, i32 %40, i64 0
  %42 = extractelement <4 x i32> %38, i64 2
  %43 = insertelement <4 x i32> %41, i32 %42, i64 1
  %44 = extractelement <4 x i32> %38, i64 3
  %45 = insertelement <4 x i32> %43, i32 %44, i64 2
  %46 = load i32, i32* %39, align 16
  %47 = insertelement <4 x i32> %45, i32 %46, i64 3
  %48 = icmp sgt <4 x i32> %38, %47
  %49 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 5
  %50 = load i32, i32* %49, align 4
  %51 = icmp sgt i32 %46, %50
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 6
  %54 = load i32, i32* %53, align 8, !tbaa !18
  %55 = icmp sgt i32 %50, %54
  %56 = zext i1 %55 to i32
  %57 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 7
  %58 = load i32, i32* %57, align 4, !tbaa !18
  %59 = icmp sgt i32 %54, %58
  %60 = zext i1 %59 to i32
  %61 = bitcast <4 x i1> %48 to i4
  %62 = call i4 @llvm.ctpop.i4(i4 %61), !range !19
  %63 = zext i4 %62 to i32
  %64 = add nuw nsw i32 %63, %52
  %65 = add nuw nsw i32 %64, %56
  %66 = add nuw nsw i32 %65, %60
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %36, i32 noundef %66, double noundef 1.000000e+00)
  %68 = zext i32 %0 to i64
  %69 = shl i64 %68, 40
  %70 = ashr exact i64 %69, 40
  %71 = trunc i64 %70 to i32
  %72 = and i32 %36, 255
  %73 = add nsw i32 %72, %71
  %74 = load i32, i32* @counter, align 4, !tbaa !18
  %75 = add nsw i32 %73, %74
  %76 = load double, double* getelementptr inbounds ([4 x %struct.node], [4 x %struct.node]* @pool, i64 0, i64 1, i32 1), align 16, !tbaa !12
  %77 = fptosi double %76 to i32
  %78 = add nsw i32 %75, %77
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #12
  ret i32 %78

79:                                               ; preds = %6, %79
  %80 = phi %struct.node* [ %86, %79 ], [ %7, %6 ]
  %81 = phi i32 [ %84, %79 ], [ 0, %6 ]
  %82 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 0
  %83 = load i32, i32* %82, align 8, !tbaa !5
  %84 = add nsw i32 %83, %81
  %85 = getelementptr inbounds %struct.node, %struct.node* %80, i64 0, i32 2
  %86 = load %struct.node*, %struct.node** %85, align 8, !tbaa !13
  %87 = icmp eq %struct.node* %86, null
  br i1 %87, label %30, label %79, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #9 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !18
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !18
  %7 = sub nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i4 @llvm.ctpop.i4(i4) #11

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #8 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
!19 = !{i4 0, i4 5}
!20 = distinct !{!20, !16}
