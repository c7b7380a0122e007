; ModuleID = 'heap_const.c'
source_filename = "heap_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sample = type { [3 x float], i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !12 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.sample*, align 8
  %b = alloca %struct.sample*, align 8
  %n = alloca i32, align 4
  %c = alloca %struct.sample*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.sample** %a, metadata !24, metadata !DIExpression()), !dbg !33
  %call = call noalias i8* @malloc(i64 noundef 1024) #4, !dbg !34
  %0 = bitcast i8* %call to %struct.sample*, !dbg !34
  store %struct.sample* %0, %struct.sample** %a, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.sample** %b, metadata !35, metadata !DIExpression()), !dbg !36
  %call1 = call noalias i8* @calloc(i64 noundef 32, i64 noundef 16) #4, !dbg !37
  %1 = bitcast i8* %call1 to %struct.sample*, !dbg !37
  store %struct.sample* %1, %struct.sample** %b, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %n, metadata !38, metadata !DIExpression()), !dbg !39
  %2 = load i32, i32* %argc.addr, align 4, !dbg !40
  %add = add nsw i32 %2, 5, !dbg !41
  store i32 %add, i32* %n, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata %struct.sample** %c, metadata !42, metadata !DIExpression()), !dbg !43
  %3 = load i32, i32* %n, align 4, !dbg !44
  %conv = sext i32 %3 to i64, !dbg !44
  %call2 = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 16) #4, !dbg !45
  %4 = bitcast i8* %call2 to %struct.sample*, !dbg !45
  store %struct.sample* %4, %struct.sample** %c, align 8, !dbg !43
  %5 = load %struct.sample*, %struct.sample** %a, align 8, !dbg !46
  %tobool = icmp ne %struct.sample* %5, null, !dbg !46
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !48

lor.lhs.false:                                    ; preds = %entry
  %6 = load %struct.sample*, %struct.sample** %b, align 8, !dbg !49
  %tobool3 = icmp ne %struct.sample* %6, null, !dbg !49
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !50

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %7 = load %struct.sample*, %struct.sample** %c, align 8, !dbg !51
  %tobool5 = icmp ne %struct.sample* %7, null, !dbg !51
  br i1 %tobool5, label %if.end, label %if.then, !dbg !52

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4, !dbg !53
  br label %return, !dbg !53

if.end:                                           ; preds = %lor.lhs.false4
  call void @llvm.dbg.declare(metadata i32* %k, metadata !54, metadata !DIExpression()), !dbg !55
  %8 = load i32, i32* %argc.addr, align 4, !dbg !56
  %rem = srem i32 %8, 32, !dbg !57
  store i32 %rem, i32* %k, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %i, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %i, align 4, !dbg !60
  br label %for.cond, !dbg !61

for.cond:                                         ; preds = %for.inc, %if.end
  %9 = load i32, i32* %i, align 4, !dbg !62
  %10 = load i32, i32* %k, align 4, !dbg !64
  %cmp = icmp slt i32 %9, %10, !dbg !65
  br i1 %cmp, label %for.body, label %for.end, !dbg !66

for.body:                                         ; preds = %for.cond
  %11 = load i32, i32* %i, align 4, !dbg !67
  %12 = load %struct.sample*, %struct.sample** %a, align 8, !dbg !69
  %13 = load i32, i32* %i, align 4, !dbg !70
  %idxprom = sext i32 %13 to i64, !dbg !69
  %arrayidx = getelementptr inbounds %struct.sample, %struct.sample* %12, i64 %idxprom, !dbg !69
  %id = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx, i32 0, i32 1, !dbg !71
  store i32 %11, i32* %id, align 4, !dbg !72
  %14 = load i32, i32* %i, align 4, !dbg !73
  %conv7 = sitofp i32 %14 to float, !dbg !74
  %15 = load %struct.sample*, %struct.sample** %a, align 8, !dbg !75
  %16 = load i32, i32* %i, align 4, !dbg !76
  %idxprom8 = sext i32 %16 to i64, !dbg !75
  %arrayidx9 = getelementptr inbounds %struct.sample, %struct.sample* %15, i64 %idxprom8, !dbg !75
  %v = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx9, i32 0, i32 0, !dbg !77
  %arrayidx10 = getelementptr inbounds [3 x float], [3 x float]* %v, i64 0, i64 1, !dbg !75
  store float %conv7, float* %arrayidx10, align 4, !dbg !78
  %17 = load i32, i32* %i, align 4, !dbg !79
  %mul = mul nsw i32 2, %17, !dbg !80
  %18 = load %struct.sample*, %struct.sample** %b, align 8, !dbg !81
  %19 = load i32, i32* %i, align 4, !dbg !82
  %idxprom11 = sext i32 %19 to i64, !dbg !81
  %arrayidx12 = getelementptr inbounds %struct.sample, %struct.sample* %18, i64 %idxprom11, !dbg !81
  %id13 = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx12, i32 0, i32 1, !dbg !83
  store i32 %mul, i32* %id13, align 4, !dbg !84
  %20 = load i32, i32* %i, align 4, !dbg !85
  %conv14 = sitofp i32 %20 to float, !dbg !86
  %21 = load %struct.sample*, %struct.sample** %c, align 8, !dbg !87
  %22 = load i32, i32* %i, align 4, !dbg !88
  %idxprom15 = sext i32 %22 to i64, !dbg !87
  %arrayidx16 = getelementptr inbounds %struct.sample, %struct.sample* %21, i64 %idxprom15, !dbg !87
  %v17 = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx16, i32 0, i32 0, !dbg !89
  %arrayidx18 = getelementptr inbounds [3 x float], [3 x float]* %v17, i64 0, i64 2, !dbg !87
  store float %conv14, float* %arrayidx18, align 4, !dbg !90
  br label %for.inc, !dbg !91

