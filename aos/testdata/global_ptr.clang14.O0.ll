; ModuleID = 'global_ptr.c'
source_filename = "global_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.account = type { i64, i32 }

@accounts = dso_local global %struct.account* null, align 8, !dbg !0
@naccounts = dso_local global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(i32 noundef %n) #0 !dbg !22 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !26, metadata !DIExpression()), !dbg !27
  %0 = load i32, i32* %n.addr, align 4, !dbg !28
  %conv = sext i32 %0 to i64, !dbg !28
  %mul = mul i64 %conv, 16, !dbg !29
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !30
  %1 = bitcast i8* %call to %struct.account*, !dbg !30
  store %struct.account* %1, %struct.account** @accounts, align 8, !dbg !31
  %2 = load i32, i32* %n.addr, align 4, !dbg !32
  store i32 %2, i32* @naccounts, align 4, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @deposit(i32 noundef %i, i64 noundef %amount) #0 !dbg !35 {
entry:
  %i.addr = alloca i32, align 4
  %amount.addr = alloca i64, align 8
  store i32 %i, i32* %i.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %i.addr, metadata !38, metadata !DIExpression()), !dbg !39
  store i64 %amount, i64* %amount.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %amount.addr, metadata !40, metadata !DIExpression()), !dbg !41
  %0 = load i64, i64* %amount.addr, align 8, !dbg !42
  %1 = load %struct.account*, %struct.account** @accounts, align 8, !dbg !43
  %2 = load i32, i32* %i.addr, align 4, !dbg !44
  %idxprom = sext i32 %2 to i64, !dbg !43
  %arrayidx = getelementptr inbounds %struct.account, %struct.account* %1, i64 %idxprom, !dbg !43
  %balance = getelementptr inbounds %struct.account, %struct.account* %arrayidx, i32 0, i32 0, !dbg !45
  %3 = load i64, i64* %balance, align 8, !dbg !46
  %add = add nsw i64 %3, %0, !dbg !46
  store i64 %add, i64* %balance, align 8, !dbg !46
  ret void, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @total() #0 !dbg !48 {
entry:
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i64* %t, metadata !51, metadata !DIExpression()), !dbg !52
  store i64 0, i64* %t, align 8, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %i, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %i, align 4, !dbg !55
  br label %for.cond, !dbg !56

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !57
  %1 = load i32, i32* @naccounts, align 4, !dbg !59
  %cmp = icmp slt i32 %0, %1, !dbg !60
  br i1 %cmp, label %for.body, label %for.end, !dbg !61

for.body:                                         ; preds = %for.cond
  %2 = load %struct.account*, %struct.account** @accounts, align 8, !dbg !62
  %3 = load i32, i32* %i, align 4, !dbg !63
  %idxprom = sext i32 %3 to i64, !dbg !62
  %arrayidx = getelementptr inbounds %struct.account, %struct.account* %2, i64 %idxprom, !dbg !62
  %balance = getelementptr inbounds %struct.account, %struct.account* %arrayidx, i32 0, i32 0, !dbg !64
  %4 = load i64, i64* %balance, align 8, !dbg !64
  %5 = load i64, i64* %t, align 8, !dbg !65
  %add = add nsw i64 %5, %4, !dbg !65
  store i64 %add, i64* %t, align 8, !dbg !65
  br label %for.inc, !dbg !66

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4, !dbg !67
  %inc = add nsw i32 %6, 1, !dbg !67
  store i32 %inc, i32* %i, align 4, !dbg !67
  br label %for.cond, !dbg !68, !llvm.loop !69

