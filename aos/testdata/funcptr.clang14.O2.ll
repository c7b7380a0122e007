; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.job = type { i32, i32, double }

@handlers = dso_local local_unnamed_addr global [2 x double (%struct.job*, i32)*] [double (%struct.job*, i32)* @cheapest, double (%struct.job*, i32)* @urgent], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal double @cheapest(%struct.job* nocapture noundef readonly %j, i32 noundef %n) #0 !dbg !27 {
entry:
  call void @llvm.dbg.value(metadata %struct.job* %j, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %n, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double 1.000000e+30, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !35
  %cmp12 = icmp sgt i32 %n, 0, !dbg !36
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup, !dbg !38

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !36
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !38
  %xtraiter = and i64 %wide.trip.count, 3, !dbg !38
  %1 = icmp ult i64 %0, 3, !dbg !38
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !38

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292, !dbg !38
  br label %for.body, !dbg !38

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %c.1.lcssa.ph = phi double [ undef, %for.body.preheader ], [ %c.1.3, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %c.013.unr = phi double [ 1.000000e+30, %for.body.preheader ], [ %c.1.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !38
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !38

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %c.013.epil = phi double [ %c.1.epil, %for.body.epil ], [ %c.013.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.epil, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %c.013.epil, metadata !31, metadata !DIExpression()), !dbg !34
  %cost.epil = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.epil, i32 2, !dbg !39
  %2 = load double, double* %cost.epil, align 8, !dbg !39, !tbaa !41
  %cmp1.epil = fcmp olt double %2, %c.013.epil, !dbg !47
  %c.1.epil = select i1 %cmp1.epil, double %2, double %c.013.epil, !dbg !48
  call void @llvm.dbg.value(metadata double %c.1.epil, metadata !31, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.epil, metadata !32, metadata !DIExpression()), !dbg !35
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !38
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !38
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !dbg !38, !llvm.loop !50

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  %c.0.lcssa = phi double [ 1.000000e+30, %entry ], [ %c.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %c.1.epil, %for.body.epil ], !dbg !34
  ret double %c.0.lcssa, !dbg !52

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %c.013 = phi double [ 1.000000e+30, %for.body.preheader.new ], [ %c.1.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %c.013, metadata !31, metadata !DIExpression()), !dbg !34
  %cost = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv, i32 2, !dbg !39
  %3 = load double, double* %cost, align 8, !dbg !39, !tbaa !41
  %cmp1 = fcmp olt double %3, %c.013, !dbg !47
  %c.1 = select i1 %cmp1, double %3, double %c.013, !dbg !48
  call void @llvm.dbg.value(metadata double %c.1, metadata !31, metadata !DIExpression()), !dbg !34
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %c.1, metadata !31, metadata !DIExpression()), !dbg !34
  %cost.1 = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.next, i32 2, !dbg !39
  %4 = load double, double* %cost.1, align 8, !dbg !39, !tbaa !41
  %cmp1.1 = fcmp olt double %4, %c.1, !dbg !47
  %c.1.1 = select i1 %cmp1.1, double %4, double %c.1, !dbg !48
  call void @llvm.dbg.value(metadata double %c.1.1, metadata !31, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %c.1.1, metadata !31, metadata !DIExpression()), !dbg !34
  %cost.2 = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.next.1, i32 2, !dbg !39
  %5 = load double, double* %cost.2, align 8, !dbg !39, !tbaa !41
  %cmp1.2 = fcmp olt double %5, %c.1.1, !dbg !47
  %c.1.2 = select i1 %cmp1.2, double %5, double %c.1.1, !dbg !48
  call void @llvm.dbg.value(metadata double %c.1.2, metadata !31, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double %c.1.2, metadata !31, metadata !DIExpression()), !dbg !34
  %cost.3 = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.next.2, i32 2, !dbg !39
  %6 = load double, double* %cost.3, align 8, !dbg !39, !tbaa !41
  %cmp1.3 = fcmp olt double %6, %c.1.2, !dbg !47
  %c.1.3 = select i1 %cmp1.3, double %6, double %c.1.2, !dbg !48
  call void @llvm.dbg.value(metadata double %c.1.3, metadata !31, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !32, metadata !DIExpression()), !dbg !35
  %niter.next.3 = add i64 %niter, 4, !dbg !38
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !38
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !38, !llvm.loop !53
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal double @urgent(%struct.job* nocapture noundef readonly %j, i32 noundef %n) #0 !dbg !56 {
entry:
  call void @llvm.dbg.value(metadata %struct.job* %j, metadata !58, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %n, metadata !59, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()), !dbg !64
  %cmp11 = icmp sgt i32 %n, 0, !dbg !65
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup, !dbg !67

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !65
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !67
  %0 = icmp eq i32 %n, 1, !dbg !67
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !67

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294, !dbg !67
  br label %for.body, !dbg !67

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %c.1.lcssa.ph = phi double [ undef, %for.body.preheader ], [ %c.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %c.012.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %c.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !68
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !68

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !61, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %c.012.unr, metadata !60, metadata !DIExpression()), !dbg !63
  %prio.epil = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.unr, i32 1, !dbg !69
  %1 = load i32, i32* %prio.epil, align 4, !dbg !69, !tbaa !71
  %cmp1.epil = icmp sgt i32 %1, 5, !dbg !72
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup, !dbg !68

if.then.epil:                                     ; preds = %for.body.epil
  %cost.epil = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.unr, i32 2, !dbg !73
  %2 = load double, double* %cost.epil, align 8, !dbg !73, !tbaa !41
  %add.epil = fadd double %c.012.unr, %2, !dbg !74
  call void @llvm.dbg.value(metadata double %add.epil, metadata !60, metadata !DIExpression()), !dbg !63
  br label %for.cond.cleanup, !dbg !75

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %c.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %c.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %if.then.epil ], [ %c.012.unr, %for.body.epil ], !dbg !63
  ret double %c.0.lcssa, !dbg !76

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %c.012 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %c.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !61, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %c.012, metadata !60, metadata !DIExpression()), !dbg !63
  %prio = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv, i32 1, !dbg !69
  %3 = load i32, i32* %prio, align 4, !dbg !69, !tbaa !71
  %cmp1 = icmp sgt i32 %3, 5, !dbg !72
  br i1 %cmp1, label %if.then, label %for.inc, !dbg !68

