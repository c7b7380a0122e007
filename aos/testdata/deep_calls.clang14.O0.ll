; ModuleID = 'deep_calls.c'
source_filename = "deep_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %items = alloca %struct.item*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = load i32, i32* %argc.addr, align 4, !dbg !24
  %add = add nsw i32 %0, 20, !dbg !25
  store i32 %add, i32* %n, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.item** %items, metadata !26, metadata !DIExpression()), !dbg !32
  %1 = load i32, i32* %n, align 4, !dbg !33
  %conv = sext i32 %1 to i64, !dbg !33
  %mul = mul i64 %conv, 8, !dbg !34
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !35
  %2 = bitcast i8* %call to %struct.item*, !dbg !35
  store %struct.item* %2, %struct.item** %items, align 8, !dbg !32
  %3 = load %struct.item*, %struct.item** %items, align 8, !dbg !36
  %tobool = icmp ne %struct.item* %3, null, !dbg !36
  br i1 %tobool, label %if.end, label %if.then, !dbg !38

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !39
  br label %return, !dbg !39

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %i, align 4, !dbg !42
  br label %for.cond, !dbg !43

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4, !dbg !44
  %5 = load i32, i32* %n, align 4, !dbg !46
  %cmp = icmp slt i32 %4, %5, !dbg !47
  br i1 %cmp, label %for.body, label %for.end, !dbg !48

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4, !dbg !49
  %7 = load %struct.item*, %struct.item** %items, align 8, !dbg !51
  %8 = load i32, i32* %i, align 4, !dbg !52
  %idxprom = sext i32 %8 to i64, !dbg !51
  %arrayidx = getelementptr inbounds %struct.item, %struct.item* %7, i64 %idxprom, !dbg !51
  %weight = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 0, !dbg !53
  store i32 %6, i32* %weight, align 4, !dbg !54
  %9 = load i32, i32* %n, align 4, !dbg !55
  %10 = load i32, i32* %i, align 4, !dbg !56
  %sub = sub nsw i32 %9, %10, !dbg !57
  %11 = load %struct.item*, %struct.item** %items, align 8, !dbg !58
  %12 = load i32, i32* %i, align 4, !dbg !59
  %idxprom2 = sext i32 %12 to i64, !dbg !58
  %arrayidx3 = getelementptr inbounds %struct.item, %struct.item* %11, i64 %idxprom2, !dbg !58
  %value = getelementptr inbounds %struct.item, %struct.item* %arrayidx3, i32 0, i32 1, !dbg !60
  store i32 %sub, i32* %value, align 4, !dbg !61
  br label %for.inc, !dbg !62

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4, !dbg !63
  %inc = add nsw i32 %13, 1, !dbg !63
  store i32 %inc, i32* %i, align 4, !dbg !63
  br label %for.cond, !dbg !64, !llvm.loop !65

for.end:                                          ; preds = %for.cond
  %14 = load %struct.item*, %struct.item** %items, align 8, !dbg !68
  %15 = load i32, i32* %n, align 4, !dbg !69
  %call4 = call i32 @level1(%struct.item* noundef %14, i32 noundef %15), !dbg !70
  %call5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %call4), !dbg !71
  %16 = load %struct.item*, %struct.item** %items, align 8, !dbg !72
  %17 = bitcast %struct.item* %16 to i8*, !dbg !72
  call void @free(i8* noundef %17) #4, !dbg !73
  store i32 0, i32* %retval, align 4, !dbg !74
  br label %return, !dbg !74

return:                                           ; preds = %for.end, %if.then
  %18 = load i32, i32* %retval, align 4, !dbg !75
  ret i32 %18, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level1(%struct.item* noundef %it, i32 noundef %n) #0 !dbg !76 {
entry:
  %it.addr = alloca %struct.item*, align 8
  %n.addr = alloca i32, align 4
  store %struct.item* %it, %struct.item** %it.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.item** %it.addr, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !81, metadata !DIExpression()), !dbg !82
  %0 = load %struct.item*, %struct.item** %it.addr, align 8, !dbg !83
  %1 = load i32, i32* %n.addr, align 4, !dbg !84
  %call = call i32 @level2(%struct.item* noundef %0, i32 noundef %1), !dbg !85
  %add = add nsw i32 %call, 1, !dbg !86
  ret i32 %add, !dbg !87
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level2(%struct.item* noundef %it, i32 noundef %n) #0 !dbg !88 {
entry:
  %it.addr = alloca %struct.item*, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.item* %it, %struct.item** %it.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.item** %it.addr, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %s, metadata !93, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %s, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %i, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %i, align 4, !dbg !97
  br label %for.cond, !dbg !98

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !99
  %1 = load i32, i32* %n.addr, align 4, !dbg !101
  %cmp = icmp slt i32 %0, %1, !dbg !102
  br i1 %cmp, label %for.body, label %for.end, !dbg !103

