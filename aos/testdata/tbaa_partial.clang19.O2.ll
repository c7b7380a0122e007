; ModuleID = 'tbaa_partial.c'
source_filename = "tbaa_partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readonly %argv) local_unnamed_addr #0 !dbg !19 {
entry:
  %b = alloca ptr, align 8, !DIAssignID !43
    #dbg_assign(i1 undef, !28, !DIExpression(), !43, ptr %b, !DIExpression(), !44)
    #dbg_value(i32 %argc, !26, !DIExpression(), !44)
    #dbg_value(ptr %argv, !27, !DIExpression(), !44)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %b) #6, !dbg !45
  store ptr null, ptr %b, align 8, !dbg !46, !tbaa !47, !DIAssignID !51
    #dbg_assign(ptr null, !28, !DIExpression(), !51, ptr %b, !DIExpression(), !44)
    #dbg_value(i32 0, !38, !DIExpression(), !52)
  %cmp14 = icmp sgt i32 %argc, 0, !dbg !53
  br i1 %cmp14, label %for.body.preheader, label %cond.end, !dbg !54

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext nneg i32 %argc to i64, !dbg !53
  br label %for.body, !dbg !54

for.cond.cleanup:                                 ; preds = %for.cond.cleanup2
  %.pre = load ptr, ptr %b, align 8, !dbg !55, !tbaa !47
  %tobool6.not = icmp eq ptr %.pre, null, !dbg !55
  br i1 %tobool6.not, label %cond.end, label %cond.true, !dbg !55

for.body:                                         ; preds = %for.body.preheader, %for.cond.cleanup2
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.cond.cleanup2 ]
    #dbg_value(i64 %indvars.iv, !38, !DIExpression(), !52)
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 %indvars.iv, !dbg !56
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !56, !tbaa !47
    #dbg_value(ptr %0, !40, !DIExpression(), !57)
  %1 = load i8, ptr %0, align 1, !dbg !58, !tbaa !60
  %tobool.not12 = icmp eq i8 %1, 0, !dbg !61
  br i1 %tobool.not12, label %for.cond.cleanup2, label %for.body3, !dbg !61

for.cond.cleanup2:                                ; preds = %for.body3, %for.body
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !62
    #dbg_value(i64 %indvars.iv.next, !38, !DIExpression(), !52)
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !53
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !54, !llvm.loop !63

for.body3:                                        ; preds = %for.body, %for.body3
  %2 = phi i8 [ %3, %for.body3 ], [ %1, %for.body ]
  %p.013 = phi ptr [ %incdec.ptr, %for.body3 ], [ %0, %for.body ]
    #dbg_value(ptr %p.013, !40, !DIExpression(), !57)
  %conv = sext i8 %2 to i32, !dbg !66
  call fastcc void @put(ptr noundef nonnull %b, i32 noundef %conv), !dbg !67
  %incdec.ptr = getelementptr inbounds i8, ptr %p.013, i64 1, !dbg !68
    #dbg_value(ptr %incdec.ptr, !40, !DIExpression(), !57)
  %3 = load i8, ptr %incdec.ptr, align 1, !dbg !58, !tbaa !60
  %tobool.not = icmp eq i8 %3, 0, !dbg !61
  br i1 %tobool.not, label %for.cond.cleanup2, label %for.body3, !dbg !61, !llvm.loop !69

cond.true:                                        ; preds = %for.cond.cleanup
  %4 = load i32, ptr %.pre, align 4, !dbg !71, !tbaa !72
  br label %cond.end, !dbg !55

cond.end:                                         ; preds = %entry, %for.cond.cleanup, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ 0, %for.cond.cleanup ], [ 0, %entry ], !dbg !55
  %call = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %cond), !dbg !75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %b) #6, !dbg !76
  ret i32 0, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %bp, i32 noundef %c) unnamed_addr #2 !dbg !77 {
entry:
    #dbg_value(ptr %bp, !82, !DIExpression(), !85)
    #dbg_value(i32 %c, !83, !DIExpression(), !85)
  %0 = load ptr, ptr %bp, align 8, !dbg !86, !tbaa !47
    #dbg_value(ptr %0, !84, !DIExpression(), !85)
  %tobool.not = icmp eq ptr %0, null, !dbg !87
  br i1 %tobool.not, label %if.then, label %if.else, !dbg !89

if.then:                                          ; preds = %entry
  %call = tail call fastcc ptr @xrealloc(ptr noundef null, i32 noundef 72), !dbg !90
    #dbg_value(ptr %call, !84, !DIExpression(), !85)
  store i32 0, ptr %call, align 4, !dbg !92, !tbaa !72
  %m = getelementptr inbounds i8, ptr %call, i64 4, !dbg !93
  store i32 64, ptr %m, align 4, !dbg !94, !tbaa !95
  store ptr %call, ptr %bp, align 8, !dbg !96, !tbaa !47
  br label %if.end7, !dbg !97

