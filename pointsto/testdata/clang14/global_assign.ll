; ModuleID = '<stdin>'
source_filename = "c/global_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global i32* null, align 8, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !5
@b = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !19 {
entry:
  call void @set(), !dbg !23
  %0 = load i32*, i32** @g, align 8, !dbg !24
  call void @llvm.dbg.value(metadata i32* %0, metadata !25, metadata !DIExpression()), !dbg !26
  %1 = bitcast i32* %0 to i8*, !dbg !27
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @a to i8*)), !dbg !28
  %2 = bitcast i32* %0 to i8*, !dbg !29
  call void @NOALIAS(i8* noundef %2, i8* noundef bitcast (i32* @b to i8*)), !dbg !30
  ret i32 0, !dbg !31
}

; Function Attrs: noinline nounwind uwtable
define internal void @set() #0 !dbg !32 {
entry:
  store i32* @a, i32** @g, align 8, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 4, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 6, type: !20, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7}
!22 = !{}
!23 = !DILocation(line: 7, column: 2, scope: !19)
!24 = !DILocation(line: 8, column: 11, scope: !19)
!25 = !DILocalVariable(name: "p", scope: !19, file: !3, line: 8, type: !10)
!26 = !DILocation(line: 0, scope: !19)
!27 = !DILocation(line: 9, column: 11, scope: !19)
!28 = !DILocation(line: 9, column: 2, scope: !19)
!29 = !DILocation(line: 10, column: 10, scope: !19)
!30 = !DILocation(line: 10, column: 2, scope: !19)
!31 = !DILocation(line: 11, column: 2, scope: !19)
!32 = distinct !DISubprogram(name: "set", scope: !3, file: !3, line: 5, type: !33, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 5, column: 27, scope: !32)
!36 = !DILocation(line: 5, column: 33, scope: !32)
