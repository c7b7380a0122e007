; ModuleID = 'out_param.c'
source_filename = "out_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.span = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !9 {
entry:
  %spans = alloca %struct.span*, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !17, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i8** %argv, metadata !18, metadata !DIExpression()), !dbg !29
  %0 = bitcast %struct.span** %spans to i8*, !dbg !30
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #8, !dbg !30
  %add = add nsw i32 %argc, 2, !dbg !31
  call void @llvm.dbg.value(metadata %struct.span** %spans, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !29
  %call = call fastcc i32 @make_spans(i32 noundef %add, %struct.span** noundef nonnull %spans), !dbg !32
  call void @llvm.dbg.value(metadata i32 %call, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !33
  %cmp12 = icmp sgt i32 %call, 0, !dbg !34
  br i1 %cmp12, label %for.body.lr.ph, label %entry.for.cond.cleanup_crit_edge, !dbg !36

entry.for.cond.cleanup_crit_edge:                 ; preds = %entry
  %.phi.trans.insert = bitcast %struct.span** %spans to i8**
  %.pre = load i8*, i8** %.phi.trans.insert, align 8, !dbg !37, !tbaa !38
  br label %for.cond.cleanup, !dbg !36

for.body.lr.ph:                                   ; preds = %entry
  %1 = load %struct.span*, %struct.span** %spans, align 8, !tbaa !38
  %wide.trip.count = zext i32 %call to i64, !dbg !34
  %2 = bitcast %struct.span* %1 to i8*, !dbg !36
  %min.iters.check = icmp ult i32 %call, 8, !dbg !36
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !36

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967288, !dbg !36
  %3 = add nsw i64 %n.vec, -8, !dbg !36
  %4 = lshr exact i64 %3, 3, !dbg !36
  %5 = add nuw nsw i64 %4, 1, !dbg !36
  %xtraiter = and i64 %5, 1, !dbg !36
  %6 = icmp eq i64 %3, 0, !dbg !36
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !36

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %5, 4611686018427387902, !dbg !36
  br label %vector.body, !dbg !36

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !42
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %26, %vector.body ]
  %vec.phi17 = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %30, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %7 = or i64 %index, 4, !dbg !42
  %8 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %index, i32 1, !dbg !42
  %9 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %7, i32 1, !dbg !42
  %10 = getelementptr inbounds i32, i32* %8, i64 -1, !dbg !42
  %11 = bitcast i32* %10 to <8 x i32>*, !dbg !42
  %12 = getelementptr inbounds i32, i32* %9, i64 -1, !dbg !42
  %13 = bitcast i32* %12 to <8 x i32>*, !dbg !42
  %wide.vec = load <8 x i32>, <8 x i32>* %11, align 4, !dbg !43, !tbaa !44
  %wide.vec18 = load <8 x i32>, <8 x i32>* %13, align 4, !dbg !43, !tbaa !44
  %strided.vec20 = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %strided.vec21 = shufflevector <8 x i32> %wide.vec18, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %14 = add <4 x i32> %strided.vec20, %vec.phi, !dbg !46
  %15 = add <4 x i32> %strided.vec21, %vec.phi17, !dbg !46
  %index.next = or i64 %index, 8, !dbg !42
  %16 = or i64 %index, 12, !dbg !42
  %17 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %index.next, i32 1, !dbg !42
  %18 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %16, i32 1, !dbg !42
  %19 = getelementptr inbounds i32, i32* %17, i64 -1, !dbg !42
  %20 = bitcast i32* %19 to <8 x i32>*, !dbg !42
  %21 = getelementptr inbounds i32, i32* %18, i64 -1, !dbg !42
  %22 = bitcast i32* %21 to <8 x i32>*, !dbg !42
  %wide.vec.1 = load <8 x i32>, <8 x i32>* %20, align 4, !dbg !43, !tbaa !44
  %wide.vec18.1 = load <8 x i32>, <8 x i32>* %22, align 4, !dbg !43, !tbaa !44
  %strided.vec20.1 = shufflevector <8 x i32> %wide.vec.1, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %strided.vec21.1 = shufflevector <8 x i32> %wide.vec18.1, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %23 = add <4 x i32> %14, %strided.vec20.1, !dbg !47
  %24 = add <8 x i32> %wide.vec, %wide.vec.1, !dbg !47
  %25 = shufflevector <8 x i32> %24, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !47
  %26 = sub <4 x i32> %23, %25, !dbg !47
  %27 = add <4 x i32> %15, %strided.vec21.1, !dbg !47
  %28 = add <8 x i32> %wide.vec18, %wide.vec18.1, !dbg !47
  %29 = shufflevector <8 x i32> %28, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !47
  %30 = sub <4 x i32> %27, %29, !dbg !47
  %index.next.1 = add nuw i64 %index, 16, !dbg !42
  %niter.next.1 = add i64 %niter, 2, !dbg !42
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !42
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !dbg !42, !llvm.loop !48

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa22.ph = phi <4 x i32> [ undef, %vector.ph ], [ %26, %vector.body ]
  %.lcssa.ph = phi <4 x i32> [ undef, %vector.ph ], [ %30, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %vec.phi.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %26, %vector.body ]
  %vec.phi17.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %30, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !42
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !42

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %31 = or i64 %index.unr, 4, !dbg !42
  %32 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %index.unr, i32 1, !dbg !42
  %33 = getelementptr inbounds %struct.span, %struct.span* %1, i64 %31, i32 1, !dbg !42
  %34 = getelementptr inbounds i32, i32* %32, i64 -1, !dbg !42
  %35 = bitcast i32* %34 to <8 x i32>*, !dbg !42
  %36 = getelementptr inbounds i32, i32* %33, i64 -1, !dbg !42
  %37 = bitcast i32* %36 to <8 x i32>*, !dbg !42
  %wide.vec.epil = load <8 x i32>, <8 x i32>* %35, align 4, !dbg !43, !tbaa !44
  %wide.vec18.epil = load <8 x i32>, <8 x i32>* %37, align 4, !dbg !43, !tbaa !44
  %strided.vec.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !43
  %strided.vec19.epil = shufflevector <8 x i32> %wide.vec18.epil, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !43
  %strided.vec20.epil = shufflevector <8 x i32> %wide.vec.epil, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %strided.vec21.epil = shufflevector <8 x i32> %wide.vec18.epil, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>, !dbg !43
  %38 = add <4 x i32> %strided.vec20.epil, %vec.phi.unr, !dbg !46
  %39 = add <4 x i32> %strided.vec21.epil, %vec.phi17.unr, !dbg !46
  %40 = sub <4 x i32> %38, %strided.vec.epil, !dbg !47
  %41 = sub <4 x i32> %39, %strided.vec19.epil, !dbg !47
  br label %middle.block, !dbg !36

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %.lcssa22 = phi <4 x i32> [ %.lcssa22.ph, %middle.block.unr-lcssa ], [ %40, %vector.body.epil ], !dbg !47
  %.lcssa = phi <4 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %41, %vector.body.epil ], !dbg !47
  %bin.rdx = add <4 x i32> %.lcssa, %.lcssa22, !dbg !36
  %42 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !36
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !36
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !36

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %w.013.ph = phi i32 [ 0, %for.body.lr.ph ], [ %42, %middle.block ]
  br label %for.body, !dbg !36

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry.for.cond.cleanup_crit_edge
  %43 = phi i8* [ %.pre, %entry.for.cond.cleanup_crit_edge ], [ %2, %middle.block ], [ %2, %for.body ], !dbg !37
  %w.0.lcssa = phi i32 [ 0, %entry.for.cond.cleanup_crit_edge ], [ %42, %middle.block ], [ %add3, %for.body ], !dbg !29
  %call4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %w.0.lcssa), !dbg !52
  call void @llvm.dbg.value(metadata %struct.span* undef, metadata !19, metadata !DIExpression()), !dbg !29
  tail call void @free(i8* noundef %43) #8, !dbg !53
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #8, !dbg !54
  ret i32 0, !dbg !55

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %w.013 = phi i32 [ %add3, %for.body ], [ %w.013.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %w.013, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata %struct.span* %1, metadata !19, metadata !DIExpression()), !dbg !29
  %hi = getelementptr inbounds %struct.span, %struct.span* %1, i64 %indvars.iv, i32 1, !dbg !43
  %44 = load i32, i32* %hi, align 4, !dbg !43, !tbaa !56
  %lo = getelementptr inbounds %struct.span, %struct.span* %1, i64 %indvars.iv, i32 0, !dbg !58
  %45 = load i32, i32* %lo, align 4, !dbg !58, !tbaa !59
  %sub = add i32 %44, %w.013, !dbg !46
  %add3 = sub i32 %sub, %45, !dbg !47
  call void @llvm.dbg.value(metadata i32 %add3, metadata !26, metadata !DIExpression()), !dbg !29
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !27, metadata !DIExpression()), !dbg !33
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !34
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !36, !llvm.loop !60
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32 @make_spans(i32 noundef %n, %struct.span** nocapture noundef writeonly %out) unnamed_addr #2 !dbg !62 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !67, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata %struct.span** %out, metadata !68, metadata !DIExpression()), !dbg !72
  %conv = sext i32 %n to i64, !dbg !73
  %mul = shl nsw i64 %conv, 3, !dbg !74
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #8, !dbg !75
  %0 = bitcast i8* %call to %struct.span*, !dbg !75
  call void @llvm.dbg.value(metadata %struct.span* %0, metadata !69, metadata !DIExpression()), !dbg !72
  %tobool.not = icmp eq i8* %call, null, !dbg !76
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !78

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !79
  %cmp16 = icmp sgt i32 %n, 0, !dbg !80
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup, !dbg !82

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext i32 %n to i64, !dbg !80
  %min.iters.check = icmp ult i32 %n, 4, !dbg !82
  br i1 %min.iters.check, label %for.body.preheader25, label %vector.ph, !dbg !82

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967292, !dbg !82
  %1 = add nsw i64 %n.vec, -4, !dbg !82
  %2 = lshr exact i64 %1, 2, !dbg !82
  %3 = add nuw nsw i64 %2, 1, !dbg !82
  %xtraiter = and i64 %3, 1, !dbg !82
  %4 = icmp eq i64 %1, 0, !dbg !82
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !82

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 9223372036854775806, !dbg !82
  br label %vector.body, !dbg !82

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !83
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph.new ], [ %vec.ind.next.1, %vector.body ]
  %vec.ind20 = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph.new ], [ %vec.ind.next23.1, %vector.body ], !dbg !85
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %5 = or i64 %index, 2, !dbg !83
  %step.add21 = add <2 x i32> %vec.ind20, <i32 2, i32 2>, !dbg !85
  %6 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %index, i32 1, !dbg !83
  %7 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %5, i32 1, !dbg !83
  %8 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !86
  %9 = add <2 x i32> %8, <i32 1, i32 1>, !dbg !86
  %10 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !86
  %11 = add <2 x i32> %10, <i32 3, i32 3>, !dbg !86
  %12 = getelementptr inbounds i32, i32* %6, i64 -1, !dbg !83
  %13 = bitcast i32* %12 to <4 x i32>*, !dbg !83
  %14 = getelementptr inbounds i32, i32* %7, i64 -1, !dbg !83
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !83
  %interleaved.vec = shufflevector <2 x i32> %vec.ind20, <2 x i32> %9, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec, <4 x i32>* %13, align 4, !dbg !86, !tbaa !44
  %interleaved.vec24 = shufflevector <2 x i32> %step.add21, <2 x i32> %11, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec24, <4 x i32>* %15, align 4, !dbg !86, !tbaa !44
  %index.next = or i64 %index, 4, !dbg !83
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %vec.ind.next23 = add <2 x i32> %vec.ind20, <i32 4, i32 4>, !dbg !85
  %16 = or i64 %index, 6, !dbg !83
  %step.add21.1 = add <2 x i32> %vec.ind20, <i32 6, i32 6>, !dbg !85
  %17 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %index.next, i32 1, !dbg !83
  %18 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %16, i32 1, !dbg !83
  %19 = trunc <2 x i64> %vec.ind.next to <2 x i32>, !dbg !86
  %20 = add <2 x i32> %19, <i32 1, i32 1>, !dbg !86
  %21 = trunc <2 x i64> %vec.ind.next to <2 x i32>, !dbg !86
  %22 = add <2 x i32> %21, <i32 3, i32 3>, !dbg !86
  %23 = getelementptr inbounds i32, i32* %17, i64 -1, !dbg !83
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !83
  %25 = getelementptr inbounds i32, i32* %18, i64 -1, !dbg !83
  %26 = bitcast i32* %25 to <4 x i32>*, !dbg !83
  %interleaved.vec.1 = shufflevector <2 x i32> %vec.ind.next23, <2 x i32> %20, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec.1, <4 x i32>* %24, align 4, !dbg !86, !tbaa !44
  %interleaved.vec24.1 = shufflevector <2 x i32> %step.add21.1, <2 x i32> %22, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec24.1, <4 x i32>* %26, align 4, !dbg !86, !tbaa !44
  %index.next.1 = add nuw i64 %index, 8, !dbg !83
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 8, i64 8>
  %vec.ind.next23.1 = add <2 x i32> %vec.ind20, <i32 8, i32 8>, !dbg !85
  %niter.next.1 = add i64 %niter, 2, !dbg !83
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !83
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !dbg !83, !llvm.loop !87

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.cast = trunc <2 x i64> %vec.ind.next.1 to <2 x i32>, !dbg !83
  br label %middle.block.unr-lcssa, !dbg !83

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %phi.cast, %middle.block.unr-lcssa.loopexit ]
  %vec.ind20.unr = phi <2 x i32> [ <i32 0, i32 1>, %vector.ph ], [ %vec.ind.next23.1, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !83
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !83

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %27 = or i64 %index.unr, 2, !dbg !83
  %step.add21.epil = add <2 x i32> %vec.ind20.unr, <i32 2, i32 2>, !dbg !85
  %28 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %index.unr, i32 1, !dbg !83
  %29 = getelementptr inbounds %struct.span, %struct.span* %0, i64 %27, i32 1, !dbg !83
  %30 = add <2 x i32> %vec.ind.unr, <i32 1, i32 1>, !dbg !86
  %31 = add <2 x i32> %vec.ind.unr, <i32 3, i32 3>, !dbg !86
  %32 = getelementptr inbounds i32, i32* %28, i64 -1, !dbg !83
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !83
  %34 = getelementptr inbounds i32, i32* %29, i64 -1, !dbg !83
  %35 = bitcast i32* %34 to <4 x i32>*, !dbg !83
  %interleaved.vec.epil = shufflevector <2 x i32> %vec.ind20.unr, <2 x i32> %30, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec.epil, <4 x i32>* %33, align 4, !dbg !86, !tbaa !44
  %interleaved.vec24.epil = shufflevector <2 x i32> %step.add21.epil, <2 x i32> %31, <4 x i32> <i32 0, i32 2, i32 1, i32 3>, !dbg !86
  store <4 x i32> %interleaved.vec24.epil, <4 x i32>* %35, align 4, !dbg !86, !tbaa !44
  br label %middle.block, !dbg !82

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !82
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader25, !dbg !82

for.body.preheader25:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body, !dbg !82

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %for.cond.preheader
  %36 = bitcast %struct.span** %out to i8**, !dbg !89
  store i8* %call, i8** %36, align 8, !dbg !89, !tbaa !38
  br label %cleanup, !dbg !90

for.body:                                         ; preds = %for.body.preheader25, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader25 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !70, metadata !DIExpression()), !dbg !79
  %lo = getelementptr inbounds %struct.span, %struct.span* %0, i64 %indvars.iv, i32 0, !dbg !91
  %37 = trunc i64 %indvars.iv to i32, !dbg !85
  store i32 %37, i32* %lo, align 4, !dbg !85, !tbaa !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !83
  %hi = getelementptr inbounds %struct.span, %struct.span* %0, i64 %indvars.iv, i32 1, !dbg !92
  %38 = trunc i64 %indvars.iv.next to i32, !dbg !86
  store i32 %38, i32* %hi, align 4, !dbg !86, !tbaa !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !70, metadata !DIExpression()), !dbg !79
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !80
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !82, !llvm.loop !93

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ %n, %for.cond.cleanup ], [ -1, %entry ], !dbg !72
  ret i32 %retval.0, !dbg !94
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "out_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd09b1b0711839bc27b509170f9c533")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !10, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !25, !26, !27}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 25, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 25, type: !13)
!19 = !DILocalVariable(name: "spans", scope: !9, file: !1, line: 27, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "span", file: !1, line: 6, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !21, file: !1, line: 7, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !21, file: !1, line: 7, baseType: !12, size: 32, offset: 32)
!25 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 28, type: !12)
!26 = !DILocalVariable(name: "w", scope: !9, file: !1, line: 29, type: !12)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 30, type: !12)
!28 = distinct !DILexicalBlock(scope: !9, file: !1, line: 30, column: 2)
!29 = !DILocation(line: 0, scope: !9)
!30 = !DILocation(line: 27, column: 2, scope: !9)
!31 = !DILocation(line: 28, column: 26, scope: !9)
!32 = !DILocation(line: 28, column: 10, scope: !9)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 30, column: 20, scope: !35)
!35 = distinct !DILexicalBlock(scope: !28, file: !1, line: 30, column: 2)
!36 = !DILocation(line: 30, column: 2, scope: !28)
!37 = !DILocation(line: 33, column: 7, scope: !9)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 30, column: 26, scope: !35)
!43 = !DILocation(line: 31, column: 17, scope: !35)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !40, i64 0}
!46 = !DILocation(line: 31, column: 20, scope: !35)
!47 = !DILocation(line: 31, column: 5, scope: !35)
!48 = distinct !{!48, !36, !49, !50, !51}
!49 = !DILocation(line: 31, column: 31, scope: !28)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !DILocation(line: 32, column: 2, scope: !9)
!53 = !DILocation(line: 33, column: 2, scope: !9)
!54 = !DILocation(line: 35, column: 1, scope: !9)
!55 = !DILocation(line: 34, column: 2, scope: !9)
!56 = !{!57, !45, i64 4}
!57 = !{!"span", !45, i64 0, !45, i64 4}
!58 = !DILocation(line: 31, column: 31, scope: !35)
!59 = !{!57, !45, i64 0}
!60 = distinct !{!60, !36, !49, !50, !61, !51}
!61 = !{!"llvm.loop.unroll.runtime.disable"}
!62 = distinct !DISubprogram(name: "make_spans", scope: !1, file: !1, line: 12, type: !63, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{!12, !12, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!66 = !{!67, !68, !69, !70}
!67 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !1, line: 12, type: !12)
!68 = !DILocalVariable(name: "out", arg: 2, scope: !62, file: !1, line: 12, type: !65)
!69 = !DILocalVariable(name: "s", scope: !62, file: !1, line: 14, type: !20)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 17, type: !12)
!71 = distinct !DILexicalBlock(scope: !62, file: !1, line: 17, column: 2)
!72 = !DILocation(line: 0, scope: !62)
!73 = !DILocation(line: 14, column: 26, scope: !62)
!74 = !DILocation(line: 14, column: 28, scope: !62)
!75 = !DILocation(line: 14, column: 19, scope: !62)
!76 = !DILocation(line: 15, column: 7, scope: !77)
!77 = distinct !DILexicalBlock(scope: !62, file: !1, line: 15, column: 6)
!78 = !DILocation(line: 15, column: 6, scope: !62)
!79 = !DILocation(line: 0, scope: !71)
!80 = !DILocation(line: 17, column: 20, scope: !81)
!81 = distinct !DILexicalBlock(scope: !71, file: !1, line: 17, column: 2)
!82 = !DILocation(line: 17, column: 2, scope: !71)
!83 = !DILocation(line: 19, column: 15, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !1, line: 17, column: 30)
!85 = !DILocation(line: 18, column: 11, scope: !84)
!86 = !DILocation(line: 19, column: 11, scope: !84)
!87 = distinct !{!87, !82, !88, !50, !51}
!88 = !DILocation(line: 20, column: 2, scope: !71)
!89 = !DILocation(line: 21, column: 7, scope: !62)
!90 = !DILocation(line: 22, column: 2, scope: !62)
!91 = !DILocation(line: 18, column: 8, scope: !84)
!92 = !DILocation(line: 19, column: 8, scope: !84)
!93 = distinct !{!93, !82, !88, !50, !61, !51}
!94 = !DILocation(line: 23, column: 1, scope: !62)
