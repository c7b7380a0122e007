; ModuleID = 'global_ptr.c'
source_filename = "global_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.account = type { i64, i32 }

@accounts = dso_local global ptr null, align 8, !dbg !0
@naccounts = dso_local global i32 0, align 4, !dbg !11
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(i32 noundef %n) #0 !dbg !28 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !32, !DIExpression(), !33)
  %0 = load i32, ptr %n.addr, align 4, !dbg !34
  %conv = sext i32 %0 to i64, !dbg !34
  %mul = mul i64 %conv, 16, !dbg !35
  %call = call noalias ptr @malloc(i64 noundef %mul) #3, !dbg !36
  store ptr %call, ptr @accounts, align 8, !dbg !37
  %1 = load i32, ptr %n.addr, align 4, !dbg !38
  store i32 %1, ptr @naccounts, align 4, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @deposit(i32 noundef %i, i64 noundef %amount) #0 !dbg !41 {
entry:
  %i.addr = alloca i32, align 4
  %amount.addr = alloca i64, align 8
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !44, !DIExpression(), !45)
  store i64 %amount, ptr %amount.addr, align 8
    #dbg_declare(ptr %amount.addr, !46, !DIExpression(), !47)
  %0 = load i64, ptr %amount.addr, align 8, !dbg !48
  %1 = load ptr, ptr @accounts, align 8, !dbg !49
  %2 = load i32, ptr %i.addr, align 4, !dbg !50
  %idxprom = sext i32 %2 to i64, !dbg !49
  %arrayidx = getelementptr inbounds %struct.account, ptr %1, i64 %idxprom, !dbg !49
  %balance = getelementptr inbounds %struct.account, ptr %arrayidx, i32 0, i32 0, !dbg !51
  %3 = load i64, ptr %balance, align 8, !dbg !52
  %add = add nsw i64 %3, %0, !dbg !52
  store i64 %add, ptr %balance, align 8, !dbg !52
  ret void, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @total() #0 !dbg !54 {
entry:
  %t = alloca i64, align 8
  %i = alloca i32, align 4
    #dbg_declare(ptr %t, !57, !DIExpression(), !58)
  store i64 0, ptr %t, align 8, !dbg !58
    #dbg_declare(ptr %i, !59, !DIExpression(), !61)
  store i32 0, ptr %i, align 4, !dbg !61
  br label %for.cond, !dbg !62

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !63
  %1 = load i32, ptr @naccounts, align 4, !dbg !65
  %cmp = icmp slt i32 %0, %1, !dbg !66
  br i1 %cmp, label %for.body, label %for.end, !dbg !67

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr @accounts, align 8, !dbg !68
  %3 = load i32, ptr %i, align 4, !dbg !69
  %idxprom = sext i32 %3 to i64, !dbg !68
  %arrayidx = getelementptr inbounds %struct.account, ptr %2, i64 %idxprom, !dbg !68
  %balance = getelementptr inbounds %struct.account, ptr %arrayidx, i32 0, i32 0, !dbg !70
  %4 = load i64, ptr %balance, align 8, !dbg !70
  %5 = load i64, ptr %t, align 8, !dbg !71
  %add = add nsw i64 %5, %4, !dbg !71
  store i64 %add, ptr %t, align 8, !dbg !71
  br label %for.inc, !dbg !72

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4, !dbg !73
  %inc = add nsw i32 %6, 1, !dbg !73
  store i32 %inc, ptr %i, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end:                                          ; preds = %for.cond
  %7 = load i64, ptr %t, align 8, !dbg !78
  ret i64 %7, !dbg !79
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !80 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !85, !DIExpression(), !86)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !87, !DIExpression(), !88)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !89
  %add = add nsw i32 %0, 8, !dbg !90
  call void @setup(i32 noundef %add), !dbg !91
    #dbg_declare(ptr %i, !92, !DIExpression(), !94)
  store i32 0, ptr %i, align 4, !dbg !94
  br label %for.cond, !dbg !95

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !96
  %2 = load i32, ptr @naccounts, align 4, !dbg !98
  %cmp = icmp slt i32 %1, %2, !dbg !99
  br i1 %cmp, label %for.body, label %for.end, !dbg !100

