; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape_ops = type { ptr, ptr, ptr }
%struct.shape = type { ptr, double, double }

@rect_ops = internal constant %struct.shape_ops { ptr @rect_area, ptr @both_scale, ptr @.str.3 }, align 8
@tri_ops = internal constant %struct.shape_ops { ptr @tri_area, ptr @both_scale, ptr @.str.4 }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @rect_ops, double 2.000000e+00, double 3.000000e+00 }, %struct.shape { ptr @tri_ops, double 4.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @rect_ops, double 1.000000e+00, double 1.000000e+00 }], align 16
@.str = private unnamed_addr constant [9 x i8] c"%s %.1f\0A\00", align 1
@optable = internal unnamed_addr constant [4 x ptr] [ptr @op_add, ptr @op_sub, ptr @op_mul, ptr @op_div], align 16
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"triangle\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"div\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [3 x %struct.shape], align 16
  %4 = alloca [5 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.shapes, i64 72, i1 false)
  %5 = srem i32 %0, 3
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [3 x %struct.shape], ptr %3, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !11
  call void %10(ptr noundef nonnull %7, double noundef 2.000000e+00) #9
  call void @qsort(ptr noundef nonnull %3, i64 noundef 3, i64 noundef 24, ptr noundef nonnull @cmp_shape_area) #9
  %11 = load ptr, ptr %3, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !13
  %14 = load ptr, ptr %11, align 8, !tbaa !14
  %15 = call double %14(ptr noundef nonnull %3) #9
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %13, double noundef %15)
  %17 = getelementptr inbounds i8, ptr %3, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !13
  %21 = load ptr, ptr %18, align 8, !tbaa !14
  %22 = call double %21(ptr noundef nonnull %17) #9
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %20, double noundef %22)
  %24 = getelementptr inbounds i8, ptr %3, i64 48
  %25 = load ptr, ptr %24, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !13
  %28 = load ptr, ptr %25, align 8, !tbaa !14
  %29 = call double %28(ptr noundef nonnull %24) #9
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %27, double noundef %29)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #9
  store i64 5, ptr %4, align 16
  %31 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 3, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 9, ptr %32, align 16
  %33 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 1, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 7, ptr %34, align 16
  call void @qsort(ptr noundef nonnull %4, i64 noundef 5, i64 noundef 8, ptr noundef nonnull @cmp_long) #9
  %35 = load i64, ptr %4, align 16, !tbaa !15
  %36 = load i64, ptr %31, align 8, !tbaa !15
  %37 = load i64, ptr %32, align 16, !tbaa !15
  %38 = load i64, ptr %33, align 8, !tbaa !15
  %39 = load i64, ptr %34, align 16, !tbaa !15
  %40 = icmp sgt i32 %0, 1
  br i1 %40, label %41, label %44

41:                                               ; preds = %2
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !17
  br label %44

44:                                               ; preds = %2, %41
  %45 = phi ptr [ %43, %41 ], [ @.str.1, %2 ]
  %46 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.5, ptr noundef nonnull readonly dereferenceable(1) %45) #10
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %44
  %49 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.6, ptr noundef nonnull readonly dereferenceable(1) %45) #10
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %48
  %52 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.1, ptr noundef nonnull readonly dereferenceable(1) %45) #10
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %51
  %55 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.7, ptr noundef nonnull readonly dereferenceable(1) %45) #10
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %62

57:                                               ; preds = %54, %51, %48, %44
  %58 = phi i64 [ 0, %44 ], [ 1, %48 ], [ 2, %51 ], [ 3, %54 ]
  %59 = getelementptr inbounds [4 x ptr], ptr @optable, i64 0, i64 %58
  %60 = load ptr, ptr %59, align 8, !tbaa !17
  %61 = call i64 %60(i64 noundef 6, i64 noundef 7) #9
  br label %62

62:                                               ; preds = %54, %57
  %63 = phi i64 [ %61, %57 ], [ -1, %54 ]
  %64 = icmp eq i64 %38, 0
  br i1 %64, label %69, label %65

65:                                               ; preds = %62
  %66 = sub nsw i64 %35, %36
  %67 = mul nsw i64 %37, %66
  %68 = sdiv i64 %67, %38
  br label %69

69:                                               ; preds = %62, %65
  %70 = phi i64 [ %68, %65 ], [ 0, %62 ]
  %71 = add nsw i64 %70, %39
  %72 = add nsw i64 %36, %35
  %73 = add nsw i64 %72, %37
  %74 = add nsw i64 %73, %38
  %75 = add nsw i64 %74, %39
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %75, i64 noundef %71, i64 noundef %63)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal range(i32 -1, 2) i32 @cmp_shape_area(ptr noundef %0, ptr noundef %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = tail call double %4(ptr noundef nonnull %0) #9
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  %7 = load ptr, ptr %6, align 8, !tbaa !14
  %8 = tail call double %7(ptr noundef nonnull %1) #9
  %9 = fcmp ogt double %5, %8
  %10 = zext i1 %9 to i32
  %11 = fcmp olt double %5, %8
  %12 = sext i1 %11 to i32
  %13 = add nsw i32 %12, %10
  ret i32 %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_long(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i64, ptr %0, align 8, !tbaa !15
  %4 = load i64, ptr %1, align 8, !tbaa !15
  %5 = icmp sgt i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @rect_area(ptr nocapture noundef readonly %0) #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !19
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @both_scale(ptr nocapture noundef %0, double noundef %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load <2 x double>, ptr %3, align 8, !tbaa !20
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = shufflevector <2 x double> %5, <2 x double> poison, <2 x i32> zeroinitializer
  %7 = fmul <2 x double> %4, %6
  store <2 x double> %7, ptr %3, align 8, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @tri_area(ptr nocapture noundef readonly %0) #5 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !19
  %6 = fmul double %3, %5
  %7 = fmul double %6, 5.000000e-01
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #7 {
  %3 = add nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #7 {
  %3 = sub nsw i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #7 {
  %3 = mul nsw i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #7 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ]
  ret i64 %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
