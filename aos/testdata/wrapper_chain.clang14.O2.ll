; ModuleID = 'wrapper_chain.c'
source_filename = "wrapper_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i8* (i8*, i8*, i64)*, i8*, %struct.item*, i32, %struct.node*, i32, i32, %struct.hdr* }
%struct.item = type { i64, double }
%struct.node = type { i32, i32, %struct.item* }
%struct.hdr = type { i32, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [10 x i8] c"%f %s %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !24 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !29, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8** %argv, metadata !30, metadata !DIExpression()), !dbg !62
  %add = add nsw i32 %argc, 4, !dbg !63
  %call = tail call fastcc %struct.state* @open_state(i32 noundef %add), !dbg !64
  call void @llvm.dbg.value(metadata %struct.state* %call, metadata !31, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !65
  %nitems = getelementptr inbounds %struct.state, %struct.state* %call, i64 0, i32 3
  %0 = load i32, i32* %nitems, align 8, !tbaa !66
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !65
  %cmp38 = icmp sgt i32 %0, 0, !dbg !72
  br i1 %cmp38, label %for.body.lr.ph, label %for.cond6.preheader, !dbg !74

for.body.lr.ph:                                   ; preds = %entry
  %items = getelementptr inbounds %struct.state, %struct.state* %call, i64 0, i32 2
  %1 = load %struct.item*, %struct.item** %items, align 8, !tbaa !75
  %wide.trip.count = zext i32 %0 to i64, !dbg !72
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !74
  %2 = icmp eq i32 %0, 1, !dbg !74
  br i1 %2, label %for.cond6.preheader.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !74

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !74
  br label %for.body, !dbg !74

for.cond6.preheader.loopexit.unr-lcssa:           ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !74
  br i1 %lcmp.mod.not, label %for.cond6.preheader, label %for.body.epil, !dbg !74

for.body.epil:                                    ; preds = %for.cond6.preheader.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !58, metadata !DIExpression()), !dbg !65
  %key.epil = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.unr, i32 0, !dbg !76
  store i64 %indvars.iv.unr, i64* %key.epil, align 8, !dbg !78, !tbaa !79
  %3 = trunc i64 %indvars.iv.unr to i32, !dbg !83
  %conv1.epil = sitofp i32 %3 to double, !dbg !83
  %mul.epil = fmul double %conv1.epil, 5.000000e-01, !dbg !84
  %weight.epil = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.unr, i32 1, !dbg !85
  store double %mul.epil, double* %weight.epil, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !58, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !65
  br label %for.cond6.preheader, !dbg !88

for.cond6.preheader:                              ; preds = %for.body.epil, %for.cond6.preheader.loopexit.unr-lcssa, %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !90
  %cmp840 = icmp sgt i32 %argc, -10, !dbg !88
  br i1 %cmp840, label %for.body11.preheader, label %for.cond.cleanup10, !dbg !91

for.body11.preheader:                             ; preds = %for.cond6.preheader
  %4 = add i32 %argc, 9, !dbg !91
  %smax = call i32 @llvm.smax.i32(i32 %4, i32 0), !dbg !91
  br label %for.body11, !dbg !91

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !58, metadata !DIExpression()), !dbg !65
  %key = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv, i32 0, !dbg !76
  store i64 %indvars.iv, i64* %key, align 8, !dbg !78, !tbaa !79
  %5 = trunc i64 %indvars.iv to i32, !dbg !83
  %conv1 = sitofp i32 %5 to double, !dbg !83
  %mul = fmul double %conv1, 5.000000e-01, !dbg !84
  %weight = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv, i32 1, !dbg !85
  store double %mul, double* %weight, align 8, !dbg !86, !tbaa !87
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !58, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !58, metadata !DIExpression()), !dbg !65
  %key.1 = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.next, i32 0, !dbg !76
  store i64 %indvars.iv.next, i64* %key.1, align 8, !dbg !78, !tbaa !79
  %6 = trunc i64 %indvars.iv.next to i32, !dbg !83
  %conv1.1 = sitofp i32 %6 to double, !dbg !83
  %mul.1 = fmul double %conv1.1, 5.000000e-01, !dbg !84
  %weight.1 = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.next, i32 1, !dbg !85
  store double %mul.1, double* %weight.1, align 8, !dbg !86, !tbaa !87
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !58, metadata !DIExpression()), !dbg !65
  %niter.next.1 = add i64 %niter, 2, !dbg !74
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !74
  br i1 %niter.ncmp.1, label %for.cond6.preheader.loopexit.unr-lcssa, label %for.body, !dbg !74, !llvm.loop !93

for.cond.cleanup10:                               ; preds = %for.body11, %for.cond6.preheader
  %7 = load i8*, i8** %argv, align 8, !dbg !96, !tbaa !97
  tail call fastcc void @set_name(%struct.state* noundef %call, i8* noundef %7), !dbg !98
  %call16 = tail call fastcc double @total(%struct.state* noundef %call), !dbg !99
  %name = getelementptr inbounds %struct.state, %struct.state* %call, i64 0, i32 7, !dbg !100
  %8 = load %struct.hdr*, %struct.hdr** %name, align 8, !dbg !100, !tbaa !101
  %arrayidx17 = getelementptr inbounds %struct.hdr, %struct.hdr* %8, i64 1, !dbg !102
  %len = getelementptr inbounds %struct.hdr, %struct.hdr* %8, i64 0, i32 0, !dbg !103
  %9 = load i32, i32* %len, align 4, !dbg !103, !tbaa !104
  %call19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %call16, %struct.hdr* noundef nonnull %arrayidx17, i32 noundef %9), !dbg !106
  ret i32 0, !dbg !107

