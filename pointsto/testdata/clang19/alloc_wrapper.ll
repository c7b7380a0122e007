; ModuleID = '<stdin>'
source_filename = "c/alloc_wrapper.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %call = call ptr @xmalloc(i64 noundef 4), !dbg !15
    #dbg_value(ptr %call, !16, !DIExpression(), !18)
  %call1 = call ptr @xmalloc(i64 noundef 4), !dbg !19
    #dbg_value(ptr %call1, !20, !DIExpression(), !18)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %call), !dbg !21
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1), !dbg !22
  ret i32 0, !dbg !23
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @xmalloc(i64 noundef %n) #0 !dbg !24 {
entry:
    #dbg_value(i64 %n, !31, !DIExpression(), !32)
  %call = call noalias ptr @malloc(i64 noundef %n) #4, !dbg !33
    #dbg_value(ptr %call, !34, !DIExpression(), !32)
  %tobool = icmp ne ptr %call, null, !dbg !35
  br i1 %tobool, label %if.end, label %if.then, !dbg !37

if.then:                                          ; preds = %entry
  call void @abort() #5, !dbg !38
  unreachable, !dbg !38

if.end:                                           ; preds = %entry
  ret ptr %call, !dbg !39
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/alloc_wrapper.c", directory: ".", checksumkind: CSK_MD5, checksum: "c5762654fce6d2dbb050b056a4e52ffd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 10, column: 11, scope: !10)
!16 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!18 = !DILocation(line: 0, scope: !10)
!19 = !DILocation(line: 11, column: 11, scope: !10)
!20 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 11, type: !17)
!21 = !DILocation(line: 12, column: 2, scope: !10)
!22 = !DILocation(line: 13, column: 2, scope: !10)
!23 = !DILocation(line: 14, column: 2, scope: !10)
!24 = distinct !DISubprogram(name: "xmalloc", scope: !1, file: !1, line: 4, type: !25, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !29, line: 18, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !1, line: 4, type: !28)
!32 = !DILocation(line: 0, scope: !24)
!33 = !DILocation(line: 5, column: 12, scope: !24)
!34 = !DILocalVariable(name: "p", scope: !24, file: !1, line: 5, type: !27)
!35 = !DILocation(line: 6, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !24, file: !1, line: 6, column: 6)
!37 = !DILocation(line: 6, column: 6, scope: !24)
!38 = !DILocation(line: 6, column: 10, scope: !36)
!39 = !DILocation(line: 7, column: 2, scope: !24)
