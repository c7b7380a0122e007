; ModuleID = '<stdin>'
source_filename = "c/context_insensitive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
  %call = call ptr @id(ptr noundef %a), !dbg !19
    #dbg_value(ptr %call, !20, !DIExpression(), !22)
  %call1 = call ptr @id(ptr noundef %b), !dbg !23
    #dbg_value(ptr %call1, !24, !DIExpression(), !22)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %a), !dbg !25
  call void @MAYALIAS(ptr noundef %call1, ptr noundef %b), !dbg !26
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %call, ptr noundef %call1), !dbg !27
  ret i32 0, !dbg !28
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @id(ptr noundef %x) #0 !dbg !29 {
entry:
    #dbg_value(ptr %x, !32, !DIExpression(), !33)
  ret ptr %x, !dbg !34
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/context_insensitive.c", directory: ".", checksumkind: CSK_MD5, checksum: "ed3e9acf8ea1db3e66ad7169f626fe92")
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
!19 = !DILocation(line: 6, column: 11, scope: !10)
!20 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 7, column: 11, scope: !10)
!24 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 7, type: !21)
!25 = !DILocation(line: 8, column: 2, scope: !10)
!26 = !DILocation(line: 9, column: 2, scope: !10)
!27 = !DILocation(line: 10, column: 2, scope: !10)
!28 = !DILocation(line: 11, column: 2, scope: !10)
!29 = distinct !DISubprogram(name: "id", scope: !1, file: !1, line: 3, type: !30, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!30 = !DISubroutineType(types: !31)
!31 = !{!21, !21}
!32 = !DILocalVariable(name: "x", arg: 1, scope: !29, file: !1, line: 3, type: !21)
!33 = !DILocation(line: 0, scope: !29)
!34 = !DILocation(line: 3, column: 26, scope: !29)
