; ModuleID = 'stack_basic.c'
source_filename = "stack_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { double, double, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %pts = alloca [256 x %struct.point], align 16
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  %i8 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %pts, !28, !DIExpression(), !38)
    #dbg_declare(ptr %n, !39, !DIExpression(), !40)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !41
  %mul = mul nsw i32 %0, 37, !dbg !42
  %rem = srem i32 %mul, 256, !dbg !43
  store i32 %rem, ptr %n, align 4, !dbg !40
    #dbg_declare(ptr %i, !44, !DIExpression(), !46)
  store i32 0, ptr %i, align 4, !dbg !46
  br label %for.cond, !dbg !47

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !48
  %2 = load i32, ptr %n, align 4, !dbg !50
  %cmp = icmp slt i32 %1, %2, !dbg !51
  br i1 %cmp, label %for.body, label %for.end, !dbg !52

for.body:                                         ; preds = %for.cond
  %3 = load i32, ptr %i, align 4, !dbg !53
  %conv = sitofp i32 %3 to double, !dbg !53
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !55
  %4 = load i32, ptr %i, align 4, !dbg !56
  %idxprom = sext i32 %4 to i64, !dbg !57
  %arrayidx = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom, !dbg !57
  %x = getelementptr inbounds %struct.point, ptr %arrayidx, i32 0, i32 0, !dbg !58
  store double %mul1, ptr %x, align 8, !dbg !59
  %5 = load i32, ptr %i, align 4, !dbg !60
  %conv2 = sitofp i32 %5 to double, !dbg !60
  %mul3 = fmul double %conv2, 2.000000e+00, !dbg !61
  %6 = load i32, ptr %i, align 4, !dbg !62
  %idxprom4 = sext i32 %6 to i64, !dbg !63
  %arrayidx5 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom4, !dbg !63
  %y = getelementptr inbounds %struct.point, ptr %arrayidx5, i32 0, i32 1, !dbg !64
  store double %mul3, ptr %y, align 8, !dbg !65
  %7 = load i32, ptr %i, align 4, !dbg !66
  %and = and i32 %7, 3, !dbg !67
  %8 = load i32, ptr %i, align 4, !dbg !68
  %idxprom6 = sext i32 %8 to i64, !dbg !69
  %arrayidx7 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom6, !dbg !69
  %tag = getelementptr inbounds %struct.point, ptr %arrayidx7, i32 0, i32 2, !dbg !70
  store i32 %and, ptr %tag, align 8, !dbg !71
  br label %for.inc, !dbg !72

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4, !dbg !73
  %inc = add nsw i32 %9, 1, !dbg !73
  store i32 %inc, ptr %i, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %s, !78, !DIExpression(), !79)
  store double 0.000000e+00, ptr %s, align 8, !dbg !79
    #dbg_declare(ptr %i8, !80, !DIExpression(), !82)
  store i32 0, ptr %i8, align 4, !dbg !82
  br label %for.cond9, !dbg !83

for.cond9:                                        ; preds = %for.inc23, %for.end
  %10 = load i32, ptr %i8, align 4, !dbg !84
  %11 = load i32, ptr %n, align 4, !dbg !86
  %cmp10 = icmp slt i32 %10, %11, !dbg !87
  br i1 %cmp10, label %for.body12, label %for.end25, !dbg !88

for.body12:                                       ; preds = %for.cond9
  %12 = load i32, ptr %i8, align 4, !dbg !89
  %idxprom13 = sext i32 %12 to i64, !dbg !91
  %arrayidx14 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom13, !dbg !91
  %tag15 = getelementptr inbounds %struct.point, ptr %arrayidx14, i32 0, i32 2, !dbg !92
  %13 = load i32, ptr %tag15, align 8, !dbg !92
  %tobool = icmp ne i32 %13, 0, !dbg !91
  br i1 %tobool, label %if.then, label %if.end, !dbg !93

if.then:                                          ; preds = %for.body12
  %14 = load i32, ptr %i8, align 4, !dbg !94
  %idxprom16 = sext i32 %14 to i64, !dbg !95
  %arrayidx17 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom16, !dbg !95
  %x18 = getelementptr inbounds %struct.point, ptr %arrayidx17, i32 0, i32 0, !dbg !96
  %15 = load double, ptr %x18, align 8, !dbg !96
  %16 = load i32, ptr %i8, align 4, !dbg !97
  %idxprom19 = sext i32 %16 to i64, !dbg !98
  %arrayidx20 = getelementptr inbounds [256 x %struct.point], ptr %pts, i64 0, i64 %idxprom19, !dbg !98
  %y21 = getelementptr inbounds %struct.point, ptr %arrayidx20, i32 0, i32 1, !dbg !99
  %17 = load double, ptr %y21, align 8, !dbg !99
  %18 = load double, ptr %s, align 8, !dbg !100
  %19 = call double @llvm.fmuladd.f64(double %15, double %17, double %18), !dbg !100
  store double %19, ptr %s, align 8, !dbg !100
  br label %if.end, !dbg !101

if.end:                                           ; preds = %if.then, %for.body12
  br label %for.inc23, !dbg !92

for.inc23:                                        ; preds = %if.end
  %20 = load i32, ptr %i8, align 4, !dbg !102
  %inc24 = add nsw i32 %20, 1, !dbg !102
  store i32 %inc24, ptr %i8, align 4, !dbg !102
  br label %for.cond9, !dbg !103, !llvm.loop !104

