; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.color = type { ptr, [3 x i8] }
%struct.command = type { ptr, ptr, ptr, i32 }
%struct.anon = type { i32, i32, ptr }

@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@palette = dso_local constant [3 x %struct.color] [%struct.color { ptr @.str, [3 x i8] c"\FF\00\00" }, %struct.color { ptr @.str.1, [3 x i8] c"\00\FF\00" }, %struct.color { ptr @.str.2, [3 x i8] c"\00\00\FF" }], align 16
@.str.3 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@commands = dso_local local_unnamed_addr global [4 x %struct.command] [%struct.command { ptr @.str.3, ptr @cmd_double, ptr @palette, i32 1 }, %struct.command { ptr @.str.4, ptr @cmd_negate, ptr getelementptr (i8, ptr @palette, i64 16), i32 0 }, %struct.command { ptr @.str.5, ptr @cmd_square, ptr getelementptr (i8, ptr @palette, i64 32), i32 3 }, %struct.command zeroinitializer], align 16
@matrix = dso_local global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] [i32 9, i32 10, i32 11, i32 12]], align 16
@row_ptrs = dso_local local_unnamed_addr global [3 x ptr] [ptr @matrix, ptr getelementptr (i8, ptr @matrix, i64 16), ptr getelementptr (i8, ptr @matrix, i64 32)], align 16
@corner = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @matrix, i64 44), align 8
@.str.6 = private unnamed_addr constant [13 x i8] c"hello, world\00", align 1
@greeting = dso_local local_unnamed_addr global ptr @.str.6, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"bookworm\00", align 1
@version = dso_local local_unnamed_addr global %struct.anon { i32 1, i32 2, ptr @.str.7 }, align 8
@counters = dso_local local_unnamed_addr global [16 x i64] zeroinitializer, align 16
@buffer = dso_local global [256 x i8] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [26 x i8] c"%s %d %s %.3f %d.%d %s %d\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@next_id.id = internal unnamed_addr global i32 1000, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @cmd_double(i32 noundef %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @cmd_negate(i32 noundef %0) #0 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @cmd_square(i32 noundef %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi ptr [ %6, %4 ], [ @.str.5, %2 ]
  %9 = load ptr, ptr @commands, align 16, !tbaa !9
  %10 = icmp eq ptr %9, null
  br i1 %10, label %26, label %11

11:                                               ; preds = %7, %16
  %12 = phi ptr [ %18, %16 ], [ %9, %7 ]
  %13 = phi ptr [ %17, %16 ], [ @commands, %7 ]
  %14 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %12, ptr noundef nonnull readonly dereferenceable(1) %8) #5
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %20, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %13, i64 32
  %18 = load ptr, ptr %17, align 8, !tbaa !9
  %19 = icmp eq ptr %18, null
  br i1 %19, label %26, label %11, !llvm.loop !12

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %13, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = load ptr, ptr @corner, align 8, !tbaa !5
  %24 = load i32, ptr %23, align 4, !tbaa !15
  %25 = tail call i32 %22(i32 noundef %24) #6
  br label %26

26:                                               ; preds = %16, %7, %20
  %27 = phi i1 [ false, %20 ], [ true, %7 ], [ true, %16 ]
  %28 = phi ptr [ %13, %20 ], [ null, %7 ], [ null, %16 ]
  %29 = phi i32 [ %25, %20 ], [ 0, %7 ], [ 0, %16 ]
  %30 = load ptr, ptr @row_ptrs, align 16, !tbaa !5
  %31 = load i32, ptr %30, align 4, !tbaa !15
  %32 = load ptr, ptr getelementptr inbounds (i8, ptr @row_ptrs, i64 8), align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %32, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !15
  %35 = load ptr, ptr getelementptr inbounds (i8, ptr @row_ptrs, i64 16), align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %30, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !15
  %40 = and i32 %0, 15
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [16 x i64], ptr @counters, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8, !tbaa !16
  %44 = add nsw i64 %43, 1
  store i64 %44, ptr %42, align 8, !tbaa !16
  %45 = load ptr, ptr @greeting, align 8, !tbaa !5
  br i1 %27, label %50, label %46

46:                                               ; preds = %26
  %47 = getelementptr inbounds i8, ptr %28, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !18
  %49 = load ptr, ptr %48, align 8, !tbaa !19
  br label %50

50:                                               ; preds = %26, %46
  %51 = phi ptr [ %49, %46 ], [ @.str.9, %26 ]
  %52 = sitofp i32 %39 to double
  %53 = sitofp i32 %37 to double
  %54 = sitofp i32 %34 to double
  %55 = sitofp i32 %31 to double
  %56 = tail call double @llvm.fmuladd.f64(double %55, double 5.000000e-01, double 0.000000e+00)
  %57 = tail call double @llvm.fmuladd.f64(double %54, double 2.500000e-01, double %56)
  %58 = tail call double @llvm.fmuladd.f64(double %53, double 1.250000e-01, double %57)
  %59 = tail call double @llvm.fmuladd.f64(double %52, double 1.250000e-01, double %58)
  %60 = load i32, ptr @version, align 8, !tbaa !21
  %61 = load i32, ptr getelementptr inbounds (i8, ptr @version, i64 4), align 4, !tbaa !23
  %62 = load ptr, ptr getelementptr inbounds (i8, ptr @version, i64 8), align 8, !tbaa !24
  %63 = load i32, ptr @next_id.id, align 4, !tbaa !15
  %64 = add nsw i32 %63, 2
  store i32 %64, ptr @next_id.id, align 4, !tbaa !15
  %65 = shl i32 %63, 1
  %66 = or disjoint i32 %65, 1
  %67 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) @buffer, i64 noundef 256, ptr noundef nonnull @.str.8, ptr noundef %45, i32 noundef %29, ptr noundef %51, double noundef %59, i32 noundef %60, i32 noundef %61, ptr noundef %62, i32 noundef %66) #6
  %68 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @buffer)
  %69 = load i64, ptr getelementptr inbounds (i8, ptr @counters, i64 8), align 8, !tbaa !16
  %70 = trunc i64 %69 to i32
  ret i32 %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

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
