; ModuleID = 'walkhead.c'
source_filename = "walkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { %struct.tok*, i32 }
%struct.tok = type { i8*, %struct.tok* }

@gctx = dso_local local_unnamed_addr global %struct.ctx* null, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local %struct.tok* @take_best(%struct.ctx* nocapture noundef %c) local_unnamed_addr #0 {
entry:
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 0
  %t.029 = load %struct.tok*, %struct.tok** %list, align 8, !tbaa !5
  %tobool.not30 = icmp eq %struct.tok* %t.029, null
  br i1 %tobool.not30, label %if.end13, label %for.body

for.cond6.preheader:                              ; preds = %for.inc
  %cmp7.not38 = icmp eq %struct.tok* %t.029, %best.1
  br i1 %cmp7.not38, label %for.end11, label %for.cond6.for.cond6_crit_edge, !llvm.loop !9

for.body:                                         ; preds = %entry, %for.inc
  %t.032 = phi %struct.tok* [ %t.0, %for.inc ], [ %t.029, %entry ]
  %best.031 = phi %struct.tok* [ %best.1, %for.inc ], [ null, %entry ]
  %cmp = icmp eq %struct.tok* %best.031, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %for.body
  %p = getelementptr inbounds %struct.tok, %struct.tok* %t.032, i64 0, i32 0
  %0 = load i8*, i8** %p, align 8, !tbaa !11
  %p1 = getelementptr inbounds %struct.tok, %struct.tok* %best.031, i64 0, i32 0
  %1 = load i8*, i8** %p1, align 8, !tbaa !11
  %cmp2 = icmp ugt i8* %0, %1
  br i1 %cmp2, label %if.then, label %for.inc

if.then:                                          ; preds = %lor.lhs.false, %for.body
  br label %for.inc

for.inc:                                          ; preds = %lor.lhs.false, %if.then
  %best.1 = phi %struct.tok* [ %t.032, %if.then ], [ %best.031, %lor.lhs.false ]
  %next = getelementptr inbounds %struct.tok, %struct.tok* %t.032, i64 0, i32 1
  %t.0 = load %struct.tok*, %struct.tok** %next, align 8, !tbaa !5
  %tobool.not = icmp eq %struct.tok* %t.0, null
  br i1 %tobool.not, label %for.cond6.preheader, label %for.body, !llvm.loop !13

for.cond6.for.cond6_crit_edge:                    ; preds = %for.cond6.preheader, %for.cond6.for.cond6_crit_edge
  %t.029.pn = phi %struct.tok* [ %.pre, %for.cond6.for.cond6_crit_edge ], [ %t.029, %for.cond6.preheader ]
  %next1040 = getelementptr inbounds %struct.tok, %struct.tok* %t.029.pn, i64 0, i32 1
  %.pre = load %struct.tok*, %struct.tok** %next1040, align 8, !tbaa !5
  %cmp7.not = icmp eq %struct.tok* %.pre, %best.1
  br i1 %cmp7.not, label %for.end11.loopexit, label %for.cond6.for.cond6_crit_edge, !llvm.loop !9

for.end11.loopexit:                               ; preds = %for.cond6.for.cond6_crit_edge
  %next1040.le = getelementptr inbounds %struct.tok, %struct.tok* %t.029.pn, i64 0, i32 1
  br label %for.end11

for.end11:                                        ; preds = %for.end11.loopexit, %for.cond6.preheader
  %pp.0.lcssa = phi %struct.tok** [ %list, %for.cond6.preheader ], [ %next1040.le, %for.end11.loopexit ]
  %next12 = getelementptr inbounds %struct.tok, %struct.tok* %best.1, i64 0, i32 1
  %2 = load %struct.tok*, %struct.tok** %next12, align 8, !tbaa !14
  store %struct.tok* %2, %struct.tok** %pp.0.lcssa, align 8, !tbaa !5
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %c, i64 0, i32 1
  %3 = load i32, i32* %n, align 8, !tbaa !15
  %dec = add nsw i32 %3, -1
  store i32 %dec, i32* %n, align 8, !tbaa !15
  br label %if.end13

