; ModuleID = 'multi_site.c'
source_filename = "multi_site.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.small = type { i32 }
%struct.big = type { i64, i64, i64 }

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s1 = alloca %struct.small*, align 8
  %s2 = alloca %struct.small*, align 8
  %n = alloca i32, align 4
  %b = alloca %struct.big*, align 8
  %s = alloca %struct.small*, align 8
  %i = alloca i32, align 4
  %i9 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.small** %s1, metadata !22, metadata !DIExpression()), !dbg !27
  %call = call noalias i8* @malloc(i64 noundef 40) #4, !dbg !28
  %0 = bitcast i8* %call to %struct.small*, !dbg !28
  store %struct.small* %0, %struct.small** %s1, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata %struct.small** %s2, metadata !29, metadata !DIExpression()), !dbg !30
  %call1 = call noalias i8* @malloc(i64 noundef 80) #4, !dbg !31
  %1 = bitcast i8* %call1 to %struct.small*, !dbg !31
  store %struct.small* %1, %struct.small** %s2, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %n, metadata !32, metadata !DIExpression()), !dbg !33
  %2 = load i32, i32* %argc.addr, align 4, !dbg !34
  %add = add nsw i32 %2, 1, !dbg !35
  store i32 %add, i32* %n, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.big** %b, metadata !36, metadata !DIExpression()), !dbg !44
  %3 = load i32, i32* %n, align 4, !dbg !45
  %conv = sext i32 %3 to i64, !dbg !45
  %mul = mul i64 %conv, 24, !dbg !46
  %call2 = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !47
  %4 = bitcast i8* %call2 to %struct.big*, !dbg !47
  store %struct.big* %4, %struct.big** %b, align 8, !dbg !44
  %5 = load %struct.small*, %struct.small** %s1, align 8, !dbg !48
  %tobool = icmp ne %struct.small* %5, null, !dbg !48
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !50

lor.lhs.false:                                    ; preds = %entry
  %6 = load %struct.small*, %struct.small** %s2, align 8, !dbg !51
  %tobool3 = icmp ne %struct.small* %6, null, !dbg !51
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !52

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %7 = load %struct.big*, %struct.big** %b, align 8, !dbg !53
  %tobool5 = icmp ne %struct.big* %7, null, !dbg !53
  br i1 %tobool5, label %if.end, label %if.then, !dbg !54

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4, !dbg !55
  br label %return, !dbg !55

if.end:                                           ; preds = %lor.lhs.false4
  call void @llvm.dbg.declare(metadata %struct.small** %s, metadata !56, metadata !DIExpression()), !dbg !57
  %8 = load i32, i32* %argc.addr, align 4, !dbg !58
  %cmp = icmp sgt i32 %8, 2, !dbg !59
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !58

cond.true:                                        ; preds = %if.end
  %9 = load %struct.small*, %struct.small** %s1, align 8, !dbg !60
  br label %cond.end, !dbg !58

cond.false:                                       ; preds = %if.end
  %10 = load %struct.small*, %struct.small** %s2, align 8, !dbg !61
  br label %cond.end, !dbg !58

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.small* [ %9, %cond.true ], [ %10, %cond.false ], !dbg !58
  store %struct.small* %cond, %struct.small** %s, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %i, metadata !62, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %i, align 4, !dbg !64
  br label %for.cond, !dbg !65

for.cond:                                         ; preds = %for.inc, %cond.end
  %11 = load i32, i32* %i, align 4, !dbg !66
  %cmp7 = icmp slt i32 %11, 10, !dbg !68
  br i1 %cmp7, label %for.body, label %for.end, !dbg !69

for.body:                                         ; preds = %for.cond
  %12 = load i32, i32* %i, align 4, !dbg !70
  %13 = load %struct.small*, %struct.small** %s, align 8, !dbg !71
  %14 = load i32, i32* %i, align 4, !dbg !72
  %idxprom = sext i32 %14 to i64, !dbg !71
  %arrayidx = getelementptr inbounds %struct.small, %struct.small* %13, i64 %idxprom, !dbg !71
  %a = getelementptr inbounds %struct.small, %struct.small* %arrayidx, i32 0, i32 0, !dbg !73
  store i32 %12, i32* %a, align 4, !dbg !74
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %i, align 4, !dbg !75
  %inc = add nsw i32 %15, 1, !dbg !75
  store i32 %inc, i32* %i, align 4, !dbg !75
  br label %for.cond, !dbg !76, !llvm.loop !77

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i9, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %i9, align 4, !dbg !82
  br label %for.cond10, !dbg !83

