; ModuleID = 'wrapper_chain.c'
source_filename = "wrapper_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i64, double }
%struct.node = type { i32, i32, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"%f %s %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !31 {
entry:
    #dbg_value(i32 %argc, !36, !DIExpression(), !69)
    #dbg_value(ptr %argv, !37, !DIExpression(), !69)
  %add = add nsw i32 %argc, 4, !dbg !70
  %call = tail call fastcc ptr @open_state(i32 noundef %add), !dbg !71
    #dbg_value(ptr %call, !38, !DIExpression(), !69)
    #dbg_value(i32 0, !65, !DIExpression(), !72)
  %nitems = getelementptr inbounds i8, ptr %call, i64 24
  %0 = load i32, ptr %nitems, align 8, !tbaa !73
    #dbg_value(i32 0, !65, !DIExpression(), !72)
  %cmp35 = icmp sgt i32 %0, 0, !dbg !79
  br i1 %cmp35, label %for.body.lr.ph, label %for.cond6.preheader, !dbg !81

for.body.lr.ph:                                   ; preds = %entry
  %items = getelementptr inbounds i8, ptr %call, i64 16
  %1 = load ptr, ptr %items, align 8, !tbaa !82
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !79
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !81
  %2 = icmp eq i32 %0, 1, !dbg !81
  br i1 %2, label %for.cond6.preheader.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !81

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !81
  br label %for.body, !dbg !81

for.cond6.preheader.loopexit.unr-lcssa:           ; preds = %for.body, %for.body.lr.ph
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !81
  br i1 %lcmp.mod.not, label %for.cond6.preheader, label %for.body.epil, !dbg !81

for.body.epil:                                    ; preds = %for.cond6.preheader.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !65, !DIExpression(), !72)
  %arrayidx.epil = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.unr, !dbg !83
  store i64 %indvars.iv.unr, ptr %arrayidx.epil, align 8, !dbg !85, !tbaa !86
  %3 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !90
  %conv1.epil = uitofp nneg i32 %3 to double, !dbg !90
  %mul.epil = fmul double %conv1.epil, 5.000000e-01, !dbg !91
  %weight.epil = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.unr, i32 1, !dbg !92
  store double %mul.epil, ptr %weight.epil, align 8, !dbg !93, !tbaa !94
    #dbg_value(i64 %indvars.iv.unr, !65, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !72)
  br label %for.cond6.preheader, !dbg !95

for.cond6.preheader:                              ; preds = %for.body.epil, %for.cond6.preheader.loopexit.unr-lcssa, %entry
    #dbg_value(i32 0, !67, !DIExpression(), !97)
  %cmp837 = icmp sgt i32 %argc, -10, !dbg !95
  br i1 %cmp837, label %for.body11.preheader, label %for.cond.cleanup10, !dbg !98

for.body11.preheader:                             ; preds = %for.cond6.preheader
  %4 = add i32 %argc, 9, !dbg !98
  %smax = tail call i32 @llvm.smax.i32(i32 %4, i32 0), !dbg !98
  br label %for.body11, !dbg !98

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !65, !DIExpression(), !72)
  %arrayidx = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv, !dbg !83
  store i64 %indvars.iv, ptr %arrayidx, align 8, !dbg !85, !tbaa !86
  %5 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !90
  %conv1 = uitofp nneg i32 %5 to double, !dbg !90
  %mul = fmul double %conv1, 5.000000e-01, !dbg !91
  %weight = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv, i32 1, !dbg !92
  store double %mul, ptr %weight, align 8, !dbg !93, !tbaa !94
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !99
    #dbg_value(i64 %indvars.iv.next, !65, !DIExpression(), !72)
  %arrayidx.1 = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.next, !dbg !83
  store i64 %indvars.iv.next, ptr %arrayidx.1, align 8, !dbg !85, !tbaa !86
  %6 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !90
  %conv1.1 = uitofp nneg i32 %6 to double, !dbg !90
  %mul.1 = fmul double %conv1.1, 5.000000e-01, !dbg !91
  %weight.1 = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.next, i32 1, !dbg !92
  store double %mul.1, ptr %weight.1, align 8, !dbg !93, !tbaa !94
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !99
    #dbg_value(i64 %indvars.iv.next.1, !65, !DIExpression(), !72)
  %niter.next.1 = add i64 %niter, 2, !dbg !81
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !81
  br i1 %niter.ncmp.1, label %for.cond6.preheader.loopexit.unr-lcssa, label %for.body, !dbg !81, !llvm.loop !100

for.cond.cleanup10:                               ; preds = %for.body11, %for.cond6.preheader
  %7 = load ptr, ptr %argv, align 8, !dbg !103, !tbaa !104
  tail call fastcc void @set_name(ptr noundef %call, ptr noundef %7), !dbg !105
  %call16 = tail call fastcc double @total(ptr noundef %call), !dbg !106
  %name = getelementptr inbounds i8, ptr %call, i64 48, !dbg !107
  %8 = load ptr, ptr %name, align 8, !dbg !107, !tbaa !108
  %arrayidx17 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !109
  %9 = load i32, ptr %8, align 4, !dbg !110, !tbaa !111
  %call19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %call16, ptr noundef nonnull %arrayidx17, i32 noundef %9), !dbg !113
  ret i32 0, !dbg !114

for.body11:                                       ; preds = %for.body11.preheader, %for.body11
  %i5.038 = phi i32 [ %inc13, %for.body11 ], [ 0, %for.body11.preheader ]
    #dbg_value(i32 %i5.038, !67, !DIExpression(), !97)
  tail call fastcc void @add_node(ptr noundef %call, i32 noundef %i5.038), !dbg !115
  %inc13 = add nuw i32 %i5.038, 1, !dbg !116
    #dbg_value(i32 %inc13, !67, !DIExpression(), !97)
  %exitcond40.not = icmp eq i32 %i5.038, %smax, !dbg !95
  br i1 %exitcond40.not, label %for.cond.cleanup10, label %for.body11, !dbg !98, !llvm.loop !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @open_state(i32 noundef %n) unnamed_addr #2 !dbg !119 {
