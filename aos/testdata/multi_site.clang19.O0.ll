; ModuleID = 'multi_site.c'
source_filename = "multi_site.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.small = type { i32 }
%struct.big = type { i64, i64, i64 }

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s1 = alloca ptr, align 8
  %s2 = alloca ptr, align 8
  %n = alloca i32, align 4
  %b = alloca ptr, align 8
  %s = alloca ptr, align 8
  %i = alloca i32, align 4
  %i9 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %s1, !28, !DIExpression(), !33)
  %call = call noalias ptr @malloc(i64 noundef 40) #4, !dbg !34
  store ptr %call, ptr %s1, align 8, !dbg !33
    #dbg_declare(ptr %s2, !35, !DIExpression(), !36)
  %call1 = call noalias ptr @malloc(i64 noundef 80) #4, !dbg !37
  store ptr %call1, ptr %s2, align 8, !dbg !36
    #dbg_declare(ptr %n, !38, !DIExpression(), !39)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !40
  %add = add nsw i32 %0, 1, !dbg !41
  store i32 %add, ptr %n, align 4, !dbg !39
    #dbg_declare(ptr %b, !42, !DIExpression(), !50)
  %1 = load i32, ptr %n, align 4, !dbg !51
  %conv = sext i32 %1 to i64, !dbg !51
  %mul = mul i64 %conv, 24, !dbg !52
  %call2 = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !53
  store ptr %call2, ptr %b, align 8, !dbg !50
  %2 = load ptr, ptr %s1, align 8, !dbg !54
  %tobool = icmp ne ptr %2, null, !dbg !54
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !56

lor.lhs.false:                                    ; preds = %entry
  %3 = load ptr, ptr %s2, align 8, !dbg !57
  %tobool3 = icmp ne ptr %3, null, !dbg !57
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !58

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %4 = load ptr, ptr %b, align 8, !dbg !59
  %tobool5 = icmp ne ptr %4, null, !dbg !59
  br i1 %tobool5, label %if.end, label %if.then, !dbg !60

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4, !dbg !61
  br label %return, !dbg !61

if.end:                                           ; preds = %lor.lhs.false4
    #dbg_declare(ptr %s, !62, !DIExpression(), !63)
  %5 = load i32, ptr %argc.addr, align 4, !dbg !64
  %cmp = icmp sgt i32 %5, 2, !dbg !65
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !64

cond.true:                                        ; preds = %if.end
  %6 = load ptr, ptr %s1, align 8, !dbg !66
  br label %cond.end, !dbg !64

cond.false:                                       ; preds = %if.end
  %7 = load ptr, ptr %s2, align 8, !dbg !67
  br label %cond.end, !dbg !64

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %6, %cond.true ], [ %7, %cond.false ], !dbg !64
  store ptr %cond, ptr %s, align 8, !dbg !63
    #dbg_declare(ptr %i, !68, !DIExpression(), !70)
  store i32 0, ptr %i, align 4, !dbg !70
  br label %for.cond, !dbg !71

for.cond:                                         ; preds = %for.inc, %cond.end
  %8 = load i32, ptr %i, align 4, !dbg !72
  %cmp7 = icmp slt i32 %8, 10, !dbg !74
  br i1 %cmp7, label %for.body, label %for.end, !dbg !75

for.body:                                         ; preds = %for.cond
  %9 = load i32, ptr %i, align 4, !dbg !76
  %10 = load ptr, ptr %s, align 8, !dbg !77
  %11 = load i32, ptr %i, align 4, !dbg !78
  %idxprom = sext i32 %11 to i64, !dbg !77
  %arrayidx = getelementptr inbounds %struct.small, ptr %10, i64 %idxprom, !dbg !77
  %a = getelementptr inbounds %struct.small, ptr %arrayidx, i32 0, i32 0, !dbg !79
  store i32 %9, ptr %a, align 4, !dbg !80
  br label %for.inc, !dbg !77

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4, !dbg !81
  %inc = add nsw i32 %12, 1, !dbg !81
  store i32 %inc, ptr %i, align 4, !dbg !81
  br label %for.cond, !dbg !82, !llvm.loop !83

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %i9, !86, !DIExpression(), !88)
  store i32 0, ptr %i9, align 4, !dbg !88
  br label %for.cond10, !dbg !89

for.cond10:                                       ; preds = %for.inc17, %for.end
  %13 = load i32, ptr %i9, align 4, !dbg !90
  %14 = load i32, ptr %n, align 4, !dbg !92
  %cmp11 = icmp slt i32 %13, %14, !dbg !93
  br i1 %cmp11, label %for.body13, label %for.end19, !dbg !94

