; ModuleID = 'seed_dynamic.c'
source_filename = "seed_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.nodeOne = type { i32 }
%struct.nodeTwo = type { i32, i8, i8 }

@globalOne = dso_local local_unnamed_addr global %struct.nodeOne* null, align 8, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %argv, metadata !32, metadata !DIExpression()), !dbg !39
  %call = tail call noalias dereferenceable_or_null(400) i8* @malloc(i64 noundef 400) #7, !dbg !40
  %0 = bitcast i8* %call to %struct.nodeOne*, !dbg !41
  call void @llvm.dbg.value(metadata %struct.nodeOne* %0, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 7080, metadata !34, metadata !DIExpression()), !dbg !39
  %call1 = tail call noalias dereferenceable_or_null(56640) i8* @malloc(i64 noundef 56640) #7, !dbg !42
  %1 = bitcast i8* %call1 to %struct.nodeTwo*, !dbg !43
  call void @llvm.dbg.value(metadata %struct.nodeTwo* %1, metadata !35, metadata !DIExpression()), !dbg !39
  %call2 = tail call noalias dereferenceable_or_null(200) i8* @malloc(i64 noundef 200) #7, !dbg !44
  store i8* %call2, i8** bitcast (%struct.nodeOne** @globalOne to i8**), align 8, !dbg !45, !tbaa !46
  %rem = srem i32 %argc, 100, !dbg !50
  call void @llvm.dbg.value(metadata i32 %rem, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !51
  %cmp43 = icmp sgt i32 %rem, 0, !dbg !52
  %2 = bitcast i8* %call2 to %struct.nodeOne*, !dbg !54
  br i1 %cmp43, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !54

for.body.lr.ph:                                   ; preds = %entry
  %wide.trip.count = zext i32 %rem to i64, !dbg !52
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !54
  %3 = icmp eq i32 %rem, 1, !dbg !54
  br i1 %3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !54

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !54
  br label %for.body, !dbg !54

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !54
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !54

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %indvars45.epil = trunc i64 %indvars.iv.unr to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !37, metadata !DIExpression()), !dbg !51
  %a.epil = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %indvars.iv.unr, i32 0, !dbg !55
  store i32 %indvars45.epil, i32* %a.epil, align 4, !dbg !57, !tbaa !58
  %a6.epil = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv.unr, i32 0, !dbg !61
  store i32 %indvars45.epil, i32* %a6.epil, align 4, !dbg !62, !tbaa !63
  %conv7.epil = trunc i64 %indvars.iv.unr to i8, !dbg !65
  %b.epil = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv.unr, i32 1, !dbg !66
  store i8 %conv7.epil, i8* %b.epil, align 4, !dbg !67, !tbaa !68
  %rem10.epil = urem i32 %indvars45.epil, 50, !dbg !69
  %idxprom11.epil = zext i32 %rem10.epil to i64, !dbg !70
  %a13.epil = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %2, i64 %idxprom11.epil, i32 0, !dbg !71
  store i32 %indvars45.epil, i32* %a13.epil, align 4, !dbg !72, !tbaa !58
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !37, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !51
  br label %for.cond.cleanup, !dbg !73

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %div = sdiv i32 %rem, 2, !dbg !73
  %idxprom14 = sext i32 %div to i64, !dbg !74
  %a16 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %idxprom14, i32 0, !dbg !75
  %4 = load i32, i32* %a16, align 4, !dbg !75, !tbaa !58
  %call17 = tail call fastcc i32 @sumTwo(%struct.nodeTwo* noundef %1, i32 noundef %rem), !dbg !76
  %rem18 = srem i32 %rem, 50, !dbg !77
  %call19 = tail call fastcc i32 @sumGlobal(i32 noundef %rem18), !dbg !78
  %call20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %4, i32 noundef %call17, i32 noundef %call19), !dbg !79
  tail call void @free(i8* noundef %call) #7, !dbg !80
  tail call void @free(i8* noundef %call1) #7, !dbg !81
  %5 = load i8*, i8** bitcast (%struct.nodeOne** @globalOne to i8**), align 8, !dbg !82, !tbaa !46
  tail call void @free(i8* noundef %5) #7, !dbg !83
  ret i32 0, !dbg !84

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  %indvars45 = trunc i64 %indvars.iv to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !37, metadata !DIExpression()), !dbg !51
  %a = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %indvars.iv, i32 0, !dbg !55
  store i32 %indvars45, i32* %a, align 4, !dbg !57, !tbaa !58
  %a6 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv, i32 0, !dbg !61
  store i32 %indvars45, i32* %a6, align 4, !dbg !62, !tbaa !63
  %conv7 = trunc i64 %indvars.iv to i8, !dbg !65
  %b = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv, i32 1, !dbg !66
  store i8 %conv7, i8* %b, align 4, !dbg !67, !tbaa !68
  %rem10 = urem i32 %indvars45, 50, !dbg !69
  %idxprom11 = zext i32 %rem10 to i64, !dbg !70
  %a13 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %2, i64 %idxprom11, i32 0, !dbg !71
  store i32 %indvars45, i32* %a13, align 4, !dbg !72, !tbaa !58
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !37, metadata !DIExpression()), !dbg !51
  %indvars45.1 = trunc i64 %indvars.iv.next to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !37, metadata !DIExpression()), !dbg !51
  %a.1 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %indvars.iv.next, i32 0, !dbg !55
  store i32 %indvars45.1, i32* %a.1, align 4, !dbg !57, !tbaa !58
  %a6.1 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv.next, i32 0, !dbg !61
  store i32 %indvars45.1, i32* %a6.1, align 4, !dbg !62, !tbaa !63
  %conv7.1 = trunc i64 %indvars.iv.next to i8, !dbg !65
  %b.1 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %1, i64 %indvars.iv.next, i32 1, !dbg !66
  store i8 %conv7.1, i8* %b.1, align 4, !dbg !67, !tbaa !68
  %rem10.1 = urem i32 %indvars45.1, 50, !dbg !69
  %idxprom11.1 = zext i32 %rem10.1 to i64, !dbg !70
  %a13.1 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %2, i64 %idxprom11.1, i32 0, !dbg !71
  store i32 %indvars45.1, i32* %a13.1, align 4, !dbg !72, !tbaa !58
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !37, metadata !DIExpression()), !dbg !51
  %niter.next.1 = add i64 %niter, 2, !dbg !54
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !54
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !54, !llvm.loop !86
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sumTwo(%struct.nodeTwo* nocapture noundef readonly %arr, i32 noundef %n) unnamed_addr #3 !dbg !89 {
entry:
  call void @llvm.dbg.value(metadata %struct.nodeTwo* %arr, metadata !93, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %n, metadata !94, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()), !dbg !99
  %cmp11 = icmp sgt i32 %n, 0, !dbg !100
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup, !dbg !102

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !100
  %min.iters.check = icmp ult i32 %n, 9, !dbg !102
  br i1 %min.iters.check, label %for.body.preheader18, label %vector.ph, !dbg !102

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7, !dbg !102
  %0 = icmp eq i64 %n.mod.vf, 0, !dbg !102
  %1 = select i1 %0, i64 8, i64 %n.mod.vf, !dbg !102
  %n.vec = sub nsw i64 %wide.trip.count, %1, !dbg !102
  br label %vector.body, !dbg !102

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !103
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %41, %vector.body ]
  %vec.phi15 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %42, %vector.body ]
  %2 = or i64 %index, 1, !dbg !103
  %3 = or i64 %index, 2, !dbg !103
  %4 = or i64 %index, 3, !dbg !103
  %5 = or i64 %index, 4, !dbg !103
  %6 = or i64 %index, 5, !dbg !103
  %7 = or i64 %index, 6, !dbg !103
  %8 = or i64 %index, 7, !dbg !103
  %9 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %index, i32 0, !dbg !103
  %10 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %5, i32 0, !dbg !103
  %11 = bitcast i32* %9 to <8 x i32>*, !dbg !103
  %12 = bitcast i32* %10 to <8 x i32>*, !dbg !103
  %wide.vec = load <8 x i32>, <8 x i32>* %11, align 4, !dbg !104, !tbaa !63
  %wide.vec16 = load <8 x i32>, <8 x i32>* %12, align 4, !dbg !104, !tbaa !63
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !104
  %strided.vec17 = shufflevector <8 x i32> %wide.vec16, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !104
  %13 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %index, i32 1, !dbg !103
  %14 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %2, i32 1, !dbg !103
  %15 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %3, i32 1, !dbg !103
  %16 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %4, i32 1, !dbg !103
  %17 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %5, i32 1, !dbg !103
  %18 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %6, i32 1, !dbg !103
  %19 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %7, i32 1, !dbg !103
  %20 = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %8, i32 1, !dbg !103
  %21 = load i8, i8* %13, align 4, !dbg !103, !tbaa !68
  %22 = load i8, i8* %14, align 4, !dbg !103, !tbaa !68
  %23 = load i8, i8* %15, align 4, !dbg !103, !tbaa !68
  %24 = load i8, i8* %16, align 4, !dbg !103, !tbaa !68
  %25 = insertelement <4 x i8> poison, i8 %21, i64 0, !dbg !103
  %26 = insertelement <4 x i8> %25, i8 %22, i64 1, !dbg !103
  %27 = insertelement <4 x i8> %26, i8 %23, i64 2, !dbg !103
  %28 = insertelement <4 x i8> %27, i8 %24, i64 3, !dbg !103
  %29 = load i8, i8* %17, align 4, !dbg !103, !tbaa !68
  %30 = load i8, i8* %18, align 4, !dbg !103, !tbaa !68
  %31 = load i8, i8* %19, align 4, !dbg !103, !tbaa !68
  %32 = load i8, i8* %20, align 4, !dbg !103, !tbaa !68
  %33 = insertelement <4 x i8> poison, i8 %29, i64 0, !dbg !103
  %34 = insertelement <4 x i8> %33, i8 %30, i64 1, !dbg !103
  %35 = insertelement <4 x i8> %34, i8 %31, i64 2, !dbg !103
  %36 = insertelement <4 x i8> %35, i8 %32, i64 3, !dbg !103
  %37 = sext <4 x i8> %28 to <4 x i32>, !dbg !103
  %38 = sext <4 x i8> %36 to <4 x i32>, !dbg !103
  %39 = add <4 x i32> %strided.vec, %vec.phi, !dbg !105
  %40 = add <4 x i32> %strided.vec17, %vec.phi15, !dbg !105
  %41 = add <4 x i32> %39, %37, !dbg !106
  %42 = add <4 x i32> %40, %38, !dbg !106
  %index.next = add nuw i64 %index, 8, !dbg !103
  %43 = icmp eq i64 %index.next, %n.vec, !dbg !103
  br i1 %43, label %middle.block, label %vector.body, !dbg !103, !llvm.loop !107

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %42, %41, !dbg !102
  %44 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !102
  br label %for.body.preheader18, !dbg !102

