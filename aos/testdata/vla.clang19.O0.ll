; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i16 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !26, !DIExpression(), !27)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !28, !DIExpression(), !29)
    #dbg_declare(ptr %n, !30, !DIExpression(), !31)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !32
  %cmp = icmp sgt i32 %0, 1, !dbg !33
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !32

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8, !dbg !34
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1, !dbg !34
  %2 = load ptr, ptr %arrayidx, align 8, !dbg !34
  %call = call i32 @atoi(ptr noundef %2) #4, !dbg !35
  br label %cond.end, !dbg !32

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !32

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %call, %cond.true ], [ 10, %cond.false ], !dbg !32
  store i32 %cond, ptr %n, align 4, !dbg !31
  %3 = load i32, ptr %n, align 4, !dbg !36
  %cmp1 = icmp slt i32 %3, 1, !dbg !38
  br i1 %cmp1, label %if.then, label %lor.lhs.false, !dbg !39

lor.lhs.false:                                    ; preds = %cond.end
  %4 = load i32, ptr %n, align 4, !dbg !40
  %cmp2 = icmp sgt i32 %4, 10000, !dbg !41
  br i1 %cmp2, label %if.then, label %if.end, !dbg !42

if.then:                                          ; preds = %lor.lhs.false, %cond.end
  store i32 10, ptr %n, align 4, !dbg !43
  br label %if.end, !dbg !44

if.end:                                           ; preds = %if.then, %lor.lhs.false
  %5 = load i32, ptr %n, align 4, !dbg !45
  %6 = zext i32 %5 to i64, !dbg !46
  %7 = call ptr @llvm.stacksave.p0(), !dbg !46
  store ptr %7, ptr %saved_stack, align 8, !dbg !46
  %vla = alloca %struct.cell, i64 %6, align 16, !dbg !46
  store i64 %6, ptr %__vla_expr0, align 8, !dbg !46
    #dbg_declare(ptr %__vla_expr0, !47, !DIExpression(), !49)
    #dbg_declare(ptr %vla, !50, !DIExpression(), !59)
    #dbg_declare(ptr %i, !60, !DIExpression(), !62)
  store i32 0, ptr %i, align 4, !dbg !62
  br label %for.cond, !dbg !63

for.cond:                                         ; preds = %for.inc, %if.end
  %8 = load i32, ptr %i, align 4, !dbg !64
  %9 = load i32, ptr %n, align 4, !dbg !66
  %cmp3 = icmp slt i32 %8, %9, !dbg !67
  br i1 %cmp3, label %for.body, label %for.end, !dbg !68

for.body:                                         ; preds = %for.cond
  %10 = load i32, ptr %i, align 4, !dbg !69
  %11 = load i32, ptr %i, align 4, !dbg !71
  %mul = mul nsw i32 %10, %11, !dbg !72
  %12 = load i32, ptr %i, align 4, !dbg !73
  %idxprom = sext i32 %12 to i64, !dbg !74
  %arrayidx4 = getelementptr inbounds %struct.cell, ptr %vla, i64 %idxprom, !dbg !74
  %value = getelementptr inbounds %struct.cell, ptr %arrayidx4, i32 0, i32 0, !dbg !75
  store i32 %mul, ptr %value, align 8, !dbg !76
  %13 = load i32, ptr %i, align 4, !dbg !77
  %div = sdiv i32 %13, 8, !dbg !78
  %conv = trunc i32 %div to i16, !dbg !79
  %14 = load i32, ptr %i, align 4, !dbg !80
  %idxprom5 = sext i32 %14 to i64, !dbg !81
  %arrayidx6 = getelementptr inbounds %struct.cell, ptr %vla, i64 %idxprom5, !dbg !81
  %row = getelementptr inbounds %struct.cell, ptr %arrayidx6, i32 0, i32 1, !dbg !82
  store i16 %conv, ptr %row, align 4, !dbg !83
  %15 = load i32, ptr %i, align 4, !dbg !84
  %rem = srem i32 %15, 8, !dbg !85
  %conv7 = trunc i32 %rem to i16, !dbg !86
  %16 = load i32, ptr %i, align 4, !dbg !87
  %idxprom8 = sext i32 %16 to i64, !dbg !88
  %arrayidx9 = getelementptr inbounds %struct.cell, ptr %vla, i64 %idxprom8, !dbg !88
  %col = getelementptr inbounds %struct.cell, ptr %arrayidx9, i32 0, i32 2, !dbg !89
  store i16 %conv7, ptr %col, align 2, !dbg !90
  br label %for.inc, !dbg !91

for.inc:                                          ; preds = %for.body
  %17 = load i32, ptr %i, align 4, !dbg !92
  %inc = add nsw i32 %17, 1, !dbg !92
  store i32 %inc, ptr %i, align 4, !dbg !92
  br label %for.cond, !dbg !93, !llvm.loop !94

