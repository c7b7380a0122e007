; ModuleID = 'field_store.c'
source_filename = "field_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.slot = type { i32, i32, i64 }
%struct.bucket = type { i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"%ld %u %d\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !19 {
entry:
    #dbg_value(i32 %argc, !26, !DIExpression(), !56)
    #dbg_value(ptr %argv, !27, !DIExpression(), !56)
  %add = add nsw i32 %argc, 4, !dbg !57
  %call = tail call fastcc ptr @pool_new(i32 noundef %add), !dbg !58
    #dbg_value(ptr %call, !28, !DIExpression(), !56)
    #dbg_value(i32 0, !41, !DIExpression(), !59)
  %nslots = getelementptr inbounds i8, ptr %call, i64 8
  %0 = load i32, ptr %nslots, align 8, !tbaa !60
    #dbg_value(i32 0, !41, !DIExpression(), !59)
  %cmp62 = icmp sgt i32 %0, 0, !dbg !66
  br i1 %cmp62, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !68

for.body.lr.ph:                                   ; preds = %entry
  %1 = load ptr, ptr %call, align 8, !tbaa !69
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !66
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !68
  %2 = icmp eq i32 %0, 1, !dbg !68
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !68

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !68
  br label %for.body, !dbg !68

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !68
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !68

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(), !59)
  %3 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !70
  %and.epil = and i32 %3, 1, !dbg !70
  %arrayidx.epil = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.unr, !dbg !72
  store i32 %and.epil, ptr %arrayidx.epil, align 8, !dbg !73, !tbaa !74
  %payload.epil = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.unr, i32 2, !dbg !77
  store i64 %indvars.iv.unr, ptr %payload.epil, align 8, !dbg !78, !tbaa !79
    #dbg_value(i64 %indvars.iv.unr, !41, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !59)
  br label %for.cond.cleanup, !dbg !80

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %add4 = add nsw i32 %argc, 2, !dbg !80
    #dbg_value(i32 %add4, !43, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !56)
  %conv6 = sext i32 %add4 to i64, !dbg !81
  %mul = shl nsw i64 %conv6, 3, !dbg !82
  %call7 = tail call noalias ptr @malloc(i64 noundef %mul) #6, !dbg !83
    #dbg_value(ptr %call7, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !56)
  %call8 = tail call noalias dereferenceable_or_null(256) ptr @malloc(i64 noundef 256) #6, !dbg !84
    #dbg_value(ptr %call8, !43, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !56)
    #dbg_value(i32 0, !54, !DIExpression(), !85)
  %cmp1264 = icmp sgt i32 %argc, -2, !dbg !86
  br i1 %cmp1264, label %for.body15.preheader, label %for.cond.cleanup14, !dbg !88

for.body15.preheader:                             ; preds = %for.cond.cleanup
  %wide.trip.count70 = zext nneg i32 %add4 to i64, !dbg !86
  %xtraiter72 = and i64 %wide.trip.count70, 1, !dbg !88
  %4 = icmp eq i32 %add4, 1, !dbg !88
  br i1 %4, label %for.cond.cleanup14.loopexit.unr-lcssa, label %for.body15.preheader.new, !dbg !88

for.body15.preheader.new:                         ; preds = %for.body15.preheader
  %unroll_iter74 = and i64 %wide.trip.count70, 2147483646, !dbg !88
  br label %for.body15, !dbg !88

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !59)
  %arrayidx = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv, !dbg !72
  store i32 0, ptr %arrayidx, align 8, !dbg !73, !tbaa !74
  %payload = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv, i32 2, !dbg !77
  store i64 %indvars.iv, ptr %payload, align 8, !dbg !78, !tbaa !79
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !89
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !59)
  %arrayidx.1 = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.next, !dbg !72
  store i32 1, ptr %arrayidx.1, align 8, !dbg !73, !tbaa !74
  %payload.1 = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.next, i32 2, !dbg !77
  store i64 %indvars.iv.next, ptr %payload.1, align 8, !dbg !78, !tbaa !79
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !89
    #dbg_value(i64 %indvars.iv.next.1, !41, !DIExpression(), !59)
  %niter.next.1 = add i64 %niter, 2, !dbg !68
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !68
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !68, !llvm.loop !90

