; ModuleID = 'seed_dynamic.c'
source_filename = "seed_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.nodeOne = type { i32 }
%struct.nodeTwo = type { i32, i8, i8 }

@globalOne = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !31 {
entry:
    #dbg_value(i32 %argc, !37, !DIExpression(), !45)
    #dbg_value(ptr %argv, !38, !DIExpression(), !45)
  %call = tail call noalias dereferenceable_or_null(400) ptr @malloc(i64 noundef 400) #7, !dbg !46
    #dbg_value(ptr %call, !39, !DIExpression(), !45)
    #dbg_value(i32 7080, !40, !DIExpression(), !45)
  %call1 = tail call noalias dereferenceable_or_null(56640) ptr @malloc(i64 noundef 56640) #7, !dbg !47
    #dbg_value(ptr %call1, !41, !DIExpression(), !45)
  %call2 = tail call noalias dereferenceable_or_null(200) ptr @malloc(i64 noundef 200) #7, !dbg !48
  store ptr %call2, ptr @globalOne, align 8, !dbg !49, !tbaa !50
  %rem = srem i32 %argc, 100, !dbg !54
    #dbg_value(i32 %rem, !42, !DIExpression(), !45)
    #dbg_value(i32 0, !43, !DIExpression(), !55)
  %cmp38 = icmp sgt i32 %rem, 0, !dbg !56
  br i1 %cmp38, label %for.body.preheader, label %for.cond.cleanup, !dbg !58

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %rem to i64, !dbg !56
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !58
  %0 = icmp eq i32 %rem, 1, !dbg !58
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !58

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !58
  br label %for.body, !dbg !58

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !58
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !58

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !43, !DIExpression(), !55)
  %arrayidx.epil = getelementptr inbounds %struct.nodeOne, ptr %call, i64 %indvars.iv.unr, !dbg !59
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !61
  store i32 %1, ptr %arrayidx.epil, align 4, !dbg !61, !tbaa !62
  %arrayidx5.epil = getelementptr inbounds %struct.nodeTwo, ptr %call1, i64 %indvars.iv.unr, !dbg !65
  store i32 %1, ptr %arrayidx5.epil, align 4, !dbg !66, !tbaa !67
  %conv7.epil = trunc i64 %indvars.iv.unr to i8, !dbg !69
  %b.epil = getelementptr inbounds i8, ptr %arrayidx5.epil, i64 4, !dbg !70
  store i8 %conv7.epil, ptr %b.epil, align 4, !dbg !71, !tbaa !72
  %rem10.epil = urem i32 %1, 50, !dbg !73
  %idxprom11.epil = zext nneg i32 %rem10.epil to i64, !dbg !74
  %arrayidx12.epil = getelementptr inbounds %struct.nodeOne, ptr %call2, i64 %idxprom11.epil, !dbg !74
  store i32 %1, ptr %arrayidx12.epil, align 4, !dbg !75, !tbaa !62
    #dbg_value(i64 %indvars.iv.unr, !43, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !55)
  br label %for.cond.cleanup, !dbg !76

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %div = sdiv i32 %rem, 2, !dbg !76
  %idxprom14 = sext i32 %div to i64, !dbg !77
  %arrayidx15 = getelementptr inbounds %struct.nodeOne, ptr %call, i64 %idxprom14, !dbg !77
  %2 = load i32, ptr %arrayidx15, align 4, !dbg !78, !tbaa !62
  %call17 = tail call fastcc i32 @sumTwo(ptr noundef %call1, i32 noundef %rem), !dbg !79
  %rem18 = srem i32 %rem, 50, !dbg !80
  %call19 = tail call fastcc i32 @sumGlobal(i32 noundef %rem18), !dbg !81
  %call20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2, i32 noundef %call17, i32 noundef %call19), !dbg !82
  tail call void @free(ptr noundef %call) #8, !dbg !83
  tail call void @free(ptr noundef %call1) #8, !dbg !84
  %3 = load ptr, ptr @globalOne, align 8, !dbg !85, !tbaa !50
  tail call void @free(ptr noundef %3) #8, !dbg !86
  ret i32 0, !dbg !87

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !43, !DIExpression(), !55)
  %arrayidx = getelementptr inbounds %struct.nodeOne, ptr %call, i64 %indvars.iv, !dbg !59
  %4 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !61
  store i32 %4, ptr %arrayidx, align 4, !dbg !61, !tbaa !62
  %arrayidx5 = getelementptr inbounds %struct.nodeTwo, ptr %call1, i64 %indvars.iv, !dbg !65
  store i32 %4, ptr %arrayidx5, align 4, !dbg !66, !tbaa !67
  %conv7 = trunc i64 %indvars.iv to i8, !dbg !69
  %b = getelementptr inbounds i8, ptr %arrayidx5, i64 4, !dbg !70
  store i8 %conv7, ptr %b, align 4, !dbg !71, !tbaa !72
  %rem10 = urem i32 %4, 50, !dbg !73
  %idxprom11 = zext nneg i32 %rem10 to i64, !dbg !74
  %arrayidx12 = getelementptr inbounds %struct.nodeOne, ptr %call2, i64 %idxprom11, !dbg !74
  store i32 %4, ptr %arrayidx12, align 4, !dbg !75, !tbaa !62
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !88
    #dbg_value(i64 %indvars.iv.next, !43, !DIExpression(), !55)
  %arrayidx.1 = getelementptr inbounds %struct.nodeOne, ptr %call, i64 %indvars.iv.next, !dbg !59
  %5 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !61
  store i32 %5, ptr %arrayidx.1, align 4, !dbg !61, !tbaa !62
  %arrayidx5.1 = getelementptr inbounds %struct.nodeTwo, ptr %call1, i64 %indvars.iv.next, !dbg !65
  store i32 %5, ptr %arrayidx5.1, align 4, !dbg !66, !tbaa !67
  %conv7.1 = trunc i64 %indvars.iv.next to i8, !dbg !69
  %b.1 = getelementptr inbounds i8, ptr %arrayidx5.1, i64 4, !dbg !70
  store i8 %conv7.1, ptr %b.1, align 4, !dbg !71, !tbaa !72
  %rem10.1 = urem i32 %5, 50, !dbg !73
  %idxprom11.1 = zext nneg i32 %rem10.1 to i64, !dbg !74
  %arrayidx12.1 = getelementptr inbounds %struct.nodeOne, ptr %call2, i64 %idxprom11.1, !dbg !74
  store i32 %5, ptr %arrayidx12.1, align 4, !dbg !75, !tbaa !62
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !88
    #dbg_value(i64 %indvars.iv.next.1, !43, !DIExpression(), !55)
  %niter.next.1 = add i64 %niter, 2, !dbg !58
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !58
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !58, !llvm.loop !89
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !92 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !100 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sumTwo(ptr nocapture noundef readonly %arr, i32 noundef %n) unnamed_addr #3 !dbg !107 {
entry:
    #dbg_value(ptr %arr, !111, !DIExpression(), !116)
    #dbg_value(i32 %n, !112, !DIExpression(), !116)
    #dbg_value(i32 0, !113, !DIExpression(), !116)
    #dbg_value(i32 0, !114, !DIExpression(), !117)
  %cmp9 = icmp sgt i32 %n, 0, !dbg !118
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup, !dbg !120

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !118
  %min.iters.check = icmp ult i32 %n, 9, !dbg !120
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph, !dbg !120

