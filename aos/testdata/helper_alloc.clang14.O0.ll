; ModuleID = 'helper_alloc.c'
source_filename = "helper_alloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { double, double, double, double }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !14 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %ps = alloca %struct.particle*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %n, metadata !26, metadata !DIExpression()), !dbg !27
  %0 = load i32, i32* %argc.addr, align 4, !dbg !28
  %mul = mul nsw i32 %0, 10, !dbg !29
  store i32 %mul, i32* %n, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata %struct.particle** %ps, metadata !30, metadata !DIExpression()), !dbg !39
  %1 = load i32, i32* %n, align 4, !dbg !40
  %call = call %struct.particle* @make_particles(i32 noundef %1), !dbg !41
  store %struct.particle* %call, %struct.particle** %ps, align 8, !dbg !39
  %2 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !42
  %tobool = icmp ne %struct.particle* %2, null, !dbg !42
  br i1 %tobool, label %if.end, label %if.then, !dbg !44

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !45
  br label %return, !dbg !45

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %i, align 4, !dbg !48
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, i32* %i, align 4, !dbg !50
  %4 = load i32, i32* %n, align 4, !dbg !52
  %cmp = icmp slt i32 %3, %4, !dbg !53
  br i1 %cmp, label %for.body, label %for.end, !dbg !54

for.body:                                         ; preds = %for.cond
  %5 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !55
  %6 = load i32, i32* %i, align 4, !dbg !57
  %idxprom = sext i32 %6 to i64, !dbg !55
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %5, i64 %idxprom, !dbg !55
  %y = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 1, !dbg !58
  store double 0.000000e+00, double* %y, align 8, !dbg !59
  %7 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !60
  %8 = load i32, i32* %i, align 4, !dbg !61
  %idxprom1 = sext i32 %8 to i64, !dbg !60
  %arrayidx2 = getelementptr inbounds %struct.particle, %struct.particle* %7, i64 %idxprom1, !dbg !60
  %x = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx2, i32 0, i32 0, !dbg !62
  store double 0.000000e+00, double* %x, align 8, !dbg !63
  %9 = load i32, i32* %i, align 4, !dbg !64
  %conv = sitofp i32 %9 to double, !dbg !64
  %10 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !65
  %11 = load i32, i32* %i, align 4, !dbg !66
  %idxprom3 = sext i32 %11 to i64, !dbg !65
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %10, i64 %idxprom3, !dbg !65
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 2, !dbg !67
  store double %conv, double* %vx, align 8, !dbg !68
  %12 = load i32, i32* %i, align 4, !dbg !69
  %sub = sub nsw i32 0, %12, !dbg !70
  %conv5 = sitofp i32 %sub to double, !dbg !70
  %13 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !71
  %14 = load i32, i32* %i, align 4, !dbg !72
  %idxprom6 = sext i32 %14 to i64, !dbg !71
  %arrayidx7 = getelementptr inbounds %struct.particle, %struct.particle* %13, i64 %idxprom6, !dbg !71
  %vy = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx7, i32 0, i32 3, !dbg !73
  store double %conv5, double* %vy, align 8, !dbg !74
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body
  %15 = load i32, i32* %i, align 4, !dbg !76
  %inc = add nsw i32 %15, 1, !dbg !76
  store i32 %inc, i32* %i, align 4, !dbg !76
  br label %for.cond, !dbg !77, !llvm.loop !78

for.end:                                          ; preds = %for.cond
  %16 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !81
  %17 = load i32, i32* %n, align 4, !dbg !82
  call void @step(%struct.particle* noundef %16, i32 noundef %17, double noundef 1.000000e-01), !dbg !83
  %18 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !84
  %19 = load i32, i32* %n, align 4, !dbg !85
  %sub8 = sub nsw i32 %19, 1, !dbg !86
  %idxprom9 = sext i32 %sub8 to i64, !dbg !84
  %arrayidx10 = getelementptr inbounds %struct.particle, %struct.particle* %18, i64 %idxprom9, !dbg !84
  %x11 = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx10, i32 0, i32 0, !dbg !87
  %20 = load double, double* %x11, align 8, !dbg !87
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %20), !dbg !88
  %21 = load %struct.particle*, %struct.particle** %ps, align 8, !dbg !89
  %22 = bitcast %struct.particle* %21 to i8*, !dbg !89
  call void @free(i8* noundef %22) #4, !dbg !90
  store i32 0, i32* %retval, align 4, !dbg !91
  br label %return, !dbg !91

