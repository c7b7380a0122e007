; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i16 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !12 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %n, metadata !24, metadata !DIExpression()), !dbg !25
  %0 = load i32, i32* %argc.addr, align 4, !dbg !26
  %cmp = icmp sgt i32 %0, 1, !dbg !27
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !26

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8, !dbg !28
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !28
  %2 = load i8*, i8** %arrayidx, align 8, !dbg !28
  %call = call i32 @atoi(i8* noundef %2) #5, !dbg !29
  br label %cond.end, !dbg !26

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !26

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 10, %cond.false ], !dbg !26
  store i32 %cond, i32* %n, align 4, !dbg !25
  %3 = load i32, i32* %n, align 4, !dbg !30
  %cmp1 = icmp slt i32 %3, 1, !dbg !32
  br i1 %cmp1, label %if.then, label %lor.lhs.false, !dbg !33

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, i32* %n, align 4, !dbg !34
  %cmp2 = icmp sgt i32 %4, 10000, !dbg !35
  br i1 %cmp2, label %if.then, label %if.end, !dbg !36

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 10, i32* %n, align 4, !dbg !37
  br label %if.end, !dbg !38

if.end:                                           ; preds = %if.then, %lor.lhs.false
  %5 = load i32, i32* %n, align 4, !dbg !39
  %6 = zext i32 %5 to i64, !dbg !40
  %7 = call i8* @llvm.stacksave(), !dbg !40
  store i8* %7, i8** %saved_stack, align 8, !dbg !40
  %vla = alloca %struct.cell, i64 %6, align 16, !dbg !40
  store i64 %6, i64* %__vla_expr0, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !41, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.cell* %vla, metadata !44, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %i, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %i, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %if.end
  %8 = load i32, i32* %i, align 4, !dbg !58
  %9 = load i32, i32* %n, align 4, !dbg !60
  %cmp3 = icmp slt i32 %8, %9, !dbg !61
  br i1 %cmp3, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %10 = load i32, i32* %i, align 4, !dbg !63
  %11 = load i32, i32* %i, align 4, !dbg !65
  %mul = mul nsw i32 %10, %11, !dbg !66
  %12 = load i32, i32* %i, align 4, !dbg !67
  %idxprom = sext i32 %12 to i64, !dbg !68
  %arrayidx4 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %idxprom, !dbg !68
  %value = getelementptr inbounds %struct.cell, %struct.cell* %arrayidx4, i32 0, i32 0, !dbg !69
  store i32 %mul, i32* %value, align 8, !dbg !70
  %13 = load i32, i32* %i, align 4, !dbg !71
  %div = sdiv i32 %13, 8, !dbg !72
  %conv = trunc i32 %div to i16, !dbg !73
  %14 = load i32, i32* %i, align 4, !dbg !74
  %idxprom5 = sext i32 %14 to i64, !dbg !75
  %arrayidx6 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %idxprom5, !dbg !75
  %row = getelementptr inbounds %struct.cell, %struct.cell* %arrayidx6, i32 0, i32 1, !dbg !76
  store i16 %conv, i16* %row, align 4, !dbg !77
  %15 = load i32, i32* %i, align 4, !dbg !78
  %rem = srem i32 %15, 8, !dbg !79
  %conv7 = trunc i32 %rem to i16, !dbg !80
  %16 = load i32, i32* %i, align 4, !dbg !81
  %idxprom8 = sext i32 %16 to i64, !dbg !82
  %arrayidx9 = getelementptr inbounds %struct.cell, %struct.cell* %vla, i64 %idxprom8, !dbg !82
  %col = getelementptr inbounds %struct.cell, %struct.cell* %arrayidx9, i32 0, i32 2, !dbg !83
  store i16 %conv7, i16* %col, align 2, !dbg !84
  br label %for.inc, !dbg !85

for.inc:                                          ; preds = %for.body
  %17 = load i32, i32* %i, align 4, !dbg !86
  %inc = add nsw i32 %17, 1, !dbg !86
  store i32 %inc, i32* %i, align 4, !dbg !86
  br label %for.cond, !dbg !87, !llvm.loop !88