entry:
    #dbg_value(i32 %n, !123, !DIExpression(), !125)
    #dbg_value(ptr null, !126, !DIExpression(), !131)
    #dbg_value(ptr null, !129, !DIExpression(), !131)
    #dbg_value(i64 56, !130, !DIExpression(), !131)
  %calloc = tail call dereferenceable_or_null(56) ptr @calloc(i64 1, i64 56), !dbg !133
    #dbg_value(ptr %calloc, !124, !DIExpression(), !125)
  tail call void (ptr, i32, ...) @configure(ptr noundef %calloc, i32 poison, ptr noundef nonnull @sys_alloc), !dbg !134
  %conv = sext i32 %n to i64, !dbg !135
  %mul = shl nsw i64 %conv, 4, !dbg !135
  %call1 = tail call fastcc ptr @mem_alloc(ptr noundef %calloc, i64 noundef %mul), !dbg !135
  %items = getelementptr inbounds i8, ptr %calloc, i64 16, !dbg !136
  store ptr %call1, ptr %items, align 8, !dbg !137, !tbaa !82
  %nitems = getelementptr inbounds i8, ptr %calloc, i64 24, !dbg !138
  store i32 %n, ptr %nitems, align 8, !dbg !139, !tbaa !73
  ret ptr %calloc, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @add_node(ptr nocapture noundef %S, i32 noundef %i) unnamed_addr #2 !dbg !141 {
entry:
    #dbg_value(ptr %S, !145, !DIExpression(), !148)
    #dbg_value(i32 %i, !146, !DIExpression(), !148)
  %nodes = getelementptr inbounds i8, ptr %S, i64 32, !dbg !149
  %0 = load ptr, ptr %nodes, align 8, !dbg !149, !tbaa !150
  %nnodes = getelementptr inbounds i8, ptr %S, i64 40, !dbg !151
  %1 = load i32, ptr %nnodes, align 8, !dbg !151, !tbaa !152
  %capnodes = getelementptr inbounds i8, ptr %S, i64 44, !dbg !153
  %call = tail call fastcc ptr @mem_grow(ptr noundef %S, ptr noundef %0, i32 noundef %1, ptr noundef nonnull %capnodes), !dbg !154
  store ptr %call, ptr %nodes, align 8, !dbg !155, !tbaa !150
  %2 = load i32, ptr %nnodes, align 8, !dbg !156, !tbaa !152
  %inc = add nsw i32 %2, 1, !dbg !156
  store i32 %inc, ptr %nnodes, align 8, !dbg !156, !tbaa !152
  %idxprom = sext i32 %2 to i64, !dbg !157
  %arrayidx = getelementptr inbounds %struct.node, ptr %call, i64 %idxprom, !dbg !157
    #dbg_value(ptr %arrayidx, !147, !DIExpression(), !148)
  store i32 %i, ptr %arrayidx, align 8, !dbg !158, !tbaa !159
  %sub = sub nsw i32 0, %i, !dbg !161
  %right = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !162
  store i32 %sub, ptr %right, align 4, !dbg !163, !tbaa !164
  %items = getelementptr inbounds i8, ptr %S, i64 16, !dbg !165
  %3 = load ptr, ptr %items, align 8, !dbg !165, !tbaa !82
  %nitems = getelementptr inbounds i8, ptr %S, i64 24, !dbg !166
  %4 = load i32, ptr %nitems, align 8, !dbg !166, !tbaa !73
  %rem = srem i32 %i, %4, !dbg !167
  %idxprom4 = sext i32 %rem to i64, !dbg !168
  %arrayidx5 = getelementptr inbounds %struct.item, ptr %3, i64 %idxprom4, !dbg !168
  %it = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !169
  store ptr %arrayidx5, ptr %it, align 8, !dbg !170, !tbaa !171
  ret void, !dbg !172
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @set_name(ptr nocapture noundef %S, ptr nocapture noundef readonly %z) unnamed_addr #2 !dbg !173 {
entry:
    #dbg_value(ptr %S, !179, !DIExpression(), !183)
    #dbg_value(ptr %z, !180, !DIExpression(), !183)
  %call = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %z) #16, !dbg !184
    #dbg_value(i64 %call, !181, !DIExpression(), !183)
  %add1 = add i64 %call, 9, !dbg !185
  %call2 = tail call fastcc ptr @mem_alloc(ptr noundef %S, i64 noundef %add1), !dbg !186
    #dbg_value(ptr %call2, !182, !DIExpression(), !183)
  %conv = trunc i64 %call to i32, !dbg !187
  store i32 %conv, ptr %call2, align 4, !dbg !188, !tbaa !111
  %flags = getelementptr inbounds i8, ptr %call2, i64 4, !dbg !189
  store i32 0, ptr %flags, align 4, !dbg !190, !tbaa !191
  %arrayidx = getelementptr inbounds i8, ptr %call2, i64 8, !dbg !192
  %add4 = add i64 %call, 1, !dbg !193
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %arrayidx, ptr align 1 %z, i64 %add4, i1 false), !dbg !194
  %name = getelementptr inbounds i8, ptr %S, i64 48, !dbg !195
  store ptr %call2, ptr %name, align 8, !dbg !196, !tbaa !108
  ret void, !dbg !197
}

; Function Attrs: nofree nounwind
declare !dbg !198 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc double @total(ptr nocapture noundef readonly %S) unnamed_addr #4 !dbg !203 {
entry:
    #dbg_value(ptr %S, !207, !DIExpression(), !213)
    #dbg_value(double 0.000000e+00, !208, !DIExpression(), !213)
    #dbg_value(i32 0, !209, !DIExpression(), !214)
  %nitems = getelementptr inbounds i8, ptr %S, i64 24
  %0 = load i32, ptr %nitems, align 8, !tbaa !73
    #dbg_value(i32 0, !209, !DIExpression(), !214)
    #dbg_value(double 0.000000e+00, !208, !DIExpression(), !213)
  %cmp34 = icmp sgt i32 %0, 0, !dbg !215
  br i1 %cmp34, label %for.body.lr.ph, label %for.cond5.preheader, !dbg !217

for.body.lr.ph:                                   ; preds = %entry
  %items = getelementptr inbounds i8, ptr %S, i64 16
  %1 = load ptr, ptr %items, align 8, !tbaa !82
  %wide.trip.count = zext nneg i32 %0 to i64, !dbg !215
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !217
  %2 = icmp eq i32 %0, 1, !dbg !217
  br i1 %2, label %for.cond5.preheader.loopexit.unr-lcssa, label %for.body.lr.ph.new, !dbg !217

