; ModuleID = 'funcptr.c'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.job = type { i32, i32, double }

@handlers = dso_local global [2 x ptr] [ptr @cheapest, ptr @urgent], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define internal double @cheapest(ptr noundef %j, i32 noundef %n) #0 !dbg !34 {
entry:
  %j.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %c = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %j, ptr %j.addr, align 8
    #dbg_declare(ptr %j.addr, !36, !DIExpression(), !37)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !38, !DIExpression(), !39)
    #dbg_declare(ptr %c, !40, !DIExpression(), !41)
  store double 1.000000e+30, ptr %c, align 8, !dbg !41
    #dbg_declare(ptr %i, !42, !DIExpression(), !44)
  store i32 0, ptr %i, align 4, !dbg !44
  br label %for.cond, !dbg !45

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !46
  %1 = load i32, ptr %n.addr, align 4, !dbg !48
  %cmp = icmp slt i32 %0, %1, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %j.addr, align 8, !dbg !51
  %3 = load i32, ptr %i, align 4, !dbg !53
  %idxprom = sext i32 %3 to i64, !dbg !51
  %arrayidx = getelementptr inbounds %struct.job, ptr %2, i64 %idxprom, !dbg !51
  %cost = getelementptr inbounds %struct.job, ptr %arrayidx, i32 0, i32 2, !dbg !54
  %4 = load double, ptr %cost, align 8, !dbg !54
  %5 = load double, ptr %c, align 8, !dbg !55
  %cmp1 = fcmp olt double %4, %5, !dbg !56
  br i1 %cmp1, label %if.then, label %if.end, !dbg !57

if.then:                                          ; preds = %for.body
  %6 = load ptr, ptr %j.addr, align 8, !dbg !58
  %7 = load i32, ptr %i, align 4, !dbg !59
  %idxprom2 = sext i32 %7 to i64, !dbg !58
  %arrayidx3 = getelementptr inbounds %struct.job, ptr %6, i64 %idxprom2, !dbg !58
  %cost4 = getelementptr inbounds %struct.job, ptr %arrayidx3, i32 0, i32 2, !dbg !60
  %8 = load double, ptr %cost4, align 8, !dbg !60
  store double %8, ptr %c, align 8, !dbg !61
  br label %if.end, !dbg !62

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !55

for.inc:                                          ; preds = %if.end
  %9 = load i32, ptr %i, align 4, !dbg !63
  %inc = add nsw i32 %9, 1, !dbg !63
  store i32 %inc, ptr %i, align 4, !dbg !63
  br label %for.cond, !dbg !64, !llvm.loop !65

for.end:                                          ; preds = %for.cond
  %10 = load double, ptr %c, align 8, !dbg !68
  ret double %10, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @urgent(ptr noundef %j, i32 noundef %n) #0 !dbg !70 {
entry:
  %j.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %c = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %j, ptr %j.addr, align 8
    #dbg_declare(ptr %j.addr, !71, !DIExpression(), !72)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !73, !DIExpression(), !74)
    #dbg_declare(ptr %c, !75, !DIExpression(), !76)
  store double 0.000000e+00, ptr %c, align 8, !dbg !76
    #dbg_declare(ptr %i, !77, !DIExpression(), !79)
  store i32 0, ptr %i, align 4, !dbg !79
  br label %for.cond, !dbg !80

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !81
  %1 = load i32, ptr %n.addr, align 4, !dbg !83
  %cmp = icmp slt i32 %0, %1, !dbg !84
  br i1 %cmp, label %for.body, label %for.end, !dbg !85

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %j.addr, align 8, !dbg !86
  %3 = load i32, ptr %i, align 4, !dbg !88
  %idxprom = sext i32 %3 to i64, !dbg !86
  %arrayidx = getelementptr inbounds %struct.job, ptr %2, i64 %idxprom, !dbg !86
  %prio = getelementptr inbounds %struct.job, ptr %arrayidx, i32 0, i32 1, !dbg !89
  %4 = load i32, ptr %prio, align 4, !dbg !89
  %cmp1 = icmp sgt i32 %4, 5, !dbg !90
  br i1 %cmp1, label %if.then, label %if.end, !dbg !91