for.cond.cleanup14.loopexit.unr-lcssa:            ; preds = %for.body15, %for.body15.preheader
  %indvars.iv67.unr = phi i64 [ 0, %for.body15.preheader ], [ %indvars.iv.next68.1, %for.body15 ]
  %lcmp.mod73.not = icmp eq i64 %xtraiter72, 0, !dbg !88
  br i1 %lcmp.mod73.not, label %for.cond.cleanup14, label %for.body15.epil, !dbg !88

for.body15.epil:                                  ; preds = %for.cond.cleanup14.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv67.unr, !54, !DIExpression(), !85)
  %5 = trunc nuw nsw i64 %indvars.iv67.unr to i32, !dbg !93
  %mul16.epil = mul i32 %5, -1640531535, !dbg !93
  %arrayidx19.epil = getelementptr inbounds %struct.bucket, ptr %call7, i64 %indvars.iv67.unr, !dbg !95
  store i32 %mul16.epil, ptr %arrayidx19.epil, align 4, !dbg !96, !tbaa !97
  %next.epil = getelementptr inbounds i8, ptr %arrayidx19.epil, i64 4, !dbg !99
  store i32 -1, ptr %next.epil, align 4, !dbg !100, !tbaa !101
  %rem.epil = and i64 %indvars.iv67.unr, 15, !dbg !102
  %key.epil = getelementptr inbounds %struct.slot, ptr %call8, i64 %rem.epil, i32 1, !dbg !103
  store i32 %5, ptr %key.epil, align 4, !dbg !104, !tbaa !105
    #dbg_value(i64 %indvars.iv67.unr, !54, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !85)
  br label %for.cond.cleanup14, !dbg !106

for.cond.cleanup14:                               ; preds = %for.body15.epil, %for.cond.cleanup14.loopexit.unr-lcssa, %for.cond.cleanup
  %call29 = tail call fastcc i64 @pool_sum(ptr noundef %call), !dbg !106
  %6 = sext i32 %argc to i64, !dbg !107
  %7 = getelementptr %struct.bucket, ptr %call7, i64 %6, !dbg !107
  %arrayidx33 = getelementptr i8, ptr %7, i64 8, !dbg !107
  %8 = load i32, ptr %arrayidx33, align 4, !dbg !108, !tbaa !97
  %rem36 = srem i32 %argc, 16, !dbg !109
  %idxprom37 = sext i32 %rem36 to i64, !dbg !110
  %key39 = getelementptr inbounds %struct.slot, ptr %call8, i64 %idxprom37, i32 1, !dbg !111
  %9 = load i32, ptr %key39, align 4, !dbg !111, !tbaa !105
  %call40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %call29, i32 noundef %8, i32 noundef %9), !dbg !112
  ret i32 0, !dbg !113

