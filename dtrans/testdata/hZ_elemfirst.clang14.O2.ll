; ModuleID = 'hZ_elemfirst.c'
source_filename = "hZ_elemfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, i32 }
%struct.list = type { i32, i32, [4 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.holder = type { i8* }

@main.e = internal global %struct.expr { i32 1, i32 0 }, align 4
@main.l = internal global %struct.list { i32 1, i32 4, [4 x %struct.item] [%struct.item { %struct.expr* @main.e, i8* null }, %struct.item zeroinitializer, %struct.item zeroinitializer, %struct.item zeroinitializer] }, align 8
@main.h1 = internal global [2 x %struct.holder] zeroinitializer, align 16
@main.h2 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @put(%struct.holder* nocapture noundef writeonly %h, i8* noundef %p) local_unnamed_addr #0 {
entry:
  %any = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 0, i32 0
  store i8* %p, i8** %any, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i32 @sum(%struct.holder* nocapture noundef %h) local_unnamed_addr #1 {
entry:
  %0 = bitcast %struct.holder* %h to %struct.list**
  %1 = load %struct.list*, %struct.list** %0, align 8, !tbaa !5
  %n = getelementptr inbounds %struct.list, %struct.list* %1, i64 0, i32 0
  %2 = load i32, i32* %n, align 8, !tbaa !10
  %cmp11 = icmp sgt i32 %2, 0
  br i1 %cmp11, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.holder, %struct.holder* %h, i64 1
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  %s.013 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds %struct.list, %struct.list* %1, i64 0, i32 2, i64 %indvars.iv
  %3 = bitcast %struct.item* %arrayidx to i8*
  tail call void @put(%struct.holder* noundef nonnull %add.ptr, i8* noundef nonnull %3)
  %e = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i64 0, i32 0
  %4 = load %struct.expr*, %struct.expr** %e, align 8, !tbaa !13
  %op = getelementptr inbounds %struct.expr, %struct.expr* %4, i64 0, i32 0
  %5 = load i32, i32* %op, align 4, !tbaa !14
  %add = add nsw i32 %5, %s.013
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %6 = load i32, i32* %n, align 8, !tbaa !10
  %7 = sext i32 %6 to i64
  %cmp = icmp slt i64 %indvars.iv.next, %7
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #2 {
entry:
  tail call void @put(%struct.holder* noundef getelementptr inbounds ([2 x %struct.holder], [2 x %struct.holder]* @main.h1, i64 0, i64 0), i8* noundef bitcast (%struct.list* @main.l to i8*))
  tail call void @put(%struct.holder* noundef nonnull @main.h2, i8* noundef bitcast (%struct.expr* @main.e to i8*))
  %call = tail call i32 @sum(%struct.holder* noundef getelementptr inbounds ([2 x %struct.holder], [2 x %struct.holder]* @main.h1, i64 0, i64 0))
  %add = add nsw i32 %call, %argc
  ret i32 %add
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"holder", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"list", !12, i64 0, !12, i64 4, !8, i64 8}
!12 = !{!"int", !8, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !12, i64 0}
!15 = !{!"expr", !12, i64 0, !12, i64 4}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
