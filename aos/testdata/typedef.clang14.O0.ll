; ModuleID = 'typedef.c'
source_filename = "typedef.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i64, %struct.Pair }
%struct.Pair = type { i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %recs = alloca %struct.rec*, align 8
  %local = alloca [40 x %struct.Pair], align 16
  %m = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca i64, align 8
  %i13 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = load i32, i32* %argc.addr, align 4, !dbg !24
  %mul = mul nsw i32 %0, 3, !dbg !25
  %add = add nsw i32 %mul, 1, !dbg !26
  store i32 %add, i32* %n, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.rec** %recs, metadata !27, metadata !DIExpression()), !dbg !40
  %1 = load i32, i32* %n, align 4, !dbg !41
  %conv = sext i32 %1 to i64, !dbg !41
  %mul1 = mul i64 16, %conv, !dbg !42
  %call = call noalias i8* @malloc(i64 noundef %mul1) #4, !dbg !43
  %2 = bitcast i8* %call to %struct.rec*, !dbg !43
  store %struct.rec* %2, %struct.rec** %recs, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata [40 x %struct.Pair]* %local, metadata !44, metadata !DIExpression()), !dbg !48
  %3 = load %struct.rec*, %struct.rec** %recs, align 8, !dbg !49
  %tobool = icmp ne %struct.rec* %3, null, !dbg !49
  br i1 %tobool, label %if.end, label %if.then, !dbg !51

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !52
  br label %return, !dbg !52

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %m, metadata !53, metadata !DIExpression()), !dbg !54
  %4 = load i32, i32* %n, align 4, !dbg !55
  %cmp = icmp slt i32 %4, 40, !dbg !56
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !55

cond.true:                                        ; preds = %if.end
  %5 = load i32, i32* %n, align 4, !dbg !57
  br label %cond.end, !dbg !55

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !55

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %5, %cond.true ], [ 40, %cond.false ], !dbg !55
  store i32 %cond, i32* %m, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %i, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %i, align 4, !dbg !60
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc, %cond.end
  %6 = load i32, i32* %i, align 4, !dbg !62
  %7 = load i32, i32* %m, align 4, !dbg !64
  %cmp3 = icmp slt i32 %6, %7, !dbg !65
  br i1 %cmp3, label %for.body, label %for.end, !dbg !66