for.cond10:                                       ; preds = %for.inc17, %for.end
  %16 = load i32, i32* %i9, align 4, !dbg !84
  %17 = load i32, i32* %n, align 4, !dbg !86
  %cmp11 = icmp slt i32 %16, %17, !dbg !87
  br i1 %cmp11, label %for.body13, label %for.end19, !dbg !88

for.body13:                                       ; preds = %for.cond10
  %18 = load i32, i32* %i9, align 4, !dbg !89
  %conv14 = sext i32 %18 to i64, !dbg !89
  %19 = load %struct.big*, %struct.big** %b, align 8, !dbg !90
  %20 = load i32, i32* %i9, align 4, !dbg !91
  %idxprom15 = sext i32 %20 to i64, !dbg !90
  %arrayidx16 = getelementptr inbounds %struct.big, %struct.big* %19, i64 %idxprom15, !dbg !90
  %c = getelementptr inbounds %struct.big, %struct.big* %arrayidx16, i32 0, i32 2, !dbg !92
  store i64 %conv14, i64* %c, align 8, !dbg !93
  br label %for.inc17, !dbg !90

for.inc17:                                        ; preds = %for.body13
  %21 = load i32, i32* %i9, align 4, !dbg !94
  %inc18 = add nsw i32 %21, 1, !dbg !94
  store i32 %inc18, i32* %i9, align 4, !dbg !94
  br label %for.cond10, !dbg !95, !llvm.loop !96

for.end19:                                        ; preds = %for.cond10
  %22 = load %struct.small*, %struct.small** %s, align 8, !dbg !98
  %23 = load i32, i32* %argc.addr, align 4, !dbg !99
  %rem = srem i32 %23, 10, !dbg !100
  %idxprom20 = sext i32 %rem to i64, !dbg !98
  %arrayidx21 = getelementptr inbounds %struct.small, %struct.small* %22, i64 %idxprom20, !dbg !98
  %a22 = getelementptr inbounds %struct.small, %struct.small* %arrayidx21, i32 0, i32 0, !dbg !101
  %24 = load i32, i32* %a22, align 4, !dbg !101
  %25 = load %struct.big*, %struct.big** %b, align 8, !dbg !102
  %26 = load i32, i32* %n, align 4, !dbg !103
  %sub = sub nsw i32 %26, 1, !dbg !104
  %idxprom23 = sext i32 %sub to i64, !dbg !102
  %arrayidx24 = getelementptr inbounds %struct.big, %struct.big* %25, i64 %idxprom23, !dbg !102
  %c25 = getelementptr inbounds %struct.big, %struct.big* %arrayidx24, i32 0, i32 2, !dbg !105
  %27 = load i64, i64* %c25, align 8, !dbg !105
  %call26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %24, i64 noundef %27), !dbg !106
  %28 = load %struct.small*, %struct.small** %s1, align 8, !dbg !107
  %29 = bitcast %struct.small* %28 to i8*, !dbg !107
  call void @free(i8* noundef %29) #4, !dbg !108
  %30 = load %struct.small*, %struct.small** %s2, align 8, !dbg !109
  %31 = bitcast %struct.small* %30 to i8*, !dbg !109
  call void @free(i8* noundef %31) #4, !dbg !110
  %32 = load %struct.big*, %struct.big** %b, align 8, !dbg !111
  %33 = bitcast %struct.big* %32 to i8*, !dbg !111
  call void @free(i8* noundef %33) #4, !dbg !112
  store i32 0, i32* %retval, align 4, !dbg !113
  br label %return, !dbg !113

