; ModuleID = 'deep_calls.c'
source_filename = "deep_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %items = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %n, !28, !DIExpression(), !29)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !30
  %add = add nsw i32 %0, 20, !dbg !31
  store i32 %add, ptr %n, align 4, !dbg !29
    #dbg_declare(ptr %items, !32, !DIExpression(), !38)
  %1 = load i32, ptr %n, align 4, !dbg !39
  %conv = sext i32 %1 to i64, !dbg !39
  %mul = mul i64 %conv, 8, !dbg !40
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !41
  store ptr %call, ptr %items, align 8, !dbg !38
  %2 = load ptr, ptr %items, align 8, !dbg !42
  %tobool = icmp ne ptr %2, null, !dbg !42
  br i1 %tobool, label %if.end, label %if.then, !dbg !44

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !45
  br label %return, !dbg !45

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !46, !DIExpression(), !48)
  store i32 0, ptr %i, align 4, !dbg !48
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4, !dbg !50
  %4 = load i32, ptr %n, align 4, !dbg !52
  %cmp = icmp slt i32 %3, %4, !dbg !53
  br i1 %cmp, label %for.body, label %for.end, !dbg !54

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !55
  %6 = load ptr, ptr %items, align 8, !dbg !57
  %7 = load i32, ptr %i, align 4, !dbg !58
  %idxprom = sext i32 %7 to i64, !dbg !57
  %arrayidx = getelementptr inbounds %struct.item, ptr %6, i64 %idxprom, !dbg !57
  %weight = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 0, !dbg !59
  store i32 %5, ptr %weight, align 4, !dbg !60
  %8 = load i32, ptr %n, align 4, !dbg !61
  %9 = load i32, ptr %i, align 4, !dbg !62
  %sub = sub nsw i32 %8, %9, !dbg !63
  %10 = load ptr, ptr %items, align 8, !dbg !64
  %11 = load i32, ptr %i, align 4, !dbg !65
  %idxprom2 = sext i32 %11 to i64, !dbg !64
  %arrayidx3 = getelementptr inbounds %struct.item, ptr %10, i64 %idxprom2, !dbg !64
  %value = getelementptr inbounds %struct.item, ptr %arrayidx3, i32 0, i32 1, !dbg !66
  store i32 %sub, ptr %value, align 4, !dbg !67
  br label %for.inc, !dbg !68

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4, !dbg !69
  %inc = add nsw i32 %12, 1, !dbg !69
  store i32 %inc, ptr %i, align 4, !dbg !69
  br label %for.cond, !dbg !70, !llvm.loop !71

for.end:                                          ; preds = %for.cond
  %13 = load ptr, ptr %items, align 8, !dbg !74
  %14 = load i32, ptr %n, align 4, !dbg !75
  %call4 = call i32 @level1(ptr noundef %13, i32 noundef %14), !dbg !76
  %call5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %call4), !dbg !77
  %15 = load ptr, ptr %items, align 8, !dbg !78
  call void @free(ptr noundef %15) #5, !dbg !79
  store i32 0, ptr %retval, align 4, !dbg !80
  br label %return, !dbg !80

return:                                           ; preds = %for.end, %if.then
  %16 = load i32, ptr %retval, align 4, !dbg !81
  ret i32 %16, !dbg !81
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level1(ptr noundef %it, i32 noundef %n) #0 !dbg !82 {
entry:
  %it.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %it, ptr %it.addr, align 8
    #dbg_declare(ptr %it.addr, !85, !DIExpression(), !86)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !87, !DIExpression(), !88)
  %0 = load ptr, ptr %it.addr, align 8, !dbg !89
  %1 = load i32, ptr %n.addr, align 4, !dbg !90
  %call = call i32 @level2(ptr noundef %0, i32 noundef %1), !dbg !91
  %add = add nsw i32 %call, 1, !dbg !92
  ret i32 %add, !dbg !93
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level2(ptr noundef %it, i32 noundef %n) #0 !dbg !94 {
entry:
  %it.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %it, ptr %it.addr, align 8
    #dbg_declare(ptr %it.addr, !95, !DIExpression(), !96)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !97, !DIExpression(), !98)
    #dbg_declare(ptr %s, !99, !DIExpression(), !100)
  store i32 0, ptr %s, align 4, !dbg !100
    #dbg_declare(ptr %i, !101, !DIExpression(), !103)
  store i32 0, ptr %i, align 4, !dbg !103
  br label %for.cond, !dbg !104

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !105
  %1 = load i32, ptr %n.addr, align 4, !dbg !107
  %cmp = icmp slt i32 %0, %1, !dbg !108
  br i1 %cmp, label %for.body, label %for.end, !dbg !109

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %it.addr, align 8, !dbg !110
  %3 = load i32, ptr %i, align 4, !dbg !111
  %call = call i32 @level3(ptr noundef %2, i32 noundef %3), !dbg !112
  %4 = load i32, ptr %s, align 4, !dbg !113
  %add = add nsw i32 %4, %call, !dbg !113
  store i32 %add, ptr %s, align 4, !dbg !113
  br label %for.inc, !dbg !114

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %i, align 4, !dbg !115
  %inc = add nsw i32 %5, 1, !dbg !115
  store i32 %inc, ptr %i, align 4, !dbg !115
  br label %for.cond, !dbg !116, !llvm.loop !117