for.body:                                         ; preds = %for.cond
  %8 = load i32, i32* %i, align 4, !dbg !67
  %conv5 = sext i32 %8 to i64, !dbg !67
  %9 = load %struct.rec*, %struct.rec** %recs, align 8, !dbg !69
  %10 = load i32, i32* %i, align 4, !dbg !70
  %idxprom = sext i32 %10 to i64, !dbg !69
  %arrayidx = getelementptr inbounds %struct.rec, %struct.rec* %9, i64 %idxprom, !dbg !69
  %stamp = getelementptr inbounds %struct.rec, %struct.rec* %arrayidx, i32 0, i32 0, !dbg !71
  store i64 %conv5, i64* %stamp, align 8, !dbg !72
  %11 = load i32, i32* %i, align 4, !dbg !73
  %12 = load %struct.rec*, %struct.rec** %recs, align 8, !dbg !74
  %13 = load i32, i32* %i, align 4, !dbg !75
  %idxprom6 = sext i32 %13 to i64, !dbg !74
  %arrayidx7 = getelementptr inbounds %struct.rec, %struct.rec* %12, i64 %idxprom6, !dbg !74
  %p = getelementptr inbounds %struct.rec, %struct.rec* %arrayidx7, i32 0, i32 1, !dbg !76
  %key = getelementptr inbounds %struct.Pair, %struct.Pair* %p, i32 0, i32 0, !dbg !77
  store i32 %11, i32* %key, align 8, !dbg !78
  %14 = load i32, i32* %i, align 4, !dbg !79
  %15 = load i32, i32* %i, align 4, !dbg !80
  %idxprom8 = sext i32 %15 to i64, !dbg !81
  %arrayidx9 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %idxprom8, !dbg !81
  %key10 = getelementptr inbounds %struct.Pair, %struct.Pair* %arrayidx9, i32 0, i32 0, !dbg !82
  store i32 %14, i32* %key10, align 8, !dbg !83
  %16 = load i32, i32* %i, align 4, !dbg !84
  %sub = sub nsw i32 0, %16, !dbg !85
  %17 = load i32, i32* %i, align 4, !dbg !86
  %idxprom11 = sext i32 %17 to i64, !dbg !87
  %arrayidx12 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %idxprom11, !dbg !87
  %val = getelementptr inbounds %struct.Pair, %struct.Pair* %arrayidx12, i32 0, i32 1, !dbg !88
  store i32 %sub, i32* %val, align 4, !dbg !89
  br label %for.inc, !dbg !90

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4, !dbg !91
  %inc = add nsw i32 %18, 1, !dbg !91
  store i32 %inc, i32* %i, align 4, !dbg !91
  br label %for.cond, !dbg !92, !llvm.loop !93

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i64* %s, metadata !96, metadata !DIExpression()), !dbg !97
  store i64 0, i64* %s, align 8, !dbg !97
  call void @llvm.dbg.declare(metadata i32* %i13, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %i13, align 4, !dbg !100
  br label %for.cond14, !dbg !101

for.cond14:                                       ; preds = %for.inc28, %for.end
  %19 = load i32, i32* %i13, align 4, !dbg !102
  %20 = load i32, i32* %m, align 4, !dbg !104
  %cmp15 = icmp slt i32 %19, %20, !dbg !105
  br i1 %cmp15, label %for.body17, label %for.end30, !dbg !106

for.body17:                                       ; preds = %for.cond14
  %21 = load %struct.rec*, %struct.rec** %recs, align 8, !dbg !107
  %22 = load i32, i32* %i13, align 4, !dbg !108
  %idxprom18 = sext i32 %22 to i64, !dbg !107
  %arrayidx19 = getelementptr inbounds %struct.rec, %struct.rec* %21, i64 %idxprom18, !dbg !107
  %p20 = getelementptr inbounds %struct.rec, %struct.rec* %arrayidx19, i32 0, i32 1, !dbg !109
  %key21 = getelementptr inbounds %struct.Pair, %struct.Pair* %p20, i32 0, i32 0, !dbg !110
  %23 = load i32, i32* %key21, align 8, !dbg !110
  %24 = load i32, i32* %i13, align 4, !dbg !111
  %idxprom22 = sext i32 %24 to i64, !dbg !112
  %arrayidx23 = getelementptr inbounds [40 x %struct.Pair], [40 x %struct.Pair]* %local, i64 0, i64 %idxprom22, !dbg !112
  %val24 = getelementptr inbounds %struct.Pair, %struct.Pair* %arrayidx23, i32 0, i32 1, !dbg !113
  %25 = load i32, i32* %val24, align 4, !dbg !113
  %add25 = add nsw i32 %23, %25, !dbg !114
  %conv26 = sext i32 %add25 to i64, !dbg !107
  %26 = load i64, i64* %s, align 8, !dbg !115
  %add27 = add nsw i64 %26, %conv26, !dbg !115
  store i64 %add27, i64* %s, align 8, !dbg !115
  br label %for.inc28, !dbg !116

for.inc28:                                        ; preds = %for.body17
  %27 = load i32, i32* %i13, align 4, !dbg !117
  %inc29 = add nsw i32 %27, 1, !dbg !117
  store i32 %inc29, i32* %i13, align 4, !dbg !117
  br label %for.cond14, !dbg !118, !llvm.loop !119

for.end30:                                        ; preds = %for.cond14
  %28 = load i64, i64* %s, align 8, !dbg !121
  %call31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %28), !dbg !122
  %29 = load %struct.rec*, %struct.rec** %recs, align 8, !dbg !123
  %30 = bitcast %struct.rec* %29 to i8*, !dbg !123
  call void @free(i8* noundef %30) #4, !dbg !124
  store i32 0, i32* %retval, align 4, !dbg !125
  br label %return, !dbg !125

