; ModuleID = 'field_store.c'
source_filename = "field_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pool = type { %struct.slot*, i32 }
%struct.slot = type { i32, i32, i64 }
%struct.bucket = type { i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"%ld %u %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !11 {
entry:
  call void @llvm.dbg.declare(metadata i32* undef, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !49
  call void @llvm.dbg.value(metadata i32 %argc, metadata !19, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !50
  %add = add nsw i32 %argc, 4, !dbg !51
  %call = tail call fastcc %struct.pool* @pool_new(i32 noundef %add), !dbg !52
  call void @llvm.dbg.value(metadata %struct.pool* %call, metadata !21, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !53
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %call, i64 0, i32 1
  %0 = load i32, i32* %nslots, align 8, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !53
  %cmp69 = icmp sgt i32 %0, 0, !dbg !60
  br i1 %cmp69, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !62

for.body.lr.ph:                                   ; preds = %entry
  %slots = getelementptr inbounds %struct.pool, %struct.pool* %call, i64 0, i32 0
  %1 = load %struct.slot*, %struct.slot** %slots, align 8, !tbaa !63
  %wide.trip.count = zext i32 %0 to i64, !dbg !60
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !62
  %2 = icmp eq i32 %0, 1, !dbg !62
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !62

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !62
  br label %for.body, !dbg !62

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !62
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !62

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression()), !dbg !53
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !64
  %and.epil = and i32 %3, 1, !dbg !64
  %used.epil = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.unr, i32 0, !dbg !66
  store i32 %and.epil, i32* %used.epil, align 8, !dbg !67, !tbaa !68
  %payload.epil = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.unr, i32 2, !dbg !71
  store i64 %indvars.iv.unr, i64* %payload.epil, align 8, !dbg !72, !tbaa !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !53
  br label %for.cond.cleanup, !dbg !74

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %add4 = add nsw i32 %argc, 2, !dbg !74
  call void @llvm.dbg.value(metadata i32 %add4, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !50
  %conv6 = sext i32 %add4 to i64, !dbg !75
  %mul = shl nsw i64 %conv6, 3, !dbg !76
  %call7 = tail call noalias i8* @malloc(i64 noundef %mul) #7, !dbg !77
  %4 = bitcast i8* %call7 to %struct.bucket*, !dbg !77
  call void @llvm.dbg.value(metadata %struct.bucket* %4, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !50
  %call8 = tail call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #7, !dbg !78
  %5 = bitcast i8* %call8 to %struct.slot*, !dbg !78
  call void @llvm.dbg.value(metadata %struct.slot* %5, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !79
  %cmp1271 = icmp sgt i32 %argc, -2, !dbg !80
  br i1 %cmp1271, label %for.body15.preheader, label %for.cond.cleanup14, !dbg !82

for.body15.preheader:                             ; preds = %for.cond.cleanup
  %wide.trip.count77 = zext i32 %add4 to i64, !dbg !80
  %xtraiter79 = and i64 %wide.trip.count77, 1, !dbg !82
  %6 = icmp eq i32 %add4, 1, !dbg !82
  br i1 %6, label %for.cond.cleanup14.loopexit.unr-lcssa, label %for.body15.preheader.new, !dbg !82

for.body15.preheader.new:                         ; preds = %for.body15.preheader
  %unroll_iter81 = and i64 %wide.trip.count77, 4294967294, !dbg !82
  br label %for.body15, !dbg !82

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !53
  %used = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv, i32 0, !dbg !66
  store i32 0, i32* %used, align 8, !dbg !67, !tbaa !68
  %payload = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv, i32 2, !dbg !71
  store i64 %indvars.iv, i64* %payload, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !53
  %used.1 = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.next, i32 0, !dbg !66
  store i32 1, i32* %used.1, align 8, !dbg !67, !tbaa !68
  %payload.1 = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.next, i32 2, !dbg !71
  store i64 %indvars.iv.next, i64* %payload.1, align 8, !dbg !72, !tbaa !73
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !34, metadata !DIExpression()), !dbg !53
  %niter.next.1 = add i64 %niter, 2, !dbg !62
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !62
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !62, !llvm.loop !84

for.cond.cleanup14.loopexit.unr-lcssa:            ; preds = %for.body15, %for.body15.preheader
  %indvars.iv74.unr = phi i64 [ 0, %for.body15.preheader ], [ %indvars.iv.next75.1, %for.body15 ]
  %lcmp.mod80.not = icmp eq i64 %xtraiter79, 0, !dbg !82
  br i1 %lcmp.mod80.not, label %for.cond.cleanup14, label %for.body15.epil, !dbg !82

for.body15.epil:                                  ; preds = %for.cond.cleanup14.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv74.unr, metadata !47, metadata !DIExpression()), !dbg !79
  %7 = trunc i64 %indvars.iv74.unr to i32, !dbg !87
  %mul16.epil = mul i32 %7, -1640531535, !dbg !87
  %hash.epil = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv74.unr, i32 0, !dbg !89
  store i32 %mul16.epil, i32* %hash.epil, align 4, !dbg !90, !tbaa !91
  %next.epil = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv74.unr, i32 1, !dbg !93
  store i32 -1, i32* %next.epil, align 4, !dbg !94, !tbaa !95
  %rem.epil = and i64 %indvars.iv74.unr, 15, !dbg !96
  %key.epil = getelementptr inbounds %struct.slot, %struct.slot* %5, i64 %rem.epil, i32 1, !dbg !97
  store i32 %7, i32* %key.epil, align 4, !dbg !98, !tbaa !99
  call void @llvm.dbg.value(metadata i64 %indvars.iv74.unr, metadata !47, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  br label %for.cond.cleanup14, !dbg !100

for.cond.cleanup14:                               ; preds = %for.body15.epil, %for.cond.cleanup14.loopexit.unr-lcssa, %for.cond.cleanup
  %call29 = tail call fastcc i64 @pool_sum(%struct.pool* noundef %call), !dbg !100
  %sub = add nsw i32 %argc, 1, !dbg !101
  %idxprom32 = sext i32 %sub to i64, !dbg !102
  %hash34 = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %idxprom32, i32 0, !dbg !103
  %8 = load i32, i32* %hash34, align 4, !dbg !103, !tbaa !91
  %rem36 = srem i32 %argc, 16, !dbg !104
  %idxprom37 = sext i32 %rem36 to i64, !dbg !105
  %key39 = getelementptr inbounds %struct.slot, %struct.slot* %5, i64 %idxprom37, i32 1, !dbg !106
  %9 = load i32, i32* %key39, align 4, !dbg !106, !tbaa !99
  %call40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %call29, i32 noundef %8, i32 noundef %9), !dbg !107
  ret i32 0, !dbg !108

for.body15:                                       ; preds = %for.body15, %for.body15.preheader.new
  %indvars.iv74 = phi i64 [ 0, %for.body15.preheader.new ], [ %indvars.iv.next75.1, %for.body15 ]
  %niter82 = phi i64 [ 0, %for.body15.preheader.new ], [ %niter82.next.1, %for.body15 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv74, metadata !47, metadata !DIExpression()), !dbg !79
  %10 = trunc i64 %indvars.iv74 to i32, !dbg !87
  %mul16 = mul i32 %10, -1640531535, !dbg !87
  %hash = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv74, i32 0, !dbg !89
  store i32 %mul16, i32* %hash, align 4, !dbg !90, !tbaa !91
  %next = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv74, i32 1, !dbg !93
  store i32 -1, i32* %next, align 4, !dbg !94, !tbaa !95
  %rem = and i64 %indvars.iv74, 14, !dbg !96
  %key = getelementptr inbounds %struct.slot, %struct.slot* %5, i64 %rem, i32 1, !dbg !97
  store i32 %10, i32* %key, align 4, !dbg !98, !tbaa !99
  %indvars.iv.next75 = or i64 %indvars.iv74, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next75, metadata !47, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next75, metadata !47, metadata !DIExpression()), !dbg !79
  %11 = trunc i64 %indvars.iv.next75 to i32, !dbg !87
  %mul16.1 = mul i32 %11, -1640531535, !dbg !87
  %hash.1 = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv.next75, i32 0, !dbg !89
  store i32 %mul16.1, i32* %hash.1, align 4, !dbg !90, !tbaa !91
  %next.1 = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i64 %indvars.iv.next75, i32 1, !dbg !93
  store i32 -1, i32* %next.1, align 4, !dbg !94, !tbaa !95
  %rem.1 = and i64 %indvars.iv.next75, 15, !dbg !96
  %key.1 = getelementptr inbounds %struct.slot, %struct.slot* %5, i64 %rem.1, i32 1, !dbg !97
  store i32 %11, i32* %key.1, align 4, !dbg !98, !tbaa !99
  %indvars.iv.next75.1 = add nuw nsw i64 %indvars.iv74, 2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next75.1, metadata !47, metadata !DIExpression()), !dbg !79
  %niter82.next.1 = add i64 %niter82, 2, !dbg !82
  %niter82.ncmp.1 = icmp eq i64 %niter82.next.1, %unroll_iter81, !dbg !82
  br i1 %niter82.ncmp.1, label %for.cond.cleanup14.loopexit.unr-lcssa, label %for.body15, !dbg !82, !llvm.loop !110
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nofree noinline nounwind uwtable willreturn
define internal fastcc noalias %struct.pool* @pool_new(i32 noundef %n) unnamed_addr #2 !dbg !112 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !116, metadata !DIExpression()), !dbg !118
  %call = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !119
  %0 = bitcast i8* %call to %struct.pool*, !dbg !119
  call void @llvm.dbg.value(metadata %struct.pool* %0, metadata !117, metadata !DIExpression()), !dbg !118
  %conv = sext i32 %n to i64, !dbg !120
  %call1 = tail call noalias i8* @calloc(i64 noundef %conv, i64 noundef 16) #7, !dbg !121
  %1 = bitcast i8* %call to i8**, !dbg !122
  store i8* %call1, i8** %1, align 8, !dbg !122, !tbaa !63
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %0, i64 0, i32 1, !dbg !123
  store i32 %n, i32* %nslots, align 8, !dbg !124, !tbaa !54
  ret %struct.pool* %0, !dbg !125
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i64 @pool_sum(%struct.pool* nocapture noundef readonly %p) unnamed_addr #5 !dbg !126 {
entry:
  call void @llvm.dbg.value(metadata %struct.pool* %p, metadata !130, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i64 0, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !135
  %nslots = getelementptr inbounds %struct.pool, %struct.pool* %p, i64 0, i32 1
  %0 = load i32, i32* %nslots, align 8, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 0, metadata !131, metadata !DIExpression()), !dbg !134
  %cmp12 = icmp sgt i32 %0, 0, !dbg !136
  br i1 %cmp12, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !138

for.body.lr.ph:                                   ; preds = %entry
  %slots = getelementptr inbounds %struct.pool, %struct.pool* %p, i64 0, i32 0
  %1 = load %struct.slot*, %struct.slot** %slots, align 8, !tbaa !63
  %wide.trip.count = zext i32 %0 to i64, !dbg !136
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !138
  %2 = icmp eq i32 %0, 1, !dbg !138
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !138

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !138
  br label %for.body, !dbg !138

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.lr.ph
  %s.1.lcssa.ph = phi i64 [ undef, %for.body.lr.ph ], [ %s.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.inc.1 ]
  %s.013.unr = phi i64 [ 0, %for.body.lr.ph ], [ %s.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !139
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !139

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 %s.013.unr, metadata !131, metadata !DIExpression()), !dbg !134
  %used.epil = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.unr, i32 0, !dbg !140
  %3 = load i32, i32* %used.epil, align 8, !dbg !140, !tbaa !68
  %tobool.not.epil = icmp eq i32 %3, 0, !dbg !142
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil, !dbg !139

if.then.epil:                                     ; preds = %for.body.epil
  %payload.epil = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.unr, i32 2, !dbg !143
  %4 = load i64, i64* %payload.epil, align 8, !dbg !143, !tbaa !73
  %add.epil = add nsw i64 %4, %s.013.unr, !dbg !144
  call void @llvm.dbg.value(metadata i64 %add.epil, metadata !131, metadata !DIExpression()), !dbg !134
  br label %for.cond.cleanup, !dbg !145

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %s.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %if.then.epil ], [ %s.013.unr, %for.body.epil ], !dbg !134
  ret i64 %s.0.lcssa, !dbg !146

for.body:                                         ; preds = %for.inc.1, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %s.013 = phi i64 [ 0, %for.body.lr.ph.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.inc.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 %s.013, metadata !131, metadata !DIExpression()), !dbg !134
  %used = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv, i32 0, !dbg !140
  %5 = load i32, i32* %used, align 8, !dbg !140, !tbaa !68
  %tobool.not = icmp eq i32 %5, 0, !dbg !142
  br i1 %tobool.not, label %for.inc, label %if.then, !dbg !139

if.then:                                          ; preds = %for.body
  %payload = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv, i32 2, !dbg !143
  %6 = load i64, i64* %payload, align 8, !dbg !143, !tbaa !73
  %add = add nsw i64 %6, %s.013, !dbg !144
  call void @llvm.dbg.value(metadata i64 %add, metadata !131, metadata !DIExpression()), !dbg !134
  br label %for.inc, !dbg !145

for.inc:                                          ; preds = %for.body, %if.then
  %s.1 = phi i64 [ %add, %if.then ], [ %s.013, %for.body ], !dbg !134
  call void @llvm.dbg.value(metadata i64 %s.1, metadata !131, metadata !DIExpression()), !dbg !134
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !147
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 %s.1, metadata !131, metadata !DIExpression()), !dbg !134
  %used.1 = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.next, i32 0, !dbg !140
  %7 = load i32, i32* %used.1, align 8, !dbg !140, !tbaa !68
  %tobool.not.1 = icmp eq i32 %7, 0, !dbg !142
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1, !dbg !139