for.body.lr.ph.new:                               ; preds = %for.body.lr.ph
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !217
  br label %for.body, !dbg !217

for.cond5.preheader.loopexit.unr-lcssa:           ; preds = %for.body, %for.body.lr.ph
  %.lcssa.ph = phi double [ poison, %for.body.lr.ph ], [ %14, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next.1, %for.body ]
  %t.035.unr = phi double [ 0.000000e+00, %for.body.lr.ph ], [ %14, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !217
  br i1 %lcmp.mod.not, label %for.cond5.preheader, label %for.body.epil, !dbg !217

for.body.epil:                                    ; preds = %for.cond5.preheader.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !209, !DIExpression(), !214)
    #dbg_value(double %t.035.unr, !208, !DIExpression(), !213)
  %arrayidx.epil = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.unr, !dbg !218
  %weight.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !219
  %3 = load double, ptr %weight.epil, align 8, !dbg !219, !tbaa !94
  %4 = load i64, ptr %arrayidx.epil, align 8, !dbg !220, !tbaa !86
  %conv.epil = sitofp i64 %4 to double, !dbg !221
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %conv.epil, double %t.035.unr), !dbg !222
    #dbg_value(double %5, !208, !DIExpression(), !213)
    #dbg_value(i64 %indvars.iv.unr, !209, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !214)
  br label %for.cond5.preheader

for.cond5.preheader:                              ; preds = %for.body.epil, %for.cond5.preheader.loopexit.unr-lcssa, %entry
  %t.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.lcssa.ph, %for.cond5.preheader.loopexit.unr-lcssa ], [ %5, %for.body.epil ], !dbg !213
  %nnodes = getelementptr inbounds i8, ptr %S, i64 40
  %6 = load i32, ptr %nnodes, align 8, !tbaa !152
    #dbg_value(i32 0, !211, !DIExpression(), !223)
    #dbg_value(double %t.0.lcssa, !208, !DIExpression(), !213)
  %cmp637 = icmp sgt i32 %6, 0, !dbg !224
  br i1 %cmp637, label %for.body9.lr.ph, label %for.cond.cleanup8, !dbg !226

for.body9.lr.ph:                                  ; preds = %for.cond5.preheader
  %nodes = getelementptr inbounds i8, ptr %S, i64 32
  %7 = load ptr, ptr %nodes, align 8, !tbaa !150
  %wide.trip.count45 = zext nneg i32 %6 to i64, !dbg !224
  %xtraiter48 = and i64 %wide.trip.count45, 1, !dbg !226
  %8 = icmp eq i32 %6, 1, !dbg !226
  br i1 %8, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9.lr.ph.new, !dbg !226

for.body9.lr.ph.new:                              ; preds = %for.body9.lr.ph
  %unroll_iter51 = and i64 %wide.trip.count45, 2147483646, !dbg !226
  br label %for.body9, !dbg !226

for.body:                                         ; preds = %for.body, %for.body.lr.ph.new
  %indvars.iv = phi i64 [ 0, %for.body.lr.ph.new ], [ %indvars.iv.next.1, %for.body ]
  %t.035 = phi double [ 0.000000e+00, %for.body.lr.ph.new ], [ %14, %for.body ]
  %niter = phi i64 [ 0, %for.body.lr.ph.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !209, !DIExpression(), !214)
    #dbg_value(double %t.035, !208, !DIExpression(), !213)
  %arrayidx = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv, !dbg !218
  %weight = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !219
  %9 = load double, ptr %weight, align 8, !dbg !219, !tbaa !94
  %10 = load i64, ptr %arrayidx, align 8, !dbg !220, !tbaa !86
  %conv = sitofp i64 %10 to double, !dbg !221
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %conv, double %t.035), !dbg !222
    #dbg_value(double %11, !208, !DIExpression(), !213)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !227
    #dbg_value(i64 %indvars.iv.next, !209, !DIExpression(), !214)
  %arrayidx.1 = getelementptr inbounds %struct.item, ptr %1, i64 %indvars.iv.next, !dbg !218
  %weight.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !219
  %12 = load double, ptr %weight.1, align 8, !dbg !219, !tbaa !94
  %13 = load i64, ptr %arrayidx.1, align 8, !dbg !220, !tbaa !86
  %conv.1 = sitofp i64 %13 to double, !dbg !221
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %conv.1, double %11), !dbg !222
    #dbg_value(double %14, !208, !DIExpression(), !213)
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !227
    #dbg_value(i64 %indvars.iv.next.1, !209, !DIExpression(), !214)
  %niter.next.1 = add i64 %niter, 2, !dbg !217
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !217
  br i1 %niter.ncmp.1, label %for.cond5.preheader.loopexit.unr-lcssa, label %for.body, !dbg !217, !llvm.loop !228

for.cond.cleanup8.loopexit.unr-lcssa:             ; preds = %for.body9, %for.body9.lr.ph
  %add17.lcssa.ph = phi double [ poison, %for.body9.lr.ph ], [ %add17.1, %for.body9 ]
  %indvars.iv42.unr = phi i64 [ 0, %for.body9.lr.ph ], [ %indvars.iv.next43.1, %for.body9 ]
  %t.138.unr = phi double [ %t.0.lcssa, %for.body9.lr.ph ], [ %add17.1, %for.body9 ]
  %lcmp.mod49.not = icmp eq i64 %xtraiter48, 0, !dbg !226
  br i1 %lcmp.mod49.not, label %for.cond.cleanup8, label %for.body9.epil, !dbg !226