if.then:                                          ; preds = %for.body
  %cost = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv, i32 2, !dbg !73
  %4 = load double, double* %cost, align 8, !dbg !73, !tbaa !41
  %add = fadd double %c.012, %4, !dbg !74
  call void @llvm.dbg.value(metadata double %add, metadata !60, metadata !DIExpression()), !dbg !63
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body, %if.then
  %c.1 = phi double [ %add, %if.then ], [ %c.012, %for.body ], !dbg !63
  call void @llvm.dbg.value(metadata double %c.1, metadata !60, metadata !DIExpression()), !dbg !63
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !61, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !61, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %c.1, metadata !60, metadata !DIExpression()), !dbg !63
  %prio.1 = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.next, i32 1, !dbg !69
  %5 = load i32, i32* %prio.1, align 4, !dbg !69, !tbaa !71
  %cmp1.1 = icmp sgt i32 %5, 5, !dbg !72
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1, !dbg !68

if.then.1:                                        ; preds = %for.inc
  %cost.1 = getelementptr inbounds %struct.job, %struct.job* %j, i64 %indvars.iv.next, i32 2, !dbg !73
  %6 = load double, double* %cost.1, align 8, !dbg !73, !tbaa !41
  %add.1 = fadd double %c.1, %6, !dbg !74
  call void @llvm.dbg.value(metadata double %add.1, metadata !60, metadata !DIExpression()), !dbg !63
  br label %for.inc.1, !dbg !75

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %c.1.1 = phi double [ %add.1, %if.then.1 ], [ %c.1, %for.inc ], !dbg !63
  call void @llvm.dbg.value(metadata double %c.1.1, metadata !60, metadata !DIExpression()), !dbg !63
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !61, metadata !DIExpression()), !dbg !64
  %niter.next.1 = add i64 %niter, 2, !dbg !67
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !67
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !67, !llvm.loop !78
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #1 !dbg !80 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !87, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i8** %argv, metadata !88, metadata !DIExpression()), !dbg !94
  %add = add nsw i32 %argc, 30, !dbg !95
  call void @llvm.dbg.value(metadata i32 %add, metadata !89, metadata !DIExpression()), !dbg !94
  %conv = sext i32 %add to i64, !dbg !96
  %mul = shl nsw i64 %conv, 4, !dbg !97
  %call = tail call noalias i8* @malloc(i64 noundef %mul) #6, !dbg !98
  %0 = bitcast i8* %call to %struct.job*, !dbg !98
  call void @llvm.dbg.value(metadata %struct.job* %0, metadata !90, metadata !DIExpression()), !dbg !94
  %tobool.not = icmp eq i8* %call, null, !dbg !99
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !101

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !91, metadata !DIExpression()), !dbg !102
  %cmp33 = icmp sgt i32 %argc, -30, !dbg !103
  br i1 %cmp33, label %for.body.preheader, label %for.cond.cleanup, !dbg !105

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext i32 %add to i64, !dbg !103
  br label %for.body, !dbg !105

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  %rem8 = srem i32 %argc, 2, !dbg !106
  %idxprom9 = sext i32 %rem8 to i64, !dbg !107
  %arrayidx10 = getelementptr inbounds [2 x double (%struct.job*, i32)*], [2 x double (%struct.job*, i32)*]* @handlers, i64 0, i64 %idxprom9, !dbg !107
  %1 = load double (%struct.job*, i32)*, double (%struct.job*, i32)** %arrayidx10, align 8, !dbg !107, !tbaa !108
  call void @llvm.dbg.value(metadata double (%struct.job*, i32)* %1, metadata !93, metadata !DIExpression()), !dbg !94
  %call11 = tail call double %1(%struct.job* noundef nonnull %0, i32 noundef %add) #6, !dbg !110
  %call12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %call11), !dbg !111
  tail call void @free(i8* noundef nonnull %call) #6, !dbg !112
  br label %cleanup

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !91, metadata !DIExpression()), !dbg !102
  %id = getelementptr inbounds %struct.job, %struct.job* %0, i64 %indvars.iv, i32 0, !dbg !113
  %2 = trunc i64 %indvars.iv to i32, !dbg !115
  store i32 %2, i32* %id, align 8, !dbg !115, !tbaa !116
  %rem = urem i32 %2, 10, !dbg !117
  %prio = getelementptr inbounds %struct.job, %struct.job* %0, i64 %indvars.iv, i32 1, !dbg !118
  store i32 %rem, i32* %prio, align 4, !dbg !119, !tbaa !71
  %conv4 = sitofp i32 %2 to double, !dbg !120
  %mul5 = fmul double %conv4, 1.500000e+00, !dbg !121
  %cost = getelementptr inbounds %struct.job, %struct.job* %0, i64 %indvars.iv, i32 2, !dbg !122
  store double %mul5, double* %cost, align 8, !dbg !123, !tbaa !41
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !91, metadata !DIExpression()), !dbg !102
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !103
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !105, !llvm.loop !125

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !94
  ret i32 %retval.0, !dbg !127
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "handlers", scope: !2, file: !3, line: 34, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cc16b685394da11b9e16a6b35711084")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !18)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !3, line: 12, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !11, !15}
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 6, size: 128, elements: !13)
!13 = !{!14, !16, !17}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !12, file: !3, line: 7, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !12, file: !3, line: 8, baseType: !15, size: 32, offset: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "cost", scope: !12, file: !3, line: 9, baseType: !10, size: 64, offset: 64)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "cheapest", scope: !3, file: !3, line: 16, type: !8, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!28 = !{!29, !30, !31, !32}
!29 = !DILocalVariable(name: "j", arg: 1, scope: !27, file: !3, line: 16, type: !11)
!30 = !DILocalVariable(name: "n", arg: 2, scope: !27, file: !3, line: 16, type: !15)
!31 = !DILocalVariable(name: "c", scope: !27, file: !3, line: 18, type: !10)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 19, type: !15)
!33 = distinct !DILexicalBlock(scope: !27, file: !3, line: 19, column: 2)
!34 = !DILocation(line: 0, scope: !27)
!35 = !DILocation(line: 0, scope: !33)
!36 = !DILocation(line: 19, column: 20, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 19, column: 2)
!38 = !DILocation(line: 19, column: 2, scope: !33)
!39 = !DILocation(line: 20, column: 12, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 7)
!41 = !{!42, !46, i64 8}
!42 = !{!"job", !43, i64 0, !43, i64 4, !46, i64 8}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !{!"double", !44, i64 0}
!47 = !DILocation(line: 20, column: 17, scope: !40)
!48 = !DILocation(line: 20, column: 7, scope: !37)
!49 = !DILocation(line: 19, column: 26, scope: !37)
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 22, column: 2, scope: !27)
!53 = distinct !{!53, !38, !54, !55}
!54 = !DILocation(line: 21, column: 13, scope: !33)
!55 = !{!"llvm.loop.mustprogress"}
!56 = distinct !DISubprogram(name: "urgent", scope: !3, file: !3, line: 25, type: !8, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!57 = !{!58, !59, !60, !61}
!58 = !DILocalVariable(name: "j", arg: 1, scope: !56, file: !3, line: 25, type: !11)
!59 = !DILocalVariable(name: "n", arg: 2, scope: !56, file: !3, line: 25, type: !15)
!60 = !DILocalVariable(name: "c", scope: !56, file: !3, line: 27, type: !10)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 28, type: !15)
!62 = distinct !DILexicalBlock(scope: !56, file: !3, line: 28, column: 2)
!63 = !DILocation(line: 0, scope: !56)
!64 = !DILocation(line: 0, scope: !62)
!65 = !DILocation(line: 28, column: 20, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 28, column: 2)
!67 = !DILocation(line: 28, column: 2, scope: !62)
!68 = !DILocation(line: 29, column: 7, scope: !66)
!69 = !DILocation(line: 29, column: 12, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 29, column: 7)
!71 = !{!42, !43, i64 4}
!72 = !DILocation(line: 29, column: 17, scope: !70)
!73 = !DILocation(line: 30, column: 14, scope: !70)
!74 = !DILocation(line: 30, column: 6, scope: !70)
!75 = !DILocation(line: 30, column: 4, scope: !70)
!76 = !DILocation(line: 31, column: 2, scope: !56)
!77 = !DILocation(line: 28, column: 26, scope: !66)
!78 = distinct !{!78, !67, !79, !55}
!79 = !DILocation(line: 30, column: 14, scope: !62)
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !81, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!81 = !DISubroutineType(types: !82)
!82 = !{!15, !15, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!86 = !{!87, !88, !89, !90, !91, !93}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !80, file: !3, line: 36, type: !15)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !80, file: !3, line: 36, type: !83)
!89 = !DILocalVariable(name: "n", scope: !80, file: !3, line: 38, type: !15)
!90 = !DILocalVariable(name: "jobs", scope: !80, file: !3, line: 39, type: !11)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 42, type: !15)
!92 = distinct !DILexicalBlock(scope: !80, file: !3, line: 42, column: 2)
!93 = !DILocalVariable(name: "h", scope: !80, file: !3, line: 47, type: !6)
!94 = !DILocation(line: 0, scope: !80)
!95 = !DILocation(line: 38, column: 15, scope: !80)
!96 = !DILocation(line: 39, column: 28, scope: !80)
!97 = !DILocation(line: 39, column: 30, scope: !80)
!98 = !DILocation(line: 39, column: 21, scope: !80)
!99 = !DILocation(line: 40, column: 7, scope: !100)
!100 = distinct !DILexicalBlock(scope: !80, file: !3, line: 40, column: 6)
!101 = !DILocation(line: 40, column: 6, scope: !80)
!102 = !DILocation(line: 0, scope: !92)
!103 = !DILocation(line: 42, column: 20, scope: !104)
!104 = distinct !DILexicalBlock(scope: !92, file: !3, line: 42, column: 2)
!105 = !DILocation(line: 42, column: 2, scope: !92)
!106 = !DILocation(line: 47, column: 28, scope: !80)
!107 = !DILocation(line: 47, column: 14, scope: !80)
!108 = !{!109, !109, i64 0}
!109 = !{!"any pointer", !44, i64 0}
!110 = !DILocation(line: 48, column: 17, scope: !80)
!111 = !DILocation(line: 48, column: 2, scope: !80)
!112 = !DILocation(line: 49, column: 2, scope: !80)
!113 = !DILocation(line: 43, column: 11, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !3, line: 42, column: 30)
!115 = !DILocation(line: 43, column: 14, scope: !114)
!116 = !{!42, !43, i64 0}
!117 = !DILocation(line: 44, column: 20, scope: !114)
!118 = !DILocation(line: 44, column: 11, scope: !114)
!119 = !DILocation(line: 44, column: 16, scope: !114)
!120 = !DILocation(line: 45, column: 18, scope: !114)
!121 = !DILocation(line: 45, column: 20, scope: !114)
!122 = !DILocation(line: 45, column: 11, scope: !114)
!123 = !DILocation(line: 45, column: 16, scope: !114)
!124 = !DILocation(line: 42, column: 26, scope: !104)
!125 = distinct !{!125, !105, !126, !55}
!126 = !DILocation(line: 46, column: 2, scope: !92)
!127 = !DILocation(line: 51, column: 1, scope: !80)