for.end:                                          ; preds = %for.cond
  %18 = load i32, i32* %n, align 4, !dbg !91
  %call10 = call i64 @total(%struct.cell* noundef %vla, i32 noundef %18), !dbg !92
  %call11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %call10), !dbg !93
  store i32 0, i32* %retval, align 4, !dbg !94
  %19 = load i8*, i8** %saved_stack, align 8, !dbg !95
  call void @llvm.stackrestore(i8* %19), !dbg !95
  %20 = load i32, i32* %retval, align 4, !dbg !95
  ret i32 %20, !dbg !95
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @total(%struct.cell* noundef %c, i32 noundef %n) #0 !dbg !96 {
entry:
  %c.addr = alloca %struct.cell*, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  store %struct.cell* %c, %struct.cell** %c.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.cell** %c.addr, metadata !101, metadata !DIExpression()), !dbg !102
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata i64* %t, metadata !105, metadata !DIExpression()), !dbg !106
  store i64 0, i64* %t, align 8, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %i, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %i, align 4, !dbg !109
  br label %for.cond, !dbg !110

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !111
  %1 = load i32, i32* %n.addr, align 4, !dbg !113
  %cmp = icmp slt i32 %0, %1, !dbg !114
  br i1 %cmp, label %for.body, label %for.end, !dbg !115

for.body:                                         ; preds = %for.cond
  %2 = load %struct.cell*, %struct.cell** %c.addr, align 8, !dbg !116
  %3 = load i32, i32* %i, align 4, !dbg !117
  %idxprom = sext i32 %3 to i64, !dbg !116
  %arrayidx = getelementptr inbounds %struct.cell, %struct.cell* %2, i64 %idxprom, !dbg !116
  %value = getelementptr inbounds %struct.cell, %struct.cell* %arrayidx, i32 0, i32 0, !dbg !118
  %4 = load i32, i32* %value, align 4, !dbg !118
  %5 = load %struct.cell*, %struct.cell** %c.addr, align 8, !dbg !119
  %6 = load i32, i32* %i, align 4, !dbg !120
  %idxprom1 = sext i32 %6 to i64, !dbg !119
  %arrayidx2 = getelementptr inbounds %struct.cell, %struct.cell* %5, i64 %idxprom1, !dbg !119
  %row = getelementptr inbounds %struct.cell, %struct.cell* %arrayidx2, i32 0, i32 1, !dbg !121
  %7 = load i16, i16* %row, align 4, !dbg !121
  %conv = sext i16 %7 to i32, !dbg !119
  %mul = mul nsw i32 %4, %conv, !dbg !122
  %conv3 = sext i32 %mul to i64, !dbg !116
  %8 = load i64, i64* %t, align 8, !dbg !123
  %add = add nsw i64 %8, %conv3, !dbg !123
  store i64 %add, i64* %t, align 8, !dbg !123
  br label %for.inc, !dbg !124

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !125
  %inc = add nsw i32 %9, 1, !dbg !125
  store i32 %inc, i32* %i, align 4, !dbg !125
  br label %for.cond, !dbg !126, !llvm.loop !127