for.body.preheader16:                             ; preds = %middle.block, %for.body.preheader
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  %s.010.ph = phi i32 [ 0, %for.body.preheader ], [ %40, %middle.block ]
  br label %for.body, !dbg !120

vector.ph:                                        ; preds = %for.body.preheader
  %n.mod.vf = and i64 %wide.trip.count, 7, !dbg !120
  %0 = icmp eq i64 %n.mod.vf, 0, !dbg !120
  %1 = select i1 %0, i64 8, i64 %n.mod.vf, !dbg !120
  %n.vec = sub nsw i64 %wide.trip.count, %1, !dbg !120
  br label %vector.body, !dbg !120

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !121
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %37, %vector.body ]
  %vec.phi13 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %38, %vector.body ]
  %2 = or disjoint i64 %index, 1, !dbg !120
  %3 = or disjoint i64 %index, 2, !dbg !120
  %4 = or disjoint i64 %index, 3, !dbg !120
  %5 = or disjoint i64 %index, 4, !dbg !120
  %6 = or disjoint i64 %index, 5, !dbg !120
  %7 = or disjoint i64 %index, 6, !dbg !120
  %8 = or disjoint i64 %index, 7, !dbg !120
  %9 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %index, !dbg !122
  %10 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %5, !dbg !122
  %wide.vec = load <8 x i32>, ptr %9, align 4, !dbg !123, !tbaa !67
  %wide.vec14 = load <8 x i32>, ptr %10, align 4, !dbg !123, !tbaa !67
  %strided.vec = shufflevector <8 x i32> %wide.vec, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !123
  %strided.vec15 = shufflevector <8 x i32> %wide.vec14, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>, !dbg !123
  %11 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %2, i32 1, !dbg !124
  %12 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %3, i32 1, !dbg !124
  %13 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %4, i32 1, !dbg !124
  %14 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %6, i32 1, !dbg !124
  %15 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %7, i32 1, !dbg !124
  %16 = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %8, i32 1, !dbg !124
  %17 = load <16 x i8>, ptr %9, align 4, !dbg !124
  %18 = shufflevector <16 x i8> %17, <16 x i8> poison, <4 x i32> <i32 4, i32 poison, i32 poison, i32 poison>, !dbg !124
  %19 = load i8, ptr %11, align 4, !dbg !124, !tbaa !72
  %20 = load i8, ptr %12, align 4, !dbg !124, !tbaa !72
  %21 = load i8, ptr %13, align 4, !dbg !124, !tbaa !72
  %22 = insertelement <4 x i8> %18, i8 %19, i64 1, !dbg !124
  %23 = insertelement <4 x i8> %22, i8 %20, i64 2, !dbg !124
  %24 = insertelement <4 x i8> %23, i8 %21, i64 3, !dbg !124
  %25 = load <16 x i8>, ptr %10, align 4, !dbg !124
  %26 = shufflevector <16 x i8> %25, <16 x i8> poison, <4 x i32> <i32 4, i32 poison, i32 poison, i32 poison>, !dbg !124
  %27 = load i8, ptr %14, align 4, !dbg !124, !tbaa !72
  %28 = load i8, ptr %15, align 4, !dbg !124, !tbaa !72
  %29 = load i8, ptr %16, align 4, !dbg !124, !tbaa !72
  %30 = insertelement <4 x i8> %26, i8 %27, i64 1, !dbg !120
  %31 = insertelement <4 x i8> %30, i8 %28, i64 2, !dbg !120
  %32 = insertelement <4 x i8> %31, i8 %29, i64 3, !dbg !120
  %33 = sext <4 x i8> %24 to <4 x i32>, !dbg !120
  %34 = sext <4 x i8> %32 to <4 x i32>, !dbg !120
  %35 = add <4 x i32> %strided.vec, %vec.phi, !dbg !125
  %36 = add <4 x i32> %strided.vec15, %vec.phi13, !dbg !125
  %37 = add <4 x i32> %35, %33, !dbg !126
  %38 = add <4 x i32> %36, %34, !dbg !126
  %index.next = add nuw i64 %index, 8, !dbg !121
  %39 = icmp eq i64 %index.next, %n.vec, !dbg !121
  br i1 %39, label %middle.block, label %vector.body, !dbg !121, !llvm.loop !127

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %38, %37, !dbg !120
  %40 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !120
  br label %for.body.preheader16, !dbg !120

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add3, %for.body ], !dbg !116
  ret i32 %s.0.lcssa, !dbg !131

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %s.010 = phi i32 [ %add3, %for.body ], [ %s.010.ph, %for.body.preheader16 ]
    #dbg_value(i64 %indvars.iv, !114, !DIExpression(), !117)
    #dbg_value(i32 %s.010, !113, !DIExpression(), !116)
  %arrayidx = getelementptr inbounds %struct.nodeTwo, ptr %arr, i64 %indvars.iv, !dbg !122
  %41 = load i32, ptr %arrayidx, align 4, !dbg !123, !tbaa !67
  %b = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !124
  %42 = load i8, ptr %b, align 4, !dbg !124, !tbaa !72
  %conv = sext i8 %42 to i32, !dbg !132
  %add = add i32 %41, %s.010, !dbg !125
  %add3 = add i32 %add, %conv, !dbg !126
    #dbg_value(i32 %add3, !113, !DIExpression(), !116)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !121
    #dbg_value(i64 %indvars.iv.next, !114, !DIExpression(), !117)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !118
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !120, !llvm.loop !133
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @sumGlobal(i32 noundef %n) unnamed_addr #4 !dbg !134 {
entry:
    #dbg_value(i32 %n, !138, !DIExpression(), !142)
    #dbg_value(i32 0, !139, !DIExpression(), !142)
    #dbg_value(i32 0, !140, !DIExpression(), !143)
  %cmp4 = icmp sgt i32 %n, 0, !dbg !144
  br i1 %cmp4, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !146

