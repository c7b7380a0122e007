; ModuleID = 'qsort_cb.c'
source_filename = "qsort_cb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"p%d\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %people = alloca %struct.person*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %n, metadata !22, metadata !DIExpression()), !dbg !23
  %0 = load i32, i32* %argc.addr, align 4, !dbg !24
  %add = add nsw i32 %0, 6, !dbg !25
  store i32 %add, i32* %n, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.person** %people, metadata !26, metadata !DIExpression()), !dbg !35
  %1 = load i32, i32* %n, align 4, !dbg !36
  %conv = sext i32 %1 to i64, !dbg !36
  %mul = mul i64 %conv, 20, !dbg !37
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !38
  %2 = bitcast i8* %call to %struct.person*, !dbg !38
  store %struct.person* %2, %struct.person** %people, align 8, !dbg !35
  %3 = load %struct.person*, %struct.person** %people, align 8, !dbg !39
  %tobool = icmp ne %struct.person* %3, null, !dbg !39
  br i1 %tobool, label %if.end, label %if.then, !dbg !41

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !42
  br label %return, !dbg !42

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %i, align 4, !dbg !45
  br label %for.cond, !dbg !46

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4, !dbg !47
  %5 = load i32, i32* %n, align 4, !dbg !49
  %cmp = icmp slt i32 %4, %5, !dbg !50
  br i1 %cmp, label %for.body, label %for.end, !dbg !51

for.body:                                         ; preds = %for.cond
  %6 = load %struct.person*, %struct.person** %people, align 8, !dbg !52
  %7 = load i32, i32* %i, align 4, !dbg !54
  %idxprom = sext i32 %7 to i64, !dbg !52
  %arrayidx = getelementptr inbounds %struct.person, %struct.person* %6, i64 %idxprom, !dbg !52
  %name = getelementptr inbounds %struct.person, %struct.person* %arrayidx, i32 0, i32 0, !dbg !55
  %arraydecay = getelementptr inbounds [16 x i8], [16 x i8]* %name, i64 0, i64 0, !dbg !52
  %8 = load i32, i32* %i, align 4, !dbg !56
  %call2 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %arraydecay, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %8) #4, !dbg !57
  %9 = load i32, i32* %i, align 4, !dbg !58
  %mul3 = mul nsw i32 %9, 37, !dbg !59
  %rem = srem i32 %mul3, 90, !dbg !60
  %10 = load %struct.person*, %struct.person** %people, align 8, !dbg !61
  %11 = load i32, i32* %i, align 4, !dbg !62
  %idxprom4 = sext i32 %11 to i64, !dbg !61
  %arrayidx5 = getelementptr inbounds %struct.person, %struct.person* %10, i64 %idxprom4, !dbg !61
  %age = getelementptr inbounds %struct.person, %struct.person* %arrayidx5, i32 0, i32 1, !dbg !63
  store i32 %rem, i32* %age, align 4, !dbg !64
  br label %for.inc, !dbg !65

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !66
  %inc = add nsw i32 %12, 1, !dbg !66
  store i32 %inc, i32* %i, align 4, !dbg !66
  br label %for.cond, !dbg !67, !llvm.loop !68

for.end:                                          ; preds = %for.cond
  %13 = load %struct.person*, %struct.person** %people, align 8, !dbg !71
  %14 = bitcast %struct.person* %13 to i8*, !dbg !71
  %15 = load i32, i32* %n, align 4, !dbg !72
  %conv6 = sext i32 %15 to i64, !dbg !72
  call void @qsort(i8* noundef %14, i64 noundef %conv6, i64 noundef 20, i32 (i8*, i8*)* noundef @by_age), !dbg !73
  %16 = load %struct.person*, %struct.person** %people, align 8, !dbg !74
  %arrayidx7 = getelementptr inbounds %struct.person, %struct.person* %16, i64 0, !dbg !74
  %name8 = getelementptr inbounds %struct.person, %struct.person* %arrayidx7, i32 0, i32 0, !dbg !75
  %arraydecay9 = getelementptr inbounds [16 x i8], [16 x i8]* %name8, i64 0, i64 0, !dbg !74
  %17 = load %struct.person*, %struct.person** %people, align 8, !dbg !76
  %18 = load i32, i32* %n, align 4, !dbg !77
  %sub = sub nsw i32 %18, 1, !dbg !78
  %idxprom10 = sext i32 %sub to i64, !dbg !76
  %arrayidx11 = getelementptr inbounds %struct.person, %struct.person* %17, i64 %idxprom10, !dbg !76
  %age12 = getelementptr inbounds %struct.person, %struct.person* %arrayidx11, i32 0, i32 1, !dbg !79
  %19 = load i32, i32* %age12, align 4, !dbg !79
  %call13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef %arraydecay9, i32 noundef %19), !dbg !80
  %20 = load %struct.person*, %struct.person** %people, align 8, !dbg !81
  %21 = bitcast %struct.person* %20 to i8*, !dbg !81
  call void @free(i8* noundef %21) #4, !dbg !82
  store i32 0, i32* %retval, align 4, !dbg !83
  br label %return, !dbg !83