for.end:                                          ; preds = %for.cond
  %18 = load i32, ptr %n, align 4, !dbg !97
  %call10 = call i64 @total(ptr noundef %vla, i32 noundef %18), !dbg !98
  %call11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %call10), !dbg !99
  store i32 0, ptr %retval, align 4, !dbg !100
  %19 = load ptr, ptr %saved_stack, align 8, !dbg !101
  call void @llvm.stackrestore.p0(ptr %19), !dbg !101
  %20 = load i32, ptr %retval, align 4, !dbg !101
  ret i32 %20, !dbg !101
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @total(ptr noundef %c, i32 noundef %n) #0 !dbg !102 {
entry:
  %c.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  store ptr %c, ptr %c.addr, align 8
    #dbg_declare(ptr %c.addr, !107, !DIExpression(), !108)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !109, !DIExpression(), !110)
    #dbg_declare(ptr %t, !111, !DIExpression(), !112)
  store i64 0, ptr %t, align 8, !dbg !112
    #dbg_declare(ptr %i, !113, !DIExpression(), !115)
  store i32 0, ptr %i, align 4, !dbg !115
  br label %for.cond, !dbg !116

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !117
  %1 = load i32, ptr %n.addr, align 4, !dbg !119
  %cmp = icmp slt i32 %0, %1, !dbg !120
  br i1 %cmp, label %for.body, label %for.end, !dbg !121

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %c.addr, align 8, !dbg !122
  %3 = load i32, ptr %i, align 4, !dbg !123
  %idxprom = sext i32 %3 to i64, !dbg !122
  %arrayidx = getelementptr inbounds %struct.cell, ptr %2, i64 %idxprom, !dbg !122
  %value = getelementptr inbounds %struct.cell, ptr %arrayidx, i32 0, i32 0, !dbg !124
  %4 = load i32, ptr %value, align 4, !dbg !124
  %5 = load ptr, ptr %c.addr, align 8, !dbg !125
  %6 = load i32, ptr %i, align 4, !dbg !126
  %idxprom1 = sext i32 %6 to i64, !dbg !125
  %arrayidx2 = getelementptr inbounds %struct.cell, ptr %5, i64 %idxprom1, !dbg !125
  %row = getelementptr inbounds %struct.cell, ptr %arrayidx2, i32 0, i32 1, !dbg !127
  %7 = load i16, ptr %row, align 4, !dbg !127
  %conv = sext i16 %7 to i32, !dbg !125
  %mul = mul nsw i32 %4, %conv, !dbg !128
  %conv3 = sext i32 %mul to i64, !dbg !122
  %8 = load i64, ptr %t, align 8, !dbg !129
  %add = add nsw i64 %8, %conv3, !dbg !129
  store i64 %add, ptr %t, align 8, !dbg !129
  br label %for.inc, !dbg !130

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4, !dbg !131
  %inc = add nsw i32 %9, 1, !dbg !131
  store i32 %inc, ptr %i, align 4, !dbg !131
  br label %for.cond, !dbg !132, !llvm.loop !133