if.then:                                          ; preds = %for.body
  %5 = load ptr, ptr %j.addr, align 8, !dbg !92
  %6 = load i32, ptr %i, align 4, !dbg !93
  %idxprom2 = sext i32 %6 to i64, !dbg !92
  %arrayidx3 = getelementptr inbounds %struct.job, ptr %5, i64 %idxprom2, !dbg !92
  %cost = getelementptr inbounds %struct.job, ptr %arrayidx3, i32 0, i32 2, !dbg !94
  %7 = load double, ptr %cost, align 8, !dbg !94
  %8 = load double, ptr %c, align 8, !dbg !95
  %add = fadd double %8, %7, !dbg !95
  store double %add, ptr %c, align 8, !dbg !95
  br label %if.end, !dbg !96

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc, !dbg !97

for.inc:                                          ; preds = %if.end
  %9 = load i32, ptr %i, align 4, !dbg !98
  %inc = add nsw i32 %9, 1, !dbg !98
  store i32 %inc, ptr %i, align 4, !dbg !98
  br label %for.cond, !dbg !99, !llvm.loop !100

for.end:                                          ; preds = %for.cond
  %10 = load double, ptr %c, align 8, !dbg !102
  ret double %10, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !104 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %jobs = alloca ptr, align 8
  %i = alloca i32, align 4
  %h = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !109, !DIExpression(), !110)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !111, !DIExpression(), !112)
    #dbg_declare(ptr %n, !113, !DIExpression(), !114)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !115
  %add = add nsw i32 %0, 30, !dbg !116
  store i32 %add, ptr %n, align 4, !dbg !114
    #dbg_declare(ptr %jobs, !117, !DIExpression(), !118)
  %1 = load i32, ptr %n, align 4, !dbg !119
  %conv = sext i32 %1 to i64, !dbg !119
  %mul = mul i64 %conv, 16, !dbg !120
  %call = call noalias ptr @malloc(i64 noundef %mul) #4, !dbg !121
  store ptr %call, ptr %jobs, align 8, !dbg !118
  %2 = load ptr, ptr %jobs, align 8, !dbg !122
  %tobool = icmp ne ptr %2, null, !dbg !122
  br i1 %tobool, label %if.end, label %if.then, !dbg !124

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !125
  br label %return, !dbg !125

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !126, !DIExpression(), !128)
  store i32 0, ptr %i, align 4, !dbg !128
  br label %for.cond, !dbg !129

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4, !dbg !130
  %4 = load i32, ptr %n, align 4, !dbg !132
  %cmp = icmp slt i32 %3, %4, !dbg !133
  br i1 %cmp, label %for.body, label %for.end, !dbg !134

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !135
  %6 = load ptr, ptr %jobs, align 8, !dbg !137
  %7 = load i32, ptr %i, align 4, !dbg !138
  %idxprom = sext i32 %7 to i64, !dbg !137
  %arrayidx = getelementptr inbounds %struct.job, ptr %6, i64 %idxprom, !dbg !137
  %id = getelementptr inbounds %struct.job, ptr %arrayidx, i32 0, i32 0, !dbg !139
  store i32 %5, ptr %id, align 8, !dbg !140
  %8 = load i32, ptr %i, align 4, !dbg !141
  %rem = srem i32 %8, 10, !dbg !142
  %9 = load ptr, ptr %jobs, align 8, !dbg !143
  %10 = load i32, ptr %i, align 4, !dbg !144
  %idxprom2 = sext i32 %10 to i64, !dbg !143
  %arrayidx3 = getelementptr inbounds %struct.job, ptr %9, i64 %idxprom2, !dbg !143
  %prio = getelementptr inbounds %struct.job, ptr %arrayidx3, i32 0, i32 1, !dbg !145
  store i32 %rem, ptr %prio, align 4, !dbg !146
  %11 = load i32, ptr %i, align 4, !dbg !147
  %conv4 = sitofp i32 %11 to double, !dbg !147
  %mul5 = fmul double %conv4, 1.500000e+00, !dbg !148
  %12 = load ptr, ptr %jobs, align 8, !dbg !149
  %13 = load i32, ptr %i, align 4, !dbg !150
  %idxprom6 = sext i32 %13 to i64, !dbg !149
  %arrayidx7 = getelementptr inbounds %struct.job, ptr %12, i64 %idxprom6, !dbg !149
  %cost = getelementptr inbounds %struct.job, ptr %arrayidx7, i32 0, i32 2, !dbg !151
  store double %mul5, ptr %cost, align 8, !dbg !152
  br label %for.inc, !dbg !153

