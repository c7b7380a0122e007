; ModuleID = 'twod.c'
source_filename = "twod.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.px = type { i8, i8, i8, i8 }

@screen = dso_local global [24 x [80 x %struct.px]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !25 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %tile = alloca [8 x [8 x %struct.px]], align 16
  %n = alloca i32, align 4
  %rows = alloca [16 x %struct.px]*, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !33, metadata !DIExpression()), !dbg !34
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata [8 x [8 x %struct.px]]* %tile, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i32* %n, metadata !42, metadata !DIExpression()), !dbg !43
  %0 = load i32, i32* %argc.addr, align 4, !dbg !44
  %add = add nsw i32 %0, 3, !dbg !45
  store i32 %add, i32* %n, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata [16 x %struct.px]** %rows, metadata !46, metadata !DIExpression()), !dbg !51
  %1 = load i32, i32* %n, align 4, !dbg !52
  %conv = sext i32 %1 to i64, !dbg !52
  %mul = mul i64 %conv, 64, !dbg !53
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !54
  %2 = bitcast i8* %call to [16 x %struct.px]*, !dbg !54
  store [16 x %struct.px]* %2, [16 x %struct.px]** %rows, align 8, !dbg !51
  %3 = load [16 x %struct.px]*, [16 x %struct.px]** %rows, align 8, !dbg !55
  %tobool = icmp ne [16 x %struct.px]* %3, null, !dbg !55
  br i1 %tobool, label %if.end, label %if.then, !dbg !57

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !58
  br label %return, !dbg !58

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %k, metadata !59, metadata !DIExpression()), !dbg !60
  %4 = load i32, i32* %argc.addr, align 4, !dbg !61
  %rem = srem i32 %4, 8, !dbg !62
  store i32 %rem, i32* %k, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %i, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %i, align 4, !dbg !65
  br label %for.cond, !dbg !66

for.cond:                                         ; preds = %for.inc25, %if.end
  %5 = load i32, i32* %i, align 4, !dbg !67
  %6 = load i32, i32* %k, align 4, !dbg !69
  %cmp = icmp slt i32 %5, %6, !dbg !70
  br i1 %cmp, label %for.body, label %for.end27, !dbg !71

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %j, metadata !72, metadata !DIExpression()), !dbg !74
  store i32 0, i32* %j, align 4, !dbg !74
  br label %for.cond2, !dbg !75

for.cond2:                                        ; preds = %for.inc, %for.body
  %7 = load i32, i32* %j, align 4, !dbg !76
  %8 = load i32, i32* %k, align 4, !dbg !78
  %cmp3 = icmp slt i32 %7, %8, !dbg !79
  br i1 %cmp3, label %for.body5, label %for.end, !dbg !80

