; ModuleID = 'seed_static.c'
source_filename = "seed_static.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, i8 }
%struct.nodeOne = type { i32, i32, i8 }

@globalFive = dso_local local_unnamed_addr global [100 x %struct.node] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [31 x i8] c"%d %d %d %d %d %d %d %d %f %d\0A\00", align 1, !dbg !8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !30 {
entry:
  %fixed = alloca [6790 x %struct.nodeOne], align 16, !DIAssignID !85
    #dbg_assign(i1 undef, !57, !DIExpression(), !85, ptr %fixed, !DIExpression(), !86)
  %ints = alloca [5 x i32], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !72, !DIExpression(), !87, ptr %ints, !DIExpression(), !86)
    #dbg_value(i32 %argc, !36, !DIExpression(), !86)
    #dbg_value(ptr %argv, !37, !DIExpression(), !86)
    #dbg_value(i32 67900, !38, !DIExpression(), !86)
  %vla80 = alloca [67900 x %struct.node], align 16, !dbg !88
    #dbg_value(i64 67900, !39, !DIExpression(), !86)
    #dbg_declare(ptr %vla80, !41, !DIExpression(), !89)
    #dbg_value(i32 697000, !45, !DIExpression(), !86)
  %vla181 = alloca [697000 x %struct.nodeOne], align 16, !dbg !90
    #dbg_value(i64 697000, !46, !DIExpression(), !86)
    #dbg_declare(ptr %vla181, !47, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 81480, ptr nonnull %fixed) #3, !dbg !92
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %ints) #3, !dbg !93
  %add = add nsw i32 %argc, 4, !dbg !94
    #dbg_value(i32 %add, !76, !DIExpression(), !86)
  %0 = zext i32 %add to i64, !dbg !95
  %vla2 = alloca float, i64 %0, align 16, !dbg !95
    #dbg_value(i64 %0, !77, !DIExpression(), !86)
    #dbg_declare(ptr %vla2, !78, !DIExpression(), !96)
  %rem = srem i32 %argc, 1000, !dbg !97
    #dbg_value(i32 %rem, !82, !DIExpression(), !86)
  store i32 100, ptr getelementptr inbounds (i8, ptr @globalFive, i64 12), align 4, !dbg !98, !tbaa !99
    #dbg_value(i32 0, !83, !DIExpression(), !104)
  %cmp82 = icmp sgt i32 %rem, 0, !dbg !105
  br i1 %cmp82, label %for.body.preheader, label %for.cond.cleanup, !dbg !107

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %rem to i64, !dbg !105
  br label %for.body, !dbg !107