for.inc:                                          ; preds = %for.body
  %14 = load i32, ptr %i, align 4, !dbg !154
  %inc = add nsw i32 %14, 1, !dbg !154
  store i32 %inc, ptr %i, align 4, !dbg !154
  br label %for.cond, !dbg !155, !llvm.loop !156

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %h, !158, !DIExpression(), !159)
  %15 = load i32, ptr %argc.addr, align 4, !dbg !160
  %rem8 = srem i32 %15, 2, !dbg !161
  %idxprom9 = sext i32 %rem8 to i64, !dbg !162
  %arrayidx10 = getelementptr inbounds [2 x ptr], ptr @handlers, i64 0, i64 %idxprom9, !dbg !162
  %16 = load ptr, ptr %arrayidx10, align 8, !dbg !162
  store ptr %16, ptr %h, align 8, !dbg !159
  %17 = load ptr, ptr %h, align 8, !dbg !163
  %18 = load ptr, ptr %jobs, align 8, !dbg !164
  %19 = load i32, ptr %n, align 4, !dbg !165
  %call11 = call double %17(ptr noundef %18, i32 noundef %19), !dbg !163
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %call11), !dbg !166
  %20 = load ptr, ptr %jobs, align 8, !dbg !167
  call void @free(ptr noundef %20) #5, !dbg !168
  store i32 0, ptr %retval, align 4, !dbg !169
  br label %return, !dbg !169

