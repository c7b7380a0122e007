; ModuleID = '<stdin>'
source_filename = "c/cycle_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
    #dbg_declare(ptr %x, !25, !DIExpression(), !27)
  store ptr %a, ptr %x, align 8, !dbg !27
    #dbg_declare(ptr %y, !28, !DIExpression(), !29)
  store ptr %b, ptr %y, align 8, !dbg !29
    #dbg_value(ptr %x, !30, !DIExpression(), !19)
    #dbg_value(ptr %y, !32, !DIExpression(), !19)
    #dbg_value(i32 0, !33, !DIExpression(), !35)
  br label %for.cond, !dbg !36

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !37
    #dbg_value(i32 %i.0, !33, !DIExpression(), !35)
  %cmp = icmp slt i32 %i.0, %argc, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !40

for.body:                                         ; preds = %for.cond
  %0 = load ptr, ptr %x, align 8, !dbg !41
    #dbg_value(ptr %0, !43, !DIExpression(), !44)
  %1 = load ptr, ptr %y, align 8, !dbg !45
  store ptr %1, ptr %x, align 8, !dbg !46
  store ptr %0, ptr %y, align 8, !dbg !47
  br label %for.inc, !dbg !48

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !49
    #dbg_value(i32 %inc, !33, !DIExpression(), !35)
  br label %for.cond, !dbg !50, !llvm.loop !51

for.end:                                          ; preds = %for.cond
  %2 = load ptr, ptr %x, align 8, !dbg !54
  call void @MAYALIAS(ptr noundef %2, ptr noundef %b), !dbg !55
  %3 = load ptr, ptr %y, align 8, !dbg !56
  call void @MAYALIAS(ptr noundef %3, ptr noundef %a), !dbg !57
  call void @NOALIAS(ptr noundef %x, ptr noundef %y), !dbg !58
  ret i32 0, !dbg !59
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/cycle_memory.c", directory: ".", checksumkind: CSK_MD5, checksum: "20b9f1bc7aef9fc28d5ba8e84279c43e")
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
!25 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 5, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !DILocation(line: 5, column: 7, scope: !10)
!28 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 5, type: !26)
!29 = !DILocation(line: 5, column: 16, scope: !10)
!30 = !DILocalVariable(name: "px", scope: !10, file: !1, line: 6, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!32 = !DILocalVariable(name: "py", scope: !10, file: !1, line: 6, type: !31)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 7, type: !13)
!34 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 2)
!35 = !DILocation(line: 0, scope: !34)
!36 = !DILocation(line: 7, column: 7, scope: !34)
!37 = !DILocation(line: 7, scope: !34)
!38 = !DILocation(line: 7, column: 20, scope: !39)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 7, column: 2)
!40 = !DILocation(line: 7, column: 2, scope: !34)
!41 = !DILocation(line: 8, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 7, column: 33)
!43 = !DILocalVariable(name: "t", scope: !42, file: !1, line: 8, type: !26)
!44 = !DILocation(line: 0, scope: !42)
!45 = !DILocation(line: 9, column: 9, scope: !42)
!46 = !DILocation(line: 9, column: 7, scope: !42)
!47 = !DILocation(line: 10, column: 7, scope: !42)
!48 = !DILocation(line: 11, column: 2, scope: !42)
!49 = !DILocation(line: 7, column: 29, scope: !39)
!50 = !DILocation(line: 7, column: 2, scope: !39)
!51 = distinct !{!51, !40, !52, !53}
!52 = !DILocation(line: 11, column: 2, scope: !34)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 12, column: 11, scope: !10)
!55 = !DILocation(line: 12, column: 2, scope: !10)
!56 = !DILocation(line: 13, column: 11, scope: !10)
!57 = !DILocation(line: 13, column: 2, scope: !10)
!58 = !DILocation(line: 14, column: 2, scope: !10)
!59 = !DILocation(line: 15, column: 2, scope: !10)