for.body11:                                       ; preds = %for.body11.preheader, %for.body11
  %i5.041 = phi i32 [ %inc13, %for.body11 ], [ 0, %for.body11.preheader ]
  call void @llvm.dbg.value(metadata i32 %i5.041, metadata !60, metadata !DIExpression()), !dbg !90
  tail call fastcc void @add_node(%struct.state* noundef %call, i32 noundef %i5.041), !dbg !108
  %inc13 = add nuw i32 %i5.041, 1, !dbg !109
  call void @llvm.dbg.value(metadata i32 %inc13, metadata !60, metadata !DIExpression()), !dbg !90
  %exitcond43.not = icmp eq i32 %i5.041, %smax, !dbg !88
  br i1 %exitcond43.not, label %for.cond.cleanup10, label %for.body11, !dbg !91, !llvm.loop !110
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias %struct.state* @open_state(i32 noundef %n) unnamed_addr #3 !dbg !112 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i8* null, metadata !119, metadata !DIExpression()) #15, !dbg !124
  call void @llvm.dbg.value(metadata i8* null, metadata !122, metadata !DIExpression()) #15, !dbg !124
  call void @llvm.dbg.value(metadata i64 56, metadata !123, metadata !DIExpression()) #15, !dbg !124
  %calloc = call dereferenceable_or_null(56) i8* @calloc(i64 1, i64 56), !dbg !126
  %0 = bitcast i8* %calloc to %struct.state*, !dbg !127
  call void @llvm.dbg.value(metadata %struct.state* %0, metadata !117, metadata !DIExpression()), !dbg !118
  tail call void (%struct.state*, i32, ...) @configure(%struct.state* noundef %0, i32 undef, i8* (i8*, i8*, i64)* noundef nonnull @sys_alloc), !dbg !128
  %conv = sext i32 %n to i64, !dbg !129
  %mul = shl nsw i64 %conv, 4, !dbg !129
  %call1 = tail call fastcc i8* @mem_alloc(%struct.state* noundef %0, i64 noundef %mul), !dbg !129
  %items = getelementptr inbounds i8, i8* %calloc, i64 16, !dbg !130
  %1 = bitcast i8* %items to i8**, !dbg !131
  store i8* %call1, i8** %1, align 8, !dbg !131, !tbaa !75
  %nitems = getelementptr inbounds i8, i8* %calloc, i64 24, !dbg !132
  %2 = bitcast i8* %nitems to i32*, !dbg !132
  store i32 %n, i32* %2, align 8, !dbg !133, !tbaa !66
  ret %struct.state* %0, !dbg !134
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @add_node(%struct.state* nocapture noundef %S, i32 noundef %i) unnamed_addr #3 !dbg !135 {
entry:
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !139, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 %i, metadata !140, metadata !DIExpression()), !dbg !142
  %nodes = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 4, !dbg !143
  %0 = bitcast %struct.node** %nodes to i8**, !dbg !143
  %1 = load i8*, i8** %0, align 8, !dbg !143, !tbaa !144
  %nnodes = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 5, !dbg !145
  %2 = load i32, i32* %nnodes, align 8, !dbg !145, !tbaa !146
  %capnodes = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 6, !dbg !147
  %call = tail call fastcc i8* @mem_grow(%struct.state* noundef %S, i8* noundef %1, i32 noundef %2, i32* noundef nonnull %capnodes), !dbg !148
  %3 = bitcast i8* %call to %struct.node*, !dbg !148
  store i8* %call, i8** %0, align 8, !dbg !149, !tbaa !144
  %4 = load i32, i32* %nnodes, align 8, !dbg !150, !tbaa !146
  %inc = add nsw i32 %4, 1, !dbg !150
  store i32 %inc, i32* %nnodes, align 8, !dbg !150, !tbaa !146
  %idxprom = sext i32 %4 to i64, !dbg !151
  call void @llvm.dbg.value(metadata !DIArgList(%struct.node* %3, i64 %idxprom), metadata !141, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 16, DW_OP_mul, DW_OP_plus, DW_OP_stack_value)), !dbg !142
  %left = getelementptr inbounds %struct.node, %struct.node* %3, i64 %idxprom, i32 0, !dbg !152
  store i32 %i, i32* %left, align 8, !dbg !153, !tbaa !154
  %sub = sub nsw i32 0, %i, !dbg !156
  %right = getelementptr inbounds %struct.node, %struct.node* %3, i64 %idxprom, i32 1, !dbg !157
  store i32 %sub, i32* %right, align 4, !dbg !158, !tbaa !159
  %items = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 2, !dbg !160
  %5 = load %struct.item*, %struct.item** %items, align 8, !dbg !160, !tbaa !75
  %nitems = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 3, !dbg !161
  %6 = load i32, i32* %nitems, align 8, !dbg !161, !tbaa !66
  %rem = srem i32 %i, %6, !dbg !162
  %idxprom4 = sext i32 %rem to i64, !dbg !163
  %arrayidx5 = getelementptr inbounds %struct.item, %struct.item* %5, i64 %idxprom4, !dbg !163
  %it = getelementptr inbounds %struct.node, %struct.node* %3, i64 %idxprom, i32 2, !dbg !164
  store %struct.item* %arrayidx5, %struct.item** %it, align 8, !dbg !165, !tbaa !166
  ret void, !dbg !167
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @set_name(%struct.state* nocapture noundef %S, i8* nocapture noundef readonly %z) unnamed_addr #3 !dbg !168 {
entry:
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !174, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i8* %z, metadata !175, metadata !DIExpression()), !dbg !178
  %call = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %z) #16, !dbg !179
  call void @llvm.dbg.value(metadata i64 %call, metadata !176, metadata !DIExpression()), !dbg !178
  %add1 = add i64 %call, 9, !dbg !180
  %call2 = tail call fastcc i8* @mem_alloc(%struct.state* noundef %S, i64 noundef %add1), !dbg !181
  call void @llvm.dbg.value(metadata i8* %call2, metadata !177, metadata !DIExpression()), !dbg !178
  %conv = trunc i64 %call to i32, !dbg !182
  %len3 = bitcast i8* %call2 to i32*, !dbg !183
  store i32 %conv, i32* %len3, align 4, !dbg !184, !tbaa !104
  %flags = getelementptr inbounds i8, i8* %call2, i64 4, !dbg !185
  %0 = bitcast i8* %flags to i32*, !dbg !185
  store i32 0, i32* %0, align 4, !dbg !186, !tbaa !187
  %arrayidx = getelementptr inbounds i8, i8* %call2, i64 8, !dbg !188
  %add4 = add i64 %call, 1, !dbg !189
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %arrayidx, i8* align 1 %z, i64 %add4, i1 false), !dbg !190
  %name = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 7, !dbg !191
  %1 = bitcast %struct.hdr** %name to i8**, !dbg !192
  store i8* %call2, i8** %1, align 8, !dbg !192, !tbaa !101
  ret void, !dbg !193
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline nosync nounwind readonly uwtable
define internal fastcc double @total(%struct.state* nocapture noundef readonly %S) unnamed_addr #5 !dbg !194 {
entry:
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !198, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !199, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !205
  %nitems = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 3
  %0 = load i32, i32* %nitems, align 8, !tbaa !66
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !199, metadata !DIExpression()), !dbg !204
  %cmp37 = icmp sgt i32 %0, 0, !dbg !206
  br i1 %cmp37, label %for.body.lr.ph, label %for.cond5.preheader, !dbg !208

