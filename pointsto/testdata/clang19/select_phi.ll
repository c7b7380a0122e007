; ModuleID = '<stdin>'
source_filename = "c/select_phi.c"
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
  %cmp = icmp sgt i32 %argc, 1, !dbg !27
  br i1 %cmp, label %if.then, label %if.else, !dbg !29

if.then:                                          ; preds = %entry
    #dbg_value(ptr %a, !30, !DIExpression(), !19)
  br label %if.end4, !dbg !32

if.else:                                          ; preds = %entry
  %cmp1 = icmp sgt i32 %argc, 2, !dbg !33
  br i1 %cmp1, label %if.then2, label %if.else3, !dbg !35

if.then2:                                         ; preds = %if.else
    #dbg_value(ptr %b, !30, !DIExpression(), !19)
  br label %if.end, !dbg !36

if.else3:                                         ; preds = %if.else
    #dbg_value(ptr %c, !30, !DIExpression(), !19)
  br label %if.end

if.end:                                           ; preds = %if.else3, %if.then2
  %p.0 = phi ptr [ %b, %if.then2 ], [ %c, %if.else3 ], !dbg !37
    #dbg_value(ptr %p.0, !30, !DIExpression(), !19)
  br label %if.end4

if.end4:                                          ; preds = %if.end, %if.then
  %p.1 = phi ptr [ %a, %if.then ], [ %p.0, %if.end ], !dbg !38
    #dbg_value(ptr %p.1, !30, !DIExpression(), !19)
  %cmp5 = icmp sgt i32 %argc, 5, !dbg !39
  br i1 %cmp5, label %cond.true, label %cond.false, !dbg !40

cond.true:                                        ; preds = %if.end4
  br label %cond.end, !dbg !40

cond.false:                                       ; preds = %if.end4
  br label %cond.end, !dbg !40

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %a, %cond.true ], [ %b, %cond.false ], !dbg !40
    #dbg_value(ptr %cond, !41, !DIExpression(), !19)
  call void @MAYALIAS(ptr noundef %p.1, ptr noundef %c), !dbg !42
  call void @MAYALIAS(ptr noundef %p.1, ptr noundef %cond), !dbg !43
  call void @NOALIAS(ptr noundef %cond, ptr noundef %c), !dbg !44
  ret i32 0, !dbg !45
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/select_phi.c", directory: ".", checksumkind: CSK_MD5, checksum: "28dbfd91accc21d8ffc2346499a07b54")
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
!25 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 4, type: !13)
!26 = !DILocation(line: 4, column: 12, scope: !10)
!27 = !DILocation(line: 6, column: 11, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 6)
!29 = !DILocation(line: 6, column: 6, scope: !10)
!30 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!32 = !DILocation(line: 6, column: 16, scope: !28)
!33 = !DILocation(line: 6, column: 38, scope: !34)
!34 = distinct !DILexicalBlock(scope: !28, file: !1, line: 6, column: 33)
!35 = !DILocation(line: 6, column: 33, scope: !28)
!36 = !DILocation(line: 6, column: 43, scope: !34)
!37 = !DILocation(line: 6, scope: !34)
!38 = !DILocation(line: 6, scope: !28)
!39 = !DILocation(line: 7, column: 16, scope: !10)
!40 = !DILocation(line: 7, column: 11, scope: !10)
!41 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 7, type: !31)
!42 = !DILocation(line: 8, column: 2, scope: !10)
!43 = !DILocation(line: 9, column: 2, scope: !10)
!44 = !DILocation(line: 10, column: 2, scope: !10)
!45 = !DILocation(line: 11, column: 2, scope: !10)