return:                                           ; preds = %for.end, %if.then
  %23 = load i32, i32* %retval, align 4, !dbg !92
  ret i32 %23, !dbg !92
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.particle* @make_particles(i32 noundef %n) #0 !dbg !93 {
entry:
  %n.addr = alloca i32, align 4
  %p = alloca %struct.particle*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata %struct.particle** %p, metadata !98, metadata !DIExpression()), !dbg !99
  %0 = load i32, i32* %n.addr, align 4, !dbg !100
  %conv = sext i32 %0 to i64, !dbg !101
  %mul = mul i64 %conv, 32, !dbg !102
  %call = call noalias i8* @malloc(i64 noundef %mul) #4, !dbg !103
  %1 = bitcast i8* %call to %struct.particle*, !dbg !103
  store %struct.particle* %1, %struct.particle** %p, align 8, !dbg !99
  %2 = load %struct.particle*, %struct.particle** %p, align 8, !dbg !104
  ret %struct.particle* %2, !dbg !105
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(%struct.particle* noundef %p, i32 noundef %n, double noundef %dt) #0 !dbg !106 {
entry:
  %p.addr = alloca %struct.particle*, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.particle* %p, %struct.particle** %p.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.particle** %p.addr, metadata !109, metadata !DIExpression()), !dbg !110
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !111, metadata !DIExpression()), !dbg !112
  store double %dt, double* %dt.addr, align 8
  call void @llvm.dbg.declare(metadata double* %dt.addr, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.declare(metadata i32* %i, metadata !115, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %i, align 4, !dbg !117
  br label %for.cond, !dbg !118

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !119
  %1 = load i32, i32* %n.addr, align 4, !dbg !121
  %cmp = icmp slt i32 %0, %1, !dbg !122
  br i1 %cmp, label %for.body, label %for.end, !dbg !123

for.body:                                         ; preds = %for.cond
  %2 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !124
  %3 = load i32, i32* %i, align 4, !dbg !126
  %idxprom = sext i32 %3 to i64, !dbg !124
  %arrayidx = getelementptr inbounds %struct.particle, %struct.particle* %2, i64 %idxprom, !dbg !124
  %vx = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx, i32 0, i32 2, !dbg !127
  %4 = load double, double* %vx, align 8, !dbg !127
  %5 = load double, double* %dt.addr, align 8, !dbg !128
  %6 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !129
  %7 = load i32, i32* %i, align 4, !dbg !130
  %idxprom1 = sext i32 %7 to i64, !dbg !129
  %arrayidx2 = getelementptr inbounds %struct.particle, %struct.particle* %6, i64 %idxprom1, !dbg !129
  %x = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx2, i32 0, i32 0, !dbg !131
  %8 = load double, double* %x, align 8, !dbg !132
  %9 = call double @llvm.fmuladd.f64(double %4, double %5, double %8), !dbg !132
  store double %9, double* %x, align 8, !dbg !132
  %10 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !133
  %11 = load i32, i32* %i, align 4, !dbg !134
  %idxprom3 = sext i32 %11 to i64, !dbg !133
  %arrayidx4 = getelementptr inbounds %struct.particle, %struct.particle* %10, i64 %idxprom3, !dbg !133
  %vy = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx4, i32 0, i32 3, !dbg !135
  %12 = load double, double* %vy, align 8, !dbg !135
  %13 = load double, double* %dt.addr, align 8, !dbg !136
  %14 = load %struct.particle*, %struct.particle** %p.addr, align 8, !dbg !137
  %15 = load i32, i32* %i, align 4, !dbg !138
  %idxprom5 = sext i32 %15 to i64, !dbg !137
  %arrayidx6 = getelementptr inbounds %struct.particle, %struct.particle* %14, i64 %idxprom5, !dbg !137
  %y = getelementptr inbounds %struct.particle, %struct.particle* %arrayidx6, i32 0, i32 1, !dbg !139
  %16 = load double, double* %y, align 8, !dbg !140
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16), !dbg !140
  store double %17, double* %y, align 8, !dbg !140
  br label %for.inc, !dbg !141

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4, !dbg !142
  %inc = add nsw i32 %18, 1, !dbg !142
  store i32 %inc, i32* %i, align 4, !dbg !142
  br label %for.cond, !dbg !143, !llvm.loop !144

for.end:                                          ; preds = %for.cond
  ret void, !dbg !146
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "helper_alloc.c", directory: ".", checksumkind: CSK_MD5, checksum: "fab36055768d3a280846b79f94d7440a")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !15, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 26, type: !17)
!23 = !DILocation(line: 26, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 26, type: !18)
!25 = !DILocation(line: 26, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 28, type: !17)
!27 = !DILocation(line: 28, column: 6, scope: !14)
!28 = !DILocation(line: 28, column: 10, scope: !14)
!29 = !DILocation(line: 28, column: 15, scope: !14)
!30 = !DILocalVariable(name: "ps", scope: !14, file: !1, line: 29, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !1, line: 6, size: 256, elements: !33)
!33 = !{!34, !36, !37, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !1, line: 7, baseType: !35, size: 64)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !1, line: 7, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !32, file: !1, line: 7, baseType: !35, size: 64, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !32, file: !1, line: 7, baseType: !35, size: 64, offset: 192)
!39 = !DILocation(line: 29, column: 19, scope: !14)
!40 = !DILocation(line: 29, column: 39, scope: !14)
!41 = !DILocation(line: 29, column: 24, scope: !14)
!42 = !DILocation(line: 30, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !14, file: !1, line: 30, column: 6)
!44 = !DILocation(line: 30, column: 6, scope: !14)
!45 = !DILocation(line: 31, column: 3, scope: !43)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 32, type: !17)
!47 = distinct !DILexicalBlock(scope: !14, file: !1, line: 32, column: 2)
!48 = !DILocation(line: 32, column: 11, scope: !47)
!49 = !DILocation(line: 32, column: 7, scope: !47)
!50 = !DILocation(line: 32, column: 18, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 32, column: 2)
!52 = !DILocation(line: 32, column: 22, scope: !51)
!53 = !DILocation(line: 32, column: 20, scope: !51)
!54 = !DILocation(line: 32, column: 2, scope: !47)
!55 = !DILocation(line: 33, column: 13, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 32, column: 30)
!57 = !DILocation(line: 33, column: 16, scope: !56)
!58 = !DILocation(line: 33, column: 19, scope: !56)
!59 = !DILocation(line: 33, column: 21, scope: !56)
!60 = !DILocation(line: 33, column: 3, scope: !56)
!61 = !DILocation(line: 33, column: 6, scope: !56)
!62 = !DILocation(line: 33, column: 9, scope: !56)
!63 = !DILocation(line: 33, column: 11, scope: !56)
!64 = !DILocation(line: 34, column: 14, scope: !56)
!65 = !DILocation(line: 34, column: 3, scope: !56)
!66 = !DILocation(line: 34, column: 6, scope: !56)
!67 = !DILocation(line: 34, column: 9, scope: !56)
!68 = !DILocation(line: 34, column: 12, scope: !56)
!69 = !DILocation(line: 35, column: 15, scope: !56)
!70 = !DILocation(line: 35, column: 14, scope: !56)
!71 = !DILocation(line: 35, column: 3, scope: !56)
!72 = !DILocation(line: 35, column: 6, scope: !56)
!73 = !DILocation(line: 35, column: 9, scope: !56)
!74 = !DILocation(line: 35, column: 12, scope: !56)
!75 = !DILocation(line: 36, column: 2, scope: !56)
!76 = !DILocation(line: 32, column: 26, scope: !51)
!77 = !DILocation(line: 32, column: 2, scope: !51)
!78 = distinct !{!78, !54, !79, !80}
!79 = !DILocation(line: 36, column: 2, scope: !47)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 37, column: 7, scope: !14)
!82 = !DILocation(line: 37, column: 11, scope: !14)
!83 = !DILocation(line: 37, column: 2, scope: !14)
!84 = !DILocation(line: 38, column: 17, scope: !14)
!85 = !DILocation(line: 38, column: 20, scope: !14)
!86 = !DILocation(line: 38, column: 22, scope: !14)
!87 = !DILocation(line: 38, column: 27, scope: !14)
!88 = !DILocation(line: 38, column: 2, scope: !14)
!89 = !DILocation(line: 39, column: 7, scope: !14)
!90 = !DILocation(line: 39, column: 2, scope: !14)
!91 = !DILocation(line: 40, column: 2, scope: !14)
!92 = !DILocation(line: 41, column: 1, scope: !14)
!93 = distinct !DISubprogram(name: "make_particles", scope: !1, file: !1, line: 12, type: !94, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!94 = !DISubroutineType(types: !95)
!95 = !{!31, !17}
!96 = !DILocalVariable(name: "n", arg: 1, scope: !93, file: !1, line: 12, type: !17)
!97 = !DILocation(line: 12, column: 70, scope: !93)
!98 = !DILocalVariable(name: "p", scope: !93, file: !1, line: 14, type: !31)
!99 = !DILocation(line: 14, column: 19, scope: !93)
!100 = !DILocation(line: 14, column: 38, scope: !93)
!101 = !DILocation(line: 14, column: 30, scope: !93)
!102 = !DILocation(line: 14, column: 40, scope: !93)
!103 = !DILocation(line: 14, column: 23, scope: !93)
!104 = !DILocation(line: 15, column: 9, scope: !93)
!105 = !DILocation(line: 15, column: 2, scope: !93)
!106 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 18, type: !107, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !31, !17, !35}
!109 = !DILocalVariable(name: "p", arg: 1, scope: !106, file: !1, line: 18, type: !31)
!110 = !DILocation(line: 18, column: 61, scope: !106)
!111 = !DILocalVariable(name: "n", arg: 2, scope: !106, file: !1, line: 18, type: !17)
!112 = !DILocation(line: 18, column: 68, scope: !106)
!113 = !DILocalVariable(name: "dt", arg: 3, scope: !106, file: !1, line: 18, type: !35)
!114 = !DILocation(line: 18, column: 78, scope: !106)
!115 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 20, type: !17)
!116 = distinct !DILexicalBlock(scope: !106, file: !1, line: 20, column: 2)
!117 = !DILocation(line: 20, column: 11, scope: !116)
!118 = !DILocation(line: 20, column: 7, scope: !116)
!119 = !DILocation(line: 20, column: 18, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !1, line: 20, column: 2)
!121 = !DILocation(line: 20, column: 22, scope: !120)
!122 = !DILocation(line: 20, column: 20, scope: !120)
!123 = !DILocation(line: 20, column: 2, scope: !116)
!124 = !DILocation(line: 21, column: 13, scope: !125)
!125 = distinct !DILexicalBlock(scope: !120, file: !1, line: 20, column: 30)
!126 = !DILocation(line: 21, column: 15, scope: !125)
!127 = !DILocation(line: 21, column: 18, scope: !125)
!128 = !DILocation(line: 21, column: 23, scope: !125)
!129 = !DILocation(line: 21, column: 3, scope: !125)
!130 = !DILocation(line: 21, column: 5, scope: !125)
!131 = !DILocation(line: 21, column: 8, scope: !125)
!132 = !DILocation(line: 21, column: 10, scope: !125)
!133 = !DILocation(line: 22, column: 13, scope: !125)
!134 = !DILocation(line: 22, column: 15, scope: !125)
!135 = !DILocation(line: 22, column: 18, scope: !125)
!136 = !DILocation(line: 22, column: 23, scope: !125)
!137 = !DILocation(line: 22, column: 3, scope: !125)
!138 = !DILocation(line: 22, column: 5, scope: !125)
!139 = !DILocation(line: 22, column: 8, scope: !125)
!140 = !DILocation(line: 22, column: 10, scope: !125)
!141 = !DILocation(line: 23, column: 2, scope: !125)
!142 = !DILocation(line: 20, column: 26, scope: !120)
!143 = !DILocation(line: 20, column: 2, scope: !120)
!144 = distinct !{!144, !123, !145, !80}
!145 = !DILocation(line: 23, column: 2, scope: !116)
!146 = !DILocation(line: 24, column: 1, scope: !106)
