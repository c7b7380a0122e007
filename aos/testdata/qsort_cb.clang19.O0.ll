; ModuleID = 'qsort_cb.c'
source_filename = "qsort_cb.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [16 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"p%d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !22 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %people = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !29, !DIExpression(), !30)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !31, !DIExpression(), !32)
    #dbg_declare(ptr %n, !33, !DIExpression(), !34)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !35
  %add = add nsw i32 %0, 6, !dbg !36
  store i32 %add, ptr %n, align 4, !dbg !34
    #dbg_declare(ptr %people, !37, !DIExpression(), !46)
  %1 = load i32, ptr %n, align 4, !dbg !47
  %conv = sext i32 %1 to i64, !dbg !47
  %mul = mul i64 %conv, 20, !dbg !48
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !49
  store ptr %call, ptr %people, align 8, !dbg !46
  %2 = load ptr, ptr %people, align 8, !dbg !50
  %tobool = icmp ne ptr %2, null, !dbg !50
  br i1 %tobool, label %if.end, label %if.then, !dbg !52

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !53
  br label %return, !dbg !53

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !54, !DIExpression(), !56)
  store i32 0, ptr %i, align 4, !dbg !56
  br label %for.cond, !dbg !57

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4, !dbg !58
  %4 = load i32, ptr %n, align 4, !dbg !60
  %cmp = icmp slt i32 %3, %4, !dbg !61
  br i1 %cmp, label %for.body, label %for.end, !dbg !62

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %people, align 8, !dbg !63
  %6 = load i32, ptr %i, align 4, !dbg !65
  %idxprom = sext i32 %6 to i64, !dbg !63
  %arrayidx = getelementptr inbounds %struct.person, ptr %5, i64 %idxprom, !dbg !63
  %name = getelementptr inbounds %struct.person, ptr %arrayidx, i32 0, i32 0, !dbg !66
  %arraydecay = getelementptr inbounds [16 x i8], ptr %name, i64 0, i64 0, !dbg !63
  %7 = load i32, ptr %i, align 4, !dbg !67
  %call2 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %arraydecay, i64 noundef 16, ptr noundef @.str, i32 noundef %7) #5, !dbg !68
  %8 = load i32, ptr %i, align 4, !dbg !69
  %mul3 = mul nsw i32 %8, 37, !dbg !70
  %rem = srem i32 %mul3, 90, !dbg !71
  %9 = load ptr, ptr %people, align 8, !dbg !72
  %10 = load i32, ptr %i, align 4, !dbg !73
  %idxprom4 = sext i32 %10 to i64, !dbg !72
  %arrayidx5 = getelementptr inbounds %struct.person, ptr %9, i64 %idxprom4, !dbg !72
  %age = getelementptr inbounds %struct.person, ptr %arrayidx5, i32 0, i32 1, !dbg !74
  store i32 %rem, ptr %age, align 4, !dbg !75
  br label %for.inc, !dbg !76

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4, !dbg !77
  %inc = add nsw i32 %11, 1, !dbg !77
  store i32 %inc, ptr %i, align 4, !dbg !77
  br label %for.cond, !dbg !78, !llvm.loop !79

for.end:                                          ; preds = %for.cond
  %12 = load ptr, ptr %people, align 8, !dbg !82
  %13 = load i32, ptr %n, align 4, !dbg !83
  %conv6 = sext i32 %13 to i64, !dbg !83
  call void @qsort(ptr noundef %12, i64 noundef %conv6, i64 noundef 20, ptr noundef @by_age), !dbg !84
  %14 = load ptr, ptr %people, align 8, !dbg !85
  %arrayidx7 = getelementptr inbounds %struct.person, ptr %14, i64 0, !dbg !85
  %name8 = getelementptr inbounds %struct.person, ptr %arrayidx7, i32 0, i32 0, !dbg !86
  %arraydecay9 = getelementptr inbounds [16 x i8], ptr %name8, i64 0, i64 0, !dbg !85
  %15 = load ptr, ptr %people, align 8, !dbg !87
  %16 = load i32, ptr %n, align 4, !dbg !88
  %sub = sub nsw i32 %16, 1, !dbg !89
  %idxprom10 = sext i32 %sub to i64, !dbg !87
  %arrayidx11 = getelementptr inbounds %struct.person, ptr %15, i64 %idxprom10, !dbg !87
  %age12 = getelementptr inbounds %struct.person, ptr %arrayidx11, i32 0, i32 1, !dbg !90
  %17 = load i32, ptr %age12, align 4, !dbg !90
  %call13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %arraydecay9, i32 noundef %17), !dbg !91
  %18 = load ptr, ptr %people, align 8, !dbg !92
  call void @free(ptr noundef %18) #5, !dbg !93
  store i32 0, ptr %retval, align 4, !dbg !94
  br label %return, !dbg !94