for.body9.epil:                                   ; preds = %for.cond.cleanup8.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv42.unr, !211, !DIExpression(), !223)
    #dbg_value(double %t.138.unr, !208, !DIExpression(), !213)
  %arrayidx11.epil = getelementptr inbounds %struct.node, ptr %7, i64 %indvars.iv42.unr, !dbg !230
  %15 = load i32, ptr %arrayidx11.epil, align 8, !dbg !231, !tbaa !159
  %conv12.epil = sitofp i32 %15 to double, !dbg !230
  %it.epil = getelementptr inbounds i8, ptr %arrayidx11.epil, i64 8, !dbg !232
  %16 = load ptr, ptr %it.epil, align 8, !dbg !232, !tbaa !171
  %weight16.epil = getelementptr inbounds i8, ptr %16, i64 8, !dbg !233
  %17 = load double, ptr %weight16.epil, align 8, !dbg !233, !tbaa !94
  %add.epil = fadd double %17, %conv12.epil, !dbg !234
  %add17.epil = fadd double %t.138.unr, %add.epil, !dbg !235
    #dbg_value(double %add17.epil, !208, !DIExpression(), !213)
    #dbg_value(i64 %indvars.iv42.unr, !211, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !223)
  br label %for.cond.cleanup8, !dbg !236

for.cond.cleanup8:                                ; preds = %for.body9.epil, %for.cond.cleanup8.loopexit.unr-lcssa, %for.cond5.preheader
  %t.1.lcssa = phi double [ %t.0.lcssa, %for.cond5.preheader ], [ %add17.lcssa.ph, %for.cond.cleanup8.loopexit.unr-lcssa ], [ %add17.epil, %for.body9.epil ], !dbg !213
  ret double %t.1.lcssa, !dbg !236

for.body9:                                        ; preds = %for.body9, %for.body9.lr.ph.new
  %indvars.iv42 = phi i64 [ 0, %for.body9.lr.ph.new ], [ %indvars.iv.next43.1, %for.body9 ]
  %t.138 = phi double [ %t.0.lcssa, %for.body9.lr.ph.new ], [ %add17.1, %for.body9 ]
  %niter52 = phi i64 [ 0, %for.body9.lr.ph.new ], [ %niter52.next.1, %for.body9 ]
    #dbg_value(i64 %indvars.iv42, !211, !DIExpression(), !223)
    #dbg_value(double %t.138, !208, !DIExpression(), !213)
  %arrayidx11 = getelementptr inbounds %struct.node, ptr %7, i64 %indvars.iv42, !dbg !230
  %18 = load i32, ptr %arrayidx11, align 8, !dbg !231, !tbaa !159
  %conv12 = sitofp i32 %18 to double, !dbg !230
  %it = getelementptr inbounds i8, ptr %arrayidx11, i64 8, !dbg !232
  %19 = load ptr, ptr %it, align 8, !dbg !232, !tbaa !171
  %weight16 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !233
  %20 = load double, ptr %weight16, align 8, !dbg !233, !tbaa !94
  %add = fadd double %20, %conv12, !dbg !234
  %add17 = fadd double %t.138, %add, !dbg !235
    #dbg_value(double %add17, !208, !DIExpression(), !213)
  %indvars.iv.next43 = or disjoint i64 %indvars.iv42, 1, !dbg !237
    #dbg_value(i64 %indvars.iv.next43, !211, !DIExpression(), !223)
  %arrayidx11.1 = getelementptr inbounds %struct.node, ptr %7, i64 %indvars.iv.next43, !dbg !230
  %21 = load i32, ptr %arrayidx11.1, align 8, !dbg !231, !tbaa !159
  %conv12.1 = sitofp i32 %21 to double, !dbg !230
  %it.1 = getelementptr inbounds i8, ptr %arrayidx11.1, i64 8, !dbg !232
  %22 = load ptr, ptr %it.1, align 8, !dbg !232, !tbaa !171
  %weight16.1 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !233
  %23 = load double, ptr %weight16.1, align 8, !dbg !233, !tbaa !94
  %add.1 = fadd double %23, %conv12.1, !dbg !234
  %add17.1 = fadd double %add17, %add.1, !dbg !235
    #dbg_value(double %add17.1, !208, !DIExpression(), !213)
  %indvars.iv.next43.1 = add nuw nsw i64 %indvars.iv42, 2, !dbg !237
    #dbg_value(i64 %indvars.iv.next43.1, !211, !DIExpression(), !223)
  %niter52.next.1 = add i64 %niter52, 2, !dbg !226
  %niter52.ncmp.1 = icmp eq i64 %niter52.next.1, %unroll_iter51, !dbg !226
  br i1 %niter52.ncmp.1, label %for.cond.cleanup8.loopexit.unr-lcssa, label %for.body9, !dbg !226, !llvm.loop !238
}

; Function Attrs: mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal noalias noundef ptr @sys_alloc(ptr nocapture readnone %ud, ptr nocapture noundef %p, i64 noundef %n) #5 !dbg !127 {
entry:
    #dbg_value(ptr poison, !126, !DIExpression(), !240)
    #dbg_value(ptr %p, !129, !DIExpression(), !240)
    #dbg_value(i64 %n, !130, !DIExpression(), !240)
  %cmp = icmp eq i64 %n, 0, !dbg !241
  br i1 %cmp, label %if.then, label %if.end, !dbg !243

if.then:                                          ; preds = %entry
  tail call void @free(ptr noundef %p) #17, !dbg !244
  br label %return, !dbg !246

if.end:                                           ; preds = %entry
  %call = tail call ptr @realloc(ptr noundef %p, i64 noundef %n) #18, !dbg !247
  br label %return, !dbg !248

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi ptr [ null, %if.then ], [ %call, %if.end ], !dbg !240
  ret ptr %retval.0, !dbg !249
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal void @configure(ptr nocapture noundef writeonly %S, i32 %what, ...) unnamed_addr #6 !dbg !250 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !271
    #dbg_assign(i1 undef, !256, !DIExpression(), !271, ptr %ap, !DIExpression(), !272)
    #dbg_value(ptr %S, !254, !DIExpression(), !272)
    #dbg_value(i32 1, !255, !DIExpression(), !272)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %ap) #17, !dbg !273
  call void @llvm.va_start.p0(ptr nonnull %ap), !dbg !274
  %gp_offset = load i32, ptr %ap, align 16, !dbg !275
  %fits_in_gp = icmp ult i32 %gp_offset, 41, !dbg !275
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !275

