; ModuleID = 'linkhead.c'
source_filename = "linkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, %struct.elem* }
%struct.bucket = type { i32, %struct.elem* }
%struct.elem = type { %struct.elem*, %struct.elem*, i8* }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define dso_local void @insert(%struct.hash* nocapture noundef %h, %struct.bucket* nocapture noundef %b, %struct.elem* noundef %n) local_unnamed_addr #0 {
entry:
  %count = getelementptr inbounds %struct.bucket, %struct.bucket* %b, i64 0, i32 0
  %0 = load i32, i32* %count, align 8, !tbaa !5
  %tobool.not = icmp eq i32 %0, 0
  br i1 %tobool.not, label %cond.end.thread, label %cond.end

cond.end.thread:                                  ; preds = %entry
  store i32 1, i32* %count, align 8, !tbaa !5
  %chain251 = getelementptr inbounds %struct.bucket, %struct.bucket* %b, i64 0, i32 1
  store %struct.elem* %n, %struct.elem** %chain251, align 8, !tbaa !11
  br label %if.else11

cond.end:                                         ; preds = %entry
  %chain = getelementptr inbounds %struct.bucket, %struct.bucket* %b, i64 0, i32 1
  %1 = load %struct.elem*, %struct.elem** %chain, align 8, !tbaa !11
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* %count, align 8, !tbaa !5
  store %struct.elem* %n, %struct.elem** %chain, align 8, !tbaa !11
  %tobool3.not = icmp eq %struct.elem* %1, null
  br i1 %tobool3.not, label %if.else11, label %if.then

if.then:                                          ; preds = %cond.end
  %next = getelementptr inbounds %struct.elem, %struct.elem* %n, i64 0, i32 0
  store %struct.elem* %1, %struct.elem** %next, align 8, !tbaa !12
  %prev = getelementptr inbounds %struct.elem, %struct.elem* %1, i64 0, i32 1
  %2 = load %struct.elem*, %struct.elem** %prev, align 8, !tbaa !14
  %prev4 = getelementptr inbounds %struct.elem, %struct.elem* %n, i64 0, i32 1
  store %struct.elem* %2, %struct.elem** %prev4, align 8, !tbaa !14
  %3 = load %struct.elem*, %struct.elem** %prev, align 8, !tbaa !14
  %tobool6.not = icmp eq %struct.elem* %3, null
  %first = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 1
  %next9 = getelementptr inbounds %struct.elem, %struct.elem* %3, i64 0, i32 0
  %first.sink = select i1 %tobool6.not, %struct.elem** %first, %struct.elem** %next9
  store %struct.elem* %n, %struct.elem** %first.sink, align 8, !tbaa !15
  br label %if.end22

if.else11:                                        ; preds = %cond.end.thread, %cond.end
  %first12 = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 1
  %4 = load %struct.elem*, %struct.elem** %first12, align 8, !tbaa !16
  %next13 = getelementptr inbounds %struct.elem, %struct.elem* %n, i64 0, i32 0
  store %struct.elem* %4, %struct.elem** %next13, align 8, !tbaa !12
  %tobool15.not = icmp eq %struct.elem* %4, null
  br i1 %tobool15.not, label %if.end19, label %if.then16

if.then16:                                        ; preds = %if.else11
  %prev18 = getelementptr inbounds %struct.elem, %struct.elem* %4, i64 0, i32 1
  store %struct.elem* %n, %struct.elem** %prev18, align 8, !tbaa !14
  br label %if.end19

if.end19:                                         ; preds = %if.then16, %if.else11
  %prev20 = getelementptr inbounds %struct.elem, %struct.elem* %n, i64 0, i32 1
  store %struct.elem* null, %struct.elem** %prev20, align 8, !tbaa !14
  br label %if.end22

