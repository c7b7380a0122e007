; ModuleID = 'neg_list.c'
source_filename = "neg_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %argc, !24, !DIExpression(), !40)
    #dbg_value(ptr %argv, !25, !DIExpression(), !40)
    #dbg_value(ptr null, !26, !DIExpression(), !40)
    #dbg_value(i32 0, !32, !DIExpression(), !41)
    #dbg_value(ptr null, !26, !DIExpression(), !40)
    #dbg_value(i32 0, !32, !DIExpression(), !41)
  %cmp18 = icmp sgt i32 %argc, 0, !dbg !42
  br i1 %cmp18, label %for.body.preheader, label %while.end, !dbg !44

for.body.preheader:                               ; preds = %entry
  %mul = mul i32 %argc, 5
  %smax = tail call i32 @llvm.smax.i32(i32 %mul, i32 1), !dbg !44
  br label %for.body, !dbg !44

for.cond1.preheader:                              ; preds = %for.body
    #dbg_value(ptr %call, !36, !DIExpression(), !45)
    #dbg_value(i64 0, !34, !DIExpression(), !40)
  %tobool.not21 = icmp eq ptr %call, null, !dbg !46
  br i1 %tobool.not21, label %while.end, label %for.body3, !dbg !46

for.body:                                         ; preds = %for.body.preheader, %for.body
  %head.020 = phi ptr [ %call, %for.body ], [ null, %for.body.preheader ]
  %i.019 = phi i32 [ %inc, %for.body ], [ 0, %for.body.preheader ]
    #dbg_value(ptr %head.020, !26, !DIExpression(), !40)
    #dbg_value(i32 %i.019, !32, !DIExpression(), !41)
  %call = tail call fastcc ptr @push(ptr noundef %head.020, i32 noundef %i.019), !dbg !47
    #dbg_value(ptr %call, !26, !DIExpression(), !40)
  %inc = add nuw nsw i32 %i.019, 1, !dbg !48
    #dbg_value(i32 %inc, !32, !DIExpression(), !41)
  %exitcond.not = icmp eq i32 %inc, %smax, !dbg !42
  br i1 %exitcond.not, label %for.cond1.preheader, label %for.body, !dbg !44, !llvm.loop !49

while.cond.preheader:                             ; preds = %for.body3
    #dbg_value(ptr %call, !26, !DIExpression(), !40)
  br i1 %tobool.not21, label %while.end, label %while.body, !dbg !52

for.body3:                                        ; preds = %for.cond1.preheader, %for.body3
  %p.023 = phi ptr [ %1, %for.body3 ], [ %call, %for.cond1.preheader ]
  %s.022 = phi i64 [ %add, %for.body3 ], [ 0, %for.cond1.preheader ]
    #dbg_value(ptr %p.023, !36, !DIExpression(), !45)
    #dbg_value(i64 %s.022, !34, !DIExpression(), !40)
  %0 = load i32, ptr %p.023, align 8, !dbg !53, !tbaa !55
  %conv = sext i32 %0 to i64, !dbg !61
  %add = add nsw i64 %s.022, %conv, !dbg !62
    #dbg_value(i64 %add, !34, !DIExpression(), !40)
  %next = getelementptr inbounds i8, ptr %p.023, i64 8, !dbg !63
  %1 = load ptr, ptr %next, align 8, !dbg !63, !tbaa !64
    #dbg_value(ptr %1, !36, !DIExpression(), !45)
  %tobool.not = icmp eq ptr %1, null, !dbg !46
  br i1 %tobool.not, label %while.cond.preheader, label %for.body3, !dbg !46, !llvm.loop !65

while.body:                                       ; preds = %while.cond.preheader, %while.body
  %head.126 = phi ptr [ %2, %while.body ], [ %call, %while.cond.preheader ]
    #dbg_value(ptr %head.126, !26, !DIExpression(), !40)
  %next7 = getelementptr inbounds i8, ptr %head.126, i64 8, !dbg !67
  %2 = load ptr, ptr %next7, align 8, !dbg !67, !tbaa !64
    #dbg_value(ptr %2, !38, !DIExpression(), !68)
  tail call void @free(ptr noundef nonnull %head.126) #7, !dbg !69
    #dbg_value(ptr %2, !26, !DIExpression(), !40)
  %tobool6.not = icmp eq ptr %2, null, !dbg !52
  br i1 %tobool6.not, label %while.end, label %while.body, !dbg !52, !llvm.loop !70

while.end:                                        ; preds = %while.body, %entry, %for.cond1.preheader, %while.cond.preheader
  %s.0.lcssa34 = phi i64 [ %add, %while.cond.preheader ], [ 0, %for.cond1.preheader ], [ 0, %entry ], [ %add, %while.body ]
  %call8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %s.0.lcssa34), !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @push(ptr noundef %head, i32 noundef %v) unnamed_addr #1 !dbg !74 {