for.body.preheader18:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.012.ph = phi i32 [ 0, %for.body.preheader ], [ %44, %middle.block ]
  br label %for.body, !dbg !102

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add3, %for.body ], !dbg !98
  ret i32 %s.0.lcssa, !dbg !110

for.body:                                         ; preds = %for.body.preheader18, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader18 ]
  %s.012 = phi i32 [ %add3, %for.body ], [ %s.012.ph, %for.body.preheader18 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !96, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 %s.012, metadata !95, metadata !DIExpression()), !dbg !98
  %a = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %indvars.iv, i32 0, !dbg !104
  %45 = load i32, i32* %a, align 4, !dbg !104, !tbaa !63
  %b = getelementptr inbounds %struct.nodeTwo, %struct.nodeTwo* %arr, i64 %indvars.iv, i32 1, !dbg !111
  %46 = load i8, i8* %b, align 4, !dbg !111, !tbaa !68
  %conv = sext i8 %46 to i32, !dbg !112
  %add = add i32 %45, %s.012, !dbg !105
  %add3 = add i32 %add, %conv, !dbg !106
  call void @llvm.dbg.value(metadata i32 %add3, metadata !95, metadata !DIExpression()), !dbg !98
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !96, metadata !DIExpression()), !dbg !99
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !100
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !102, !llvm.loop !113
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @sumGlobal(i32 noundef %n) unnamed_addr #3 !dbg !115 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !119, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !124
  %cmp6 = icmp sgt i32 %n, 0, !dbg !125
  br i1 %cmp6, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !127

