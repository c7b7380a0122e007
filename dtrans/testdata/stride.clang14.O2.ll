; ModuleID = 'stride.c'
source_filename = "stride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.M = type { i32, i32 }
%struct.N = type { i32, i32, float }

@__const.main.ends = private unnamed_addr constant [2 x i64] [i64 2, i64 4], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local i32 @lastlens(%struct.M* nocapture noundef readonly %m, i64* nocapture noundef readonly %ends, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %k, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %k to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.08.unr = phi i32 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.08.epil = phi i32 [ %add.epil, %for.body.epil ], [ %s.08.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i64, i64* %ends, i64 %indvars.iv.epil
  %2 = load i64, i64* %arrayidx.epil, align 8, !tbaa !5
  %sub.epil = add i64 %2, -1
  %len.epil = getelementptr inbounds %struct.M, %struct.M* %m, i64 %sub.epil, i32 1
  %3 = load i32, i32* %len.epil, align 4, !tbaa !9
  %add.epil = add i32 %3, %s.08.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !12

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.08 = phi i32 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i64, i64* %ends, i64 %indvars.iv
  %4 = load i64, i64* %arrayidx, align 8, !tbaa !5
  %sub = add i64 %4, -1
  %len = getelementptr inbounds %struct.M, %struct.M* %m, i64 %sub, i32 1
  %5 = load i32, i32* %len, align 4, !tbaa !9
  %add = add i32 %5, %s.08
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %ends, i64 %indvars.iv.next
  %6 = load i64, i64* %arrayidx.1, align 8, !tbaa !5
  %sub.1 = add i64 %6, -1
  %len.1 = getelementptr inbounds %struct.M, %struct.M* %m, i64 %sub.1, i32 1
  %7 = load i32, i32* %len.1, align 4, !tbaa !9
  %add.1 = add i32 %7, %add
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i64, i64* %ends, i64 %indvars.iv.next.1
  %8 = load i64, i64* %arrayidx.2, align 8, !tbaa !5
  %sub.2 = add i64 %8, -1
  %len.2 = getelementptr inbounds %struct.M, %struct.M* %m, i64 %sub.2, i32 1
  %9 = load i32, i32* %len.2, align 4, !tbaa !9
  %add.2 = add i32 %9, %add.1
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i64, i64* %ends, i64 %indvars.iv.next.2
  %10 = load i64, i64* %arrayidx.3, align 8, !tbaa !5
  %sub.3 = add i64 %10, -1
  %len.3 = getelementptr inbounds %struct.M, %struct.M* %m, i64 %sub.3, i32 1
  %11 = load i32, i32* %len.3, align 4, !tbaa !9
  %add.3 = add i32 %11, %add.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local float @best(%struct.N* nocapture noundef readonly %n, i64 noundef %base, i64* nocapture noundef readonly %ks, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %k, 0
  br i1 %cmp8, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %k to i64
  %0 = add nsw i64 %wide.trip.count, -1
  %xtraiter = and i64 %wide.trip.count, 3
  %1 = icmp ult i64 %0, 3
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add2.lcssa.ph = phi float [ undef, %for.body.preheader ], [ %add2.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.09.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add2.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.09.epil = phi float [ %add2.epil, %for.body.epil ], [ %s.09.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i64, i64* %ks, i64 %indvars.iv.epil
  %2 = load i64, i64* %arrayidx.epil, align 8, !tbaa !5
  %add.epil = add i64 %2, %base
  %cost.epil = getelementptr inbounds %struct.N, %struct.N* %n, i64 %add.epil, i32 2
  %3 = load float, float* %cost.epil, align 4, !tbaa !16
  %add2.epil = fadd float %s.09.epil, %3
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !19

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add2.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add2.epil, %for.body.epil ]
  ret float %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.09 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add2.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i64, i64* %ks, i64 %indvars.iv
  %4 = load i64, i64* %arrayidx, align 8, !tbaa !5
  %add = add i64 %4, %base
  %cost = getelementptr inbounds %struct.N, %struct.N* %n, i64 %add, i32 2
  %5 = load float, float* %cost, align 4, !tbaa !16
  %add2 = fadd float %s.09, %5
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, i64* %ks, i64 %indvars.iv.next
  %6 = load i64, i64* %arrayidx.1, align 8, !tbaa !5
  %add.1 = add i64 %6, %base
  %cost.1 = getelementptr inbounds %struct.N, %struct.N* %n, i64 %add.1, i32 2
  %7 = load float, float* %cost.1, align 4, !tbaa !16
  %add2.1 = fadd float %add2, %7
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i64, i64* %ks, i64 %indvars.iv.next.1
  %8 = load i64, i64* %arrayidx.2, align 8, !tbaa !5
  %add.2 = add i64 %8, %base
  %cost.2 = getelementptr inbounds %struct.N, %struct.N* %n, i64 %add.2, i32 2
  %9 = load float, float* %cost.2, align 4, !tbaa !16
  %add2.2 = fadd float %add2.1, %9
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i64, i64* %ks, i64 %indvars.iv.next.2
  %10 = load i64, i64* %arrayidx.3, align 8, !tbaa !5
  %add.3 = add i64 %10, %base
  %cost.3 = getelementptr inbounds %struct.N, %struct.N* %n, i64 %add.3, i32 2
  %11 = load float, float* %cost.3, align 4, !tbaa !16
  %add2.3 = fadd float %add2.2, %11
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !20
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) i8* @malloc(i64 noundef 32) #4
  %0 = bitcast i8* %call to %struct.M*
  %dist = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 0
  store i32 0, i32* %dist, align 4, !tbaa !21
  %len = getelementptr inbounds %struct.M, %struct.M* %0, i64 0, i32 1
  store i32 %argc, i32* %len, align 4, !tbaa !9
  %dist.1 = getelementptr inbounds %struct.M, %struct.M* %0, i64 1, i32 0
  store i32 1, i32* %dist.1, align 4, !tbaa !21
  %len.1 = getelementptr inbounds %struct.M, %struct.M* %0, i64 1, i32 1
  store i32 %argc, i32* %len.1, align 4, !tbaa !9
  %dist.2 = getelementptr inbounds %struct.M, %struct.M* %0, i64 2, i32 0
  store i32 2, i32* %dist.2, align 4, !tbaa !21
  %len.2 = getelementptr inbounds %struct.M, %struct.M* %0, i64 2, i32 1
  store i32 %argc, i32* %len.2, align 4, !tbaa !9
  %dist.3 = getelementptr inbounds %struct.M, %struct.M* %0, i64 3, i32 0
  store i32 3, i32* %dist.3, align 4, !tbaa !21
  %len.3 = getelementptr inbounds %struct.M, %struct.M* %0, i64 3, i32 1
  store i32 %argc, i32* %len.3, align 4, !tbaa !9
  %call3 = tail call i32 @lastlens(%struct.M* noundef %0, i64* noundef nonnull getelementptr inbounds ([2 x i64], [2 x i64]* @__const.main.ends, i64 0, i64 0), i32 noundef 2)
  %call4 = tail call noalias dereferenceable_or_null(48) i8* @calloc(i64 noundef 4, i64 noundef 12) #4
  %1 = bitcast i8* %call4 to %struct.N*
  %cost = getelementptr inbounds %struct.N, %struct.N* %1, i64 1, i32 2
  store float 5.000000e-01, float* %cost, align 4, !tbaa !16
  %call7 = tail call float @best(%struct.N* noundef %1, i64 noundef 1, i64* noundef nonnull getelementptr inbounds ([2 x i64], [2 x i64]* @__const.main.ends, i64 0, i64 0), i32 noundef 1)
  %conv = fptoui float %call7 to i32
  %add = add i32 %call3, %conv
  tail call void @free(i8* noundef %call4) #4
  tail call void @free(i8* noundef %call) #4
  ret i32 %add
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 4}
!10 = !{!"M", !11, i64 0, !11, i64 4}
!11 = !{!"int", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !18, i64 8}
!17 = !{!"N", !11, i64 0, !11, i64 4, !18, i64 8}
!18 = !{!"float", !7, i64 0}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !15}
!21 = !{!10, !11, i64 0}
