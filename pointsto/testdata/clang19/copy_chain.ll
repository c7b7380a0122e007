; ModuleID = '<stdin>'
source_filename = "c/copy_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
    #dbg_value(ptr %a, !25, !DIExpression(), !19)
    #dbg_value(ptr %b, !27, !DIExpression(), !19)
  %tobool = icmp ne i32 %argc, 0, !dbg !28
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !28

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !28

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !28

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %a, %cond.true ], [ %b, %cond.false ], !dbg !28
    #dbg_value(ptr %cond, !29, !DIExpression(), !19)
    #dbg_value(ptr %cond, !30, !DIExpression(), !19)
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %a), !dbg !31
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %b), !dbg !32
  call void @NOALIAS(ptr noundef %a, ptr noundef %b), !dbg !33
  ret i32 0, !dbg !34
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/copy_chain.c", directory: ".", checksumkind: CSK_MD5, checksum: "d99f6056a51b8f271bfe8301fb51e64c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!21 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 4, type: !13)
!22 = !DILocation(line: 4, column: 6, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 4, type: !13)
!24 = !DILocation(line: 4, column: 9, scope: !10)
!25 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 5, type: !26)
!28 = !DILocation(line: 6, column: 11, scope: !10)
!29 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 6, type: !26)
!30 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !26)
!31 = !DILocation(line: 8, column: 2, scope: !10)
!32 = !DILocation(line: 9, column: 2, scope: !10)
!33 = !DILocation(line: 10, column: 2, scope: !10)
!34 = !DILocation(line: 11, column: 2, scope: !10)