vaarg.in_reg:                                     ; preds = %entry
  %0 = getelementptr inbounds i8, ptr %ap, i64 16, !dbg !275
  %reg_save_area = load ptr, ptr %0, align 16, !dbg !275
  %1 = zext nneg i32 %gp_offset to i64, !dbg !275
  %2 = getelementptr i8, ptr %reg_save_area, i64 %1, !dbg !275
  %3 = add nuw nsw i32 %gp_offset, 8, !dbg !275
  store i32 %3, ptr %ap, align 16, !dbg !275, !DIAssignID !277
    #dbg_assign(i32 %3, !256, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !277, ptr %ap, !DIExpression(), !272)
  br label %vaarg.end, !dbg !275

vaarg.in_mem:                                     ; preds = %entry
  %overflow_arg_area_p = getelementptr inbounds i8, ptr %ap, i64 8, !dbg !275
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !275
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i64 8, !dbg !275
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !275, !DIAssignID !278
    #dbg_assign(ptr %overflow_arg_area.next, !256, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !278, ptr %overflow_arg_area_p, !DIExpression(), !272)
  br label %vaarg.end, !dbg !275

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %2, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !275
  %4 = load ptr, ptr %vaarg.addr, align 8, !dbg !275, !tbaa !104
  store ptr %4, ptr %S, align 8, !dbg !279, !tbaa !280
  call void @llvm.va_end.p0(ptr nonnull %ap), !dbg !281
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %ap) #17, !dbg !282
  ret void, !dbg !282
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc ptr @mem_alloc(ptr nocapture noundef readonly %S, i64 noundef %n) unnamed_addr #2 !dbg !283 {
entry:
    #dbg_value(ptr %S, !287, !DIExpression(), !290)
    #dbg_value(i64 %n, !288, !DIExpression(), !290)
  %0 = load ptr, ptr %S, align 8, !dbg !291, !tbaa !280
  %ud = getelementptr inbounds i8, ptr %S, i64 8, !dbg !292
  %1 = load ptr, ptr %ud, align 8, !dbg !292, !tbaa !293
  %call = tail call ptr %0(ptr noundef %1, ptr noundef null, i64 noundef %n) #17, !dbg !294
    #dbg_value(ptr %call, !289, !DIExpression(), !290)
  %tobool.not = icmp eq ptr %call, null, !dbg !295
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !297

if.then:                                          ; preds = %entry
  tail call void @abort() #19, !dbg !298
  unreachable, !dbg !298

if.end:                                           ; preds = %entry
  ret ptr %call, !dbg !299
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !300 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !304 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: noreturn nounwind
declare !dbg !307 void @abort() local_unnamed_addr #10

; Function Attrs: noinline nounwind uwtable
define internal fastcc ptr @mem_grow(ptr nocapture noundef readonly %S, ptr noundef %block, i32 noundef %n, ptr nocapture noundef %cap) unnamed_addr #2 !dbg !310 {
entry:
    #dbg_value(ptr %S, !315, !DIExpression(), !322)
    #dbg_value(ptr %block, !316, !DIExpression(), !322)
    #dbg_value(i32 %n, !317, !DIExpression(), !322)
    #dbg_value(ptr %cap, !318, !DIExpression(), !322)
    #dbg_value(i64 16, !319, !DIExpression(), !322)
  %0 = load i32, ptr %cap, align 4, !dbg !323, !tbaa !325
  %cmp = icmp sgt i32 %0, %n, !dbg !326
  br i1 %cmp, label %return, label %if.end, !dbg !327

if.end:                                           ; preds = %entry
  %tobool.not = icmp eq i32 %0, 0, !dbg !328
  %mul = shl nsw i32 %0, 1
  %spec.select = select i1 %tobool.not, i32 4, i32 %mul, !dbg !328
    #dbg_value(i32 %spec.select, !320, !DIExpression(), !322)
  %1 = load ptr, ptr %S, align 8, !dbg !329, !tbaa !280
  %ud = getelementptr inbounds i8, ptr %S, i64 8, !dbg !330
  %2 = load ptr, ptr %ud, align 8, !dbg !330, !tbaa !293
  %conv = sext i32 %spec.select to i64, !dbg !331
  %mul1 = shl nsw i64 %conv, 4, !dbg !332
  %call = tail call ptr %1(ptr noundef %2, ptr noundef %block, i64 noundef %mul1) #17, !dbg !333
    #dbg_value(ptr %call, !321, !DIExpression(), !322)
  %tobool2.not = icmp eq ptr %call, null, !dbg !334
  br i1 %tobool2.not, label %if.then3, label %if.end4, !dbg !336

if.then3:                                         ; preds = %if.end
  tail call void @abort() #19, !dbg !337
  unreachable, !dbg !337

if.end4:                                          ; preds = %if.end
  store i32 %spec.select, ptr %cap, align 4, !dbg !338, !tbaa !325
  br label %return

return:                                           ; preds = %entry, %if.end4
  %retval.0 = phi ptr [ %call, %if.end4 ], [ %block, %entry ], !dbg !322
  ret ptr %retval.0, !dbg !339
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !340 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #13

