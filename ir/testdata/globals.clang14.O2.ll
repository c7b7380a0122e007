; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.color = type { i8*, [3 x i8] }
%struct.command = type { i8*, i32 (i32)*, %struct.color*, i32 }
%struct.anon = type { i32, i32, i8* }

@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@palette = dso_local constant [3 x %struct.color] [%struct.color { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), [3 x i8] c"\FF\00\00" }, %struct.color { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), [3 x i8] c"\00\FF\00" }, %struct.color { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), [3 x i8] c"\00\00\FF" }], align 16
@.str.3 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@commands = dso_local local_unnamed_addr global [4 x %struct.command] [%struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i32 (i32)* @cmd_double, %struct.color* getelementptr inbounds ([3 x %struct.color], [3 x %struct.color]* @palette, i32 0, i32 0), i32 1 }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i32 0, i32 0), i32 (i32)* @cmd_negate, %struct.color* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.color]* @palette to i8*), i64 16) to %struct.color*), i32 0 }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 (i32)* @cmd_square, %struct.color* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x %struct.color]* @palette to i8*), i64 32) to %struct.color*), i32 3 }, %struct.command zeroinitializer], align 16
@matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@row_ptrs = dso_local local_unnamed_addr global [3 x i32*] [i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @matrix, i32 0, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @matrix to i8*), i64 16) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([3 x [4 x i32]]* @matrix to i8*), i64 32) to i32*)], align 16
@corner = dso_local local_unnamed_addr global i32* getelementptr inbounds ([3 x [4 x i32]], [3 x [4 x i32]]* @matrix, i64 0, i64 2, i64 3), align 8
@.str.6 = private unnamed_addr constant [13 x i8] c"hello, world\00", align 1
@greeting = dso_local local_unnamed_addr global i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"bookworm\00", align 1
@version = dso_local local_unnamed_addr global %struct.anon { i32 1, i32 2, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0) }, align 8
@counters = dso_local local_unnamed_addr global [16 x i64] zeroinitializer, align 16
@buffer = dso_local global [256 x i8] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [26 x i8] c"%s %d %s %.3f %d.%d %s %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@next_id.id = internal unnamed_addr global i32 1000, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @cmd_double(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @cmd_negate(i32 noundef %0) #0 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @cmd_square(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1
  %6 = load i8*, i8** %5, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i8* [ %6, %4 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), %2 ]
  %9 = load i8*, i8** getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i64 0, i64 0, i32 0), align 16, !tbaa !9
  %10 = icmp eq i8* %9, null
  br i1 %10, label %27, label %11

11:                                               ; preds = %7, %16
  %12 = phi i8* [ %19, %16 ], [ %9, %7 ]
  %13 = phi %struct.command* [ %17, %16 ], [ getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i64 0, i64 0), %7 ]
  %14 = tail call i32 @strcmp(i8* noundef nonnull %12, i8* noundef nonnull dereferenceable(1) %8) #5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.command, %struct.command* %13, i64 1
  %18 = getelementptr inbounds %struct.command, %struct.command* %17, i64 0, i32 0
  %19 = load i8*, i8** %18, align 8, !tbaa !9
  %20 = icmp eq i8* %19, null
  br i1 %20, label %27, label %11, !llvm.loop !12

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.command, %struct.command* %13, i64 0, i32 1
  %23 = load i32 (i32)*, i32 (i32)** %22, align 8, !tbaa !14
  %24 = load i32*, i32** @corner, align 8, !tbaa !5
  %25 = load i32, i32* %24, align 4, !tbaa !15
  %26 = tail call i32 %23(i32 noundef %25) #6
  br label %27

