; ModuleID = 'out_param.c'
source_filename = "out_param.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.span = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %spans = alloca %struct.span*, align 8
  %n = alloca i32, align 4
  %w = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.span** %spans, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %n, metadata !29, metadata !DIExpression()), !dbg !30
  %0 = load i32, i32* %argc.addr, align 4, !dbg !31
  %add = add nsw i32 %0, 2, !dbg !32
  %call = call i32 @make_spans(i32 noundef %add, %struct.span** noundef %spans), !dbg !33
  store i32 %call, i32* %n, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %w, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %w, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !38
  br label %for.cond, !dbg !39

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !40
  %2 = load i32, i32* %n, align 4, !dbg !42
  %cmp = icmp slt i32 %1, %2, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %3 = load %struct.span*, %struct.span** %spans, align 8, !dbg !45
  %4 = load i32, i32* %i, align 4, !dbg !46
  %idxprom = sext i32 %4 to i64, !dbg !45
  %arrayidx = getelementptr inbounds %struct.span, %struct.span* %3, i64 %idxprom, !dbg !45
  %hi = getelementptr inbounds %struct.span, %struct.span* %arrayidx, i32 0, i32 1, !dbg !47
  %5 = load i32, i32* %hi, align 4, !dbg !47
  %6 = load %struct.span*, %struct.span** %spans, align 8, !dbg !48
  %7 = load i32, i32* %i, align 4, !dbg !49
  %idxprom1 = sext i32 %7 to i64, !dbg !48
  %arrayidx2 = getelementptr inbounds %struct.span, %struct.span* %6, i64 %idxprom1, !dbg !48
  %lo = getelementptr inbounds %struct.span, %struct.span* %arrayidx2, i32 0, i32 0, !dbg !50
  %8 = load i32, i32* %lo, align 4, !dbg !50
  %sub = sub nsw i32 %5, %8, !dbg !51
  %9 = load i32, i32* %w, align 4, !dbg !52
  %add3 = add nsw i32 %9, %sub, !dbg !52
  store i32 %add3, i32* %w, align 4, !dbg !52
  br label %for.inc, !dbg !53

for.inc:                                          ; preds = %for.body
  %10 = load i32, i32* %i, align 4, !dbg !54
  %inc = add nsw i32 %10, 1, !dbg !54
  store i32 %inc, i32* %i, align 4, !dbg !54
  br label %for.cond, !dbg !55, !llvm.loop !56

for.end:                                          ; preds = %for.cond
  %11 = load i32, i32* %w, align 4, !dbg !59
  %call4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !60
  %12 = load %struct.span*, %struct.span** %spans, align 8, !dbg !61
  %13 = bitcast %struct.span* %12 to i8*, !dbg !61
  call void @free(i8* noundef %13) #4, !dbg !62
  ret i32 0, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @make_spans(i32 noundef %n, %struct.span** noundef %out) #0 !dbg !64 {
entry:
  %retval = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %out.addr = alloca %struct.span**, align 8
  %s = alloca %struct.span*, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !68, metadata !DIExpression()), !dbg !69
  store %struct.span** %out, %struct.span*** %out.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.span*** %out.addr, metadata !70, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata %struct.span** %s, metadata !72, metadata !DIExpression()), !dbg !73
  %0 = load i32, i32* %n.addr, align 4, !dbg !74
  %conv = sext i32 %0 to i64, !dbg !74
  %mul = mul i64 %conv, 8, !dbg !75
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !76
  %1 = bitcast i8* %call to %struct.span*, !dbg !76
  store %struct.span* %1, %struct.span** %s, align 8, !dbg !73
  %2 = load %struct.span*, %struct.span** %s, align 8, !dbg !77
  %tobool = icmp ne %struct.span* %2, null, !dbg !77
  br i1 %tobool, label %if.end, label %if.then, !dbg !79

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4, !dbg !80
  br label %return, !dbg !80

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, i32* %i, align 4, !dbg !83
  br label %for.cond, !dbg !84

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, i32* %i, align 4, !dbg !85
  %4 = load i32, i32* %n.addr, align 4, !dbg !87
  %cmp = icmp slt i32 %3, %4, !dbg !88
  br i1 %cmp, label %for.body, label %for.end, !dbg !89

