; ModuleID = '<stdin>'
source_filename = "c/cycle_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %x = alloca i32*, align 8
  %y = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %a, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %b, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32** %x, metadata !25, metadata !DIExpression()), !dbg !27
  store i32* %a, i32** %x, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32** %y, metadata !28, metadata !DIExpression()), !dbg !29
  store i32* %b, i32** %y, align 8, !dbg !29
  call void @llvm.dbg.value(metadata i32** %x, metadata !30, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32** %y, metadata !32, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !35
  br label %for.cond, !dbg !36

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %i.0, metadata !33, metadata !DIExpression()), !dbg !35
  %cmp = icmp slt i32 %i.0, %argc, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  %0 = load i32*, i32** %x, align 8, !dbg !40
  call void @llvm.dbg.value(metadata i32* %0, metadata !42, metadata !DIExpression()), !dbg !43
  %1 = load i32*, i32** %y, align 8, !dbg !44
  store i32* %1, i32** %x, align 8, !dbg !45
  store i32* %0, i32** %y, align 8, !dbg !46
  br label %for.inc, !dbg !47

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %inc, metadata !33, metadata !DIExpression()), !dbg !35
  br label %for.cond, !dbg !49, !llvm.loop !50

for.end:                                          ; preds = %for.cond
  %2 = load i32*, i32** %x, align 8, !dbg !53
  %3 = bitcast i32* %2 to i8*, !dbg !53
  %4 = bitcast i32* %b to i8*, !dbg !54
  call void @MAYALIAS(i8* noundef %3, i8* noundef %4), !dbg !55
  %5 = load i32*, i32** %y, align 8, !dbg !56
  %6 = bitcast i32* %5 to i8*, !dbg !56
  %7 = bitcast i32* %a to i8*, !dbg !57
  call void @MAYALIAS(i8* noundef %6, i8* noundef %7), !dbg !58
  %8 = bitcast i32** %x to i8*, !dbg !59
  %9 = bitcast i32** %y to i8*, !dbg !60
  call void @NOALIAS(i8* noundef %8, i8* noundef %9), !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/cycle_memory.c", directory: ".", checksumkind: CSK_MD5, checksum: "20b9f1bc7aef9fc28d5ba8e84279c43e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
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
!37 = !DILocation(line: 7, column: 20, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 7, column: 2)
!39 = !DILocation(line: 7, column: 2, scope: !34)
!40 = !DILocation(line: 8, column: 12, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 7, column: 33)
!42 = !DILocalVariable(name: "t", scope: !41, file: !1, line: 8, type: !26)
!43 = !DILocation(line: 0, scope: !41)
!44 = !DILocation(line: 9, column: 9, scope: !41)
!45 = !DILocation(line: 9, column: 7, scope: !41)
!46 = !DILocation(line: 10, column: 7, scope: !41)
!47 = !DILocation(line: 11, column: 2, scope: !41)
!48 = !DILocation(line: 7, column: 29, scope: !38)
!49 = !DILocation(line: 7, column: 2, scope: !38)
!50 = distinct !{!50, !39, !51, !52}
!51 = !DILocation(line: 11, column: 2, scope: !34)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 12, column: 11, scope: !10)
!54 = !DILocation(line: 12, column: 14, scope: !10)
!55 = !DILocation(line: 12, column: 2, scope: !10)
!56 = !DILocation(line: 13, column: 11, scope: !10)
!57 = !DILocation(line: 13, column: 14, scope: !10)
!58 = !DILocation(line: 13, column: 2, scope: !10)
!59 = !DILocation(line: 14, column: 10, scope: !10)
!60 = !DILocation(line: 14, column: 14, scope: !10)
!61 = !DILocation(line: 14, column: 2, scope: !10)
!62 = !DILocation(line: 15, column: 2, scope: !10)
