; ModuleID = 'linkhead.c'
source_filename = "linkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @insert(ptr nocapture noundef %h, ptr nocapture noundef %b, ptr noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %b, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %cond.end.thread, label %cond.end

cond.end.thread:                                  ; preds = %entry
  store i32 1, ptr %b, align 8, !tbaa !5
  %chain250 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %n, ptr %chain250, align 8, !tbaa !11
  br label %if.else11

cond.end:                                         ; preds = %entry
  %chain = getelementptr inbounds i8, ptr %b, i64 8
  %1 = load ptr, ptr %chain, align 8, !tbaa !11
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr %b, align 8, !tbaa !5
  store ptr %n, ptr %chain, align 8, !tbaa !11
  %tobool3.not = icmp eq ptr %1, null
  br i1 %tobool3.not, label %if.else11, label %if.then

if.then:                                          ; preds = %cond.end
  store ptr %1, ptr %n, align 8, !tbaa !12
  %prev = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load ptr, ptr %prev, align 8, !tbaa !14
  %prev4 = getelementptr inbounds i8, ptr %n, i64 8
  store ptr %2, ptr %prev4, align 8, !tbaa !14
  %tobool6.not = icmp eq ptr %2, null
  %first = getelementptr inbounds i8, ptr %h, i64 8
  %first.sink = select i1 %tobool6.not, ptr %first, ptr %2
  store ptr %n, ptr %first.sink, align 8, !tbaa !15
  br label %if.end22

if.else11:                                        ; preds = %cond.end.thread, %cond.end
  %first12 = getelementptr inbounds i8, ptr %h, i64 8
  %3 = load ptr, ptr %first12, align 8, !tbaa !16
  store ptr %3, ptr %n, align 8, !tbaa !12
  %tobool15.not = icmp eq ptr %3, null
  br i1 %tobool15.not, label %if.end19, label %if.then16

if.then16:                                        ; preds = %if.else11
  %prev18 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %n, ptr %prev18, align 8, !tbaa !14
  br label %if.end19

if.end19:                                         ; preds = %if.then16, %if.else11
  %prev20 = getelementptr inbounds i8, ptr %n, i64 8
  store ptr null, ptr %prev20, align 8, !tbaa !14
  br label %if.end22

if.end22:                                         ; preds = %if.end19, %if.then
  %first12.sink = phi ptr [ %first12, %if.end19 ], [ %prev, %if.then ]
  store ptr %n, ptr %first12.sink, align 8, !tbaa !15
  %4 = load i32, ptr %h, align 8, !tbaa !18
  %inc24 = add nsw i32 %4, 1
  store i32 %inc24, ptr %h, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #3
  %call1 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 1, i64 noundef 16) #3
  %cmp = icmp eq ptr %call, null
  %cmp2 = icmp eq ptr %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup21, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp3.not38 = icmp sgt i32 %argc, 0
  br i1 %cmp3.not38, label %for.body.preheader, label %for.cond.cleanup12

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext nneg i32 %argc to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %call4 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #3
  %cmp5.not = icmp eq ptr %call4, null
  br i1 %cmp5.not, label %cleanup21, label %for.inc

for.inc:                                          ; preds = %for.body
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv
  %0 = load ptr, ptr %arrayidx, align 8, !tbaa !15
  %data = getelementptr inbounds i8, ptr %call4, i64 16
  store ptr %0, ptr %data, align 8, !tbaa !19
  tail call void @insert(ptr noundef %call, ptr noundef %call1, ptr noundef nonnull %call4)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.inc
  %first.phi.trans.insert = getelementptr inbounds i8, ptr %call, i64 8
  %e10.040.pre = load ptr, ptr %first.phi.trans.insert, align 8, !tbaa !15
  %tobool.not41 = icmp eq ptr %e10.040.pre, null
  br i1 %tobool.not41, label %for.cond.cleanup12, label %for.body13

for.cond.cleanup12:                               ; preds = %for.body13, %for.cond.preheader, %for.end
  %n.0.lcssa = phi i32 [ 0, %for.end ], [ 0, %for.cond.preheader ], [ %add, %for.body13 ]
  %1 = load i32, ptr %call, align 8, !tbaa !18
  %add19 = add nsw i32 %1, %n.0.lcssa
  br label %cleanup21

for.body13:                                       ; preds = %for.end, %for.body13
  %e10.043 = phi ptr [ %e10.0, %for.body13 ], [ %e10.040.pre, %for.end ]
  %n.042 = phi i32 [ %add, %for.body13 ], [ 0, %for.end ]
  %data14 = getelementptr inbounds i8, ptr %e10.043, i64 16
  %2 = load ptr, ptr %data14, align 8, !tbaa !19
  %cmp15 = icmp ne ptr %2, null
  %conv = zext i1 %cmp15 to i32
  %add = add nuw nsw i32 %n.042, %conv
  %e10.0 = load ptr, ptr %e10.043, align 8, !tbaa !15
  %tobool.not = icmp eq ptr %e10.0, null
  br i1 %tobool.not, label %for.cond.cleanup12, label %for.body13, !llvm.loop !22

cleanup21:                                        ; preds = %for.body, %entry, %for.cond.cleanup12
  %retval.3 = phi i32 [ %add19, %for.cond.cleanup12 ], [ 1, %entry ], [ 1, %for.body ]
  ret i32 %retval.3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"bucket", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!13, !10, i64 0}
!13 = !{!"elem", !10, i64 0, !10, i64 8, !10, i64 16}
!14 = !{!13, !10, i64 8}
!15 = !{!10, !10, i64 0}
!16 = !{!17, !10, i64 8}
!17 = !{!"hash", !7, i64 0, !10, i64 8}
!18 = !{!17, !7, i64 0}
!19 = !{!13, !10, i64 16}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