for.end:                                          ; preds = %for.cond
  %10 = load i64, ptr %t, align 8, !dbg !135
  ret i64 %10, !dbg !136
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6b295abfe18efa8a47e61585df5965d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !20, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 21, type: !22)
!27 = !DILocation(line: 21, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 21, type: !23)
!29 = !DILocation(line: 21, column: 27, scope: !19)
!30 = !DILocalVariable(name: "n", scope: !19, file: !2, line: 23, type: !22)
!31 = !DILocation(line: 23, column: 6, scope: !19)
!32 = !DILocation(line: 23, column: 10, scope: !19)
!33 = !DILocation(line: 23, column: 15, scope: !19)
!34 = !DILocation(line: 23, column: 26, scope: !19)
!35 = !DILocation(line: 23, column: 21, scope: !19)
!36 = !DILocation(line: 24, column: 6, scope: !37)
!37 = distinct !DILexicalBlock(scope: !19, file: !2, line: 24, column: 6)
!38 = !DILocation(line: 24, column: 8, scope: !37)
!39 = !DILocation(line: 24, column: 12, scope: !37)
!40 = !DILocation(line: 24, column: 15, scope: !37)
!41 = !DILocation(line: 24, column: 17, scope: !37)
!42 = !DILocation(line: 24, column: 6, scope: !19)
!43 = !DILocation(line: 25, column: 5, scope: !37)
!44 = !DILocation(line: 25, column: 3, scope: !37)
!45 = !DILocation(line: 26, column: 20, scope: !19)
!46 = !DILocation(line: 26, column: 2, scope: !19)
!47 = !DILocalVariable(name: "__vla_expr0", scope: !19, type: !48, flags: DIFlagArtificial)
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 0, scope: !19)
!50 = !DILocalVariable(name: "cells", scope: !19, file: !2, line: 26, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, elements: !57)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 6, size: 64, elements: !53)
!53 = !{!54, !55, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !52, file: !2, line: 7, baseType: !22, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !52, file: !2, line: 8, baseType: !9, size: 16, offset: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !52, file: !2, line: 8, baseType: !9, size: 16, offset: 48)
!57 = !{!58}
!58 = !DISubrange(count: !47)
!59 = !DILocation(line: 26, column: 14, scope: !19)
!60 = !DILocalVariable(name: "i", scope: !61, file: !2, line: 27, type: !22)
!61 = distinct !DILexicalBlock(scope: !19, file: !2, line: 27, column: 2)
!62 = !DILocation(line: 27, column: 11, scope: !61)
!63 = !DILocation(line: 27, column: 7, scope: !61)
!64 = !DILocation(line: 27, column: 18, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 27, column: 2)
!66 = !DILocation(line: 27, column: 22, scope: !65)
!67 = !DILocation(line: 27, column: 20, scope: !65)
!68 = !DILocation(line: 27, column: 2, scope: !61)
!69 = !DILocation(line: 28, column: 20, scope: !70)
!70 = distinct !DILexicalBlock(scope: !65, file: !2, line: 27, column: 30)
!71 = !DILocation(line: 28, column: 24, scope: !70)
!72 = !DILocation(line: 28, column: 22, scope: !70)
!73 = !DILocation(line: 28, column: 9, scope: !70)
!74 = !DILocation(line: 28, column: 3, scope: !70)
!75 = !DILocation(line: 28, column: 12, scope: !70)
!76 = !DILocation(line: 28, column: 18, scope: !70)
!77 = !DILocation(line: 29, column: 26, scope: !70)
!78 = !DILocation(line: 29, column: 28, scope: !70)
!79 = !DILocation(line: 29, column: 18, scope: !70)
!80 = !DILocation(line: 29, column: 9, scope: !70)
!81 = !DILocation(line: 29, column: 3, scope: !70)
!82 = !DILocation(line: 29, column: 12, scope: !70)
!83 = !DILocation(line: 29, column: 16, scope: !70)
!84 = !DILocation(line: 30, column: 26, scope: !70)
!85 = !DILocation(line: 30, column: 28, scope: !70)
!86 = !DILocation(line: 30, column: 18, scope: !70)
!87 = !DILocation(line: 30, column: 9, scope: !70)
!88 = !DILocation(line: 30, column: 3, scope: !70)
!89 = !DILocation(line: 30, column: 12, scope: !70)
!90 = !DILocation(line: 30, column: 16, scope: !70)
!91 = !DILocation(line: 31, column: 2, scope: !70)
!92 = !DILocation(line: 27, column: 26, scope: !65)
!93 = !DILocation(line: 27, column: 2, scope: !65)
!94 = distinct !{!94, !68, !95, !96}
!95 = !DILocation(line: 31, column: 2, scope: !61)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 32, column: 31, scope: !19)
!98 = !DILocation(line: 32, column: 18, scope: !19)
!99 = !DILocation(line: 32, column: 2, scope: !19)
!100 = !DILocation(line: 33, column: 2, scope: !19)
!101 = !DILocation(line: 34, column: 1, scope: !19)
!102 = distinct !DISubprogram(name: "total", scope: !2, file: !2, line: 13, type: !103, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !106, !22}
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!107 = !DILocalVariable(name: "c", arg: 1, scope: !102, file: !2, line: 13, type: !106)
!108 = !DILocation(line: 13, column: 58, scope: !102)
!109 = !DILocalVariable(name: "n", arg: 2, scope: !102, file: !2, line: 13, type: !22)
!110 = !DILocation(line: 13, column: 65, scope: !102)
!111 = !DILocalVariable(name: "t", scope: !102, file: !2, line: 15, type: !105)
!112 = !DILocation(line: 15, column: 7, scope: !102)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 16, type: !22)
!114 = distinct !DILexicalBlock(scope: !102, file: !2, line: 16, column: 2)
!115 = !DILocation(line: 16, column: 11, scope: !114)
!116 = !DILocation(line: 16, column: 7, scope: !114)
!117 = !DILocation(line: 16, column: 18, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !2, line: 16, column: 2)
!119 = !DILocation(line: 16, column: 22, scope: !118)
!120 = !DILocation(line: 16, column: 20, scope: !118)
!121 = !DILocation(line: 16, column: 2, scope: !114)
!122 = !DILocation(line: 17, column: 8, scope: !118)
!123 = !DILocation(line: 17, column: 10, scope: !118)
!124 = !DILocation(line: 17, column: 13, scope: !118)
!125 = !DILocation(line: 17, column: 21, scope: !118)
!126 = !DILocation(line: 17, column: 23, scope: !118)
!127 = !DILocation(line: 17, column: 26, scope: !118)
!128 = !DILocation(line: 17, column: 19, scope: !118)
!129 = !DILocation(line: 17, column: 5, scope: !118)
!130 = !DILocation(line: 17, column: 3, scope: !118)
!131 = !DILocation(line: 16, column: 26, scope: !118)
!132 = !DILocation(line: 16, column: 2, scope: !118)
!133 = distinct !{!133, !121, !134, !96}
!134 = !DILocation(line: 17, column: 26, scope: !114)
!135 = !DILocation(line: 18, column: 9, scope: !102)
!136 = !DILocation(line: 18, column: 2, scope: !102)
