; ModuleID = 'stack_basic.c'
source_filename = "stack_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { double, double, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %pts = alloca [256 x %struct.point], align 16
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  %i8 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [256 x %struct.point]* %pts, metadata !22, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %n, metadata !33, metadata !DIExpression()), !dbg !34
  %0 = load i32, i32* %argc.addr, align 4, !dbg !35
  %mul = mul nsw i32 %0, 37, !dbg !36
  %rem = srem i32 %mul, 256, !dbg !37
  store i32 %rem, i32* %n, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %i, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %i, align 4, !dbg !40
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !42
  %2 = load i32, i32* %n, align 4, !dbg !44
  %cmp = icmp slt i32 %1, %2, !dbg !45
  br i1 %cmp, label %for.body, label %for.end, !dbg !46

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4, !dbg !47
  %conv = sitofp i32 %3 to double, !dbg !47
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !49
  %4 = load i32, i32* %i, align 4, !dbg !50
  %idxprom = sext i32 %4 to i64, !dbg !51
  %arrayidx = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom, !dbg !51
  %x = getelementptr inbounds %struct.point, %struct.point* %arrayidx, i32 0, i32 0, !dbg !52
  store double %mul1, double* %x, align 8, !dbg !53
  %5 = load i32, i32* %i, align 4, !dbg !54
  %conv2 = sitofp i32 %5 to double, !dbg !54
  %mul3 = fmul double %conv2, 2.000000e+00, !dbg !55
  %6 = load i32, i32* %i, align 4, !dbg !56
  %idxprom4 = sext i32 %6 to i64, !dbg !57
  %arrayidx5 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom4, !dbg !57
  %y = getelementptr inbounds %struct.point, %struct.point* %arrayidx5, i32 0, i32 1, !dbg !58
  store double %mul3, double* %y, align 8, !dbg !59
  %7 = load i32, i32* %i, align 4, !dbg !60
  %and = and i32 %7, 3, !dbg !61
  %8 = load i32, i32* %i, align 4, !dbg !62
  %idxprom6 = sext i32 %8 to i64, !dbg !63
  %arrayidx7 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom6, !dbg !63
  %tag = getelementptr inbounds %struct.point, %struct.point* %arrayidx7, i32 0, i32 2, !dbg !64
  store i32 %and, i32* %tag, align 8, !dbg !65
  br label %for.inc, !dbg !66

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4, !dbg !67
  %inc = add nsw i32 %9, 1, !dbg !67
  store i32 %inc, i32* %i, align 4, !dbg !67
  br label %for.cond, !dbg !68, !llvm.loop !69

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata double* %s, metadata !72, metadata !DIExpression()), !dbg !73
  store double 0.000000e+00, double* %s, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %i8, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %i8, align 4, !dbg !76
  br label %for.cond9, !dbg !77

for.cond9:                                        ; preds = %for.inc23, %for.end
  %10 = load i32, i32* %i8, align 4, !dbg !78
  %11 = load i32, i32* %n, align 4, !dbg !80
  %cmp10 = icmp slt i32 %10, %11, !dbg !81
  br i1 %cmp10, label %for.body12, label %for.end25, !dbg !82

for.body12:                                       ; preds = %for.cond9
  %12 = load i32, i32* %i8, align 4, !dbg !83
  %idxprom13 = sext i32 %12 to i64, !dbg !85
  %arrayidx14 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom13, !dbg !85
  %tag15 = getelementptr inbounds %struct.point, %struct.point* %arrayidx14, i32 0, i32 2, !dbg !86
  %13 = load i32, i32* %tag15, align 8, !dbg !86
  %tobool = icmp ne i32 %13, 0, !dbg !85
  br i1 %tobool, label %if.then, label %if.end, !dbg !87

if.then:                                          ; preds = %for.body12
  %14 = load i32, i32* %i8, align 4, !dbg !88
  %idxprom16 = sext i32 %14 to i64, !dbg !89
  %arrayidx17 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom16, !dbg !89
  %x18 = getelementptr inbounds %struct.point, %struct.point* %arrayidx17, i32 0, i32 0, !dbg !90
  %15 = load double, double* %x18, align 8, !dbg !90
  %16 = load i32, i32* %i8, align 4, !dbg !91
  %idxprom19 = sext i32 %16 to i64, !dbg !92
  %arrayidx20 = getelementptr inbounds [256 x %struct.point], [256 x %struct.point]* %pts, i64 0, i64 %idxprom19, !dbg !92
  %y21 = getelementptr inbounds %struct.point, %struct.point* %arrayidx20, i32 0, i32 1, !dbg !93
  %17 = load double, double* %y21, align 8, !dbg !93
  %18 = load double, double* %s, align 8, !dbg !94
  %19 = call double @llvm.fmuladd.f64(double %15, double %17, double %18), !dbg !94
  store double %19, double* %s, align 8, !dbg !94
  br label %if.end, !dbg !95

if.end:                                           ; preds = %if.then, %for.body12
  br label %for.inc23, !dbg !86

for.inc23:                                        ; preds = %if.end
  %20 = load i32, i32* %i8, align 4, !dbg !96
  %inc24 = add nsw i32 %20, 1, !dbg !96
  store i32 %inc24, i32* %i8, align 4, !dbg !96
  br label %for.cond9, !dbg !97, !llvm.loop !98

