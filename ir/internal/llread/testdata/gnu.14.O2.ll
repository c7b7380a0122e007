; ModuleID = 'c/eh.c'
source_filename = "c/eh.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.bits = type { i16, [2 x i8] }

@dispatch.table = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@dispatch, %6), i8* blockaddress(@dispatch, %7), i8* blockaddress(@dispatch, %9)], align 16
@hits = dso_local global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @dispatch(i32 noundef %0) #0 {
  %2 = srem i32 %0, 3
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x i8*], [3 x i8*]* @dispatch.table, i64 0, i64 %3
  %5 = load i8*, i8** %4, align 8, !tbaa !5
  indirectbr i8* %5, [label %6, label %7, label %9]

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %1
  %8 = phi i32 [ 1, %6 ], [ -1, %1 ]
  br label %9

9:                                                ; preds = %7, %1
  %10 = phi i32 [ %8, %7 ], [ 0, %1 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local <4 x i32> @vadd(<4 x i32> noundef %0, <4 x i32> noundef %1) local_unnamed_addr #1 {
  %3 = mul <4 x i32> %1, <i32 1, i32 2, i32 3, i32 4>
  %4 = add <4 x i32> %3, %0
  ret <4 x i32> %4
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %36

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8
  %24 = getelementptr i8, i8* %23, i64 8
  store i8* %24, i8** %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, i8* %9, i64 %26
  %28 = add nuw nsw i32 %17, 8
  store i32 %28, i32* %6, align 16
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4
  %33 = add nsw i32 %32, %18
  br label %34

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #7
  ret i32 %35

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ]
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, i8* %9, i64 %42
  %44 = add nuw nsw i32 %37, 8
  store i32 %44, i32* %6, align 16
  br label %48

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8
  %47 = getelementptr i8, i8* %46, i64 8
  store i8* %47, i8** %7, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4
  %53 = add nsw i32 %52, %38
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8
  %57 = getelementptr i8, i8* %56, i64 8
  store i8* %57, i8** %7, align 8
  br label %62

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64
  %60 = getelementptr i8, i8* %9, i64 %59
  %61 = add nuw nsw i32 %49, 8
  store i32 %61, i32* %6, align 16
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, %53
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %36, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @vla(i32 noundef %0, %struct.bits* nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = zext i32 %0 to i64
  %4 = alloca i32, i64 %3, align 16
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %78

6:                                                ; preds = %2
  %7 = getelementptr %struct.bits, %struct.bits* %1, i64 0, i32 0
  %8 = load i16, i16* %7, align 4
  %9 = and i16 %8, 7
  %10 = zext i16 %9 to i32
  %11 = shl i16 %8, 1
  %12 = ashr i16 %11, 11
  %13 = sext i16 %12 to i32
  %14 = icmp ult i32 %0, 8
  br i1 %14, label %76, label %15

15:                                               ; preds = %6
  %16 = and i64 %3, 4294967288
  %17 = insertelement <4 x i32> poison, i32 %13, i64 0
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x i32> poison, i32 %13, i64 0
  %20 = shufflevector <4 x i32> %19, <4 x i32> poison, <4 x i32> zeroinitializer
  %21 = insertelement <4 x i32> poison, i32 %10, i64 0
  %22 = shufflevector <4 x i32> %21, <4 x i32> poison, <4 x i32> zeroinitializer
  %23 = insertelement <4 x i32> poison, i32 %10, i64 0
  %24 = shufflevector <4 x i32> %23, <4 x i32> poison, <4 x i32> zeroinitializer
  %25 = add nsw i64 %16, -8
  %26 = lshr exact i64 %25, 3
  %27 = add nuw nsw i64 %26, 1
  %28 = and i64 %27, 1
  %29 = icmp eq i64 %25, 0
  br i1 %29, label %60, label %30

30:                                               ; preds = %15
  %31 = and i64 %27, 4611686018427387902
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %56, %32 ]
  %34 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %30 ], [ %57, %32 ]
  %35 = phi i64 [ 0, %30 ], [ %58, %32 ]
  %36 = add <4 x i32> %34, <i32 4, i32 4, i32 4, i32 4>
  %37 = mul nsw <4 x i32> %34, %18
  %38 = mul nsw <4 x i32> %36, %20
  %39 = add nsw <4 x i32> %37, %22
  %40 = add nsw <4 x i32> %38, %24
  %41 = getelementptr inbounds i32, i32* %4, i64 %33
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> %39, <4 x i32>* %42, align 16, !tbaa !11
  %43 = getelementptr inbounds i32, i32* %41, i64 4
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> %40, <4 x i32>* %44, align 16, !tbaa !11
  %45 = or i64 %33, 8
  %46 = add <4 x i32> %34, <i32 8, i32 8, i32 8, i32 8>
  %47 = add <4 x i32> %34, <i32 12, i32 12, i32 12, i32 12>
  %48 = mul nsw <4 x i32> %46, %18
  %49 = mul nsw <4 x i32> %47, %20
  %50 = add nsw <4 x i32> %48, %22
  %51 = add nsw <4 x i32> %49, %24
  %52 = getelementptr inbounds i32, i32* %4, i64 %45
  %53 = bitcast i32* %52 to <4 x i32>*
  store <4 x i32> %50, <4 x i32>* %53, align 16, !tbaa !11
  %54 = getelementptr inbounds i32, i32* %52, i64 4
  %55 = bitcast i32* %54 to <4 x i32>*
  store <4 x i32> %51, <4 x i32>* %55, align 16, !tbaa !11
  %56 = add nuw i64 %33, 16
  %57 = add <4 x i32> %34, <i32 16, i32 16, i32 16, i32 16>
  %58 = add i64 %35, 2
  %59 = icmp eq i64 %58, %31
  br i1 %59, label %60, label %32, !llvm.loop !13