if.else:                                          ; preds = %entry
  %1 = load i32, ptr %0, align 4, !dbg !98, !tbaa !72
  %m2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !100
  %2 = load i32, ptr %m2, align 4, !dbg !100, !tbaa !95
  %cmp = icmp eq i32 %1, %2, !dbg !101
  br i1 %cmp, label %if.then3, label %if.end7, !dbg !102

if.then3:                                         ; preds = %if.else
  %mul = shl nsw i32 %1, 1, !dbg !103
  store i32 %mul, ptr %m2, align 4, !dbg !103, !tbaa !95
  %add = add i32 %mul, 8, !dbg !105
  %call6 = tail call fastcc ptr @xrealloc(ptr noundef nonnull %0, i32 noundef %add), !dbg !106
    #dbg_value(ptr %call6, !84, !DIExpression(), !85)
  store ptr %call6, ptr %bp, align 8, !dbg !107, !tbaa !47
  %.pre = load i32, ptr %call6, align 4, !dbg !108, !tbaa !72
  br label %if.end7, !dbg !109

if.end7:                                          ; preds = %if.else, %if.then3, %if.then
  %3 = phi i32 [ %.pre, %if.then3 ], [ %1, %if.else ], [ 0, %if.then ], !dbg !108
  %b.0 = phi ptr [ %call6, %if.then3 ], [ %0, %if.else ], [ %call, %if.then ], !dbg !85
    #dbg_value(ptr %b.0, !84, !DIExpression(), !85)
  %conv8 = trunc nsw i32 %c to i8, !dbg !110
  %s = getelementptr inbounds i8, ptr %b.0, i64 8, !dbg !111
  %inc = add nsw i32 %3, 1, !dbg !108
  store i32 %inc, ptr %b.0, align 4, !dbg !108, !tbaa !72
  %idxprom = sext i32 %3 to i64, !dbg !112
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom, !dbg !112
  store i8 %conv8, ptr %arrayidx, align 1, !dbg !113, !tbaa !60
  ret void, !dbg !114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !115 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @xrealloc(ptr nocapture noundef %p, i32 noundef %n) unnamed_addr #2 !dbg !122 {
entry:
    #dbg_value(ptr %p, !126, !DIExpression(), !129)
    #dbg_value(i32 %n, !127, !DIExpression(), !129)
  %conv = sext i32 %n to i64, !dbg !130
  %call = tail call ptr @realloc(ptr noundef %p, i64 noundef %conv) #7, !dbg !131
    #dbg_value(ptr %call, !128, !DIExpression(), !129)
  %tobool.not = icmp eq ptr %call, null, !dbg !132
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !134

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8, !dbg !135
  unreachable, !dbg !135

