; ModuleID = '<stdin>'
source_filename = "c/array_of_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %k = alloca i32, align 4
  %v = alloca i32, align 4
  %tab = alloca [8 x %struct.E], align 16
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %k, !21, !DIExpression(), !22)
    #dbg_declare(ptr %v, !23, !DIExpression(), !24)
    #dbg_declare(ptr %tab, !25, !DIExpression(), !34)
  %idxprom = sext i32 %argc to i64, !dbg !35
  %arrayidx = getelementptr inbounds [8 x %struct.E], ptr %tab, i64 0, i64 %idxprom, !dbg !35
  %key = getelementptr inbounds %struct.E, ptr %arrayidx, i32 0, i32 0, !dbg !36
  store ptr %k, ptr %key, align 16, !dbg !37
  %arrayidx1 = getelementptr inbounds [8 x %struct.E], ptr %tab, i64 0, i64 1, !dbg !38
  %val = getelementptr inbounds %struct.E, ptr %arrayidx1, i32 0, i32 1, !dbg !39
  store ptr %v, ptr %val, align 8, !dbg !40
  %arrayidx2 = getelementptr inbounds [8 x %struct.E], ptr %tab, i64 0, i64 2, !dbg !41
  %key3 = getelementptr inbounds %struct.E, ptr %arrayidx2, i32 0, i32 0, !dbg !42
  %0 = load ptr, ptr %key3, align 16, !dbg !42
    #dbg_value(ptr %0, !43, !DIExpression(), !19)
  call void @MAYALIAS(ptr noundef %0, ptr noundef %k), !dbg !44
  %idxprom4 = sext i32 %argc to i64, !dbg !45
  %arrayidx5 = getelementptr inbounds [8 x %struct.E], ptr %tab, i64 0, i64 %idxprom4, !dbg !45
  %val6 = getelementptr inbounds %struct.E, ptr %arrayidx5, i32 0, i32 1, !dbg !46
  %1 = load ptr, ptr %val6, align 8, !dbg !46
  call void @MAYALIAS(ptr noundef %1, ptr noundef %v), !dbg !47
  ret i32 0, !dbg !48
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/array_of_structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "970f56cb5ea14a25f7863c1373bfc5b7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 4, type: !14)
!21 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 5, type: !13)
!22 = !DILocation(line: 5, column: 6, scope: !10)
!23 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 5, type: !13)
!24 = !DILocation(line: 5, column: 9, scope: !10)
!25 = !DILocalVariable(name: "tab", scope: !10, file: !1, line: 6, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 1024, elements: !32)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !1, line: 3, size: 128, elements: !28)
!28 = !{!29, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !27, file: !1, line: 3, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !27, file: !1, line: 3, baseType: !30, size: 64, offset: 64)
!32 = !{!33}
!33 = !DISubrange(count: 8)
!34 = !DILocation(line: 6, column: 11, scope: !10)
!35 = !DILocation(line: 7, column: 2, scope: !10)
!36 = !DILocation(line: 7, column: 12, scope: !10)
!37 = !DILocation(line: 7, column: 16, scope: !10)
!38 = !DILocation(line: 8, column: 2, scope: !10)
!39 = !DILocation(line: 8, column: 9, scope: !10)
!40 = !DILocation(line: 8, column: 13, scope: !10)
!41 = !DILocation(line: 9, column: 11, scope: !10)
!42 = !DILocation(line: 9, column: 18, scope: !10)
!43 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !30)
!44 = !DILocation(line: 10, column: 2, scope: !10)
!45 = !DILocation(line: 11, column: 11, scope: !10)
!46 = !DILocation(line: 11, column: 21, scope: !10)
!47 = !DILocation(line: 11, column: 2, scope: !10)
!48 = !DILocation(line: 12, column: 2, scope: !10)
