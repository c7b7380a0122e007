; ModuleID = 'stride.c'
source_filename = "stride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.M = type { i32, i32 }
%struct.N = type { i32, i32, float }

@__const.main.ends = private unnamed_addr constant [2 x i64] [i64 2, i64 4], align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @lastlens(ptr nocapture noundef readonly %m, ptr nocapture noundef readonly %ends, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %invariant.gep = getelementptr i8, ptr %m, i64 -4
  %cmp5 = icmp sgt i32 %k, 0
  br i1 %cmp5, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %k to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %k, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.06.unr = phi i32 [ 0, %for.body.preheader ], [ %add.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.06.epil = phi i32 [ %add.epil, %for.body.epil ], [ %s.06.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i64, ptr %ends, i64 %indvars.iv.epil
  %1 = load i64, ptr %arrayidx.epil, align 8, !tbaa !5
  %gep.epil = getelementptr %struct.M, ptr %invariant.gep, i64 %1
  %2 = load i32, ptr %gep.epil, align 4, !tbaa !9
  %add.epil = add i32 %2, %s.06.epil
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !12

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.06 = phi i32 [ 0, %for.body.preheader.new ], [ %add.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i64, ptr %ends, i64 %indvars.iv
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !5
  %gep = getelementptr %struct.M, ptr %invariant.gep, i64 %3
  %4 = load i32, ptr %gep, align 4, !tbaa !9
  %add = add i32 %4, %s.06
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, ptr %ends, i64 %indvars.iv.next
  %5 = load i64, ptr %arrayidx.1, align 8, !tbaa !5
  %gep.1 = getelementptr %struct.M, ptr %invariant.gep, i64 %5
  %6 = load i32, ptr %gep.1, align 4, !tbaa !9
  %add.1 = add i32 %6, %add
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i64, ptr %ends, i64 %indvars.iv.next.1
  %7 = load i64, ptr %arrayidx.2, align 8, !tbaa !5
  %gep.2 = getelementptr %struct.M, ptr %invariant.gep, i64 %7
  %8 = load i32, ptr %gep.2, align 4, !tbaa !9
  %add.2 = add i32 %8, %add.1
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i64, ptr %ends, i64 %indvars.iv.next.2
  %9 = load i64, ptr %arrayidx.3, align 8, !tbaa !5
  %gep.3 = getelementptr %struct.M, ptr %invariant.gep, i64 %9
  %10 = load i32, ptr %gep.3, align 4, !tbaa !9
  %add.3 = add i32 %10, %add.2
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local float @best(ptr nocapture noundef readonly %n, i64 noundef %base, ptr nocapture noundef readonly %ks, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %invariant.gep = getelementptr %struct.N, ptr %n, i64 %base, i32 2
  %cmp6 = icmp sgt i32 %k, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %k to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %k, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483644
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add2.lcssa.ph = phi float [ poison, %for.body.preheader ], [ %add2.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %s.07.unr = phi float [ 0.000000e+00, %for.body.preheader ], [ %add2.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %s.07.epil = phi float [ %add2.epil, %for.body.epil ], [ %s.07.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i64, ptr %ks, i64 %indvars.iv.epil
  %1 = load i64, ptr %arrayidx.epil, align 8, !tbaa !5
  %gep.epil = getelementptr %struct.N, ptr %invariant.gep, i64 %1
  %2 = load float, ptr %gep.epil, align 4, !tbaa !16
  %add2.epil = fadd float %s.07.epil, %2
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !19

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add2.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add2.epil, %for.body.epil ]
  ret float %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %s.07 = phi float [ 0.000000e+00, %for.body.preheader.new ], [ %add2.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i64, ptr %ks, i64 %indvars.iv
  %3 = load i64, ptr %arrayidx, align 8, !tbaa !5
  %gep = getelementptr %struct.N, ptr %invariant.gep, i64 %3
  %4 = load float, ptr %gep, align 4, !tbaa !16
  %add2 = fadd float %s.07, %4
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i64, ptr %ks, i64 %indvars.iv.next
  %5 = load i64, ptr %arrayidx.1, align 8, !tbaa !5
  %gep.1 = getelementptr %struct.N, ptr %invariant.gep, i64 %5
  %6 = load float, ptr %gep.1, align 4, !tbaa !16
  %add2.1 = fadd float %add2, %6
  %indvars.iv.next.1 = or disjoint i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i64, ptr %ks, i64 %indvars.iv.next.1
  %7 = load i64, ptr %arrayidx.2, align 8, !tbaa !5
  %gep.2 = getelementptr %struct.N, ptr %invariant.gep, i64 %7
  %8 = load float, ptr %gep.2, align 4, !tbaa !16
  %add2.2 = fadd float %add2.1, %8
  %indvars.iv.next.2 = or disjoint i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i64, ptr %ks, i64 %indvars.iv.next.2
  %9 = load i64, ptr %arrayidx.3, align 8, !tbaa !5
  %gep.3 = getelementptr %struct.N, ptr %invariant.gep, i64 %9
  %10 = load float, ptr %gep.3, align 4, !tbaa !16
  %add2.3 = fadd float %add2.2, %10
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !20
}

; Function Attrs: nounwind memory(readwrite, argmem: none) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 {
entry:
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #5
  store i32 0, ptr %call, align 4, !tbaa !21
  %len = getelementptr inbounds i8, ptr %call, i64 4
  store i32 %argc, ptr %len, align 4, !tbaa !9
  %arrayidx.1 = getelementptr inbounds i8, ptr %call, i64 8
  store i32 1, ptr %arrayidx.1, align 4, !tbaa !21
  %len.1 = getelementptr inbounds i8, ptr %call, i64 12
  store i32 %argc, ptr %len.1, align 4, !tbaa !9
  %arrayidx.2 = getelementptr inbounds i8, ptr %call, i64 16
  store i32 2, ptr %arrayidx.2, align 4, !tbaa !21
  %len.2 = getelementptr inbounds i8, ptr %call, i64 20
  store i32 %argc, ptr %len.2, align 4, !tbaa !9
  %arrayidx.3 = getelementptr inbounds i8, ptr %call, i64 24
  store i32 3, ptr %arrayidx.3, align 4, !tbaa !21
  %len.3 = getelementptr inbounds i8, ptr %call, i64 28
  store i32 %argc, ptr %len.3, align 4, !tbaa !9
  %call3 = tail call i32 @lastlens(ptr noundef nonnull %call, ptr noundef nonnull @__const.main.ends, i32 noundef 2)
  %call4 = tail call noalias dereferenceable_or_null(48) ptr @calloc(i64 noundef 4, i64 noundef 12) #6
  %cost = getelementptr inbounds i8, ptr %call4, i64 20
  store float 5.000000e-01, ptr %cost, align 4, !tbaa !16
  %call7 = tail call float @best(ptr noundef %call4, i64 noundef 1, ptr noundef nonnull @__const.main.ends, i32 noundef 1)
  %conv = fptoui float %call7 to i32
  %add = add i32 %call3, %conv
  tail call void @free(ptr noundef %call4) #7
  tail call void @free(ptr noundef %call) #7
  ret i32 %add
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
