; ModuleID = 'typedef.c'
source_filename = "typedef.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pair = type { i32, i32 }
%struct.rec = type { i64, %struct.Pair }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %recs = alloca ptr, align 8
  %local = alloca [40 x %struct.Pair], align 16
  %m = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca i64, align 8
  %i13 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %n, !28, !DIExpression(), !29)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !30
  %mul = mul nsw i32 %0, 3, !dbg !31
  %add = add nsw i32 %mul, 1, !dbg !32
  store i32 %add, ptr %n, align 4, !dbg !29
    #dbg_declare(ptr %recs, !33, !DIExpression(), !46)
  %1 = load i32, ptr %n, align 4, !dbg !47
  %conv = sext i32 %1 to i64, !dbg !47
  %mul1 = mul i64 16, %conv, !dbg !48
  %call = call noalias ptr @malloc(i64 noundef %mul1) #4, !dbg !49
  store ptr %call, ptr %recs, align 8, !dbg !46
    #dbg_declare(ptr %local, !50, !DIExpression(), !54)
  %2 = load ptr, ptr %recs, align 8, !dbg !55
  %tobool = icmp ne ptr %2, null, !dbg !55
  br i1 %tobool, label %if.end, label %if.then, !dbg !57

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !58
  br label %return, !dbg !58

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %m, !59, !DIExpression(), !60)
  %3 = load i32, ptr %n, align 4, !dbg !61
  %cmp = icmp slt i32 %3, 40, !dbg !62
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !61

cond.true:                                        ; preds = %if.end
  %4 = load i32, ptr %n, align 4, !dbg !63
  br label %cond.end, !dbg !61

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !61

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ 40, %cond.false ], !dbg !61
  store i32 %cond, ptr %m, align 4, !dbg !60
    #dbg_declare(ptr %i, !64, !DIExpression(), !66)
  store i32 0, ptr %i, align 4, !dbg !66
  br label %for.cond, !dbg !67

for.cond:                                         ; preds = %for.inc, %cond.end
  %5 = load i32, ptr %i, align 4, !dbg !68
  %6 = load i32, ptr %m, align 4, !dbg !70
  %cmp3 = icmp slt i32 %5, %6, !dbg !71
  br i1 %cmp3, label %for.body, label %for.end, !dbg !72

for.body:                                         ; preds = %for.cond
  %7 = load i32, ptr %i, align 4, !dbg !73
  %conv5 = sext i32 %7 to i64, !dbg !73
  %8 = load ptr, ptr %recs, align 8, !dbg !75
  %9 = load i32, ptr %i, align 4, !dbg !76
  %idxprom = sext i32 %9 to i64, !dbg !75
  %arrayidx = getelementptr inbounds %struct.rec, ptr %8, i64 %idxprom, !dbg !75
  %stamp = getelementptr inbounds %struct.rec, ptr %arrayidx, i32 0, i32 0, !dbg !77
  store i64 %conv5, ptr %stamp, align 8, !dbg !78
  %10 = load i32, ptr %i, align 4, !dbg !79
  %11 = load ptr, ptr %recs, align 8, !dbg !80
  %12 = load i32, ptr %i, align 4, !dbg !81
  %idxprom6 = sext i32 %12 to i64, !dbg !80
  %arrayidx7 = getelementptr inbounds %struct.rec, ptr %11, i64 %idxprom6, !dbg !80
  %p = getelementptr inbounds %struct.rec, ptr %arrayidx7, i32 0, i32 1, !dbg !82
  %key = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 0, !dbg !83
  store i32 %10, ptr %key, align 8, !dbg !84
  %13 = load i32, ptr %i, align 4, !dbg !85
  %14 = load i32, ptr %i, align 4, !dbg !86
  %idxprom8 = sext i32 %14 to i64, !dbg !87
  %arrayidx9 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %idxprom8, !dbg !87
  %key10 = getelementptr inbounds %struct.Pair, ptr %arrayidx9, i32 0, i32 0, !dbg !88
  store i32 %13, ptr %key10, align 8, !dbg !89
  %15 = load i32, ptr %i, align 4, !dbg !90
  %sub = sub nsw i32 0, %15, !dbg !91
  %16 = load i32, ptr %i, align 4, !dbg !92
  %idxprom11 = sext i32 %16 to i64, !dbg !93
  %arrayidx12 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %idxprom11, !dbg !93
  %val = getelementptr inbounds %struct.Pair, ptr %arrayidx12, i32 0, i32 1, !dbg !94
  store i32 %sub, ptr %val, align 4, !dbg !95
  br label %for.inc, !dbg !96