for.inc:                                          ; preds = %for.body
  %23 = load i32, i32* %i, align 4, !dbg !92
  %inc = add nsw i32 %23, 1, !dbg !92
  store i32 %inc, i32* %i, align 4, !dbg !92
  br label %for.cond, !dbg !93, !llvm.loop !94

for.end:                                          ; preds = %for.cond
  %24 = load %struct.sample*, %struct.sample** %a, align 8, !dbg !97
  %25 = load i32, i32* %k, align 4, !dbg !98
  %div = sdiv i32 %25, 2, !dbg !99
  %idxprom19 = sext i32 %div to i64, !dbg !97
  %arrayidx20 = getelementptr inbounds %struct.sample, %struct.sample* %24, i64 %idxprom19, !dbg !97
  %id21 = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx20, i32 0, i32 1, !dbg !100
  %26 = load i32, i32* %id21, align 4, !dbg !100
  %27 = load %struct.sample*, %struct.sample** %b, align 8, !dbg !101
  %28 = load i32, i32* %k, align 4, !dbg !102
  %div22 = sdiv i32 %28, 3, !dbg !103
  %idxprom23 = sext i32 %div22 to i64, !dbg !101
  %arrayidx24 = getelementptr inbounds %struct.sample, %struct.sample* %27, i64 %idxprom23, !dbg !101
  %id25 = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx24, i32 0, i32 1, !dbg !104
  %29 = load i32, i32* %id25, align 4, !dbg !104
  %30 = load %struct.sample*, %struct.sample** %c, align 8, !dbg !105
  %31 = load i32, i32* %k, align 4, !dbg !106
  %div26 = sdiv i32 %31, 4, !dbg !107
  %idxprom27 = sext i32 %div26 to i64, !dbg !105
  %arrayidx28 = getelementptr inbounds %struct.sample, %struct.sample* %30, i64 %idxprom27, !dbg !105
  %v29 = getelementptr inbounds %struct.sample, %struct.sample* %arrayidx28, i32 0, i32 0, !dbg !108
  %arrayidx30 = getelementptr inbounds [3 x float], [3 x float]* %v29, i64 0, i64 2, !dbg !105
  %32 = load float, float* %arrayidx30, align 4, !dbg !105
  %conv31 = fpext float %32 to double, !dbg !105
  %call32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i32 noundef %29, double noundef %conv31), !dbg !109
  %33 = load %struct.sample*, %struct.sample** %a, align 8, !dbg !110
  %34 = bitcast %struct.sample* %33 to i8*, !dbg !110
  call void @free(i8* noundef %34) #4, !dbg !111
  %35 = load %struct.sample*, %struct.sample** %b, align 8, !dbg !112
  %36 = bitcast %struct.sample* %35 to i8*, !dbg !112
  call void @free(i8* noundef %36) #4, !dbg !113
  %37 = load %struct.sample*, %struct.sample** %c, align 8, !dbg !114
  %38 = bitcast %struct.sample* %37 to i8*, !dbg !114
  call void @free(i8* noundef %38) #4, !dbg !115
  store i32 0, i32* %retval, align 4, !dbg !116
  br label %return, !dbg !116

return:                                           ; preds = %for.end, %if.then
  %39 = load i32, i32* %retval, align 4, !dbg !117
  ret i32 %39, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heap_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8a71370786e237722151e4441f1cbd5")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 15, type: !15)
