; ModuleID = '<stdin>'
source_filename = "c/field_of_heap_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
  %call = call noalias ptr @malloc(i64 noundef 160) #3, !dbg !25
    #dbg_value(ptr %call, !26, !DIExpression(), !19)
  %idxprom = sext i32 %argc to i64, !dbg !33
  %arrayidx = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom, !dbg !33
  %x = getelementptr inbounds %struct.P, ptr %arrayidx, i32 0, i32 0, !dbg !34
  store ptr %a, ptr %x, align 8, !dbg !35
  %arrayidx1 = getelementptr inbounds %struct.P, ptr %call, i64 0, !dbg !36
  %y = getelementptr inbounds %struct.P, ptr %arrayidx1, i32 0, i32 1, !dbg !37
  store ptr %b, ptr %y, align 8, !dbg !38
  %arrayidx2 = getelementptr inbounds %struct.P, ptr %call, i64 1, !dbg !39
  %x3 = getelementptr inbounds %struct.P, ptr %arrayidx2, i32 0, i32 0, !dbg !40
  %0 = load ptr, ptr %x3, align 8, !dbg !40
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !41
  %idxprom4 = sext i32 %argc to i64, !dbg !42
  %arrayidx5 = getelementptr inbounds %struct.P, ptr %call, i64 %idxprom4, !dbg !42
  %y6 = getelementptr inbounds %struct.P, ptr %arrayidx5, i32 0, i32 1, !dbg !43
  %1 = load ptr, ptr %y6, align 8, !dbg !43
  call void @MAYALIAS(ptr noundef %1, ptr noundef %b), !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/field_of_heap_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "4e46cb0a537aa4375b2d19d5c7ba5754")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !13)
!22 = !DILocation(line: 6, column: 6, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 6, type: !13)
!24 = !DILocation(line: 6, column: 9, scope: !10)
!25 = !DILocation(line: 7, column: 17, scope: !10)
!26 = !DILocalVariable(name: "ps", scope: !10, file: !1, line: 7, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 4, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !28, file: !1, line: 4, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !28, file: !1, line: 4, baseType: !31, size: 64, offset: 64)
!33 = !DILocation(line: 8, column: 2, scope: !10)
!34 = !DILocation(line: 8, column: 11, scope: !10)
!35 = !DILocation(line: 8, column: 13, scope: !10)
!36 = !DILocation(line: 9, column: 2, scope: !10)
!37 = !DILocation(line: 9, column: 8, scope: !10)
!38 = !DILocation(line: 9, column: 10, scope: !10)
!39 = !DILocation(line: 10, column: 11, scope: !10)
!40 = !DILocation(line: 10, column: 17, scope: !10)
!41 = !DILocation(line: 10, column: 2, scope: !10)
!42 = !DILocation(line: 11, column: 11, scope: !10)
!43 = !DILocation(line: 11, column: 20, scope: !10)
!44 = !DILocation(line: 11, column: 2, scope: !10)
!45 = !DILocation(line: 12, column: 2, scope: !10)