if.end:                                           ; preds = %entry
  ret ptr %call, !dbg !136
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !137 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !144 void @exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(1) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tbaa_partial.c", directory: ".", checksumkind: CSK_MD5, checksum: "6bf45004ff1f421f71389759d9fbbfdf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !20, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28, !38, !40}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 40, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 40, type: !23)
!28 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 42, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "buf", file: !2, line: 12, size: 576, elements: !31)
!31 = !{!32, !33, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !30, file: !2, line: 13, baseType: !22, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !30, file: !2, line: 13, baseType: !22, size: 32, offset: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !30, file: !2, line: 14, baseType: !35, size: 512, offset: 64)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 64)
!38 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 43, type: !22)
!39 = distinct !DILexicalBlock(scope: !19, file: !2, line: 43, column: 2)
!40 = !DILocalVariable(name: "p", scope: !41, file: !2, line: 44, type: !24)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 44, column: 3)
!42 = distinct !DILexicalBlock(scope: !39, file: !2, line: 43, column: 2)
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 0, scope: !19)
!45 = !DILocation(line: 42, column: 2, scope: !19)
!46 = !DILocation(line: 42, column: 14, scope: !19)
!47 = !{!48, !48, i64 0}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !39)
!53 = !DILocation(line: 43, column: 20, scope: !42)
!54 = !DILocation(line: 43, column: 2, scope: !39)
!55 = !DILocation(line: 46, column: 17, scope: !19)
!56 = !DILocation(line: 44, column: 18, scope: !41)
!57 = !DILocation(line: 0, scope: !41)
!58 = !DILocation(line: 44, column: 27, scope: !59)
!59 = distinct !DILexicalBlock(scope: !41, file: !2, line: 44, column: 3)
!60 = !{!49, !49, i64 0}
!61 = !DILocation(line: 44, column: 3, scope: !41)
!62 = !DILocation(line: 43, column: 29, scope: !42)
!63 = distinct !{!63, !54, !64, !65}
!64 = !DILocation(line: 45, column: 14, scope: !39)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 45, column: 12, scope: !59)
!67 = !DILocation(line: 45, column: 4, scope: !59)
!68 = !DILocation(line: 44, column: 32, scope: !59)
!69 = distinct !{!69, !61, !70, !65}
!70 = !DILocation(line: 45, column: 14, scope: !41)
!71 = !DILocation(line: 46, column: 24, scope: !19)
!72 = !{!73, !74, i64 0}
!73 = !{!"buf", !74, i64 0, !74, i64 4, !49, i64 8}
!74 = !{!"int", !49, i64 0}
!75 = !DILocation(line: 46, column: 2, scope: !19)
!76 = !DILocation(line: 48, column: 1, scope: !19)
!77 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 25, type: !78, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{null, !80, !22}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!81 = !{!82, !83, !84}
!82 = !DILocalVariable(name: "bp", arg: 1, scope: !77, file: !2, line: 25, type: !80)
!83 = !DILocalVariable(name: "c", arg: 2, scope: !77, file: !2, line: 25, type: !22)
!84 = !DILocalVariable(name: "b", scope: !77, file: !2, line: 27, type: !29)
!85 = !DILocation(line: 0, scope: !77)
!86 = !DILocation(line: 27, column: 18, scope: !77)
!87 = !DILocation(line: 28, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !77, file: !2, line: 28, column: 6)
!89 = !DILocation(line: 28, column: 6, scope: !77)
!90 = !DILocation(line: 29, column: 7, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 28, column: 10)
!92 = !DILocation(line: 30, column: 8, scope: !91)
!93 = !DILocation(line: 31, column: 6, scope: !91)
!94 = !DILocation(line: 31, column: 8, scope: !91)
!95 = !{!73, !74, i64 4}
!96 = !DILocation(line: 32, column: 7, scope: !91)
!97 = !DILocation(line: 33, column: 2, scope: !91)
!98 = !DILocation(line: 33, column: 16, scope: !99)
!99 = distinct !DILexicalBlock(scope: !88, file: !2, line: 33, column: 13)
!100 = !DILocation(line: 33, column: 24, scope: !99)
!101 = !DILocation(line: 33, column: 18, scope: !99)
!102 = !DILocation(line: 33, column: 13, scope: !88)
!103 = !DILocation(line: 34, column: 25, scope: !104)
!104 = distinct !DILexicalBlock(scope: !99, file: !2, line: 33, column: 27)
!105 = !DILocation(line: 34, column: 31, scope: !104)
!106 = !DILocation(line: 34, column: 7, scope: !104)
!107 = !DILocation(line: 35, column: 7, scope: !104)
!108 = !DILocation(line: 37, column: 11, scope: !77)
!109 = !DILocation(line: 36, column: 2, scope: !104)
!110 = !DILocation(line: 37, column: 17, scope: !77)
!111 = !DILocation(line: 37, column: 5, scope: !77)
!112 = !DILocation(line: 37, column: 2, scope: !77)
!113 = !DILocation(line: 37, column: 15, scope: !77)
!114 = !DILocation(line: 38, column: 1, scope: !77)
!115 = !DISubprogram(name: "printf", scope: !116, file: !116, line: 356, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!117 = !DISubroutineType(types: !118)
!118 = !{!22, !119, null}
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!122 = distinct !DISubprogram(name: "xrealloc", scope: !2, file: !2, line: 17, type: !123, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!9, !9, !22}
!125 = !{!126, !127, !128}
!126 = !DILocalVariable(name: "p", arg: 1, scope: !122, file: !2, line: 17, type: !9)
!127 = !DILocalVariable(name: "n", arg: 2, scope: !122, file: !2, line: 17, type: !22)
!128 = !DILocalVariable(name: "q", scope: !122, file: !2, line: 19, type: !9)
!129 = !DILocation(line: 0, scope: !122)
!130 = !DILocation(line: 19, column: 23, scope: !122)
!131 = !DILocation(line: 19, column: 12, scope: !122)
!132 = !DILocation(line: 20, column: 7, scope: !133)
!133 = distinct !DILexicalBlock(scope: !122, file: !2, line: 20, column: 6)
!134 = !DILocation(line: 20, column: 6, scope: !122)
!135 = !DILocation(line: 21, column: 3, scope: !133)
!136 = !DILocation(line: 22, column: 2, scope: !122)
!137 = !DISubprogram(name: "realloc", scope: !138, file: !138, line: 564, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!139 = !DISubroutineType(types: !140)
!140 = !{!9, !9, !141}
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !142, line: 18, baseType: !143)
!142 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!143 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!144 = !DISubprogram(name: "exit", scope: !138, file: !138, line: 637, type: !145, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !22}