for.end:                                          ; preds = %for.cond
  %7 = load i64, i64* %t, align 8, !dbg !72
  ret i64 %7, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !74 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !80, metadata !DIExpression()), !dbg !81
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !82, metadata !DIExpression()), !dbg !83
  %0 = load i32, i32* %argc.addr, align 4, !dbg !84
  %add = add nsw i32 %0, 8, !dbg !85
  call void @setup(i32 noundef %add), !dbg !86
  call void @llvm.dbg.declare(metadata i32* %i, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %i, align 4, !dbg !89
  br label %for.cond, !dbg !90

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !91
  %2 = load i32, i32* @naccounts, align 4, !dbg !93
  %cmp = icmp slt i32 %1, %2, !dbg !94
  br i1 %cmp, label %for.body, label %for.end, !dbg !95

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4, !dbg !96
  %4 = load %struct.account*, %struct.account** @accounts, align 8, !dbg !98
  %5 = load i32, i32* %i, align 4, !dbg !99
  %idxprom = sext i32 %5 to i64, !dbg !98
  %arrayidx = getelementptr inbounds %struct.account, %struct.account* %4, i64 %idxprom, !dbg !98
  %owner = getelementptr inbounds %struct.account, %struct.account* %arrayidx, i32 0, i32 1, !dbg !100
  store i32 %3, i32* %owner, align 8, !dbg !101
  %6 = load %struct.account*, %struct.account** @accounts, align 8, !dbg !102
  %7 = load i32, i32* %i, align 4, !dbg !103
  %idxprom1 = sext i32 %7 to i64, !dbg !102
  %arrayidx2 = getelementptr inbounds %struct.account, %struct.account* %6, i64 %idxprom1, !dbg !102
  %balance = getelementptr inbounds %struct.account, %struct.account* %arrayidx2, i32 0, i32 0, !dbg !104
  store i64 0, i64* %balance, align 8, !dbg !105
  br label %for.inc, !dbg !106

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4, !dbg !107
  %inc = add nsw i32 %8, 1, !dbg !107
  store i32 %inc, i32* %i, align 4, !dbg !107
  br label %for.cond, !dbg !108, !llvm.loop !109

for.end:                                          ; preds = %for.cond
  %9 = load i32, i32* %argc.addr, align 4, !dbg !111
  %10 = load i32, i32* @naccounts, align 4, !dbg !112
  %rem = srem i32 %9, %10, !dbg !113
  call void @deposit(i32 noundef %rem, i64 noundef 100), !dbg !114
  %call = call i64 @total(), !dbg !115
  %call3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %call), !dbg !116
  ret i32 0, !dbg !117
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "accounts", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb3ad60c02663b05e7069657cbffe2a")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "naccounts", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "account", file: !3, line: 6, size: 128, elements: !10)
!10 = !{!11, !13}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "balance", scope: !9, file: !3, line: 7, baseType: !12, size: 64)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "owner", scope: !9, file: !3, line: 8, baseType: !7, size: 32, offset: 64)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 16, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !7}
!25 = !{}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 16, type: !7)
!27 = !DILocation(line: 16, column: 42, scope: !22)
!28 = !DILocation(line: 18, column: 20, scope: !22)
!29 = !DILocation(line: 18, column: 22, scope: !22)
!30 = !DILocation(line: 18, column: 13, scope: !22)
!31 = !DILocation(line: 18, column: 11, scope: !22)
!32 = !DILocation(line: 19, column: 14, scope: !22)
!33 = !DILocation(line: 19, column: 12, scope: !22)
!34 = !DILocation(line: 20, column: 1, scope: !22)
!35 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 22, type: !36, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !7, !12}
!38 = !DILocalVariable(name: "i", arg: 1, scope: !35, file: !3, line: 22, type: !7)
!39 = !DILocation(line: 22, column: 44, scope: !35)
!40 = !DILocalVariable(name: "amount", arg: 2, scope: !35, file: !3, line: 22, type: !12)
!41 = !DILocation(line: 22, column: 52, scope: !35)
!42 = !DILocation(line: 24, column: 25, scope: !35)
!43 = !DILocation(line: 24, column: 2, scope: !35)
!44 = !DILocation(line: 24, column: 11, scope: !35)
!45 = !DILocation(line: 24, column: 14, scope: !35)
!46 = !DILocation(line: 24, column: 22, scope: !35)
!47 = !DILocation(line: 25, column: 1, scope: !35)
!48 = distinct !DISubprogram(name: "total", scope: !3, file: !3, line: 27, type: !49, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!49 = !DISubroutineType(types: !50)
!50 = !{!12}
!51 = !DILocalVariable(name: "t", scope: !48, file: !3, line: 29, type: !12)
!52 = !DILocation(line: 29, column: 7, scope: !48)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 30, type: !7)
!54 = distinct !DILexicalBlock(scope: !48, file: !3, line: 30, column: 2)
!55 = !DILocation(line: 30, column: 11, scope: !54)
!56 = !DILocation(line: 30, column: 7, scope: !54)
!57 = !DILocation(line: 30, column: 18, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 30, column: 2)
!59 = !DILocation(line: 30, column: 22, scope: !58)
!60 = !DILocation(line: 30, column: 20, scope: !58)
!61 = !DILocation(line: 30, column: 2, scope: !54)
!62 = !DILocation(line: 31, column: 8, scope: !58)
!63 = !DILocation(line: 31, column: 17, scope: !58)
!64 = !DILocation(line: 31, column: 20, scope: !58)
!65 = !DILocation(line: 31, column: 5, scope: !58)
!66 = !DILocation(line: 31, column: 3, scope: !58)
!67 = !DILocation(line: 30, column: 34, scope: !58)
!68 = !DILocation(line: 30, column: 2, scope: !58)
!69 = distinct !{!69, !61, !70, !71}
!70 = !DILocation(line: 31, column: 20, scope: !54)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 32, column: 9, scope: !48)
!73 = !DILocation(line: 32, column: 2, scope: !48)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !75, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!75 = !DISubroutineType(types: !76)
!76 = !{!7, !7, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!80 = !DILocalVariable(name: "argc", arg: 1, scope: !74, file: !3, line: 35, type: !7)
!81 = !DILocation(line: 35, column: 14, scope: !74)
!82 = !DILocalVariable(name: "argv", arg: 2, scope: !74, file: !3, line: 35, type: !77)
!83 = !DILocation(line: 35, column: 27, scope: !74)
!84 = !DILocation(line: 37, column: 8, scope: !74)
!85 = !DILocation(line: 37, column: 13, scope: !74)
!86 = !DILocation(line: 37, column: 2, scope: !74)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 38, type: !7)
!88 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 2)
!89 = !DILocation(line: 38, column: 11, scope: !88)
!90 = !DILocation(line: 38, column: 7, scope: !88)
!91 = !DILocation(line: 38, column: 18, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 2)
!93 = !DILocation(line: 38, column: 22, scope: !92)
!94 = !DILocation(line: 38, column: 20, scope: !92)
!95 = !DILocation(line: 38, column: 2, scope: !88)
!96 = !DILocation(line: 39, column: 23, scope: !97)
!97 = distinct !DILexicalBlock(scope: !92, file: !3, line: 38, column: 38)
!98 = !DILocation(line: 39, column: 3, scope: !97)
!99 = !DILocation(line: 39, column: 12, scope: !97)
!100 = !DILocation(line: 39, column: 15, scope: !97)
!101 = !DILocation(line: 39, column: 21, scope: !97)
!102 = !DILocation(line: 40, column: 3, scope: !97)
!103 = !DILocation(line: 40, column: 12, scope: !97)
!104 = !DILocation(line: 40, column: 15, scope: !97)
!105 = !DILocation(line: 40, column: 23, scope: !97)
!106 = !DILocation(line: 41, column: 2, scope: !97)
!107 = !DILocation(line: 38, column: 34, scope: !92)
!108 = !DILocation(line: 38, column: 2, scope: !92)
!109 = distinct !{!109, !95, !110, !71}
!110 = !DILocation(line: 41, column: 2, scope: !88)
!111 = !DILocation(line: 42, column: 10, scope: !74)
!112 = !DILocation(line: 42, column: 17, scope: !74)
!113 = !DILocation(line: 42, column: 15, scope: !74)
!114 = !DILocation(line: 42, column: 2, scope: !74)
!115 = !DILocation(line: 43, column: 18, scope: !74)
!116 = !DILocation(line: 43, column: 2, scope: !74)
!117 = !DILocation(line: 44, column: 2, scope: !74)