entry:
    #dbg_value(ptr %head, !78, !DIExpression(), !81)
    #dbg_value(i32 %v, !79, !DIExpression(), !81)
  %call = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !82
    #dbg_value(ptr %call, !80, !DIExpression(), !81)
  %tobool.not = icmp eq ptr %call, null, !dbg !83
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !85

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #9, !dbg !86
  unreachable, !dbg !86

if.end:                                           ; preds = %entry
  store i32 %v, ptr %call, align 8, !dbg !87, !tbaa !55
  %next = getelementptr inbounds i8, ptr %call, i64 8, !dbg !88
  store ptr %head, ptr %next, align 8, !dbg !89, !tbaa !64
  ret ptr %call, !dbg !90
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !91 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !96 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !103 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !109 void @exit(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "neg_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "37e288ac504e041d0711ec4f4a51243f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !18, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !32, !34, !36, !38}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 23, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 23, type: !21)
!26 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 25, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !28, file: !2, line: 7, baseType: !20, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !2, line: 8, baseType: !27, size: 64, offset: 64)
!32 = !DILocalVariable(name: "i", scope: !33, file: !2, line: 26, type: !20)
!33 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 2)
!34 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 28, type: !35)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "p", scope: !37, file: !2, line: 29, type: !27)
!37 = distinct !DILexicalBlock(scope: !17, file: !2, line: 29, column: 2)
!38 = !DILocalVariable(name: "n", scope: !39, file: !2, line: 32, type: !27)
!39 = distinct !DILexicalBlock(scope: !17, file: !2, line: 31, column: 15)
!40 = !DILocation(line: 0, scope: !17)
!41 = !DILocation(line: 0, scope: !33)
!42 = !DILocation(line: 26, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !33, file: !2, line: 26, column: 2)
!44 = !DILocation(line: 26, column: 2, scope: !33)
!45 = !DILocation(line: 0, scope: !37)
!46 = !DILocation(line: 29, column: 2, scope: !37)
!47 = !DILocation(line: 27, column: 10, scope: !43)
!48 = !DILocation(line: 26, column: 33, scope: !43)
!49 = distinct !{!49, !44, !50, !51}
!50 = !DILocation(line: 27, column: 22, scope: !33)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 31, column: 2, scope: !17)
!53 = !DILocation(line: 30, column: 11, scope: !54)
!54 = distinct !DILexicalBlock(scope: !37, file: !2, line: 29, column: 2)
!55 = !{!56, !57, i64 0}
!56 = !{!"node", !57, i64 0, !60, i64 8}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !{!"any pointer", !58, i64 0}
!61 = !DILocation(line: 30, column: 8, scope: !54)
!62 = !DILocation(line: 30, column: 5, scope: !54)
!63 = !DILocation(line: 29, column: 40, scope: !54)
!64 = !{!56, !60, i64 8}
!65 = distinct !{!65, !46, !66, !51}
!66 = !DILocation(line: 30, column: 11, scope: !37)
!67 = !DILocation(line: 32, column: 26, scope: !39)
!68 = !DILocation(line: 0, scope: !39)
!69 = !DILocation(line: 33, column: 3, scope: !39)
!70 = distinct !{!70, !52, !71, !51}
!71 = !DILocation(line: 35, column: 2, scope: !17)
!72 = !DILocation(line: 36, column: 2, scope: !17)
!73 = !DILocation(line: 37, column: 2, scope: !17)
!74 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 13, type: !75, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!27, !27, !20}
!77 = !{!78, !79, !80}
!78 = !DILocalVariable(name: "head", arg: 1, scope: !74, file: !2, line: 13, type: !27)
!79 = !DILocalVariable(name: "v", arg: 2, scope: !74, file: !2, line: 13, type: !20)
!80 = !DILocalVariable(name: "n", scope: !74, file: !2, line: 15, type: !27)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 15, column: 19, scope: !74)
!83 = !DILocation(line: 16, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !74, file: !2, line: 16, column: 6)
!85 = !DILocation(line: 16, column: 6, scope: !74)
!86 = !DILocation(line: 17, column: 3, scope: !84)
!87 = !DILocation(line: 18, column: 9, scope: !74)
!88 = !DILocation(line: 19, column: 5, scope: !74)
!89 = !DILocation(line: 19, column: 10, scope: !74)
!90 = !DILocation(line: 20, column: 2, scope: !74)
!91 = !DISubprogram(name: "free", scope: !92, file: !92, line: 568, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !DISubprogram(name: "printf", scope: !97, file: !97, line: 356, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!98 = !DISubroutineType(types: !99)
!99 = !{!20, !100, null}
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = !DISubprogram(name: "malloc", scope: !92, file: !92, line: 553, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!95, !106}
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !107, line: 18, baseType: !108)
!107 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DISubprogram(name: "exit", scope: !92, file: !92, line: 637, type: !110, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !20}
