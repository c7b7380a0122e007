; ModuleID = 'helper_alloc.c'
source_filename = "helper_alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { double, double, double, double }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !21 {
entry:
    #dbg_value(i32 %argc, !28, !DIExpression(), !42)
    #dbg_value(ptr %argv, !29, !DIExpression(), !42)
  %mul = mul nsw i32 %argc, 10, !dbg !43
    #dbg_value(i32 %mul, !30, !DIExpression(), !42)
  %call = tail call fastcc ptr @make_particles(i32 noundef %mul), !dbg !44
    #dbg_value(ptr %call, !31, !DIExpression(), !42)
  %tobool.not = icmp eq ptr %call, null, !dbg !45
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !47

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !40, !DIExpression(), !48)
  %cmp31 = icmp sgt i32 %argc, 0, !dbg !49
  br i1 %cmp31, label %for.body.preheader, label %for.cond.cleanup, !dbg !51

for.body.preheader:                               ; preds = %for.cond.preheader
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !51
  %wide.trip.count = zext nneg i32 %smax to i64, !dbg !49
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !51
  %0 = icmp eq i32 %smax, 1, !dbg !51
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !51

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !51
  br label %for.body, !dbg !51

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !51
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !51

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !40, !DIExpression(), !48)
  %arrayidx.epil = getelementptr inbounds %struct.particle, ptr %call, i64 %indvars.iv.unr, !dbg !52
  %1 = trunc nuw nsw i64 %indvars.iv.unr to i32, !dbg !54
  %conv.epil = uitofp nneg i32 %1 to double, !dbg !54
  %vx.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16, !dbg !55
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %arrayidx.epil, i8 0, i64 16, i1 false), !dbg !56
  store double %conv.epil, ptr %vx.epil, align 8, !dbg !57, !tbaa !58
  %2 = trunc i64 %indvars.iv.unr to i32, !dbg !63
  %3 = sub i32 0, %2, !dbg !63
  %conv5.epil = sitofp i32 %3 to double, !dbg !63
  %vy.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 24, !dbg !64
  store double %conv5.epil, ptr %vy.epil, align 8, !dbg !65, !tbaa !66
    #dbg_value(i64 %indvars.iv.unr, !40, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !48)
  br label %for.cond.cleanup, !dbg !67

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  tail call fastcc void @step(ptr noundef nonnull %call, i32 noundef %mul), !dbg !67
  %4 = sext i32 %mul to i64, !dbg !68
  %5 = getelementptr %struct.particle, ptr %call, i64 %4, !dbg !68
  %arrayidx10 = getelementptr i8, ptr %5, i64 -32, !dbg !68
  %6 = load double, ptr %arrayidx10, align 8, !dbg !69, !tbaa !70
  %call12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6), !dbg !71
  tail call void @free(ptr noundef nonnull %call) #8, !dbg !72
  br label %cleanup, !dbg !73

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !40, !DIExpression(), !48)
  %arrayidx = getelementptr inbounds %struct.particle, ptr %call, i64 %indvars.iv, !dbg !52
  %7 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !54
  %conv = uitofp nneg i32 %7 to double, !dbg !54
  %vx = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !55
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %arrayidx, i8 0, i64 16, i1 false), !dbg !56
  store double %conv, ptr %vx, align 8, !dbg !57, !tbaa !58
  %8 = trunc i64 %indvars.iv to i32, !dbg !63
  %9 = sub i32 0, %8, !dbg !63
  %conv5 = sitofp i32 %9 to double, !dbg !63
  %vy = getelementptr inbounds i8, ptr %arrayidx, i64 24, !dbg !64
  store double %conv5, ptr %vy, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !74
    #dbg_value(i64 %indvars.iv.next, !40, !DIExpression(), !48)
  %arrayidx.1 = getelementptr inbounds %struct.particle, ptr %call, i64 %indvars.iv.next, !dbg !52
  %10 = trunc nuw nsw i64 %indvars.iv.next to i32, !dbg !54
  %conv.1 = uitofp nneg i32 %10 to double, !dbg !54
  %vx.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16, !dbg !55
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %arrayidx.1, i8 0, i64 16, i1 false), !dbg !56
  store double %conv.1, ptr %vx.1, align 8, !dbg !57, !tbaa !58
  %11 = trunc i64 %indvars.iv.next to i32, !dbg !63
  %12 = sub nsw i32 0, %11, !dbg !63
  %conv5.1 = sitofp i32 %12 to double, !dbg !63
  %vy.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 24, !dbg !64
  store double %conv5.1, ptr %vy.1, align 8, !dbg !65, !tbaa !66
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !74
    #dbg_value(i64 %indvars.iv.next.1, !40, !DIExpression(), !48)
  %niter.next.1 = add i64 %niter, 2, !dbg !51
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !51
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !51, !llvm.loop !75

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !42
  ret i32 %retval.0, !dbg !78
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make_particles(i32 noundef %n) unnamed_addr #1 !dbg !79 {
entry:
    #dbg_value(i32 %n, !83, !DIExpression(), !85)
  %conv = sext i32 %n to i64, !dbg !86
  %mul = shl nsw i64 %conv, 5, !dbg !87
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #9, !dbg !88
    #dbg_value(ptr %call, !84, !DIExpression(), !85)
  ret ptr %call, !dbg !89
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %p, i32 noundef %n) unnamed_addr #2 !dbg !90 {
entry:
    #dbg_value(ptr %p, !94, !DIExpression(), !99)
    #dbg_value(i32 %n, !95, !DIExpression(), !99)
    #dbg_value(double 1.000000e-01, !96, !DIExpression(), !99)
    #dbg_value(i32 0, !97, !DIExpression(), !100)
  %cmp16 = icmp sgt i32 %n, 0, !dbg !101
  br i1 %cmp16, label %for.body.preheader, label %for.cond.cleanup, !dbg !103

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %n to i64, !dbg !101
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !103
  %0 = icmp eq i32 %n, 1, !dbg !103
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !103

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646, !dbg !103
  br label %for.body, !dbg !103

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !103
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !103

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
    #dbg_value(i64 %indvars.iv.unr, !97, !DIExpression(), !100)
  %arrayidx.epil = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv.unr, !dbg !104
  %vx.epil = getelementptr inbounds i8, ptr %arrayidx.epil, i64 16, !dbg !106
  %1 = load <2 x double>, ptr %vx.epil, align 8, !dbg !106, !tbaa !107
  %2 = load <2 x double>, ptr %arrayidx.epil, align 8, !dbg !108, !tbaa !107
  %3 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %2), !dbg !108
  store <2 x double> %3, ptr %arrayidx.epil, align 8, !dbg !108, !tbaa !107
    #dbg_value(i64 %indvars.iv.unr, !97, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !100)
  br label %for.cond.cleanup, !dbg !109

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void, !dbg !109

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
    #dbg_value(i64 %indvars.iv, !97, !DIExpression(), !100)
  %arrayidx = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv, !dbg !104
  %vx = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !106
  %4 = load <2 x double>, ptr %vx, align 8, !dbg !106, !tbaa !107
  %5 = load <2 x double>, ptr %arrayidx, align 8, !dbg !108, !tbaa !107
  %6 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %4, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %5), !dbg !108
  store <2 x double> %6, ptr %arrayidx, align 8, !dbg !108, !tbaa !107
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1, !dbg !110
    #dbg_value(i64 %indvars.iv.next, !97, !DIExpression(), !100)
  %arrayidx.1 = getelementptr inbounds %struct.particle, ptr %p, i64 %indvars.iv.next, !dbg !104
  %vx.1 = getelementptr inbounds i8, ptr %arrayidx.1, i64 16, !dbg !106
  %7 = load <2 x double>, ptr %vx.1, align 8, !dbg !106, !tbaa !107
  %8 = load <2 x double>, ptr %arrayidx.1, align 8, !dbg !108, !tbaa !107
  %9 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %7, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %8), !dbg !108
  store <2 x double> %9, ptr %arrayidx.1, align 8, !dbg !108, !tbaa !107
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !110
    #dbg_value(i64 %indvars.iv.next.1, !97, !DIExpression(), !100)
  %niter.next.1 = add i64 %niter, 2, !dbg !103
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !103
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !103, !llvm.loop !111
}

