; ModuleID = 'testdata/globalstr.c'
source_filename = "testdata/globalstr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@groot = dso_local local_unnamed_addr global ptr null, align 8
@gtab = dso_local local_unnamed_addr global [4 x ptr] zeroinitializer, align 16

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @walk(i32 noundef %c, ptr noundef readonly %l) local_unnamed_addr #0 {
entry:
  %tobool.not = icmp eq i32 %c, 0
  %spec.select = select i1 %tobool.not, ptr @.str, ptr %l
  %tobool1.not9 = icmp eq ptr %spec.select, null
  br i1 %tobool1.not9, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %n.011 = phi i32 [ %add, %while.body ], [ 0, %entry ]
  %q.010 = phi ptr [ %1, %while.body ], [ %spec.select, %entry ]
  %v = getelementptr inbounds i8, ptr %q.010, i64 8
  %0 = load i32, ptr %v, align 8, !tbaa !5
  %add = add nsw i32 %0, %n.011
  %1 = load ptr, ptr %q.010, align 8, !tbaa !11
  %tobool1.not = icmp eq ptr %1, null
  br i1 %tobool1.not, label %while.end, label %while.body, !llvm.loop !12

while.end:                                        ; preds = %while.body, %entry
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %add, %while.body ]
  %2 = load ptr, ptr @groot, align 8, !tbaa !14
  %w = getelementptr inbounds i8, ptr %2, i64 8
  %3 = load i32, ptr %w, align 8, !tbaa !15
  %add2 = add nsw i32 %3, %n.0.lcssa
  %and = and i32 %c, 3
  %idxprom = zext nneg i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x ptr], ptr @gtab, i64 0, i64 %idxprom
  %4 = load ptr, ptr %arrayidx, align 8, !tbaa !14
  %5 = load ptr, ptr %4, align 8, !tbaa !17
  %w3 = getelementptr inbounds i8, ptr %5, i64 8
  %6 = load i32, ptr %w3, align 8, !tbaa !15
  %add4 = add nsw i32 %add2, %6
  ret i32 %add4
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"L", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !10, i64 8}
!16 = !{!"G", !7, i64 0, !10, i64 8}
!17 = !{!16, !7, i64 0}