for.end:                                          ; preds = %for.cond
  %6 = load i32, ptr %s, align 4, !dbg !119
  ret i32 %6, !dbg !120
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @level3(ptr noundef %it, i32 noundef %i) #0 !dbg !121 {
entry:
  %it.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %it, ptr %it.addr, align 8
    #dbg_declare(ptr %it.addr, !122, !DIExpression(), !123)
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !124, !DIExpression(), !125)
  %0 = load ptr, ptr %it.addr, align 8, !dbg !126
  %1 = load i32, ptr %i.addr, align 4, !dbg !127
  %idxprom = sext i32 %1 to i64, !dbg !126
  %arrayidx = getelementptr inbounds %struct.item, ptr %0, i64 %idxprom, !dbg !126
  %weight = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 0, !dbg !128
  %2 = load i32, ptr %weight, align 4, !dbg !128
  %3 = load ptr, ptr %it.addr, align 8, !dbg !129
  %4 = load i32, ptr %i.addr, align 4, !dbg !130
  %idxprom1 = sext i32 %4 to i64, !dbg !129
  %arrayidx2 = getelementptr inbounds %struct.item, ptr %3, i64 %idxprom1, !dbg !129
  %value = getelementptr inbounds %struct.item, ptr %arrayidx2, i32 0, i32 1, !dbg !131
  %5 = load i32, ptr %value, align 4, !dbg !131
  %mul = mul nsw i32 %2, %5, !dbg !132
  ret i32 %mul, !dbg !133
}

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "deep_calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6554791c3007edaf09ff4041ecfee97")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !18, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 31, type: !20)
!25 = !DILocation(line: 31, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 31, type: !21)
!27 = !DILocation(line: 31, column: 27, scope: !17)
!28 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 33, type: !20)
!29 = !DILocation(line: 33, column: 6, scope: !17)
!30 = !DILocation(line: 33, column: 10, scope: !17)
!31 = !DILocation(line: 33, column: 15, scope: !17)
!32 = !DILocalVariable(name: "items", scope: !17, file: !2, line: 34, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 6, size: 64, elements: !35)
!35 = !{!36, !37}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !34, file: !2, line: 7, baseType: !20, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !34, file: !2, line: 8, baseType: !20, size: 32, offset: 32)
!38 = !DILocation(line: 34, column: 15, scope: !17)
!39 = !DILocation(line: 34, column: 30, scope: !17)
!40 = !DILocation(line: 34, column: 32, scope: !17)
!41 = !DILocation(line: 34, column: 23, scope: !17)
!42 = !DILocation(line: 35, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !17, file: !2, line: 35, column: 6)
!44 = !DILocation(line: 35, column: 6, scope: !17)
!45 = !DILocation(line: 36, column: 3, scope: !43)
!46 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 37, type: !20)
!47 = distinct !DILexicalBlock(scope: !17, file: !2, line: 37, column: 2)
!48 = !DILocation(line: 37, column: 11, scope: !47)
!49 = !DILocation(line: 37, column: 7, scope: !47)
!50 = !DILocation(line: 37, column: 18, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !2, line: 37, column: 2)
!52 = !DILocation(line: 37, column: 22, scope: !51)
!53 = !DILocation(line: 37, column: 20, scope: !51)
!54 = !DILocation(line: 37, column: 2, scope: !47)
!55 = !DILocation(line: 38, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !2, line: 37, column: 30)
!57 = !DILocation(line: 38, column: 3, scope: !56)
!58 = !DILocation(line: 38, column: 9, scope: !56)
!59 = !DILocation(line: 38, column: 12, scope: !56)
!60 = !DILocation(line: 38, column: 19, scope: !56)
!61 = !DILocation(line: 39, column: 20, scope: !56)
!62 = !DILocation(line: 39, column: 24, scope: !56)
!63 = !DILocation(line: 39, column: 22, scope: !56)
!64 = !DILocation(line: 39, column: 3, scope: !56)
!65 = !DILocation(line: 39, column: 9, scope: !56)
!66 = !DILocation(line: 39, column: 12, scope: !56)
!67 = !DILocation(line: 39, column: 18, scope: !56)
!68 = !DILocation(line: 40, column: 2, scope: !56)
!69 = !DILocation(line: 37, column: 26, scope: !51)
!70 = !DILocation(line: 37, column: 2, scope: !51)
!71 = distinct !{!71, !54, !72, !73}
!72 = !DILocation(line: 40, column: 2, scope: !47)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 41, column: 24, scope: !17)
!75 = !DILocation(line: 41, column: 31, scope: !17)
!76 = !DILocation(line: 41, column: 17, scope: !17)
!77 = !DILocation(line: 41, column: 2, scope: !17)
!78 = !DILocation(line: 42, column: 7, scope: !17)
!79 = !DILocation(line: 42, column: 2, scope: !17)
!80 = !DILocation(line: 43, column: 2, scope: !17)
!81 = !DILocation(line: 44, column: 1, scope: !17)
!82 = distinct !DISubprogram(name: "level1", scope: !2, file: !2, line: 26, type: !83, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!83 = !DISubroutineType(types: !84)
!84 = !{!20, !33, !20}
!85 = !DILocalVariable(name: "it", arg: 1, scope: !82, file: !2, line: 26, type: !33)
!86 = !DILocation(line: 26, column: 58, scope: !82)
!87 = !DILocalVariable(name: "n", arg: 2, scope: !82, file: !2, line: 26, type: !20)
!88 = !DILocation(line: 26, column: 66, scope: !82)
!89 = !DILocation(line: 28, column: 16, scope: !82)
!90 = !DILocation(line: 28, column: 20, scope: !82)
!91 = !DILocation(line: 28, column: 9, scope: !82)
!92 = !DILocation(line: 28, column: 23, scope: !82)
!93 = !DILocation(line: 28, column: 2, scope: !82)
!94 = distinct !DISubprogram(name: "level2", scope: !2, file: !2, line: 18, type: !83, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!95 = !DILocalVariable(name: "it", arg: 1, scope: !94, file: !2, line: 18, type: !33)
!96 = !DILocation(line: 18, column: 58, scope: !94)
!97 = !DILocalVariable(name: "n", arg: 2, scope: !94, file: !2, line: 18, type: !20)
!98 = !DILocation(line: 18, column: 66, scope: !94)
!99 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 20, type: !20)
!100 = !DILocation(line: 20, column: 6, scope: !94)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 21, type: !20)
!102 = distinct !DILexicalBlock(scope: !94, file: !2, line: 21, column: 2)
!103 = !DILocation(line: 21, column: 11, scope: !102)
!104 = !DILocation(line: 21, column: 7, scope: !102)
!105 = !DILocation(line: 21, column: 18, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 21, column: 2)
!107 = !DILocation(line: 21, column: 22, scope: !106)
!108 = !DILocation(line: 21, column: 20, scope: !106)
!109 = !DILocation(line: 21, column: 2, scope: !102)
!110 = !DILocation(line: 22, column: 15, scope: !106)
!111 = !DILocation(line: 22, column: 19, scope: !106)
!112 = !DILocation(line: 22, column: 8, scope: !106)
!113 = !DILocation(line: 22, column: 5, scope: !106)
!114 = !DILocation(line: 22, column: 3, scope: !106)
!115 = !DILocation(line: 21, column: 26, scope: !106)
!116 = !DILocation(line: 21, column: 2, scope: !106)
!117 = distinct !{!117, !109, !118, !73}
!118 = !DILocation(line: 22, column: 20, scope: !102)
!119 = !DILocation(line: 23, column: 9, scope: !94)
!120 = !DILocation(line: 23, column: 2, scope: !94)
!121 = distinct !DISubprogram(name: "level3", scope: !2, file: !2, line: 13, type: !83, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!122 = !DILocalVariable(name: "it", arg: 1, scope: !121, file: !2, line: 13, type: !33)
!123 = !DILocation(line: 13, column: 58, scope: !121)
!124 = !DILocalVariable(name: "i", arg: 2, scope: !121, file: !2, line: 13, type: !20)
!125 = !DILocation(line: 13, column: 66, scope: !121)
!126 = !DILocation(line: 15, column: 9, scope: !121)
!127 = !DILocation(line: 15, column: 12, scope: !121)
!128 = !DILocation(line: 15, column: 15, scope: !121)
!129 = !DILocation(line: 15, column: 24, scope: !121)
!130 = !DILocation(line: 15, column: 27, scope: !121)
!131 = !DILocation(line: 15, column: 30, scope: !121)
!132 = !DILocation(line: 15, column: 22, scope: !121)
!133 = !DILocation(line: 15, column: 2, scope: !121)
