; ModuleID = '<stdin>'
source_filename = "c/global_struct_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, i32*, i32* }

@a = dso_local global i32 0, align 4, !dbg !0
@b = dso_local global i32 0, align 4, !dbg !17
@gs = dso_local global %struct.S { i32 1, i32* @a, i32* @b }, align 8, !dbg !5
@gsp = dso_local global %struct.S* @gs, align 8, !dbg !14

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !27 {
entry:
  %0 = load i32*, i32** getelementptr inbounds (%struct.S, %struct.S* @gs, i32 0, i32 1), align 8, !dbg !31
  %1 = bitcast i32* %0 to i8*, !dbg !32
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @a to i8*)), !dbg !33
  %2 = load i32*, i32** getelementptr inbounds (%struct.S, %struct.S* @gs, i32 0, i32 1), align 8, !dbg !34
  %3 = bitcast i32* %2 to i8*, !dbg !35
  call void @NOALIAS(i8* noundef %3, i8* noundef bitcast (i32* @b to i8*)), !dbg !36
  %4 = load %struct.S*, %struct.S** @gsp, align 8, !dbg !37
  %q = getelementptr inbounds %struct.S, %struct.S* %4, i32 0, i32 2, !dbg !38
  %5 = load i32*, i32** %q, align 8, !dbg !38
  %6 = bitcast i32* %5 to i8*, !dbg !37
  call void @MAYALIAS(i8* noundef %6, i8* noundef bitcast (i32* @b to i8*)), !dbg !39
  %7 = load %struct.S*, %struct.S** @gsp, align 8, !dbg !40
  %8 = bitcast %struct.S* %7 to i8*, !dbg !40
  call void @MUSTALIAS(i8* noundef %8, i8* noundef bitcast (%struct.S* @gs to i8*)), !dbg !41
  ret i32 0, !dbg !42
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #1

declare void @NOALIAS(i8* noundef, i8* noundef) #1

declare void @MUSTALIAS(i8* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/global_struct_init.c", directory: ".", checksumkind: CSK_MD5, checksum: "287140c54971b59d76b4bcda8dfced95")
!4 = !{!5, !14, !0, !17}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "gs", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 4, size: 192, elements: !8)
!8 = !{!9, !11, !13}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !7, file: !3, line: 4, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !7, file: !3, line: 4, baseType: !12, size: 64, offset: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !7, file: !3, line: 4, baseType: !12, size: 64, offset: 128)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "gsp", scope: !2, file: !3, line: 6, type: !16, isLocal: false, isDefinition: true)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !10, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!10}
!30 = !{}
!31 = !DILocation(line: 8, column: 14, scope: !27)
!32 = !DILocation(line: 8, column: 11, scope: !27)
!33 = !DILocation(line: 8, column: 2, scope: !27)
!34 = !DILocation(line: 9, column: 13, scope: !27)
!35 = !DILocation(line: 9, column: 10, scope: !27)
!36 = !DILocation(line: 9, column: 2, scope: !27)
!37 = !DILocation(line: 10, column: 11, scope: !27)
!38 = !DILocation(line: 10, column: 16, scope: !27)
!39 = !DILocation(line: 10, column: 2, scope: !27)
!40 = !DILocation(line: 11, column: 12, scope: !27)
!41 = !DILocation(line: 11, column: 2, scope: !27)
!42 = !DILocation(line: 12, column: 2, scope: !27)
