; ModuleID = 'qsort_cb.c'
source_filename = "qsort_cb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"p%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !22 {
entry:
    #dbg_value(i32 %argc, !29, !DIExpression(), !43)
    #dbg_value(ptr %argv, !30, !DIExpression(), !43)
  %add = add nsw i32 %argc, 6, !dbg !44
    #dbg_value(i32 %add, !31, !DIExpression(), !43)
  %conv = sext i32 %add to i64, !dbg !45
  %mul = mul nsw i64 %conv, 20, !dbg !46
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #6, !dbg !47
    #dbg_value(ptr %call, !32, !DIExpression(), !43)
  %tobool.not = icmp eq ptr %call, null, !dbg !48
  br i1 %tobool.not, label %cleanup, label %for.cond.preheader, !dbg !50

for.cond.preheader:                               ; preds = %entry
    #dbg_value(i32 0, !41, !DIExpression(), !51)
  %cmp29 = icmp sgt i32 %argc, -6, !dbg !52
  br i1 %cmp29, label %for.body.preheader, label %for.cond.cleanup, !dbg !54

for.body.preheader:                               ; preds = %for.cond.preheader
  %wide.trip.count = zext nneg i32 %add to i64, !dbg !52
  br label %for.body, !dbg !54

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  tail call void @qsort(ptr noundef nonnull %call, i64 noundef %conv, i64 noundef 20, ptr noundef nonnull @by_age) #7, !dbg !55
  %0 = sext i32 %argc to i64, !dbg !56
  %1 = getelementptr %struct.person, ptr %call, i64 %0, !dbg !56
  %age12 = getelementptr i8, ptr %1, i64 116, !dbg !57
  %2 = load i32, ptr %age12, align 4, !dbg !57, !tbaa !58
  %call13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %call, i32 noundef %2), !dbg !63
  tail call void @free(ptr noundef nonnull %call) #7, !dbg !64
  br label %cleanup, !dbg !65

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
    #dbg_value(i64 %indvars.iv, !41, !DIExpression(), !51)
  %arrayidx = getelementptr inbounds %struct.person, ptr %call, i64 %indvars.iv, !dbg !66
  %3 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !68
  %call2 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %arrayidx, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %3) #7, !dbg !68
  %4 = trunc i64 %indvars.iv to i32, !dbg !69
  %5 = mul i32 %4, 37, !dbg !69
  %rem = urem i32 %5, 90, !dbg !69
  %age = getelementptr inbounds i8, ptr %arrayidx, i64 16, !dbg !70
  store i32 %rem, ptr %age, align 4, !dbg !71, !tbaa !58
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !72
    #dbg_value(i64 %indvars.iv.next, !41, !DIExpression(), !51)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !52
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !54, !llvm.loop !73

cleanup:                                          ; preds = %entry, %for.cond.cleanup
  %retval.0 = phi i32 [ 0, %for.cond.cleanup ], [ 1, %entry ], !dbg !43
  ret i32 %retval.0, !dbg !76
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !77 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !85 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare !dbg !93 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @by_age(ptr nocapture noundef readonly %a, ptr nocapture noundef readonly %b) #4 !dbg !102 {
entry:
    #dbg_value(ptr %a, !104, !DIExpression(), !110)
    #dbg_value(ptr %b, !105, !DIExpression(), !110)
    #dbg_value(ptr %a, !106, !DIExpression(), !110)
    #dbg_value(ptr %b, !109, !DIExpression(), !110)
  %age = getelementptr inbounds i8, ptr %a, i64 16, !dbg !111
  %0 = load i32, ptr %age, align 4, !dbg !111, !tbaa !58
  %age1 = getelementptr inbounds i8, ptr %b, i64 16, !dbg !112
  %1 = load i32, ptr %age1, align 4, !dbg !112, !tbaa !58
  %cmp = icmp sgt i32 %0, %1, !dbg !113
  %conv = zext i1 %cmp to i32, !dbg !113
  %cmp4 = icmp slt i32 %0, %1, !dbg !114
  %conv5.neg = sext i1 %cmp4 to i32, !dbg !114
  %sub = add nsw i32 %conv5.neg, %conv, !dbg !115
  ret i32 %sub, !dbg !116
}