for.body13:                                       ; preds = %for.cond10
  %15 = load i32, ptr %i9, align 4, !dbg !95
  %conv14 = sext i32 %15 to i64, !dbg !95
  %16 = load ptr, ptr %b, align 8, !dbg !96
  %17 = load i32, ptr %i9, align 4, !dbg !97
  %idxprom15 = sext i32 %17 to i64, !dbg !96
  %arrayidx16 = getelementptr inbounds %struct.big, ptr %16, i64 %idxprom15, !dbg !96
  %c = getelementptr inbounds %struct.big, ptr %arrayidx16, i32 0, i32 2, !dbg !98
  store i64 %conv14, ptr %c, align 8, !dbg !99
  br label %for.inc17, !dbg !96

for.inc17:                                        ; preds = %for.body13
  %18 = load i32, ptr %i9, align 4, !dbg !100
  %inc18 = add nsw i32 %18, 1, !dbg !100
  store i32 %inc18, ptr %i9, align 4, !dbg !100
  br label %for.cond10, !dbg !101, !llvm.loop !102

for.end19:                                        ; preds = %for.cond10
  %19 = load ptr, ptr %s, align 8, !dbg !104
  %20 = load i32, ptr %argc.addr, align 4, !dbg !105
  %rem = srem i32 %20, 10, !dbg !106
  %idxprom20 = sext i32 %rem to i64, !dbg !104
  %arrayidx21 = getelementptr inbounds %struct.small, ptr %19, i64 %idxprom20, !dbg !104
  %a22 = getelementptr inbounds %struct.small, ptr %arrayidx21, i32 0, i32 0, !dbg !107
  %21 = load i32, ptr %a22, align 4, !dbg !107
  %22 = load ptr, ptr %b, align 8, !dbg !108
  %23 = load i32, ptr %n, align 4, !dbg !109
  %sub = sub nsw i32 %23, 1, !dbg !110
  %idxprom23 = sext i32 %sub to i64, !dbg !108
  %arrayidx24 = getelementptr inbounds %struct.big, ptr %22, i64 %idxprom23, !dbg !108
  %c25 = getelementptr inbounds %struct.big, ptr %arrayidx24, i32 0, i32 2, !dbg !111
  %24 = load i64, ptr %c25, align 8, !dbg !111
  %call26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21, i64 noundef %24), !dbg !112
  %25 = load ptr, ptr %s1, align 8, !dbg !113
  call void @free(ptr noundef %25) #5, !dbg !114
  %26 = load ptr, ptr %s2, align 8, !dbg !115
  call void @free(ptr noundef %26) #5, !dbg !116
  %27 = load ptr, ptr %b, align 8, !dbg !117
  call void @free(ptr noundef %27) #5, !dbg !118
  store i32 0, ptr %retval, align 4, !dbg !119
  br label %return, !dbg !119

