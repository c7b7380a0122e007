; ModuleID = '<stdin>'
source_filename = "c/multilevel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %pa = alloca ptr, align 8
  %pb = alloca ptr, align 8
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %pa, !19, !DIExpression(), !21)
  store ptr %a, ptr %pa, align 8, !dbg !21
    #dbg_declare(ptr %pb, !22, !DIExpression(), !23)
  store ptr %b, ptr %pb, align 8, !dbg !23
    #dbg_value(ptr %pa, !24, !DIExpression(), !26)
    #dbg_value(ptr %pb, !27, !DIExpression(), !26)
    #dbg_value(ptr undef, !28, !DIExpression(), !26)
  %0 = load ptr, ptr %pa, align 8, !dbg !30
    #dbg_value(ptr %0, !31, !DIExpression(), !26)
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !32
  call void @NOALIAS(ptr noundef %0, ptr noundef %b), !dbg !33
  store ptr %a, ptr %pb, align 8, !dbg !34
  %1 = load ptr, ptr %pb, align 8, !dbg !35
  call void @MAYALIAS(ptr noundef %1, ptr noundef %a), !dbg !36
  call void @NOALIAS(ptr noundef %pa, ptr noundef %pb), !dbg !37
  ret i32 0, !dbg !38
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/multilevel.c", directory: ".", checksumkind: CSK_MD5, checksum: "76b2bdd8c707e45e42b729f7d9ad5b82")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 4, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 4, type: !13)
!18 = !DILocation(line: 4, column: 9, scope: !10)
!19 = !DILocalVariable(name: "pa", scope: !10, file: !1, line: 5, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!21 = !DILocation(line: 5, column: 7, scope: !10)
!22 = !DILocalVariable(name: "pb", scope: !10, file: !1, line: 5, type: !20)
!23 = !DILocation(line: 5, column: 17, scope: !10)
!24 = !DILocalVariable(name: "pp", scope: !10, file: !1, line: 6, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!26 = !DILocation(line: 0, scope: !10)
!27 = !DILocalVariable(name: "qq", scope: !10, file: !1, line: 6, type: !25)
!28 = !DILocalVariable(name: "ppp", scope: !10, file: !1, line: 7, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!30 = !DILocation(line: 8, column: 11, scope: !10)
!31 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 8, type: !20)
!32 = !DILocation(line: 9, column: 2, scope: !10)
!33 = !DILocation(line: 10, column: 2, scope: !10)
!34 = !DILocation(line: 11, column: 6, scope: !10)
!35 = !DILocation(line: 12, column: 11, scope: !10)
!36 = !DILocation(line: 12, column: 2, scope: !10)
!37 = !DILocation(line: 13, column: 2, scope: !10)
!38 = !DILocation(line: 14, column: 2, scope: !10)