for.end25:                                        ; preds = %for.cond9
  %21 = load double, double* %s, align 8, !dbg !100
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %21), !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffa41a62c2dc2380dbd492454dc8c202")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 12, type: !13)
!19 = !DILocation(line: 12, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 12, type: !14)
!21 = !DILocation(line: 12, column: 27, scope: !10)
!22 = !DILocalVariable(name: "pts", scope: !10, file: !1, line: 14, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 49152, elements: !30)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 5, size: 192, elements: !25)
!25 = !{!26, !28, !29}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !24, file: !1, line: 6, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !24, file: !1, line: 6, baseType: !27, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !24, file: !1, line: 7, baseType: !13, size: 32, offset: 128)
!30 = !{!31}
!31 = !DISubrange(count: 256)
!32 = !DILocation(line: 14, column: 15, scope: !10)
!33 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 15, type: !13)
!34 = !DILocation(line: 15, column: 6, scope: !10)
!35 = !DILocation(line: 15, column: 10, scope: !10)
!36 = !DILocation(line: 15, column: 15, scope: !10)
!37 = !DILocation(line: 15, column: 20, scope: !10)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 16, type: !13)
!39 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 2)
!40 = !DILocation(line: 16, column: 11, scope: !39)
!41 = !DILocation(line: 16, column: 7, scope: !39)
!42 = !DILocation(line: 16, column: 18, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 16, column: 2)
!44 = !DILocation(line: 16, column: 22, scope: !43)
!45 = !DILocation(line: 16, column: 20, scope: !43)
!46 = !DILocation(line: 16, column: 2, scope: !39)
!47 = !DILocation(line: 17, column: 14, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 16, column: 30)
!49 = !DILocation(line: 17, column: 16, scope: !48)
!50 = !DILocation(line: 17, column: 7, scope: !48)
!51 = !DILocation(line: 17, column: 3, scope: !48)
!52 = !DILocation(line: 17, column: 10, scope: !48)
!53 = !DILocation(line: 17, column: 12, scope: !48)
!54 = !DILocation(line: 18, column: 14, scope: !48)
!55 = !DILocation(line: 18, column: 16, scope: !48)
!56 = !DILocation(line: 18, column: 7, scope: !48)
!57 = !DILocation(line: 18, column: 3, scope: !48)
!58 = !DILocation(line: 18, column: 10, scope: !48)
!59 = !DILocation(line: 18, column: 12, scope: !48)
!60 = !DILocation(line: 19, column: 16, scope: !48)
!61 = !DILocation(line: 19, column: 18, scope: !48)
!62 = !DILocation(line: 19, column: 7, scope: !48)
!63 = !DILocation(line: 19, column: 3, scope: !48)
!64 = !DILocation(line: 19, column: 10, scope: !48)
!65 = !DILocation(line: 19, column: 14, scope: !48)
!66 = !DILocation(line: 20, column: 2, scope: !48)
!67 = !DILocation(line: 16, column: 26, scope: !43)
!68 = !DILocation(line: 16, column: 2, scope: !43)
!69 = distinct !{!69, !46, !70, !71}
!70 = !DILocation(line: 20, column: 2, scope: !39)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 21, type: !27)
!73 = !DILocation(line: 21, column: 9, scope: !10)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 22, type: !13)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 2)
!76 = !DILocation(line: 22, column: 11, scope: !75)
!77 = !DILocation(line: 22, column: 7, scope: !75)
!78 = !DILocation(line: 22, column: 18, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !1, line: 22, column: 2)
!80 = !DILocation(line: 22, column: 22, scope: !79)
!81 = !DILocation(line: 22, column: 20, scope: !79)
!82 = !DILocation(line: 22, column: 2, scope: !75)
!83 = !DILocation(line: 23, column: 11, scope: !84)
!84 = distinct !DILexicalBlock(scope: !79, file: !1, line: 23, column: 7)
!85 = !DILocation(line: 23, column: 7, scope: !84)
!86 = !DILocation(line: 23, column: 14, scope: !84)
!87 = !DILocation(line: 23, column: 7, scope: !79)
!88 = !DILocation(line: 24, column: 13, scope: !84)
!89 = !DILocation(line: 24, column: 9, scope: !84)
!90 = !DILocation(line: 24, column: 16, scope: !84)
!91 = !DILocation(line: 24, column: 24, scope: !84)
!92 = !DILocation(line: 24, column: 20, scope: !84)
!93 = !DILocation(line: 24, column: 27, scope: !84)
!94 = !DILocation(line: 24, column: 6, scope: !84)
!95 = !DILocation(line: 24, column: 4, scope: !84)
!96 = !DILocation(line: 22, column: 26, scope: !79)
!97 = !DILocation(line: 22, column: 2, scope: !79)
!98 = distinct !{!98, !82, !99, !71}
!99 = !DILocation(line: 24, column: 27, scope: !75)
!100 = !DILocation(line: 25, column: 17, scope: !10)
!101 = !DILocation(line: 25, column: 2, scope: !10)
!102 = !DILocation(line: 26, column: 2, scope: !10)
