; ModuleID = '<stdin>'
source_filename = "c/heap_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.N = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %d = alloca i32, align 4
    #dbg_declare(ptr %d, !15, !DIExpression(), !16)
  %call = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !17
    #dbg_value(ptr %call, !18, !DIExpression(), !25)
  %call1 = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !26
  %next = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0, !dbg !27
  store ptr %call1, ptr %next, align 8, !dbg !28
  %data = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1, !dbg !29
  store ptr %d, ptr %data, align 8, !dbg !30
  %data2 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1, !dbg !31
  %0 = load ptr, ptr %data2, align 8, !dbg !31
  call void @MAYALIAS(ptr noundef %0, ptr noundef %d), !dbg !32
  %next3 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0, !dbg !33
  %1 = load ptr, ptr %next3, align 8, !dbg !33
  call void @NOALIAS(ptr noundef %1, ptr noundef %call), !dbg !34
  %next4 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 0, !dbg !35
  %data5 = getelementptr inbounds %struct.N, ptr %call, i32 0, i32 1, !dbg !36
  call void @NOALIAS(ptr noundef %next4, ptr noundef %data5), !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/heap_fields.c", directory: ".", checksumkind: CSK_MD5, checksum: "95d3d2bfbb1a513cf0f869748bf150e4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 6, scope: !10)
!17 = !DILocation(line: 7, column: 16, scope: !10)
!18 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 7, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "N", file: !1, line: 4, size: 128, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !20, file: !1, line: 4, baseType: !19, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !20, file: !1, line: 4, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 8, column: 12, scope: !10)
!27 = !DILocation(line: 8, column: 5, scope: !10)
!28 = !DILocation(line: 8, column: 10, scope: !10)
!29 = !DILocation(line: 9, column: 5, scope: !10)
!30 = !DILocation(line: 9, column: 10, scope: !10)
!31 = !DILocation(line: 10, column: 14, scope: !10)
!32 = !DILocation(line: 10, column: 2, scope: !10)
!33 = !DILocation(line: 11, column: 13, scope: !10)
!34 = !DILocation(line: 11, column: 2, scope: !10)
!35 = !DILocation(line: 12, column: 14, scope: !10)
!36 = !DILocation(line: 12, column: 24, scope: !10)
!37 = !DILocation(line: 12, column: 2, scope: !10)
!38 = !DILocation(line: 13, column: 2, scope: !10)
