; ModuleID = 'hAN_htphi.c'
source_filename = "hAN_htphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, i32, %struct.elem*, %struct.ht* }
%struct.elem = type { %struct.elem*, %struct.elem*, i8*, i8* }
%struct.ht = type { i32, %struct.elem* }

@table = dso_local local_unnamed_addr global %struct.hash zeroinitializer, align 8

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local %struct.elem* @find(%struct.hash* nocapture noundef readonly %pH, i8* noundef readnone %key, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %ht = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 3
  %0 = load %struct.ht*, %struct.ht** %ht, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.ht* %0, null
  br i1 %tobool.not, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %htsize = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 0
  %1 = load i32, i32* %htsize, align 8, !tbaa !11
  %rem = urem i32 %h, %1
  %idxprom = zext i32 %rem to i64
  %chain = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom, i32 1
  %count2 = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom, i32 0
  br label %if.end

if.else:                                          ; preds = %entry
  %first = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 2
  %count3 = getelementptr inbounds %struct.hash, %struct.hash* %pH, i64 0, i32 1
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %e.0.in = phi %struct.elem** [ %chain, %if.then ], [ %first, %if.else ]
  %count.0.in = phi i32* [ %count2, %if.then ], [ %count3, %if.else ]
  %count.0 = load i32, i32* %count.0.in, align 4, !tbaa !12
  %tobool4.not21 = icmp eq i32 %count.0, 0
  br i1 %tobool4.not21, label %cleanup, label %while.body

while.body:                                       ; preds = %if.end, %if.end7
  %dec23.in = phi i32 [ %dec23, %if.end7 ], [ %count.0, %if.end ]
  %e.122.in = phi %struct.elem** [ %next, %if.end7 ], [ %e.0.in, %if.end ]
  %e.122 = load %struct.elem*, %struct.elem** %e.122.in, align 8, !tbaa !13
  %dec23 = add i32 %dec23.in, -1
  %key5 = getelementptr inbounds %struct.elem, %struct.elem* %e.122, i64 0, i32 2
  %2 = load i8*, i8** %key5, align 8, !tbaa !14
  %cmp = icmp eq i8* %2, %key
  br i1 %cmp, label %cleanup, label %if.end7

if.end7:                                          ; preds = %while.body
  %next = getelementptr inbounds %struct.elem, %struct.elem* %e.122, i64 0, i32 0
  %tobool4.not = icmp eq i32 %dec23, 0
  br i1 %tobool4.not, label %cleanup, label %while.body, !llvm.loop !16

cleanup:                                          ; preds = %while.body, %if.end7, %if.end
  %retval.0 = phi %struct.elem* [ null, %if.end ], [ null, %if.end7 ], [ %e.122, %while.body ]
  ret %struct.elem* %retval.0
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i8* @lookup(i8* noundef readnone %key, i32 noundef %h) local_unnamed_addr #0 {
entry:
  %0 = load %struct.ht*, %struct.ht** getelementptr inbounds (%struct.hash, %struct.hash* @table, i64 0, i32 3), align 8, !tbaa !5
  %tobool.not.i = icmp eq %struct.ht* %0, null
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %entry
  %1 = load i32, i32* getelementptr inbounds (%struct.hash, %struct.hash* @table, i64 0, i32 0), align 8, !tbaa !11
  %rem.i = urem i32 %h, %1
  %idxprom.i = zext i32 %rem.i to i64
  %chain.i = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom.i, i32 1
  %count2.i = getelementptr inbounds %struct.ht, %struct.ht* %0, i64 %idxprom.i, i32 0
  br label %if.end.i

if.end.i:                                         ; preds = %entry, %if.then.i
  %e.0.in.i = phi %struct.elem** [ %chain.i, %if.then.i ], [ getelementptr inbounds (%struct.hash, %struct.hash* @table, i64 0, i32 2), %entry ]
  %count.0.in.i = phi i32* [ %count2.i, %if.then.i ], [ getelementptr inbounds (%struct.hash, %struct.hash* @table, i64 0, i32 1), %entry ]
  %count.0.i = load i32, i32* %count.0.in.i, align 4, !tbaa !12
  %tobool4.not21.i = icmp eq i32 %count.0.i, 0
  br i1 %tobool4.not21.i, label %cond.end, label %while.body.i

while.body.i:                                     ; preds = %if.end.i, %if.end7.i
  %dec23.in.i = phi i32 [ %dec23.i, %if.end7.i ], [ %count.0.i, %if.end.i ]
  %e.122.in.i = phi %struct.elem** [ %next.i, %if.end7.i ], [ %e.0.in.i, %if.end.i ]
  %e.122.i = load %struct.elem*, %struct.elem** %e.122.in.i, align 8, !tbaa !13
  %dec23.i = add i32 %dec23.in.i, -1
  %key5.i = getelementptr inbounds %struct.elem, %struct.elem* %e.122.i, i64 0, i32 2
  %2 = load i8*, i8** %key5.i, align 8, !tbaa !14
  %cmp.i = icmp eq i8* %2, %key
  br i1 %cmp.i, label %cond.true, label %if.end7.i

if.end7.i:                                        ; preds = %while.body.i
  %next.i = getelementptr inbounds %struct.elem, %struct.elem* %e.122.i, i64 0, i32 0
  %tobool4.not.i = icmp eq i32 %dec23.i, 0
  br i1 %tobool4.not.i, label %cond.end, label %while.body.i, !llvm.loop !16

cond.true:                                        ; preds = %while.body.i
  %data = getelementptr inbounds %struct.elem, %struct.elem* %e.122.i, i64 0, i32 3
  %3 = load i8*, i8** %data, align 8, !tbaa !18
  br label %cond.end

cond.end:                                         ; preds = %if.end7.i, %if.end.i, %cond.true
  %cond = phi i8* [ %3, %cond.true ], [ null, %if.end.i ], [ null, %if.end7.i ]
  ret i8* %cond
}

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
