; ModuleID = 'testdata/hQ_tailtag.c'
source_filename = "testdata/hQ_tailtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Term = type { i8, i8, ptr, ptr, ptr }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -128, 128) i32 @take(ptr nocapture noundef readonly %pp) local_unnamed_addr #0 {
entry:
  %0 = load ptr, ptr %pp, align 8, !tbaa !5
  %1 = load i8, ptr %0, align 1, !tbaa !9
  %conv = sext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @walk(ptr nocapture noundef readonly %p) local_unnamed_addr #1 {
entry:
  %nTerm = getelementptr inbounds i8, ptr %p, i64 16
  %0 = load i32, ptr %nTerm, align 8, !tbaa !10
  %cmp11 = icmp sgt i32 %0, 0
  br i1 %cmp11, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %aTerm = getelementptr inbounds i8, ptr %p, i64 24
  %wide.trip.count = zext nneg i32 %0 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %1 = icmp eq i32 %0, 1
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add4.lcssa.ph = phi i32 [ poison, %for.body.lr.ph ], [ %add4.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %s.012.unr = phi i32 [ 0, %for.body.lr.ph ], [ %add4.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 %indvars.iv.unr
  %2 = load i8, ptr %arrayidx.epil, align 8, !tbaa !14
  %conv.epil = sext i8 %2 to i32
  %it.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16
  %3 = load ptr, ptr %it.epil, align 8, !tbaa !16
  %n.epil = getelementptr inbounds i8, ptr %3, i64 16
  %4 = load i32, ptr %n.epil, align 8, !tbaa !17
  %add.epil = add i32 %s.012.unr, %conv.epil
  %add4.epil = add i32 %add.epil, %4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add4.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add4.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %s.012 = phi i32 [ 0, %for.body.lr.ph.new ], [ %add4.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 %indvars.iv
  %5 = load i8, ptr %arrayidx, align 8, !tbaa !14
  %conv = sext i8 %5 to i32
  %it = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %6 = load ptr, ptr %it, align 8, !tbaa !16
  %n = getelementptr inbounds i8, ptr %6, i64 16
  %7 = load i32, ptr %n, align 8, !tbaa !17
  %add = add i32 %s.012, %conv
  %add4 = add i32 %add, %7
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 %indvars.iv.next
  %8 = load i8, ptr %arrayidx.1, align 8, !tbaa !14
  %conv.1 = sext i8 %8 to i32
  %it.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16
  %9 = load ptr, ptr %it.1, align 8, !tbaa !16
  %n.1 = getelementptr inbounds i8, ptr %9, i64 16
  %10 = load i32, ptr %n.1, align 8, !tbaa !17
  %add.1 = add i32 %add4, %conv.1
  %add4.1 = add i32 %add.1, %10
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @first(ptr nocapture noundef readonly %p) local_unnamed_addr #0 {
entry:
  %it = getelementptr inbounds i8, ptr %p, i64 40
  %0 = load ptr, ptr %it, align 8, !tbaa !16
  %data = getelementptr inbounds i8, ptr %0, i64 8
  %call = tail call i32 @take(ptr noundef nonnull %data)
  %1 = load i64, ptr %0, align 8, !tbaa !21
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

; Function Attrs: nofree nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #2 {
entry:
  %call = tail call noalias dereferenceable_or_null(120) ptr @malloc(i64 noundef 120) #4
  %call1 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #4
  %conv = sext i32 %argc to i64
  store i64 %conv, ptr %call1, align 8, !tbaa !21
  %0 = load ptr, ptr %argv, align 8, !tbaa !5
  %data = getelementptr inbounds i8, ptr %call1, i64 8
  store ptr %0, ptr %data, align 8, !tbaa !22
  %n = getelementptr inbounds i8, ptr %call1, i64 16
  store i32 1, ptr %n, align 8, !tbaa !17
  %nTerm = getelementptr inbounds i8, ptr %call, i64 16
  store i32 3, ptr %nTerm, align 8, !tbaa !10
  %aTerm = getelementptr inbounds i8, ptr %call, i64 24
  store i8 0, ptr %aTerm, align 8, !tbaa !14
  %it8 = getelementptr inbounds i8, ptr %call, i64 40
  store ptr %call1, ptr %it8, align 8, !tbaa !16
  %arrayidx4.1 = getelementptr inbounds i8, ptr %call, i64 56
  store i8 1, ptr %arrayidx4.1, align 8, !tbaa !14
  %it8.1 = getelementptr inbounds i8, ptr %call, i64 72
  store ptr %call1, ptr %it8.1, align 8, !tbaa !16
  %arrayidx4.2 = getelementptr inbounds i8, ptr %call, i64 88
  store i8 2, ptr %arrayidx4.2, align 8, !tbaa !14
  %it8.2 = getelementptr inbounds i8, ptr %call, i64 104
  store ptr %call1, ptr %it8.2, align 8, !tbaa !16
  %call9 = tail call i32 @walk(ptr noundef nonnull %call)
  %call10 = tail call i32 @first(ptr noundef nonnull %call)
  %add = add nsw i32 %call10, %call9
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

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
!9 = !{!7, !7, i64 0}
!10 = !{!11, !13, i64 16}
!11 = !{!"Phrase", !6, i64 0, !12, i64 8, !13, i64 16, !7, i64 24}
!12 = !{!"long", !7, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !7, i64 0}
!15 = !{!"Term", !7, i64 0, !7, i64 1, !6, i64 8, !6, i64 16, !6, i64 24}
!16 = !{!15, !6, i64 16}
!17 = !{!18, !13, i64 16}
!18 = !{!"It", !12, i64 0, !6, i64 8, !13, i64 16}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!18, !12, i64 0}
!22 = !{!18, !6, i64 8}
