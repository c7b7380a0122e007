; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.job = type { i32, i32, double }

@handlers = dso_local local_unnamed_addr global [2 x ptr] [ptr @cheapest, ptr @urgent], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @cheapest(ptr nocapture noundef readonly %j, i32 noundef %n) #0 !dbg !34 {
entry:
    #dbg_value(ptr %j, !36, !DIExpression(), !41)
    #dbg_value(i32 %n, !37, !DIExpression(), !41)
    #dbg_value(double 1.000000e+30, !38, !DIExpression(), !41)
    #dbg_value(i32 0, !39, !DIExpression(), !42)
  %cmp10 = icmp sgt i32 %n, 0, !dbg !43
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup, !dbg !45

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !43
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !45
  %0 = icmp eq i32 %n, 1, !dbg !45
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !45

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !45
  br label %for.body, !dbg !45

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %c.1.lcssa.ph = phi double [ poison, %for.body.preheader ], [ %c.1.1, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %c.011.unr = phi double [ 1.000000e+30, %for.body.preheader ], [ %c.1.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !45
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !45

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !39, !DIExpression(), !42)
    #dbg_value(double %c.011.unr, !38, !DIExpression(), !41)
  %cost.epil = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv.unr, i32 2, !dbg !46
  %1 = load double, ptr %cost.epil, align 8, !dbg !46, !tbaa !48
  %cmp1.epil = fcmp olt double %1, %c.011.unr, !dbg !54
  %c.1.epil = select i1 %cmp1.epil, double %1, double %c.011.unr, !dbg !55
    #dbg_value(double %c.1.epil, !38, !DIExpression(), !41)
    #dbg_value(i64 %indvars.iv.unr, !39, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !42)
  br label %for.cond.cleanup, !dbg !56

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %c.0.lcssa = phi double [ 1.000000e+30, %entry ], [ %c.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %c.1.epil, %for.body.epil ], !dbg !41
  ret double %c.0.lcssa, !dbg !56

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %c.011 = phi double [ 1.000000e+30, %for.body.preheader.new ], [ %c.1.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !39, !DIExpression(), !42)
    #dbg_value(double %c.011, !38, !DIExpression(), !41)
  %cost = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv, i32 2, !dbg !46
  %2 = load double, ptr %cost, align 8, !dbg !46, !tbaa !48
  %cmp1 = fcmp olt double %2, %c.011, !dbg !54
  %c.1 = select i1 %cmp1, double %2, double %c.011, !dbg !55
    #dbg_value(double %c.1, !38, !DIExpression(), !41)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !57
    #dbg_value(i64 %indvars.iv.next, !39, !DIExpression(), !42)
  %cost.1 = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv.next, i32 2, !dbg !46
  %3 = load double, ptr %cost.1, align 8, !dbg !46, !tbaa !48
  %cmp1.1 = fcmp olt double %3, %c.1, !dbg !54
  %c.1.1 = select i1 %cmp1.1, double %3, double %c.1, !dbg !55
    #dbg_value(double %c.1.1, !38, !DIExpression(), !41)
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !57
    #dbg_value(i64 %indvars.iv.next.1, !39, !DIExpression(), !42)
  %niter.next.1 = add i64 %niter, 2, !dbg !45
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !45
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !45, !llvm.loop !58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @urgent(ptr nocapture noundef readonly %j, i32 noundef %n) #0 !dbg !61 {
entry:
    #dbg_value(ptr %j, !63, !DIExpression(), !68)
    #dbg_value(i32 %n, !64, !DIExpression(), !68)
    #dbg_value(double 0.000000e+00, !65, !DIExpression(), !68)
    #dbg_value(i32 0, !66, !DIExpression(), !69)
  %cmp9 = icmp sgt i32 %n, 0, !dbg !70
  br i1 %cmp9, label %for.body.preheader, label %for.cond.cleanup, !dbg !72

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !70
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !72
  %0 = icmp eq i32 %n, 1, !dbg !72
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !72

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !72
  br label %for.body, !dbg !72

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.inc.1, %for.body.preheader
  %c.1.lcssa.ph = phi double [ poison, %for.body.preheader ], [ %c.1.1, %for.inc.1 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.inc.1 ]
  %c.010.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %c.1.1, %for.inc.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !73
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !73

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !66, !DIExpression(), !69)
    #dbg_value(double %c.010.unr, !65, !DIExpression(), !68)
  %arrayidx.epil = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv.unr, !dbg !74
  %prio.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 4, !dbg !76
  %1 = load i32, ptr %prio.epil, align 4, !dbg !76, !tbaa !77
  %cmp1.epil = icmp sgt i32 %1, 5, !dbg !78
  br i1 %cmp1.epil, label %if.then.epil, label %for.cond.cleanup, !dbg !73

