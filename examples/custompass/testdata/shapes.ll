; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.rect = type { %struct.point, %struct.point, i8* }
%struct.node = type { %struct.node*, i64 }

@origin = dso_local local_unnamed_addr global %struct.point zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @area(%struct.rect* nocapture noundef readonly %r) local_unnamed_addr #0 {
entry:
  %x = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !5
  %x1 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 0
  %1 = load i32, i32* %x1, align 8, !tbaa !12
  %sub = sub nsw i32 %0, %1
  %y = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 1
  %2 = load i32, i32* %y, align 4, !tbaa !13
  %y4 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 1
  %3 = load i32, i32* %y4, align 4, !tbaa !14
  %sub5 = sub nsw i32 %2, %3
  %mul = mul nsw i32 %sub5, %sub
  ret i32 %mul
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @sum_list(%struct.node* noundef readonly %n) local_unnamed_addr #1 {
entry:
  %tobool.not5 = icmp eq %struct.node* %n, null
  br i1 %tobool.not5, label %for.end, label %for.body

for.body:                                         ; preds = %entry, %for.body
  %s.07 = phi i64 [ %add, %for.body ], [ 0, %entry ]
  %n.addr.06 = phi %struct.node* [ %1, %for.body ], [ %n, %entry ]
  %value = getelementptr inbounds %struct.node, %struct.node* %n.addr.06, i64 0, i32 1
  %0 = load i64, i64* %value, align 8, !tbaa !15
  %add = add nsw i64 %0, %s.07
  %next = getelementptr inbounds %struct.node, %struct.node* %n.addr.06, i64 0, i32 0
  %1 = load %struct.node*, %struct.node** %next, align 8, !tbaa !18
  %tobool.not = icmp eq %struct.node* %1, null
  br i1 %tobool.not, label %for.end, label %for.body, !llvm.loop !19

for.end:                                          ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum_x(%struct.point* nocapture noundef readonly %pts, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %x = getelementptr inbounds %struct.point, %struct.point* %pts, i64 %indvars.iv, i32 0
  %0 = load i32, i32* %x, align 4, !tbaa !22
  %add = add nsw i32 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @origin_y() local_unnamed_addr #0 {
entry:
  %0 = load i32, i32* getelementptr inbounds (%struct.point, %struct.point* @origin, i64 0, i32 1), align 4, !tbaa !24
  ret i32 %0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 8}
!6 = !{!"rect", !7, i64 0, !7, i64 8, !11, i64 16}
!7 = !{!"point", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!6, !8, i64 0}
!13 = !{!6, !8, i64 12}
!14 = !{!6, !8, i64 4}
!15 = !{!16, !17, i64 8}
!16 = !{!"node", !11, i64 0, !17, i64 8}
!17 = !{!"long", !9, i64 0}
!18 = !{!16, !11, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!7, !8, i64 0}
!23 = distinct !{!23, !20, !21}
!24 = !{!7, !8, i64 4}