; Function Attrs: nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #15

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind willreturn memory(read) }
attributes #17 = { nounwind }
attributes #18 = { nounwind allocsize(1) }
attributes #19 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "wrapper_chain.c", directory: ".", checksumkind: CSK_MD5, checksum: "34981d0b7cfe0869ea4bc3b5e82f8ee1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !22, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !18, !21, !17}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 15, size: 128, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !12, file: !2, line: 16, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !12, file: !2, line: 17, baseType: !17, size: 64, offset: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 18, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 125, type: !32, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!21, !21, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!35 = !{!36, !37, !38, !65, !67}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !2, line: 125, type: !21)
!37 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !2, line: 125, type: !34)
!38 = !DILocalVariable(name: "S", scope: !31, file: !2, line: 127, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !2, line: 30, size: 448, elements: !41)
!41 = !{!42, !47, !48, !49, !50, !57, !58, !59}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !40, file: !2, line: 31, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_fn", file: !2, line: 13, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DISubroutineType(types: !46)
!46 = !{!10, !10, !10, !18}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !40, file: !2, line: 32, baseType: !10, size: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !40, file: !2, line: 33, baseType: !11, size: 64, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", scope: !40, file: !2, line: 34, baseType: !21, size: 32, offset: 192)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", scope: !40, file: !2, line: 35, baseType: !51, size: 64, offset: 256)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 20, size: 128, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !52, file: !2, line: 21, baseType: !21, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !52, file: !2, line: 21, baseType: !21, size: 32, offset: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !52, file: !2, line: 22, baseType: !11, size: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "nnodes", scope: !40, file: !2, line: 36, baseType: !21, size: 32, offset: 320)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "capnodes", scope: !40, file: !2, line: 36, baseType: !21, size: 32, offset: 352)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !40, file: !2, line: 37, baseType: !60, size: 64, offset: 384)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hdr", file: !2, line: 25, size: 64, elements: !62)
!62 = !{!63, !64}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !61, file: !2, line: 26, baseType: !21, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !61, file: !2, line: 27, baseType: !21, size: 32, offset: 32)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 128, type: !21)
!66 = distinct !DILexicalBlock(scope: !31, file: !2, line: 128, column: 2)
!67 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 132, type: !21)
!68 = distinct !DILexicalBlock(scope: !31, file: !2, line: 132, column: 2)
!69 = !DILocation(line: 0, scope: !31)
!70 = !DILocation(line: 127, column: 36, scope: !31)
!71 = !DILocation(line: 127, column: 20, scope: !31)
!72 = !DILocation(line: 0, scope: !66)
!73 = !{!74, !78, i64 24}
!74 = !{!"state", !75, i64 0, !75, i64 8, !75, i64 16, !78, i64 24, !75, i64 32, !78, i64 40, !78, i64 44, !75, i64 48}
!75 = !{!"any pointer", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !{!"int", !76, i64 0}
!79 = !DILocation(line: 128, column: 20, scope: !80)
!80 = distinct !DILexicalBlock(scope: !66, file: !2, line: 128, column: 2)
!81 = !DILocation(line: 128, column: 2, scope: !66)
!82 = !{!74, !75, i64 16}
!83 = !DILocation(line: 129, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 128, column: 38)
!85 = !DILocation(line: 129, column: 19, scope: !84)
!86 = !{!87, !88, i64 0}
!87 = !{!"item", !88, i64 0, !89, i64 8}
!88 = !{!"long", !76, i64 0}
!89 = !{!"double", !76, i64 0}
!90 = !DILocation(line: 130, column: 30, scope: !84)
!91 = !DILocation(line: 130, column: 28, scope: !84)
!92 = !DILocation(line: 130, column: 15, scope: !84)
!93 = !DILocation(line: 130, column: 22, scope: !84)
!94 = !{!87, !89, i64 8}
!95 = !DILocation(line: 132, column: 20, scope: !96)
!96 = distinct !DILexicalBlock(scope: !68, file: !2, line: 132, column: 2)
!97 = !DILocation(line: 0, scope: !68)
!98 = !DILocation(line: 132, column: 2, scope: !68)
!99 = !DILocation(line: 128, column: 34, scope: !80)
!100 = distinct !{!100, !81, !101, !102}
!101 = !DILocation(line: 131, column: 2, scope: !66)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 134, column: 14, scope: !31)
!104 = !{!75, !75, i64 0}
!105 = !DILocation(line: 134, column: 2, scope: !31)
!106 = !DILocation(line: 135, column: 23, scope: !31)
!107 = !DILocation(line: 135, column: 45, scope: !31)
!108 = !{!74, !75, i64 48}
!109 = !DILocation(line: 135, column: 42, scope: !31)
!110 = !DILocation(line: 135, column: 63, scope: !31)
!111 = !{!112, !78, i64 0}
!112 = !{!"hdr", !78, i64 0, !78, i64 4}
!113 = !DILocation(line: 135, column: 2, scope: !31)
!114 = !DILocation(line: 136, column: 2, scope: !31)
!115 = !DILocation(line: 133, column: 3, scope: !96)
!116 = !DILocation(line: 132, column: 34, scope: !96)
!117 = distinct !{!117, !98, !118, !102}
!118 = !DILocation(line: 133, column: 16, scope: !68)
!119 = distinct !DISubprogram(name: "open_state", scope: !2, file: !2, line: 86, type: !120, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!39, !21}
!122 = !{!123, !124}
!123 = !DILocalVariable(name: "n", arg: 1, scope: !119, file: !2, line: 86, type: !21)
!124 = !DILocalVariable(name: "S", scope: !119, file: !2, line: 88, type: !39)
!125 = !DILocation(line: 0, scope: !119)
!126 = !DILocalVariable(name: "ud", arg: 1, scope: !127, file: !2, line: 45, type: !10)
!127 = distinct !DISubprogram(name: "sys_alloc", scope: !2, file: !2, line: 45, type: !45, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !128)
!128 = !{!126, !129, !130}
!129 = !DILocalVariable(name: "p", arg: 2, scope: !127, file: !2, line: 45, type: !10)
!130 = !DILocalVariable(name: "n", arg: 3, scope: !127, file: !2, line: 45, type: !18)
!131 = !DILocation(line: 0, scope: !127, inlinedAt: !132)
!132 = distinct !DILocation(line: 88, column: 20, scope: !119)
!133 = !DILocation(line: 52, column: 9, scope: !127, inlinedAt: !132)
!134 = !DILocation(line: 90, column: 2, scope: !119)
!135 = !DILocation(line: 91, column: 13, scope: !119)
!136 = !DILocation(line: 91, column: 5, scope: !119)
!137 = !DILocation(line: 91, column: 11, scope: !119)
!138 = !DILocation(line: 92, column: 5, scope: !119)
!139 = !DILocation(line: 92, column: 12, scope: !119)
!140 = !DILocation(line: 93, column: 2, scope: !119)
!141 = distinct !DISubprogram(name: "add_node", scope: !2, file: !2, line: 96, type: !142, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !144)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !39, !21}
!144 = !{!145, !146, !147}
!145 = !DILocalVariable(name: "S", arg: 1, scope: !141, file: !2, line: 96, type: !39)
!146 = !DILocalVariable(name: "i", arg: 2, scope: !141, file: !2, line: 96, type: !21)
!147 = !DILocalVariable(name: "nd", scope: !141, file: !2, line: 99, type: !51)
!148 = !DILocation(line: 0, scope: !141)
!149 = !DILocation(line: 98, column: 28, scope: !141)
!150 = !{!74, !75, i64 32}
!151 = !DILocation(line: 98, column: 38, scope: !141)
!152 = !{!74, !78, i64 40}
!153 = !DILocation(line: 98, column: 50, scope: !141)
!154 = !DILocation(line: 98, column: 13, scope: !141)
!155 = !DILocation(line: 98, column: 11, scope: !141)
!156 = !DILocation(line: 99, column: 39, scope: !141)
!157 = !DILocation(line: 99, column: 21, scope: !141)
!158 = !DILocation(line: 100, column: 11, scope: !141)
!159 = !{!160, !78, i64 0}
!160 = !{!"node", !78, i64 0, !78, i64 4, !75, i64 8}
!161 = !DILocation(line: 101, column: 14, scope: !141)
!162 = !DILocation(line: 101, column: 6, scope: !141)
!163 = !DILocation(line: 101, column: 12, scope: !141)
!164 = !{!160, !78, i64 4}
!165 = !DILocation(line: 102, column: 15, scope: !141)
!166 = !DILocation(line: 102, column: 28, scope: !141)
!167 = !DILocation(line: 102, column: 23, scope: !141)
!168 = !DILocation(line: 102, column: 12, scope: !141)
!169 = !DILocation(line: 102, column: 6, scope: !141)
!170 = !DILocation(line: 102, column: 9, scope: !141)
!171 = !{!160, !75, i64 8}
!172 = !DILocation(line: 103, column: 1, scope: !141)
!173 = distinct !DISubprogram(name: "set_name", scope: !2, file: !2, line: 105, type: !174, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !178)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !39, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!178 = !{!179, !180, !181, !182}
!179 = !DILocalVariable(name: "S", arg: 1, scope: !173, file: !2, line: 105, type: !39)
!180 = !DILocalVariable(name: "z", arg: 2, scope: !173, file: !2, line: 105, type: !176)
!181 = !DILocalVariable(name: "len", scope: !173, file: !2, line: 107, type: !18)
!182 = !DILocalVariable(name: "h", scope: !173, file: !2, line: 108, type: !60)
!183 = !DILocation(line: 0, scope: !173)
!184 = !DILocation(line: 107, column: 15, scope: !173)
!185 = !DILocation(line: 108, column: 56, scope: !173)
!186 = !DILocation(line: 108, column: 18, scope: !173)
!187 = !DILocation(line: 109, column: 11, scope: !173)
!188 = !DILocation(line: 109, column: 9, scope: !173)
!189 = !DILocation(line: 110, column: 5, scope: !173)
!190 = !DILocation(line: 110, column: 11, scope: !173)
!191 = !{!112, !78, i64 4}
!192 = !DILocation(line: 111, column: 18, scope: !173)
!193 = !DILocation(line: 111, column: 31, scope: !173)
!194 = !DILocation(line: 111, column: 2, scope: !173)
!195 = !DILocation(line: 112, column: 5, scope: !173)
!196 = !DILocation(line: 112, column: 10, scope: !173)
!197 = !DILocation(line: 113, column: 1, scope: !173)
!198 = !DISubprogram(name: "printf", scope: !199, file: !199, line: 356, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!200 = !DISubroutineType(types: !201)
!201 = !{!21, !202, null}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!203 = distinct !DISubprogram(name: "total", scope: !2, file: !2, line: 115, type: !204, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !206)
!204 = !DISubroutineType(types: !205)
!205 = !{!17, !39}
!206 = !{!207, !208, !209, !211}
!207 = !DILocalVariable(name: "S", arg: 1, scope: !203, file: !2, line: 115, type: !39)
!208 = !DILocalVariable(name: "t", scope: !203, file: !2, line: 117, type: !17)
!209 = !DILocalVariable(name: "i", scope: !210, file: !2, line: 118, type: !21)
!210 = distinct !DILexicalBlock(scope: !203, file: !2, line: 118, column: 2)
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 120, type: !21)
!212 = distinct !DILexicalBlock(scope: !203, file: !2, line: 120, column: 2)
!213 = !DILocation(line: 0, scope: !203)
!214 = !DILocation(line: 0, scope: !210)
!215 = !DILocation(line: 118, column: 20, scope: !216)
!216 = distinct !DILexicalBlock(scope: !210, file: !2, line: 118, column: 2)
!217 = !DILocation(line: 118, column: 2, scope: !210)
!218 = !DILocation(line: 119, column: 8, scope: !216)
!219 = !DILocation(line: 119, column: 20, scope: !216)
!220 = !DILocation(line: 119, column: 49, scope: !216)
!221 = !DILocation(line: 119, column: 29, scope: !216)
!222 = !DILocation(line: 119, column: 5, scope: !216)
!223 = !DILocation(line: 0, scope: !212)
!224 = !DILocation(line: 120, column: 20, scope: !225)
!225 = distinct !DILexicalBlock(scope: !212, file: !2, line: 120, column: 2)
!226 = !DILocation(line: 120, column: 2, scope: !212)
!227 = !DILocation(line: 118, column: 34, scope: !216)
!228 = distinct !{!228, !217, !229, !102}
!229 = !DILocation(line: 119, column: 49, scope: !210)
!230 = !DILocation(line: 121, column: 8, scope: !225)
!231 = !DILocation(line: 121, column: 20, scope: !225)
!232 = !DILocation(line: 121, column: 39, scope: !225)
!233 = !DILocation(line: 121, column: 43, scope: !225)
!234 = !DILocation(line: 121, column: 25, scope: !225)
!235 = !DILocation(line: 121, column: 5, scope: !225)
!236 = !DILocation(line: 122, column: 2, scope: !203)
!237 = !DILocation(line: 120, column: 34, scope: !225)
!238 = distinct !{!238, !226, !239, !102}
!239 = !DILocation(line: 121, column: 43, scope: !212)
!240 = !DILocation(line: 0, scope: !127)
!241 = !DILocation(line: 48, column: 8, scope: !242)
!242 = distinct !DILexicalBlock(scope: !127, file: !2, line: 48, column: 6)
!243 = !DILocation(line: 48, column: 6, scope: !127)
!244 = !DILocation(line: 49, column: 3, scope: !245)
!245 = distinct !DILexicalBlock(scope: !242, file: !2, line: 48, column: 14)
!246 = !DILocation(line: 50, column: 3, scope: !245)
!247 = !DILocation(line: 52, column: 9, scope: !127)
!248 = !DILocation(line: 52, column: 2, scope: !127)
!249 = !DILocation(line: 53, column: 1, scope: !127)
!250 = distinct !DISubprogram(name: "configure", scope: !2, file: !2, line: 55, type: !251, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !39, !21, null}
!253 = !{!254, !255, !256}
!254 = !DILocalVariable(name: "S", arg: 1, scope: !250, file: !2, line: 55, type: !39)
!255 = !DILocalVariable(name: "what", arg: 2, scope: !250, file: !2, line: 55, type: !21)
!256 = !DILocalVariable(name: "ap", scope: !250, file: !2, line: 57, type: !257)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !199, line: 52, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !259, line: 12, baseType: !260)
!259 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !262, size: 192, elements: !269)
!262 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !263)
!263 = !{!264, !266, !267, !268}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !262, file: !2, line: 57, baseType: !265, size: 32)
!265 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !262, file: !2, line: 57, baseType: !265, size: 32, offset: 32)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !262, file: !2, line: 57, baseType: !10, size: 64, offset: 64)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !262, file: !2, line: 57, baseType: !10, size: 64, offset: 128)
!269 = !{!270}
!270 = !DISubrange(count: 1)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 0, scope: !250)
!273 = !DILocation(line: 57, column: 2, scope: !250)
!274 = !DILocation(line: 58, column: 2, scope: !250)
!275 = !DILocation(line: 60, column: 11, scope: !276)
!276 = distinct !DILexicalBlock(scope: !250, file: !2, line: 59, column: 6)
!277 = distinct !DIAssignID()
!278 = distinct !DIAssignID()
!279 = !DILocation(line: 60, column: 9, scope: !276)
!280 = !{!74, !75, i64 0}
!281 = !DILocation(line: 61, column: 2, scope: !250)
!282 = !DILocation(line: 62, column: 1, scope: !250)
!283 = distinct !DISubprogram(name: "mem_alloc", scope: !2, file: !2, line: 64, type: !284, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !286)
!284 = !DISubroutineType(types: !285)
!285 = !{!10, !39, !18}
!286 = !{!287, !288, !289}
!287 = !DILocalVariable(name: "S", arg: 1, scope: !283, file: !2, line: 64, type: !39)
!288 = !DILocalVariable(name: "n", arg: 2, scope: !283, file: !2, line: 64, type: !18)
!289 = !DILocalVariable(name: "p", scope: !283, file: !2, line: 66, type: !10)
!290 = !DILocation(line: 0, scope: !283)
!291 = !DILocation(line: 66, column: 15, scope: !283)
!292 = !DILocation(line: 66, column: 21, scope: !283)
!293 = !{!74, !75, i64 8}
!294 = !DILocation(line: 66, column: 12, scope: !283)
!295 = !DILocation(line: 67, column: 7, scope: !296)
!296 = distinct !DILexicalBlock(scope: !283, file: !2, line: 67, column: 6)
!297 = !DILocation(line: 67, column: 6, scope: !283)
!298 = !DILocation(line: 68, column: 3, scope: !296)
!299 = !DILocation(line: 69, column: 2, scope: !283)
!300 = !DISubprogram(name: "free", scope: !301, file: !301, line: 568, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!301 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!302 = !DISubroutineType(types: !303)
!303 = !{null, !10}
!304 = !DISubprogram(name: "realloc", scope: !301, file: !301, line: 564, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!305 = !DISubroutineType(types: !306)
!306 = !{!10, !10, !18}
!307 = !DISubprogram(name: "abort", scope: !301, file: !301, line: 611, type: !308, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{null}
!310 = distinct !DISubprogram(name: "mem_grow", scope: !2, file: !2, line: 72, type: !311, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !314)
!311 = !DISubroutineType(cc: DW_CC_nocall, types: !312)
!312 = !{!10, !39, !10, !21, !313, !18}
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!314 = !{!315, !316, !317, !318, !319, !320, !321}
!315 = !DILocalVariable(name: "S", arg: 1, scope: !310, file: !2, line: 72, type: !39)
!316 = !DILocalVariable(name: "block", arg: 2, scope: !310, file: !2, line: 72, type: !10)
!317 = !DILocalVariable(name: "n", arg: 3, scope: !310, file: !2, line: 72, type: !21)
!318 = !DILocalVariable(name: "cap", arg: 4, scope: !310, file: !2, line: 72, type: !313)
!319 = !DILocalVariable(name: "elem", arg: 5, scope: !310, file: !2, line: 72, type: !18)
!320 = !DILocalVariable(name: "ncap", scope: !310, file: !2, line: 76, type: !21)
!321 = !DILocalVariable(name: "p", scope: !310, file: !2, line: 77, type: !10)
!322 = !DILocation(line: 0, scope: !310)
!323 = !DILocation(line: 74, column: 10, scope: !324)
!324 = distinct !DILexicalBlock(scope: !310, file: !2, line: 74, column: 6)
!325 = !{!78, !78, i64 0}
!326 = !DILocation(line: 74, column: 8, scope: !324)
!327 = !DILocation(line: 74, column: 6, scope: !310)
!328 = !DILocation(line: 76, column: 13, scope: !310)
!329 = !DILocation(line: 77, column: 15, scope: !310)
!330 = !DILocation(line: 77, column: 21, scope: !310)
!331 = !DILocation(line: 77, column: 32, scope: !310)
!332 = !DILocation(line: 77, column: 45, scope: !310)
!333 = !DILocation(line: 77, column: 12, scope: !310)
!334 = !DILocation(line: 78, column: 7, scope: !335)
!335 = distinct !DILexicalBlock(scope: !310, file: !2, line: 78, column: 6)
!336 = !DILocation(line: 78, column: 6, scope: !310)
!337 = !DILocation(line: 79, column: 3, scope: !335)
!338 = !DILocation(line: 80, column: 7, scope: !310)
!339 = !DILocation(line: 82, column: 1, scope: !310)
!340 = !DISubprogram(name: "strlen", scope: !341, file: !341, line: 407, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!342 = !DISubroutineType(types: !343)
!343 = !{!20, !176}