return:                                           ; preds = %for.end19, %if.then
  %34 = load i32, i32* %retval, align 4, !dbg !114
  ret i32 %34, !dbg !114
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
!1 = !DIFile(filename: "multi_site.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f6d2613d13afacb95cd700037178e6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 19, type: !13)
!19 = !DILocation(line: 19, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 19, type: !14)
!21 = !DILocation(line: 19, column: 27, scope: !10)
!22 = !DILocalVariable(name: "s1", scope: !10, file: !1, line: 21, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !1, line: 7, size: 32, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !1, line: 8, baseType: !13, size: 32)
!27 = !DILocation(line: 21, column: 16, scope: !10)
!28 = !DILocation(line: 21, column: 21, scope: !10)
!29 = !DILocalVariable(name: "s2", scope: !10, file: !1, line: 22, type: !23)
!30 = !DILocation(line: 22, column: 16, scope: !10)
!31 = !DILocation(line: 22, column: 21, scope: !10)
!32 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 23, type: !13)
!33 = !DILocation(line: 23, column: 6, scope: !10)
!34 = !DILocation(line: 23, column: 10, scope: !10)
!35 = !DILocation(line: 23, column: 15, scope: !10)
!36 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 24, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !1, line: 11, size: 192, elements: !39)
!39 = !{!40, !42, !43}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !38, file: !1, line: 12, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !38, file: !1, line: 12, baseType: !41, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !38, file: !1, line: 12, baseType: !41, size: 64, offset: 128)
!44 = !DILocation(line: 24, column: 14, scope: !10)
!45 = !DILocation(line: 24, column: 25, scope: !10)
!46 = !DILocation(line: 24, column: 27, scope: !10)
!47 = !DILocation(line: 24, column: 18, scope: !10)
!48 = !DILocation(line: 25, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 6)
!50 = !DILocation(line: 25, column: 10, scope: !49)
!51 = !DILocation(line: 25, column: 14, scope: !49)
!52 = !DILocation(line: 25, column: 17, scope: !49)
!53 = !DILocation(line: 25, column: 21, scope: !49)
!54 = !DILocation(line: 25, column: 6, scope: !10)
!55 = !DILocation(line: 26, column: 3, scope: !49)
!56 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 27, type: !23)
!57 = !DILocation(line: 27, column: 16, scope: !10)
!58 = !DILocation(line: 27, column: 20, scope: !10)
!59 = !DILocation(line: 27, column: 25, scope: !10)
!60 = !DILocation(line: 27, column: 31, scope: !10)
!61 = !DILocation(line: 27, column: 36, scope: !10)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 28, type: !13)
!63 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 2)
!64 = !DILocation(line: 28, column: 11, scope: !63)
!65 = !DILocation(line: 28, column: 7, scope: !63)
!66 = !DILocation(line: 28, column: 18, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 28, column: 2)
!68 = !DILocation(line: 28, column: 20, scope: !67)
!69 = !DILocation(line: 28, column: 2, scope: !63)
!70 = !DILocation(line: 29, column: 12, scope: !67)
!71 = !DILocation(line: 29, column: 3, scope: !67)
!72 = !DILocation(line: 29, column: 5, scope: !67)
!73 = !DILocation(line: 29, column: 8, scope: !67)
!74 = !DILocation(line: 29, column: 10, scope: !67)
!75 = !DILocation(line: 28, column: 27, scope: !67)
!76 = !DILocation(line: 28, column: 2, scope: !67)
!77 = distinct !{!77, !69, !78, !79}
!78 = !DILocation(line: 29, column: 12, scope: !63)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 30, type: !13)
!81 = distinct !DILexicalBlock(scope: !10, file: !1, line: 30, column: 2)
!82 = !DILocation(line: 30, column: 11, scope: !81)
!83 = !DILocation(line: 30, column: 7, scope: !81)
!84 = !DILocation(line: 30, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 30, column: 2)
!86 = !DILocation(line: 30, column: 22, scope: !85)
!87 = !DILocation(line: 30, column: 20, scope: !85)
!88 = !DILocation(line: 30, column: 2, scope: !81)
!89 = !DILocation(line: 31, column: 12, scope: !85)
!90 = !DILocation(line: 31, column: 3, scope: !85)
!91 = !DILocation(line: 31, column: 5, scope: !85)
!92 = !DILocation(line: 31, column: 8, scope: !85)
!93 = !DILocation(line: 31, column: 10, scope: !85)
!94 = !DILocation(line: 30, column: 26, scope: !85)
!95 = !DILocation(line: 30, column: 2, scope: !85)
!96 = distinct !{!96, !88, !97, !79}
!97 = !DILocation(line: 31, column: 12, scope: !81)
!98 = !DILocation(line: 32, column: 21, scope: !10)
!99 = !DILocation(line: 32, column: 23, scope: !10)
!100 = !DILocation(line: 32, column: 28, scope: !10)
!101 = !DILocation(line: 32, column: 34, scope: !10)
!102 = !DILocation(line: 32, column: 37, scope: !10)
!103 = !DILocation(line: 32, column: 39, scope: !10)
!104 = !DILocation(line: 32, column: 41, scope: !10)
!105 = !DILocation(line: 32, column: 46, scope: !10)
!106 = !DILocation(line: 32, column: 2, scope: !10)
!107 = !DILocation(line: 33, column: 7, scope: !10)
!108 = !DILocation(line: 33, column: 2, scope: !10)
!109 = !DILocation(line: 34, column: 7, scope: !10)
!110 = !DILocation(line: 34, column: 2, scope: !10)
!111 = !DILocation(line: 35, column: 7, scope: !10)
!112 = !DILocation(line: 35, column: 2, scope: !10)
!113 = !DILocation(line: 36, column: 2, scope: !10)
!114 = !DILocation(line: 37, column: 1, scope: !10)