for.body.lr.ph:                                   ; preds = %entry
  %0 = load %struct.nodeOne*, %struct.nodeOne** @globalOne, align 8, !tbaa !46
  %wide.trip.count = zext i32 %n to i64, !dbg !125
  %min.iters.check = icmp ult i32 %n, 8, !dbg !127
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !127

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967288, !dbg !127
  %1 = add nsw i64 %n.vec, -8, !dbg !127
  %2 = lshr exact i64 %1, 3, !dbg !127
  %3 = add nuw nsw i64 %2, 1, !dbg !127
  %xtraiter = and i64 %3, 3, !dbg !127
  %4 = icmp ult i64 %1, 24, !dbg !127
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !127

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 4611686018427387900, !dbg !127
  br label %vector.body, !dbg !127

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ], !dbg !128
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %27, %vector.body ]
  %vec.phi10 = phi <4 x i32> [ zeroinitializer, %vector.ph.new ], [ %28, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %5 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %index, i32 0, !dbg !128
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !129
  %wide.load = load <4 x i32>, <4 x i32>* %6, align 4, !dbg !129, !tbaa !58
  %7 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !129
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !129
  %wide.load11 = load <4 x i32>, <4 x i32>* %8, align 4, !dbg !129, !tbaa !58
  %9 = add <4 x i32> %wide.load, %vec.phi, !dbg !130
  %10 = add <4 x i32> %wide.load11, %vec.phi10, !dbg !130
  %index.next = or i64 %index, 8, !dbg !128
  %11 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %index.next, i32 0, !dbg !128
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !129
  %wide.load.1 = load <4 x i32>, <4 x i32>* %12, align 4, !dbg !129, !tbaa !58
  %13 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !129
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !129
  %wide.load11.1 = load <4 x i32>, <4 x i32>* %14, align 4, !dbg !129, !tbaa !58
  %15 = add <4 x i32> %wide.load.1, %9, !dbg !130
  %16 = add <4 x i32> %wide.load11.1, %10, !dbg !130
  %index.next.1 = or i64 %index, 16, !dbg !128
  %17 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %index.next.1, i32 0, !dbg !128
  %18 = bitcast i32* %17 to <4 x i32>*, !dbg !129
  %wide.load.2 = load <4 x i32>, <4 x i32>* %18, align 4, !dbg !129, !tbaa !58
  %19 = getelementptr inbounds i32, i32* %17, i64 4, !dbg !129
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !129
  %wide.load11.2 = load <4 x i32>, <4 x i32>* %20, align 4, !dbg !129, !tbaa !58
  %21 = add <4 x i32> %wide.load.2, %15, !dbg !130
  %22 = add <4 x i32> %wide.load11.2, %16, !dbg !130
  %index.next.2 = or i64 %index, 24, !dbg !128
  %23 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %index.next.2, i32 0, !dbg !128
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !129
  %wide.load.3 = load <4 x i32>, <4 x i32>* %24, align 4, !dbg !129, !tbaa !58
  %25 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !129
  %26 = bitcast i32* %25 to <4 x i32>*, !dbg !129
  %wide.load11.3 = load <4 x i32>, <4 x i32>* %26, align 4, !dbg !129, !tbaa !58
  %27 = add <4 x i32> %wide.load.3, %21, !dbg !130
  %28 = add <4 x i32> %wide.load11.3, %22, !dbg !130
  %index.next.3 = add nuw i64 %index, 32, !dbg !128
  %niter.next.3 = add i64 %niter, 4, !dbg !128
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !128
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !dbg !128, !llvm.loop !131

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %.lcssa12.ph = phi <4 x i32> [ undef, %vector.ph ], [ %27, %vector.body ]
  %.lcssa.ph = phi <4 x i32> [ undef, %vector.ph ], [ %28, %vector.body ]
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %vec.phi.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %27, %vector.body ]
  %vec.phi10.unr = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %28, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !128
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !128

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ], !dbg !128
  %vec.phi.epil = phi <4 x i32> [ %33, %vector.body.epil ], [ %vec.phi.unr, %middle.block.unr-lcssa ]
  %vec.phi10.epil = phi <4 x i32> [ %34, %vector.body.epil ], [ %vec.phi10.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %29 = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %index.epil, i32 0, !dbg !128
  %30 = bitcast i32* %29 to <4 x i32>*, !dbg !129
  %wide.load.epil = load <4 x i32>, <4 x i32>* %30, align 4, !dbg !129, !tbaa !58
  %31 = getelementptr inbounds i32, i32* %29, i64 4, !dbg !129
  %32 = bitcast i32* %31 to <4 x i32>*, !dbg !129
  %wide.load11.epil = load <4 x i32>, <4 x i32>* %32, align 4, !dbg !129, !tbaa !58
  %33 = add <4 x i32> %wide.load.epil, %vec.phi.epil, !dbg !130
  %34 = add <4 x i32> %wide.load11.epil, %vec.phi10.epil, !dbg !130
  %index.next.epil = add nuw i64 %index.epil, 8, !dbg !128
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !128
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !128
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !dbg !128, !llvm.loop !133

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa12 = phi <4 x i32> [ %.lcssa12.ph, %middle.block.unr-lcssa ], [ %33, %vector.body.epil ], !dbg !130
  %.lcssa = phi <4 x i32> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %34, %vector.body.epil ], !dbg !130
  %bin.rdx = add <4 x i32> %.lcssa, %.lcssa12, !dbg !127
  %35 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !127
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !127
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !127

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %s.07.ph = phi i32 [ 0, %for.body.lr.ph ], [ %35, %middle.block ]
  br label %for.body, !dbg !127

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %35, %middle.block ], [ %add, %for.body ], !dbg !123
  ret i32 %s.0.lcssa, !dbg !135

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.07 = phi i32 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !121, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 %s.07, metadata !120, metadata !DIExpression()), !dbg !123
  %a = getelementptr inbounds %struct.nodeOne, %struct.nodeOne* %0, i64 %indvars.iv, i32 0, !dbg !129
  %36 = load i32, i32* %a, align 4, !dbg !129, !tbaa !58
  %add = add nsw i32 %36, %s.07, !dbg !130
  call void @llvm.dbg.value(metadata i32 %add, metadata !120, metadata !DIExpression()), !dbg !123
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !121, metadata !DIExpression()), !dbg !124
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !125
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !127, !llvm.loop !136
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalOne", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_dynamic.c", directory: ".", checksumkind: CSK_MD5, checksum: "d65ede2bd67e9d7c2874e173fe6e8861")
!4 = !{!5, !10, !15}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 7, size: 32, elements: !7)
!7 = !{!8}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !6, file: !3, line: 8, baseType: !9, size: 32)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 11, size: 64, elements: !12)
!12 = !{!13, !14, !16}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !11, file: !3, line: 12, baseType: !9, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !11, file: !3, line: 13, baseType: !15, size: 8, offset: 32)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !11, file: !3, line: 14, baseType: !15, size: 8, offset: 40)
!17 = !{!0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !26, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!26 = !DISubroutineType(types: !27)
!27 = !{!9, !9, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!30 = !{!31, !32, !33, !34, !35, !36, !37}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 39, type: !9)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 39, type: !28)
!33 = !DILocalVariable(name: "arrayOne", scope: !25, file: !3, line: 41, type: !5)
!34 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 42, type: !9)
!35 = !DILocalVariable(name: "arrayTwo", scope: !25, file: !3, line: 44, type: !10)
!36 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 46, type: !9)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 47, type: !9)
!38 = distinct !DILexicalBlock(scope: !25, file: !3, line: 47, column: 2)
!39 = !DILocation(line: 0, scope: !25)
!40 = !DILocation(line: 41, column: 47, scope: !25)
!41 = !DILocation(line: 41, column: 29, scope: !25)
!42 = !DILocation(line: 44, column: 47, scope: !25)
!43 = !DILocation(line: 44, column: 29, scope: !25)
!44 = !DILocation(line: 45, column: 14, scope: !25)
!45 = !DILocation(line: 45, column: 12, scope: !25)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 46, column: 15, scope: !25)
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 47, column: 20, scope: !53)
!53 = distinct !DILexicalBlock(scope: !38, file: !3, line: 47, column: 2)
!54 = !DILocation(line: 47, column: 2, scope: !38)
!55 = !DILocation(line: 48, column: 15, scope: !56)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 47, column: 30)
!57 = !DILocation(line: 48, column: 17, scope: !56)
!58 = !{!59, !60, i64 0}
!59 = !{!"nodeOne", !60, i64 0}
!60 = !{!"int", !48, i64 0}
!61 = !DILocation(line: 49, column: 15, scope: !56)
!62 = !DILocation(line: 49, column: 17, scope: !56)
!63 = !{!64, !60, i64 0}
!64 = !{!"nodeTwo", !60, i64 0, !48, i64 4, !48, i64 5}
!65 = !DILocation(line: 50, column: 19, scope: !56)
!66 = !DILocation(line: 50, column: 15, scope: !56)
!67 = !DILocation(line: 50, column: 17, scope: !56)
!68 = !{!64, !48, i64 4}
!69 = !DILocation(line: 51, column: 15, scope: !56)
!70 = !DILocation(line: 51, column: 3, scope: !56)
!71 = !DILocation(line: 51, column: 21, scope: !56)
!72 = !DILocation(line: 51, column: 23, scope: !56)
!73 = !DILocation(line: 53, column: 34, scope: !25)
!74 = !DILocation(line: 53, column: 23, scope: !25)
!75 = !DILocation(line: 53, column: 39, scope: !25)
!76 = !DILocation(line: 53, column: 42, scope: !25)
!77 = !DILocation(line: 53, column: 75, scope: !25)
!78 = !DILocation(line: 53, column: 63, scope: !25)
!79 = !DILocation(line: 53, column: 2, scope: !25)
!80 = !DILocation(line: 54, column: 2, scope: !25)
!81 = !DILocation(line: 55, column: 2, scope: !25)
!82 = !DILocation(line: 56, column: 7, scope: !25)
!83 = !DILocation(line: 56, column: 2, scope: !25)
!84 = !DILocation(line: 57, column: 2, scope: !25)
!85 = !DILocation(line: 47, column: 26, scope: !53)
!86 = distinct !{!86, !54, !87, !88}
!87 = !DILocation(line: 52, column: 2, scope: !38)
!88 = !{!"llvm.loop.mustprogress"}
!89 = distinct !DISubprogram(name: "sumTwo", scope: !3, file: !3, line: 23, type: !90, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!9, !10, !9}
!92 = !{!93, !94, !95, !96}
!93 = !DILocalVariable(name: "arr", arg: 1, scope: !89, file: !3, line: 23, type: !10)
!94 = !DILocalVariable(name: "n", arg: 2, scope: !89, file: !3, line: 23, type: !9)
!95 = !DILocalVariable(name: "s", scope: !89, file: !3, line: 25, type: !9)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 26, type: !9)
!97 = distinct !DILexicalBlock(scope: !89, file: !3, line: 26, column: 2)
!98 = !DILocation(line: 0, scope: !89)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocation(line: 26, column: 20, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 26, column: 2)
!102 = !DILocation(line: 26, column: 2, scope: !97)
!103 = !DILocation(line: 26, column: 26, scope: !101)
!104 = !DILocation(line: 27, column: 15, scope: !101)
!105 = !DILocation(line: 27, column: 17, scope: !101)
!106 = !DILocation(line: 27, column: 5, scope: !101)
!107 = distinct !{!107, !102, !108, !88, !109}
!108 = !DILocation(line: 27, column: 26, scope: !97)
!109 = !{!"llvm.loop.isvectorized", i32 1}
!110 = !DILocation(line: 28, column: 2, scope: !89)
!111 = !DILocation(line: 27, column: 26, scope: !101)
!112 = !DILocation(line: 27, column: 19, scope: !101)
!113 = distinct !{!113, !102, !108, !88, !114, !109}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = distinct !DISubprogram(name: "sumGlobal", scope: !3, file: !3, line: 31, type: !116, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!9, !9}
!118 = !{!119, !120, !121}
!119 = !DILocalVariable(name: "n", arg: 1, scope: !115, file: !3, line: 31, type: !9)
!120 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 33, type: !9)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 34, type: !9)
!122 = distinct !DILexicalBlock(scope: !115, file: !3, line: 34, column: 2)
!123 = !DILocation(line: 0, scope: !115)
!124 = !DILocation(line: 0, scope: !122)
!125 = !DILocation(line: 34, column: 20, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !3, line: 34, column: 2)
!127 = !DILocation(line: 34, column: 2, scope: !122)
!128 = !DILocation(line: 34, column: 26, scope: !126)
!129 = !DILocation(line: 35, column: 21, scope: !126)
!130 = !DILocation(line: 35, column: 5, scope: !126)
!131 = distinct !{!131, !127, !132, !88, !109}
!132 = !DILocation(line: 35, column: 21, scope: !122)
!133 = distinct !{!133, !134}
!134 = !{!"llvm.loop.unroll.disable"}
!135 = !DILocation(line: 36, column: 2, scope: !115)
!136 = distinct !{!136, !127, !132, !88, !114, !109}