if.end22:                                         ; preds = %if.end19, %if.then
  %first12.sink = phi %struct.elem** [ %first12, %if.end19 ], [ %prev, %if.then ]
  store %struct.elem* %n, %struct.elem** %first12.sink, align 8, !tbaa !15
  %count23 = getelementptr inbounds %struct.hash, %struct.hash* %h, i64 0, i32 0
  %5 = load i32, i32* %count23, align 8, !tbaa !18
  %inc24 = add nsw i32 %5, 1
  store i32 %inc24, i32* %count23, align 8, !tbaa !18
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.hash*
  %call1 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %1 = bitcast i8* %call1 to %struct.bucket*
  %cmp = icmp eq i8* %call, null
  %cmp2 = icmp eq i8* %call1, null
  %or.cond = or i1 %cmp, %cmp2
  br i1 %or.cond, label %cleanup21, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp346 = icmp sgt i32 %argc, 0
  br i1 %cmp346, label %for.body.preheader, label %for.cond.cleanup12

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.inc
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.inc ]
  %call4 = tail call noalias dereferenceable_or_null(24) i8* @calloc(i64 noundef 1, i64 noundef 24) #3
  %2 = bitcast i8* %call4 to %struct.elem*
  %cmp5 = icmp eq i8* %call4, null
  br i1 %cmp5, label %cleanup21, label %for.inc

for.inc:                                          ; preds = %for.body
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %3 = load i8*, i8** %arrayidx, align 8, !tbaa !15
  %data = getelementptr inbounds %struct.elem, %struct.elem* %2, i64 0, i32 2
  store i8* %3, i8** %data, align 8, !tbaa !19
  tail call void @insert(%struct.hash* noundef %0, %struct.bucket* noundef %1, %struct.elem* noundef nonnull %2)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.end, label %for.body, !llvm.loop !20

for.end:                                          ; preds = %for.inc
  %first.phi.trans.insert = getelementptr inbounds %struct.hash, %struct.hash* %0, i64 0, i32 1
  %e10.048.pre = load %struct.elem*, %struct.elem** %first.phi.trans.insert, align 8, !tbaa !15
  %tobool.not49 = icmp eq %struct.elem* %e10.048.pre, null
  br i1 %tobool.not49, label %for.cond.cleanup12, label %for.body13

for.cond.cleanup12:                               ; preds = %for.body13, %for.cond.preheader, %for.end
  %n.0.lcssa = phi i32 [ 0, %for.end ], [ 0, %for.cond.preheader ], [ %add, %for.body13 ]
  %count = getelementptr inbounds %struct.hash, %struct.hash* %0, i64 0, i32 0
  %4 = load i32, i32* %count, align 8, !tbaa !18
  %add19 = add nsw i32 %4, %n.0.lcssa
  br label %cleanup21

for.body13:                                       ; preds = %for.end, %for.body13
  %e10.051 = phi %struct.elem* [ %e10.0, %for.body13 ], [ %e10.048.pre, %for.end ]
  %n.050 = phi i32 [ %add, %for.body13 ], [ 0, %for.end ]
  %data14 = getelementptr inbounds %struct.elem, %struct.elem* %e10.051, i64 0, i32 2
  %5 = load i8*, i8** %data14, align 8, !tbaa !19
  %cmp15 = icmp ne i8* %5, null
  %conv = zext i1 %cmp15 to i32
  %add = add nuw nsw i32 %n.050, %conv
  %next = getelementptr inbounds %struct.elem, %struct.elem* %e10.051, i64 0, i32 0
  %e10.0 = load %struct.elem*, %struct.elem** %next, align 8, !tbaa !15
  %tobool.not = icmp eq %struct.elem* %e10.0, null
  br i1 %tobool.not, label %for.cond.cleanup12, label %for.body13, !llvm.loop !22

cleanup21:                                        ; preds = %for.body, %entry, %for.cond.cleanup12
  %retval.3 = phi i32 [ %add19, %for.cond.cleanup12 ], [ 1, %entry ], [ 1, %for.body ]
  ret i32 %retval.3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
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
