; ModuleID = '<stdin>'
source_filename = "c/struct_ptr_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %u = alloca i32, align 4
  %v = alloca i32, align 4
  %s = alloca %struct.P, align 8
    #dbg_declare(ptr %u, !15, !DIExpression(), !16)
    #dbg_declare(ptr %v, !17, !DIExpression(), !18)
    #dbg_declare(ptr %s, !19, !DIExpression(), !25)
  call void @set(ptr noundef %s, ptr noundef %u, ptr noundef %v), !dbg !26
  %a = getelementptr inbounds %struct.P, ptr %s, i32 0, i32 0, !dbg !27
  %0 = load ptr, ptr %a, align 8, !dbg !27
  call void @MAYALIAS(ptr noundef %0, ptr noundef %u), !dbg !28
  %b = getelementptr inbounds %struct.P, ptr %s, i32 0, i32 1, !dbg !29
  %1 = load ptr, ptr %b, align 8, !dbg !29
  call void @MAYALIAS(ptr noundef %1, ptr noundef %v), !dbg !30
  %a1 = getelementptr inbounds %struct.P, ptr %s, i32 0, i32 0, !dbg !31
  %2 = load ptr, ptr %a1, align 8, !dbg !31
  call void @NOALIAS(ptr noundef %2, ptr noundef %v), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %p, ptr noundef %x, ptr noundef %y) #0 !dbg !34 {
entry:
    #dbg_value(ptr %p, !38, !DIExpression(), !39)
    #dbg_value(ptr %x, !40, !DIExpression(), !39)
    #dbg_value(ptr %y, !41, !DIExpression(), !39)
  %a = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 0, !dbg !42
  store ptr %x, ptr %a, align 8, !dbg !43
  %b = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 1, !dbg !44
  store ptr %y, ptr %b, align 8, !dbg !45
  ret void, !dbg !46
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/struct_ptr_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7470a660941645f9e7198009dc6220e")
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
!15 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 6, scope: !10)
!17 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 6, type: !13)
!18 = !DILocation(line: 6, column: 9, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 3, size: 128, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !20, file: !1, line: 3, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !20, file: !1, line: 3, baseType: !23, size: 64, offset: 64)
!25 = !DILocation(line: 7, column: 11, scope: !10)
!26 = !DILocation(line: 8, column: 2, scope: !10)
!27 = !DILocation(line: 9, column: 13, scope: !10)
!28 = !DILocation(line: 9, column: 2, scope: !10)
!29 = !DILocation(line: 10, column: 13, scope: !10)
!30 = !DILocation(line: 10, column: 2, scope: !10)
!31 = !DILocation(line: 11, column: 12, scope: !10)
!32 = !DILocation(line: 11, column: 2, scope: !10)
!33 = !DILocation(line: 12, column: 2, scope: !10)
!34 = distinct !DISubprogram(name: "set", scope: !1, file: !1, line: 4, type: !35, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !23, !23}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!38 = !DILocalVariable(name: "p", arg: 1, scope: !34, file: !1, line: 4, type: !37)
!39 = !DILocation(line: 0, scope: !34)
!40 = !DILocalVariable(name: "x", arg: 2, scope: !34, file: !1, line: 4, type: !23)
!41 = !DILocalVariable(name: "y", arg: 3, scope: !34, file: !1, line: 4, type: !23)
!42 = !DILocation(line: 4, column: 51, scope: !34)
!43 = !DILocation(line: 4, column: 53, scope: !34)
!44 = !DILocation(line: 4, column: 61, scope: !34)
!45 = !DILocation(line: 4, column: 63, scope: !34)
!46 = !DILocation(line: 4, column: 68, scope: !34)