for.end:                                          ; preds = %for.cond
  %10 = load i64, i64* %t, align 8, !dbg !129
  ret i64 %10, !dbg !130
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6b295abfe18efa8a47e61585df5965d")
!2 = !{!3}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 21, type: !15)
!21 = !DILocation(line: 21, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 21, type: !16)
!23 = !DILocation(line: 21, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 23, type: !15)
!25 = !DILocation(line: 23, column: 6, scope: !12)
!26 = !DILocation(line: 23, column: 10, scope: !12)
!27 = !DILocation(line: 23, column: 15, scope: !12)
!28 = !DILocation(line: 23, column: 26, scope: !12)
!29 = !DILocation(line: 23, column: 21, scope: !12)
!30 = !DILocation(line: 24, column: 6, scope: !31)
!31 = distinct !DILexicalBlock(scope: !12, file: !1, line: 24, column: 6)
!32 = !DILocation(line: 24, column: 8, scope: !31)
!33 = !DILocation(line: 24, column: 12, scope: !31)
!34 = !DILocation(line: 24, column: 15, scope: !31)
!35 = !DILocation(line: 24, column: 17, scope: !31)
!36 = !DILocation(line: 24, column: 6, scope: !12)
!37 = !DILocation(line: 25, column: 5, scope: !31)
!38 = !DILocation(line: 25, column: 3, scope: !31)
!39 = !DILocation(line: 26, column: 20, scope: !12)
!40 = !DILocation(line: 26, column: 2, scope: !12)
!41 = !DILocalVariable(name: "__vla_expr0", scope: !12, type: !42, flags: DIFlagArtificial)
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 0, scope: !12)
!44 = !DILocalVariable(name: "cells", scope: !12, file: !1, line: 26, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, elements: !51)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !1, line: 6, size: 64, elements: !47)
!47 = !{!48, !49, !50}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !46, file: !1, line: 7, baseType: !15, size: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !46, file: !1, line: 8, baseType: !3, size: 16, offset: 32)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !46, file: !1, line: 8, baseType: !3, size: 16, offset: 48)
!51 = !{!52}
!52 = !DISubrange(count: !41)
!53 = !DILocation(line: 26, column: 14, scope: !12)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 27, type: !15)
!55 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 2)
!56 = !DILocation(line: 27, column: 11, scope: !55)
!57 = !DILocation(line: 27, column: 7, scope: !55)
!58 = !DILocation(line: 27, column: 18, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 27, column: 2)
!60 = !DILocation(line: 27, column: 22, scope: !59)
!61 = !DILocation(line: 27, column: 20, scope: !59)
!62 = !DILocation(line: 27, column: 2, scope: !55)
!63 = !DILocation(line: 28, column: 20, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !1, line: 27, column: 30)
!65 = !DILocation(line: 28, column: 24, scope: !64)
!66 = !DILocation(line: 28, column: 22, scope: !64)
!67 = !DILocation(line: 28, column: 9, scope: !64)
!68 = !DILocation(line: 28, column: 3, scope: !64)
!69 = !DILocation(line: 28, column: 12, scope: !64)
!70 = !DILocation(line: 28, column: 18, scope: !64)
!71 = !DILocation(line: 29, column: 26, scope: !64)
!72 = !DILocation(line: 29, column: 28, scope: !64)
!73 = !DILocation(line: 29, column: 18, scope: !64)
!74 = !DILocation(line: 29, column: 9, scope: !64)
!75 = !DILocation(line: 29, column: 3, scope: !64)
!76 = !DILocation(line: 29, column: 12, scope: !64)
!77 = !DILocation(line: 29, column: 16, scope: !64)
!78 = !DILocation(line: 30, column: 26, scope: !64)
!79 = !DILocation(line: 30, column: 28, scope: !64)
!80 = !DILocation(line: 30, column: 18, scope: !64)
!81 = !DILocation(line: 30, column: 9, scope: !64)
!82 = !DILocation(line: 30, column: 3, scope: !64)
!83 = !DILocation(line: 30, column: 12, scope: !64)
!84 = !DILocation(line: 30, column: 16, scope: !64)
!85 = !DILocation(line: 31, column: 2, scope: !64)
!86 = !DILocation(line: 27, column: 26, scope: !59)
!87 = !DILocation(line: 27, column: 2, scope: !59)
!88 = distinct !{!88, !62, !89, !90}
!89 = !DILocation(line: 31, column: 2, scope: !55)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 32, column: 31, scope: !12)
!92 = !DILocation(line: 32, column: 18, scope: !12)
!93 = !DILocation(line: 32, column: 2, scope: !12)
!94 = !DILocation(line: 33, column: 2, scope: !12)
!95 = !DILocation(line: 34, column: 1, scope: !12)
!96 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 13, type: !97, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !100, !15}
!99 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!101 = !DILocalVariable(name: "c", arg: 1, scope: !96, file: !1, line: 13, type: !100)
!102 = !DILocation(line: 13, column: 58, scope: !96)
!103 = !DILocalVariable(name: "n", arg: 2, scope: !96, file: !1, line: 13, type: !15)
!104 = !DILocation(line: 13, column: 65, scope: !96)
!105 = !DILocalVariable(name: "t", scope: !96, file: !1, line: 15, type: !99)
!106 = !DILocation(line: 15, column: 7, scope: !96)
!107 = !DILocalVariable(name: "i", scope: !108, file: !1, line: 16, type: !15)
!108 = distinct !DILexicalBlock(scope: !96, file: !1, line: 16, column: 2)
!109 = !DILocation(line: 16, column: 11, scope: !108)
!110 = !DILocation(line: 16, column: 7, scope: !108)
!111 = !DILocation(line: 16, column: 18, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 16, column: 2)
!113 = !DILocation(line: 16, column: 22, scope: !112)
!114 = !DILocation(line: 16, column: 20, scope: !112)
!115 = !DILocation(line: 16, column: 2, scope: !108)
!116 = !DILocation(line: 17, column: 8, scope: !112)
!117 = !DILocation(line: 17, column: 10, scope: !112)
!118 = !DILocation(line: 17, column: 13, scope: !112)
!119 = !DILocation(line: 17, column: 21, scope: !112)
!120 = !DILocation(line: 17, column: 23, scope: !112)
!121 = !DILocation(line: 17, column: 26, scope: !112)
!122 = !DILocation(line: 17, column: 19, scope: !112)
!123 = !DILocation(line: 17, column: 5, scope: !112)
!124 = !DILocation(line: 17, column: 3, scope: !112)
!125 = !DILocation(line: 16, column: 26, scope: !112)
!126 = !DILocation(line: 16, column: 2, scope: !112)
!127 = distinct !{!127, !115, !128, !90}
!128 = !DILocation(line: 17, column: 26, scope: !108)
!129 = !DILocation(line: 18, column: 9, scope: !96)
!130 = !DILocation(line: 18, column: 2, scope: !96)