for.body:                                         ; preds = %for.cond
  %2 = load %struct.item*, %struct.item** %it.addr, align 8, !dbg !104
  %3 = load i32, i32* %i, align 4, !dbg !105
  %call = call i32 @level3(%struct.item* noundef %2, i32 noundef %3), !dbg !106
  %4 = load i32, i32* %s, align 4, !dbg !107
  %add = add nsw i32 %4, %call, !dbg !107
  store i32 %add, i32* %s, align 4, !dbg !107
  br label %for.inc, !dbg !108

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !109
  %inc = add nsw i32 %5, 1, !dbg !109
  store i32 %inc, i32* %i, align 4, !dbg !109
  br label %for.cond, !dbg !110, !llvm.loop !111

for.end:                                          ; preds = %for.cond
  %6 = load i32, i32* %s, align 4, !dbg !113
  ret i32 %6, !dbg !114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level3(%struct.item* noundef %it, i32 noundef %i) #0 !dbg !115 {
entry:
  %it.addr = alloca %struct.item*, align 8
  %i.addr = alloca i32, align 4
  store %struct.item* %it, %struct.item** %it.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.item** %it.addr, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 %i, i32* %i.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %i.addr, metadata !118, metadata !DIExpression()), !dbg !119
  %0 = load %struct.item*, %struct.item** %it.addr, align 8, !dbg !120
  %1 = load i32, i32* %i.addr, align 4, !dbg !121
  %idxprom = sext i32 %1 to i64, !dbg !120
  %arrayidx = getelementptr inbounds %struct.item, %struct.item* %0, i64 %idxprom, !dbg !120
  %weight = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 0, !dbg !122
  %2 = load i32, i32* %weight, align 4, !dbg !122
  %3 = load %struct.item*, %struct.item** %it.addr, align 8, !dbg !123
  %4 = load i32, i32* %i.addr, align 4, !dbg !124
  %idxprom1 = sext i32 %4 to i64, !dbg !123
  %arrayidx2 = getelementptr inbounds %struct.item, %struct.item* %3, i64 %idxprom1, !dbg !123
  %value = getelementptr inbounds %struct.item, %struct.item* %arrayidx2, i32 0, i32 1, !dbg !125
  %5 = load i32, i32* %value, align 4, !dbg !125
  %mul = mul nsw i32 %2, %5, !dbg !126
  ret i32 %mul, !dbg !127
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "deep_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6554791c3007edaf09ff4041ecfee97")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !11, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 31, type: !13)
!19 = !DILocation(line: 31, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 31, type: !14)
!21 = !DILocation(line: 31, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 33, type: !13)
!23 = !DILocation(line: 33, column: 6, scope: !10)
!24 = !DILocation(line: 33, column: 10, scope: !10)
!25 = !DILocation(line: 33, column: 15, scope: !10)
!26 = !DILocalVariable(name: "items", scope: !10, file: !1, line: 34, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !1, line: 6, size: 64, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !28, file: !1, line: 7, baseType: !13, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !28, file: !1, line: 8, baseType: !13, size: 32, offset: 32)
!32 = !DILocation(line: 34, column: 15, scope: !10)
!33 = !DILocation(line: 34, column: 30, scope: !10)
!34 = !DILocation(line: 34, column: 32, scope: !10)
!35 = !DILocation(line: 34, column: 23, scope: !10)
!36 = !DILocation(line: 35, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 6)
!38 = !DILocation(line: 35, column: 6, scope: !10)
!39 = !DILocation(line: 36, column: 3, scope: !37)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 37, type: !13)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 37, column: 2)
!42 = !DILocation(line: 37, column: 11, scope: !41)
!43 = !DILocation(line: 37, column: 7, scope: !41)
!44 = !DILocation(line: 37, column: 18, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 37, column: 2)
!46 = !DILocation(line: 37, column: 22, scope: !45)
!47 = !DILocation(line: 37, column: 20, scope: !45)
!48 = !DILocation(line: 37, column: 2, scope: !41)
!49 = !DILocation(line: 38, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 37, column: 30)
!51 = !DILocation(line: 38, column: 3, scope: !50)
!52 = !DILocation(line: 38, column: 9, scope: !50)
!53 = !DILocation(line: 38, column: 12, scope: !50)
!54 = !DILocation(line: 38, column: 19, scope: !50)
!55 = !DILocation(line: 39, column: 20, scope: !50)
!56 = !DILocation(line: 39, column: 24, scope: !50)
!57 = !DILocation(line: 39, column: 22, scope: !50)
!58 = !DILocation(line: 39, column: 3, scope: !50)
!59 = !DILocation(line: 39, column: 9, scope: !50)
!60 = !DILocation(line: 39, column: 12, scope: !50)
!61 = !DILocation(line: 39, column: 18, scope: !50)
!62 = !DILocation(line: 40, column: 2, scope: !50)
!63 = !DILocation(line: 37, column: 26, scope: !45)
!64 = !DILocation(line: 37, column: 2, scope: !45)
!65 = distinct !{!65, !48, !66, !67}
!66 = !DILocation(line: 40, column: 2, scope: !41)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 41, column: 24, scope: !10)
!69 = !DILocation(line: 41, column: 31, scope: !10)
!70 = !DILocation(line: 41, column: 17, scope: !10)
!71 = !DILocation(line: 41, column: 2, scope: !10)
!72 = !DILocation(line: 42, column: 7, scope: !10)
!73 = !DILocation(line: 42, column: 2, scope: !10)
!74 = !DILocation(line: 43, column: 2, scope: !10)
!75 = !DILocation(line: 44, column: 1, scope: !10)
!76 = distinct !DISubprogram(name: "level1", scope: !1, file: !1, line: 26, type: !77, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!77 = !DISubroutineType(types: !78)
!78 = !{!13, !27, !13}
!79 = !DILocalVariable(name: "it", arg: 1, scope: !76, file: !1, line: 26, type: !27)
!80 = !DILocation(line: 26, column: 58, scope: !76)
!81 = !DILocalVariable(name: "n", arg: 2, scope: !76, file: !1, line: 26, type: !13)
!82 = !DILocation(line: 26, column: 66, scope: !76)
!83 = !DILocation(line: 28, column: 16, scope: !76)
!84 = !DILocation(line: 28, column: 20, scope: !76)
!85 = !DILocation(line: 28, column: 9, scope: !76)
!86 = !DILocation(line: 28, column: 23, scope: !76)
!87 = !DILocation(line: 28, column: 2, scope: !76)
!88 = distinct !DISubprogram(name: "level2", scope: !1, file: !1, line: 18, type: !77, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!89 = !DILocalVariable(name: "it", arg: 1, scope: !88, file: !1, line: 18, type: !27)
!90 = !DILocation(line: 18, column: 58, scope: !88)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !88, file: !1, line: 18, type: !13)
!92 = !DILocation(line: 18, column: 66, scope: !88)
!93 = !DILocalVariable(name: "s", scope: !88, file: !1, line: 20, type: !13)
!94 = !DILocation(line: 20, column: 6, scope: !88)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 21, type: !13)
!96 = distinct !DILexicalBlock(scope: !88, file: !1, line: 21, column: 2)
!97 = !DILocation(line: 21, column: 11, scope: !96)
!98 = !DILocation(line: 21, column: 7, scope: !96)
!99 = !DILocation(line: 21, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 21, column: 2)
!101 = !DILocation(line: 21, column: 22, scope: !100)
!102 = !DILocation(line: 21, column: 20, scope: !100)
!103 = !DILocation(line: 21, column: 2, scope: !96)
!104 = !DILocation(line: 22, column: 15, scope: !100)
!105 = !DILocation(line: 22, column: 19, scope: !100)
!106 = !DILocation(line: 22, column: 8, scope: !100)
!107 = !DILocation(line: 22, column: 5, scope: !100)
!108 = !DILocation(line: 22, column: 3, scope: !100)
!109 = !DILocation(line: 21, column: 26, scope: !100)
!110 = !DILocation(line: 21, column: 2, scope: !100)
!111 = distinct !{!111, !103, !112, !67}
!112 = !DILocation(line: 22, column: 20, scope: !96)
!113 = !DILocation(line: 23, column: 9, scope: !88)
!114 = !DILocation(line: 23, column: 2, scope: !88)
!115 = distinct !DISubprogram(name: "level3", scope: !1, file: !1, line: 13, type: !77, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!116 = !DILocalVariable(name: "it", arg: 1, scope: !115, file: !1, line: 13, type: !27)
!117 = !DILocation(line: 13, column: 58, scope: !115)
!118 = !DILocalVariable(name: "i", arg: 2, scope: !115, file: !1, line: 13, type: !13)
!119 = !DILocation(line: 13, column: 66, scope: !115)
!120 = !DILocation(line: 15, column: 9, scope: !115)
!121 = !DILocation(line: 15, column: 12, scope: !115)
!122 = !DILocation(line: 15, column: 15, scope: !115)
!123 = !DILocation(line: 15, column: 24, scope: !115)
!124 = !DILocation(line: 15, column: 27, scope: !115)
!125 = !DILocation(line: 15, column: 30, scope: !115)
!126 = !DILocation(line: 15, column: 22, scope: !115)
!127 = !DILocation(line: 15, column: 2, scope: !115)
