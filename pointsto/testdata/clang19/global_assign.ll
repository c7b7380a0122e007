; ModuleID = '<stdin>'
source_filename = "c/global_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global ptr null, align 8, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !5
@b = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !19 {
entry:
  call void @set(), !dbg !23
  %0 = load ptr, ptr @g, align 8, !dbg !24
    #dbg_value(ptr %0, !25, !DIExpression(), !26)
  call void @MAYALIAS(ptr noundef %0, ptr noundef @a), !dbg !27
  call void @NOALIAS(ptr noundef %0, ptr noundef @b), !dbg !28
  ret i32 0, !dbg !29
}

; Function Attrs: noinline nounwind uwtable
define internal void @set() #0 !dbg !30 {
entry:
  store ptr @a, ptr @g, align 8, !dbg !33
  ret void, !dbg !34
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 4, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/global_assign.c", directory: ".", checksumkind: CSK_MD5, checksum: "12fa44bc8f6dd9d9c48ceffc79d6384a")
!4 = !{!5, !8, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7}
!22 = !{}
!23 = !DILocation(line: 7, column: 2, scope: !19)
!24 = !DILocation(line: 8, column: 11, scope: !19)
!25 = !DILocalVariable(name: "p", scope: !19, file: !3, line: 8, type: !10)
!26 = !DILocation(line: 0, scope: !19)
!27 = !DILocation(line: 9, column: 2, scope: !19)
!28 = !DILocation(line: 10, column: 2, scope: !19)
!29 = !DILocation(line: 11, column: 2, scope: !19)
!30 = distinct !DISubprogram(name: "set", scope: !3, file: !3, line: 5, type: !31, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 5, column: 27, scope: !30)
!34 = !DILocation(line: 5, column: 33, scope: !30)
