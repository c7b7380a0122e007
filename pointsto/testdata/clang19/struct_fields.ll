; ModuleID = '<stdin>'
source_filename = "c/struct_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { ptr, ptr, i32 }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %s = alloca %struct.S, align 8
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %s, !19, !DIExpression(), !26)
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0, !dbg !27
  store ptr %a, ptr %f, align 8, !dbg !28
  %g = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, !dbg !29
  store ptr %b, ptr %g, align 8, !dbg !30
  %f1 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0, !dbg !31
  %0 = load ptr, ptr %f1, align 8, !dbg !31
    #dbg_value(ptr %0, !32, !DIExpression(), !33)
  %g2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, !dbg !34
  %1 = load ptr, ptr %g2, align 8, !dbg !34
    #dbg_value(ptr %1, !35, !DIExpression(), !33)
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !36
  call void @MAYALIAS(ptr noundef %1, ptr noundef %b), !dbg !37
  call void @NOALIAS(ptr noundef %0, ptr noundef %b), !dbg !38
  %f3 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0, !dbg !39
  %g4 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, !dbg !40
  call void @NOALIAS(ptr noundef %f3, ptr noundef %g4), !dbg !41
  %g5 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1, !dbg !42
  call void @PARTIALALIAS(ptr noundef %s, ptr noundef %g5), !dbg !43
  ret i32 0, !dbg !44
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

declare void @PARTIALALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/struct_fields.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f92fd655c3e99f558f3966fe4455ad4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !13)
!16 = !DILocation(line: 5, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 5, type: !13)
!18 = !DILocation(line: 5, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 6, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 3, size: 192, elements: !21)
!21 = !{!22, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !20, file: !1, line: 3, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !20, file: !1, line: 3, baseType: !23, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !20, file: !1, line: 3, baseType: !13, size: 32, offset: 128)
!26 = !DILocation(line: 6, column: 11, scope: !10)
!27 = !DILocation(line: 7, column: 4, scope: !10)
!28 = !DILocation(line: 7, column: 6, scope: !10)
!29 = !DILocation(line: 8, column: 4, scope: !10)
!30 = !DILocation(line: 8, column: 6, scope: !10)
!31 = !DILocation(line: 9, column: 13, scope: !10)
!32 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !23)
!33 = !DILocation(line: 0, scope: !10)
!34 = !DILocation(line: 9, column: 23, scope: !10)
!35 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 9, type: !23)
!36 = !DILocation(line: 10, column: 2, scope: !10)
!37 = !DILocation(line: 11, column: 2, scope: !10)
!38 = !DILocation(line: 12, column: 2, scope: !10)
!39 = !DILocation(line: 13, column: 13, scope: !10)
!40 = !DILocation(line: 13, column: 19, scope: !10)
!41 = !DILocation(line: 13, column: 2, scope: !10)
!42 = !DILocation(line: 14, column: 22, scope: !10)
!43 = !DILocation(line: 14, column: 2, scope: !10)
!44 = !DILocation(line: 15, column: 2, scope: !10)