for.body.lr.ph:                                   ; preds = %entry
  %items = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 2
  %1 = load %struct.item*, %struct.item** %items, align 8, !tbaa !75
  %wide.trip.count = zext i32 %0 to i64, !dbg !206
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !208
  %2 = icmp eq i32 %0, 1, !dbg !208
  br i1 %2, label %for.cond5.preheader.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !208

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !208
  br label %for.body, !dbg !208

for.cond5.preheader.loopexit.unr-lcssa:           ; preds = %for.body, %for.body.lr.ph
  %.lcssa.ph = phi double [ undef, %for.body.lr.ph ], [ %14, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %t.038.unr = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %14, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !208
  br i1 %lcmp.mod.not, label %for.cond5.preheader, label %for.body.epil, !dbg !208

for.body.epil:                                    ; preds = %for.cond5.preheader.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !200, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata double %t.038.unr, metadata !199, metadata !DIExpression()), !dbg !204
  %weight.epil = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.unr, i32 1, !dbg !209
  %3 = load double, double* %weight.epil, align 8, !dbg !209, !tbaa !87
  %key.epil = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.unr, i32 0, !dbg !210
  %4 = load i64, i64* %key.epil, align 8, !dbg !210, !tbaa !79
  %conv.epil = sitofp i64 %4 to double, !dbg !211
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %conv.epil, double %t.038.unr), !dbg !212
  call void @llvm.dbg.value(metadata double %5, metadata !199, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !205
  br label %for.cond5.preheader

for.cond5.preheader:                              ; preds = %for.body.epil, %for.cond5.preheader.loopexit.unr-lcssa, %entry
  %t.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.cond5.preheader.loopexit.unr-lcssa ], [ %5, %for.body.epil ], !dbg !204
  %nnodes = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 5
  %6 = load i32, i32* %nnodes, align 8, !tbaa !146
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata double %t.0.lcssa, metadata !199, metadata !DIExpression()), !dbg !204
  %cmp640 = icmp sgt i32 %6, 0, !dbg !214
  br i1 %cmp640, label %for.body9.lr.ph, label %for.cond.cleanup8, !dbg !216

for.body9.lr.ph:                                  ; preds = %for.cond5.preheader
  %nodes = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 4
  %7 = load %struct.node*, %struct.node** %nodes, align 8, !tbaa !144
  %wide.trip.count48 = zext i32 %6 to i64, !dbg !214
  %xtraiter51 = and i64 %wide.trip.count48, 1, !dbg !216
  %8 = icmp eq i32 %6, 1, !dbg !216
  br i1 %8, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9.lr.ph.new, !dbg !216

for.body9.lr.ph.new:                              ; preds = %for.body9.lr.ph
  %unroll_iter54 = and i64 %wide.trip.count48, 4294967294, !dbg !216
  br label %for.body9, !dbg !216

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %t.038 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %14, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !200, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata double %t.038, metadata !199, metadata !DIExpression()), !dbg !204
  %weight = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv, i32 1, !dbg !209
  %9 = load double, double* %weight, align 8, !dbg !209, !tbaa !87
  %key = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv, i32 0, !dbg !210
  %10 = load i64, i64* %key, align 8, !dbg !210, !tbaa !79
  %conv = sitofp i64 %10 to double, !dbg !211
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %conv, double %t.038), !dbg !212
  call void @llvm.dbg.value(metadata double %11, metadata !199, metadata !DIExpression()), !dbg !204
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !200, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !200, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata double %11, metadata !199, metadata !DIExpression()), !dbg !204
  %weight.1 = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.next, i32 1, !dbg !209
  %12 = load double, double* %weight.1, align 8, !dbg !209, !tbaa !87
  %key.1 = getelementptr inbounds %struct.item, %struct.item* %1, i64 %indvars.iv.next, i32 0, !dbg !210
  %13 = load i64, i64* %key.1, align 8, !dbg !210, !tbaa !79
  %conv.1 = sitofp i64 %13 to double, !dbg !211
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %conv.1, double %11), !dbg !212
  call void @llvm.dbg.value(metadata double %14, metadata !199, metadata !DIExpression()), !dbg !204
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !217
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !200, metadata !DIExpression()), !dbg !205
  %niter.next.1 = add i64 %niter, 2, !dbg !208
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !208
  br i1 %niter.ncmp.1, label %for.cond5.preheader.loopexit.unr-lcssa, label %for.body, !dbg !208, !llvm.loop !218

for.cond.cleanup8.loopexit.unr-lcssa:             ; preds = %for.body9, %for.body9.lr.ph
  %add17.lcssa.ph = phi double [ undef, %for.body9.lr.ph ], [ %add17.1, %for.body9 ]
  %indvars.iv45.unr = phi i64 [ 0, %for.body9.lr.ph ], [ %indvars.iv.next46.1, %for.body9 ]
  %t.141.unr = phi double [ %t.0.lcssa, %for.body9.lr.ph ], [ %add17.1, %for.body9 ]
  %lcmp.mod52.not = icmp eq i64 %xtraiter51, 0, !dbg !216
  br i1 %lcmp.mod52.not, label %for.cond.cleanup8, label %for.body9.epil, !dbg !216

