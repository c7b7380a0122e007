; ModuleID = '<stdin>'
source_filename = "c/global_struct_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, ptr, ptr }

@a = dso_local global i32 0, align 4, !dbg !0
@b = dso_local global i32 0, align 4, !dbg !17
@gs = dso_local global %struct.S { i32 1, ptr @a, ptr @b }, align 8, !dbg !5
@gsp = dso_local global ptr @gs, align 8, !dbg !14

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !27 {
entry:
  %0 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @gs, i32 0, i32 1), align 8, !dbg !30
  call void @MAYALIAS(ptr noundef %0, ptr noundef @a), !dbg !31
  %1 = load ptr, ptr getelementptr inbounds (%struct.S, ptr @gs, i32 0, i32 1), align 8, !dbg !32
  call void @NOALIAS(ptr noundef %1, ptr noundef @b), !dbg !33
  %2 = load ptr, ptr @gsp, align 8, !dbg !34
  %q = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 2, !dbg !35
  %3 = load ptr, ptr %q, align 8, !dbg !35
  call void @MAYALIAS(ptr noundef %3, ptr noundef @b), !dbg !36
  %4 = load ptr, ptr @gsp, align 8, !dbg !37
  call void @MUSTALIAS(ptr noundef %4, ptr noundef @gs), !dbg !38
  ret i32 0, !dbg !39
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!28 = !DISubroutineType(types: !29)
!29 = !{!10}
!30 = !DILocation(line: 8, column: 14, scope: !27)
!31 = !DILocation(line: 8, column: 2, scope: !27)
!32 = !DILocation(line: 9, column: 13, scope: !27)
!33 = !DILocation(line: 9, column: 2, scope: !27)
!34 = !DILocation(line: 10, column: 11, scope: !27)
!35 = !DILocation(line: 10, column: 16, scope: !27)
!36 = !DILocation(line: 10, column: 2, scope: !27)
!37 = !DILocation(line: 11, column: 12, scope: !27)
!38 = !DILocation(line: 11, column: 2, scope: !27)
!39 = !DILocation(line: 12, column: 2, scope: !27)