for.body:                                         ; preds = %for.cond
  %5 = load i32, i32* %i, align 4, !dbg !90
  %6 = load %struct.span*, %struct.span** %s, align 8, !dbg !92
  %7 = load i32, i32* %i, align 4, !dbg !93
  %idxprom = sext i32 %7 to i64, !dbg !92
  %arrayidx = getelementptr inbounds %struct.span, %struct.span* %6, i64 %idxprom, !dbg !92
  %lo = getelementptr inbounds %struct.span, %struct.span* %arrayidx, i32 0, i32 0, !dbg !94
  store i32 %5, i32* %lo, align 4, !dbg !95
  %8 = load i32, i32* %i, align 4, !dbg !96
  %add = add nsw i32 %8, 1, !dbg !97
  %9 = load %struct.span*, %struct.span** %s, align 8, !dbg !98
  %10 = load i32, i32* %i, align 4, !dbg !99
  %idxprom2 = sext i32 %10 to i64, !dbg !98
  %arrayidx3 = getelementptr inbounds %struct.span, %struct.span* %9, i64 %idxprom2, !dbg !98
  %hi = getelementptr inbounds %struct.span, %struct.span* %arrayidx3, i32 0, i32 1, !dbg !100
  store i32 %add, i32* %hi, align 4, !dbg !101
  br label %for.inc, !dbg !102

for.inc:                                          ; preds = %for.body
  %11 = load i32, i32* %i, align 4, !dbg !103
  %inc = add nsw i32 %11, 1, !dbg !103
  store i32 %inc, i32* %i, align 4, !dbg !103
  br label %for.cond, !dbg !104, !llvm.loop !105

for.end:                                          ; preds = %for.cond
  %12 = load %struct.span*, %struct.span** %s, align 8, !dbg !107
  %13 = load %struct.span**, %struct.span*** %out.addr, align 8, !dbg !108
  store %struct.span* %12, %struct.span** %13, align 8, !dbg !109
  %14 = load i32, i32* %n.addr, align 4, !dbg !110
  store i32 %14, i32* %retval, align 4, !dbg !111
  br label %return, !dbg !111