for.body9.epil:                                   ; preds = %for.cond.cleanup8.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv45.unr, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata double %t.141.unr, metadata !199, metadata !DIExpression()), !dbg !204
  %left.epil = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv45.unr, i32 0, !dbg !220
  %15 = load i32, i32* %left.epil, align 8, !dbg !220, !tbaa !154
  %conv12.epil = sitofp i32 %15 to double, !dbg !221
  %it.epil = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv45.unr, i32 2, !dbg !222
  %16 = load %struct.item*, %struct.item** %it.epil, align 8, !dbg !222, !tbaa !166
  %weight16.epil = getelementptr inbounds %struct.item, %struct.item* %16, i64 0, i32 1, !dbg !223
  %17 = load double, double* %weight16.epil, align 8, !dbg !223, !tbaa !87
  %add.epil = fadd double %17, %conv12.epil, !dbg !224
  %add17.epil = fadd double %t.141.unr, %add.epil, !dbg !225
  call void @llvm.dbg.value(metadata double %add17.epil, metadata !199, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i64 %indvars.iv45.unr, metadata !202, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !213
  br label %for.cond.cleanup8, !dbg !226

for.cond.cleanup8:                                ; preds = %for.body9.epil, %for.cond.cleanup8.loopexit.unr-lcssa, %for.cond5.preheader
  %t.1.lcssa = phi double [ %t.0.lcssa, %for.cond5.preheader ], [ %add17.lcssa.ph, %for.cond.cleanup8.loopexit.unr-lcssa ], [ %add17.epil, %for.body9.epil ], !dbg !204
  ret double %t.1.lcssa, !dbg !226

for.body9:                                        ; preds = %for.body9, %for.body9.lr.ph.new
  %indvars.iv45 = phi i64 [ 0, %for.body9.lr.ph.new ], [ %indvars.iv.next46.1, %for.body9 ]
  %t.141 = phi double [ %t.0.lcssa, %for.body9.lr.ph.new ], [ %add17.1, %for.body9 ]
  %niter55 = phi i64 [ 0, %for.body9.lr.ph.new ], [ %niter55.next.1, %for.body9 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv45, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata double %t.141, metadata !199, metadata !DIExpression()), !dbg !204
  %left = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv45, i32 0, !dbg !220
  %18 = load i32, i32* %left, align 8, !dbg !220, !tbaa !154
  %conv12 = sitofp i32 %18 to double, !dbg !221
  %it = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv45, i32 2, !dbg !222
  %19 = load %struct.item*, %struct.item** %it, align 8, !dbg !222, !tbaa !166
  %weight16 = getelementptr inbounds %struct.item, %struct.item* %19, i64 0, i32 1, !dbg !223
  %20 = load double, double* %weight16, align 8, !dbg !223, !tbaa !87
  %add = fadd double %20, %conv12, !dbg !224
  %add17 = fadd double %t.141, %add, !dbg !225
  call void @llvm.dbg.value(metadata double %add17, metadata !199, metadata !DIExpression()), !dbg !204
  %indvars.iv.next46 = or i64 %indvars.iv45, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46, metadata !202, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata double %add17, metadata !199, metadata !DIExpression()), !dbg !204
  %left.1 = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv.next46, i32 0, !dbg !220
  %21 = load i32, i32* %left.1, align 8, !dbg !220, !tbaa !154
  %conv12.1 = sitofp i32 %21 to double, !dbg !221
  %it.1 = getelementptr inbounds %struct.node, %struct.node* %7, i64 %indvars.iv.next46, i32 2, !dbg !222
  %22 = load %struct.item*, %struct.item** %it.1, align 8, !dbg !222, !tbaa !166
  %weight16.1 = getelementptr inbounds %struct.item, %struct.item* %22, i64 0, i32 1, !dbg !223
  %23 = load double, double* %weight16.1, align 8, !dbg !223, !tbaa !87
  %add.1 = fadd double %23, %conv12.1, !dbg !224
  %add17.1 = fadd double %add17, %add.1, !dbg !225
  call void @llvm.dbg.value(metadata double %add17.1, metadata !199, metadata !DIExpression()), !dbg !204
  %indvars.iv.next46.1 = add nuw nsw i64 %indvars.iv45, 2, !dbg !227
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.1, metadata !202, metadata !DIExpression()), !dbg !213
  %niter55.next.1 = add i64 %niter55, 2, !dbg !216
  %niter55.ncmp.1 = icmp eq i64 %niter55.next.1, %unroll_iter54, !dbg !216
  br i1 %niter55.ncmp.1, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9, !dbg !216, !llvm.loop !228
}

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal noalias i8* @sys_alloc(i8* nocapture noundef readnone %ud, i8* nocapture noundef %p, i64 noundef %n) #6 !dbg !120 {
entry:
  call void @llvm.dbg.value(metadata i8* %ud, metadata !119, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i8* %p, metadata !122, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 %n, metadata !123, metadata !DIExpression()), !dbg !230
  %cmp = icmp eq i64 %n, 0, !dbg !231
  br i1 %cmp, label %if.then, label %if.end, !dbg !233

if.then:                                          ; preds = %entry
  tail call void @free(i8* noundef %p) #15, !dbg !234
  br label %return, !dbg !236

if.end:                                           ; preds = %entry
  %call = tail call i8* @realloc(i8* noundef %p, i64 noundef %n) #15, !dbg !237
  br label %return, !dbg !238

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i8* [ null, %if.then ], [ %call, %if.end ], !dbg !230
  ret i8* %retval.0, !dbg !239
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define internal void @configure(%struct.state* nocapture noundef writeonly %S, i32 %what, ...) unnamed_addr #7 !dbg !240 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !244, metadata !DIExpression()), !dbg !263
  call void @llvm.dbg.value(metadata i32 1, metadata !245, metadata !DIExpression()), !dbg !263
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*, !dbg !264
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #15, !dbg !264
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !246, metadata !DIExpression()), !dbg !265
  call void @llvm.va_start(i8* nonnull %0), !dbg !266
  %gp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0, !dbg !267
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !267
  %fits_in_gp = icmp ult i32 %gp_offset, 41, !dbg !267
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !267

