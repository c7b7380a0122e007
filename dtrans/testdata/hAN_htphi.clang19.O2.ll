; ModuleID = 'hAN_htphi.c'
source_filename = "hAN_htphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, i32, ptr, ptr }
%struct.ht = type { i32, ptr }

@table = dso_local local_unnamed_addr global %struct.hash zeroinitializer, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @find(ptr nocapture noundef readonly %pH, ptr noundef readnone %key, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %ht = getelementptr inbounds i8, ptr %pH, i64 16
  %0 = load ptr, ptr %ht, align 8, !tbaa !5
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %1 = load i32, ptr %pH, align 8, !tbaa !11
  %rem = urem i32 %h, %1
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.ht, ptr %0, i64 %idxprom
  br label %if.end

if.else:                                          ; preds = %entry
  %count3 = getelementptr inbounds i8, ptr %pH, i64 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %arrayidx.pn = phi ptr [ %arrayidx, %if.then ], [ %pH, %if.else ]
  %count.0.in = phi ptr [ %arrayidx, %if.then ], [ %count3, %if.else ]
  %count.0 = load i32, ptr %count.0.in, align 4, !tbaa !12
  %e.0.in = getelementptr inbounds i8, ptr %arrayidx.pn, i64 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.end
  %e.1.in = phi ptr [ %e.0.in, %if.end ], [ %e.1, %while.body ]
  %count.1 = phi i32 [ %count.0, %if.end ], [ %dec, %while.body ]
  %tobool4.not = icmp eq i32 %count.1, 0
  br i1 %tobool4.not, label %cleanup, label %while.body

while.body:                                       ; preds = %while.cond
  %dec = add i32 %count.1, -1
  %e.1 = load ptr, ptr %e.1.in, align 8, !tbaa !13
  %key5 = getelementptr inbounds i8, ptr %e.1, i64 16
  %2 = load ptr, ptr %key5, align 8, !tbaa !14
  %cmp = icmp eq ptr %2, %key
  br i1 %cmp, label %cleanup, label %while.cond, !llvm.loop !16

cleanup:                                          ; preds = %while.cond, %while.body
  %retval.0 = phi ptr [ %e.1, %while.body ], [ null, %while.cond ]
  ret ptr %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local ptr @lookup(ptr noundef readnone %key, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr getelementptr inbounds (i8, ptr @table, i64 16), align 8, !tbaa !5
  %tobool.not.i = icmp eq ptr %0, null
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %entry
  %1 = load i32, ptr @table, align 8, !tbaa !11
  %rem.i = urem i32 %h, %1
  %idxprom.i = zext i32 %rem.i to i64
  %arrayidx.i = getelementptr inbounds %struct.ht, ptr %0, i64 %idxprom.i
  br label %if.end.i

if.end.i:                                         ; preds = %entry, %if.then.i
  %arrayidx.pn.i = phi ptr [ %arrayidx.i, %if.then.i ], [ @table, %entry ]
  %count.0.in.i = phi ptr [ %arrayidx.i, %if.then.i ], [ getelementptr inbounds (i8, ptr @table, i64 4), %entry ]
  %count.0.i = load i32, ptr %count.0.in.i, align 4, !tbaa !12
  %e.0.in.i = getelementptr inbounds i8, ptr %arrayidx.pn.i, i64 8
  br label %while.cond.i

while.cond.i:                                     ; preds = %while.body.i, %if.end.i
  %e.1.in.i = phi ptr [ %e.0.in.i, %if.end.i ], [ %e.1.i, %while.body.i ]
  %count.1.i = phi i32 [ %count.0.i, %if.end.i ], [ %dec.i, %while.body.i ]
  %tobool4.not.i = icmp eq i32 %count.1.i, 0
  br i1 %tobool4.not.i, label %cond.end, label %while.body.i

while.body.i:                                     ; preds = %while.cond.i
  %dec.i = add i32 %count.1.i, -1
  %e.1.i = load ptr, ptr %e.1.in.i, align 8, !tbaa !13
  %key5.i = getelementptr inbounds i8, ptr %e.1.i, i64 16
  %2 = load ptr, ptr %key5.i, align 8, !tbaa !14
  %cmp.i = icmp eq ptr %2, %key
  br i1 %cmp.i, label %cond.true, label %while.cond.i, !llvm.loop !16

cond.true:                                        ; preds = %while.body.i
  %data = getelementptr inbounds i8, ptr %e.1.i, i64 24
  %3 = load ptr, ptr %data, align 8, !tbaa !18
  br label %cond.end

cond.end:                                         ; preds = %while.cond.i, %cond.true
  %cond = phi ptr [ %3, %cond.true ], [ null, %while.cond.i ]
  ret ptr %cond
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 16}
!6 = !{!"hash", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !7, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!10, !10, i64 0}
!14 = !{!15, !10, i64 16}
!15 = !{!"elem", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!15, !10, i64 24}
