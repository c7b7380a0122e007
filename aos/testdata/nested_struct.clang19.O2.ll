; ModuleID = 'nested_struct.c'
source_filename = "nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.world = type { i32, [4 x %struct.body] }
%struct.body = type { %struct.vec3, %struct.vec3, double }
%struct.vec3 = type { double, double, double }

@w = dso_local local_unnamed_addr global %struct.world zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !38 {
entry:
    #dbg_value(i32 %argc, !44, !DIExpression(), !51)
    #dbg_value(ptr %argv, !45, !DIExpression(), !51)
  %mul = shl nsw i32 %argc, 3, !dbg !52
    #dbg_value(i32 %mul, !46, !DIExpression(), !51)
  %conv = sext i32 %mul to i64, !dbg !53
  %mul1 = mul nsw i64 %conv, 56, !dbg !54
  %call = tail call noalias ptr @malloc(i64 noundef %mul1) #8, !dbg !55
    #dbg_value(ptr %call, !47, !DIExpression(), !51)
  %tobool.not = icmp eq ptr %call, null, !dbg !56
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !58

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !49, !DIExpression(), !59)
  %cmp43 = icmp sgt i32 %argc, 0, !dbg !60
  br i1 %cmp43, label %for.body.preheader, label %for.cond.cleanup, !dbg !62