if.then.epil:                                     ; preds = %for.body.epil
  %cost.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !79
  %2 = load double, ptr %cost.epil, align 8, !dbg !79, !tbaa !48
  %add.epil = fadd double %c.010.unr, %2, !dbg !80
    #dbg_value(double %add.epil, !65, !DIExpression(), !68)
  br label %for.cond.cleanup, !dbg !81

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %if.then.epil, %for.body.epil, %entry
  %c.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %c.1.lcssa.ph, %for.cond.cleanup.loopexit.unr-lcssa ], [ %add.epil, %if.then.epil ], [ %c.010.unr, %for.body.epil ], !dbg !68
  ret double %c.0.lcssa, !dbg !82

for.body:                                         ; preds = %for.inc.1, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.inc.1 ]
  %c.010 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %c.1.1, %for.inc.1 ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.inc.1 ]
    #dbg_value(i64 %indvars.iv, !66, !DIExpression(), !69)
    #dbg_value(double %c.010, !65, !DIExpression(), !68)
  %arrayidx = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv, !dbg !74
  %prio = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !76
  %3 = load i32, ptr %prio, align 4, !dbg !76, !tbaa !77
  %cmp1 = icmp sgt i32 %3, 5, !dbg !78
  br i1 %cmp1, label %if.then, label %for.inc, !dbg !73

if.then:                                          ; preds = %for.body
  %cost = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !79
  %4 = load double, ptr %cost, align 8, !dbg !79, !tbaa !48
  %add = fadd double %c.010, %4, !dbg !80
    #dbg_value(double %add, !65, !DIExpression(), !68)
  br label %for.inc, !dbg !81

for.inc:                                          ; preds = %for.body, %if.then
  %c.1 = phi double [ %add, %if.then ], [ %c.010, %for.body ], !dbg !68
    #dbg_value(double %c.1, !65, !DIExpression(), !68)
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !83
    #dbg_value(i64 %indvars.iv.next, !66, !DIExpression(), !69)
  %arrayidx.1 = getelementptr inbounds %struct.job, ptr %j, i64 %indvars.iv.next, !dbg !74
  %prio.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 4, !dbg !76
  %5 = load i32, ptr %prio.1, align 4, !dbg !76, !tbaa !77
  %cmp1.1 = icmp sgt i32 %5, 5, !dbg !78
  br i1 %cmp1.1, label %if.then.1, label %for.inc.1, !dbg !73

