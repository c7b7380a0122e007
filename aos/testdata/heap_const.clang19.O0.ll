; ModuleID = 'heap_const.c'
source_filename = "heap_const.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sample = type { [3 x float], i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %n = alloca i32, align 4
  %c = alloca ptr, align 8
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !26, !DIExpression(), !27)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %a, !30, !DIExpression(), !39)
  %call = call noalias ptr @malloc(i64 noundef 1024) #5, !dbg !40
  store ptr %call, ptr %a, align 8, !dbg !39
    #dbg_declare(ptr %b, !41, !DIExpression(), !42)
  %call1 = call noalias ptr @calloc(i64 noundef 32, i64 noundef 16) #6, !dbg !43
  store ptr %call1, ptr %b, align 8, !dbg !42
    #dbg_declare(ptr %n, !44, !DIExpression(), !45)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !46
  %add = add nsw i32 %0, 5, !dbg !47
  store i32 %add, ptr %n, align 4, !dbg !45
    #dbg_declare(ptr %c, !48, !DIExpression(), !49)
  %1 = load i32, ptr %n, align 4, !dbg !50
  %conv = sext i32 %1 to i64, !dbg !50
  %call2 = call noalias ptr @calloc(i64 noundef %conv, i64 noundef 16) #6, !dbg !51
  store ptr %call2, ptr %c, align 8, !dbg !49
  %2 = load ptr, ptr %a, align 8, !dbg !52
  %tobool = icmp ne ptr %2, null, !dbg !52
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !54

lor.lhs.false:                                    ; preds = %entry
  %3 = load ptr, ptr %b, align 8, !dbg !55
  %tobool3 = icmp ne ptr %3, null, !dbg !55
  br i1 %tobool3, label %lor.lhs.false4, label %if.then, !dbg !56

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %4 = load ptr, ptr %c, align 8, !dbg !57
  %tobool5 = icmp ne ptr %4, null, !dbg !57
  br i1 %tobool5, label %if.end, label %if.then, !dbg !58

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4, !dbg !59
  br label %return, !dbg !59

if.end:                                           ; preds = %lor.lhs.false4
    #dbg_declare(ptr %k, !60, !DIExpression(), !61)
  %5 = load i32, ptr %argc.addr, align 4, !dbg !62
  %rem = srem i32 %5, 32, !dbg !63
  store i32 %rem, ptr %k, align 4, !dbg !61
    #dbg_declare(ptr %i, !64, !DIExpression(), !66)
  store i32 0, ptr %i, align 4, !dbg !66
  br label %for.cond, !dbg !67

for.cond:                                         ; preds = %for.inc, %if.end
  %6 = load i32, ptr %i, align 4, !dbg !68
  %7 = load i32, ptr %k, align 4, !dbg !70
  %cmp = icmp slt i32 %6, %7, !dbg !71
  br i1 %cmp, label %for.body, label %for.end, !dbg !72

for.body:                                         ; preds = %for.cond
  %8 = load i32, ptr %i, align 4, !dbg !73
  %9 = load ptr, ptr %a, align 8, !dbg !75
  %10 = load i32, ptr %i, align 4, !dbg !76
  %idxprom = sext i32 %10 to i64, !dbg !75
  %arrayidx = getelementptr inbounds %struct.sample, ptr %9, i64 %idxprom, !dbg !75
  %id = getelementptr inbounds %struct.sample, ptr %arrayidx, i32 0, i32 1, !dbg !77
  store i32 %8, ptr %id, align 4, !dbg !78
  %11 = load i32, ptr %i, align 4, !dbg !79
  %conv7 = sitofp i32 %11 to float, !dbg !80
  %12 = load ptr, ptr %a, align 8, !dbg !81
  %13 = load i32, ptr %i, align 4, !dbg !82
  %idxprom8 = sext i32 %13 to i64, !dbg !81
  %arrayidx9 = getelementptr inbounds %struct.sample, ptr %12, i64 %idxprom8, !dbg !81
  %v = getelementptr inbounds %struct.sample, ptr %arrayidx9, i32 0, i32 0, !dbg !83
  %arrayidx10 = getelementptr inbounds [3 x float], ptr %v, i64 0, i64 1, !dbg !81
  store float %conv7, ptr %arrayidx10, align 4, !dbg !84
  %14 = load i32, ptr %i, align 4, !dbg !85
  %mul = mul nsw i32 2, %14, !dbg !86
  %15 = load ptr, ptr %b, align 8, !dbg !87
  %16 = load i32, ptr %i, align 4, !dbg !88
  %idxprom11 = sext i32 %16 to i64, !dbg !87
  %arrayidx12 = getelementptr inbounds %struct.sample, ptr %15, i64 %idxprom11, !dbg !87
  %id13 = getelementptr inbounds %struct.sample, ptr %arrayidx12, i32 0, i32 1, !dbg !89
  store i32 %mul, ptr %id13, align 4, !dbg !90
  %17 = load i32, ptr %i, align 4, !dbg !91
  %conv14 = sitofp i32 %17 to float, !dbg !92
  %18 = load ptr, ptr %c, align 8, !dbg !93
  %19 = load i32, ptr %i, align 4, !dbg !94
  %idxprom15 = sext i32 %19 to i64, !dbg !93
  %arrayidx16 = getelementptr inbounds %struct.sample, ptr %18, i64 %idxprom15, !dbg !93
  %v17 = getelementptr inbounds %struct.sample, ptr %arrayidx16, i32 0, i32 0, !dbg !95
  %arrayidx18 = getelementptr inbounds [3 x float], ptr %v17, i64 0, i64 2, !dbg !93
  store float %conv14, ptr %arrayidx18, align 4, !dbg !96
  br label %for.inc, !dbg !97