for.body5:                                        ; preds = %for.cond2
  %9 = load i32, i32* %i, align 4, !dbg !81
  %10 = load i32, i32* %j, align 4, !dbg !83
  %add6 = add nsw i32 %9, %10, !dbg !84
  %conv7 = trunc i32 %add6 to i8, !dbg !85
  %11 = load i32, i32* %i, align 4, !dbg !86
  %idxprom = sext i32 %11 to i64, !dbg !87
  %arrayidx = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %idxprom, !dbg !87
  %12 = load i32, i32* %j, align 4, !dbg !88
  %idxprom8 = sext i32 %12 to i64, !dbg !87
  %arrayidx9 = getelementptr inbounds [8 x %struct.px], [8 x %struct.px]* %arrayidx, i64 0, i64 %idxprom8, !dbg !87
  %r = getelementptr inbounds %struct.px, %struct.px* %arrayidx9, i32 0, i32 0, !dbg !89
  store i8 %conv7, i8* %r, align 4, !dbg !90
  %13 = load i32, i32* %i, align 4, !dbg !91
  %idxprom10 = sext i32 %13 to i64, !dbg !92
  %arrayidx11 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %idxprom10, !dbg !92
  %14 = load i32, i32* %j, align 4, !dbg !93
  %idxprom12 = sext i32 %14 to i64, !dbg !92
  %arrayidx13 = getelementptr inbounds [8 x %struct.px], [8 x %struct.px]* %arrayidx11, i64 0, i64 %idxprom12, !dbg !92
  %r14 = getelementptr inbounds %struct.px, %struct.px* %arrayidx13, i32 0, i32 0, !dbg !94
  %15 = load i8, i8* %r14, align 4, !dbg !94
  %16 = load i32, i32* %i, align 4, !dbg !95
  %idxprom15 = sext i32 %16 to i64, !dbg !96
  %arrayidx16 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %idxprom15, !dbg !96
  %17 = load i32, i32* %j, align 4, !dbg !97
  %idxprom17 = sext i32 %17 to i64, !dbg !96
  %arrayidx18 = getelementptr inbounds [80 x %struct.px], [80 x %struct.px]* %arrayidx16, i64 0, i64 %idxprom17, !dbg !96
  %g = getelementptr inbounds %struct.px, %struct.px* %arrayidx18, i32 0, i32 1, !dbg !98
  store i8 %15, i8* %g, align 1, !dbg !99
  %18 = load i32, i32* %i, align 4, !dbg !100
  %19 = load i32, i32* %j, align 4, !dbg !101
  %mul19 = mul nsw i32 %18, %19, !dbg !102
  %conv20 = trunc i32 %mul19 to i8, !dbg !103
  %20 = load [16 x %struct.px]*, [16 x %struct.px]** %rows, align 8, !dbg !104
  %21 = load i32, i32* %i, align 4, !dbg !105
  %idxprom21 = sext i32 %21 to i64, !dbg !104
  %arrayidx22 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %20, i64 %idxprom21, !dbg !104
  %22 = load i32, i32* %j, align 4, !dbg !106
  %idxprom23 = sext i32 %22 to i64, !dbg !104
  %arrayidx24 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %arrayidx22, i64 0, i64 %idxprom23, !dbg !104
  %b = getelementptr inbounds %struct.px, %struct.px* %arrayidx24, i32 0, i32 2, !dbg !107
  store i8 %conv20, i8* %b, align 1, !dbg !108
  br label %for.inc, !dbg !109

for.inc:                                          ; preds = %for.body5
  %23 = load i32, i32* %j, align 4, !dbg !110
  %inc = add nsw i32 %23, 1, !dbg !110
  store i32 %inc, i32* %j, align 4, !dbg !110
  br label %for.cond2, !dbg !111, !llvm.loop !112

for.end:                                          ; preds = %for.cond2
  br label %for.inc25, !dbg !113

for.inc25:                                        ; preds = %for.end
  %24 = load i32, i32* %i, align 4, !dbg !115
  %inc26 = add nsw i32 %24, 1, !dbg !115
  store i32 %inc26, i32* %i, align 4, !dbg !115
  br label %for.cond, !dbg !116, !llvm.loop !117

for.end27:                                        ; preds = %for.cond
  %25 = load i32, i32* %k, align 4, !dbg !119
  %div = sdiv i32 %25, 2, !dbg !120
  %idxprom28 = sext i32 %div to i64, !dbg !121
  %arrayidx29 = getelementptr inbounds [8 x [8 x %struct.px]], [8 x [8 x %struct.px]]* %tile, i64 0, i64 %idxprom28, !dbg !121
  %26 = load i32, i32* %k, align 4, !dbg !122
  %div30 = sdiv i32 %26, 3, !dbg !123
  %idxprom31 = sext i32 %div30 to i64, !dbg !121
  %arrayidx32 = getelementptr inbounds [8 x %struct.px], [8 x %struct.px]* %arrayidx29, i64 0, i64 %idxprom31, !dbg !121
  %r33 = getelementptr inbounds %struct.px, %struct.px* %arrayidx32, i32 0, i32 0, !dbg !124
  %27 = load i8, i8* %r33, align 4, !dbg !124
  %conv34 = zext i8 %27 to i32, !dbg !121
  %28 = load i32, i32* %k, align 4, !dbg !125
  %idxprom35 = sext i32 %28 to i64, !dbg !126
  %arrayidx36 = getelementptr inbounds [24 x [80 x %struct.px]], [24 x [80 x %struct.px]]* @screen, i64 0, i64 %idxprom35, !dbg !126
  %29 = load i32, i32* %k, align 4, !dbg !127
  %idxprom37 = sext i32 %29 to i64, !dbg !126
  %arrayidx38 = getelementptr inbounds [80 x %struct.px], [80 x %struct.px]* %arrayidx36, i64 0, i64 %idxprom37, !dbg !126
  %g39 = getelementptr inbounds %struct.px, %struct.px* %arrayidx38, i32 0, i32 1, !dbg !128
  %30 = load i8, i8* %g39, align 1, !dbg !128
  %conv40 = zext i8 %30 to i32, !dbg !126
  %31 = load [16 x %struct.px]*, [16 x %struct.px]** %rows, align 8, !dbg !129
  %32 = load i32, i32* %k, align 4, !dbg !130
  %div41 = sdiv i32 %32, 2, !dbg !131
  %idxprom42 = sext i32 %div41 to i64, !dbg !129
  %arrayidx43 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %31, i64 %idxprom42, !dbg !129
  %33 = load i32, i32* %k, align 4, !dbg !132
  %idxprom44 = sext i32 %33 to i64, !dbg !129
  %arrayidx45 = getelementptr inbounds [16 x %struct.px], [16 x %struct.px]* %arrayidx43, i64 0, i64 %idxprom44, !dbg !129
  %b46 = getelementptr inbounds %struct.px, %struct.px* %arrayidx45, i32 0, i32 2, !dbg !133
  %34 = load i8, i8* %b46, align 1, !dbg !133
  %conv47 = zext i8 %34 to i32, !dbg !129
  %call48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %conv34, i32 noundef %conv40, i32 noundef %conv47), !dbg !134
  %35 = load [16 x %struct.px]*, [16 x %struct.px]** %rows, align 8, !dbg !135
  %36 = bitcast [16 x %struct.px]* %35 to i8*, !dbg !135
  call void @free(i8* noundef %36) #4, !dbg !136
  store i32 0, i32* %retval, align 4, !dbg !137
  br label %return, !dbg !137