for.body.lr.ph:                                   ; preds = %entry
  %0 = load ptr, ptr @globalOne, align 8, !tbaa !50
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !144
  %min.iters.check = icmp ult i32 %n, 8, !dbg !146
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph, !dbg !146

for.body.preheader:                               ; preds = %middle.block, %for.body.lr.ph
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  %s.05.ph = phi i32 [ 0, %for.body.lr.ph ], [ %6, %middle.block ]
  br label %for.body, !dbg !146

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 2147483640, !dbg !146
  br label %vector.body, !dbg !146

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !147
  %vec.phi = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %3, %vector.body ]
  %vec.phi8 = phi <4 x i32> [ zeroinitializer, %vector.ph ], [ %4, %vector.body ]
  %1 = getelementptr inbounds %struct.nodeOne, ptr %0, i64 %index, !dbg !148
  %2 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !149
  %wide.load = load <4 x i32>, ptr %1, align 4, !dbg !149, !tbaa !62
  %wide.load9 = load <4 x i32>, ptr %2, align 4, !dbg !149, !tbaa !62
  %3 = add <4 x i32> %wide.load, %vec.phi, !dbg !150
  %4 = add <4 x i32> %wide.load9, %vec.phi8, !dbg !150
  %index.next = add nuw i64 %index, 8, !dbg !147
  %5 = icmp eq i64 %index.next, %n.vec, !dbg !147
  br i1 %5, label %middle.block, label %vector.body, !dbg !147, !llvm.loop !151