for.body15:                                       ; preds = %for.body15, %for.body15.preheader.new
  %indvars.iv67 = phi i64 [ 0, %for.body15.preheader.new ], [ %indvars.iv.next68.1, %for.body15 ]
  %niter75 = phi i64 [ 0, %for.body15.preheader.new ], [ %niter75.next.1, %for.body15 ]
    #dbg_value(i64 %indvars.iv67, !54, !DIExpression(), !85)
  %10 = trunc nuw nsw i64 %indvars.iv67 to i32, !dbg !93
  %mul16 = mul i32 %10, -1640531535, !dbg !93
  %arrayidx19 = getelementptr inbounds %struct.bucket, ptr %call7, i64 %indvars.iv67, !dbg !95
  store i32 %mul16, ptr %arrayidx19, align 4, !dbg !96, !tbaa !97
  %next = getelementptr inbounds i8, ptr %arrayidx19, i64 4, !dbg !99
  store i32 -1, ptr %next, align 4, !dbg !100, !tbaa !101
  %rem = and i64 %indvars.iv67, 14, !dbg !102
  %key = getelementptr inbounds %struct.slot, ptr %call8, i64 %rem, i32 1, !dbg !103
  store i32 %10, ptr %key, align 4, !dbg !104, !tbaa !105
  %indvars.iv.next68 = or disjoint i64 %indvars.iv67, 1, !dbg !114
    #dbg_value(i64 %indvars.iv.next68, !54, !DIExpression(), !85)
  %11 = trunc nuw nsw i64 %indvars.iv.next68 to i32, !dbg !93
  %mul16.1 = mul i32 %11, -1640531535, !dbg !93
  %arrayidx19.1 = getelementptr inbounds %struct.bucket, ptr %call7, i64 %indvars.iv.next68, !dbg !95
  store i32 %mul16.1, ptr %arrayidx19.1, align 4, !dbg !96, !tbaa !97
  %next.1 = getelementptr inbounds i8, ptr %arrayidx19.1, i64 4, !dbg !99
  store i32 -1, ptr %next.1, align 4, !dbg !100, !tbaa !101
  %rem.1 = and i64 %indvars.iv.next68, 15, !dbg !102
  %key.1 = getelementptr inbounds %struct.slot, ptr %call8, i64 %rem.1, i32 1, !dbg !103
  store i32 %11, ptr %key.1, align 4, !dbg !104, !tbaa !105
  %indvars.iv.next68.1 = add nuw nsw i64 %indvars.iv67, 2, !dbg !114
    #dbg_value(i64 %indvars.iv.next68.1, !54, !DIExpression(), !85)
  %niter75.next.1 = add i64 %niter75, 2, !dbg !88
  %niter75.ncmp.1 = icmp eq i64 %niter75.next.1, %unroll_iter74, !dbg !88
  br i1 %niter75.ncmp.1, label %for.cond.cleanup14.loopexit.unr-lcssa, label %for.body15, !dbg !88, !llvm.loop !115
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @pool_new(i32 noundef %n) unnamed_addr #1 !dbg !117 {
entry:
    #dbg_value(i32 %n, !121, !DIExpression(), !123)
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6, !dbg !124
    #dbg_value(ptr %call, !122, !DIExpression(), !123)
  %conv = sext i32 %n to i64, !dbg !125
  %call1 = tail call noalias ptr @calloc(i64 noundef %conv, i64 noundef 16) #7, !dbg !126
  store ptr %call1, ptr %call, align 8, !dbg !127, !tbaa !69
  %nslots = getelementptr inbounds i8, ptr %call, i64 8, !dbg !128
  store i32 %n, ptr %nslots, align 8, !dbg !129, !tbaa !60
  ret ptr %call, !dbg !130
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !131 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !139 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @pool_sum(ptr nocapture noundef readonly %p) unnamed_addr #4 !dbg !146 {
entry:
    #dbg_value(ptr %p, !150, !DIExpression(), !154)
    #dbg_value(i64 0, !151, !DIExpression(), !154)
    #dbg_value(i32 0, !152, !DIExpression(), !155)
  %nslots = getelementptr inbounds i8, ptr %p, i64 8
  %0 = load i32, ptr %nslots, align 8, !tbaa !60
    #dbg_value(i32 0, !152, !DIExpression(), !155)
    #dbg_value(i64 0, !151, !DIExpression(), !154)
  %cmp10 = icmp sgt i32 %0, 0, !dbg !156
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !158

