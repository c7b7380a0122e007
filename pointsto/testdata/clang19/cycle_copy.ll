; ModuleID = '<stdin>'
source_filename = "c/cycle_copy.c"
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
    #dbg_value(ptr %a, !27, !DIExpression(), !19)
    #dbg_value(ptr %b, !29, !DIExpression(), !19)
    #dbg_value(ptr %c, !30, !DIExpression(), !19)
    #dbg_value(i32 0, !31, !DIExpression(), !33)
  br label %for.cond, !dbg !34

for.cond:                                         ; preds = %for.inc, %entry
  %p.0 = phi ptr [ %a, %entry ], [ %q.0, %for.inc ], !dbg !19
  %q.0 = phi ptr [ %b, %entry ], [ %r.0, %for.inc ], !dbg !19
  %r.0 = phi ptr [ %c, %entry ], [ %p.0, %for.inc ], !dbg !19
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !35
    #dbg_value(i32 %i.0, !31, !DIExpression(), !33)
    #dbg_value(ptr %r.0, !30, !DIExpression(), !19)
    #dbg_value(ptr %q.0, !29, !DIExpression(), !19)
    #dbg_value(ptr %p.0, !27, !DIExpression(), !19)
  %cmp = icmp slt i32 %i.0, %argc, !dbg !36
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
    #dbg_value(ptr %p.0, !39, !DIExpression(), !41)
    #dbg_value(ptr %q.0, !27, !DIExpression(), !19)
    #dbg_value(ptr %r.0, !29, !DIExpression(), !19)
    #dbg_value(ptr %p.0, !30, !DIExpression(), !19)
  br label %for.inc, !dbg !42

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !43
    #dbg_value(i32 %inc, !31, !DIExpression(), !33)
  br label %for.cond, !dbg !44, !llvm.loop !45

for.end:                                          ; preds = %for.cond
  call void @MAYALIAS(ptr noundef %p.0, ptr noundef %a), !dbg !48
  call void @MAYALIAS(ptr noundef %p.0, ptr noundef %c), !dbg !49
  call void @MAYALIAS(ptr noundef %q.0, ptr noundef %r.0), !dbg !50
  ret i32 0, !dbg !51
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/cycle_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3b53e29b3ad64999c5f32aa9a82a17c")
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
!27 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 5, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!29 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 5, type: !28)
!30 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 5, type: !28)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 6, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 6, column: 2)
!33 = !DILocation(line: 0, scope: !32)
!34 = !DILocation(line: 6, column: 7, scope: !32)
!35 = !DILocation(line: 6, scope: !32)
!36 = !DILocation(line: 6, column: 20, scope: !37)
!37 = distinct !DILexicalBlock(scope: !32, file: !1, line: 6, column: 2)
!38 = !DILocation(line: 6, column: 2, scope: !32)
!39 = !DILocalVariable(name: "t", scope: !40, file: !1, line: 7, type: !28)
!40 = distinct !DILexicalBlock(scope: !37, file: !1, line: 6, column: 33)
!41 = !DILocation(line: 0, scope: !40)
!42 = !DILocation(line: 11, column: 2, scope: !40)
!43 = !DILocation(line: 6, column: 29, scope: !37)
!44 = !DILocation(line: 6, column: 2, scope: !37)
!45 = distinct !{!45, !38, !46, !47}
!46 = !DILocation(line: 11, column: 2, scope: !32)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 12, column: 2, scope: !10)
!49 = !DILocation(line: 13, column: 2, scope: !10)
!50 = !DILocation(line: 14, column: 2, scope: !10)
!51 = !DILocation(line: 15, column: 2, scope: !10)