for.inc:                                          ; preds = %for.body
  %20 = load i32, ptr %i, align 4, !dbg !98
  %inc = add nsw i32 %20, 1, !dbg !98
  store i32 %inc, ptr %i, align 4, !dbg !98
  br label %for.cond, !dbg !99, !llvm.loop !100

for.end:                                          ; preds = %for.cond
  %21 = load ptr, ptr %a, align 8, !dbg !103
  %22 = load i32, ptr %k, align 4, !dbg !104
  %div = sdiv i32 %22, 2, !dbg !105
  %idxprom19 = sext i32 %div to i64, !dbg !103
  %arrayidx20 = getelementptr inbounds %struct.sample, ptr %21, i64 %idxprom19, !dbg !103
  %id21 = getelementptr inbounds %struct.sample, ptr %arrayidx20, i32 0, i32 1, !dbg !106
  %23 = load i32, ptr %id21, align 4, !dbg !106
  %24 = load ptr, ptr %b, align 8, !dbg !107
  %25 = load i32, ptr %k, align 4, !dbg !108
  %div22 = sdiv i32 %25, 3, !dbg !109
  %idxprom23 = sext i32 %div22 to i64, !dbg !107
  %arrayidx24 = getelementptr inbounds %struct.sample, ptr %24, i64 %idxprom23, !dbg !107
  %id25 = getelementptr inbounds %struct.sample, ptr %arrayidx24, i32 0, i32 1, !dbg !110
  %26 = load i32, ptr %id25, align 4, !dbg !110
  %27 = load ptr, ptr %c, align 8, !dbg !111
  %28 = load i32, ptr %k, align 4, !dbg !112
  %div26 = sdiv i32 %28, 4, !dbg !113
  %idxprom27 = sext i32 %div26 to i64, !dbg !111
  %arrayidx28 = getelementptr inbounds %struct.sample, ptr %27, i64 %idxprom27, !dbg !111
  %v29 = getelementptr inbounds %struct.sample, ptr %arrayidx28, i32 0, i32 0, !dbg !114
  %arrayidx30 = getelementptr inbounds [3 x float], ptr %v29, i64 0, i64 2, !dbg !111
  %29 = load float, ptr %arrayidx30, align 4, !dbg !111
  %conv31 = fpext float %29 to double, !dbg !111
  %call32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %26, double noundef %conv31), !dbg !115
  %30 = load ptr, ptr %a, align 8, !dbg !116
  call void @free(ptr noundef %30) #7, !dbg !117
  %31 = load ptr, ptr %b, align 8, !dbg !118
  call void @free(ptr noundef %31) #7, !dbg !119
  %32 = load ptr, ptr %c, align 8, !dbg !120
  call void @free(ptr noundef %32) #7, !dbg !121
  store i32 0, ptr %retval, align 4, !dbg !122
  br label %return, !dbg !122