vaarg.in_reg:                                     ; preds = %entry
  %1 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3, !dbg !267
  %reg_save_area = load i8*, i8** %1, align 16, !dbg !267
  %2 = zext i32 %gp_offset to i64, !dbg !267
  %3 = getelementptr i8, i8* %reg_save_area, i64 %2, !dbg !267
  %4 = add nuw nsw i32 %gp_offset, 8, !dbg !267
  store i32 %4, i32* %gp_offset_p, align 16, !dbg !267
  br label %vaarg.end, !dbg !267

vaarg.in_mem:                                     ; preds = %entry
  %overflow_arg_area_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2, !dbg !267
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !267
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8, !dbg !267
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !267
  br label %vaarg.end, !dbg !267

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr.in = phi i8* [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i8* (i8*, i8*, i64)**, !dbg !267
  %5 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %vaarg.addr, align 8, !dbg !267
  %fn = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 0, !dbg !269
  store i8* (i8*, i8*, i64)* %5, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !270, !tbaa !271
  call void @llvm.va_end(i8* nonnull %0), !dbg !272
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #15, !dbg !273
  ret void, !dbg !273
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i8* @mem_alloc(%struct.state* nocapture noundef readonly %S, i64 noundef %n) unnamed_addr #3 !dbg !274 {
entry:
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !278, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64 %n, metadata !279, metadata !DIExpression()), !dbg !281
  %fn = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 0, !dbg !282
  %0 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !282, !tbaa !271
  %ud = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 1, !dbg !283
  %1 = load i8*, i8** %ud, align 8, !dbg !283, !tbaa !284
  %call = tail call i8* %0(i8* noundef %1, i8* noundef null, i64 noundef %n) #15, !dbg !285
  call void @llvm.dbg.value(metadata i8* %call, metadata !280, metadata !DIExpression()), !dbg !281
  %tobool.not = icmp eq i8* %call, null, !dbg !286
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !288

if.then:                                          ; preds = %entry
  tail call void @abort() #17, !dbg !289
  unreachable, !dbg !289

if.end:                                           ; preds = %entry
  ret i8* %call, !dbg !290
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #9

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #9

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #10

; Function Attrs: noinline nounwind uwtable
define internal fastcc i8* @mem_grow(%struct.state* nocapture noundef readonly %S, i8* noundef %block, i32 noundef %n, i32* nocapture noundef %cap) unnamed_addr #3 !dbg !291 {
entry:
  call void @llvm.dbg.value(metadata %struct.state* %S, metadata !296, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i8* %block, metadata !297, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32 %n, metadata !298, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i32* %cap, metadata !299, metadata !DIExpression()), !dbg !303
  call void @llvm.dbg.value(metadata i64 16, metadata !300, metadata !DIExpression()), !dbg !303
  %0 = load i32, i32* %cap, align 4, !dbg !304, !tbaa !306
  %cmp = icmp sgt i32 %0, %n, !dbg !307
  br i1 %cmp, label %return, label %if.end, !dbg !308

if.end:                                           ; preds = %entry
  %tobool.not = icmp eq i32 %0, 0, !dbg !309
  %mul = shl nsw i32 %0, 1
  %spec.select = select i1 %tobool.not, i32 4, i32 %mul, !dbg !309
  call void @llvm.dbg.value(metadata i32 %spec.select, metadata !301, metadata !DIExpression()), !dbg !303
  %fn = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 0, !dbg !310
  %1 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !310, !tbaa !271
  %ud = getelementptr inbounds %struct.state, %struct.state* %S, i64 0, i32 1, !dbg !311
  %2 = load i8*, i8** %ud, align 8, !dbg !311, !tbaa !284
  %conv = sext i32 %spec.select to i64, !dbg !312
  %mul1 = shl nsw i64 %conv, 4, !dbg !313
  %call = tail call i8* %1(i8* noundef %2, i8* noundef %block, i64 noundef %mul1) #15, !dbg !314
  call void @llvm.dbg.value(metadata i8* %call, metadata !302, metadata !DIExpression()), !dbg !303
  %tobool2.not = icmp eq i8* %call, null, !dbg !315
  br i1 %tobool2.not, label %if.then3, label %if.end4, !dbg !317

if.then3:                                         ; preds = %if.end
  tail call void @abort() #17, !dbg !318
  unreachable, !dbg !318

if.end4:                                          ; preds = %if.end
  store i32 %spec.select, i32* %cap, align 4, !dbg !319, !tbaa !306
  br label %return

return:                                           ; preds = %entry, %if.end4
  %retval.0 = phi i8* [ %call, %if.end4 ], [ %block, %entry ], !dbg !303
  ret i8* %retval.0, !dbg !320
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #11

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #13