return:                                           ; preds = %for.end30, %if.then
  %31 = load i32, i32* %retval, align 4, !dbg !126
  ret i32 %31, !dbg !126
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "typedef.c", directory: ".", checksumkind: CSK_MD5, checksum: "668addc77dbb5b22b428645aab8747b7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 18, type: !13)
!19 = !DILocation(line: 18, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 18, type: !14)
!21 = !DILocation(line: 18, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 20, type: !13)
!23 = !DILocation(line: 20, column: 6, scope: !10)
!24 = !DILocation(line: 20, column: 10, scope: !10)
!25 = !DILocation(line: 20, column: 15, scope: !10)
!26 = !DILocation(line: 20, column: 19, scope: !10)
!27 = !DILocalVariable(name: "recs", scope: !10, file: !1, line: 21, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !1, line: 13, baseType: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !1, line: 10, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !30, file: !1, line: 11, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !30, file: !1, line: 12, baseType: !35, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !1, line: 8, baseType: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 64, elements: !37)
!37 = !{!38, !39}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !36, file: !1, line: 6, baseType: !13, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !36, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!40 = !DILocation(line: 21, column: 7, scope: !10)
!41 = !DILocation(line: 21, column: 35, scope: !10)
!42 = !DILocation(line: 21, column: 33, scope: !10)
!43 = !DILocation(line: 21, column: 14, scope: !10)
!44 = !DILocalVariable(name: "local", scope: !10, file: !1, line: 22, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 2560, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 40)
!48 = !DILocation(line: 22, column: 7, scope: !10)
!49 = !DILocation(line: 23, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 6)
!51 = !DILocation(line: 23, column: 6, scope: !10)
!52 = !DILocation(line: 24, column: 3, scope: !50)
!53 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 25, type: !13)
!54 = !DILocation(line: 25, column: 6, scope: !10)
!55 = !DILocation(line: 25, column: 10, scope: !10)
!56 = !DILocation(line: 25, column: 12, scope: !10)
!57 = !DILocation(line: 25, column: 19, scope: !10)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 26, type: !13)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 2)
!60 = !DILocation(line: 26, column: 11, scope: !59)
!61 = !DILocation(line: 26, column: 7, scope: !59)
!62 = !DILocation(line: 26, column: 18, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 26, column: 2)
!64 = !DILocation(line: 26, column: 22, scope: !63)
!65 = !DILocation(line: 26, column: 20, scope: !63)
!66 = !DILocation(line: 26, column: 2, scope: !59)
!67 = !DILocation(line: 27, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 26, column: 30)
!69 = !DILocation(line: 27, column: 3, scope: !68)
!70 = !DILocation(line: 27, column: 8, scope: !68)
!71 = !DILocation(line: 27, column: 11, scope: !68)
!72 = !DILocation(line: 27, column: 17, scope: !68)
!73 = !DILocation(line: 28, column: 19, scope: !68)
!74 = !DILocation(line: 28, column: 3, scope: !68)
!75 = !DILocation(line: 28, column: 8, scope: !68)
!76 = !DILocation(line: 28, column: 11, scope: !68)
!77 = !DILocation(line: 28, column: 13, scope: !68)
!78 = !DILocation(line: 28, column: 17, scope: !68)
!79 = !DILocation(line: 29, column: 18, scope: !68)
!80 = !DILocation(line: 29, column: 9, scope: !68)
!81 = !DILocation(line: 29, column: 3, scope: !68)
!82 = !DILocation(line: 29, column: 12, scope: !68)
!83 = !DILocation(line: 29, column: 16, scope: !68)
!84 = !DILocation(line: 30, column: 19, scope: !68)
!85 = !DILocation(line: 30, column: 18, scope: !68)
!86 = !DILocation(line: 30, column: 9, scope: !68)
!87 = !DILocation(line: 30, column: 3, scope: !68)
!88 = !DILocation(line: 30, column: 12, scope: !68)
!89 = !DILocation(line: 30, column: 16, scope: !68)
!90 = !DILocation(line: 31, column: 2, scope: !68)
!91 = !DILocation(line: 26, column: 26, scope: !63)
!92 = !DILocation(line: 26, column: 2, scope: !63)
!93 = distinct !{!93, !66, !94, !95}
!94 = !DILocation(line: 31, column: 2, scope: !59)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 32, type: !33)
!97 = !DILocation(line: 32, column: 7, scope: !10)
!98 = !DILocalVariable(name: "i", scope: !99, file: !1, line: 33, type: !13)
!99 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 2)
!100 = !DILocation(line: 33, column: 11, scope: !99)
!101 = !DILocation(line: 33, column: 7, scope: !99)
!102 = !DILocation(line: 33, column: 18, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 33, column: 2)
!104 = !DILocation(line: 33, column: 22, scope: !103)
!105 = !DILocation(line: 33, column: 20, scope: !103)
!106 = !DILocation(line: 33, column: 2, scope: !99)
!107 = !DILocation(line: 34, column: 8, scope: !103)
!108 = !DILocation(line: 34, column: 13, scope: !103)
!109 = !DILocation(line: 34, column: 16, scope: !103)
!110 = !DILocation(line: 34, column: 18, scope: !103)
!111 = !DILocation(line: 34, column: 30, scope: !103)
!112 = !DILocation(line: 34, column: 24, scope: !103)
!113 = !DILocation(line: 34, column: 33, scope: !103)
!114 = !DILocation(line: 34, column: 22, scope: !103)
!115 = !DILocation(line: 34, column: 5, scope: !103)
!116 = !DILocation(line: 34, column: 3, scope: !103)
!117 = !DILocation(line: 33, column: 26, scope: !103)
!118 = !DILocation(line: 33, column: 2, scope: !103)
!119 = distinct !{!119, !106, !120, !95}
!120 = !DILocation(line: 34, column: 33, scope: !99)
!121 = !DILocation(line: 35, column: 18, scope: !10)
!122 = !DILocation(line: 35, column: 2, scope: !10)
!123 = !DILocation(line: 36, column: 7, scope: !10)
!124 = !DILocation(line: 36, column: 2, scope: !10)
!125 = !DILocation(line: 37, column: 2, scope: !10)
!126 = !DILocation(line: 38, column: 1, scope: !10)