for.cond.cleanup:                                 ; preds = %for.body, %entry
    #dbg_value(i32 %rem, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !86)
    #dbg_value(i32 %rem, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !86)
  %add21 = add nsw i32 %rem, 1, !dbg !108
    #dbg_value(i32 %add21, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !86)
    #dbg_value(i32 %rem, !71, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !86)
  %div = sdiv i32 %rem, 2, !dbg !109
  %idxprom25 = sext i32 %div to i64, !dbg !110
  %arrayidx26 = getelementptr inbounds %struct.node, ptr %vla80, i64 %idxprom25, !dbg !110
  %1 = load i32, ptr %arrayidx26, align 4, !dbg !111, !tbaa !99
  %div28 = sdiv i32 %rem, 3, !dbg !112
  %idxprom29 = sext i32 %div28 to i64, !dbg !113
  %b31 = getelementptr inbounds %struct.nodeOne, ptr %vla181, i64 %idxprom29, i32 1, !dbg !114
  %2 = load i32, ptr %b31, align 4, !dbg !114, !tbaa !115
  %div32 = sdiv i32 %rem, 4, !dbg !117
  %idxprom33 = sext i32 %div32 to i64, !dbg !118
  %c35 = getelementptr inbounds [6790 x %struct.nodeOne], ptr %fixed, i64 0, i64 %idxprom33, i32 2, !dbg !119
  %3 = load i8, ptr %c35, align 4, !dbg !119, !tbaa !120
  %conv36 = sext i8 %3 to i32, !dbg !118
  %sext = shl i32 %rem, 24, !dbg !121
  %conv42 = ashr exact i32 %sext, 24, !dbg !121
  %rem43 = srem i32 %rem, 100, !dbg !122
  %idxprom44 = sext i32 %rem43 to i64, !dbg !123
  %b46 = getelementptr inbounds [100 x %struct.node], ptr @globalFive, i64 0, i64 %idxprom44, i32 1, !dbg !124
  %4 = load i32, ptr %b46, align 4, !dbg !124, !tbaa !125
  %rem47 = srem i32 %rem, %add, !dbg !126
  %idxprom48 = sext i32 %rem47 to i64, !dbg !127
  %arrayidx49 = getelementptr inbounds float, ptr %vla2, i64 %idxprom48, !dbg !127
  %5 = load float, ptr %arrayidx49, align 4, !dbg !127, !tbaa !128
  %conv50 = fpext float %5 to double, !dbg !127
  %rem51 = srem i32 %rem, 5, !dbg !130
  %idxprom52 = sext i32 %rem51 to i64, !dbg !131
  %arrayidx53 = getelementptr inbounds [5 x i32], ptr %ints, i64 0, i64 %idxprom52, !dbg !131
  %6 = load i32, ptr %arrayidx53, align 4, !dbg !131, !tbaa !132
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1, i32 noundef %2, i32 noundef %conv36, i32 noundef %rem, i32 noundef %rem, i32 noundef %add21, i32 noundef %conv42, i32 noundef %4, double noundef %conv50, i32 noundef %6), !dbg !133
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %ints) #3, !dbg !134
  call void @llvm.lifetime.end.p0(i64 81480, ptr nonnull %fixed) #3, !dbg !134
  ret i32 0, !dbg !134

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !83, !DIExpression(), !104)
  %arrayidx = getelementptr inbounds %struct.node, ptr %vla80, i64 %indvars.iv, !dbg !135
  %7 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !137
  store i32 %7, ptr %arrayidx, align 4, !dbg !137, !tbaa !99
  %b = getelementptr inbounds %struct.nodeOne, ptr %vla181, i64 %indvars.iv, i32 1, !dbg !138
  store i32 %7, ptr %b, align 4, !dbg !139, !tbaa !115
  %conv = trunc i64 %indvars.iv to i8, !dbg !140
  %c = getelementptr inbounds [6790 x %struct.nodeOne], ptr %fixed, i64 0, i64 %indvars.iv, i32 2, !dbg !141
  store i8 %conv, ptr %c, align 4, !dbg !142, !tbaa !120
  %rem7 = urem i32 %7, 100, !dbg !143
  %idxprom8 = zext nneg i32 %rem7 to i64, !dbg !144
  %b10 = getelementptr inbounds [100 x %struct.node], ptr @globalFive, i64 0, i64 %idxprom8, i32 1, !dbg !145
  store i32 %7, ptr %b10, align 4, !dbg !146, !tbaa !125
  %conv11 = uitofp nneg i32 %7 to float, !dbg !147
  %rem12 = srem i32 %7, %add, !dbg !148
  %idxprom13 = zext nneg i32 %rem12 to i64, !dbg !149
  %arrayidx14 = getelementptr inbounds float, ptr %vla2, i64 %idxprom13, !dbg !149
  store float %conv11, ptr %arrayidx14, align 4, !dbg !150, !tbaa !128
  %rem15 = urem i32 %7, 5, !dbg !151
  %idxprom16 = zext nneg i32 %rem15 to i64, !dbg !152
  %arrayidx17 = getelementptr inbounds [5 x i32], ptr %ints, i64 0, i64 %idxprom16, !dbg !152
  store i32 %7, ptr %arrayidx17, align 4, !dbg !153, !tbaa !132
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !154
    #dbg_value(i64 %indvars.iv.next, !83, !DIExpression(), !104)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !105
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !107, !llvm.loop !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !158 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "globalFive", scope: !2, file: !3, line: 24, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seed_static.c", directory: ".", checksumkind: CSK_MD5, checksum: "3314b4862f536a6a9b728ec63a4f8a25")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 248, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 31)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 9600, elements: !20)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 96, elements: !15)
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !14, file: !3, line: 8, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !14, file: !3, line: 9, baseType: !17, size: 32, offset: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !14, file: !3, line: 10, baseType: !5, size: 8, offset: 64)
!20 = !{!21}
!21 = !DISubrange(count: 100)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !31, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!31 = !DISubroutineType(types: !32)
!32 = !{!17, !17, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !{!36, !37, !38, !39, !41, !45, !46, !47, !57, !61, !65, !66, !71, !72, !76, !77, !78, !82, !83}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !30, file: !3, line: 37, type: !17)
!37 = !DILocalVariable(name: "argv", arg: 2, scope: !30, file: !3, line: 37, type: !33)
!38 = !DILocalVariable(name: "n", scope: !30, file: !3, line: 39, type: !17)
!39 = !DILocalVariable(name: "__vla_expr0", scope: !30, type: !40, flags: DIFlagArtificial)
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocalVariable(name: "array", scope: !30, file: !3, line: 40, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: !39)
!45 = !DILocalVariable(name: "m", scope: !30, file: !3, line: 41, type: !17)
!46 = !DILocalVariable(name: "__vla_expr1", scope: !30, type: !40, flags: DIFlagArtificial)
!47 = !DILocalVariable(name: "arrayOne", scope: !30, file: !3, line: 42, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, elements: !55)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !3, line: 17, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeOne", file: !3, line: 13, size: 96, elements: !51)
!51 = !{!52, !53, !54}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !50, file: !3, line: 14, baseType: !17, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !50, file: !3, line: 15, baseType: !17, size: 32, offset: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !50, file: !3, line: 16, baseType: !5, size: 8, offset: 64)
!55 = !{!56}
!56 = !DISubrange(count: !46)
!57 = !DILocalVariable(name: "fixed", scope: !30, file: !3, line: 43, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 651840, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6790)
!61 = !DILocalVariable(name: "one", scope: !30, file: !3, line: 44, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 1)
!65 = !DILocalVariable(name: "x", scope: !30, file: !3, line: 45, type: !50)
!66 = !DILocalVariable(name: "y", scope: !30, file: !3, line: 46, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "nodeTwo", file: !3, line: 19, size: 64, elements: !68)
!68 = !{!69, !70}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !67, file: !3, line: 20, baseType: !17, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !67, file: !3, line: 21, baseType: !5, size: 8, offset: 32)
!71 = !DILocalVariable(name: "z", scope: !30, file: !3, line: 47, type: !67)
!72 = !DILocalVariable(name: "ints", scope: !30, file: !3, line: 48, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 5)
!76 = !DILocalVariable(name: "fn", scope: !30, file: !3, line: 49, type: !17)
!77 = !DILocalVariable(name: "__vla_expr2", scope: !30, type: !40, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "floats", scope: !30, file: !3, line: 50, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: !77)
!82 = !DILocalVariable(name: "k", scope: !30, file: !3, line: 52, type: !17)
!83 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 54, type: !17)
!84 = distinct !DILexicalBlock(scope: !30, file: !3, line: 54, column: 2)
!85 = distinct !DIAssignID()
!86 = !DILocation(line: 0, scope: !30)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 40, column: 2, scope: !30)
!89 = !DILocation(line: 40, column: 14, scope: !30)
!90 = !DILocation(line: 42, column: 2, scope: !30)
!91 = !DILocation(line: 42, column: 7, scope: !30)
!92 = !DILocation(line: 43, column: 2, scope: !30)
!93 = !DILocation(line: 48, column: 2, scope: !30)
!94 = !DILocation(line: 49, column: 16, scope: !30)
!95 = !DILocation(line: 50, column: 2, scope: !30)
!96 = !DILocation(line: 50, column: 8, scope: !30)
!97 = !DILocation(line: 52, column: 15, scope: !30)
!98 = !DILocation(line: 53, column: 18, scope: !30)
!99 = !{!100, !101, i64 0}
!100 = !{!"node", !101, i64 0, !101, i64 4, !102, i64 8}
!101 = !{!"int", !102, i64 0}
!102 = !{!"omnipotent char", !103, i64 0}
!103 = !{!"Simple C/C++ TBAA"}
!104 = !DILocation(line: 0, scope: !84)
!105 = !DILocation(line: 54, column: 20, scope: !106)
!106 = distinct !DILexicalBlock(scope: !84, file: !3, line: 54, column: 2)
!107 = !DILocation(line: 54, column: 2, scope: !84)
!108 = !DILocation(line: 64, column: 10, scope: !30)
!109 = !DILocation(line: 66, column: 52, scope: !30)
!110 = !DILocation(line: 66, column: 44, scope: !30)
!111 = !DILocation(line: 66, column: 57, scope: !30)
!112 = !DILocation(line: 66, column: 71, scope: !30)
!113 = !DILocation(line: 66, column: 60, scope: !30)
!114 = !DILocation(line: 66, column: 76, scope: !30)
!115 = !{!116, !101, i64 4}
!116 = !{!"nodeOne", !101, i64 0, !101, i64 4, !102, i64 8}
!117 = !DILocation(line: 66, column: 87, scope: !30)
!118 = !DILocation(line: 66, column: 79, scope: !30)
!119 = !DILocation(line: 66, column: 92, scope: !30)
!120 = !{!116, !102, i64 8}
!121 = !DILocation(line: 67, column: 29, scope: !30)
!122 = !DILocation(line: 67, column: 47, scope: !30)
!123 = !DILocation(line: 67, column: 34, scope: !30)
!124 = !DILocation(line: 67, column: 54, scope: !30)
!125 = !{!100, !101, i64 4}
!126 = !DILocation(line: 67, column: 66, scope: !30)
!127 = !DILocation(line: 67, column: 57, scope: !30)
!128 = !{!129, !129, i64 0}
!129 = !{!"float", !102, i64 0}
!130 = !DILocation(line: 67, column: 80, scope: !30)
!131 = !DILocation(line: 67, column: 73, scope: !30)
!132 = !{!101, !101, i64 0}
!133 = !DILocation(line: 66, column: 2, scope: !30)
!134 = !DILocation(line: 69, column: 1, scope: !30)
!135 = !DILocation(line: 55, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !106, file: !3, line: 54, column: 30)
!137 = !DILocation(line: 55, column: 14, scope: !136)
!138 = !DILocation(line: 56, column: 15, scope: !136)
!139 = !DILocation(line: 56, column: 17, scope: !136)
!140 = !DILocation(line: 57, column: 16, scope: !136)
!141 = !DILocation(line: 57, column: 12, scope: !136)
!142 = !DILocation(line: 57, column: 14, scope: !136)
!143 = !DILocation(line: 58, column: 16, scope: !136)
!144 = !DILocation(line: 58, column: 3, scope: !136)
!145 = !DILocation(line: 58, column: 23, scope: !136)
!146 = !DILocation(line: 58, column: 25, scope: !136)
!147 = !DILocation(line: 59, column: 20, scope: !136)
!148 = !DILocation(line: 59, column: 12, scope: !136)
!149 = !DILocation(line: 59, column: 3, scope: !136)
!150 = !DILocation(line: 59, column: 18, scope: !136)
!151 = !DILocation(line: 60, column: 10, scope: !136)
!152 = !DILocation(line: 60, column: 3, scope: !136)
!153 = !DILocation(line: 60, column: 15, scope: !136)
!154 = !DILocation(line: 54, column: 26, scope: !106)
!155 = distinct !{!155, !107, !156, !157}
!156 = !DILocation(line: 61, column: 2, scope: !84)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DISubprogram(name: "printf", scope: !159, file: !159, line: 356, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!160 = !DISubroutineType(types: !161)
!161 = !{!17, !162, null}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
