; ModuleID = '<stdin>'
source_filename = "c/fp_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !14 {
entry:
  %call = call i32* ()* @pick(), !dbg !18
  call void @llvm.dbg.value(metadata i32* ()* %call, metadata !19, metadata !DIExpression()), !dbg !25
  %call1 = call i32* %call(), !dbg !26
  call void @llvm.dbg.value(metadata i32* %call1, metadata !27, metadata !DIExpression()), !dbg !25
  %0 = bitcast i32* %call1 to i8*, !dbg !28
  call void @MAYALIAS(i8* noundef %0, i8* noundef bitcast (i32* @a to i8*)), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* ()* @pick() #0 !dbg !31 {
entry:
  ret i32* ()* @fa, !dbg !34
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32* @fa() #0 !dbg !35 {
entry:
  ret i32* @a, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/fp_return.c", directory: ".", checksumkind: CSK_MD5, checksum: "e7aad8865e3fb75a1ca6c754a33f0639")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!5}
!17 = !{}
!18 = !DILocation(line: 8, column: 8, scope: !14)
!19 = !DILocalVariable(name: "f", scope: !14, file: !3, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "F", file: !3, line: 5, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DISubroutineType(types: !23)
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!25 = !DILocation(line: 0, scope: !14)
!26 = !DILocation(line: 9, column: 11, scope: !14)
!27 = !DILocalVariable(name: "p", scope: !14, file: !3, line: 9, type: !24)
!28 = !DILocation(line: 10, column: 11, scope: !14)
!29 = !DILocation(line: 10, column: 2, scope: !14)
!30 = !DILocation(line: 11, column: 2, scope: !14)
!31 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 6, type: !32, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!32 = !DISubroutineType(types: !33)
!33 = !{!20}
!34 = !DILocation(line: 6, column: 23, scope: !31)
!35 = distinct !DISubprogram(name: "fa", scope: !3, file: !3, line: 4, type: !22, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!36 = !DILocation(line: 4, column: 24, scope: !35)