; Function Attrs: nofree nounwind
declare !dbg !113 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !120 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !125 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "helper_alloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "fab36055768d3a280846b79f94d7440a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !22, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{!28, !29, !30, !31, !40}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 26, type: !24)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 26, type: !25)
!30 = !DILocalVariable(name: "n", scope: !21, file: !2, line: 28, type: !24)
!31 = !DILocalVariable(name: "ps", scope: !21, file: !2, line: 29, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !2, line: 6, size: 256, elements: !34)
!34 = !{!35, !37, !38, !39}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !33, file: !2, line: 7, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !33, file: !2, line: 7, baseType: !36, size: 64, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !33, file: !2, line: 7, baseType: !36, size: 64, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !33, file: !2, line: 7, baseType: !36, size: 64, offset: 192)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 32, type: !24)
!41 = distinct !DILexicalBlock(scope: !21, file: !2, line: 32, column: 2)
!42 = !DILocation(line: 0, scope: !21)
!43 = !DILocation(line: 28, column: 15, scope: !21)
!44 = !DILocation(line: 29, column: 24, scope: !21)
!45 = !DILocation(line: 30, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !21, file: !2, line: 30, column: 6)
!47 = !DILocation(line: 30, column: 6, scope: !21)
!48 = !DILocation(line: 0, scope: !41)
!49 = !DILocation(line: 32, column: 20, scope: !50)
!50 = distinct !DILexicalBlock(scope: !41, file: !2, line: 32, column: 2)
!51 = !DILocation(line: 32, column: 2, scope: !41)
!52 = !DILocation(line: 33, column: 13, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !2, line: 32, column: 30)
!54 = !DILocation(line: 34, column: 14, scope: !53)
!55 = !DILocation(line: 34, column: 9, scope: !53)
!56 = !DILocation(line: 33, column: 11, scope: !53)
!57 = !DILocation(line: 34, column: 12, scope: !53)
!58 = !{!59, !60, i64 16}
!59 = !{!"particle", !60, i64 0, !60, i64 8, !60, i64 16, !60, i64 24}
!60 = !{!"double", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 35, column: 14, scope: !53)
!64 = !DILocation(line: 35, column: 9, scope: !53)
!65 = !DILocation(line: 35, column: 12, scope: !53)
!66 = !{!59, !60, i64 24}
!67 = !DILocation(line: 37, column: 2, scope: !21)
!68 = !DILocation(line: 38, column: 17, scope: !21)
!69 = !DILocation(line: 38, column: 27, scope: !21)
!70 = !{!59, !60, i64 0}
!71 = !DILocation(line: 38, column: 2, scope: !21)
!72 = !DILocation(line: 39, column: 2, scope: !21)
!73 = !DILocation(line: 40, column: 2, scope: !21)
!74 = !DILocation(line: 32, column: 26, scope: !50)
!75 = distinct !{!75, !51, !76, !77}
!76 = !DILocation(line: 36, column: 2, scope: !41)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 41, column: 1, scope: !21)
!79 = distinct !DISubprogram(name: "make_particles", scope: !2, file: !2, line: 12, type: !80, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!32, !24}
!82 = !{!83, !84}
!83 = !DILocalVariable(name: "n", arg: 1, scope: !79, file: !2, line: 12, type: !24)
!84 = !DILocalVariable(name: "p", scope: !79, file: !2, line: 14, type: !32)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 14, column: 30, scope: !79)
!87 = !DILocation(line: 14, column: 40, scope: !79)
!88 = !DILocation(line: 14, column: 23, scope: !79)
!89 = !DILocation(line: 15, column: 2, scope: !79)
!90 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 18, type: !91, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !93)
!91 = !DISubroutineType(cc: DW_CC_nocall, types: !92)
!92 = !{null, !32, !24, !36}
!93 = !{!94, !95, !96, !97}
!94 = !DILocalVariable(name: "p", arg: 1, scope: !90, file: !2, line: 18, type: !32)
!95 = !DILocalVariable(name: "n", arg: 2, scope: !90, file: !2, line: 18, type: !24)
!96 = !DILocalVariable(name: "dt", arg: 3, scope: !90, file: !2, line: 18, type: !36)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 20, type: !24)
!98 = distinct !DILexicalBlock(scope: !90, file: !2, line: 20, column: 2)
!99 = !DILocation(line: 0, scope: !90)
!100 = !DILocation(line: 0, scope: !98)
!101 = !DILocation(line: 20, column: 20, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 20, column: 2)
!103 = !DILocation(line: 20, column: 2, scope: !98)
!104 = !DILocation(line: 21, column: 13, scope: !105)
!105 = distinct !DILexicalBlock(scope: !102, file: !2, line: 20, column: 30)
!106 = !DILocation(line: 21, column: 18, scope: !105)
!107 = !{!60, !60, i64 0}
!108 = !DILocation(line: 21, column: 10, scope: !105)
!109 = !DILocation(line: 24, column: 1, scope: !90)
!110 = !DILocation(line: 20, column: 26, scope: !102)
!111 = distinct !{!111, !103, !112, !77}
!112 = !DILocation(line: 23, column: 2, scope: !98)
!113 = !DISubprogram(name: "printf", scope: !114, file: !114, line: 356, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!115 = !DISubroutineType(types: !116)
!116 = !{!24, !117, null}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!120 = !DISubprogram(name: "free", scope: !121, file: !121, line: 568, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!125 = !DISubprogram(name: "malloc", scope: !121, file: !121, line: 553, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!124, !9}
