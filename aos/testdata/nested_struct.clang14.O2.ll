; ModuleID = 'nested_struct.c'
source_filename = "nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.world = type { i32, [4 x %struct.body] }
%struct.body = type { %struct.vec3, %struct.vec3, double }
%struct.vec3 = type { double, double, double }

@w = dso_local local_unnamed_addr global %struct.world zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !31 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i8** %argv, metadata !39, metadata !DIExpression()), !dbg !45
  %mul = shl nsw i32 %argc, 3, !dbg !46
  call void @llvm.dbg.value(metadata i32 %mul, metadata !40, metadata !DIExpression()), !dbg !45
  %conv = sext i32 %mul to i64, !dbg !47
  %mul1 = mul nsw i64 %conv, 56, !dbg !48
  %call = tail call noalias i8* @malloc(i64 noundef %mul1) #8, !dbg !49
  %0 = bitcast i8* %call to %struct.body*, !dbg !49
  call void @llvm.dbg.value(metadata %struct.body* %0, metadata !41, metadata !DIExpression()), !dbg !45
  %tobool.not = icmp eq i8* %call, null, !dbg !50
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !52

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !43, metadata !DIExpression()), !dbg !53
  %cmp50 = icmp sgt i32 %argc, 0, !dbg !54
  br i1 %cmp50, label %for.body.preheader, label %for.cond.cleanup, !dbg !56

for.body.preheader:                               ; preds = %for.cond.preheader
  %smax = call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !56
  %wide.trip.count = zext i32 %smax to i64, !dbg !54
  %xtraiter = and i64 %wide.trip.count, 1, !dbg !56
  %unroll_iter = and i64 %wide.trip.count, 2147483640, !dbg !56
  br label %for.body, !dbg !56

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !56
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil, !dbg !56

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !43, metadata !DIExpression()), !dbg !53
  %1 = trunc i64 %indvars.iv.next.1 to i32, !dbg !57
  %conv3.epil = sitofp i32 %1 to double, !dbg !57
  %.compoundliteral.sroa.0.0..sroa_idx.epil = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next.1, i32 0, i32 0, !dbg !59
  store double %conv3.epil, double* %.compoundliteral.sroa.0.0..sroa_idx.epil, align 8, !dbg !59, !tbaa.struct !60
  %.compoundliteral.sroa.2.0..sroa_idx28.epil = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next.1, i32 0, i32 1, !dbg !59
  %.compoundliteral6.sroa.2.0..sroa_idx26.epil = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next.1, i32 1, i32 1, !dbg !65
  %2 = bitcast double* %.compoundliteral.sroa.2.0..sroa_idx28.epil to i8*, !dbg !65
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false), !dbg !59
  store double %conv3.epil, double* %.compoundliteral6.sroa.2.0..sroa_idx26.epil, align 8, !dbg !65, !tbaa.struct !66
  %.compoundliteral6.sroa.3.0..sroa_idx27.epil = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next.1, i32 1, i32 2, !dbg !65
  %3 = bitcast double* %.compoundliteral6.sroa.3.0..sroa_idx27.epil to <2 x double>*, !dbg !65
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %3, align 8, !dbg !65
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !43, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !53
  br label %for.cond.cleanup, !dbg !67

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %for.cond.preheader
  tail call fastcc void @move(%struct.body* noundef nonnull %0, i32 noundef %mul), !dbg !67
  %rem = srem i32 %argc, 4, !dbg !68
  store i32 %rem, i32* getelementptr inbounds (%struct.world, %struct.world* @w, i64 0, i32 0), align 8, !dbg !69, !tbaa !70
  %idxprom13 = sext i32 %rem to i64, !dbg !73
  %mass15 = getelementptr inbounds %struct.world, %struct.world* @w, i64 0, i32 1, i64 %idxprom13, i32 2, !dbg !74
  store double 2.000000e+00, double* %mass15, align 8, !dbg !75, !tbaa !76
  %sub = add nsw i32 %mul, -1, !dbg !79
  %idxprom16 = sext i32 %sub to i64, !dbg !80
  %y19 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %idxprom16, i32 0, i32 1, !dbg !81
  %4 = load double, double* %y19, align 8, !dbg !81, !tbaa !82
  %call24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %4, double noundef 2.000000e+00), !dbg !83
  tail call void @free(i8* noundef nonnull %call) #8, !dbg !84
  br label %cleanup, !dbg !85