return:                                           ; preds = %for.end19, %if.then
  %28 = load i32, ptr %retval, align 4, !dbg !120
  ret i32 %28, !dbg !120
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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "multi_site.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f6d2613d13afacb95cd700037178e6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !18, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 19, type: !20)
!25 = !DILocation(line: 19, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 19, type: !21)
!27 = !DILocation(line: 19, column: 27, scope: !17)
!28 = !DILocalVariable(name: "s1", scope: !17, file: !2, line: 21, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 7, size: 32, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !30, file: !2, line: 8, baseType: !20, size: 32)
!33 = !DILocation(line: 21, column: 16, scope: !17)
!34 = !DILocation(line: 21, column: 21, scope: !17)
!35 = !DILocalVariable(name: "s2", scope: !17, file: !2, line: 22, type: !29)
!36 = !DILocation(line: 22, column: 16, scope: !17)
!37 = !DILocation(line: 22, column: 21, scope: !17)
!38 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 23, type: !20)
!39 = !DILocation(line: 23, column: 6, scope: !17)
!40 = !DILocation(line: 23, column: 10, scope: !17)
!41 = !DILocation(line: 23, column: 15, scope: !17)
!42 = !DILocalVariable(name: "b", scope: !17, file: !2, line: 24, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 11, size: 192, elements: !45)
!45 = !{!46, !48, !49}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !44, file: !2, line: 12, baseType: !47, size: 64)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !44, file: !2, line: 12, baseType: !47, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !44, file: !2, line: 12, baseType: !47, size: 64, offset: 128)
!50 = !DILocation(line: 24, column: 14, scope: !17)
!51 = !DILocation(line: 24, column: 25, scope: !17)
!52 = !DILocation(line: 24, column: 27, scope: !17)
!53 = !DILocation(line: 24, column: 18, scope: !17)
!54 = !DILocation(line: 25, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !17, file: !2, line: 25, column: 6)
!56 = !DILocation(line: 25, column: 10, scope: !55)
!57 = !DILocation(line: 25, column: 14, scope: !55)
!58 = !DILocation(line: 25, column: 17, scope: !55)
!59 = !DILocation(line: 25, column: 21, scope: !55)
!60 = !DILocation(line: 25, column: 6, scope: !17)
!61 = !DILocation(line: 26, column: 3, scope: !55)
!62 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 27, type: !29)
!63 = !DILocation(line: 27, column: 16, scope: !17)
!64 = !DILocation(line: 27, column: 20, scope: !17)
!65 = !DILocation(line: 27, column: 25, scope: !17)
!66 = !DILocation(line: 27, column: 31, scope: !17)
!67 = !DILocation(line: 27, column: 36, scope: !17)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 28, type: !20)
!69 = distinct !DILexicalBlock(scope: !17, file: !2, line: 28, column: 2)
!70 = !DILocation(line: 28, column: 11, scope: !69)
!71 = !DILocation(line: 28, column: 7, scope: !69)
!72 = !DILocation(line: 28, column: 18, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !2, line: 28, column: 2)
!74 = !DILocation(line: 28, column: 20, scope: !73)
!75 = !DILocation(line: 28, column: 2, scope: !69)
!76 = !DILocation(line: 29, column: 12, scope: !73)
!77 = !DILocation(line: 29, column: 3, scope: !73)
!78 = !DILocation(line: 29, column: 5, scope: !73)
!79 = !DILocation(line: 29, column: 8, scope: !73)
!80 = !DILocation(line: 29, column: 10, scope: !73)
!81 = !DILocation(line: 28, column: 27, scope: !73)
!82 = !DILocation(line: 28, column: 2, scope: !73)
!83 = distinct !{!83, !75, !84, !85}
!84 = !DILocation(line: 29, column: 12, scope: !69)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 30, type: !20)
!87 = distinct !DILexicalBlock(scope: !17, file: !2, line: 30, column: 2)
!88 = !DILocation(line: 30, column: 11, scope: !87)
!89 = !DILocation(line: 30, column: 7, scope: !87)
!90 = !DILocation(line: 30, column: 18, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !2, line: 30, column: 2)
!92 = !DILocation(line: 30, column: 22, scope: !91)
!93 = !DILocation(line: 30, column: 20, scope: !91)
!94 = !DILocation(line: 30, column: 2, scope: !87)
!95 = !DILocation(line: 31, column: 12, scope: !91)
!96 = !DILocation(line: 31, column: 3, scope: !91)
!97 = !DILocation(line: 31, column: 5, scope: !91)
!98 = !DILocation(line: 31, column: 8, scope: !91)
!99 = !DILocation(line: 31, column: 10, scope: !91)
!100 = !DILocation(line: 30, column: 26, scope: !91)
!101 = !DILocation(line: 30, column: 2, scope: !91)
!102 = distinct !{!102, !94, !103, !85}
!103 = !DILocation(line: 31, column: 12, scope: !87)
!104 = !DILocation(line: 32, column: 21, scope: !17)
!105 = !DILocation(line: 32, column: 23, scope: !17)
!106 = !DILocation(line: 32, column: 28, scope: !17)
!107 = !DILocation(line: 32, column: 34, scope: !17)
!108 = !DILocation(line: 32, column: 37, scope: !17)
!109 = !DILocation(line: 32, column: 39, scope: !17)
!110 = !DILocation(line: 32, column: 41, scope: !17)
!111 = !DILocation(line: 32, column: 46, scope: !17)
!112 = !DILocation(line: 32, column: 2, scope: !17)
!113 = !DILocation(line: 33, column: 7, scope: !17)
!114 = !DILocation(line: 33, column: 2, scope: !17)
!115 = !DILocation(line: 34, column: 7, scope: !17)
!116 = !DILocation(line: 34, column: 2, scope: !17)
!117 = !DILocation(line: 35, column: 7, scope: !17)
!118 = !DILocation(line: 35, column: 2, scope: !17)
!119 = !DILocation(line: 36, column: 2, scope: !17)
!120 = !DILocation(line: 37, column: 1, scope: !17)