for.inc:                                          ; preds = %for.body
  %17 = load i32, ptr %i, align 4, !dbg !97
  %inc = add nsw i32 %17, 1, !dbg !97
  store i32 %inc, ptr %i, align 4, !dbg !97
  br label %for.cond, !dbg !98, !llvm.loop !99

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %s, !102, !DIExpression(), !103)
  store i64 0, ptr %s, align 8, !dbg !103
    #dbg_declare(ptr %i13, !104, !DIExpression(), !106)
  store i32 0, ptr %i13, align 4, !dbg !106
  br label %for.cond14, !dbg !107

for.cond14:                                       ; preds = %for.inc28, %for.end
  %18 = load i32, ptr %i13, align 4, !dbg !108
  %19 = load i32, ptr %m, align 4, !dbg !110
  %cmp15 = icmp slt i32 %18, %19, !dbg !111
  br i1 %cmp15, label %for.body17, label %for.end30, !dbg !112

for.body17:                                       ; preds = %for.cond14
  %20 = load ptr, ptr %recs, align 8, !dbg !113
  %21 = load i32, ptr %i13, align 4, !dbg !114
  %idxprom18 = sext i32 %21 to i64, !dbg !113
  %arrayidx19 = getelementptr inbounds %struct.rec, ptr %20, i64 %idxprom18, !dbg !113
  %p20 = getelementptr inbounds %struct.rec, ptr %arrayidx19, i32 0, i32 1, !dbg !115
  %key21 = getelementptr inbounds %struct.Pair, ptr %p20, i32 0, i32 0, !dbg !116
  %22 = load i32, ptr %key21, align 8, !dbg !116
  %23 = load i32, ptr %i13, align 4, !dbg !117
  %idxprom22 = sext i32 %23 to i64, !dbg !118
  %arrayidx23 = getelementptr inbounds [40 x %struct.Pair], ptr %local, i64 0, i64 %idxprom22, !dbg !118
  %val24 = getelementptr inbounds %struct.Pair, ptr %arrayidx23, i32 0, i32 1, !dbg !119
  %24 = load i32, ptr %val24, align 4, !dbg !119
  %add25 = add nsw i32 %22, %24, !dbg !120
  %conv26 = sext i32 %add25 to i64, !dbg !113
  %25 = load i64, ptr %s, align 8, !dbg !121
  %add27 = add nsw i64 %25, %conv26, !dbg !121
  store i64 %add27, ptr %s, align 8, !dbg !121
  br label %for.inc28, !dbg !122

for.inc28:                                        ; preds = %for.body17
  %26 = load i32, ptr %i13, align 4, !dbg !123
  %inc29 = add nsw i32 %26, 1, !dbg !123
  store i32 %inc29, ptr %i13, align 4, !dbg !123
  br label %for.cond14, !dbg !124, !llvm.loop !125

for.end30:                                        ; preds = %for.cond14
  %27 = load i64, ptr %s, align 8, !dbg !127
  %call31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %27), !dbg !128
  %28 = load ptr, ptr %recs, align 8, !dbg !129
  call void @free(ptr noundef %28) #5, !dbg !130
  store i32 0, ptr %retval, align 4, !dbg !131
  br label %return, !dbg !131