for.body:                                         ; preds = %for.body, %for.body.preheader
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader ], [ %niter.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !43, metadata !DIExpression()), !dbg !53
  %5 = trunc i64 %indvars.iv to i32, !dbg !57
  %conv3 = sitofp i32 %5 to double, !dbg !57
  %.compoundliteral.sroa.0.0..sroa_idx = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv, i32 0, i32 0, !dbg !59
  store double %conv3, double* %.compoundliteral.sroa.0.0..sroa_idx, align 8, !dbg !59, !tbaa.struct !60
  %.compoundliteral.sroa.2.0..sroa_idx28 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv, i32 0, i32 1, !dbg !59
  %.compoundliteral6.sroa.2.0..sroa_idx26 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv, i32 1, i32 1, !dbg !65
  %6 = bitcast double* %.compoundliteral.sroa.2.0..sroa_idx28 to i8*, !dbg !65
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false), !dbg !59
  store double %conv3, double* %.compoundliteral6.sroa.2.0..sroa_idx26, align 8, !dbg !65, !tbaa.struct !66
  %.compoundliteral6.sroa.3.0..sroa_idx27 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv, i32 1, i32 2, !dbg !65
  %7 = bitcast double* %.compoundliteral6.sroa.3.0..sroa_idx27 to <2 x double>*, !dbg !65
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %7, align 8, !dbg !65
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !43, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !43, metadata !DIExpression()), !dbg !53
  %8 = trunc i64 %indvars.iv.next to i32, !dbg !57
  %conv3.1 = sitofp i32 %8 to double, !dbg !57
  %.compoundliteral.sroa.0.0..sroa_idx.1 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next, i32 0, i32 0, !dbg !59
  store double %conv3.1, double* %.compoundliteral.sroa.0.0..sroa_idx.1, align 8, !dbg !59, !tbaa.struct !60
  %.compoundliteral.sroa.2.0..sroa_idx28.1 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next, i32 0, i32 1, !dbg !59
  %.compoundliteral6.sroa.2.0..sroa_idx26.1 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next, i32 1, i32 1, !dbg !65
  %9 = bitcast double* %.compoundliteral.sroa.2.0..sroa_idx28.1 to i8*, !dbg !65
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false), !dbg !59
  store double %conv3.1, double* %.compoundliteral6.sroa.2.0..sroa_idx26.1, align 8, !dbg !65, !tbaa.struct !66
  %.compoundliteral6.sroa.3.0..sroa_idx27.1 = getelementptr inbounds %struct.body, %struct.body* %0, i64 %indvars.iv.next, i32 1, i32 2, !dbg !65
  %10 = bitcast double* %.compoundliteral6.sroa.3.0..sroa_idx27.1 to <2 x double>*, !dbg !65
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %10, align 8, !dbg !65
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !43, metadata !DIExpression()), !dbg !53
  %niter.next.1 = add i64 %niter, 2, !dbg !56
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !56
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !dbg !56, !llvm.loop !87

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !45
  ret i32 %retval.0, !dbg !90
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define internal fastcc void @move(%struct.body* nocapture noundef %b, i32 noundef %n) unnamed_addr #2 !dbg !91 {
entry:
  call void @llvm.dbg.value(metadata %struct.body* %b, metadata !95, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %n, metadata !96, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  %cmp1 = icmp sgt i32 %n, 0, !dbg !102
  br i1 %cmp1, label %for.body.preheader, label %for.cond.cleanup, !dbg !104

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64, !dbg !102
  br label %for.body, !dbg !104

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void, !dbg !105

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !98, metadata !DIExpression()), !dbg !101
  %x = getelementptr inbounds %struct.body, %struct.body* %b, i64 %indvars.iv, i32 1, i32 0, !dbg !106
  %x3 = getelementptr inbounds %struct.body, %struct.body* %b, i64 %indvars.iv, i32 0, i32 0, !dbg !108
  %0 = bitcast double* %x to <2 x double>*, !dbg !106
  %1 = load <2 x double>, <2 x double>* %0, align 8, !dbg !106, !tbaa !61
  %2 = bitcast double* %x3 to <2 x double>*, !dbg !109
  %3 = load <2 x double>, <2 x double>* %2, align 8, !dbg !109, !tbaa !61
  %4 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %1, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %3), !dbg !109
  %5 = bitcast double* %x3 to <2 x double>*, !dbg !109
  store <2 x double> %4, <2 x double>* %5, align 8, !dbg !109, !tbaa !61
  %z = getelementptr inbounds %struct.body, %struct.body* %b, i64 %indvars.iv, i32 1, i32 2, !dbg !110
  %6 = load double, double* %z, align 8, !dbg !110, !tbaa !111
  %z17 = getelementptr inbounds %struct.body, %struct.body* %b, i64 %indvars.iv, i32 0, i32 2, !dbg !112
  %7 = load double, double* %z17, align 8, !dbg !113, !tbaa !114
  %8 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %7), !dbg !113
  store double %8, double* %z17, align 8, !dbg !113, !tbaa !114
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !98, metadata !DIExpression()), !dbg !101
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !102
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !104, !llvm.loop !116
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "w", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a48b8ca475bf7f917f73bbaffbd23b5")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "world", file: !3, line: 17, size: 1856, elements: !6)
!6 = !{!7, !9}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !5, file: !3, line: 18, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "fixed", scope: !5, file: !3, line: 19, baseType: !10, size: 1792, offset: 64)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1792, elements: !22)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 11, size: 448, elements: !12)
!12 = !{!13, !20, !21}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !11, file: !3, line: 12, baseType: !14, size: 192)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 7, size: 192, elements: !15)
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !14, file: !3, line: 8, baseType: !17, size: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !14, file: !3, line: 8, baseType: !17, size: 64, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !14, file: !3, line: 8, baseType: !17, size: 64, offset: 128)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !11, file: !3, line: 13, baseType: !14, size: 192, offset: 192)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !11, file: !3, line: 14, baseType: !17, size: 64, offset: 384)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !32, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!32 = !DISubroutineType(types: !33)
!33 = !{!8, !8, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!37 = !{!38, !39, !40, !41, !43}
!38 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !3, line: 35, type: !8)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !3, line: 35, type: !34)
!40 = !DILocalVariable(name: "n", scope: !31, file: !3, line: 37, type: !8)
!41 = !DILocalVariable(name: "bodies", scope: !31, file: !3, line: 38, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 41, type: !8)
!44 = distinct !DILexicalBlock(scope: !31, file: !3, line: 41, column: 2)
!45 = !DILocation(line: 0, scope: !31)
!46 = !DILocation(line: 37, column: 15, scope: !31)
!47 = !DILocation(line: 38, column: 31, scope: !31)
!48 = !DILocation(line: 38, column: 33, scope: !31)
!49 = !DILocation(line: 38, column: 24, scope: !31)
!50 = !DILocation(line: 39, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !31, file: !3, line: 39, column: 6)
!52 = !DILocation(line: 39, column: 6, scope: !31)
!53 = !DILocation(line: 0, scope: !44)
!54 = !DILocation(line: 41, column: 20, scope: !55)
!55 = distinct !DILexicalBlock(scope: !44, file: !3, line: 41, column: 2)
!56 = !DILocation(line: 41, column: 2, scope: !44)
!57 = !DILocation(line: 42, column: 34, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 41, column: 30)
!59 = !DILocation(line: 42, column: 19, scope: !58)
!60 = !{i64 0, i64 8, !61, i64 8, i64 8, !61, i64 16, i64 8, !61}
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 43, column: 19, scope: !58)
!66 = !{i64 0, i64 8, !61, i64 8, i64 8, !61}
!67 = !DILocation(line: 46, column: 2, scope: !31)
!68 = !DILocation(line: 47, column: 13, scope: !31)
!69 = !DILocation(line: 47, column: 6, scope: !31)
!70 = !{!71, !72, i64 0}
!71 = !{!"world", !72, i64 0, !63, i64 8}
!72 = !{!"int", !63, i64 0}
!73 = !DILocation(line: 48, column: 2, scope: !31)
!74 = !DILocation(line: 48, column: 15, scope: !31)
!75 = !DILocation(line: 48, column: 20, scope: !31)
!76 = !{!77, !62, i64 48}
!77 = !{!"body", !78, i64 0, !78, i64 24, !62, i64 48}
!78 = !{!"vec3", !62, i64 0, !62, i64 8, !62, i64 16}
!79 = !DILocation(line: 49, column: 29, scope: !31)
!80 = !DILocation(line: 49, column: 20, scope: !31)
!81 = !DILocation(line: 49, column: 38, scope: !31)
!82 = !{!77, !62, i64 8}
!83 = !DILocation(line: 49, column: 2, scope: !31)
!84 = !DILocation(line: 50, column: 2, scope: !31)
!85 = !DILocation(line: 51, column: 2, scope: !31)
!86 = !DILocation(line: 41, column: 26, scope: !55)
!87 = distinct !{!87, !56, !88, !89}
!88 = !DILocation(line: 45, column: 2, scope: !44)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 52, column: 1, scope: !31)
!91 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 26, type: !92, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !42, !8, !17}
!94 = !{!95, !96, !97, !98}
!95 = !DILocalVariable(name: "b", arg: 1, scope: !91, file: !3, line: 26, type: !42)
!96 = !DILocalVariable(name: "n", arg: 2, scope: !91, file: !3, line: 26, type: !8)
!97 = !DILocalVariable(name: "dt", arg: 3, scope: !91, file: !3, line: 26, type: !17)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 28, type: !8)
!99 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 2)
!100 = !DILocation(line: 0, scope: !91)
!101 = !DILocation(line: 0, scope: !99)
!102 = !DILocation(line: 28, column: 20, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 28, column: 2)
!104 = !DILocation(line: 28, column: 2, scope: !99)
!105 = !DILocation(line: 33, column: 1, scope: !91)
!106 = !DILocation(line: 29, column: 26, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 30)
!108 = !DILocation(line: 29, column: 12, scope: !107)
!109 = !DILocation(line: 29, column: 14, scope: !107)
!110 = !DILocation(line: 31, column: 26, scope: !107)
!111 = !{!77, !62, i64 40}
!112 = !DILocation(line: 31, column: 12, scope: !107)
!113 = !DILocation(line: 31, column: 14, scope: !107)
!114 = !{!77, !62, i64 16}
!115 = !DILocation(line: 28, column: 26, scope: !103)
!116 = distinct !{!116, !104, !117, !89}
!117 = !DILocation(line: 32, column: 2, scope: !99)
