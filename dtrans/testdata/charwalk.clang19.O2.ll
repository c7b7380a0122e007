; ModuleID = 'charwalk.c'
source_filename = "charwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define dso_local i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %argc to i64
  %mul = shl nsw i64 %conv, 2
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #5
  %cmp = icmp eq ptr %call, null
  br i1 %cmp, label %cleanup, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp416.not = icmp eq i32 %argc, 0
  br i1 %cmp416.not, label %for.cond.cleanup, label %iter.check

iter.check:                                       ; preds = %for.cond.preheader
  %umax = tail call i64 @llvm.umax.i64(i64 %mul, i64 1)
  %min.iters.check = icmp ult i64 %mul, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i64 %mul, 16
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %umax, -16
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %call, i64 %index
  store <16 x i8> %vec.ind, ptr %0, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %vec.ind.next = add <16 x i8> %vec.ind, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %1 = icmp eq i64 %index.next, %n.vec
  br i1 %1, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %mul, %n.vec
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %umax, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

for.body.preheader:                               ; preds = %vec.epilog.middle.block, %iter.check, %vec.epilog.iter.check
  %i.017.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i64 %umax, -8
  %2 = trunc i64 %vec.epilog.resume.val to i8
  %.splatinsert = insertelement <8 x i8> poison, i8 %2, i64 0
  %.splat = shufflevector <8 x i8> %.splatinsert, <8 x i8> poison, <8 x i32> zeroinitializer
  %induction = or disjoint <8 x i8> %.splat, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %vec.ind23 = phi <8 x i8> [ %induction, %vec.epilog.ph ], [ %vec.ind.next24, %vec.epilog.vector.body ]
  %3 = getelementptr inbounds i8, ptr %call, i64 %index22
  store <8 x i8> %vec.ind23, ptr %3, align 1, !tbaa !5
  %index.next25 = add nuw i64 %index22, 8
  %vec.ind.next24 = add <8 x i8> %vec.ind23, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %4 = icmp eq i64 %index.next25, %n.vec20
  br i1 %4, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i64 %mul, %n.vec20
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %for.cond.preheader
  %call7 = tail call fastcc i32 @sum(ptr noundef nonnull %call, i32 noundef %argc)
  tail call void @free(ptr noundef nonnull %call) #6
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.017 = phi i64 [ %inc, %for.body ], [ %i.017.ph, %for.body.preheader ]
  %conv6 = trunc i64 %i.017 to i8
  %arrayidx = getelementptr inbounds i8, ptr %call, i64 %i.017
  store i8 %conv6, ptr %arrayidx, align 1, !tbaa !5
  %inc = add nuw i64 %i.017, 1
  %exitcond.not = icmp eq i64 %inc, %umax
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ %call7, %for.cond.cleanup ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef readonly %p, i32 noundef %n) unnamed_addr #2 {
entry:
  %cmp13 = icmp sgt i32 %n, 0
  br i1 %cmp13, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, 2147483646
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add6.lcssa.ph = phi i32 [ poison, %for.body.preheader ], [ %add6.1, %for.body ]
  %s.015.unr = phi i32 [ 0, %for.body.preheader ], [ %add6.1, %for.body ]
  %p.addr.014.unr = phi ptr [ %p, %for.body.preheader ], [ %incdec.ptr.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %1 = load i8, ptr %p.addr.014.unr, align 1, !tbaa !14
  %conv.epil = zext i8 %1 to i32
  %p1.epil = getelementptr inbounds i8, ptr %p.addr.014.unr, i64 1
  %2 = load i8, ptr %p1.epil, align 1, !tbaa !16
  %conv1.epil = sext i8 %2 to i32
  %p2.epil = getelementptr inbounds i8, ptr %p.addr.014.unr, i64 2
  %3 = load i8, ptr %p2.epil, align 1, !tbaa !17
  %conv2.epil = sext i8 %3 to i32
  %p3.epil = getelementptr inbounds i8, ptr %p.addr.014.unr, i64 3
  %4 = load i8, ptr %p3.epil, align 1, !tbaa !18
  %conv4.epil = sext i8 %4 to i32
  %add.epil = add i32 %s.015.unr, %conv.epil
  %add3.epil = add i32 %add.epil, %conv1.epil
  %add5.epil = add i32 %add3.epil, %conv2.epil
  %add6.epil = add i32 %add5.epil, %conv4.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %s.015 = phi i32 [ 0, %for.body.preheader.new ], [ %add6.1, %for.body ]
  %p.addr.014 = phi ptr [ %p, %for.body.preheader.new ], [ %incdec.ptr.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %5 = load i8, ptr %p.addr.014, align 1, !tbaa !14
  %conv = zext i8 %5 to i32
  %p1 = getelementptr inbounds i8, ptr %p.addr.014, i64 1
  %6 = load i8, ptr %p1, align 1, !tbaa !16
  %conv1 = sext i8 %6 to i32
  %p2 = getelementptr inbounds i8, ptr %p.addr.014, i64 2
  %7 = load i8, ptr %p2, align 1, !tbaa !17
  %conv2 = sext i8 %7 to i32
  %p3 = getelementptr inbounds i8, ptr %p.addr.014, i64 3
  %8 = load i8, ptr %p3, align 1, !tbaa !18
  %conv4 = sext i8 %8 to i32
  %add = add i32 %s.015, %conv
  %add3 = add i32 %add, %conv1
  %add5 = add i32 %add3, %conv2
  %add6 = add i32 %add5, %conv4
  %incdec.ptr = getelementptr inbounds i8, ptr %p.addr.014, i64 4
  %9 = load i8, ptr %incdec.ptr, align 1, !tbaa !14
  %conv.1 = zext i8 %9 to i32
  %p1.1 = getelementptr inbounds i8, ptr %p.addr.014, i64 5
  %10 = load i8, ptr %p1.1, align 1, !tbaa !16
  %conv1.1 = sext i8 %10 to i32
  %p2.1 = getelementptr inbounds i8, ptr %p.addr.014, i64 6
  %11 = load i8, ptr %p2.1, align 1, !tbaa !17
  %conv2.1 = sext i8 %11 to i32
  %p3.1 = getelementptr inbounds i8, ptr %p.addr.014, i64 7
  %12 = load i8, ptr %p3.1, align 1, !tbaa !18
  %conv4.1 = sext i8 %12 to i32
  %add.1 = add i32 %add6, %conv.1
  %add3.1 = add i32 %add.1, %conv1.1
  %add5.1 = add i32 %add3.1, %conv2.1
  %add6.1 = add i32 %add5.1, %conv4.1
  %incdec.ptr.1 = getelementptr inbounds i8, ptr %p.addr.014, i64 8
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !19
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9, !11, !10}
!14 = !{!15, !6, i64 0}
!15 = !{!"op", !6, i64 0, !6, i64 1, !6, i64 2, !6, i64 3}
!16 = !{!15, !6, i64 1}
!17 = !{!15, !6, i64 2}
!18 = !{!15, !6, i64 3}
!19 = distinct !{!19, !9}