27:                                               ; preds = %16, %7, %21
  %28 = phi i1 [ false, %21 ], [ true, %7 ], [ true, %16 ]
  %29 = phi %struct.command* [ %13, %21 ], [ null, %7 ], [ null, %16 ]
  %30 = phi i32 [ %26, %21 ], [ 0, %7 ], [ 0, %16 ]
  %31 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @row_ptrs, i64 0, i64 0), align 16, !tbaa !5
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @row_ptrs, i64 0, i64 1), align 8, !tbaa !5
  %34 = getelementptr inbounds i32, i32* %33, i64 1
  %35 = load i32, i32* %34, align 4, !tbaa !15
  %36 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @row_ptrs, i64 0, i64 2), align 16, !tbaa !5
  %37 = getelementptr inbounds i32, i32* %36, i64 2
  %38 = load i32, i32* %37, align 4, !tbaa !15
  %39 = getelementptr inbounds i32, i32* %31, i64 3
  %40 = load i32, i32* %39, align 4, !tbaa !15
  %41 = and i32 %0, 15
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [16 x i64], [16 x i64]* @counters, i64 0, i64 %42
  %44 = load i64, i64* %43, align 8, !tbaa !16
  %45 = add nsw i64 %44, 1
  store i64 %45, i64* %43, align 8, !tbaa !16
  %46 = load i8*, i8** @greeting, align 8, !tbaa !5
  br i1 %28, label %52, label %47

47:                                               ; preds = %27
  %48 = getelementptr inbounds %struct.command, %struct.command* %29, i64 0, i32 2
  %49 = load %struct.color*, %struct.color** %48, align 8, !tbaa !18
  %50 = getelementptr inbounds %struct.color, %struct.color* %49, i64 0, i32 0
  %51 = load i8*, i8** %50, align 8, !tbaa !19
  br label %52

52:                                               ; preds = %27, %47
  %53 = phi i8* [ %51, %47 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0), %27 ]
  %54 = sitofp i32 %40 to double
  %55 = sitofp i32 %38 to double
  %56 = sitofp i32 %35 to double
  %57 = sitofp i32 %32 to double
  %58 = tail call double @llvm.fmuladd.f64(double %57, double 5.000000e-01, double 0.000000e+00)
  %59 = tail call double @llvm.fmuladd.f64(double %56, double 2.500000e-01, double %58)
  %60 = tail call double @llvm.fmuladd.f64(double %55, double 1.250000e-01, double %59)
  %61 = tail call double @llvm.fmuladd.f64(double %54, double 1.250000e-01, double %60)
  %62 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @version, i64 0, i32 0), align 8, !tbaa !21
  %63 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @version, i64 0, i32 1), align 4, !tbaa !23
  %64 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @version, i64 0, i32 2), align 8, !tbaa !24
  %65 = load i32, i32* @next_id.id, align 4, !tbaa !15
  %66 = add nsw i32 %65, 2
  store i32 %66, i32* @next_id.id, align 4, !tbaa !15
  %67 = shl i32 %65, 1
  %68 = or i32 %67, 1
  %69 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([256 x i8], [256 x i8]* @buffer, i64 0, i64 0), i64 noundef 256, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.8, i64 0, i64 0), i8* noundef %46, i32 noundef %30, i8* noundef %53, double noundef %61, i32 noundef %62, i32 noundef %63, i8* noundef %64, i32 noundef %68) #6
  %70 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([256 x i8], [256 x i8]* @buffer, i64 0, i64 0))
  %71 = load i64, i64* getelementptr inbounds ([16 x i64], [16 x i64]* @counters, i64 0, i64 1), align 8, !tbaa !16
  %72 = trunc i64 %71 to i32
  ret i32 %72
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"command", !6, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !6, i64 8}
!15 = !{!11, !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !7, i64 0}
!18 = !{!10, !6, i64 16}
!19 = !{!20, !6, i64 0}
!20 = !{!"color", !6, i64 0, !7, i64 8}
!21 = !{!22, !11, i64 0}
!22 = !{!"", !11, i64 0, !11, i64 4, !6, i64 8}
!23 = !{!22, !11, i64 4}
!24 = !{!22, !6, i64 8}