return:                                           ; preds = %for.end30, %if.then
  %29 = load i32, ptr %retval, align 4, !dbg !132
  ret i32 %29, !dbg !132
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "typedef.c", directory: ".", checksumkind: CSK_MD5, checksum: "668addc77dbb5b22b428645aab8747b7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !18, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 18, type: !20)
!25 = !DILocation(line: 18, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 18, type: !21)
!27 = !DILocation(line: 18, column: 27, scope: !17)
!28 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 20, type: !20)
!29 = !DILocation(line: 20, column: 6, scope: !17)
!30 = !DILocation(line: 20, column: 10, scope: !17)
!31 = !DILocation(line: 20, column: 15, scope: !17)
!32 = !DILocation(line: 20, column: 19, scope: !17)
!33 = !DILocalVariable(name: "recs", scope: !17, file: !2, line: 21, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !2, line: 13, baseType: !36)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 10, size: 128, elements: !37)
!37 = !{!38, !40}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "stamp", scope: !36, file: !2, line: 11, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !36, file: !2, line: 12, baseType: !41, size: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "Pair", file: !2, line: 8, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 5, size: 64, elements: !43)
!43 = !{!44, !45}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !42, file: !2, line: 6, baseType: !20, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !42, file: !2, line: 7, baseType: !20, size: 32, offset: 32)
!46 = !DILocation(line: 21, column: 7, scope: !17)
!47 = !DILocation(line: 21, column: 35, scope: !17)
!48 = !DILocation(line: 21, column: 33, scope: !17)
!49 = !DILocation(line: 21, column: 14, scope: !17)
!50 = !DILocalVariable(name: "local", scope: !17, file: !2, line: 22, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 2560, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DILocation(line: 22, column: 7, scope: !17)
!55 = !DILocation(line: 23, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !17, file: !2, line: 23, column: 6)
!57 = !DILocation(line: 23, column: 6, scope: !17)
!58 = !DILocation(line: 24, column: 3, scope: !56)
!59 = !DILocalVariable(name: "m", scope: !17, file: !2, line: 25, type: !20)
!60 = !DILocation(line: 25, column: 6, scope: !17)
!61 = !DILocation(line: 25, column: 10, scope: !17)
!62 = !DILocation(line: 25, column: 12, scope: !17)
!63 = !DILocation(line: 25, column: 19, scope: !17)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 26, type: !20)
!65 = distinct !DILexicalBlock(scope: !17, file: !2, line: 26, column: 2)
!66 = !DILocation(line: 26, column: 11, scope: !65)
!67 = !DILocation(line: 26, column: 7, scope: !65)
!68 = !DILocation(line: 26, column: 18, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !2, line: 26, column: 2)
!70 = !DILocation(line: 26, column: 22, scope: !69)
!71 = !DILocation(line: 26, column: 20, scope: !69)
!72 = !DILocation(line: 26, column: 2, scope: !65)
!73 = !DILocation(line: 27, column: 19, scope: !74)
!74 = distinct !DILexicalBlock(scope: !69, file: !2, line: 26, column: 30)
!75 = !DILocation(line: 27, column: 3, scope: !74)
!76 = !DILocation(line: 27, column: 8, scope: !74)
!77 = !DILocation(line: 27, column: 11, scope: !74)
!78 = !DILocation(line: 27, column: 17, scope: !74)
!79 = !DILocation(line: 28, column: 19, scope: !74)
!80 = !DILocation(line: 28, column: 3, scope: !74)
!81 = !DILocation(line: 28, column: 8, scope: !74)
!82 = !DILocation(line: 28, column: 11, scope: !74)
!83 = !DILocation(line: 28, column: 13, scope: !74)
!84 = !DILocation(line: 28, column: 17, scope: !74)
!85 = !DILocation(line: 29, column: 18, scope: !74)
!86 = !DILocation(line: 29, column: 9, scope: !74)
!87 = !DILocation(line: 29, column: 3, scope: !74)
!88 = !DILocation(line: 29, column: 12, scope: !74)
!89 = !DILocation(line: 29, column: 16, scope: !74)
!90 = !DILocation(line: 30, column: 19, scope: !74)
!91 = !DILocation(line: 30, column: 18, scope: !74)
!92 = !DILocation(line: 30, column: 9, scope: !74)
!93 = !DILocation(line: 30, column: 3, scope: !74)
!94 = !DILocation(line: 30, column: 12, scope: !74)
!95 = !DILocation(line: 30, column: 16, scope: !74)
!96 = !DILocation(line: 31, column: 2, scope: !74)
!97 = !DILocation(line: 26, column: 26, scope: !69)
!98 = !DILocation(line: 26, column: 2, scope: !69)
!99 = distinct !{!99, !72, !100, !101}
!100 = !DILocation(line: 31, column: 2, scope: !65)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 32, type: !39)
!103 = !DILocation(line: 32, column: 7, scope: !17)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 33, type: !20)
!105 = distinct !DILexicalBlock(scope: !17, file: !2, line: 33, column: 2)
!106 = !DILocation(line: 33, column: 11, scope: !105)
!107 = !DILocation(line: 33, column: 7, scope: !105)
!108 = !DILocation(line: 33, column: 18, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 33, column: 2)
!110 = !DILocation(line: 33, column: 22, scope: !109)
!111 = !DILocation(line: 33, column: 20, scope: !109)
!112 = !DILocation(line: 33, column: 2, scope: !105)
!113 = !DILocation(line: 34, column: 8, scope: !109)
!114 = !DILocation(line: 34, column: 13, scope: !109)
!115 = !DILocation(line: 34, column: 16, scope: !109)
!116 = !DILocation(line: 34, column: 18, scope: !109)
!117 = !DILocation(line: 34, column: 30, scope: !109)
!118 = !DILocation(line: 34, column: 24, scope: !109)
!119 = !DILocation(line: 34, column: 33, scope: !109)
!120 = !DILocation(line: 34, column: 22, scope: !109)
!121 = !DILocation(line: 34, column: 5, scope: !109)
!122 = !DILocation(line: 34, column: 3, scope: !109)
!123 = !DILocation(line: 33, column: 26, scope: !109)
!124 = !DILocation(line: 33, column: 2, scope: !109)
!125 = distinct !{!125, !112, !126, !101}
!126 = !DILocation(line: 34, column: 33, scope: !105)
!127 = !DILocation(line: 35, column: 18, scope: !17)
!128 = !DILocation(line: 35, column: 2, scope: !17)
!129 = !DILocation(line: 36, column: 7, scope: !17)
!130 = !DILocation(line: 36, column: 2, scope: !17)
!131 = !DILocation(line: 37, column: 2, scope: !17)
!132 = !DILocation(line: 38, column: 1, scope: !17)
