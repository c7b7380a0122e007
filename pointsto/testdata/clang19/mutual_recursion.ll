; ModuleID = '<stdin>'
source_filename = "c/mutual_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %c, !19, !DIExpression(), !20)
  %call = call ptr @even(i32 noundef 5, ptr noundef %a, ptr noundef %b), !dbg !21
    #dbg_value(ptr %call, !22, !DIExpression(), !24)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %a), !dbg !25
  call void @MAYALIAS(ptr noundef %call, ptr noundef %b), !dbg !26
  call void @NOALIAS(ptr noundef %call, ptr noundef %c), !dbg !27
  ret i32 0, !dbg !28
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @even(i32 noundef %n, ptr noundef %p, ptr noundef %q) #0 !dbg !29 {
entry:
    #dbg_value(i32 %n, !32, !DIExpression(), !33)
    #dbg_value(ptr %p, !34, !DIExpression(), !33)
    #dbg_value(ptr %q, !35, !DIExpression(), !33)
  %cmp = icmp eq i32 %n, 0, !dbg !36
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !37

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !37

cond.false:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1, !dbg !38
  %call = call ptr @odd(i32 noundef %sub, ptr noundef %q, ptr noundef %p), !dbg !39
  br label %cond.end, !dbg !37

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %p, %cond.true ], [ %call, %cond.false ], !dbg !37
  ret ptr %cond, !dbg !40
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @odd(i32 noundef %n, ptr noundef %p, ptr noundef %q) #0 !dbg !41 {
entry:
    #dbg_value(i32 %n, !42, !DIExpression(), !43)
    #dbg_value(ptr %p, !44, !DIExpression(), !43)
    #dbg_value(ptr %q, !45, !DIExpression(), !43)
  %cmp = icmp eq i32 %n, 0, !dbg !46
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !47

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !47

cond.false:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1, !dbg !48
  %call = call ptr @even(i32 noundef %sub, ptr noundef %p, ptr noundef %q), !dbg !49
  br label %cond.end, !dbg !47

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %q, %cond.true ], [ %call, %cond.false ], !dbg !47
  ret ptr %cond, !dbg !50
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/mutual_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "72dc2948ab5bd91d8a77cf5cb4758e38")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 9, scope: !10)
!19 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 12, scope: !10)
!21 = !DILocation(line: 8, column: 11, scope: !10)
!22 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 8, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 9, column: 2, scope: !10)
!26 = !DILocation(line: 10, column: 2, scope: !10)
!27 = !DILocation(line: 11, column: 2, scope: !10)
!28 = !DILocation(line: 12, column: 2, scope: !10)
!29 = distinct !DISubprogram(name: "even", scope: !1, file: !1, line: 4, type: !30, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!30 = !DISubroutineType(types: !31)
!31 = !{!23, !13, !23, !23}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !29, file: !1, line: 4, type: !13)
!33 = !DILocation(line: 0, scope: !29)
!34 = !DILocalVariable(name: "p", arg: 2, scope: !29, file: !1, line: 4, type: !23)
!35 = !DILocalVariable(name: "q", arg: 3, scope: !29, file: !1, line: 4, type: !23)
!36 = !DILocation(line: 4, column: 52, scope: !29)
!37 = !DILocation(line: 4, column: 50, scope: !29)
!38 = !DILocation(line: 4, column: 69, scope: !29)
!39 = !DILocation(line: 4, column: 63, scope: !29)
!40 = !DILocation(line: 4, column: 43, scope: !29)
!41 = distinct !DISubprogram(name: "odd", scope: !1, file: !1, line: 5, type: !30, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!42 = !DILocalVariable(name: "n", arg: 1, scope: !41, file: !1, line: 5, type: !13)
!43 = !DILocation(line: 0, scope: !41)
!44 = !DILocalVariable(name: "p", arg: 2, scope: !41, file: !1, line: 5, type: !23)
!45 = !DILocalVariable(name: "q", arg: 3, scope: !41, file: !1, line: 5, type: !23)
!46 = !DILocation(line: 5, column: 51, scope: !41)
!47 = !DILocation(line: 5, column: 49, scope: !41)
!48 = !DILocation(line: 5, column: 69, scope: !41)
!49 = !DILocation(line: 5, column: 62, scope: !41)
!50 = !DILocation(line: 5, column: 42, scope: !41)