return:                                           ; preds = %for.end, %if.then
  %33 = load i32, ptr %retval, align 4, !dbg !123
  ret i32 %33, !dbg !123
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "heap_const.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8a71370786e237722151e4441f1cbd5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 15, type: !22)
!27 = !DILocation(line: 15, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 15, type: !23)
!29 = !DILocation(line: 15, column: 27, scope: !19)
!30 = !DILocalVariable(name: "a", scope: !19, file: !2, line: 17, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sample", file: !2, line: 6, size: 128, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !32, file: !2, line: 7, baseType: !35, size: 96)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 3)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !32, file: !2, line: 8, baseType: !22, size: 32, offset: 96)
!39 = !DILocation(line: 17, column: 17, scope: !19)
!40 = !DILocation(line: 17, column: 21, scope: !19)
!41 = !DILocalVariable(name: "b", scope: !19, file: !2, line: 18, type: !31)
!42 = !DILocation(line: 18, column: 17, scope: !19)
!43 = !DILocation(line: 18, column: 21, scope: !19)
!44 = !DILocalVariable(name: "n", scope: !19, file: !2, line: 19, type: !22)
!45 = !DILocation(line: 19, column: 6, scope: !19)
!46 = !DILocation(line: 19, column: 10, scope: !19)
!47 = !DILocation(line: 19, column: 15, scope: !19)
!48 = !DILocalVariable(name: "c", scope: !19, file: !2, line: 20, type: !31)
!49 = !DILocation(line: 20, column: 17, scope: !19)
!50 = !DILocation(line: 20, column: 28, scope: !19)
!51 = !DILocation(line: 20, column: 21, scope: !19)
!52 = !DILocation(line: 21, column: 7, scope: !53)
!53 = distinct !DILexicalBlock(scope: !19, file: !2, line: 21, column: 6)
!54 = !DILocation(line: 21, column: 9, scope: !53)
!55 = !DILocation(line: 21, column: 13, scope: !53)
!56 = !DILocation(line: 21, column: 15, scope: !53)
!57 = !DILocation(line: 21, column: 19, scope: !53)
!58 = !DILocation(line: 21, column: 6, scope: !19)
!59 = !DILocation(line: 22, column: 3, scope: !53)
!60 = !DILocalVariable(name: "k", scope: !19, file: !2, line: 23, type: !22)
!61 = !DILocation(line: 23, column: 6, scope: !19)
!62 = !DILocation(line: 23, column: 10, scope: !19)
!63 = !DILocation(line: 23, column: 15, scope: !19)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 24, type: !22)
!65 = distinct !DILexicalBlock(scope: !19, file: !2, line: 24, column: 2)
!66 = !DILocation(line: 24, column: 11, scope: !65)
!67 = !DILocation(line: 24, column: 7, scope: !65)
!68 = !DILocation(line: 24, column: 18, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !2, line: 24, column: 2)
!70 = !DILocation(line: 24, column: 22, scope: !69)
!71 = !DILocation(line: 24, column: 20, scope: !69)
!72 = !DILocation(line: 24, column: 2, scope: !65)
!73 = !DILocation(line: 25, column: 13, scope: !74)
!74 = distinct !DILexicalBlock(scope: !69, file: !2, line: 24, column: 30)
!75 = !DILocation(line: 25, column: 3, scope: !74)
!76 = !DILocation(line: 25, column: 5, scope: !74)
!77 = !DILocation(line: 25, column: 8, scope: !74)
!78 = !DILocation(line: 25, column: 11, scope: !74)
!79 = !DILocation(line: 26, column: 22, scope: !74)
!80 = !DILocation(line: 26, column: 15, scope: !74)
!81 = !DILocation(line: 26, column: 3, scope: !74)
!82 = !DILocation(line: 26, column: 5, scope: !74)
!83 = !DILocation(line: 26, column: 8, scope: !74)
!84 = !DILocation(line: 26, column: 13, scope: !74)
!85 = !DILocation(line: 27, column: 17, scope: !74)
!86 = !DILocation(line: 27, column: 15, scope: !74)
!87 = !DILocation(line: 27, column: 3, scope: !74)
!88 = !DILocation(line: 27, column: 5, scope: !74)
!89 = !DILocation(line: 27, column: 8, scope: !74)
!90 = !DILocation(line: 27, column: 11, scope: !74)
!91 = !DILocation(line: 28, column: 22, scope: !74)
!92 = !DILocation(line: 28, column: 15, scope: !74)
!93 = !DILocation(line: 28, column: 3, scope: !74)
!94 = !DILocation(line: 28, column: 5, scope: !74)
!95 = !DILocation(line: 28, column: 8, scope: !74)
!96 = !DILocation(line: 28, column: 13, scope: !74)
!97 = !DILocation(line: 29, column: 2, scope: !74)
!98 = !DILocation(line: 24, column: 26, scope: !69)
!99 = !DILocation(line: 24, column: 2, scope: !69)
!100 = distinct !{!100, !72, !101, !102}
!101 = !DILocation(line: 29, column: 2, scope: !65)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 30, column: 23, scope: !19)
!104 = !DILocation(line: 30, column: 25, scope: !19)
!105 = !DILocation(line: 30, column: 27, scope: !19)
!106 = !DILocation(line: 30, column: 32, scope: !19)
!107 = !DILocation(line: 30, column: 36, scope: !19)
!108 = !DILocation(line: 30, column: 38, scope: !19)
!109 = !DILocation(line: 30, column: 40, scope: !19)
!110 = !DILocation(line: 30, column: 45, scope: !19)
!111 = !DILocation(line: 30, column: 49, scope: !19)
!112 = !DILocation(line: 30, column: 51, scope: !19)
!113 = !DILocation(line: 30, column: 53, scope: !19)
!114 = !DILocation(line: 30, column: 58, scope: !19)
!115 = !DILocation(line: 30, column: 2, scope: !19)
!116 = !DILocation(line: 31, column: 7, scope: !19)
!117 = !DILocation(line: 31, column: 2, scope: !19)
!118 = !DILocation(line: 32, column: 7, scope: !19)
!119 = !DILocation(line: 32, column: 2, scope: !19)
!120 = !DILocation(line: 33, column: 7, scope: !19)
!121 = !DILocation(line: 33, column: 2, scope: !19)
!122 = !DILocation(line: 34, column: 2, scope: !19)
!123 = !DILocation(line: 35, column: 1, scope: !19)