; Function Attrs: inaccessiblememonly nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #13

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn }
attributes #10 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { inaccessiblememonly nofree nounwind willreturn }
attributes #15 = { nounwind }
attributes #16 = { nounwind readonly willreturn }
attributes #17 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wrapper_chain.c", directory: ".", checksumkind: CSK_MD5, checksum: "34981d0b7cfe0869ea4bc3b5e82f8ee1")
!2 = !{!3, !5, !6, !13, !16, !12}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !1, line: 15, size: 128, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !7, file: !1, line: 16, baseType: !10, size: 64)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !7, file: !1, line: 17, baseType: !12, size: 64, offset: 64)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 46, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 125, type: !25, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!16, !16, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!28 = !{!29, !30, !31, !58, !60}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !1, line: 125, type: !16)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !1, line: 125, type: !27)
!31 = !DILocalVariable(name: "S", scope: !24, file: !1, line: 127, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !1, line: 30, size: 448, elements: !34)
!34 = !{!35, !40, !41, !42, !43, !50, !51, !52}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !33, file: !1, line: 31, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_fn", file: !1, line: 13, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DISubroutineType(types: !39)
!39 = !{!5, !5, !5, !13}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !33, file: !1, line: 32, baseType: !5, size: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !33, file: !1, line: 33, baseType: !6, size: 64, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", scope: !33, file: !1, line: 34, baseType: !16, size: 32, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", scope: !33, file: !1, line: 35, baseType: !44, size: 64, offset: 256)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 20, size: 128, elements: !46)
!46 = !{!47, !48, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !45, file: !1, line: 21, baseType: !16, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !45, file: !1, line: 21, baseType: !16, size: 32, offset: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !45, file: !1, line: 22, baseType: !6, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "nnodes", scope: !33, file: !1, line: 36, baseType: !16, size: 32, offset: 320)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "capnodes", scope: !33, file: !1, line: 36, baseType: !16, size: 32, offset: 352)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !33, file: !1, line: 37, baseType: !53, size: 64, offset: 384)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hdr", file: !1, line: 25, size: 64, elements: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !54, file: !1, line: 26, baseType: !16, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !54, file: !1, line: 27, baseType: !16, size: 32, offset: 32)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 128, type: !16)
!59 = distinct !DILexicalBlock(scope: !24, file: !1, line: 128, column: 2)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 132, type: !16)
!61 = distinct !DILexicalBlock(scope: !24, file: !1, line: 132, column: 2)
!62 = !DILocation(line: 0, scope: !24)
!63 = !DILocation(line: 127, column: 36, scope: !24)
!64 = !DILocation(line: 127, column: 20, scope: !24)
!65 = !DILocation(line: 0, scope: !59)
!66 = !{!67, !71, i64 24}
!67 = !{!"state", !68, i64 0, !68, i64 8, !68, i64 16, !71, i64 24, !68, i64 32, !71, i64 40, !71, i64 44, !68, i64 48}
!68 = !{!"any pointer", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !{!"int", !69, i64 0}
!72 = !DILocation(line: 128, column: 20, scope: !73)
!73 = distinct !DILexicalBlock(scope: !59, file: !1, line: 128, column: 2)
!74 = !DILocation(line: 128, column: 2, scope: !59)
!75 = !{!67, !68, i64 16}
!76 = !DILocation(line: 129, column: 15, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 128, column: 38)
!78 = !DILocation(line: 129, column: 19, scope: !77)
!79 = !{!80, !81, i64 0}
!80 = !{!"item", !81, i64 0, !82, i64 8}
!81 = !{!"long", !69, i64 0}
!82 = !{!"double", !69, i64 0}
!83 = !DILocation(line: 130, column: 30, scope: !77)
!84 = !DILocation(line: 130, column: 28, scope: !77)
!85 = !DILocation(line: 130, column: 15, scope: !77)
!86 = !DILocation(line: 130, column: 22, scope: !77)
!87 = !{!80, !82, i64 8}
!88 = !DILocation(line: 132, column: 20, scope: !89)
!89 = distinct !DILexicalBlock(scope: !61, file: !1, line: 132, column: 2)
!90 = !DILocation(line: 0, scope: !61)
!91 = !DILocation(line: 132, column: 2, scope: !61)
!92 = !DILocation(line: 128, column: 34, scope: !73)
!93 = distinct !{!93, !74, !94, !95}
!94 = !DILocation(line: 131, column: 2, scope: !59)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 134, column: 14, scope: !24)
!97 = !{!68, !68, i64 0}
!98 = !DILocation(line: 134, column: 2, scope: !24)
!99 = !DILocation(line: 135, column: 23, scope: !24)
!100 = !DILocation(line: 135, column: 45, scope: !24)
!101 = !{!67, !68, i64 48}
!102 = !DILocation(line: 135, column: 42, scope: !24)
!103 = !DILocation(line: 135, column: 63, scope: !24)
!104 = !{!105, !71, i64 0}
!105 = !{!"hdr", !71, i64 0, !71, i64 4}
!106 = !DILocation(line: 135, column: 2, scope: !24)
!107 = !DILocation(line: 136, column: 2, scope: !24)
!108 = !DILocation(line: 133, column: 3, scope: !89)
!109 = !DILocation(line: 132, column: 34, scope: !89)
!110 = distinct !{!110, !91, !111, !95}
!111 = !DILocation(line: 133, column: 16, scope: !61)
!112 = distinct !DISubprogram(name: "open_state", scope: !1, file: !1, line: 86, type: !113, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!32, !16}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !1, line: 86, type: !16)
!117 = !DILocalVariable(name: "S", scope: !112, file: !1, line: 88, type: !32)
!118 = !DILocation(line: 0, scope: !112)
!119 = !DILocalVariable(name: "ud", arg: 1, scope: !120, file: !1, line: 45, type: !5)
!120 = distinct !DISubprogram(name: "sys_alloc", scope: !1, file: !1, line: 45, type: !38, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !121)
!121 = !{!119, !122, !123}
!122 = !DILocalVariable(name: "p", arg: 2, scope: !120, file: !1, line: 45, type: !5)
!123 = !DILocalVariable(name: "n", arg: 3, scope: !120, file: !1, line: 45, type: !13)
!124 = !DILocation(line: 0, scope: !120, inlinedAt: !125)
!125 = distinct !DILocation(line: 88, column: 20, scope: !112)
!126 = !DILocation(line: 52, column: 9, scope: !120, inlinedAt: !125)
!127 = !DILocation(line: 88, column: 20, scope: !112)
!128 = !DILocation(line: 90, column: 2, scope: !112)
!129 = !DILocation(line: 91, column: 13, scope: !112)
!130 = !DILocation(line: 91, column: 5, scope: !112)
!131 = !DILocation(line: 91, column: 11, scope: !112)
!132 = !DILocation(line: 92, column: 5, scope: !112)
!133 = !DILocation(line: 92, column: 12, scope: !112)
!134 = !DILocation(line: 93, column: 2, scope: !112)
!135 = distinct !DISubprogram(name: "add_node", scope: !1, file: !1, line: 96, type: !136, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !32, !16}
!138 = !{!139, !140, !141}
!139 = !DILocalVariable(name: "S", arg: 1, scope: !135, file: !1, line: 96, type: !32)
!140 = !DILocalVariable(name: "i", arg: 2, scope: !135, file: !1, line: 96, type: !16)
!141 = !DILocalVariable(name: "nd", scope: !135, file: !1, line: 99, type: !44)
!142 = !DILocation(line: 0, scope: !135)
!143 = !DILocation(line: 98, column: 28, scope: !135)
!144 = !{!67, !68, i64 32}
!145 = !DILocation(line: 98, column: 38, scope: !135)
!146 = !{!67, !71, i64 40}
!147 = !DILocation(line: 98, column: 50, scope: !135)
!148 = !DILocation(line: 98, column: 13, scope: !135)
!149 = !DILocation(line: 98, column: 11, scope: !135)
!150 = !DILocation(line: 99, column: 39, scope: !135)
!151 = !DILocation(line: 99, column: 21, scope: !135)
!152 = !DILocation(line: 100, column: 6, scope: !135)
!153 = !DILocation(line: 100, column: 11, scope: !135)
!154 = !{!155, !71, i64 0}
!155 = !{!"node", !71, i64 0, !71, i64 4, !68, i64 8}
!156 = !DILocation(line: 101, column: 14, scope: !135)
!157 = !DILocation(line: 101, column: 6, scope: !135)
!158 = !DILocation(line: 101, column: 12, scope: !135)
!159 = !{!155, !71, i64 4}
!160 = !DILocation(line: 102, column: 15, scope: !135)
!161 = !DILocation(line: 102, column: 28, scope: !135)
!162 = !DILocation(line: 102, column: 23, scope: !135)
!163 = !DILocation(line: 102, column: 12, scope: !135)
!164 = !DILocation(line: 102, column: 6, scope: !135)
!165 = !DILocation(line: 102, column: 9, scope: !135)
!166 = !{!155, !68, i64 8}
!167 = !DILocation(line: 103, column: 1, scope: !135)
!168 = distinct !DISubprogram(name: "set_name", scope: !1, file: !1, line: 105, type: !169, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !173)
!169 = !DISubroutineType(types: !170)
!170 = !{null, !32, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!173 = !{!174, !175, !176, !177}
!174 = !DILocalVariable(name: "S", arg: 1, scope: !168, file: !1, line: 105, type: !32)
!175 = !DILocalVariable(name: "z", arg: 2, scope: !168, file: !1, line: 105, type: !171)
!176 = !DILocalVariable(name: "len", scope: !168, file: !1, line: 107, type: !13)
!177 = !DILocalVariable(name: "h", scope: !168, file: !1, line: 108, type: !53)
!178 = !DILocation(line: 0, scope: !168)
!179 = !DILocation(line: 107, column: 15, scope: !168)
!180 = !DILocation(line: 108, column: 56, scope: !168)
!181 = !DILocation(line: 108, column: 18, scope: !168)
!182 = !DILocation(line: 109, column: 11, scope: !168)
!183 = !DILocation(line: 109, column: 5, scope: !168)
!184 = !DILocation(line: 109, column: 9, scope: !168)
!185 = !DILocation(line: 110, column: 5, scope: !168)
!186 = !DILocation(line: 110, column: 11, scope: !168)
!187 = !{!105, !71, i64 4}
!188 = !DILocation(line: 111, column: 18, scope: !168)
!189 = !DILocation(line: 111, column: 31, scope: !168)
!190 = !DILocation(line: 111, column: 2, scope: !168)
!191 = !DILocation(line: 112, column: 5, scope: !168)
!192 = !DILocation(line: 112, column: 10, scope: !168)
!193 = !DILocation(line: 113, column: 1, scope: !168)
!194 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 115, type: !195, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{!12, !32}
!197 = !{!198, !199, !200, !202}
!198 = !DILocalVariable(name: "S", arg: 1, scope: !194, file: !1, line: 115, type: !32)
!199 = !DILocalVariable(name: "t", scope: !194, file: !1, line: 117, type: !12)
!200 = !DILocalVariable(name: "i", scope: !201, file: !1, line: 118, type: !16)
!201 = distinct !DILexicalBlock(scope: !194, file: !1, line: 118, column: 2)
!202 = !DILocalVariable(name: "i", scope: !203, file: !1, line: 120, type: !16)
!203 = distinct !DILexicalBlock(scope: !194, file: !1, line: 120, column: 2)
!204 = !DILocation(line: 0, scope: !194)
!205 = !DILocation(line: 0, scope: !201)
!206 = !DILocation(line: 118, column: 20, scope: !207)
!207 = distinct !DILexicalBlock(scope: !201, file: !1, line: 118, column: 2)
!208 = !DILocation(line: 118, column: 2, scope: !201)
!209 = !DILocation(line: 119, column: 20, scope: !207)
!210 = !DILocation(line: 119, column: 49, scope: !207)
!211 = !DILocation(line: 119, column: 29, scope: !207)
!212 = !DILocation(line: 119, column: 5, scope: !207)
!213 = !DILocation(line: 0, scope: !203)
!214 = !DILocation(line: 120, column: 20, scope: !215)
!215 = distinct !DILexicalBlock(scope: !203, file: !1, line: 120, column: 2)
!216 = !DILocation(line: 120, column: 2, scope: !203)
!217 = !DILocation(line: 118, column: 34, scope: !207)
!218 = distinct !{!218, !208, !219, !95}
!219 = !DILocation(line: 119, column: 49, scope: !201)
!220 = !DILocation(line: 121, column: 20, scope: !215)
!221 = !DILocation(line: 121, column: 8, scope: !215)
!222 = !DILocation(line: 121, column: 39, scope: !215)
!223 = !DILocation(line: 121, column: 43, scope: !215)
!224 = !DILocation(line: 121, column: 25, scope: !215)
!225 = !DILocation(line: 121, column: 5, scope: !215)
!226 = !DILocation(line: 122, column: 2, scope: !194)
!227 = !DILocation(line: 120, column: 34, scope: !215)
!228 = distinct !{!228, !216, !229, !95}
!229 = !DILocation(line: 121, column: 43, scope: !203)
!230 = !DILocation(line: 0, scope: !120)
!231 = !DILocation(line: 48, column: 8, scope: !232)
!232 = distinct !DILexicalBlock(scope: !120, file: !1, line: 48, column: 6)
!233 = !DILocation(line: 48, column: 6, scope: !120)
!234 = !DILocation(line: 49, column: 3, scope: !235)
!235 = distinct !DILexicalBlock(scope: !232, file: !1, line: 48, column: 14)
!236 = !DILocation(line: 50, column: 3, scope: !235)
!237 = !DILocation(line: 52, column: 9, scope: !120)
!238 = !DILocation(line: 52, column: 2, scope: !120)
!239 = !DILocation(line: 53, column: 1, scope: !120)
!240 = distinct !DISubprogram(name: "configure", scope: !1, file: !1, line: 55, type: !241, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !32, !16, null}
!243 = !{!244, !245, !246}
!244 = !DILocalVariable(name: "S", arg: 1, scope: !240, file: !1, line: 55, type: !32)
!245 = !DILocalVariable(name: "what", arg: 2, scope: !240, file: !1, line: 55, type: !16)
!246 = !DILocalVariable(name: "ap", scope: !240, file: !1, line: 57, type: !247)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !248, line: 52, baseType: !249)
!248 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !250, line: 32, baseType: !251)
!250 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !252, baseType: !253)
!252 = !DIFile(filename: "wrapper_chain.c", directory: ".")
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !254, size: 192, elements: !261)
!254 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !255)
!255 = !{!256, !258, !259, !260}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !254, file: !252, line: 57, baseType: !257, size: 32)
!257 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !254, file: !252, line: 57, baseType: !257, size: 32, offset: 32)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !254, file: !252, line: 57, baseType: !5, size: 64, offset: 64)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !254, file: !252, line: 57, baseType: !5, size: 64, offset: 128)
!261 = !{!262}
!262 = !DISubrange(count: 1)
!263 = !DILocation(line: 0, scope: !240)
!264 = !DILocation(line: 57, column: 2, scope: !240)
!265 = !DILocation(line: 57, column: 10, scope: !240)
!266 = !DILocation(line: 58, column: 2, scope: !240)
!267 = !DILocation(line: 60, column: 11, scope: !268)
!268 = distinct !DILexicalBlock(scope: !240, file: !1, line: 59, column: 6)
!269 = !DILocation(line: 60, column: 6, scope: !268)
!270 = !DILocation(line: 60, column: 9, scope: !268)
!271 = !{!67, !68, i64 0}
!272 = !DILocation(line: 61, column: 2, scope: !240)
!273 = !DILocation(line: 62, column: 1, scope: !240)
!274 = distinct !DISubprogram(name: "mem_alloc", scope: !1, file: !1, line: 64, type: !275, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !277)
!275 = !DISubroutineType(types: !276)
!276 = !{!5, !32, !13}
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "S", arg: 1, scope: !274, file: !1, line: 64, type: !32)
!279 = !DILocalVariable(name: "n", arg: 2, scope: !274, file: !1, line: 64, type: !13)
!280 = !DILocalVariable(name: "p", scope: !274, file: !1, line: 66, type: !5)
!281 = !DILocation(line: 0, scope: !274)
!282 = !DILocation(line: 66, column: 15, scope: !274)
!283 = !DILocation(line: 66, column: 21, scope: !274)
!284 = !{!67, !68, i64 8}
!285 = !DILocation(line: 66, column: 12, scope: !274)
!286 = !DILocation(line: 67, column: 7, scope: !287)
!287 = distinct !DILexicalBlock(scope: !274, file: !1, line: 67, column: 6)
!288 = !DILocation(line: 67, column: 6, scope: !274)
!289 = !DILocation(line: 68, column: 3, scope: !287)
!290 = !DILocation(line: 69, column: 2, scope: !274)
!291 = distinct !DISubprogram(name: "mem_grow", scope: !1, file: !1, line: 72, type: !292, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !295)
!292 = !DISubroutineType(types: !293)
!293 = !{!5, !32, !5, !16, !294, !13}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!295 = !{!296, !297, !298, !299, !300, !301, !302}
!296 = !DILocalVariable(name: "S", arg: 1, scope: !291, file: !1, line: 72, type: !32)
!297 = !DILocalVariable(name: "block", arg: 2, scope: !291, file: !1, line: 72, type: !5)
!298 = !DILocalVariable(name: "n", arg: 3, scope: !291, file: !1, line: 72, type: !16)
!299 = !DILocalVariable(name: "cap", arg: 4, scope: !291, file: !1, line: 72, type: !294)
!300 = !DILocalVariable(name: "elem", arg: 5, scope: !291, file: !1, line: 72, type: !13)
!301 = !DILocalVariable(name: "ncap", scope: !291, file: !1, line: 76, type: !16)
!302 = !DILocalVariable(name: "p", scope: !291, file: !1, line: 77, type: !5)
!303 = !DILocation(line: 0, scope: !291)
!304 = !DILocation(line: 74, column: 10, scope: !305)
!305 = distinct !DILexicalBlock(scope: !291, file: !1, line: 74, column: 6)
!306 = !{!71, !71, i64 0}
!307 = !DILocation(line: 74, column: 8, scope: !305)
!308 = !DILocation(line: 74, column: 6, scope: !291)
!309 = !DILocation(line: 76, column: 13, scope: !291)
!310 = !DILocation(line: 77, column: 15, scope: !291)
!311 = !DILocation(line: 77, column: 21, scope: !291)
!312 = !DILocation(line: 77, column: 32, scope: !291)
!313 = !DILocation(line: 77, column: 45, scope: !291)
!314 = !DILocation(line: 77, column: 12, scope: !291)
!315 = !DILocation(line: 78, column: 7, scope: !316)
!316 = distinct !DILexicalBlock(scope: !291, file: !1, line: 78, column: 6)
!317 = !DILocation(line: 78, column: 6, scope: !291)
!318 = !DILocation(line: 79, column: 3, scope: !316)
!319 = !DILocation(line: 80, column: 7, scope: !291)
!320 = !DILocation(line: 82, column: 1, scope: !291)
