; ModuleID = '<stdin>'
source_filename = "c/fp_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = internal global [2 x ptr] [ptr @fa, ptr @fb], align 16, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !5
@b = dso_local global i32 0, align 4, !dbg !8
@c = dso_local global i32 0, align 4, !dbg !10

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !27 {
entry:
    #dbg_value(i32 %argc, !34, !DIExpression(), !35)
    #dbg_value(ptr %argv, !36, !DIExpression(), !35)
  %and = and i32 %argc, 1, !dbg !37
  %idxprom = sext i32 %and to i64, !dbg !38
  %arrayidx = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %idxprom, !dbg !38
  %0 = load ptr, ptr %arrayidx, align 8, !dbg !38
  %call = call ptr %0(), !dbg !38
    #dbg_value(ptr %call, !39, !DIExpression(), !35)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @a), !dbg !40
  call void @MAYALIAS(ptr noundef %call, ptr noundef @b), !dbg !41
  call void @NOALIAS(ptr noundef %call, ptr noundef @c), !dbg !42
  %call1 = call ptr @fc(), !dbg !43
    #dbg_value(ptr %call1, !44, !DIExpression(), !35)
  call void @MUSTALIAS(ptr noundef %call1, ptr noundef @c), !dbg !45
  ret i32 0, !dbg !46
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @fc() #0 !dbg !47 {
entry:
  ret ptr @c, !dbg !48
}

declare void @MUSTALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal ptr @fa() #0 !dbg !49 {
entry:
  ret ptr @a, !dbg !50
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @fb() #0 !dbg !51 {
entry:
  ret ptr @b, !dbg !52
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !12, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/fp_array.c", directory: ".", checksumkind: CSK_MD5, checksum: "86b7d51bac3dfae6ea39c02b3361a26c")
!4 = !{!5, !8, !10, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !17)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !28, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!28 = !DISubroutineType(types: !29)
!29 = !{!7, !7, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !{}
!34 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !3, line: 8, type: !7)
!35 = !DILocation(line: 0, scope: !27)
!36 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !3, line: 8, type: !30)
!37 = !DILocation(line: 9, column: 22, scope: !27)
!38 = !DILocation(line: 9, column: 11, scope: !27)
!39 = !DILocalVariable(name: "p", scope: !27, file: !3, line: 9, type: !16)
!40 = !DILocation(line: 10, column: 2, scope: !27)
!41 = !DILocation(line: 11, column: 2, scope: !27)
!42 = !DILocation(line: 12, column: 2, scope: !27)
!43 = !DILocation(line: 13, column: 11, scope: !27)
!44 = !DILocalVariable(name: "q", scope: !27, file: !3, line: 13, type: !16)
!45 = !DILocation(line: 14, column: 2, scope: !27)
!46 = !DILocation(line: 15, column: 2, scope: !27)
!47 = distinct !DISubprogram(name: "fc", scope: !3, file: !3, line: 6, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!48 = !DILocation(line: 6, column: 24, scope: !47)
!49 = distinct !DISubprogram(name: "fa", scope: !3, file: !3, line: 4, type: !14, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!50 = !DILocation(line: 4, column: 24, scope: !49)
!51 = distinct !DISubprogram(name: "fb", scope: !3, file: !3, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!52 = !DILocation(line: 5, column: 24, scope: !51)