for.body.preheader:                               ; preds = %for.cond.preheader
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !62
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !60
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !62
  %0 = icmp eq i32 %smax, 1, !dbg !62
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !62

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483640, !dbg !62
  br label %for.body, !dbg !62

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !62
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !62

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !49, !DIExpression(), !59)
  %arrayidx.epil = getelementptr inbounds %struct.body, ptr %call, i64 %indvars.iv.unr, !dbg !63
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !65
  %conv3.epil = uitofp nneg i32 %1 to double, !dbg !65
  store double %conv3.epil, ptr %arrayidx.epil, align 8, !dbg !66, !tbaa !67
  %.compoundliteral.sroa.2.0.pos.sroa_idx.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 8, !dbg !66
  %.compoundliteral6.sroa.2.0.vel.sroa_idx.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 32, !dbg !71
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.compoundliteral.sroa.2.0.pos.sroa_idx.epil, i8 0, i64 24, i1 false), !dbg !66
  store double %conv3.epil, ptr %.compoundliteral6.sroa.2.0.vel.sroa_idx.epil, align 8, !dbg !71, !tbaa !67
  %.compoundliteral6.sroa.3.0.vel.sroa_idx.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 40, !dbg !71
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %.compoundliteral6.sroa.3.0.vel.sroa_idx.epil, align 8, !dbg !71, !tbaa !67
    #dbg_value(i64 %indvars.iv.unr, !49, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !59)
  br label %for.cond.cleanup, !dbg !72

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  tail call fastcc void @move(ptr noundef nonnull %call, i32 noundef %mul), !dbg !72
  %rem = srem i32 %argc, 4, !dbg !73
  store i32 %rem, ptr @w, align 8, !dbg !74, !tbaa !75
  %idxprom13 = sext i32 %rem to i64, !dbg !78
  %mass15 = getelementptr inbounds [4 x %struct.body], ptr getelementptr inbounds (i8, ptr @w, i64 8), i64 0, i64 %idxprom13, i32 2, !dbg !79
  store double 2.000000e+00, ptr %mass15, align 8, !dbg !80, !tbaa !81
  %2 = getelementptr %struct.body, ptr %call, i64 %conv, !dbg !84
  %y19 = getelementptr i8, ptr %2, i64 -48, !dbg !85
  %3 = load double, ptr %y19, align 8, !dbg !85, !tbaa !86
  %call24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3, double noundef 2.000000e+00), !dbg !87
  tail call void @free(ptr noundef nonnull %call) #9, !dbg !88
  br label %cleanup, !dbg !89

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !49, !DIExpression(), !59)
  %arrayidx = getelementptr inbounds %struct.body, ptr %call, i64 %indvars.iv, !dbg !63
  %4 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !65
  %conv3 = uitofp nneg i32 %4 to double, !dbg !65
  store double %conv3, ptr %arrayidx, align 8, !dbg !66, !tbaa !67
  %.compoundliteral.sroa.2.0.pos.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8, !dbg !66
  %.compoundliteral6.sroa.2.0.vel.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 32, !dbg !71
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.compoundliteral.sroa.2.0.pos.sroa_idx, i8 0, i64 24, i1 false), !dbg !66
  store double %conv3, ptr %.compoundliteral6.sroa.2.0.vel.sroa_idx, align 8, !dbg !71, !tbaa !67
  %.compoundliteral6.sroa.3.0.vel.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 40, !dbg !71
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %.compoundliteral6.sroa.3.0.vel.sroa_idx, align 8, !dbg !71, !tbaa !67
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !90
    #dbg_value(i64 %indvars.iv.next, !49, !DIExpression(), !59)
  %arrayidx.1 = getelementptr inbounds %struct.body, ptr %call, i64 %indvars.iv.next, !dbg !63
  %5 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !65
  %conv3.1 = uitofp nneg i32 %5 to double, !dbg !65
  store double %conv3.1, ptr %arrayidx.1, align 8, !dbg !66, !tbaa !67
  %.compoundliteral.sroa.2.0.pos.sroa_idx.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 8, !dbg !66
  %.compoundliteral6.sroa.2.0.vel.sroa_idx.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 32, !dbg !71
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %.compoundliteral.sroa.2.0.pos.sroa_idx.1, i8 0, i64 24, i1 false), !dbg !66
  store double %conv3.1, ptr %.compoundliteral6.sroa.2.0.vel.sroa_idx.1, align 8, !dbg !71, !tbaa !67
  %.compoundliteral6.sroa.3.0.vel.sroa_idx.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 40, !dbg !71
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %.compoundliteral6.sroa.3.0.vel.sroa_idx.1, align 8, !dbg !71, !tbaa !67
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !90
    #dbg_value(i64 %indvars.iv.next.1, !49, !DIExpression(), !59)
  %niter.next.1 = add i64 %niter, 2, !dbg !62
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !62
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !62, !llvm.loop !91

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !51
  ret i32 %retval.0, !dbg !94
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !95 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @move(ptr nocapture noundef %b, i32 noundef %n) unnamed_addr #2 !dbg !103 {
entry:
    #dbg_value(ptr %b, !107, !DIExpression(), !112)
    #dbg_value(i32 %n, !108, !DIExpression(), !112)
    #dbg_value(double 5.000000e-01, !109, !DIExpression(), !112)
    #dbg_value(i32 0, !110, !DIExpression(), !113)
  %cmp32 = icmp sgt i32 %n, 0, !dbg !114
  br i1 %cmp32, label %for.body.preheader, label %for.cond.cleanup, !dbg !116

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !114
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !116
  %0 = icmp eq i32 %n, 1, !dbg !116
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !116

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !116
  br label %for.body, !dbg !116

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !116
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !116

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !110, !DIExpression(), !113)
  %arrayidx.epil = getelementptr inbounds %struct.body, ptr %b, i64 %indvars.iv.unr, !dbg !117
  %vel.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 24, !dbg !119
  %1 = load <2 x double>, ptr %vel.epil, align 8, !dbg !120, !tbaa !67
  %2 = load <2 x double>, ptr %arrayidx.epil, align 8, !dbg !121, !tbaa !67
  %3 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %2), !dbg !121
  store <2 x double> %3, ptr %arrayidx.epil, align 8, !dbg !121, !tbaa !67
  %z.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 40, !dbg !122
  %4 = load double, ptr %z.epil, align 8, !dbg !122, !tbaa !123
  %z17.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16, !dbg !124
  %5 = load double, ptr %z17.epil, align 8, !dbg !125, !tbaa !126
  %6 = tail call double @llvm.fmuladd.f64(double %4, double 5.000000e-01, double %5), !dbg !125
  store double %6, ptr %z17.epil, align 8, !dbg !125, !tbaa !126
    #dbg_value(i64 %indvars.iv.unr, !110, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !113)
  br label %for.cond.cleanup, !dbg !127

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void, !dbg !127

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !110, !DIExpression(), !113)
  %arrayidx = getelementptr inbounds %struct.body, ptr %b, i64 %indvars.iv, !dbg !117
  %vel = getelementptr inbounds i8, ptr %arrayidx, i64 24, !dbg !119
  %7 = load <2 x double>, ptr %vel, align 8, !dbg !120, !tbaa !67
  %8 = load <2 x double>, ptr %arrayidx, align 8, !dbg !121, !tbaa !67
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %8), !dbg !121
  store <2 x double> %9, ptr %arrayidx, align 8, !dbg !121, !tbaa !67
  %z = getelementptr inbounds i8, ptr %arrayidx, i64 40, !dbg !122
  %10 = load double, ptr %z, align 8, !dbg !122, !tbaa !123
  %z17 = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !124
  %11 = load double, ptr %z17, align 8, !dbg !125, !tbaa !126
  %12 = tail call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double %11), !dbg !125
  store double %12, ptr %z17, align 8, !dbg !125, !tbaa !126
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !128
    #dbg_value(i64 %indvars.iv.next, !110, !DIExpression(), !113)
  %arrayidx.1 = getelementptr inbounds %struct.body, ptr %b, i64 %indvars.iv.next, !dbg !117
  %vel.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 24, !dbg !119
  %13 = load <2 x double>, ptr %vel.1, align 8, !dbg !120, !tbaa !67
  %14 = load <2 x double>, ptr %arrayidx.1, align 8, !dbg !121, !tbaa !67
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %14), !dbg !121
  store <2 x double> %15, ptr %arrayidx.1, align 8, !dbg !121, !tbaa !67
  %z.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 40, !dbg !122
  %16 = load double, ptr %z.1, align 8, !dbg !122, !tbaa !123
  %z17.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16, !dbg !124
  %17 = load double, ptr %z17.1, align 8, !dbg !125, !tbaa !126
  %18 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %17), !dbg !125
  store double %18, ptr %z17.1, align 8, !dbg !125, !tbaa !126
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !128
    #dbg_value(i64 %indvars.iv.next.1, !110, !DIExpression(), !113)
  %niter.next.1 = add i64 %niter, 2, !dbg !116
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !116
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !116, !llvm.loop !129
}

