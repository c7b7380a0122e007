; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@dispatch.table = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@dispatch, %6), ptr blockaddress(@dispatch, %7), ptr blockaddress(@dispatch, %9)], align 16
@hits = dso_local global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 2) i32 @dispatch(i32 noundef %0) #0 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x ptr], ptr @dispatch.table, i64 0, i64 %3
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  indirectbr ptr %5, [label %6, label %7, label %9]

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i32 [ 1, %6 ], [ -1, %1 ]
  br label %9

9:                                                ; preds = %7, %1
  %10 = phi i32 [ %8, %7 ], [ 0, %1 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 {
  %3 = mul <4 x i32> %1, <i32 1, i32 2, i32 3, i32 4>
  %4 = add <4 x i32> %3, %0
  ret <4 x i32> %4
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !9
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !9
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = zext i32 %0 to i64
  %4 = alloca i32, i64 %3, align 16
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %34

6:                                                ; preds = %2
  %7 = load i16, ptr %1, align 4
  %8 = and i16 %7, 7
  %9 = shl i16 %7, 1
  %10 = ashr i16 %9, 11
  %11 = sext i16 %10 to i64
  %12 = zext nneg i16 %8 to i64
  %13 = icmp ult i32 %0, 4
  br i1 %13, label %14, label %16

14:                                               ; preds = %32, %6
  %15 = phi i64 [ 0, %6 ], [ %17, %32 ]
  br label %47

16:                                               ; preds = %6
  %17 = and i64 %3, 2147483644
  %18 = insertelement <4 x i64> poison, i64 %11, i64 0
  %19 = shufflevector <4 x i64> %18, <4 x i64> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x i64> poison, i64 %12, i64 0
  %21 = shufflevector <4 x i64> %20, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %16
  %23 = phi i64 [ 0, %16 ], [ %29, %22 ]
  %24 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %16 ], [ %30, %22 ]
  %25 = mul <4 x i64> %24, %19
  %26 = add <4 x i64> %25, %21
  %27 = getelementptr inbounds i32, ptr %4, i64 %23
  %28 = trunc <4 x i64> %26 to <4 x i32>
  store <4 x i32> %28, ptr %27, align 16, !tbaa !9
  %29 = add nuw i64 %23, 4
  %30 = add <4 x i64> %24, <i64 4, i64 4, i64 4, i64 4>
  %31 = icmp eq i64 %29, %17
  br i1 %31, label %32, label %22, !llvm.loop !13

32:                                               ; preds = %22
  %33 = icmp eq i64 %17, %3
  br i1 %33, label %34, label %14

34:                                               ; preds = %47, %32, %2
  %35 = atomicrmw add ptr @hits, i64 1 seq_cst, align 8
  %36 = sext i32 %0 to i64
  %37 = getelementptr i32, ptr %4, i64 %36
  %38 = getelementptr i8, ptr %37, i64 -4
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = load i16, ptr %1, align 4
  %41 = lshr i16 %40, 3
  %42 = and i16 %41, 127
  %43 = zext nneg i16 %42 to i32
  %44 = tail call i32 (i32, double, ...) @knr(i32 noundef %0, double noundef 2.000000e+00) #7
  %45 = add i32 %44, %39
  %46 = add i32 %45, %43
  ret i32 %46

47:                                               ; preds = %14, %47
  %48 = phi i64 [ %53, %47 ], [ %15, %14 ]
  %49 = mul i64 %48, %11
  %50 = add i64 %49, %12
  %51 = getelementptr inbounds i32, ptr %4, i64 %48
  %52 = trunc i64 %50 to i32
  store i32 %52, ptr %51, align 4, !tbaa !9
  %53 = add nuw nsw i64 %48, 1
  %54 = icmp eq i64 %53, %3
  br i1 %54, label %34, label %47, !llvm.loop !16
}

declare i32 @knr(...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