return:                                           ; preds = %for.end, %if.then
  %15 = load i32, i32* %retval, align 4, !dbg !112
  ret i32 %15, !dbg !112
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "out_param.c", directory: ".", checksumkind: CSK_MD5, checksum: "2bd09b1b0711839bc27b509170f9c533")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 25, type: !13)
!19 = !DILocation(line: 25, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 25, type: !14)
!21 = !DILocation(line: 25, column: 27, scope: !10)
!22 = !DILocalVariable(name: "spans", scope: !10, file: !1, line: 27, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "span", file: !1, line: 6, size: 64, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !24, file: !1, line: 7, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !24, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!28 = !DILocation(line: 27, column: 15, scope: !10)
!29 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 28, type: !13)
!30 = !DILocation(line: 28, column: 6, scope: !10)
!31 = !DILocation(line: 28, column: 21, scope: !10)
!32 = !DILocation(line: 28, column: 26, scope: !10)
!33 = !DILocation(line: 28, column: 10, scope: !10)
!34 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 29, type: !13)
!35 = !DILocation(line: 29, column: 6, scope: !10)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 30, type: !13)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 30, column: 2)
!38 = !DILocation(line: 30, column: 11, scope: !37)
!39 = !DILocation(line: 30, column: 7, scope: !37)
!40 = !DILocation(line: 30, column: 18, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 30, column: 2)
!42 = !DILocation(line: 30, column: 22, scope: !41)
!43 = !DILocation(line: 30, column: 20, scope: !41)
!44 = !DILocation(line: 30, column: 2, scope: !37)
!45 = !DILocation(line: 31, column: 8, scope: !41)
!46 = !DILocation(line: 31, column: 14, scope: !41)
!47 = !DILocation(line: 31, column: 17, scope: !41)
!48 = !DILocation(line: 31, column: 22, scope: !41)
!49 = !DILocation(line: 31, column: 28, scope: !41)
!50 = !DILocation(line: 31, column: 31, scope: !41)
!51 = !DILocation(line: 31, column: 20, scope: !41)
!52 = !DILocation(line: 31, column: 5, scope: !41)
!53 = !DILocation(line: 31, column: 3, scope: !41)
!54 = !DILocation(line: 30, column: 26, scope: !41)
!55 = !DILocation(line: 30, column: 2, scope: !41)
!56 = distinct !{!56, !44, !57, !58}
!57 = !DILocation(line: 31, column: 31, scope: !37)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 32, column: 17, scope: !10)
!60 = !DILocation(line: 32, column: 2, scope: !10)
!61 = !DILocation(line: 33, column: 7, scope: !10)
!62 = !DILocation(line: 33, column: 2, scope: !10)
!63 = !DILocation(line: 34, column: 2, scope: !10)
!64 = distinct !DISubprogram(name: "make_spans", scope: !1, file: !1, line: 12, type: !65, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!65 = !DISubroutineType(types: !66)
!66 = !{!13, !13, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!68 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !1, line: 12, type: !13)
!69 = !DILocation(line: 12, column: 53, scope: !64)
!70 = !DILocalVariable(name: "out", arg: 2, scope: !64, file: !1, line: 12, type: !67)
!71 = !DILocation(line: 12, column: 70, scope: !64)
!72 = !DILocalVariable(name: "s", scope: !64, file: !1, line: 14, type: !23)
!73 = !DILocation(line: 14, column: 15, scope: !64)
!74 = !DILocation(line: 14, column: 26, scope: !64)
!75 = !DILocation(line: 14, column: 28, scope: !64)
!76 = !DILocation(line: 14, column: 19, scope: !64)
!77 = !DILocation(line: 15, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 6)
!79 = !DILocation(line: 15, column: 6, scope: !64)
!80 = !DILocation(line: 16, column: 3, scope: !78)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 17, type: !13)
!82 = distinct !DILexicalBlock(scope: !64, file: !1, line: 17, column: 2)
!83 = !DILocation(line: 17, column: 11, scope: !82)
!84 = !DILocation(line: 17, column: 7, scope: !82)
!85 = !DILocation(line: 17, column: 18, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 17, column: 2)
!87 = !DILocation(line: 17, column: 22, scope: !86)
!88 = !DILocation(line: 17, column: 20, scope: !86)
!89 = !DILocation(line: 17, column: 2, scope: !82)
!90 = !DILocation(line: 18, column: 13, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !1, line: 17, column: 30)
!92 = !DILocation(line: 18, column: 3, scope: !91)
!93 = !DILocation(line: 18, column: 5, scope: !91)
!94 = !DILocation(line: 18, column: 8, scope: !91)
!95 = !DILocation(line: 18, column: 11, scope: !91)
!96 = !DILocation(line: 19, column: 13, scope: !91)
!97 = !DILocation(line: 19, column: 15, scope: !91)
!98 = !DILocation(line: 19, column: 3, scope: !91)
!99 = !DILocation(line: 19, column: 5, scope: !91)
!100 = !DILocation(line: 19, column: 8, scope: !91)
!101 = !DILocation(line: 19, column: 11, scope: !91)
!102 = !DILocation(line: 20, column: 2, scope: !91)
!103 = !DILocation(line: 17, column: 26, scope: !86)
!104 = !DILocation(line: 17, column: 2, scope: !86)
!105 = distinct !{!105, !89, !106, !58}
!106 = !DILocation(line: 20, column: 2, scope: !82)
!107 = !DILocation(line: 21, column: 9, scope: !64)
!108 = !DILocation(line: 21, column: 3, scope: !64)
!109 = !DILocation(line: 21, column: 7, scope: !64)
!110 = !DILocation(line: 22, column: 9, scope: !64)
!111 = !DILocation(line: 22, column: 2, scope: !64)
!112 = !DILocation(line: 23, column: 1, scope: !64)