60:                                               ; preds = %32, %15
  %61 = phi i64 [ 0, %15 ], [ %56, %32 ]
  %62 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %57, %32 ]
  %63 = icmp eq i64 %28, 0
  br i1 %63, label %74, label %64

64:                                               ; preds = %60
  %65 = add <4 x i32> %62, <i32 4, i32 4, i32 4, i32 4>
  %66 = mul nsw <4 x i32> %62, %18
  %67 = mul nsw <4 x i32> %65, %20
  %68 = add nsw <4 x i32> %66, %22
  %69 = add nsw <4 x i32> %67, %24
  %70 = getelementptr inbounds i32, i32* %4, i64 %61
  %71 = bitcast i32* %70 to <4 x i32>*
  store <4 x i32> %68, <4 x i32>* %71, align 16, !tbaa !11
  %72 = getelementptr inbounds i32, i32* %70, i64 4
  %73 = bitcast i32* %72 to <4 x i32>*
  store <4 x i32> %69, <4 x i32>* %73, align 16, !tbaa !11
  br label %74

74:                                               ; preds = %60, %64
  %75 = icmp eq i64 %16, %3
  br i1 %75, label %78, label %76

76:                                               ; preds = %6, %74
  %77 = phi i64 [ 0, %6 ], [ %16, %74 ]
  br label %92

78:                                               ; preds = %92, %74, %2
  %79 = atomicrmw add i64* @hits, i64 1 seq_cst, align 8
  %80 = add nsw i32 %0, -1
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, i32* %4, i64 %81
  %83 = load i32, i32* %82, align 4, !tbaa !11
  %84 = getelementptr %struct.bits, %struct.bits* %1, i64 0, i32 0
  %85 = load i16, i16* %84, align 4
  %86 = lshr i16 %85, 3
  %87 = and i16 %86, 127
  %88 = zext i16 %87 to i32
  %89 = tail call i32 (i32, double, ...) bitcast (i32 (...)* @knr to i32 (i32, double, ...)*)(i32 noundef %0, double noundef 2.000000e+00) #7
  %90 = add i32 %89, %83
  %91 = add i32 %90, %88
  ret i32 %91

92:                                               ; preds = %76, %92
  %93 = phi i64 [ %98, %92 ], [ %77, %76 ]
  %94 = trunc i64 %93 to i32
  %95 = mul nsw i32 %94, %13
  %96 = add nsw i32 %95, %10
  %97 = getelementptr inbounds i32, i32* %4, i64 %93
  store i32 %96, i32* %97, align 4, !tbaa !11
  %98 = add nuw nsw i64 %93, 1
  %99 = icmp eq i64 %98, %3
  br i1 %99, label %78, label %92, !llvm.loop !15
}

declare i32 @knr(...) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !10, !16, !14}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
