; ModuleID = '<stdin>'
source_filename = "c/nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { i32, %struct.In, ptr }
%struct.In = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %o = alloca %struct.Out, align 8
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %o, !19, !DIExpression(), !31)
  %in = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !32
  %p = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0, !dbg !33
  store ptr %a, ptr %p, align 8, !dbg !34
  %in1 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !35
  %q = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1, !dbg !36
  store ptr %b, ptr %q, align 8, !dbg !37
  %in2 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !38
  %pin = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2, !dbg !39
  store ptr %in2, ptr %pin, align 8, !dbg !40
  %pin3 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2, !dbg !41
  %0 = load ptr, ptr %pin3, align 8, !dbg !41
  %q4 = getelementptr inbounds %struct.In, ptr %0, i32 0, i32 1, !dbg !42
  %1 = load ptr, ptr %q4, align 8, !dbg !42
    #dbg_value(ptr %1, !43, !DIExpression(), !44)
  call void @MAYALIAS(ptr noundef %1, ptr noundef %b), !dbg !45
  call void @NOALIAS(ptr noundef %1, ptr noundef %a), !dbg !46
  %pin5 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 2, !dbg !47
  %2 = load ptr, ptr %pin5, align 8, !dbg !47
  %in6 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !48
  call void @MAYALIAS(ptr noundef %2, ptr noundef %in6), !dbg !49
  %in7 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !50
  %q8 = getelementptr inbounds %struct.In, ptr %in7, i32 0, i32 1, !dbg !51
  call void @PARTIALALIAS(ptr noundef %o, ptr noundef %q8), !dbg !52
  %in9 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !53
  %p10 = getelementptr inbounds %struct.In, ptr %in9, i32 0, i32 0, !dbg !54
  %in11 = getelementptr inbounds %struct.Out, ptr %o, i32 0, i32 1, !dbg !55
  %q12 = getelementptr inbounds %struct.In, ptr %in11, i32 0, i32 1, !dbg !56
  call void @NOALIAS(ptr noundef %p10, ptr noundef %q12), !dbg !57
  ret i32 0, !dbg !58
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
!1 = !DIFile(filename: "c/nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "e4e0f3bb839c75b50ab35e5e1a731890")
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
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !13)
!18 = !DILocation(line: 6, column: 9, scope: !10)
!19 = !DILocalVariable(name: "o", scope: !10, file: !1, line: 7, type: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Out", file: !1, line: 4, size: 256, elements: !21)
!21 = !{!22, !23, !29}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !20, file: !1, line: 4, baseType: !13, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !20, file: !1, line: 4, baseType: !24, size: 128, offset: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "In", file: !1, line: 3, size: 128, elements: !25)
!25 = !{!26, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !24, file: !1, line: 3, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !24, file: !1, line: 3, baseType: !27, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "pin", scope: !20, file: !1, line: 4, baseType: !30, size: 64, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!31 = !DILocation(line: 7, column: 13, scope: !10)
!32 = !DILocation(line: 8, column: 4, scope: !10)
!33 = !DILocation(line: 8, column: 7, scope: !10)
!34 = !DILocation(line: 8, column: 9, scope: !10)
!35 = !DILocation(line: 9, column: 4, scope: !10)
!36 = !DILocation(line: 9, column: 7, scope: !10)
!37 = !DILocation(line: 9, column: 9, scope: !10)
!38 = !DILocation(line: 10, column: 13, scope: !10)
!39 = !DILocation(line: 10, column: 4, scope: !10)
!40 = !DILocation(line: 10, column: 8, scope: !10)
!41 = !DILocation(line: 11, column: 13, scope: !10)
!42 = !DILocation(line: 11, column: 18, scope: !10)
!43 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 11, type: !27)
!44 = !DILocation(line: 0, scope: !10)
!45 = !DILocation(line: 12, column: 2, scope: !10)
!46 = !DILocation(line: 13, column: 2, scope: !10)
!47 = !DILocation(line: 14, column: 13, scope: !10)
!48 = !DILocation(line: 14, column: 21, scope: !10)
!49 = !DILocation(line: 14, column: 2, scope: !10)
!50 = !DILocation(line: 15, column: 22, scope: !10)
!51 = !DILocation(line: 15, column: 25, scope: !10)
!52 = !DILocation(line: 15, column: 2, scope: !10)
!53 = !DILocation(line: 16, column: 13, scope: !10)
!54 = !DILocation(line: 16, column: 16, scope: !10)
!55 = !DILocation(line: 16, column: 22, scope: !10)
!56 = !DILocation(line: 16, column: 25, scope: !10)
!57 = !DILocation(line: 16, column: 2, scope: !10)
!58 = !DILocation(line: 17, column: 2, scope: !10)