return:                                           ; preds = %for.end, %if.then
  %21 = load i32, ptr %retval, align 4, !dbg !170
  ret i32 %21, !dbg !170
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "handlers", scope: !2, file: !3, line: 34, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "funcptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cc16b685394da11b9e16a6b35711084")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !24)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !3, line: 12, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !21}
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 6, size: 128, elements: !19)
!19 = !{!20, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !18, file: !3, line: 7, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !18, file: !3, line: 8, baseType: !21, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "cost", scope: !18, file: !3, line: 9, baseType: !16, size: 64, offset: 64)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "cheapest", scope: !3, file: !3, line: 16, type: !14, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!35 = !{}
!36 = !DILocalVariable(name: "j", arg: 1, scope: !34, file: !3, line: 16, type: !17)
!37 = !DILocation(line: 16, column: 36, scope: !34)
!38 = !DILocalVariable(name: "n", arg: 2, scope: !34, file: !3, line: 16, type: !21)
!39 = !DILocation(line: 16, column: 43, scope: !34)
!40 = !DILocalVariable(name: "c", scope: !34, file: !3, line: 18, type: !16)
!41 = !DILocation(line: 18, column: 9, scope: !34)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 19, type: !21)
!43 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 2)
!44 = !DILocation(line: 19, column: 11, scope: !43)
!45 = !DILocation(line: 19, column: 7, scope: !43)
!46 = !DILocation(line: 19, column: 18, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 19, column: 2)
!48 = !DILocation(line: 19, column: 22, scope: !47)
!49 = !DILocation(line: 19, column: 20, scope: !47)
!50 = !DILocation(line: 19, column: 2, scope: !43)
!51 = !DILocation(line: 20, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 20, column: 7)
!53 = !DILocation(line: 20, column: 9, scope: !52)
!54 = !DILocation(line: 20, column: 12, scope: !52)
!55 = !DILocation(line: 20, column: 19, scope: !52)
!56 = !DILocation(line: 20, column: 17, scope: !52)
!57 = !DILocation(line: 20, column: 7, scope: !47)
!58 = !DILocation(line: 21, column: 8, scope: !52)
!59 = !DILocation(line: 21, column: 10, scope: !52)
!60 = !DILocation(line: 21, column: 13, scope: !52)
!61 = !DILocation(line: 21, column: 6, scope: !52)
!62 = !DILocation(line: 21, column: 4, scope: !52)
!63 = !DILocation(line: 19, column: 26, scope: !47)
!64 = !DILocation(line: 19, column: 2, scope: !47)
!65 = distinct !{!65, !50, !66, !67}
!66 = !DILocation(line: 21, column: 13, scope: !43)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 22, column: 9, scope: !34)
!69 = !DILocation(line: 22, column: 2, scope: !34)
!70 = distinct !DISubprogram(name: "urgent", scope: !3, file: !3, line: 25, type: !14, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!71 = !DILocalVariable(name: "j", arg: 1, scope: !70, file: !3, line: 25, type: !17)
!72 = !DILocation(line: 25, column: 34, scope: !70)
!73 = !DILocalVariable(name: "n", arg: 2, scope: !70, file: !3, line: 25, type: !21)
!74 = !DILocation(line: 25, column: 41, scope: !70)
!75 = !DILocalVariable(name: "c", scope: !70, file: !3, line: 27, type: !16)
!76 = !DILocation(line: 27, column: 9, scope: !70)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 28, type: !21)
!78 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 2)
!79 = !DILocation(line: 28, column: 11, scope: !78)
!80 = !DILocation(line: 28, column: 7, scope: !78)
!81 = !DILocation(line: 28, column: 18, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 28, column: 2)
!83 = !DILocation(line: 28, column: 22, scope: !82)
!84 = !DILocation(line: 28, column: 20, scope: !82)
!85 = !DILocation(line: 28, column: 2, scope: !78)
!86 = !DILocation(line: 29, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 29, column: 7)
!88 = !DILocation(line: 29, column: 9, scope: !87)
!89 = !DILocation(line: 29, column: 12, scope: !87)
!90 = !DILocation(line: 29, column: 17, scope: !87)
!91 = !DILocation(line: 29, column: 7, scope: !82)
!92 = !DILocation(line: 30, column: 9, scope: !87)
!93 = !DILocation(line: 30, column: 11, scope: !87)
!94 = !DILocation(line: 30, column: 14, scope: !87)
!95 = !DILocation(line: 30, column: 6, scope: !87)
!96 = !DILocation(line: 30, column: 4, scope: !87)
!97 = !DILocation(line: 29, column: 19, scope: !87)
!98 = !DILocation(line: 28, column: 26, scope: !82)
!99 = !DILocation(line: 28, column: 2, scope: !82)
!100 = distinct !{!100, !85, !101, !67}
!101 = !DILocation(line: 30, column: 14, scope: !78)
!102 = !DILocation(line: 31, column: 9, scope: !70)
!103 = !DILocation(line: 31, column: 2, scope: !70)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !105, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!105 = !DISubroutineType(types: !106)
!106 = !{!21, !21, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!109 = !DILocalVariable(name: "argc", arg: 1, scope: !104, file: !3, line: 36, type: !21)
!110 = !DILocation(line: 36, column: 14, scope: !104)
!111 = !DILocalVariable(name: "argv", arg: 2, scope: !104, file: !3, line: 36, type: !107)
!112 = !DILocation(line: 36, column: 27, scope: !104)
!113 = !DILocalVariable(name: "n", scope: !104, file: !3, line: 38, type: !21)
!114 = !DILocation(line: 38, column: 6, scope: !104)
!115 = !DILocation(line: 38, column: 10, scope: !104)
!116 = !DILocation(line: 38, column: 15, scope: !104)
!117 = !DILocalVariable(name: "jobs", scope: !104, file: !3, line: 39, type: !17)
!118 = !DILocation(line: 39, column: 14, scope: !104)
!119 = !DILocation(line: 39, column: 28, scope: !104)
!120 = !DILocation(line: 39, column: 30, scope: !104)
!121 = !DILocation(line: 39, column: 21, scope: !104)
!122 = !DILocation(line: 40, column: 7, scope: !123)
!123 = distinct !DILexicalBlock(scope: !104, file: !3, line: 40, column: 6)
!124 = !DILocation(line: 40, column: 6, scope: !104)
!125 = !DILocation(line: 41, column: 3, scope: !123)
!126 = !DILocalVariable(name: "i", scope: !127, file: !3, line: 42, type: !21)
!127 = distinct !DILexicalBlock(scope: !104, file: !3, line: 42, column: 2)
!128 = !DILocation(line: 42, column: 11, scope: !127)
!129 = !DILocation(line: 42, column: 7, scope: !127)
!130 = !DILocation(line: 42, column: 18, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !3, line: 42, column: 2)
!132 = !DILocation(line: 42, column: 22, scope: !131)
!133 = !DILocation(line: 42, column: 20, scope: !131)
!134 = !DILocation(line: 42, column: 2, scope: !127)
!135 = !DILocation(line: 43, column: 16, scope: !136)
!136 = distinct !DILexicalBlock(scope: !131, file: !3, line: 42, column: 30)
!137 = !DILocation(line: 43, column: 3, scope: !136)
!138 = !DILocation(line: 43, column: 8, scope: !136)
!139 = !DILocation(line: 43, column: 11, scope: !136)
!140 = !DILocation(line: 43, column: 14, scope: !136)
!141 = !DILocation(line: 44, column: 18, scope: !136)
!142 = !DILocation(line: 44, column: 20, scope: !136)
!143 = !DILocation(line: 44, column: 3, scope: !136)
!144 = !DILocation(line: 44, column: 8, scope: !136)
!145 = !DILocation(line: 44, column: 11, scope: !136)
!146 = !DILocation(line: 44, column: 16, scope: !136)
!147 = !DILocation(line: 45, column: 18, scope: !136)
!148 = !DILocation(line: 45, column: 20, scope: !136)
!149 = !DILocation(line: 45, column: 3, scope: !136)
!150 = !DILocation(line: 45, column: 8, scope: !136)
!151 = !DILocation(line: 45, column: 11, scope: !136)
!152 = !DILocation(line: 45, column: 16, scope: !136)
!153 = !DILocation(line: 46, column: 2, scope: !136)
!154 = !DILocation(line: 42, column: 26, scope: !131)
!155 = !DILocation(line: 42, column: 2, scope: !131)
!156 = distinct !{!156, !134, !157, !67}
!157 = !DILocation(line: 46, column: 2, scope: !127)
!158 = !DILocalVariable(name: "h", scope: !104, file: !3, line: 47, type: !12)
!159 = !DILocation(line: 47, column: 10, scope: !104)
!160 = !DILocation(line: 47, column: 23, scope: !104)
!161 = !DILocation(line: 47, column: 28, scope: !104)
!162 = !DILocation(line: 47, column: 14, scope: !104)
!163 = !DILocation(line: 48, column: 17, scope: !104)
!164 = !DILocation(line: 48, column: 19, scope: !104)
!165 = !DILocation(line: 48, column: 25, scope: !104)
!166 = !DILocation(line: 48, column: 2, scope: !104)
!167 = !DILocation(line: 49, column: 7, scope: !104)
!168 = !DILocation(line: 49, column: 2, scope: !104)
!169 = !DILocation(line: 50, column: 2, scope: !104)
!170 = !DILocation(line: 51, column: 1, scope: !104)
