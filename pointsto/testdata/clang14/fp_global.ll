; ModuleID = '<stdin>'
source_filename = "c/fp_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@handler = dso_local global i32* ()* @ga, align 8, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !5
@b = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind uwtable
define internal i32* @ga() #0 !dbg !22 {
entry:
  ret i32* @a, !dbg !24
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 %argc, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %argv, metadata !33, metadata !DIExpression()), !dbg !32
  %cmp = icmp sgt i32 %argc, 3, !dbg !34
  br i1 %cmp, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %entry
  store i32* ()* @gb, i32* ()** @handler, align 8, !dbg !37
  br label %if.end, !dbg !38

if.end:                                           ; preds = %if.then, %entry
  %0 = load i32* ()*, i32* ()** @handler, align 8, !dbg !39
  %call = call i32* %0(), !dbg !39
  call void @llvm.dbg.value(metadata i32* %call, metadata !40, metadata !DIExpression()), !dbg !32
  %1 = bitcast i32* %call to i8*, !dbg !41
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @a to i8*)), !dbg !42
  %2 = bitcast i32* %call to i8*, !dbg !43
  call void @MAYALIAS(i8* noundef %2, i8* noundef bitcast (i32* @b to i8*)), !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @gb() #0 !dbg !46 {
entry:
  ret i32* @b, !dbg !47
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "handler", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c/fp_global.c", directory: ".", checksumkind: CSK_MD5, checksum: "ee315fb5f23391e406c42af76eabd133")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 3, type: !7, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "ga", scope: !3, file: !3, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!23 = !{}
!24 = !DILocation(line: 4, column: 24, scope: !22)
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!26 = !DISubroutineType(types: !27)
!27 = !{!7, !7, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 7, type: !7)
!32 = !DILocation(line: 0, scope: !25)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 7, type: !28)
!34 = !DILocation(line: 8, column: 11, scope: !35)
!35 = distinct !DILexicalBlock(scope: !25, file: !3, line: 8, column: 6)
!36 = !DILocation(line: 8, column: 6, scope: !25)
!37 = !DILocation(line: 9, column: 11, scope: !35)
!38 = !DILocation(line: 9, column: 3, scope: !35)
!39 = !DILocation(line: 10, column: 11, scope: !25)
!40 = !DILocalVariable(name: "p", scope: !25, file: !3, line: 10, type: !13)
!41 = !DILocation(line: 11, column: 11, scope: !25)
!42 = !DILocation(line: 11, column: 2, scope: !25)
!43 = !DILocation(line: 12, column: 11, scope: !25)
!44 = !DILocation(line: 12, column: 2, scope: !25)
!45 = !DILocation(line: 13, column: 2, scope: !25)
!46 = distinct !DISubprogram(name: "gb", scope: !3, file: !3, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!47 = !DILocation(line: 5, column: 24, scope: !46)