!21 = !DILocation(line: 15, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 15, type: !16)
!23 = !DILocation(line: 15, column: 27, scope: !12)
!24 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 17, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sample", file: !1, line: 6, size: 128, elements: !27)
!27 = !{!28, !32}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !1, line: 7, baseType: !29, size: 96)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 96, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !26, file: !1, line: 8, baseType: !15, size: 32, offset: 96)
!33 = !DILocation(line: 17, column: 17, scope: !12)
!34 = !DILocation(line: 17, column: 21, scope: !12)
!35 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 18, type: !25)
!36 = !DILocation(line: 18, column: 17, scope: !12)
!37 = !DILocation(line: 18, column: 21, scope: !12)
!38 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 19, type: !15)
!39 = !DILocation(line: 19, column: 6, scope: !12)
!40 = !DILocation(line: 19, column: 10, scope: !12)
!41 = !DILocation(line: 19, column: 15, scope: !12)
!42 = !DILocalVariable(name: "c", scope: !12, file: !1, line: 20, type: !25)
!43 = !DILocation(line: 20, column: 17, scope: !12)
!44 = !DILocation(line: 20, column: 28, scope: !12)
!45 = !DILocation(line: 20, column: 21, scope: !12)
!46 = !DILocation(line: 21, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !12, file: !1, line: 21, column: 6)
!48 = !DILocation(line: 21, column: 9, scope: !47)
!49 = !DILocation(line: 21, column: 13, scope: !47)
!50 = !DILocation(line: 21, column: 15, scope: !47)
!51 = !DILocation(line: 21, column: 19, scope: !47)
!52 = !DILocation(line: 21, column: 6, scope: !12)
!53 = !DILocation(line: 22, column: 3, scope: !47)
!54 = !DILocalVariable(name: "k", scope: !12, file: !1, line: 23, type: !15)
!55 = !DILocation(line: 23, column: 6, scope: !12)
!56 = !DILocation(line: 23, column: 10, scope: !12)
!57 = !DILocation(line: 23, column: 15, scope: !12)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 24, type: !15)
!59 = distinct !DILexicalBlock(scope: !12, file: !1, line: 24, column: 2)
!60 = !DILocation(line: 24, column: 11, scope: !59)
!61 = !DILocation(line: 24, column: 7, scope: !59)
!62 = !DILocation(line: 24, column: 18, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 24, column: 2)
!64 = !DILocation(line: 24, column: 22, scope: !63)
!65 = !DILocation(line: 24, column: 20, scope: !63)
!66 = !DILocation(line: 24, column: 2, scope: !59)
!67 = !DILocation(line: 25, column: 13, scope: !68)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 24, column: 30)
!69 = !DILocation(line: 25, column: 3, scope: !68)
!70 = !DILocation(line: 25, column: 5, scope: !68)
!71 = !DILocation(line: 25, column: 8, scope: !68)
!72 = !DILocation(line: 25, column: 11, scope: !68)
!73 = !DILocation(line: 26, column: 22, scope: !68)
!74 = !DILocation(line: 26, column: 15, scope: !68)
!75 = !DILocation(line: 26, column: 3, scope: !68)
!76 = !DILocation(line: 26, column: 5, scope: !68)
!77 = !DILocation(line: 26, column: 8, scope: !68)
!78 = !DILocation(line: 26, column: 13, scope: !68)
!79 = !DILocation(line: 27, column: 17, scope: !68)
!80 = !DILocation(line: 27, column: 15, scope: !68)
!81 = !DILocation(line: 27, column: 3, scope: !68)
!82 = !DILocation(line: 27, column: 5, scope: !68)
!83 = !DILocation(line: 27, column: 8, scope: !68)
!84 = !DILocation(line: 27, column: 11, scope: !68)
!85 = !DILocation(line: 28, column: 22, scope: !68)
!86 = !DILocation(line: 28, column: 15, scope: !68)
!87 = !DILocation(line: 28, column: 3, scope: !68)
!88 = !DILocation(line: 28, column: 5, scope: !68)
!89 = !DILocation(line: 28, column: 8, scope: !68)
!90 = !DILocation(line: 28, column: 13, scope: !68)
!91 = !DILocation(line: 29, column: 2, scope: !68)
!92 = !DILocation(line: 24, column: 26, scope: !63)
!93 = !DILocation(line: 24, column: 2, scope: !63)
!94 = distinct !{!94, !66, !95, !96}
!95 = !DILocation(line: 29, column: 2, scope: !59)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 30, column: 23, scope: !12)
!98 = !DILocation(line: 30, column: 25, scope: !12)
!99 = !DILocation(line: 30, column: 27, scope: !12)
!100 = !DILocation(line: 30, column: 32, scope: !12)
!101 = !DILocation(line: 30, column: 36, scope: !12)
!102 = !DILocation(line: 30, column: 38, scope: !12)
!103 = !DILocation(line: 30, column: 40, scope: !12)
!104 = !DILocation(line: 30, column: 45, scope: !12)
!105 = !DILocation(line: 30, column: 49, scope: !12)
!106 = !DILocation(line: 30, column: 51, scope: !12)
!107 = !DILocation(line: 30, column: 53, scope: !12)
!108 = !DILocation(line: 30, column: 58, scope: !12)
!109 = !DILocation(line: 30, column: 2, scope: !12)
!110 = !DILocation(line: 31, column: 7, scope: !12)
!111 = !DILocation(line: 31, column: 2, scope: !12)
!112 = !DILocation(line: 32, column: 7, scope: !12)
!113 = !DILocation(line: 32, column: 2, scope: !12)
!114 = !DILocation(line: 33, column: 7, scope: !12)
!115 = !DILocation(line: 33, column: 2, scope: !12)
!116 = !DILocation(line: 34, column: 2, scope: !12)
!117 = !DILocation(line: 35, column: 1, scope: !12)
