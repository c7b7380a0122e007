; ModuleID = 'hK_tailarray.c'
source_filename = "hK_tailarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Seg = type { i32, ptr, ptr, i32, i32 }

; Function Attrs: nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #5
  %tobool.not = icmp eq ptr %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  store i32 %argc, ptr %call, align 8, !tbaa !5
  %nSeg = getelementptr inbounds i8, ptr %call, i64 4
  store i32 4, ptr %nSeg, align 4, !tbaa !10
  tail call fastcc void @fill(ptr noundef nonnull %call, i32 noundef %argc)
  %call1 = tail call fastcc i32 @sum(ptr noundef nonnull %call, i32 noundef %argc)
  tail call void @free(ptr noundef nonnull %call) #6
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call1, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @fill(ptr nocapture noundef %it, i32 noundef %k) unnamed_addr #2 {
entry:
  %cmp8 = icmp sgt i32 %k, 0
  br i1 %cmp8, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %aSeg = getelementptr inbounds i8, ptr %it, i64 8
  %0 = load <2 x i32>, ptr %it, align 8, !tbaa !11
  %wide.trip.count = zext nneg i32 %k to i64
  %1 = shufflevector <2 x i32> %0, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %xtraiter = and i64 %wide.trip.count, 3
  %2 = icmp ult i32 %k, 4
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.epil
  %3 = trunc nuw nsw i64 %indvars.iv.epil to i32
  store i32 %3, ptr %arrayidx.epil, align 8, !tbaa !12
  %n.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 24
  store <2 x i32> %1, ptr %n.epil, align 8, !tbaa !11
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !15

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv
  %4 = trunc nuw nsw i64 %indvars.iv to i32
  store i32 %4, ptr %arrayidx, align 8, !tbaa !12
  %n = getelementptr inbounds i8, ptr %arrayidx, i64 24
  store <2 x i32> %1, ptr %n, align 8, !tbaa !11
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next
  %5 = trunc nuw nsw i64 %indvars.iv.next to i32
  store i32 %5, ptr %arrayidx.1, align 8, !tbaa !12
  %n.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 24
  store <2 x i32> %1, ptr %n.1, align 8, !tbaa !11
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next.1
  %6 = trunc nuw nsw i64 %indvars.iv.next.1 to i32
  store i32 %6, ptr %arrayidx.2, align 8, !tbaa !12
  %n.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 24
  store <2 x i32> %1, ptr %n.2, align 8, !tbaa !11
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next.2
  %7 = trunc nuw nsw i64 %indvars.iv.next.2 to i32
  store i32 %7, ptr %arrayidx.3, align 8, !tbaa !12
  %n.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 24
  store <2 x i32> %1, ptr %n.3, align 8, !tbaa !11
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef readonly %it, i32 noundef %k) unnamed_addr #3 {
entry:
  %cmp10 = icmp sgt i32 %k, 0
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %aSeg = getelementptr inbounds i8, ptr %it, i64 8
  %wide.trip.count = zext nneg i32 %k to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %k, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %add4.lcssa.ph = phi i32 [ poison, %for.body.lr.ph ], [ %add4.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.3, %for.body ]
  %t.011.unr = phi i32 [ 0, %for.body.lr.ph ], [ %add4.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %t.011.epil = phi i32 [ %add4.epil, %for.body.epil ], [ %t.011.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.epil
  %1 = load i32, ptr %arrayidx.epil, align 8, !tbaa !12
  %m.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 28
  %2 = load i32, ptr %m.epil, align 4, !tbaa !19
  %add.epil = add i32 %1, %t.011.epil
  %add4.epil = add i32 %add.epil, %2
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !20

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %t.0.lcssa = phi i32 [ 0, %entry ], [ %add4.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add4.epil, %for.body.epil ]
  ret i32 %t.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.3, %for.body ]
  %t.011 = phi i32 [ 0, %for.body.lr.ph.new ], [ %add4.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 8, !tbaa !12
  %m = getelementptr inbounds i8, ptr %arrayidx, i64 28
  %4 = load i32, ptr %m, align 4, !tbaa !19
  %add = add i32 %3, %t.011
  %add4 = add i32 %add, %4
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next
  %5 = load i32, ptr %arrayidx.1, align 8, !tbaa !12
  %m.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 28
  %6 = load i32, ptr %m.1, align 4, !tbaa !19
  %add.1 = add i32 %5, %add4
  %add4.1 = add i32 %add.1, %6
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next.1
  %7 = load i32, ptr %arrayidx.2, align 8, !tbaa !12
  %m.2 = getelementptr inbounds i8, ptr %arrayidx.2, i64 28
  %8 = load i32, ptr %m.2, align 4, !tbaa !19
  %add.2 = add i32 %7, %add4.1
  %add4.2 = add i32 %add.2, %8
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds [2 x %struct.Seg], ptr %aSeg, i64 0, i64 %indvars.iv.next.2
  %9 = load i32, ptr %arrayidx.3, align 8, !tbaa !12
  %m.3 = getelementptr inbounds i8, ptr %arrayidx.3, i64 28
  %10 = load i32, ptr %m.3, align 4, !tbaa !19
  %add.3 = add i32 %9, %add4.2
  %add4.3 = add i32 %add.3, %10
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !21
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Iter", !7, i64 0, !7, i64 4, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"Seg", !7, i64 0, !14, i64 8, !14, i64 16, !7, i64 24, !7, i64 28}
!14 = !{!"any pointer", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!13, !7, i64 28}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !18}
