; ModuleID = 'tbaa_exact.c'
source_filename = "tbaa_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %argc, ptr nocapture noundef readnone %argv) local_unnamed_addr #0 !dbg !17 {
entry:
    #dbg_value(i32 %argc, !24, !DIExpression(), !34)
    #dbg_value(ptr %argv, !25, !DIExpression(), !34)
  %add = add nsw i32 %argc, 1, !dbg !35
  %call = tail call fastcc ptr @make2(i32 noundef %argc, i32 noundef %add), !dbg !36
    #dbg_value(ptr %call, !26, !DIExpression(), !34)
  %0 = load i32, ptr %call, align 8, !dbg !37, !tbaa !38
  %to = getelementptr inbounds i8, ptr %call, i64 20, !dbg !44
  %1 = load i32, ptr %to, align 4, !dbg !44, !tbaa !45
  %w = getelementptr inbounds i8, ptr %call, i64 24, !dbg !46
  %2 = load double, ptr %w, align 8, !dbg !46, !tbaa !47
  %call3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, double noundef %2), !dbg !48
  tail call void @free(ptr noundef %call) #6, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc noalias noundef ptr @make2(i32 noundef %a, i32 noundef %b) unnamed_addr #1 !dbg !51 {
entry:
    #dbg_value(i32 %a, !55, !DIExpression(), !58)
    #dbg_value(i32 %b, !56, !DIExpression(), !58)
  %call = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #7, !dbg !59
    #dbg_value(ptr %call, !57, !DIExpression(), !58)
  %tobool.not = icmp eq ptr %call, null, !dbg !60
  br i1 %tobool.not, label %if.then, label %if.end, !dbg !62

if.then:                                          ; preds = %entry
  tail call void @exit(i32 noundef 1) #8, !dbg !63
  unreachable, !dbg !63

if.end:                                           ; preds = %entry
  store i32 %a, ptr %call, align 8, !dbg !64, !tbaa !38
  %to = getelementptr inbounds i8, ptr %call, i64 4, !dbg !65
  store i32 %b, ptr %to, align 4, !dbg !66, !tbaa !45
  %w = getelementptr inbounds i8, ptr %call, i64 8, !dbg !67
  store double 5.000000e-01, ptr %w, align 8, !dbg !68, !tbaa !47
  %arrayidx3 = getelementptr inbounds i8, ptr %call, i64 16, !dbg !69
  store i32 %b, ptr %arrayidx3, align 8, !dbg !70, !tbaa !38
  %to6 = getelementptr inbounds i8, ptr %call, i64 20, !dbg !71
  store i32 %a, ptr %to6, align 4, !dbg !72, !tbaa !45
  %w8 = getelementptr inbounds i8, ptr %call, i64 24, !dbg !73
  store double 1.500000e+00, ptr %w8, align 8, !dbg !74, !tbaa !47
  ret ptr %call, !dbg !75
}

; Function Attrs: nofree nounwind
declare !dbg !76 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !83 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !88 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !94 void @exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tbaa_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "01739796037bd19e97979c178fc4571d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !18, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 31, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 31, type: !21)
!26 = !DILocalVariable(name: "e", scope: !17, file: !2, line: 33, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !2, line: 10, size: 128, elements: !29)
!29 = !{!30, !31, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !28, file: !2, line: 11, baseType: !20, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !28, file: !2, line: 11, baseType: !20, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !28, file: !2, line: 12, baseType: !33, size: 64, offset: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DILocation(line: 0, scope: !17)
!35 = !DILocation(line: 33, column: 36, scope: !17)
!36 = !DILocation(line: 33, column: 19, scope: !17)
!37 = !DILocation(line: 34, column: 28, scope: !17)
!38 = !{!39, !40, i64 0}
!39 = !{!"edge", !40, i64 0, !40, i64 4, !43, i64 8}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !{!"double", !41, i64 0}
!44 = !DILocation(line: 34, column: 39, scope: !17)
!45 = !{!39, !40, i64 4}
!46 = !DILocation(line: 34, column: 48, scope: !17)
!47 = !{!39, !43, i64 8}
!48 = !DILocation(line: 34, column: 2, scope: !17)
!49 = !DILocation(line: 35, column: 2, scope: !17)
!50 = !DILocation(line: 36, column: 2, scope: !17)
!51 = distinct !DISubprogram(name: "make2", scope: !2, file: !2, line: 17, type: !52, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!27, !20, !20}
!54 = !{!55, !56, !57}
!55 = !DILocalVariable(name: "a", arg: 1, scope: !51, file: !2, line: 17, type: !20)
!56 = !DILocalVariable(name: "b", arg: 2, scope: !51, file: !2, line: 17, type: !20)
!57 = !DILocalVariable(name: "e", scope: !51, file: !2, line: 19, type: !27)
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocation(line: 19, column: 19, scope: !51)
!60 = !DILocation(line: 20, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !51, file: !2, line: 20, column: 6)
!62 = !DILocation(line: 20, column: 6, scope: !51)
!63 = !DILocation(line: 21, column: 3, scope: !61)
!64 = !DILocation(line: 22, column: 12, scope: !51)
!65 = !DILocation(line: 23, column: 7, scope: !51)
!66 = !DILocation(line: 23, column: 10, scope: !51)
!67 = !DILocation(line: 24, column: 7, scope: !51)
!68 = !DILocation(line: 24, column: 9, scope: !51)
!69 = !DILocation(line: 25, column: 2, scope: !51)
!70 = !DILocation(line: 25, column: 12, scope: !51)
!71 = !DILocation(line: 26, column: 7, scope: !51)
!72 = !DILocation(line: 26, column: 10, scope: !51)
!73 = !DILocation(line: 27, column: 7, scope: !51)
!74 = !DILocation(line: 27, column: 9, scope: !51)
!75 = !DILocation(line: 28, column: 2, scope: !51)
!76 = !DISubprogram(name: "printf", scope: !77, file: !77, line: 356, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!78 = !DISubroutineType(types: !79)
!79 = !{!20, !80, null}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!83 = !DISubprogram(name: "free", scope: !84, file: !84, line: 568, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!85 = !DISubroutineType(types: !86)
!86 = !{null, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!88 = !DISubprogram(name: "malloc", scope: !84, file: !84, line: 553, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!87, !91}
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !92, line: 18, baseType: !93)
!92 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !DISubprogram(name: "exit", scope: !84, file: !84, line: 637, type: !95, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !20}