return:                                           ; preds = %for.end, %if.then
  %19 = load i32, ptr %retval, align 4, !dbg !95
  ret i32 %19, !dbg !95
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_age(ptr noundef %a, ptr noundef %b) #0 !dbg !96 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  %y = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
    #dbg_declare(ptr %a.addr, !101, !DIExpression(), !102)
  store ptr %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !103, !DIExpression(), !104)
    #dbg_declare(ptr %x, !105, !DIExpression(), !108)
  %0 = load ptr, ptr %a.addr, align 8, !dbg !109
  store ptr %0, ptr %x, align 8, !dbg !108
    #dbg_declare(ptr %y, !110, !DIExpression(), !111)
  %1 = load ptr, ptr %b.addr, align 8, !dbg !112
  store ptr %1, ptr %y, align 8, !dbg !111
  %2 = load ptr, ptr %x, align 8, !dbg !113
  %age = getelementptr inbounds %struct.person, ptr %2, i32 0, i32 1, !dbg !114
  %3 = load i32, ptr %age, align 4, !dbg !114
  %4 = load ptr, ptr %y, align 8, !dbg !115
  %age1 = getelementptr inbounds %struct.person, ptr %4, i32 0, i32 1, !dbg !116
  %5 = load i32, ptr %age1, align 4, !dbg !116
  %cmp = icmp sgt i32 %3, %5, !dbg !117
  %conv = zext i1 %cmp to i32, !dbg !117
  %6 = load ptr, ptr %x, align 8, !dbg !118
  %age2 = getelementptr inbounds %struct.person, ptr %6, i32 0, i32 1, !dbg !119
  %7 = load i32, ptr %age2, align 4, !dbg !119
  %8 = load ptr, ptr %y, align 8, !dbg !120
  %age3 = getelementptr inbounds %struct.person, ptr %8, i32 0, i32 1, !dbg !121
  %9 = load i32, ptr %age3, align 4, !dbg !121
  %cmp4 = icmp slt i32 %7, %9, !dbg !122
  %conv5 = zext i1 %cmp4 to i32, !dbg !122
  %sub = sub nsw i32 %conv, %conv5, !dbg !123
  ret i32 %sub, !dbg !124
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_cb.c", directory: ".", checksumkind: CSK_MD5, checksum: "5ae2774252bacb5e21b0683d1ab3c654")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !23, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 19, type: !25)
!30 = !DILocation(line: 19, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 19, type: !26)
!32 = !DILocation(line: 19, column: 27, scope: !22)
!33 = !DILocalVariable(name: "n", scope: !22, file: !2, line: 21, type: !25)
!34 = !DILocation(line: 21, column: 6, scope: !22)
!35 = !DILocation(line: 21, column: 10, scope: !22)
!36 = !DILocation(line: 21, column: 15, scope: !22)
!37 = !DILocalVariable(name: "people", scope: !22, file: !2, line: 22, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 6, size: 160, elements: !40)
!40 = !{!41, !45}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !39, file: !2, line: 7, baseType: !42, size: 128)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 16)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !39, file: !2, line: 8, baseType: !25, size: 32, offset: 128)
!46 = !DILocation(line: 22, column: 17, scope: !22)
!47 = !DILocation(line: 22, column: 33, scope: !22)
!48 = !DILocation(line: 22, column: 35, scope: !22)
!49 = !DILocation(line: 22, column: 26, scope: !22)
!50 = !DILocation(line: 23, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !22, file: !2, line: 23, column: 6)
!52 = !DILocation(line: 23, column: 6, scope: !22)
!53 = !DILocation(line: 24, column: 3, scope: !51)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 25, type: !25)
!55 = distinct !DILexicalBlock(scope: !22, file: !2, line: 25, column: 2)
!56 = !DILocation(line: 25, column: 11, scope: !55)
!57 = !DILocation(line: 25, column: 7, scope: !55)
!58 = !DILocation(line: 25, column: 18, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !2, line: 25, column: 2)
!60 = !DILocation(line: 25, column: 22, scope: !59)
!61 = !DILocation(line: 25, column: 20, scope: !59)
!62 = !DILocation(line: 25, column: 2, scope: !55)
!63 = !DILocation(line: 26, column: 12, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !2, line: 25, column: 30)
!65 = !DILocation(line: 26, column: 19, scope: !64)
!66 = !DILocation(line: 26, column: 22, scope: !64)
!67 = !DILocation(line: 26, column: 58, scope: !64)
!68 = !DILocation(line: 26, column: 3, scope: !64)
!69 = !DILocation(line: 27, column: 20, scope: !64)
!70 = !DILocation(line: 27, column: 22, scope: !64)
!71 = !DILocation(line: 27, column: 28, scope: !64)
!72 = !DILocation(line: 27, column: 3, scope: !64)
!73 = !DILocation(line: 27, column: 10, scope: !64)
!74 = !DILocation(line: 27, column: 13, scope: !64)
!75 = !DILocation(line: 27, column: 17, scope: !64)
!76 = !DILocation(line: 28, column: 2, scope: !64)
!77 = !DILocation(line: 25, column: 26, scope: !59)
!78 = !DILocation(line: 25, column: 2, scope: !59)
!79 = distinct !{!79, !62, !80, !81}
!80 = !DILocation(line: 28, column: 2, scope: !55)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 29, column: 8, scope: !22)
!83 = !DILocation(line: 29, column: 16, scope: !22)
!84 = !DILocation(line: 29, column: 2, scope: !22)
!85 = !DILocation(line: 30, column: 20, scope: !22)
!86 = !DILocation(line: 30, column: 30, scope: !22)
!87 = !DILocation(line: 30, column: 36, scope: !22)
!88 = !DILocation(line: 30, column: 43, scope: !22)
!89 = !DILocation(line: 30, column: 45, scope: !22)
!90 = !DILocation(line: 30, column: 50, scope: !22)
!91 = !DILocation(line: 30, column: 2, scope: !22)
!92 = !DILocation(line: 31, column: 7, scope: !22)
!93 = !DILocation(line: 31, column: 2, scope: !22)
!94 = !DILocation(line: 32, column: 2, scope: !22)
!95 = !DILocation(line: 33, column: 1, scope: !22)
!96 = distinct !DISubprogram(name: "by_age", scope: !2, file: !2, line: 13, type: !97, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!97 = !DISubroutineType(types: !98)
!98 = !{!25, !99, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!101 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !2, line: 13, type: !99)
!102 = !DILocation(line: 13, column: 31, scope: !96)
!103 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !2, line: 13, type: !99)
!104 = !DILocation(line: 13, column: 46, scope: !96)
!105 = !DILocalVariable(name: "x", scope: !96, file: !2, line: 15, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!108 = !DILocation(line: 15, column: 23, scope: !96)
!109 = !DILocation(line: 15, column: 27, scope: !96)
!110 = !DILocalVariable(name: "y", scope: !96, file: !2, line: 15, type: !106)
!111 = !DILocation(line: 15, column: 31, scope: !96)
!112 = !DILocation(line: 15, column: 35, scope: !96)
!113 = !DILocation(line: 16, column: 10, scope: !96)
!114 = !DILocation(line: 16, column: 13, scope: !96)
!115 = !DILocation(line: 16, column: 19, scope: !96)
!116 = !DILocation(line: 16, column: 22, scope: !96)
!117 = !DILocation(line: 16, column: 17, scope: !96)
!118 = !DILocation(line: 16, column: 30, scope: !96)
!119 = !DILocation(line: 16, column: 33, scope: !96)
!120 = !DILocation(line: 16, column: 39, scope: !96)
!121 = !DILocation(line: 16, column: 42, scope: !96)
!122 = !DILocation(line: 16, column: 37, scope: !96)
!123 = !DILocation(line: 16, column: 27, scope: !96)
!124 = !DILocation(line: 16, column: 2, scope: !96)