if.end13:                                         ; preds = %entry, %for.end11
  %best.0.lcssa37 = phi %struct.tok* [ %best.1, %for.end11 ], [ null, %entry ]
  ret %struct.tok* %best.0.lcssa37
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.ctx*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup16, label %if.end

if.end:                                           ; preds = %entry
  store i8* %call, i8** bitcast (%struct.ctx** @gctx to i8**), align 8, !tbaa !5
  %cmp138 = icmp sgt i32 %argc, 0
  br i1 %cmp138, label %for.body.lr.ph, label %while.cond.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %1 = bitcast i8* %call to i8**
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i64 0, i32 1
  %wide.trip.count = zext i32 %argc to i64
  br label %for.body

while.cond.preheader:                             ; preds = %for.inc, %if.end
  %call1140 = tail call %struct.tok* @take_best(%struct.ctx* noundef nonnull %0)
  %cmp12.not41 = icmp eq %struct.tok* %call1140, null
  br i1 %cmp12.not41, label %cleanup16, label %while.body

for.body:                                         ; preds = %for.body.lr.ph, %for.inc
  %2 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.inc ]
  %3 = phi %struct.tok* [ null, %for.body.lr.ph ], [ %4, %for.inc ]
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next, %for.inc ]
  %call2 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #4
  %4 = bitcast i8* %call2 to %struct.tok*
  %cmp3 = icmp eq i8* %call2, null
  br i1 %cmp3, label %cleanup16, label %for.inc

for.inc:                                          ; preds = %for.body
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 %indvars.iv
  %5 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %p = getelementptr inbounds %struct.tok, %struct.tok* %4, i64 0, i32 0
  store i8* %5, i8** %p, align 8, !tbaa !11
  %next = getelementptr inbounds %struct.tok, %struct.tok* %4, i64 0, i32 1
  store %struct.tok* %3, %struct.tok** %next, align 8, !tbaa !14
  store i8* %call2, i8** %1, align 8, !tbaa !18
  %inc = add nuw nsw i32 %2, 1
  store i32 %inc, i32* %n, align 8, !tbaa !15
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %while.cond.preheader, label %for.body, !llvm.loop !19

while.body:                                       ; preds = %while.cond.preheader, %while.body
  %call1143 = phi %struct.tok* [ %call11, %while.body ], [ %call1140, %while.cond.preheader ]
  %k.042 = phi i32 [ %inc13, %while.body ], [ 0, %while.cond.preheader ]
  %6 = bitcast %struct.tok* %call1143 to i8*
  tail call void @free(i8* noundef %6) #4
  %inc13 = add nuw nsw i32 %k.042, 1
  %7 = load %struct.ctx*, %struct.ctx** @gctx, align 8, !tbaa !5
  %call11 = tail call %struct.tok* @take_best(%struct.ctx* noundef %7)
  %cmp12.not = icmp eq %struct.tok* %call11, null
  br i1 %cmp12.not, label %cleanup16, label %while.body, !llvm.loop !20

cleanup16:                                        ; preds = %for.body, %while.body, %while.cond.preheader, %entry
  %retval.3 = phi i32 [ 1, %entry ], [ 0, %while.cond.preheader ], [ %inc13, %while.body ], [ 1, %for.body ]
  ret i32 %retval.3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !6, i64 0}
!12 = !{!"tok", !6, i64 0, !6, i64 8}
!13 = distinct !{!13, !10}
!14 = !{!12, !6, i64 8}
!15 = !{!16, !17, i64 8}
!16 = !{!"ctx", !6, i64 0, !17, i64 8}
!17 = !{!"int", !7, i64 0}
!18 = !{!16, !6, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
