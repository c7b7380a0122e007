; ModuleID = '<stdin>'
source_filename = "c/return_values.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
    #dbg_declare(ptr %c, !25, !DIExpression(), !26)
  %call = call ptr @pick(ptr noundef %a, ptr noundef %b, i32 noundef %argc), !dbg !27
    #dbg_value(ptr %call, !28, !DIExpression(), !19)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %a), !dbg !30
  call void @MAYALIAS(ptr noundef %call, ptr noundef %b), !dbg !31
  call void @NOALIAS(ptr noundef %call, ptr noundef %c), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @pick(ptr noundef %x, ptr noundef %y, i32 noundef %c) #0 !dbg !34 {
entry:
    #dbg_value(ptr %x, !37, !DIExpression(), !38)
    #dbg_value(ptr %y, !39, !DIExpression(), !38)
    #dbg_value(i32 %c, !40, !DIExpression(), !38)
  %tobool = icmp ne i32 %c, 0, !dbg !41
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !41

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !41

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !41

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %x, %cond.true ], [ %y, %cond.false ], !dbg !41
  ret ptr %cond, !dbg !42
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/return_values.c", directory: ".", checksumkind: CSK_MD5, checksum: "44efeb0cf21cd82842c1a426bc1dc9b5")
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
!25 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 6, type: !13)
!26 = !DILocation(line: 6, column: 12, scope: !10)
!27 = !DILocation(line: 7, column: 11, scope: !10)
!28 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 7, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!30 = !DILocation(line: 8, column: 2, scope: !10)
!31 = !DILocation(line: 9, column: 2, scope: !10)
!32 = !DILocation(line: 10, column: 2, scope: !10)
!33 = !DILocation(line: 11, column: 2, scope: !10)
!34 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 4, type: !35, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!35 = !DISubroutineType(types: !36)
!36 = !{!29, !29, !29, !13}
!37 = !DILocalVariable(name: "x", arg: 1, scope: !34, file: !1, line: 4, type: !29)
!38 = !DILocation(line: 0, scope: !34)
!39 = !DILocalVariable(name: "y", arg: 2, scope: !34, file: !1, line: 4, type: !29)
!40 = !DILocalVariable(name: "c", arg: 3, scope: !34, file: !1, line: 4, type: !13)
!41 = !DILocation(line: 4, column: 50, scope: !34)
!42 = !DILocation(line: 4, column: 43, scope: !34)