for.body:                                         ; preds = %for.cond
  %3 = load i32, ptr %i, align 4, !dbg !101
  %4 = load ptr, ptr @accounts, align 8, !dbg !103
  %5 = load i32, ptr %i, align 4, !dbg !104
  %idxprom = sext i32 %5 to i64, !dbg !103
  %arrayidx = getelementptr inbounds %struct.account, ptr %4, i64 %idxprom, !dbg !103
  %owner = getelementptr inbounds %struct.account, ptr %arrayidx, i32 0, i32 1, !dbg !105
  store i32 %3, ptr %owner, align 8, !dbg !106
  %6 = load ptr, ptr @accounts, align 8, !dbg !107
  %7 = load i32, ptr %i, align 4, !dbg !108
  %idxprom1 = sext i32 %7 to i64, !dbg !107
  %arrayidx2 = getelementptr inbounds %struct.account, ptr %6, i64 %idxprom1, !dbg !107
  %balance = getelementptr inbounds %struct.account, ptr %arrayidx2, i32 0, i32 0, !dbg !109
  store i64 0, ptr %balance, align 8, !dbg !110
  br label %for.inc, !dbg !111

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4, !dbg !112
  %inc = add nsw i32 %8, 1, !dbg !112
  store i32 %inc, ptr %i, align 4, !dbg !112
  br label %for.cond, !dbg !113, !llvm.loop !114

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %argc.addr, align 4, !dbg !116
  %10 = load i32, ptr @naccounts, align 4, !dbg !117
  %rem = srem i32 %9, %10, !dbg !118
  call void @deposit(i32 noundef %rem, i64 noundef 100), !dbg !119
  %call = call i64 @total(), !dbg !120
  %call3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %call), !dbg !121
  ret i32 0, !dbg !122
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "accounts", scope: !2, file: !3, line: 11, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb3ad60c02663b05e7069657cbffe2a")
!4 = !{!5, !0, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 5)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "naccounts", scope: !2, file: !3, line: 12, type: !13, isLocal: false, isDefinition: true)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "account", file: !3, line: 6, size: 128, elements: !16)
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "balance", scope: !15, file: !3, line: 7, baseType: !18, size: 64)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "owner", scope: !15, file: !3, line: 8, baseType: !13, size: 32, offset: 64)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 16, type: !29, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !13}
!31 = !{}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 16, type: !13)
!33 = !DILocation(line: 16, column: 42, scope: !28)
!34 = !DILocation(line: 18, column: 20, scope: !28)
!35 = !DILocation(line: 18, column: 22, scope: !28)
!36 = !DILocation(line: 18, column: 13, scope: !28)
!37 = !DILocation(line: 18, column: 11, scope: !28)
!38 = !DILocation(line: 19, column: 14, scope: !28)
!39 = !DILocation(line: 19, column: 12, scope: !28)
!40 = !DILocation(line: 20, column: 1, scope: !28)
!41 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 22, type: !42, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !13, !18}
!44 = !DILocalVariable(name: "i", arg: 1, scope: !41, file: !3, line: 22, type: !13)
!45 = !DILocation(line: 22, column: 44, scope: !41)
!46 = !DILocalVariable(name: "amount", arg: 2, scope: !41, file: !3, line: 22, type: !18)
!47 = !DILocation(line: 22, column: 52, scope: !41)
!48 = !DILocation(line: 24, column: 25, scope: !41)
!49 = !DILocation(line: 24, column: 2, scope: !41)
!50 = !DILocation(line: 24, column: 11, scope: !41)
!51 = !DILocation(line: 24, column: 14, scope: !41)
!52 = !DILocation(line: 24, column: 22, scope: !41)
!53 = !DILocation(line: 25, column: 1, scope: !41)
!54 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 27, type: !55, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!55 = !DISubroutineType(types: !56)
!56 = !{!18}
!57 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 29, type: !18)
!58 = !DILocation(line: 29, column: 7, scope: !54)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 30, type: !13)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 30, column: 2)
!61 = !DILocation(line: 30, column: 11, scope: !60)
!62 = !DILocation(line: 30, column: 7, scope: !60)
!63 = !DILocation(line: 30, column: 18, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 30, column: 2)
!65 = !DILocation(line: 30, column: 22, scope: !64)
!66 = !DILocation(line: 30, column: 20, scope: !64)
!67 = !DILocation(line: 30, column: 2, scope: !60)
!68 = !DILocation(line: 31, column: 8, scope: !64)
!69 = !DILocation(line: 31, column: 17, scope: !64)
!70 = !DILocation(line: 31, column: 20, scope: !64)
!71 = !DILocation(line: 31, column: 5, scope: !64)
!72 = !DILocation(line: 31, column: 3, scope: !64)
!73 = !DILocation(line: 30, column: 34, scope: !64)
!74 = !DILocation(line: 30, column: 2, scope: !64)
!75 = distinct !{!75, !67, !76, !77}
!76 = !DILocation(line: 31, column: 20, scope: !60)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 32, column: 9, scope: !54)
!79 = !DILocation(line: 32, column: 2, scope: !54)
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !81, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!81 = !DISubroutineType(types: !82)
!82 = !{!13, !13, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!85 = !DILocalVariable(name: "argc", arg: 1, scope: !80, file: !3, line: 35, type: !13)
!86 = !DILocation(line: 35, column: 14, scope: !80)
!87 = !DILocalVariable(name: "argv", arg: 2, scope: !80, file: !3, line: 35, type: !83)
!88 = !DILocation(line: 35, column: 27, scope: !80)
!89 = !DILocation(line: 37, column: 8, scope: !80)
!90 = !DILocation(line: 37, column: 13, scope: !80)
!91 = !DILocation(line: 37, column: 2, scope: !80)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 38, type: !13)
!93 = distinct !DILexicalBlock(scope: !80, file: !3, line: 38, column: 2)
!94 = !DILocation(line: 38, column: 11, scope: !93)
!95 = !DILocation(line: 38, column: 7, scope: !93)
!96 = !DILocation(line: 38, column: 18, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 38, column: 2)
!98 = !DILocation(line: 38, column: 22, scope: !97)
!99 = !DILocation(line: 38, column: 20, scope: !97)
!100 = !DILocation(line: 38, column: 2, scope: !93)
!101 = !DILocation(line: 39, column: 23, scope: !102)
!102 = distinct !DILexicalBlock(scope: !97, file: !3, line: 38, column: 38)
!103 = !DILocation(line: 39, column: 3, scope: !102)
!104 = !DILocation(line: 39, column: 12, scope: !102)
!105 = !DILocation(line: 39, column: 15, scope: !102)
!106 = !DILocation(line: 39, column: 21, scope: !102)
!107 = !DILocation(line: 40, column: 3, scope: !102)
!108 = !DILocation(line: 40, column: 12, scope: !102)
!109 = !DILocation(line: 40, column: 15, scope: !102)
!110 = !DILocation(line: 40, column: 23, scope: !102)
!111 = !DILocation(line: 41, column: 2, scope: !102)
!112 = !DILocation(line: 38, column: 34, scope: !97)
!113 = !DILocation(line: 38, column: 2, scope: !97)
!114 = distinct !{!114, !100, !115, !77}
!115 = !DILocation(line: 41, column: 2, scope: !93)
!116 = !DILocation(line: 42, column: 10, scope: !80)
!117 = !DILocation(line: 42, column: 17, scope: !80)
!118 = !DILocation(line: 42, column: 15, scope: !80)
!119 = !DILocation(line: 42, column: 2, scope: !80)
!120 = !DILocation(line: 43, column: 18, scope: !80)
!121 = !DILocation(line: 43, column: 2, scope: !80)
!122 = !DILocation(line: 44, column: 2, scope: !80)