if.then.1:                                        ; preds = %for.inc
  %payload.1 = getelementptr inbounds %struct.slot, %struct.slot* %1, i64 %indvars.iv.next, i32 2, !dbg !143
  %8 = load i64, i64* %payload.1, align 8, !dbg !143, !tbaa !73
  %add.1 = add nsw i64 %8, %s.1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %add.1, metadata !131, metadata !DIExpression()), !dbg !134
  br label %for.inc.1, !dbg !145

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %s.1.1 = phi i64 [ %add.1, %if.then.1 ], [ %s.1, %for.inc ], !dbg !134
  call void @llvm.dbg.value(metadata i64 %s.1.1, metadata !131, metadata !DIExpression()), !dbg !134
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !147
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !132, metadata !DIExpression()), !dbg !135
  %niter.next.1 = add i64 %niter, 2, !dbg !138
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !138
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !138, !llvm.loop !148
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "field_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "8963de23a4f2ecf91b9ef0435757c395")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !12, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19, !20, !21, !34, !36, !47}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 49, type: !14)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 49, type: !15)
!21 = !DILocalVariable(name: "p", scope: !11, file: !1, line: 51, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pool", file: !1, line: 17, size: 128, elements: !24)
!24 = !{!25, !33}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "slots", scope: !23, file: !1, line: 18, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !1, line: 6, size: 128, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !27, file: !1, line: 7, baseType: !14, size: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !27, file: !1, line: 8, baseType: !14, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !27, file: !1, line: 9, baseType: !32, size: 64, offset: 64)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "nslots", scope: !23, file: !1, line: 19, baseType: !14, size: 32, offset: 64)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 52, type: !14)
!35 = distinct !DILexicalBlock(scope: !11, file: !1, line: 52, column: 2)
!36 = !DILocalVariable(name: "t", scope: !11, file: !1, line: 56, type: !37)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !1, line: 22, size: 192, elements: !38)
!38 = !{!39, !45, !46}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !37, file: !1, line: 23, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bucket", file: !1, line: 12, size: 64, elements: !42)
!42 = !{!43, !44}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !41, file: !1, line: 13, baseType: !3, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !41, file: !1, line: 14, baseType: !14, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "overflow", scope: !37, file: !1, line: 24, baseType: !26, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !37, file: !1, line: 25, baseType: !14, size: 32, offset: 128)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 60, type: !14)
!48 = distinct !DILexicalBlock(scope: !11, file: !1, line: 60, column: 2)
!49 = !DILocation(line: 56, column: 15, scope: !11)
!50 = !DILocation(line: 0, scope: !11)
!51 = !DILocation(line: 51, column: 33, scope: !11)
!52 = !DILocation(line: 51, column: 19, scope: !11)
!53 = !DILocation(line: 0, scope: !35)
!54 = !{!55, !59, i64 8}
!55 = !{!"pool", !56, i64 0, !59, i64 8}
!56 = !{!"any pointer", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !{!"int", !57, i64 0}
!60 = !DILocation(line: 52, column: 20, scope: !61)
!61 = distinct !DILexicalBlock(scope: !35, file: !1, line: 52, column: 2)
!62 = !DILocation(line: 52, column: 2, scope: !35)
!63 = !{!55, !56, i64 0}
!64 = !DILocation(line: 53, column: 24, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 52, column: 38)
!66 = !DILocation(line: 53, column: 15, scope: !65)
!67 = !DILocation(line: 53, column: 20, scope: !65)
!68 = !{!69, !59, i64 0}
!69 = !{!"slot", !59, i64 0, !59, i64 4, !70, i64 8}
!70 = !{!"long", !57, i64 0}
!71 = !DILocation(line: 54, column: 15, scope: !65)
!72 = !DILocation(line: 54, column: 23, scope: !65)
!73 = !{!69, !70, i64 8}
!74 = !DILocation(line: 57, column: 13, scope: !11)
!75 = !DILocation(line: 58, column: 21, scope: !11)
!76 = !DILocation(line: 58, column: 25, scope: !11)
!77 = !DILocation(line: 58, column: 14, scope: !11)
!78 = !DILocation(line: 59, column: 15, scope: !11)
!79 = !DILocation(line: 0, scope: !48)
!80 = !DILocation(line: 60, column: 20, scope: !81)
!81 = distinct !DILexicalBlock(scope: !48, file: !1, line: 60, column: 2)
!82 = !DILocation(line: 60, column: 2, scope: !48)
!83 = !DILocation(line: 52, column: 34, scope: !61)
!84 = distinct !{!84, !62, !85, !86}
!85 = !DILocation(line: 55, column: 2, scope: !35)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 61, column: 35, scope: !88)
!88 = distinct !DILexicalBlock(scope: !81, file: !1, line: 60, column: 32)
!89 = !DILocation(line: 61, column: 16, scope: !88)
!90 = !DILocation(line: 61, column: 21, scope: !88)
!91 = !{!92, !59, i64 0}
!92 = !{!"bucket", !59, i64 0, !59, i64 4}
!93 = !DILocation(line: 62, column: 16, scope: !88)
!94 = !DILocation(line: 62, column: 21, scope: !88)
!95 = !{!92, !59, i64 4}
!96 = !DILocation(line: 63, column: 16, scope: !88)
!97 = !DILocation(line: 63, column: 22, scope: !88)
!98 = !DILocation(line: 63, column: 26, scope: !88)
!99 = !{!69, !59, i64 4}
!100 = !DILocation(line: 65, column: 24, scope: !11)
!101 = !DILocation(line: 65, column: 51, scope: !11)
!102 = !DILocation(line: 65, column: 37, scope: !11)
!103 = !DILocation(line: 65, column: 56, scope: !11)
!104 = !DILocation(line: 65, column: 78, scope: !11)
!105 = !DILocation(line: 65, column: 62, scope: !11)
!106 = !DILocation(line: 65, column: 84, scope: !11)
!107 = !DILocation(line: 65, column: 2, scope: !11)
!108 = !DILocation(line: 66, column: 2, scope: !11)
!109 = !DILocation(line: 60, column: 28, scope: !81)
!110 = distinct !{!110, !82, !111, !86}
!111 = !DILocation(line: 64, column: 2, scope: !48)
!112 = distinct !DISubprogram(name: "pool_new", scope: !1, file: !1, line: 32, type: !113, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!22, !14}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !1, line: 32, type: !14)
!117 = !DILocalVariable(name: "p", scope: !112, file: !1, line: 34, type: !22)
!118 = !DILocation(line: 0, scope: !112)
!119 = !DILocation(line: 34, column: 19, scope: !112)
!120 = !DILocation(line: 35, column: 20, scope: !112)
!121 = !DILocation(line: 35, column: 13, scope: !112)
!122 = !DILocation(line: 35, column: 11, scope: !112)
!123 = !DILocation(line: 36, column: 5, scope: !112)
!124 = !DILocation(line: 36, column: 12, scope: !112)
!125 = !DILocation(line: 37, column: 2, scope: !112)
!126 = distinct !DISubprogram(name: "pool_sum", scope: !1, file: !1, line: 40, type: !127, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!127 = !DISubroutineType(types: !128)
!128 = !{!32, !22}
!129 = !{!130, !131, !132}
!130 = !DILocalVariable(name: "p", arg: 1, scope: !126, file: !1, line: 40, type: !22)
!131 = !DILocalVariable(name: "s", scope: !126, file: !1, line: 42, type: !32)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 43, type: !14)
!133 = distinct !DILexicalBlock(scope: !126, file: !1, line: 43, column: 2)
!134 = !DILocation(line: 0, scope: !126)
!135 = !DILocation(line: 0, scope: !133)
!136 = !DILocation(line: 43, column: 20, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 43, column: 2)
!138 = !DILocation(line: 43, column: 2, scope: !133)
!139 = !DILocation(line: 44, column: 7, scope: !137)
!140 = !DILocation(line: 44, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 44, column: 7)
!142 = !DILocation(line: 44, column: 7, scope: !141)
!143 = !DILocation(line: 45, column: 21, scope: !141)
!144 = !DILocation(line: 45, column: 6, scope: !141)
!145 = !DILocation(line: 45, column: 4, scope: !141)
!146 = !DILocation(line: 46, column: 2, scope: !126)
!147 = !DILocation(line: 43, column: 34, scope: !137)
!148 = distinct !{!148, !138, !149, !86}
!149 = !DILocation(line: 45, column: 21, scope: !133)
