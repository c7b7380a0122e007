; ModuleID = 'const_index.c'
source_filename = "const_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !21 {
entry:
    #dbg_value(i32 %argc, !28, !DIExpression(), !39)
    #dbg_value(ptr %argv, !29, !DIExpression(), !39)
  %add = add nsw i32 %argc, 3, !dbg !40
  %call = tail call fastcc ptr @make(i32 noundef %add), !dbg !41
    #dbg_value(ptr %call, !30, !DIExpression(), !39)
    #dbg_value(ptr poison, !37, !DIExpression(), !39)
    #dbg_value(ptr poison, !38, !DIExpression(), !39)
  %tobool.not = icmp eq ptr %call, null, !dbg !42
  br i1 %tobool.not, label %cleanup, label %if.end, !dbg !44

if.end:                                           ; preds = %entry
  %z = getelementptr inbounds i8, ptr %call, i64 8, !dbg !45
  store i32 1, ptr %z, align 4, !dbg !46, !tbaa !47
  %call11 = tail call fastcc i32 @use(ptr noundef nonnull %call), !dbg !52
  %reass.add = shl i32 %argc, 1, !dbg !53
  %add16 = or disjoint i32 %reass.add, 1, !dbg !53
  %add19 = add nsw i32 %argc, 2, !dbg !54
  %call20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %call11, i32 noundef %add16, i32 noundef %add19), !dbg !55
  tail call void @free(ptr noundef nonnull %call) #6, !dbg !56
  br label %cleanup, !dbg !57

cleanup:                                          ; preds = %entry, %if.end
  %retval.0 = phi i32 [ 0, %if.end ], [ 1, %entry ], !dbg !39
  ret i32 %retval.0, !dbg !58
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @make(i32 noundef %n) unnamed_addr #1 !dbg !59 {
entry:
    #dbg_value(i32 %n, !63, !DIExpression(), !64)
  %conv = sext i32 %n to i64, !dbg !65
  %mul = mul nsw i64 %conv, 12, !dbg !66
  %call = tail call noalias ptr @malloc(i64 noundef %mul) #7, !dbg !67
  ret ptr %call, !dbg !68
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !69 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !74 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc i32 @use(ptr nocapture noundef %a) unnamed_addr #4 !dbg !81 {
entry:
    #dbg_value(ptr %a, !85, !DIExpression(), !86)
  %y = getelementptr inbounds i8, ptr %a, i64 16, !dbg !87
  store i32 7, ptr %y, align 4, !dbg !88, !tbaa !89
  %arrayidx1 = getelementptr inbounds i8, ptr %a, i64 24, !dbg !90
  store i32 3, ptr %arrayidx1, align 4, !dbg !91, !tbaa !92
  %z = getelementptr inbounds i8, ptr %a, i64 8, !dbg !93
  %0 = load i32, ptr %z, align 4, !dbg !93, !tbaa !47
  %add7 = add nsw i32 %0, 10, !dbg !94
  ret i32 %add7, !dbg !95
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !96 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "const_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "39856493c71b4576d05f966f5a65227e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
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
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !22, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{!28, !29, !30, !37, !38}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 28, type: !24)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 28, type: !25)
!30 = !DILocalVariable(name: "a", scope: !21, file: !2, line: 30, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 9, size: 96, elements: !33)
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !2, line: 10, baseType: !24, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !2, line: 10, baseType: !24, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !32, file: !2, line: 10, baseType: !24, size: 32, offset: 64)
!37 = !DILocalVariable(name: "b", scope: !21, file: !2, line: 31, type: !31)
!38 = !DILocalVariable(name: "one", scope: !21, file: !2, line: 32, type: !31)
!39 = !DILocation(line: 0, scope: !21)
!40 = !DILocation(line: 30, column: 27, scope: !21)
!41 = !DILocation(line: 30, column: 17, scope: !21)
!42 = !DILocation(line: 33, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !21, file: !2, line: 33, column: 6)
!44 = !DILocation(line: 33, column: 9, scope: !43)
!45 = !DILocation(line: 35, column: 7, scope: !21)
!46 = !DILocation(line: 35, column: 9, scope: !21)
!47 = !{!48, !49, i64 8}
!48 = !{!"pt", !49, i64 0, !49, i64 4, !49, i64 8}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 40, column: 23, scope: !21)
!53 = !DILocation(line: 40, column: 38, scope: !21)
!54 = !DILocation(line: 40, column: 55, scope: !21)
!55 = !DILocation(line: 40, column: 2, scope: !21)
!56 = !DILocation(line: 41, column: 2, scope: !21)
!57 = !DILocation(line: 44, column: 2, scope: !21)
!58 = !DILocation(line: 45, column: 1, scope: !21)
!59 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 16, type: !60, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!31, !24}
!62 = !{!63}
!63 = !DILocalVariable(name: "n", arg: 1, scope: !59, file: !2, line: 16, type: !24)
!64 = !DILocation(line: 0, scope: !59)
!65 = !DILocation(line: 18, column: 16, scope: !59)
!66 = !DILocation(line: 18, column: 26, scope: !59)
!67 = !DILocation(line: 18, column: 9, scope: !59)
!68 = !DILocation(line: 18, column: 2, scope: !59)
!69 = !DISubprogram(name: "malloc", scope: !70, file: !70, line: 553, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !9}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!74 = !DISubprogram(name: "printf", scope: !75, file: !75, line: 356, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!76 = !DISubroutineType(types: !77)
!77 = !{!24, !78, null}
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!81 = distinct !DISubprogram(name: "use", scope: !2, file: !2, line: 21, type: !82, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!24, !31}
!84 = !{!85}
!85 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !2, line: 21, type: !31)
!86 = !DILocation(line: 0, scope: !81)
!87 = !DILocation(line: 23, column: 7, scope: !81)
!88 = !DILocation(line: 23, column: 9, scope: !81)
!89 = !{!48, !49, i64 4}
!90 = !DILocation(line: 24, column: 2, scope: !81)
!91 = !DILocation(line: 24, column: 9, scope: !81)
!92 = !{!48, !49, i64 0}
!93 = !DILocation(line: 25, column: 32, scope: !81)
!94 = !DILocation(line: 25, column: 25, scope: !81)
!95 = !DILocation(line: 25, column: 2, scope: !81)
!96 = !DISubprogram(name: "free", scope: !70, file: !70, line: 568, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !73}
