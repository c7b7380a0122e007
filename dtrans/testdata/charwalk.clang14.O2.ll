; ModuleID = 'charwalk.c'
source_filename = "charwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i8, i8 }

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 {
entry:
  %conv = sext i32 %argc to i64
  %mul = shl nsw i64 %conv, 2
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #5
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %cleanup, label %for.cond.preheader

for.cond.preheader:                               ; preds = %entry
  %cmp419.not = icmp eq i32 %argc, 0
  br i1 %cmp419.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %for.cond.preheader
  %umax = call i64 @llvm.umax.i64(i64 %mul, i64 1)
  %min.iters.check = icmp ult i64 %umax, 32
  br i1 %min.iters.check, label %for.body.preheader26, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %umax, -32
  %0 = add i64 %n.vec, -32
  %1 = lshr exact i64 %0, 5
  %2 = add nuw nsw i64 %1, 1
  %xtraiter = and i64 %2, 3
  %3 = icmp ult i64 %0, 96
  br i1 %3, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %vec.ind22 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %vector.ph.new ], [ %vec.ind.next25.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %step.add23 = add <16 x i8> %vec.ind22, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %4 = getelementptr inbounds i8, i8* %call, i64 %index
  %5 = bitcast i8* %4 to <16 x i8>*
  store <16 x i8> %vec.ind22, <16 x i8>* %5, align 1, !tbaa !5
  %6 = getelementptr inbounds i8, i8* %4, i64 16
  %7 = bitcast i8* %6 to <16 x i8>*
  store <16 x i8> %step.add23, <16 x i8>* %7, align 1, !tbaa !5
  %index.next = or i64 %index, 32
  %vec.ind.next25 = add <16 x i8> %vec.ind22, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %step.add23.1 = add <16 x i8> %vec.ind22, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>
  %8 = getelementptr inbounds i8, i8* %call, i64 %index.next
  %9 = bitcast i8* %8 to <16 x i8>*
  store <16 x i8> %vec.ind.next25, <16 x i8>* %9, align 1, !tbaa !5
  %10 = getelementptr inbounds i8, i8* %8, i64 16
  %11 = bitcast i8* %10 to <16 x i8>*
  store <16 x i8> %step.add23.1, <16 x i8>* %11, align 1, !tbaa !5
  %index.next.1 = or i64 %index, 64
  %vec.ind.next25.1 = add <16 x i8> %vec.ind22, <i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64>
  %step.add23.2 = add <16 x i8> %vec.ind22, <i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80, i8 80>
  %12 = getelementptr inbounds i8, i8* %call, i64 %index.next.1
  %13 = bitcast i8* %12 to <16 x i8>*
  store <16 x i8> %vec.ind.next25.1, <16 x i8>* %13, align 1, !tbaa !5
  %14 = getelementptr inbounds i8, i8* %12, i64 16
  %15 = bitcast i8* %14 to <16 x i8>*
  store <16 x i8> %step.add23.2, <16 x i8>* %15, align 1, !tbaa !5
  %index.next.2 = or i64 %index, 96
  %vec.ind.next25.2 = add <16 x i8> %vec.ind22, <i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96, i8 96>
  %step.add23.3 = add <16 x i8> %vec.ind22, <i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112, i8 112>
  %16 = getelementptr inbounds i8, i8* %call, i64 %index.next.2
  %17 = bitcast i8* %16 to <16 x i8>*
  store <16 x i8> %vec.ind.next25.2, <16 x i8>* %17, align 1, !tbaa !5
  %18 = getelementptr inbounds i8, i8* %16, i64 16
  %19 = bitcast i8* %18 to <16 x i8>*
  store <16 x i8> %step.add23.3, <16 x i8>* %19, align 1, !tbaa !5
  %index.next.3 = add nuw i64 %index, 128
  %vec.ind.next25.3 = xor <16 x i8> %vec.ind22, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !8

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.ind22.unr = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %vector.ph ], [ %vec.ind.next25.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %vec.ind22.epil = phi <16 x i8> [ %vec.ind.next25.epil, %vector.body.epil ], [ %vec.ind22.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %step.add23.epil = add <16 x i8> %vec.ind22.epil, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %20 = getelementptr inbounds i8, i8* %call, i64 %index.epil
  %21 = bitcast i8* %20 to <16 x i8>*
  store <16 x i8> %vec.ind22.epil, <16 x i8>* %21, align 1, !tbaa !5
  %22 = getelementptr inbounds i8, i8* %20, i64 16
  %23 = bitcast i8* %22 to <16 x i8>*
  store <16 x i8> %step.add23.epil, <16 x i8>* %23, align 1, !tbaa !5
  %index.next.epil = add nuw i64 %index.epil, 32
  %vec.ind.next25.epil = add <16 x i8> %vec.ind22.epil, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !11

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %umax, %n.vec
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader26

for.body.preheader26:                             ; preds = %for.body.preheader, %middle.block
  %i.020.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %24 = bitcast i8* %call to %struct.op*
  %call7 = tail call fastcc i32 @sum(%struct.op* noundef nonnull %24, i32 noundef %argc)
  tail call void @free(i8* noundef nonnull %call) #5
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader26, %for.body
  %i.020 = phi i64 [ %inc, %for.body ], [ %i.020.ph, %for.body.preheader26 ]
  %conv6 = trunc i64 %i.020 to i8
  %arrayidx = getelementptr inbounds i8, i8* %call, i64 %i.020
  store i8 %conv6, i8* %arrayidx, align 1, !tbaa !5
  %inc = add nuw i64 %i.020, 1
  %exitcond.not = icmp eq i64 %inc, %umax
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ %call7, %for.cond.cleanup ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sum(%struct.op* nocapture noundef readonly %p, i32 noundef %n) unnamed_addr #2 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %xtraiter = and i32 %n, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %n, -2
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %add6.lcssa.ph = phi i32 [ undef, %for.body.preheader ], [ %add6.1, %for.body ]
  %s.017.unr = phi i32 [ 0, %for.body.preheader ], [ %add6.1, %for.body ]
  %p.addr.016.unr = phi %struct.op* [ %p, %for.body.preheader ], [ %incdec.ptr.1, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %opcode.epil = getelementptr inbounds %struct.op, %struct.op* %p.addr.016.unr, i64 0, i32 0
  %1 = load i8, i8* %opcode.epil, align 1, !tbaa !15
  %conv.epil = zext i8 %1 to i32
  %p1.epil = getelementptr inbounds %struct.op, %struct.op* %p.addr.016.unr, i64 0, i32 1
  %2 = load i8, i8* %p1.epil, align 1, !tbaa !17
  %conv1.epil = sext i8 %2 to i32
  %p2.epil = getelementptr inbounds %struct.op, %struct.op* %p.addr.016.unr, i64 0, i32 2
  %3 = load i8, i8* %p2.epil, align 1, !tbaa !18
  %conv2.epil = sext i8 %3 to i32
  %p3.epil = getelementptr inbounds %struct.op, %struct.op* %p.addr.016.unr, i64 0, i32 3
  %4 = load i8, i8* %p3.epil, align 1, !tbaa !19
  %conv4.epil = sext i8 %4 to i32
  %add.epil = add i32 %s.017.unr, %conv.epil
  %add3.epil = add i32 %add.epil, %conv1.epil
  %add5.epil = add i32 %add3.epil, %conv2.epil
  %add6.epil = add i32 %add5.epil, %conv4.epil
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add6.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add6.epil, %for.body.epil ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %s.017 = phi i32 [ 0, %for.body.preheader.new ], [ %add6.1, %for.body ]
  %p.addr.016 = phi %struct.op* [ %p, %for.body.preheader.new ], [ %incdec.ptr.1, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %opcode = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 0, i32 0
  %5 = load i8, i8* %opcode, align 1, !tbaa !15
  %conv = zext i8 %5 to i32
  %p1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 0, i32 1
  %6 = load i8, i8* %p1, align 1, !tbaa !17
  %conv1 = sext i8 %6 to i32
  %p2 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 0, i32 2
  %7 = load i8, i8* %p2, align 1, !tbaa !18
  %conv2 = sext i8 %7 to i32
  %p3 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 0, i32 3
  %8 = load i8, i8* %p3, align 1, !tbaa !19
  %conv4 = sext i8 %8 to i32
  %add = add i32 %s.017, %conv
  %add3 = add i32 %add, %conv1
  %add5 = add i32 %add3, %conv2
  %add6 = add i32 %add5, %conv4
  %opcode.1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 1, i32 0
  %9 = load i8, i8* %opcode.1, align 1, !tbaa !15
  %conv.1 = zext i8 %9 to i32
  %p1.1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 1, i32 1
  %10 = load i8, i8* %p1.1, align 1, !tbaa !17
  %conv1.1 = sext i8 %10 to i32
  %p2.1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 1, i32 2
  %11 = load i8, i8* %p2.1, align 1, !tbaa !18
  %conv2.1 = sext i8 %11 to i32
  %p3.1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 1, i32 3
  %12 = load i8, i8* %p3.1, align 1, !tbaa !19
  %conv4.1 = sext i8 %12 to i32
  %add.1 = add i32 %add6, %conv.1
  %add3.1 = add i32 %add.1, %conv1.1
  %add5.1 = add i32 %add3.1, %conv2.1
  %add6.1 = add i32 %add5.1, %conv4.1
  %incdec.ptr.1 = getelementptr inbounds %struct.op, %struct.op* %p.addr.016, i64 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !20
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !9, !14, !10}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !6, i64 0}
!16 = !{!"op", !6, i64 0, !6, i64 1, !6, i64 2, !6, i64 3}
!17 = !{!16, !6, i64 1}
!18 = !{!16, !6, i64 2}
!19 = !{!16, !6, i64 3}
!20 = distinct !{!20, !9}