return:                                           ; preds = %for.end27, %if.then
  %37 = load i32, i32* %retval, align 4, !dbg !138
  ret i32 %37, !dbg !138
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "screen", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twod.c", directory: ".", checksumkind: CSK_MD5, checksum: "334640bbcf47cb6006474e8a6b151ee4")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 61440, elements: !14)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "px", file: !3, line: 6, size: 32, elements: !9)
!9 = !{!10, !11, !12, !13}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !8, file: !3, line: 7, baseType: !5, size: 8)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 8)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 16)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !8, file: !3, line: 7, baseType: !5, size: 8, offset: 24)
!14 = !{!15, !16}
!15 = !DISubrange(count: 24)
!16 = !DISubrange(count: 80)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !26, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !28, !29}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 16, type: !28)
!34 = !DILocation(line: 16, column: 14, scope: !25)
!35 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 16, type: !29)
!36 = !DILocation(line: 16, column: 27, scope: !25)
!37 = !DILocalVariable(name: "tile", scope: !25, file: !3, line: 18, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 2048, elements: !39)
!39 = !{!40, !40}
!40 = !DISubrange(count: 8)
!41 = !DILocation(line: 18, column: 12, scope: !25)
!42 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 19, type: !28)
!43 = !DILocation(line: 19, column: 6, scope: !25)
!44 = !DILocation(line: 19, column: 10, scope: !25)
!45 = !DILocation(line: 19, column: 15, scope: !25)
!46 = !DILocalVariable(name: "rows", scope: !25, file: !3, line: 20, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DILocation(line: 20, column: 13, scope: !25)
!52 = !DILocation(line: 20, column: 32, scope: !25)
!53 = !DILocation(line: 20, column: 34, scope: !25)
!54 = !DILocation(line: 20, column: 25, scope: !25)
!55 = !DILocation(line: 21, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !25, file: !3, line: 21, column: 6)
!57 = !DILocation(line: 21, column: 6, scope: !25)
!58 = !DILocation(line: 22, column: 3, scope: !56)
!59 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 23, type: !28)
!60 = !DILocation(line: 23, column: 6, scope: !25)
!61 = !DILocation(line: 23, column: 10, scope: !25)
!62 = !DILocation(line: 23, column: 15, scope: !25)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 24, type: !28)
!64 = distinct !DILexicalBlock(scope: !25, file: !3, line: 24, column: 2)
!65 = !DILocation(line: 24, column: 11, scope: !64)
!66 = !DILocation(line: 24, column: 7, scope: !64)
!67 = !DILocation(line: 24, column: 18, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 24, column: 2)
!69 = !DILocation(line: 24, column: 22, scope: !68)
!70 = !DILocation(line: 24, column: 20, scope: !68)
!71 = !DILocation(line: 24, column: 2, scope: !64)
!72 = !DILocalVariable(name: "j", scope: !73, file: !3, line: 25, type: !28)
!73 = distinct !DILexicalBlock(scope: !68, file: !3, line: 25, column: 3)
!74 = !DILocation(line: 25, column: 12, scope: !73)
!75 = !DILocation(line: 25, column: 8, scope: !73)
!76 = !DILocation(line: 25, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 25, column: 3)
!78 = !DILocation(line: 25, column: 23, scope: !77)
!79 = !DILocation(line: 25, column: 21, scope: !77)
!80 = !DILocation(line: 25, column: 3, scope: !73)
!81 = !DILocation(line: 26, column: 35, scope: !82)
!82 = distinct !DILexicalBlock(scope: !77, file: !3, line: 25, column: 31)
!83 = !DILocation(line: 26, column: 39, scope: !82)
!84 = !DILocation(line: 26, column: 37, scope: !82)
!85 = !DILocation(line: 26, column: 19, scope: !82)
!86 = !DILocation(line: 26, column: 9, scope: !82)
!87 = !DILocation(line: 26, column: 4, scope: !82)
!88 = !DILocation(line: 26, column: 12, scope: !82)
!89 = !DILocation(line: 26, column: 15, scope: !82)
!90 = !DILocation(line: 26, column: 17, scope: !82)
!91 = !DILocation(line: 27, column: 26, scope: !82)
!92 = !DILocation(line: 27, column: 21, scope: !82)
!93 = !DILocation(line: 27, column: 29, scope: !82)
!94 = !DILocation(line: 27, column: 32, scope: !82)
!95 = !DILocation(line: 27, column: 11, scope: !82)
!96 = !DILocation(line: 27, column: 4, scope: !82)
!97 = !DILocation(line: 27, column: 14, scope: !82)
!98 = !DILocation(line: 27, column: 17, scope: !82)
!99 = !DILocation(line: 27, column: 19, scope: !82)
!100 = !DILocation(line: 28, column: 35, scope: !82)
!101 = !DILocation(line: 28, column: 39, scope: !82)
!102 = !DILocation(line: 28, column: 37, scope: !82)
!103 = !DILocation(line: 28, column: 19, scope: !82)
!104 = !DILocation(line: 28, column: 4, scope: !82)
!105 = !DILocation(line: 28, column: 9, scope: !82)
!106 = !DILocation(line: 28, column: 12, scope: !82)
!107 = !DILocation(line: 28, column: 15, scope: !82)
!108 = !DILocation(line: 28, column: 17, scope: !82)
!109 = !DILocation(line: 29, column: 3, scope: !82)
!110 = !DILocation(line: 25, column: 27, scope: !77)
!111 = !DILocation(line: 25, column: 3, scope: !77)
!112 = distinct !{!112, !80, !113, !114}
!113 = !DILocation(line: 29, column: 3, scope: !73)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 24, column: 26, scope: !68)
!116 = !DILocation(line: 24, column: 2, scope: !68)
!117 = distinct !{!117, !71, !118, !114}
!118 = !DILocation(line: 29, column: 3, scope: !64)
!119 = !DILocation(line: 30, column: 28, scope: !25)
!120 = !DILocation(line: 30, column: 30, scope: !25)
!121 = !DILocation(line: 30, column: 23, scope: !25)
!122 = !DILocation(line: 30, column: 35, scope: !25)
!123 = !DILocation(line: 30, column: 37, scope: !25)
!124 = !DILocation(line: 30, column: 42, scope: !25)
!125 = !DILocation(line: 30, column: 52, scope: !25)
!126 = !DILocation(line: 30, column: 45, scope: !25)
!127 = !DILocation(line: 30, column: 55, scope: !25)
!128 = !DILocation(line: 30, column: 58, scope: !25)
!129 = !DILocation(line: 30, column: 61, scope: !25)
!130 = !DILocation(line: 30, column: 66, scope: !25)
!131 = !DILocation(line: 30, column: 68, scope: !25)
!132 = !DILocation(line: 30, column: 73, scope: !25)
!133 = !DILocation(line: 30, column: 76, scope: !25)
!134 = !DILocation(line: 30, column: 2, scope: !25)
!135 = !DILocation(line: 31, column: 7, scope: !25)
!136 = !DILocation(line: 31, column: 2, scope: !25)
!137 = !DILocation(line: 32, column: 2, scope: !25)
!138 = !DILocation(line: 33, column: 1, scope: !25)