for.body.lr.ph:                                   ; preds = %entry
  %1 = load ptr, ptr %p, align 8, !tbaa !69
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !156
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !158
  %2 = icmp eq i32 %0, 1, !dbg !158
  br i1 %2, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !158

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !158
  br label %for.body, !dbg !158

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.lr.ph
  %s.1.lcssa.ph = phi i64 [ poison, %for.body.lr.ph ], [ %s.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.inc.1 ]
  %s.011.unr = phi i64 [ 0, %for.body.lr.ph ], [ %s.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !159
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !159

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !152, !DIExpression(), !155)
    #dbg_value(i64 %s.011.unr, !151, !DIExpression(), !154)
  %arrayidx.epil = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.unr, !dbg !160
  %3 = load i32, ptr %arrayidx.epil, align 8, !dbg !162, !tbaa !74
  %tobool.not.epil = icmp eq i32 %3, 0, !dbg !160
  br i1 %tobool.not.epil, label %for.cond.cleanup, label %if.then.epil, !dbg !159

if.then.epil:                                     ; preds = %for.body.epil
  %payload.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !163
  %4 = load i64, ptr %payload.epil, align 8, !dbg !163, !tbaa !79
  %add.epil = add nsw i64 %4, %s.011.unr, !dbg !164
    #dbg_value(i64 %add.epil, !151, !DIExpression(), !154)
  br label %for.cond.cleanup, !dbg !165

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %s.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %if.then.epil ], [ %s.011.unr, %for.body.epil ], !dbg !154
  ret i64 %s.0.lcssa, !dbg !166

for.body:                                         ; preds = %for.inc.1, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %s.011 = phi i64 [ 0, %for.body.lr.ph.new ], [ %s.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.inc.1 ]
    #dbg_value(i64 %indvars.iv, !152, !DIExpression(), !155)
    #dbg_value(i64 %s.011, !151, !DIExpression(), !154)
  %arrayidx = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv, !dbg !160
  %5 = load i32, ptr %arrayidx, align 8, !dbg !162, !tbaa !74
  %tobool.not = icmp eq i32 %5, 0, !dbg !160
  br i1 %tobool.not, label %for.inc, label %if.then, !dbg !159

if.then:                                          ; preds = %for.body
  %payload = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !163
  %6 = load i64, ptr %payload, align 8, !dbg !163, !tbaa !79
  %add = add nsw i64 %6, %s.011, !dbg !164
    #dbg_value(i64 %add, !151, !DIExpression(), !154)
  br label %for.inc, !dbg !165

for.inc:                                          ; preds = %for.body, %if.then
  %s.1 = phi i64 [ %add, %if.then ], [ %s.011, %for.body ], !dbg !154
    #dbg_value(i64 %s.1, !151, !DIExpression(), !154)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !167
    #dbg_value(i64 %indvars.iv.next, !152, !DIExpression(), !155)
  %arrayidx.1 = getelementptr inbounds %struct.slot, ptr %1, i64 %indvars.iv.next, !dbg !160
  %7 = load i32, ptr %arrayidx.1, align 8, !dbg !162, !tbaa !74
  %tobool.not.1 = icmp eq i32 %7, 0, !dbg !160
  br i1 %tobool.not.1, label %for.inc.1, label %if.then.1, !dbg !159