; Function Attrs: nofree nounwind
declare !dbg !117 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !120 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_cb.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ae2774252bacb5e21b0683d1ab3c654")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !23, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !32, !41}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 19, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 19, type: !26)
!31 = !DILocalVariable(name: "n", scope: !22, file: !2, line: 21, type: !25)
!32 = !DILocalVariable(name: "people", scope: !22, file: !2, line: 22, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 6, size: 160, elements: !35)
!35 = !{!36, !40}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !34, file: !2, line: 7, baseType: !37, size: 128)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !34, file: !2, line: 8, baseType: !25, size: 32, offset: 128)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 25, type: !25)
!42 = distinct !DILexicalBlock(scope: !22, file: !2, line: 25, column: 2)
!43 = !DILocation(line: 0, scope: !22)
!44 = !DILocation(line: 21, column: 15, scope: !22)
!45 = !DILocation(line: 22, column: 33, scope: !22)
!46 = !DILocation(line: 22, column: 35, scope: !22)
!47 = !DILocation(line: 22, column: 26, scope: !22)
!48 = !DILocation(line: 23, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !22, file: !2, line: 23, column: 6)
!50 = !DILocation(line: 23, column: 6, scope: !22)
!51 = !DILocation(line: 0, scope: !42)
!52 = !DILocation(line: 25, column: 20, scope: !53)
!53 = distinct !DILexicalBlock(scope: !42, file: !2, line: 25, column: 2)
!54 = !DILocation(line: 25, column: 2, scope: !42)
!55 = !DILocation(line: 29, column: 2, scope: !22)
!56 = !DILocation(line: 30, column: 36, scope: !22)
!57 = !DILocation(line: 30, column: 50, scope: !22)
!58 = !{!59, !62, i64 16}
!59 = !{!"person", !60, i64 0, !62, i64 16}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !{!"int", !60, i64 0}
!63 = !DILocation(line: 30, column: 2, scope: !22)
!64 = !DILocation(line: 31, column: 2, scope: !22)
!65 = !DILocation(line: 32, column: 2, scope: !22)
!66 = !DILocation(line: 26, column: 12, scope: !67)
!67 = distinct !DILexicalBlock(scope: !53, file: !2, line: 25, column: 30)
!68 = !DILocation(line: 26, column: 3, scope: !67)
!69 = !DILocation(line: 27, column: 28, scope: !67)
!70 = !DILocation(line: 27, column: 13, scope: !67)
!71 = !DILocation(line: 27, column: 17, scope: !67)
!72 = !DILocation(line: 25, column: 26, scope: !53)
!73 = distinct !{!73, !54, !74, !75}
!74 = !DILocation(line: 28, column: 2, scope: !42)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 33, column: 1, scope: !22)
!77 = !DISubprogram(name: "malloc", scope: !78, file: !78, line: 553, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !83, line: 18, baseType: !84)
!83 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DISubprogram(name: "snprintf", scope: !86, file: !86, line: 378, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!87 = !DISubroutineType(types: !88)
!88 = !{!25, !89, !82, !90, null}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !27)
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!93 = !DISubprogram(name: "qsort", scope: !78, file: !78, line: 851, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{null, !81, !82, !82, !96}
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !78, line: 829, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DISubroutineType(types: !99)
!99 = !{!25, !100, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!102 = distinct !DISubprogram(name: "by_age", scope: !2, file: !2, line: 13, type: !98, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !103)
!103 = !{!104, !105, !106, !109}
!104 = !DILocalVariable(name: "a", arg: 1, scope: !102, file: !2, line: 13, type: !100)
!105 = !DILocalVariable(name: "b", arg: 2, scope: !102, file: !2, line: 13, type: !100)
!106 = !DILocalVariable(name: "x", scope: !102, file: !2, line: 15, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!109 = !DILocalVariable(name: "y", scope: !102, file: !2, line: 15, type: !107)
!110 = !DILocation(line: 0, scope: !102)
!111 = !DILocation(line: 16, column: 13, scope: !102)
!112 = !DILocation(line: 16, column: 22, scope: !102)
!113 = !DILocation(line: 16, column: 17, scope: !102)
!114 = !DILocation(line: 16, column: 37, scope: !102)
!115 = !DILocation(line: 16, column: 27, scope: !102)
!116 = !DILocation(line: 16, column: 2, scope: !102)
!117 = !DISubprogram(name: "printf", scope: !86, file: !86, line: 356, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!25, !90, null}
!120 = !DISubprogram(name: "free", scope: !78, file: !78, line: 568, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !81}