; Function Attrs: nofree nounwind
declare !dbg !131 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !138 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "w", scope: !2, file: !3, line: 22, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a48b8ca475bf7f917f73bbaffbd23b5")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "world", file: !3, line: 17, size: 1856, elements: !12)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !3, line: 18, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "fixed", scope: !11, file: !3, line: 19, baseType: !16, size: 1792, offset: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 1792, elements: !28)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 11, size: 448, elements: !18)
!18 = !{!19, !26, !27}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !17, file: !3, line: 12, baseType: !20, size: 192)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 7, size: 192, elements: !21)
!21 = !{!22, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !20, file: !3, line: 8, baseType: !23, size: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !20, file: !3, line: 8, baseType: !23, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !20, file: !3, line: 8, baseType: !23, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !17, file: !3, line: 13, baseType: !20, size: 192, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !17, file: !3, line: 14, baseType: !23, size: 64, offset: 384)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !39, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!39 = !DISubroutineType(types: !40)
!40 = !{!14, !14, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!43 = !{!44, !45, !46, !47, !49}
!44 = !DILocalVariable(name: "argc", arg: 1, scope: !38, file: !3, line: 35, type: !14)
!45 = !DILocalVariable(name: "argv", arg: 2, scope: !38, file: !3, line: 35, type: !41)
!46 = !DILocalVariable(name: "n", scope: !38, file: !3, line: 37, type: !14)
!47 = !DILocalVariable(name: "bodies", scope: !38, file: !3, line: 38, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 41, type: !14)
!50 = distinct !DILexicalBlock(scope: !38, file: !3, line: 41, column: 2)
!51 = !DILocation(line: 0, scope: !38)
!52 = !DILocation(line: 37, column: 15, scope: !38)
!53 = !DILocation(line: 38, column: 31, scope: !38)
!54 = !DILocation(line: 38, column: 33, scope: !38)
!55 = !DILocation(line: 38, column: 24, scope: !38)
!56 = !DILocation(line: 39, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !38, file: !3, line: 39, column: 6)
!58 = !DILocation(line: 39, column: 6, scope: !38)
!59 = !DILocation(line: 0, scope: !50)
!60 = !DILocation(line: 41, column: 20, scope: !61)
!61 = distinct !DILexicalBlock(scope: !50, file: !3, line: 41, column: 2)
!62 = !DILocation(line: 41, column: 2, scope: !50)
!63 = !DILocation(line: 42, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 41, column: 30)
!65 = !DILocation(line: 42, column: 34, scope: !64)
!66 = !DILocation(line: 42, column: 19, scope: !64)
!67 = !{!68, !68, i64 0}
!68 = !{!"double", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 43, column: 19, scope: !64)
!72 = !DILocation(line: 46, column: 2, scope: !38)
!73 = !DILocation(line: 47, column: 13, scope: !38)
!74 = !DILocation(line: 47, column: 6, scope: !38)
!75 = !{!76, !77, i64 0}
!76 = !{!"world", !77, i64 0, !69, i64 8}
!77 = !{!"int", !69, i64 0}
!78 = !DILocation(line: 48, column: 2, scope: !38)
!79 = !DILocation(line: 48, column: 15, scope: !38)
!80 = !DILocation(line: 48, column: 20, scope: !38)
!81 = !{!82, !68, i64 48}
!82 = !{!"body", !83, i64 0, !83, i64 24, !68, i64 48}
!83 = !{!"vec3", !68, i64 0, !68, i64 8, !68, i64 16}
!84 = !DILocation(line: 49, column: 20, scope: !38)
!85 = !DILocation(line: 49, column: 38, scope: !38)
!86 = !{!82, !68, i64 8}
!87 = !DILocation(line: 49, column: 2, scope: !38)
!88 = !DILocation(line: 50, column: 2, scope: !38)
!89 = !DILocation(line: 51, column: 2, scope: !38)
!90 = !DILocation(line: 41, column: 26, scope: !61)
!91 = distinct !{!91, !62, !92, !93}
!92 = !DILocation(line: 45, column: 2, scope: !50)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 52, column: 1, scope: !38)
!95 = !DISubprogram(name: "malloc", scope: !96, file: !96, line: 553, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !100}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !101, line: 18, baseType: !102)
!101 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!103 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 26, type: !104, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(cc: DW_CC_nocall, types: !105)
!105 = !{null, !48, !14, !23}
!106 = !{!107, !108, !109, !110}
!107 = !DILocalVariable(name: "b", arg: 1, scope: !103, file: !3, line: 26, type: !48)
!108 = !DILocalVariable(name: "n", arg: 2, scope: !103, file: !3, line: 26, type: !14)
!109 = !DILocalVariable(name: "dt", arg: 3, scope: !103, file: !3, line: 26, type: !23)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 28, type: !14)
!111 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 2)
!112 = !DILocation(line: 0, scope: !103)
!113 = !DILocation(line: 0, scope: !111)
!114 = !DILocation(line: 28, column: 20, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 28, column: 2)
!116 = !DILocation(line: 28, column: 2, scope: !111)
!117 = !DILocation(line: 29, column: 17, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 28, column: 30)
!119 = !DILocation(line: 29, column: 22, scope: !118)
!120 = !DILocation(line: 29, column: 26, scope: !118)
!121 = !DILocation(line: 29, column: 14, scope: !118)
!122 = !DILocation(line: 31, column: 26, scope: !118)
!123 = !{!82, !68, i64 40}
!124 = !DILocation(line: 31, column: 12, scope: !118)
!125 = !DILocation(line: 31, column: 14, scope: !118)
!126 = !{!82, !68, i64 16}
!127 = !DILocation(line: 33, column: 1, scope: !103)
!128 = !DILocation(line: 28, column: 26, scope: !115)
!129 = distinct !{!129, !116, !130, !93}
!130 = !DILocation(line: 32, column: 2, scope: !111)
!131 = !DISubprogram(name: "printf", scope: !132, file: !132, line: 356, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!133 = !DISubroutineType(types: !134)
!134 = !{!14, !135, null}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!138 = !DISubprogram(name: "free", scope: !96, file: !96, line: 568, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(types: !140)
!140 = !{null, !99}