if.then.1:                                        ; preds = %for.inc
  %payload.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !163
  %8 = load i64, ptr %payload.1, align 8, !dbg !163, !tbaa !79
  %add.1 = add nsw i64 %8, %s.1, !dbg !164
    #dbg_value(i64 %add.1, !151, !DIExpression(), !154)
  br label %for.inc.1, !dbg !165

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %s.1.1 = phi i64 [ %add.1, %if.then.1 ], [ %s.1, %for.inc ], !dbg !154
    #dbg_value(i64 %s.1.1, !151, !DIExpression(), !154)
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !167
    #dbg_value(i64 %indvars.iv.next.1, !152, !DIExpression(), !155)
  %niter.next.1 = add i64 %niter, 2, !dbg !158
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !158
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !158, !llvm.loop !168
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !170 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "field_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "8963de23a4f2ecf91b9ef0435757c395")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !20, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28, !41, !43, !54}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 49, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 49, type: !23)
!28 = !DILocalVariable(name: "p", scope: !19, file: !2, line: 51, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pool", file: !2, line: 17, size: 128, elements: !31)
!31 = !{!32, !40}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "slots", scope: !30, file: !2, line: 18, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !2, line: 6, size: 128, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !34, file: !2, line: 7, baseType: !22, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !34, file: !2, line: 8, baseType: !22, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !34, file: !2, line: 9, baseType: !39, size: 64, offset: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "nslots", scope: !30, file: !2, line: 19, baseType: !22, size: 32, offset: 64)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 52, type: !22)
!42 = distinct !DILexicalBlock(scope: !19, file: !2, line: 52, column: 2)
!43 = !DILocalVariable(name: "t", scope: !19, file: !2, line: 56, type: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 22, size: 192, elements: !45)
!45 = !{!46, !52, !53}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !44, file: !2, line: 23, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "bucket", file: !2, line: 12, size: 64, elements: !49)
!49 = !{!50, !51}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !48, file: !2, line: 13, baseType: !9, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !48, file: !2, line: 14, baseType: !22, size: 32, offset: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "overflow", scope: !44, file: !2, line: 24, baseType: !33, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !44, file: !2, line: 25, baseType: !22, size: 32, offset: 128)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 60, type: !22)
!55 = distinct !DILexicalBlock(scope: !19, file: !2, line: 60, column: 2)
!56 = !DILocation(line: 0, scope: !19)
!57 = !DILocation(line: 51, column: 33, scope: !19)
!58 = !DILocation(line: 51, column: 19, scope: !19)
!59 = !DILocation(line: 0, scope: !42)
!60 = !{!61, !65, i64 8}
!61 = !{!"pool", !62, i64 0, !65, i64 8}
!62 = !{!"any pointer", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !{!"int", !63, i64 0}
!66 = !DILocation(line: 52, column: 20, scope: !67)
!67 = distinct !DILexicalBlock(scope: !42, file: !2, line: 52, column: 2)
!68 = !DILocation(line: 52, column: 2, scope: !42)
!69 = !{!61, !62, i64 0}
!70 = !DILocation(line: 53, column: 24, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 52, column: 38)
!72 = !DILocation(line: 53, column: 3, scope: !71)
!73 = !DILocation(line: 53, column: 20, scope: !71)
!74 = !{!75, !65, i64 0}
!75 = !{!"slot", !65, i64 0, !65, i64 4, !76, i64 8}
!76 = !{!"long", !63, i64 0}
!77 = !DILocation(line: 54, column: 15, scope: !71)
!78 = !DILocation(line: 54, column: 23, scope: !71)
!79 = !{!75, !76, i64 8}
!80 = !DILocation(line: 57, column: 13, scope: !19)
!81 = !DILocation(line: 58, column: 21, scope: !19)
!82 = !DILocation(line: 58, column: 25, scope: !19)
!83 = !DILocation(line: 58, column: 14, scope: !19)
!84 = !DILocation(line: 59, column: 15, scope: !19)
!85 = !DILocation(line: 0, scope: !55)
!86 = !DILocation(line: 60, column: 20, scope: !87)
!87 = distinct !DILexicalBlock(scope: !55, file: !2, line: 60, column: 2)
!88 = !DILocation(line: 60, column: 2, scope: !55)
!89 = !DILocation(line: 52, column: 34, scope: !67)
!90 = distinct !{!90, !68, !91, !92}
!91 = !DILocation(line: 55, column: 2, scope: !42)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 61, column: 35, scope: !94)
!94 = distinct !DILexicalBlock(scope: !87, file: !2, line: 60, column: 32)
!95 = !DILocation(line: 61, column: 3, scope: !94)
!96 = !DILocation(line: 61, column: 21, scope: !94)
!97 = !{!98, !65, i64 0}
!98 = !{!"bucket", !65, i64 0, !65, i64 4}
!99 = !DILocation(line: 62, column: 16, scope: !94)
!100 = !DILocation(line: 62, column: 21, scope: !94)
!101 = !{!98, !65, i64 4}
!102 = !DILocation(line: 63, column: 16, scope: !94)
!103 = !DILocation(line: 63, column: 22, scope: !94)
!104 = !DILocation(line: 63, column: 26, scope: !94)
!105 = !{!75, !65, i64 4}
!106 = !DILocation(line: 65, column: 24, scope: !19)
!107 = !DILocation(line: 65, column: 37, scope: !19)
!108 = !DILocation(line: 65, column: 56, scope: !19)
!109 = !DILocation(line: 65, column: 78, scope: !19)
!110 = !DILocation(line: 65, column: 62, scope: !19)
!111 = !DILocation(line: 65, column: 84, scope: !19)
!112 = !DILocation(line: 65, column: 2, scope: !19)
!113 = !DILocation(line: 66, column: 2, scope: !19)
!114 = !DILocation(line: 60, column: 28, scope: !87)
!115 = distinct !{!115, !88, !116, !92}
!116 = !DILocation(line: 64, column: 2, scope: !55)
!117 = distinct !DISubprogram(name: "pool_new", scope: !2, file: !2, line: 32, type: !118, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!29, !22}
!120 = !{!121, !122}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !2, line: 32, type: !22)
!122 = !DILocalVariable(name: "p", scope: !117, file: !2, line: 34, type: !29)
!123 = !DILocation(line: 0, scope: !117)
!124 = !DILocation(line: 34, column: 19, scope: !117)
!125 = !DILocation(line: 35, column: 20, scope: !117)
!126 = !DILocation(line: 35, column: 13, scope: !117)
!127 = !DILocation(line: 35, column: 11, scope: !117)
!128 = !DILocation(line: 36, column: 5, scope: !117)
!129 = !DILocation(line: 36, column: 12, scope: !117)
!130 = !DILocation(line: 37, column: 2, scope: !117)
!131 = !DISubprogram(name: "malloc", scope: !132, file: !132, line: 553, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!133 = !DISubroutineType(types: !134)
!134 = !{!135, !136}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !137, line: 18, baseType: !138)
!137 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!138 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!139 = !DISubprogram(name: "printf", scope: !140, file: !140, line: 356, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!141 = !DISubroutineType(types: !142)
!142 = !{!22, !143, null}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!146 = distinct !DISubprogram(name: "pool_sum", scope: !2, file: !2, line: 40, type: !147, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !149)
!147 = !DISubroutineType(types: !148)
!148 = !{!39, !29}
!149 = !{!150, !151, !152}
!150 = !DILocalVariable(name: "p", arg: 1, scope: !146, file: !2, line: 40, type: !29)
!151 = !DILocalVariable(name: "s", scope: !146, file: !2, line: 42, type: !39)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 43, type: !22)
!153 = distinct !DILexicalBlock(scope: !146, file: !2, line: 43, column: 2)
!154 = !DILocation(line: 0, scope: !146)
!155 = !DILocation(line: 0, scope: !153)
!156 = !DILocation(line: 43, column: 20, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 43, column: 2)
!158 = !DILocation(line: 43, column: 2, scope: !153)
!159 = !DILocation(line: 44, column: 7, scope: !157)
!160 = !DILocation(line: 44, column: 7, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 44, column: 7)
!162 = !DILocation(line: 44, column: 19, scope: !161)
!163 = !DILocation(line: 45, column: 21, scope: !161)
!164 = !DILocation(line: 45, column: 6, scope: !161)
!165 = !DILocation(line: 45, column: 4, scope: !161)
!166 = !DILocation(line: 46, column: 2, scope: !146)
!167 = !DILocation(line: 43, column: 34, scope: !157)
!168 = distinct !{!168, !158, !169, !92}
!169 = !DILocation(line: 45, column: 21, scope: !153)
!170 = !DISubprogram(name: "calloc", scope: !132, file: !132, line: 556, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!135, !136, !136}
