; ModuleID = 'seed_static.c'
source_filename = "seed_static.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, i8 }
%struct.nodeOne = type { i32, i32, i8 }

@globalFive = dso_local local_unnamed_addr global [100 x %struct.node] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [31 x i8] c"%d %d %d %d %d %d %d %d %f %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !24 {
entry:
  %fixed = alloca [6790 x %struct.nodeOne], align 16
  call void @llvm.dbg.declare(metadata { i32, i8 }* undef, metadata !55, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !79
  call void @llvm.dbg.declare(metadata { i32, i8 }* undef, metadata !59, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 64)), !dbg !80
  call void @llvm.dbg.declare(metadata i32* undef, metadata !60, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !81
  call void @llvm.dbg.declare(metadata i32* undef, metadata !65, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !82
  call void @llvm.dbg.declare(metadata [3 x i8]* undef, metadata !65, metadata !DIExpression(DW_OP_LLVM_fragment, 40, 24)), !dbg !82
  %ints = alloca [5 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !30, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i8** %argv, metadata !31, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 67900, metadata !32, metadata !DIExpression()), !dbg !83
  %vla93 = alloca [67900 x %struct.node], align 16, !dbg !84
  call void @llvm.dbg.value(metadata i64 67900, metadata !33, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata [67900 x %struct.node]* %vla93, metadata !35, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 697000, metadata !39, metadata !DIExpression()), !dbg !83
  %vla194 = alloca [697000 x %struct.nodeOne], align 16, !dbg !86
  call void @llvm.dbg.value(metadata i64 697000, metadata !40, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata [697000 x %struct.nodeOne]* %vla194, metadata !41, metadata !DIExpression()), !dbg !87
  %0 = bitcast [6790 x %struct.nodeOne]* %fixed to i8*, !dbg !88
  call void @llvm.lifetime.start.p0i8(i64 81480, i8* nonnull %0) #5, !dbg !88
  call void @llvm.dbg.declare(metadata [6790 x %struct.nodeOne]* %fixed, metadata !51, metadata !DIExpression()), !dbg !89
  %1 = bitcast [5 x i32]* %ints to i8*, !dbg !90
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1) #5, !dbg !90
  call void @llvm.dbg.declare(metadata [5 x i32]* %ints, metadata !66, metadata !DIExpression()), !dbg !91
  %add = add nsw i32 %argc, 4, !dbg !92
  call void @llvm.dbg.value(metadata i32 %add, metadata !70, metadata !DIExpression()), !dbg !83
  %2 = zext i32 %add to i64, !dbg !93
  %vla2 = alloca float, i64 %2, align 16, !dbg !93
  call void @llvm.dbg.value(metadata i64 %2, metadata !71, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata float* %vla2, metadata !72, metadata !DIExpression()), !dbg !94
  %rem = srem i32 %argc, 1000, !dbg !95
  call void @llvm.dbg.value(metadata i32 %rem, metadata !76, metadata !DIExpression()), !dbg !83
  store i32 100, i32* getelementptr inbounds ([100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 1, i32 0), align 4, !dbg !96, !tbaa !97
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !102
  %cmp95 = icmp sgt i32 %rem, 0, !dbg !103
  br i1 %cmp95, label %for.body.preheader, label %for.cond.cleanup, !dbg !105

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %rem to i64, !dbg !103
  br label %for.body, !dbg !105

for.cond.cleanup:                                 ; preds = %for.body, %entry
  call void @llvm.dbg.value(metadata i32 %rem, metadata !55, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !83
  call void @llvm.dbg.value(metadata i32 %rem, metadata !59, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !83
  %add21 = add nsw i32 %rem, 1, !dbg !106
  call void @llvm.dbg.value(metadata i32 %add21, metadata !60, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !83
  call void @llvm.dbg.value(metadata i32 %rem, metadata !65, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8)), !dbg !83
  %div = sdiv i32 %rem, 2, !dbg !107
  %idxprom25 = sext i32 %div to i64, !dbg !108
  %a27 = getelementptr inbounds [67900 x %struct.node], [67900 x %struct.node]* %vla93, i64 0, i64 %idxprom25, i32 0, !dbg !109
  %3 = load i32, i32* %a27, align 4, !dbg !109, !tbaa !97
  %div28 = sdiv i32 %rem, 3, !dbg !110
  %idxprom29 = sext i32 %div28 to i64, !dbg !111
  %b31 = getelementptr inbounds [697000 x %struct.nodeOne], [697000 x %struct.nodeOne]* %vla194, i64 0, i64 %idxprom29, i32 1, !dbg !112
  %4 = load i32, i32* %b31, align 4, !dbg !112, !tbaa !113
  %div32 = sdiv i32 %rem, 4, !dbg !115
  %idxprom33 = sext i32 %div32 to i64, !dbg !116
  %c35 = getelementptr inbounds [6790 x %struct.nodeOne], [6790 x %struct.nodeOne]* %fixed, i64 0, i64 %idxprom33, i32 2, !dbg !117
  %5 = load i8, i8* %c35, align 4, !dbg !117, !tbaa !118
  %conv36 = sext i8 %5 to i32, !dbg !116
  %sext = shl i32 %rem, 24, !dbg !119
  %conv42 = ashr exact i32 %sext, 24, !dbg !119
  %rem43 = srem i32 %rem, 100, !dbg !120
  %idxprom44 = sext i32 %rem43 to i64, !dbg !121
  %b46 = getelementptr inbounds [100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 %idxprom44, i32 1, !dbg !122
  %6 = load i32, i32* %b46, align 4, !dbg !122, !tbaa !123
  %rem47 = srem i32 %rem, %add, !dbg !124
  %idxprom48 = sext i32 %rem47 to i64, !dbg !125
  %arrayidx49 = getelementptr inbounds float, float* %vla2, i64 %idxprom48, !dbg !125
  %7 = load float, float* %arrayidx49, align 4, !dbg !125, !tbaa !126
  %conv50 = fpext float %7 to double, !dbg !125
  %rem51 = srem i32 %rem, 5, !dbg !128
  %idxprom52 = sext i32 %rem51 to i64, !dbg !129
  %arrayidx53 = getelementptr inbounds [5 x i32], [5 x i32]* %ints, i64 0, i64 %idxprom52, !dbg !129
  %8 = load i32, i32* %arrayidx53, align 4, !dbg !129, !tbaa !130
  %call = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %4, i32 noundef %conv36, i32 noundef %rem, i32 noundef %rem, i32 noundef %add21, i32 noundef %conv42, i32 noundef %6, double noundef %conv50, i32 noundef %8), !dbg !131
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1) #5, !dbg !132
  call void @llvm.lifetime.end.p0i8(i64 81480, i8* nonnull %0) #5, !dbg !132
  ret i32 0, !dbg !132

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !77, metadata !DIExpression()), !dbg !102
  %a = getelementptr inbounds [67900 x %struct.node], [67900 x %struct.node]* %vla93, i64 0, i64 %indvars.iv, i32 0, !dbg !133
  %9 = trunc i64 %indvars.iv to i32, !dbg !135
  store i32 %9, i32* %a, align 4, !dbg !135, !tbaa !97
  %b = getelementptr inbounds [697000 x %struct.nodeOne], [697000 x %struct.nodeOne]* %vla194, i64 0, i64 %indvars.iv, i32 1, !dbg !136
  store i32 %9, i32* %b, align 4, !dbg !137, !tbaa !113
  %conv = trunc i64 %indvars.iv to i8, !dbg !138
  %c = getelementptr inbounds [6790 x %struct.nodeOne], [6790 x %struct.nodeOne]* %fixed, i64 0, i64 %indvars.iv, i32 2, !dbg !139
  store i8 %conv, i8* %c, align 4, !dbg !140, !tbaa !118
  %rem7 = urem i32 %9, 100, !dbg !141
  %idxprom8 = zext i32 %rem7 to i64, !dbg !142
  %b10 = getelementptr inbounds [100 x %struct.node], [100 x %struct.node]* @globalFive, i64 0, i64 %idxprom8, i32 1, !dbg !143
  store i32 %9, i32* %b10, align 4, !dbg !144, !tbaa !123
  %conv11 = sitofp i32 %9 to float, !dbg !145
  %rem12 = srem i32 %9, %add, !dbg !146
  %idxprom13 = zext i32 %rem12 to i64, !dbg !147
  %arrayidx14 = getelementptr inbounds float, float* %vla2, i64 %idxprom13, !dbg !147
  store float %conv11, float* %arrayidx14, align 4, !dbg !148, !tbaa !126
  %rem15 = urem i32 %9, 5, !dbg !149
  %idxprom16 = zext i32 %rem15 to i64, !dbg !150
  %arrayidx17 = getelementptr inbounds [5 x i32], [5 x i32]* %ints, i64 0, i64 %idxprom16, !dbg !150
  store i32 %9, i32* %arrayidx17, align 4, !dbg !151, !tbaa !130
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !77, metadata !DIExpression()), !dbg !102
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !103
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !105, !llvm.loop !153
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalFive", scope: !2, file: !3, line: 24, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_static.c", directory: ".", checksumkind: CSK_MD5, checksum: "3314b4862f536a6a9b728ec63a4f8a25")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 9600, elements: !15)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 96, elements: !10)
!10 = !{!11, !13, !14}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !9, file: !3, line: 8, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !9, file: !3, line: 9, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !9, file: !3, line: 10, baseType: !5, size: 8, offset: 64)
!15 = !{!16}
!16 = !DISubrange(count: 100)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !25, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!25 = !DISubroutineType(types: !26)
!26 = !{!12, !12, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!29 = !{!30, !31, !32, !33, !35, !39, !40, !41, !51, !55, !59, !60, !65, !66, !70, !71, !72, !76, !77}
!30 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 37, type: !12)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 37, type: !27)
!32 = !DILocalVariable(name: "n", scope: !24, file: !3, line: 39, type: !12)
!33 = !DILocalVariable(name: "__vla_expr0", scope: !24, type: !34, flags: DIFlagArtificial)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "array", scope: !24, file: !3, line: 40, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: !33)
!39 = !DILocalVariable(name: "m", scope: !24, file: !3, line: 41, type: !12)
!40 = !DILocalVariable(name: "__vla_expr1", scope: !24, type: !34, flags: DIFlagArtificial)
!41 = !DILocalVariable(name: "arrayOne", scope: !24, file: !3, line: 42, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !49)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !3, line: 17, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 13, size: 96, elements: !45)
!45 = !{!46, !47, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !44, file: !3, line: 14, baseType: !12, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !44, file: !3, line: 15, baseType: !12, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !44, file: !3, line: 16, baseType: !5, size: 8, offset: 64)
!49 = !{!50}
!50 = !DISubrange(count: !40)
!51 = !DILocalVariable(name: "fixed", scope: !24, file: !3, line: 43, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 651840, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 6790)
!55 = !DILocalVariable(name: "one", scope: !24, file: !3, line: 44, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 1)
!59 = !DILocalVariable(name: "x", scope: !24, file: !3, line: 45, type: !44)
!60 = !DILocalVariable(name: "y", scope: !24, file: !3, line: 46, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 19, size: 64, elements: !62)
!62 = !{!63, !64}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !61, file: !3, line: 20, baseType: !12, size: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !61, file: !3, line: 21, baseType: !5, size: 8, offset: 32)
!65 = !DILocalVariable(name: "z", scope: !24, file: !3, line: 47, type: !61)
!66 = !DILocalVariable(name: "ints", scope: !24, file: !3, line: 48, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 5)
!70 = !DILocalVariable(name: "fn", scope: !24, file: !3, line: 49, type: !12)
!71 = !DILocalVariable(name: "__vla_expr2", scope: !24, type: !34, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "floats", scope: !24, file: !3, line: 50, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: !71)
!76 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 52, type: !12)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 54, type: !12)
!78 = distinct !DILexicalBlock(scope: !24, file: !3, line: 54, column: 2)
!79 = !DILocation(line: 44, column: 14, scope: !24)
!80 = !DILocation(line: 45, column: 17, scope: !24)
!81 = !DILocation(line: 46, column: 17, scope: !24)
!82 = !DILocation(line: 47, column: 17, scope: !24)
!83 = !DILocation(line: 0, scope: !24)
!84 = !DILocation(line: 40, column: 2, scope: !24)
!85 = !DILocation(line: 40, column: 14, scope: !24)
!86 = !DILocation(line: 42, column: 2, scope: !24)
!87 = !DILocation(line: 42, column: 7, scope: !24)
!88 = !DILocation(line: 43, column: 2, scope: !24)
!89 = !DILocation(line: 43, column: 7, scope: !24)
!90 = !DILocation(line: 48, column: 2, scope: !24)
!91 = !DILocation(line: 48, column: 6, scope: !24)
!92 = !DILocation(line: 49, column: 16, scope: !24)
!93 = !DILocation(line: 50, column: 2, scope: !24)
!94 = !DILocation(line: 50, column: 8, scope: !24)
!95 = !DILocation(line: 52, column: 15, scope: !24)
!96 = !DILocation(line: 53, column: 18, scope: !24)
!97 = !{!98, !99, i64 0}
!98 = !{!"node", !99, i64 0, !99, i64 4, !100, i64 8}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 0, scope: !78)
!103 = !DILocation(line: 54, column: 20, scope: !104)
!104 = distinct !DILexicalBlock(scope: !78, file: !3, line: 54, column: 2)
!105 = !DILocation(line: 54, column: 2, scope: !78)
!106 = !DILocation(line: 64, column: 10, scope: !24)
!107 = !DILocation(line: 66, column: 52, scope: !24)
!108 = !DILocation(line: 66, column: 44, scope: !24)
!109 = !DILocation(line: 66, column: 57, scope: !24)
!110 = !DILocation(line: 66, column: 71, scope: !24)
!111 = !DILocation(line: 66, column: 60, scope: !24)
!112 = !DILocation(line: 66, column: 76, scope: !24)
!113 = !{!114, !99, i64 4}
!114 = !{!"nodeOne", !99, i64 0, !99, i64 4, !100, i64 8}
!115 = !DILocation(line: 66, column: 87, scope: !24)
!116 = !DILocation(line: 66, column: 79, scope: !24)
!117 = !DILocation(line: 66, column: 92, scope: !24)
!118 = !{!114, !100, i64 8}
!119 = !DILocation(line: 67, column: 29, scope: !24)
!120 = !DILocation(line: 67, column: 47, scope: !24)
!121 = !DILocation(line: 67, column: 34, scope: !24)
!122 = !DILocation(line: 67, column: 54, scope: !24)
!123 = !{!98, !99, i64 4}
!124 = !DILocation(line: 67, column: 66, scope: !24)
!125 = !DILocation(line: 67, column: 57, scope: !24)
!126 = !{!127, !127, i64 0}
!127 = !{!"float", !100, i64 0}
!128 = !DILocation(line: 67, column: 80, scope: !24)
!129 = !DILocation(line: 67, column: 73, scope: !24)
!130 = !{!99, !99, i64 0}
!131 = !DILocation(line: 66, column: 2, scope: !24)
!132 = !DILocation(line: 69, column: 1, scope: !24)
!133 = !DILocation(line: 55, column: 12, scope: !134)
!134 = distinct !DILexicalBlock(scope: !104, file: !3, line: 54, column: 30)
!135 = !DILocation(line: 55, column: 14, scope: !134)
!136 = !DILocation(line: 56, column: 15, scope: !134)
!137 = !DILocation(line: 56, column: 17, scope: !134)
!138 = !DILocation(line: 57, column: 16, scope: !134)
!139 = !DILocation(line: 57, column: 12, scope: !134)
!140 = !DILocation(line: 57, column: 14, scope: !134)
!141 = !DILocation(line: 58, column: 16, scope: !134)
!142 = !DILocation(line: 58, column: 3, scope: !134)
!143 = !DILocation(line: 58, column: 23, scope: !134)
!144 = !DILocation(line: 58, column: 25, scope: !134)
!145 = !DILocation(line: 59, column: 20, scope: !134)
!146 = !DILocation(line: 59, column: 12, scope: !134)
!147 = !DILocation(line: 59, column: 3, scope: !134)
!148 = !DILocation(line: 59, column: 18, scope: !134)
!149 = !DILocation(line: 60, column: 10, scope: !134)
!150 = !DILocation(line: 60, column: 3, scope: !134)
!151 = !DILocation(line: 60, column: 15, scope: !134)
!152 = !DILocation(line: 54, column: 26, scope: !104)
!153 = distinct !{!153, !105, !154, !155}
!154 = !DILocation(line: 61, column: 2, scope: !78)
!155 = !{!"llvm.loop.mustprogress"}
