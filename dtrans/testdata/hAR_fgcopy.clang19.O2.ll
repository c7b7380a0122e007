; ModuleID = 'hAR_fgcopy.c'
source_filename = "hAR_fgcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Item = type { ptr, ptr, %struct.anon, %union.anon }
%struct.anon = type <{ i8, i16, i8 }>
%union.anon = type { i32 }

; Function Attrs: nounwind uwtable
define dso_local void @listdup(ptr nocapture noundef writeonly %pNew, ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %p, align 8, !tbaa !5
  %cmp21 = icmp sgt i32 %0, 0
  br i1 %cmp21, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %a = getelementptr inbounds i8, ptr %pNew, i64 8
  %a1 = getelementptr inbounds i8, ptr %p, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %indvars.iv
  %arrayidx3 = getelementptr inbounds [1 x %struct.Item], ptr %a1, i64 0, i64 %indvars.iv
  %1 = load ptr, ptr %arrayidx3, align 8, !tbaa !10
  %call = tail call ptr @dup(ptr noundef %1) #2
  store ptr %call, ptr %arrayidx, align 8, !tbaa !10
  %zName = getelementptr inbounds i8, ptr %arrayidx3, i64 8
  %2 = load ptr, ptr %zName, align 8, !tbaa !14
  %call5 = tail call ptr @dupz(ptr noundef %2) #2
  %zName6 = getelementptr inbounds i8, ptr %arrayidx, i64 8
  store ptr %call5, ptr %zName6, align 8, !tbaa !14
  %fg = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %fg7 = getelementptr inbounds i8, ptr %arrayidx3, i64 16
  %3 = load i32, ptr %fg7, align 8
  store i32 %3, ptr %fg, align 8
  %done = getelementptr inbounds i8, ptr %arrayidx, i64 17
  %4 = lshr i32 %3, 8
  %5 = trunc i32 %4 to i16
  %bf.clear = and i16 %5, -5
  store i16 %bf.clear, ptr %done, align 1
  %u = getelementptr inbounds i8, ptr %arrayidx, i64 20
  %u9 = getelementptr inbounds i8, ptr %arrayidx3, i64 20
  %6 = load i32, ptr %u9, align 4, !tbaa !15
  store i32 %6, ptr %u, align 4, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %7 = load i32, ptr %p, align 8, !tbaa !5
  %8 = sext i32 %7 to i64
  %cmp = icmp slt i64 %indvars.iv.next, %8
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !16
}

declare ptr @dup(ptr noundef) local_unnamed_addr #1

declare ptr @dupz(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"List", !7, i64 0, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !12, i64 0}
!11 = !{!"Item", !12, i64 0, !12, i64 8, !13, i64 16, !8, i64 20}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!"", !8, i64 0, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 1, !7, i64 2}
!14 = !{!11, !12, i64 8}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
