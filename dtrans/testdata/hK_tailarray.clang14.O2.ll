; ModuleID = 'hK_tailarray.c'
source_filename = "hK_tailarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Iter = type { i32, i32, [2 x %struct.Seg] }
%struct.Seg = type { i32, i16*, i32*, i32, i32 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %call = tail call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #5
  %0 = bitcast i8* %call to %struct.Iter*
  %tobool.not = icmp eq i8* %call, null
  br i1 %tobool.not, label %cleanup, label %if.end

if.end:                                           ; preds = %entry
  %prior = getelementptr inbounds %struct.Iter, %struct.Iter* %0, i64 0, i32 0
  store i32 %argc, i32* %prior, align 8, !tbaa !5
  %nSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %0, i64 0, i32 1
  store i32 4, i32* %nSeg, align 4, !tbaa !10
  tail call fastcc void @fill(%struct.Iter* noundef nonnull %0, i32 noundef %argc)
  %call1 = tail call fastcc i32 @sum(%struct.Iter* noundef nonnull %0, i32 noundef %argc)
  tail call void @free(i8* noundef nonnull %call) #5
  br label %cleanup

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ %call1, %if.end ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @fill(%struct.Iter* nocapture noundef %it, i32 noundef %k) unnamed_addr #2 {
entry:
  %cmp10 = icmp sgt i32 %k, 0
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %nSeg = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 1
  %0 = load i32, i32* %nSeg, align 4, !tbaa !10
  %prior = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 0
  %1 = load i32, i32* %prior, align 8, !tbaa !5
  %wide.trip.count = zext i32 %k to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %2 = icmp eq i32 %k, 1
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %a.epil = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.unr, i32 0
  %3 = trunc i64 %indvars.iv.unr to i32
  store i32 %3, i32* %a.epil, align 8, !tbaa !11
  %n.epil = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.unr, i32 3
  store i32 %0, i32* %n.epil, align 8, !tbaa !14
  %m.epil = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.unr, i32 4
  store i32 %1, i32* %m.epil, align 4, !tbaa !15
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %a = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv, i32 0
  %4 = trunc i64 %indvars.iv to i32
  store i32 %4, i32* %a, align 8, !tbaa !11
  %n = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv, i32 3
  store i32 %0, i32* %n, align 8, !tbaa !14
  %m = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv, i32 4
  store i32 %1, i32* %m, align 4, !tbaa !15
  %indvars.iv.next = or i64 %indvars.iv, 1
  %a.1 = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.next, i32 0
  %5 = trunc i64 %indvars.iv.next to i32
  store i32 %5, i32* %a.1, align 8, !tbaa !11
  %n.1 = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.next, i32 3
  store i32 %0, i32* %n.1, align 8, !tbaa !14
  %m.1 = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.next, i32 4
  store i32 %1, i32* %m.1, align 4, !tbaa !15
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum(%struct.Iter* nocapture noundef readonly %it, i32 noundef %k) unnamed_addr #3 {
entry:
  %cmp12 = icmp sgt i32 %k, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %k to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %k, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add4.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add4.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %t.013.unr = phi i32 [ 0, %for.body.preheader ], [ %add4.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %a.epil = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.unr, i32 0
  %1 = load i32, i32* %a.epil, align 8, !tbaa !11
  %m.epil = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.unr, i32 4
  %2 = load i32, i32* %m.epil, align 4, !tbaa !15
  %add.epil = add i32 %1, %t.013.unr
  %add4.epil = add i32 %add.epil, %2
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %t.0.lcssa = phi i32 [ 0, %entry ], [ %add4.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add4.epil, %for.body.epil ]
  ret i32 %t.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %t.013 = phi i32 [ 0, %for.body.preheader.new ], [ %add4.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %a = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv, i32 0
  %3 = load i32, i32* %a, align 8, !tbaa !11
  %m = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv, i32 4
  %4 = load i32, i32* %m, align 4, !tbaa !15
  %add = add i32 %3, %t.013
  %add4 = add i32 %add, %4
  %indvars.iv.next = or i64 %indvars.iv, 1
  %a.1 = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.next, i32 0
  %5 = load i32, i32* %a.1, align 8, !tbaa !11
  %m.1 = getelementptr inbounds %struct.Iter, %struct.Iter* %it, i64 0, i32 2, i64 %indvars.iv.next, i32 4
  %6 = load i32, i32* %m.1, align 4, !tbaa !15
  %add.1 = add i32 %5, %add4
  %add4.1 = add i32 %add.1, %6
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !18
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"Iter", !7, i64 0, !7, i64 4, !8, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!12, !7, i64 0}
!12 = !{!"Seg", !7, i64 0, !13, i64 8, !13, i64 16, !7, i64 24, !7, i64 28}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!12, !7, i64 24}
!15 = !{!12, !7, i64 28}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
