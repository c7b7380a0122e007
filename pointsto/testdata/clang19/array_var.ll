; ModuleID = '<stdin>'
source_filename = "c/array_var.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %arr = alloca [4 x ptr], align 16
    #dbg_value(i32 %argc, !18, !DIExpression(), !19)
    #dbg_value(ptr %argv, !20, !DIExpression(), !19)
    #dbg_declare(ptr %a, !21, !DIExpression(), !22)
    #dbg_declare(ptr %b, !23, !DIExpression(), !24)
    #dbg_declare(ptr %arr, !25, !DIExpression(), !30)
  %arrayidx = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 0, !dbg !31
  store ptr %a, ptr %arrayidx, align 16, !dbg !32
  %arrayidx1 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 3, !dbg !33
  store ptr %b, ptr %arrayidx1, align 8, !dbg !34
  %and = and i32 %argc, 3, !dbg !35
  %idxprom = sext i32 %and to i64, !dbg !36
  %arrayidx2 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom, !dbg !36
  %0 = load ptr, ptr %arrayidx2, align 8, !dbg !36
    #dbg_value(ptr %0, !37, !DIExpression(), !19)
  call void @MAYALIAS(ptr noundef %0, ptr noundef %a), !dbg !38
  call void @MAYALIAS(ptr noundef %0, ptr noundef %b), !dbg !39
  %and3 = and i32 %argc, 3, !dbg !40
  %idxprom4 = sext i32 %and3 to i64, !dbg !41
  %arrayidx5 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 %idxprom4, !dbg !41
  %arrayidx6 = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 0, !dbg !42
  call void @MAYALIAS(ptr noundef %arrayidx5, ptr noundef %arrayidx6), !dbg !43
  ret i32 0, !dbg !44
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/array_var.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e7e252f066136aeb54ef82186feab2b")
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
!25 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 5, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 256, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DILocation(line: 5, column: 7, scope: !10)
!31 = !DILocation(line: 6, column: 2, scope: !10)
!32 = !DILocation(line: 6, column: 9, scope: !10)
!33 = !DILocation(line: 7, column: 2, scope: !10)
!34 = !DILocation(line: 7, column: 9, scope: !10)
!35 = !DILocation(line: 8, column: 20, scope: !10)
!36 = !DILocation(line: 8, column: 11, scope: !10)
!37 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 8, type: !27)
!38 = !DILocation(line: 9, column: 2, scope: !10)
!39 = !DILocation(line: 10, column: 2, scope: !10)
!40 = !DILocation(line: 11, column: 21, scope: !10)
!41 = !DILocation(line: 11, column: 12, scope: !10)
!42 = !DILocation(line: 11, column: 28, scope: !10)
!43 = !DILocation(line: 11, column: 2, scope: !10)
!44 = !DILocation(line: 12, column: 2, scope: !10)
