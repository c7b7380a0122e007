; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape_ops = type { double (%struct.shape*)*, void (%struct.shape*, double)*, i8* }
%struct.shape = type { %struct.shape_ops*, double, double }

@rect_ops = internal constant %struct.shape_ops { double (%struct.shape*)* @rect_area, void (%struct.shape*, double)* @both_scale, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0) }, align 8
@tri_ops = internal constant %struct.shape_ops { double (%struct.shape*)* @tri_area, void (%struct.shape*, double)* @both_scale, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0) }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { %struct.shape_ops* @rect_ops, double 2.000000e+00, double 3.000000e+00 }, %struct.shape { %struct.shape_ops* @tri_ops, double 4.000000e+00, double 4.000000e+00 }, %struct.shape { %struct.shape_ops* @rect_ops, double 1.000000e+00, double 1.000000e+00 }], align 16
@.str = private unnamed_addr constant [9 x i8] c"%s %.1f\0A\00", align 1
@optable = internal unnamed_addr constant [4 x i64 (i64, i64)*] [i64 (i64, i64)* @op_add, i64 (i64, i64)* @op_sub, i64 (i64, i64)* @op_mul, i64 (i64, i64)* @op_div], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"div\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [3 x %struct.shape], align 16
  %4 = alloca [5 x i64], align 16
  %5 = bitcast [3 x %struct.shape]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %5) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(72) %5, i8* noundef nonnull align 16 dereferenceable(72) bitcast ([3 x %struct.shape]* @__const.main.shapes to i8*), i64 72, i1 false)
  %6 = srem i32 %0, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %3, i64 0, i64 %7
  %9 = getelementptr inbounds %struct.shape, %struct.shape* %8, i64 0, i32 0
  %10 = load %struct.shape_ops*, %struct.shape_ops** %9, align 8, !tbaa !5
  %11 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %10, i64 0, i32 1
  %12 = load void (%struct.shape*, double)*, void (%struct.shape*, double)** %11, align 8, !tbaa !11
  call void %12(%struct.shape* noundef nonnull %8, double noundef 2.000000e+00) #9
  call void @qsort(i8* noundef nonnull %5, i64 noundef 3, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @cmp_shape_area) #9
  %13 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %3, i64 0, i64 0
  %14 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %3, i64 0, i64 0, i32 0
  %15 = load %struct.shape_ops*, %struct.shape_ops** %14, align 16, !tbaa !5
  %16 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %15, i64 0, i32 2
  %17 = load i8*, i8** %16, align 8, !tbaa !13
  %18 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %15, i64 0, i32 0
  %19 = load double (%struct.shape*)*, double (%struct.shape*)** %18, align 8, !tbaa !14
  %20 = call double %19(%struct.shape* noundef nonnull %13) #9
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %17, double noundef %20)
  %22 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %3, i64 0, i64 1
  %23 = getelementptr inbounds %struct.shape, %struct.shape* %22, i64 0, i32 0
  %24 = load %struct.shape_ops*, %struct.shape_ops** %23, align 8, !tbaa !5
  %25 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %24, i64 0, i32 2
  %26 = load i8*, i8** %25, align 8, !tbaa !13
  %27 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %24, i64 0, i32 0
  %28 = load double (%struct.shape*)*, double (%struct.shape*)** %27, align 8, !tbaa !14
  %29 = call double %28(%struct.shape* noundef nonnull %22) #9
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %26, double noundef %29)
  %31 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %3, i64 0, i64 2
  %32 = getelementptr inbounds %struct.shape, %struct.shape* %31, i64 0, i32 0
  %33 = load %struct.shape_ops*, %struct.shape_ops** %32, align 16, !tbaa !5
  %34 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %33, i64 0, i32 2
  %35 = load i8*, i8** %34, align 8, !tbaa !13
  %36 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %33, i64 0, i32 0
  %37 = load double (%struct.shape*)*, double (%struct.shape*)** %36, align 8, !tbaa !14
  %38 = call double %37(%struct.shape* noundef nonnull %31) #9
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i8* noundef %35, double noundef %38)
  %40 = bitcast [5 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %40) #9
  %41 = getelementptr inbounds [5 x i64], [5 x i64]* %4, i64 0, i64 0
  %42 = getelementptr inbounds [5 x i64], [5 x i64]* %4, i64 0, i64 1
  %43 = bitcast [5 x i64]* %4 to <2 x i64>*
  store <2 x i64> <i64 5, i64 3>, <2 x i64>* %43, align 16
  %44 = getelementptr inbounds [5 x i64], [5 x i64]* %4, i64 0, i64 2
  %45 = getelementptr inbounds [5 x i64], [5 x i64]* %4, i64 0, i64 3
  %46 = bitcast i64* %44 to <2 x i64>*
  store <2 x i64> <i64 9, i64 1>, <2 x i64>* %46, align 16
  %47 = getelementptr inbounds [5 x i64], [5 x i64]* %4, i64 0, i64 4
  store i64 7, i64* %47, align 16
  call void @qsort(i8* noundef nonnull %40, i64 noundef 5, i64 noundef 8, i32 (i8*, i8*)* noundef nonnull @cmp_long) #9
  %48 = load i64, i64* %41, align 16, !tbaa !15
  %49 = load i64, i64* %42, align 8, !tbaa !15
  %50 = load i64, i64* %44, align 16, !tbaa !15
  %51 = load i64, i64* %45, align 8, !tbaa !15
  %52 = load i64, i64* %47, align 16, !tbaa !15
  %53 = icmp sgt i32 %0, 1
  br i1 %53, label %54, label %57