if.then.1:                                        ; preds = %for.inc
  %cost.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !79
  %6 = load double, ptr %cost.1, align 8, !dbg !79, !tbaa !48
  %add.1 = fadd double %c.1, %6, !dbg !80
    #dbg_value(double %add.1, !65, !DIExpression(), !68)
  br label %for.inc.1, !dbg !81

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  %c.1.1 = phi double [ %add.1, %if.then.1 ], [ %c.1, %for.inc ], !dbg !68
    #dbg_value(double %c.1.1, !65, !DIExpression(), !68)
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !83
    #dbg_value(i64 %indvars.iv.next.1, !66, !DIExpression(), !69)
  %niter.next.1 = add i64 %niter, 2, !dbg !72
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !72
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !72, !llvm.loop !84
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #1 !dbg !86 {
entry:
    #dbg_value(i32 %argc, !92, !DIExpression(), !99)
    #dbg_value(ptr %argv, !93, !DIExpression(), !99)
  %add = add nsw i32 %argc, 30, !dbg !100
    #dbg_value(i32 %add, !94, !DIExpression(), !99)
  %conv = sext i32 %add to i64, !dbg !101
  %mul = shl nsw i64 %conv, 4, !dbg !102
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #5, !dbg !103
    #dbg_value(ptr %call, !95, !DIExpression(), !99)
  %tobool.not = icmp eq ptr %call, null, !dbg !104
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !106

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !96, !DIExpression(), !107)
  %cmp29 = icmp sgt i32 %argc, -30, !dbg !108
  br i1 %cmp29, label %for.body.preheader, label %for.cond.cleanup, !dbg !110

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext nneg i32 %add to i64, !dbg !108
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !110
  %0 = icmp eq i32 %add, 1, !dbg !110
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !110

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !110
  br label %for.body, !dbg !110

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !110
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !110

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !96, !DIExpression(), !107)
  %arrayidx.epil = getelementptr inbounds %struct.job, ptr %call, i64 %indvars.iv.unr, !dbg !111
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !113
  store i32 %1, ptr %arrayidx.epil, align 8, !dbg !113, !tbaa !114
  %rem.epil = urem i32 %1, 10, !dbg !115
  %prio.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 4, !dbg !116
  store i32 %rem.epil, ptr %prio.epil, align 4, !dbg !117, !tbaa !77
  %conv4.epil = uitofp nneg i32 %1 to double, !dbg !118
  %mul5.epil = fmul double %conv4.epil, 1.500000e+00, !dbg !119
  %cost.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !120
  store double %mul5.epil, ptr %cost.epil, align 8, !dbg !121, !tbaa !48
    #dbg_value(i64 %indvars.iv.unr, !96, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !107)
  br label %for.cond.cleanup, !dbg !122

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  %rem8 = srem i32 %argc, 2, !dbg !122
  %idxprom9 = sext i32 %rem8 to i64, !dbg !123
  %arrayidx10 = getelementptr inbounds [2 x ptr], ptr @handlers, i64 0, i64 %idxprom9, !dbg !123
  %2 = load ptr, ptr %arrayidx10, align 8, !dbg !123, !tbaa !124
    #dbg_value(ptr %2, !98, !DIExpression(), !99)
  %call11 = tail call double %2(ptr noundef nonnull %call, i32 noundef %add) #6, !dbg !126
  %call12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %call11), !dbg !127
  tail call void @free(ptr noundef nonnull %call) #6, !dbg !128
  br label %cleanup

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !96, !DIExpression(), !107)
  %arrayidx = getelementptr inbounds %struct.job, ptr %call, i64 %indvars.iv, !dbg !111
  %3 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !113
  store i32 %3, ptr %arrayidx, align 8, !dbg !113, !tbaa !114
  %rem = urem i32 %3, 10, !dbg !115
  %prio = getelementptr inbounds i8, ptr %arrayidx, i64 4, !dbg !116
  store i32 %rem, ptr %prio, align 4, !dbg !117, !tbaa !77
  %conv4 = uitofp nneg i32 %3 to double, !dbg !118
  %mul5 = fmul double %conv4, 1.500000e+00, !dbg !119
  %cost = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !120
  store double %mul5, ptr %cost, align 8, !dbg !121, !tbaa !48
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !129
    #dbg_value(i64 %indvars.iv.next, !96, !DIExpression(), !107)
  %arrayidx.1 = getelementptr inbounds %struct.job, ptr %call, i64 %indvars.iv.next, !dbg !111
  %4 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !113
  store i32 %4, ptr %arrayidx.1, align 8, !dbg !113, !tbaa !114
  %rem.1 = urem i32 %4, 10, !dbg !115
  %prio.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 4, !dbg !116
  store i32 %rem.1, ptr %prio.1, align 4, !dbg !117, !tbaa !77
  %conv4.1 = uitofp nneg i32 %4 to double, !dbg !118
  %mul5.1 = fmul double %conv4.1, 1.500000e+00, !dbg !119
  %cost.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !120
  store double %mul5.1, ptr %cost.1, align 8, !dbg !121, !tbaa !48
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !129
    #dbg_value(i64 %indvars.iv.next.1, !96, !DIExpression(), !107)
  %niter.next.1 = add i64 %niter, 2, !dbg !110
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !110
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !110, !llvm.loop !130

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !99
  ret i32 %retval.0, !dbg !132
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !133 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !141 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !148 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "handlers", scope: !2, file: !3, line: 34, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cc16b685394da11b9e16a6b35711084")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !24)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !3, line: 12, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !21}
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 6, size: 128, elements: !19)
!19 = !{!20, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !18, file: !3, line: 7, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !18, file: !3, line: 8, baseType: !21, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "cost", scope: !18, file: !3, line: 9, baseType: !16, size: 64, offset: 64)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "cheapest", scope: !3, file: !3, line: 16, type: !14, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!35 = !{!36, !37, !38, !39}
!36 = !DILocalVariable(name: "j", arg: 1, scope: !34, file: !3, line: 16, type: !17)
!37 = !DILocalVariable(name: "n", arg: 2, scope: !34, file: !3, line: 16, type: !21)
!38 = !DILocalVariable(name: "c", scope: !34, file: !3, line: 18, type: !16)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 19, type: !21)
!40 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 2)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 0, scope: !40)
!43 = !DILocation(line: 19, column: 20, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 2)
!45 = !DILocation(line: 19, column: 2, scope: !40)
!46 = !DILocation(line: 20, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 7)
!48 = !{!49, !53, i64 8}
!49 = !{!"job", !50, i64 0, !50, i64 4, !53, i64 8}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !{!"double", !51, i64 0}
!54 = !DILocation(line: 20, column: 17, scope: !47)
!55 = !DILocation(line: 20, column: 7, scope: !44)
!56 = !DILocation(line: 22, column: 2, scope: !34)
!57 = !DILocation(line: 19, column: 26, scope: !44)
!58 = distinct !{!58, !45, !59, !60}
!59 = !DILocation(line: 21, column: 13, scope: !40)
!60 = !{!"llvm.loop.mustprogress"}
!61 = distinct !DISubprogram(name: "urgent", scope: !3, file: !3, line: 25, type: !14, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!62 = !{!63, !64, !65, !66}
!63 = !DILocalVariable(name: "j", arg: 1, scope: !61, file: !3, line: 25, type: !17)
!64 = !DILocalVariable(name: "n", arg: 2, scope: !61, file: !3, line: 25, type: !21)
!65 = !DILocalVariable(name: "c", scope: !61, file: !3, line: 27, type: !16)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 28, type: !21)
!67 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 2)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 0, scope: !67)
!70 = !DILocation(line: 28, column: 20, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 2)
!72 = !DILocation(line: 28, column: 2, scope: !67)
!73 = !DILocation(line: 29, column: 7, scope: !71)
!74 = !DILocation(line: 29, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 7)
!76 = !DILocation(line: 29, column: 12, scope: !75)
!77 = !{!49, !50, i64 4}
!78 = !DILocation(line: 29, column: 17, scope: !75)
!79 = !DILocation(line: 30, column: 14, scope: !75)
!80 = !DILocation(line: 30, column: 6, scope: !75)
!81 = !DILocation(line: 30, column: 4, scope: !75)
!82 = !DILocation(line: 31, column: 2, scope: !61)
!83 = !DILocation(line: 28, column: 26, scope: !71)
!84 = distinct !{!84, !72, !85, !60}
!85 = !DILocation(line: 30, column: 14, scope: !67)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !87, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!87 = !DISubroutineType(types: !88)
!88 = !{!21, !21, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!91 = !{!92, !93, !94, !95, !96, !98}
!92 = !DILocalVariable(name: "argc", arg: 1, scope: !86, file: !3, line: 36, type: !21)
!93 = !DILocalVariable(name: "argv", arg: 2, scope: !86, file: !3, line: 36, type: !89)
!94 = !DILocalVariable(name: "n", scope: !86, file: !3, line: 38, type: !21)
!95 = !DILocalVariable(name: "jobs", scope: !86, file: !3, line: 39, type: !17)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 42, type: !21)
!97 = distinct !DILexicalBlock(scope: !86, file: !3, line: 42, column: 2)
!98 = !DILocalVariable(name: "h", scope: !86, file: !3, line: 47, type: !12)
!99 = !DILocation(line: 0, scope: !86)
!100 = !DILocation(line: 38, column: 15, scope: !86)
!101 = !DILocation(line: 39, column: 28, scope: !86)
!102 = !DILocation(line: 39, column: 30, scope: !86)
!103 = !DILocation(line: 39, column: 21, scope: !86)
!104 = !DILocation(line: 40, column: 7, scope: !105)
!105 = distinct !DILexicalBlock(scope: !86, file: !3, line: 40, column: 6)
!106 = !DILocation(line: 40, column: 6, scope: !86)
!107 = !DILocation(line: 0, scope: !97)
!108 = !DILocation(line: 42, column: 20, scope: !109)
!109 = distinct !DILexicalBlock(scope: !97, file: !3, line: 42, column: 2)
!110 = !DILocation(line: 42, column: 2, scope: !97)
!111 = !DILocation(line: 43, column: 3, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 42, column: 30)
!113 = !DILocation(line: 43, column: 14, scope: !112)
!114 = !{!49, !50, i64 0}
!115 = !DILocation(line: 44, column: 20, scope: !112)
!116 = !DILocation(line: 44, column: 11, scope: !112)
!117 = !DILocation(line: 44, column: 16, scope: !112)
!118 = !DILocation(line: 45, column: 18, scope: !112)
!119 = !DILocation(line: 45, column: 20, scope: !112)
!120 = !DILocation(line: 45, column: 11, scope: !112)
!121 = !DILocation(line: 45, column: 16, scope: !112)
!122 = !DILocation(line: 47, column: 28, scope: !86)
!123 = !DILocation(line: 47, column: 14, scope: !86)
!124 = !{!125, !125, i64 0}
!125 = !{!"any pointer", !51, i64 0}
!126 = !DILocation(line: 48, column: 17, scope: !86)
!127 = !DILocation(line: 48, column: 2, scope: !86)
!128 = !DILocation(line: 49, column: 2, scope: !86)
!129 = !DILocation(line: 42, column: 26, scope: !109)
!130 = distinct !{!130, !110, !131, !60}
!131 = !DILocation(line: 46, column: 2, scope: !97)
!132 = !DILocation(line: 51, column: 1, scope: !86)
!133 = !DISubprogram(name: "malloc", scope: !134, file: !134, line: 553, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!135 = !DISubroutineType(types: !136)
!136 = !{!137, !138}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !139, line: 18, baseType: !140)
!139 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!140 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!141 = !DISubprogram(name: "printf", scope: !142, file: !142, line: 356, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!143 = !DISubroutineType(types: !144)
!144 = !{!21, !145, null}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!148 = !DISubprogram(name: "free", scope: !134, file: !134, line: 568, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !137}