middle.block:                                     ; preds = %vector.body
  %bin.rdx = add <4 x i32> %4, %3, !dbg !146
  %6 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !146
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count, !dbg !146
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader, !dbg !146

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %6, %middle.block ], [ %add, %for.body ], !dbg !142
  ret i32 %s.0.lcssa, !dbg !153

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
    #dbg_value(i64 %indvars.iv, !140, !DIExpression(), !143)
    #dbg_value(i32 %s.05, !139, !DIExpression(), !142)
  %arrayidx = getelementptr inbounds %struct.nodeOne, ptr %0, i64 %indvars.iv, !dbg !148
  %7 = load i32, ptr %arrayidx, align 4, !dbg !149, !tbaa !62
  %add = add nsw i32 %7, %s.05, !dbg !150
    #dbg_value(i32 %add, !139, !DIExpression(), !142)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !147
    #dbg_value(i64 %indvars.iv.next, !140, !DIExpression(), !143)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !144
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !146, !llvm.loop !154
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !155 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalOne", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
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
!17 = !{!18, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 80, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 10)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !32, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!32 = !DISubroutineType(types: !33)
!33 = !{!9, !9, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!36 = !{!37, !38, !39, !40, !41, !42, !43}
!37 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 39, type: !9)
!38 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 39, type: !34)
!39 = !DILocalVariable(name: "arrayOne", scope: !31, file: !3, line: 41, type: !5)
!40 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 42, type: !9)
!41 = !DILocalVariable(name: "arrayTwo", scope: !31, file: !3, line: 44, type: !10)
!42 = !DILocalVariable(name: "k", scope: !31, file: !3, line: 46, type: !9)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 47, type: !9)
!44 = distinct !DILexicalBlock(scope: !31, file: !3, line: 47, column: 2)
!45 = !DILocation(line: 0, scope: !31)
!46 = !DILocation(line: 41, column: 47, scope: !31)
!47 = !DILocation(line: 44, column: 47, scope: !31)
!48 = !DILocation(line: 45, column: 14, scope: !31)
!49 = !DILocation(line: 45, column: 12, scope: !31)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 46, column: 15, scope: !31)
!55 = !DILocation(line: 0, scope: !44)
!56 = !DILocation(line: 47, column: 20, scope: !57)
!57 = distinct !DILexicalBlock(scope: !44, file: !3, line: 47, column: 2)
!58 = !DILocation(line: 47, column: 2, scope: !44)
!59 = !DILocation(line: 48, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 47, column: 30)
!61 = !DILocation(line: 48, column: 17, scope: !60)
!62 = !{!63, !64, i64 0}
!63 = !{!"nodeOne", !64, i64 0}
!64 = !{!"int", !52, i64 0}
!65 = !DILocation(line: 49, column: 3, scope: !60)
!66 = !DILocation(line: 49, column: 17, scope: !60)
!67 = !{!68, !64, i64 0}
!68 = !{!"nodeTwo", !64, i64 0, !52, i64 4, !52, i64 5}
!69 = !DILocation(line: 50, column: 19, scope: !60)
!70 = !DILocation(line: 50, column: 15, scope: !60)
!71 = !DILocation(line: 50, column: 17, scope: !60)
!72 = !{!68, !52, i64 4}
!73 = !DILocation(line: 51, column: 15, scope: !60)
!74 = !DILocation(line: 51, column: 3, scope: !60)
!75 = !DILocation(line: 51, column: 23, scope: !60)
!76 = !DILocation(line: 53, column: 34, scope: !31)
!77 = !DILocation(line: 53, column: 23, scope: !31)
!78 = !DILocation(line: 53, column: 39, scope: !31)
!79 = !DILocation(line: 53, column: 42, scope: !31)
!80 = !DILocation(line: 53, column: 75, scope: !31)
!81 = !DILocation(line: 53, column: 63, scope: !31)
!82 = !DILocation(line: 53, column: 2, scope: !31)
!83 = !DILocation(line: 54, column: 2, scope: !31)
!84 = !DILocation(line: 55, column: 2, scope: !31)
!85 = !DILocation(line: 56, column: 7, scope: !31)
!86 = !DILocation(line: 56, column: 2, scope: !31)
!87 = !DILocation(line: 57, column: 2, scope: !31)
!88 = !DILocation(line: 47, column: 26, scope: !57)
!89 = distinct !{!89, !58, !90, !91}
!90 = !DILocation(line: 52, column: 2, scope: !44)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DISubprogram(name: "malloc", scope: !93, file: !93, line: 553, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !97}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !98, line: 18, baseType: !99)
!98 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DISubprogram(name: "printf", scope: !101, file: !101, line: 356, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!102 = !DISubroutineType(types: !103)
!103 = !{!9, !104, null}
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!107 = distinct !DISubprogram(name: "sumTwo", scope: !3, file: !3, line: 23, type: !108, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!9, !10, !9}
!110 = !{!111, !112, !113, !114}
!111 = !DILocalVariable(name: "arr", arg: 1, scope: !107, file: !3, line: 23, type: !10)
!112 = !DILocalVariable(name: "n", arg: 2, scope: !107, file: !3, line: 23, type: !9)
!113 = !DILocalVariable(name: "s", scope: !107, file: !3, line: 25, type: !9)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 26, type: !9)
!115 = distinct !DILexicalBlock(scope: !107, file: !3, line: 26, column: 2)
!116 = !DILocation(line: 0, scope: !107)
!117 = !DILocation(line: 0, scope: !115)
!118 = !DILocation(line: 26, column: 20, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 26, column: 2)
!120 = !DILocation(line: 26, column: 2, scope: !115)
!121 = !DILocation(line: 26, column: 26, scope: !119)
!122 = !DILocation(line: 27, column: 8, scope: !119)
!123 = !DILocation(line: 27, column: 15, scope: !119)
!124 = !DILocation(line: 27, column: 26, scope: !119)
!125 = !DILocation(line: 27, column: 17, scope: !119)
!126 = !DILocation(line: 27, column: 5, scope: !119)
!127 = distinct !{!127, !120, !128, !91, !129, !130}
!128 = !DILocation(line: 27, column: 26, scope: !115)
!129 = !{!"llvm.loop.isvectorized", i32 1}
!130 = !{!"llvm.loop.unroll.runtime.disable"}
!131 = !DILocation(line: 28, column: 2, scope: !107)
!132 = !DILocation(line: 27, column: 19, scope: !119)
!133 = distinct !{!133, !120, !128, !91, !130, !129}
!134 = distinct !DISubprogram(name: "sumGlobal", scope: !3, file: !3, line: 31, type: !135, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!9, !9}
!137 = !{!138, !139, !140}
!138 = !DILocalVariable(name: "n", arg: 1, scope: !134, file: !3, line: 31, type: !9)
!139 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 33, type: !9)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 34, type: !9)
!141 = distinct !DILexicalBlock(scope: !134, file: !3, line: 34, column: 2)
!142 = !DILocation(line: 0, scope: !134)
!143 = !DILocation(line: 0, scope: !141)
!144 = !DILocation(line: 34, column: 20, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 34, column: 2)
!146 = !DILocation(line: 34, column: 2, scope: !141)
!147 = !DILocation(line: 34, column: 26, scope: !145)
!148 = !DILocation(line: 35, column: 8, scope: !145)
!149 = !DILocation(line: 35, column: 21, scope: !145)
!150 = !DILocation(line: 35, column: 5, scope: !145)
!151 = distinct !{!151, !146, !152, !91, !129, !130}
!152 = !DILocation(line: 35, column: 21, scope: !141)
!153 = !DILocation(line: 36, column: 2, scope: !134)
!154 = distinct !{!154, !146, !152, !91, !130, !129}
!155 = !DISubprogram(name: "free", scope: !93, file: !93, line: 568, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !96}