54:                                               ; preds = %2
  %55 = getelementptr inbounds i8*, i8** %1, i64 1
  %56 = load i8*, i8** %55, align 8, !tbaa !17
  br label %57

57:                                               ; preds = %2, %54
  %58 = phi i8* [ %56, %54 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), %2 ]
  %59 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %58) #10
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %70, label %61

61:                                               ; preds = %57
  %62 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %58) #10
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %70, label %64

64:                                               ; preds = %61
  %65 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %58) #10
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %58) #10
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %75

70:                                               ; preds = %67, %64, %61, %57
  %71 = phi i64 [ 0, %57 ], [ 1, %61 ], [ 2, %64 ], [ 3, %67 ]
  %72 = getelementptr inbounds [4 x i64 (i64, i64)*], [4 x i64 (i64, i64)*]* @optable, i64 0, i64 %71
  %73 = load i64 (i64, i64)*, i64 (i64, i64)** %72, align 8, !tbaa !17
  %74 = call i64 %73(i64 noundef 6, i64 noundef 7) #9
  br label %75

75:                                               ; preds = %67, %70
  %76 = phi i64 [ %74, %70 ], [ -1, %67 ]
  %77 = icmp eq i64 %51, 0
  br i1 %77, label %82, label %78

78:                                               ; preds = %75
  %79 = sub nsw i64 %48, %49
  %80 = mul nsw i64 %50, %79
  %81 = sdiv i64 %80, %51
  br label %82

82:                                               ; preds = %75, %78
  %83 = phi i64 [ %81, %78 ], [ 0, %75 ]
  %84 = add nsw i64 %83, %52
  %85 = add nsw i64 %49, %48
  %86 = add nsw i64 %85, %50
  %87 = add nsw i64 %86, %51
  %88 = add nsw i64 %87, %52
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i64 noundef %88, i64 noundef %84, i64 noundef %76)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %40) #9
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal i32 @cmp_shape_area(i8* noundef %0, i8* noundef %1) #0 {
  %3 = bitcast i8* %0 to %struct.shape*
  %4 = bitcast i8* %1 to %struct.shape*
  %5 = bitcast i8* %0 to %struct.shape_ops**
  %6 = load %struct.shape_ops*, %struct.shape_ops** %5, align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %6, i64 0, i32 0
  %8 = load double (%struct.shape*)*, double (%struct.shape*)** %7, align 8, !tbaa !14
  %9 = tail call double %8(%struct.shape* noundef %3) #9
  %10 = bitcast i8* %1 to %struct.shape_ops**
  %11 = load %struct.shape_ops*, %struct.shape_ops** %10, align 8, !tbaa !5
  %12 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %11, i64 0, i32 0
  %13 = load double (%struct.shape*)*, double (%struct.shape*)** %12, align 8, !tbaa !14
  %14 = tail call double %13(%struct.shape* noundef %4) #9
  %15 = fcmp ogt double %9, %14
  %16 = zext i1 %15 to i32
  %17 = fcmp olt double %9, %14
  %18 = sext i1 %17 to i32
  %19 = add nsw i32 %18, %16
  ret i32 %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @cmp_long(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #5 {
  %3 = bitcast i8* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa !15
  %5 = bitcast i8* %1 to i64*
  %6 = load i64, i64* %5, align 8, !tbaa !15
  %7 = icmp sgt i64 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i64 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal double @rect_area(%struct.shape* nocapture noundef readonly %0) #5 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !18
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !19
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @both_scale(%struct.shape* nocapture noundef %0, double noundef %1) #6 {
  %3 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %4 = bitcast double* %3 to <2 x double>*
  %5 = load <2 x double>, <2 x double>* %4, align 8, !tbaa !20
  %6 = insertelement <2 x double> poison, double %1, i64 0
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer
  %8 = fmul <2 x double> %5, %7
  %9 = bitcast double* %3 to <2 x double>*
  store <2 x double> %8, <2 x double>* %9, align 8, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal double @tri_area(%struct.shape* nocapture noundef readonly %0) #5 {
  %2 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !18
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %0, i64 0, i32 2
  %5 = load double, double* %4, align 8, !tbaa !19
  %6 = fmul double %3, %5
  %7 = fmul double %6, 5.000000e-01
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #7 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #7 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #7 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #7 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"shape", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!12, !7, i64 8}
!12 = !{!"shape_ops", !7, i64 0, !7, i64 8, !7, i64 16}
!13 = !{!12, !7, i64 16}
!14 = !{!12, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = !{!7, !7, i64 0}
!18 = !{!6, !10, i64 8}
!19 = !{!6, !10, i64 16}
!20 = !{!10, !10, i64 0}