for.end25:                                        ; preds = %for.cond9
  %21 = load double, ptr %s, align 8, !dbg !106
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %21), !dbg !107
  ret i32 0, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffa41a62c2dc2380dbd492454dc8c202")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocation(line: 12, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!27 = !DILocation(line: 12, column: 27, scope: !17)
!28 = !DILocalVariable(name: "pts", scope: !17, file: !2, line: 14, type: !29)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 49152, elements: !36)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 5, size: 192, elements: !31)
!31 = !{!32, !34, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !30, file: !2, line: 6, baseType: !33, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !30, file: !2, line: 6, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !30, file: !2, line: 7, baseType: !20, size: 32, offset: 128)
!36 = !{!37}
!37 = !DISubrange(count: 256)
!38 = !DILocation(line: 14, column: 15, scope: !17)
!39 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 15, type: !20)
!40 = !DILocation(line: 15, column: 6, scope: !17)
!41 = !DILocation(line: 15, column: 10, scope: !17)
!42 = !DILocation(line: 15, column: 15, scope: !17)
!43 = !DILocation(line: 15, column: 20, scope: !17)
!44 = !DILocalVariable(name: "i", scope: !45, file: !2, line: 16, type: !20)
!45 = distinct !DILexicalBlock(scope: !17, file: !2, line: 16, column: 2)
!46 = !DILocation(line: 16, column: 11, scope: !45)
!47 = !DILocation(line: 16, column: 7, scope: !45)
!48 = !DILocation(line: 16, column: 18, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 16, column: 2)
!50 = !DILocation(line: 16, column: 22, scope: !49)
!51 = !DILocation(line: 16, column: 20, scope: !49)
!52 = !DILocation(line: 16, column: 2, scope: !45)
!53 = !DILocation(line: 17, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !2, line: 16, column: 30)
!55 = !DILocation(line: 17, column: 16, scope: !54)
!56 = !DILocation(line: 17, column: 7, scope: !54)
!57 = !DILocation(line: 17, column: 3, scope: !54)
!58 = !DILocation(line: 17, column: 10, scope: !54)
!59 = !DILocation(line: 17, column: 12, scope: !54)
!60 = !DILocation(line: 18, column: 14, scope: !54)
!61 = !DILocation(line: 18, column: 16, scope: !54)
!62 = !DILocation(line: 18, column: 7, scope: !54)
!63 = !DILocation(line: 18, column: 3, scope: !54)
!64 = !DILocation(line: 18, column: 10, scope: !54)
!65 = !DILocation(line: 18, column: 12, scope: !54)
!66 = !DILocation(line: 19, column: 16, scope: !54)
!67 = !DILocation(line: 19, column: 18, scope: !54)
!68 = !DILocation(line: 19, column: 7, scope: !54)
!69 = !DILocation(line: 19, column: 3, scope: !54)
!70 = !DILocation(line: 19, column: 10, scope: !54)
!71 = !DILocation(line: 19, column: 14, scope: !54)
!72 = !DILocation(line: 20, column: 2, scope: !54)
!73 = !DILocation(line: 16, column: 26, scope: !49)
!74 = !DILocation(line: 16, column: 2, scope: !49)
!75 = distinct !{!75, !52, !76, !77}
!76 = !DILocation(line: 20, column: 2, scope: !45)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 21, type: !33)
!79 = !DILocation(line: 21, column: 9, scope: !17)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 22, type: !20)
!81 = distinct !DILexicalBlock(scope: !17, file: !2, line: 22, column: 2)
!82 = !DILocation(line: 22, column: 11, scope: !81)
!83 = !DILocation(line: 22, column: 7, scope: !81)
!84 = !DILocation(line: 22, column: 18, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 22, column: 2)
!86 = !DILocation(line: 22, column: 22, scope: !85)
!87 = !DILocation(line: 22, column: 20, scope: !85)
!88 = !DILocation(line: 22, column: 2, scope: !81)
!89 = !DILocation(line: 23, column: 11, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !2, line: 23, column: 7)
!91 = !DILocation(line: 23, column: 7, scope: !90)
!92 = !DILocation(line: 23, column: 14, scope: !90)
!93 = !DILocation(line: 23, column: 7, scope: !85)
!94 = !DILocation(line: 24, column: 13, scope: !90)
!95 = !DILocation(line: 24, column: 9, scope: !90)
!96 = !DILocation(line: 24, column: 16, scope: !90)
!97 = !DILocation(line: 24, column: 24, scope: !90)
!98 = !DILocation(line: 24, column: 20, scope: !90)
!99 = !DILocation(line: 24, column: 27, scope: !90)
!100 = !DILocation(line: 24, column: 6, scope: !90)
!101 = !DILocation(line: 24, column: 4, scope: !90)
!102 = !DILocation(line: 22, column: 26, scope: !85)
!103 = !DILocation(line: 22, column: 2, scope: !85)
!104 = distinct !{!104, !88, !105, !77}
!105 = !DILocation(line: 24, column: 27, scope: !81)
!106 = !DILocation(line: 25, column: 17, scope: !17)
!107 = !DILocation(line: 25, column: 2, scope: !17)
!108 = !DILocation(line: 26, column: 2, scope: !17)