return:                                           ; preds = %for.end, %if.then
  %22 = load i32, i32* %retval, align 4, !dbg !84
  ret i32 %22, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #2

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_age(i8* noundef %a, i8* noundef %b) #0 !dbg !85 {
entry:
  %a.addr = alloca i8*, align 8
  %b.addr = alloca i8*, align 8
  %x = alloca %struct.person*, align 8
  %y = alloca %struct.person*, align 8
  store i8* %a, i8** %a.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %a.addr, metadata !90, metadata !DIExpression()), !dbg !91
  store i8* %b, i8** %b.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %b.addr, metadata !92, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.declare(metadata %struct.person** %x, metadata !94, metadata !DIExpression()), !dbg !97
  %0 = load i8*, i8** %a.addr, align 8, !dbg !98
  %1 = bitcast i8* %0 to %struct.person*, !dbg !98
  store %struct.person* %1, %struct.person** %x, align 8, !dbg !97
  call void @llvm.dbg.declare(metadata %struct.person** %y, metadata !99, metadata !DIExpression()), !dbg !100
  %2 = load i8*, i8** %b.addr, align 8, !dbg !101
  %3 = bitcast i8* %2 to %struct.person*, !dbg !101
  store %struct.person* %3, %struct.person** %y, align 8, !dbg !100
  %4 = load %struct.person*, %struct.person** %x, align 8, !dbg !102
  %age = getelementptr inbounds %struct.person, %struct.person* %4, i32 0, i32 1, !dbg !103
  %5 = load i32, i32* %age, align 4, !dbg !103
  %6 = load %struct.person*, %struct.person** %y, align 8, !dbg !104
  %age1 = getelementptr inbounds %struct.person, %struct.person* %6, i32 0, i32 1, !dbg !105
  %7 = load i32, i32* %age1, align 4, !dbg !105
  %cmp = icmp sgt i32 %5, %7, !dbg !106
  %conv = zext i1 %cmp to i32, !dbg !106
  %8 = load %struct.person*, %struct.person** %x, align 8, !dbg !107
  %age2 = getelementptr inbounds %struct.person, %struct.person* %8, i32 0, i32 1, !dbg !108
  %9 = load i32, i32* %age2, align 4, !dbg !108
  %10 = load %struct.person*, %struct.person** %y, align 8, !dbg !109
  %age3 = getelementptr inbounds %struct.person, %struct.person* %10, i32 0, i32 1, !dbg !110
  %11 = load i32, i32* %age3, align 4, !dbg !110
  %cmp4 = icmp slt i32 %9, %11, !dbg !111
  %conv5 = zext i1 %cmp4 to i32, !dbg !111
  %sub = sub nsw i32 %conv, %conv5, !dbg !112
  ret i32 %sub, !dbg !113
}

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
!1 = !DIFile(filename: "qsort_cb.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ae2774252bacb5e21b0683d1ab3c654")
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
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 21, type: !13)
!23 = !DILocation(line: 21, column: 6, scope: !10)
!24 = !DILocation(line: 21, column: 10, scope: !10)
!25 = !DILocation(line: 21, column: 15, scope: !10)
!26 = !DILocalVariable(name: "people", scope: !10, file: !1, line: 22, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !1, line: 6, size: 160, elements: !29)
!29 = !{!30, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !28, file: !1, line: 7, baseType: !31, size: 128)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 16)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !28, file: !1, line: 8, baseType: !13, size: 32, offset: 128)
!35 = !DILocation(line: 22, column: 17, scope: !10)
!36 = !DILocation(line: 22, column: 33, scope: !10)
!37 = !DILocation(line: 22, column: 35, scope: !10)
!38 = !DILocation(line: 22, column: 26, scope: !10)
!39 = !DILocation(line: 23, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 6)
!41 = !DILocation(line: 23, column: 6, scope: !10)
!42 = !DILocation(line: 24, column: 3, scope: !40)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 25, type: !13)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 2)
!45 = !DILocation(line: 25, column: 11, scope: !44)
!46 = !DILocation(line: 25, column: 7, scope: !44)
!47 = !DILocation(line: 25, column: 18, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 25, column: 2)
!49 = !DILocation(line: 25, column: 22, scope: !48)
!50 = !DILocation(line: 25, column: 20, scope: !48)
!51 = !DILocation(line: 25, column: 2, scope: !44)
!52 = !DILocation(line: 26, column: 12, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 25, column: 30)
!54 = !DILocation(line: 26, column: 19, scope: !53)
!55 = !DILocation(line: 26, column: 22, scope: !53)
!56 = !DILocation(line: 26, column: 58, scope: !53)
!57 = !DILocation(line: 26, column: 3, scope: !53)
!58 = !DILocation(line: 27, column: 20, scope: !53)
!59 = !DILocation(line: 27, column: 22, scope: !53)
!60 = !DILocation(line: 27, column: 28, scope: !53)
!61 = !DILocation(line: 27, column: 3, scope: !53)
!62 = !DILocation(line: 27, column: 10, scope: !53)
!63 = !DILocation(line: 27, column: 13, scope: !53)
!64 = !DILocation(line: 27, column: 17, scope: !53)
!65 = !DILocation(line: 28, column: 2, scope: !53)
!66 = !DILocation(line: 25, column: 26, scope: !48)
!67 = !DILocation(line: 25, column: 2, scope: !48)
!68 = distinct !{!68, !51, !69, !70}
!69 = !DILocation(line: 28, column: 2, scope: !44)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 29, column: 8, scope: !10)
!72 = !DILocation(line: 29, column: 16, scope: !10)
!73 = !DILocation(line: 29, column: 2, scope: !10)
!74 = !DILocation(line: 30, column: 20, scope: !10)
!75 = !DILocation(line: 30, column: 30, scope: !10)
!76 = !DILocation(line: 30, column: 36, scope: !10)
!77 = !DILocation(line: 30, column: 43, scope: !10)
!78 = !DILocation(line: 30, column: 45, scope: !10)
!79 = !DILocation(line: 30, column: 50, scope: !10)
!80 = !DILocation(line: 30, column: 2, scope: !10)
!81 = !DILocation(line: 31, column: 7, scope: !10)
!82 = !DILocation(line: 31, column: 2, scope: !10)
!83 = !DILocation(line: 32, column: 2, scope: !10)
!84 = !DILocation(line: 33, column: 1, scope: !10)
!85 = distinct !DISubprogram(name: "by_age", scope: !1, file: !1, line: 13, type: !86, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!86 = !DISubroutineType(types: !87)
!87 = !{!13, !88, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!90 = !DILocalVariable(name: "a", arg: 1, scope: !85, file: !1, line: 13, type: !88)
!91 = !DILocation(line: 13, column: 31, scope: !85)
!92 = !DILocalVariable(name: "b", arg: 2, scope: !85, file: !1, line: 13, type: !88)
!93 = !DILocation(line: 13, column: 46, scope: !85)
!94 = !DILocalVariable(name: "x", scope: !85, file: !1, line: 15, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!97 = !DILocation(line: 15, column: 23, scope: !85)
!98 = !DILocation(line: 15, column: 27, scope: !85)
!99 = !DILocalVariable(name: "y", scope: !85, file: !1, line: 15, type: !95)
!100 = !DILocation(line: 15, column: 31, scope: !85)
!101 = !DILocation(line: 15, column: 35, scope: !85)
!102 = !DILocation(line: 16, column: 10, scope: !85)
!103 = !DILocation(line: 16, column: 13, scope: !85)
!104 = !DILocation(line: 16, column: 19, scope: !85)
!105 = !DILocation(line: 16, column: 22, scope: !85)
!106 = !DILocation(line: 16, column: 17, scope: !85)
!107 = !DILocation(line: 16, column: 30, scope: !85)
!108 = !DILocation(line: 16, column: 33, scope: !85)
!109 = !DILocation(line: 16, column: 39, scope: !85)
!110 = !DILocation(line: 16, column: 42, scope: !85)
!111 = !DILocation(line: 16, column: 37, scope: !85)
!112 = !DILocation(line: 16, column: 27, scope: !85)
!113 = !DILocation(line: 16, column: 2, scope: !85)
