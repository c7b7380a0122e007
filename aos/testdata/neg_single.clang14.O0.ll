; ModuleID = 'neg_single.c'
source_filename = "neg_single.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, i32, double }

@weights = dso_local global [100 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"%d %d %f %ld %d %f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !19 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %local = alloca %struct.config, align 8
  %heap = alloca %struct.config*, align 8
  %ints = alloca [16 x i32], align 16
  %n = alloca i32, align 4
  %saved_stack = alloca i8*, align 8
  %__vla_expr0 = alloca i64, align 8
  %longs = alloca i64*, align 8
  %ptrs = alloca [4 x %struct.config*], align 16
  %cleanup.dest.slot = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata %struct.config* %local, metadata !31, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata %struct.config** %heap, metadata !38, metadata !DIExpression()), !dbg !40
  %call = call noalias i8* @malloc(i64 noundef 16) #5, !dbg !41
  %0 = bitcast i8* %call to %struct.config*, !dbg !41
  store %struct.config* %0, %struct.config** %heap, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata [16 x i32]* %ints, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %n, metadata !47, metadata !DIExpression()), !dbg !48
  %1 = load i32, i32* %argc.addr, align 4, !dbg !49
  %add = add nsw i32 %1, 3, !dbg !50
  store i32 %add, i32* %n, align 4, !dbg !48
  %2 = load i32, i32* %n, align 4, !dbg !51
  %3 = zext i32 %2 to i64, !dbg !52
  %4 = call i8* @llvm.stacksave(), !dbg !52
  store i8* %4, i8** %saved_stack, align 8, !dbg !52
  %vla = alloca float, i64 %3, align 16, !dbg !52
  store i64 %3, i64* %__vla_expr0, align 8, !dbg !52
  call void @llvm.dbg.declare(metadata i64* %__vla_expr0, metadata !53, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata float* %vla, metadata !56, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.declare(metadata i64** %longs, metadata !61, metadata !DIExpression()), !dbg !64
  %5 = load i32, i32* %n, align 4, !dbg !65
  %conv = sext i32 %5 to i64, !dbg !65
  %mul = mul i64 %conv, 8, !dbg !66
  %call1 = call noalias i8* @malloc(i64 noundef %mul) #5, !dbg !67
  %6 = bitcast i8* %call1 to i64*, !dbg !67
  store i64* %6, i64** %longs, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata [4 x %struct.config*]* %ptrs, metadata !68, metadata !DIExpression()), !dbg !72
  %7 = load %struct.config*, %struct.config** %heap, align 8, !dbg !73
  %tobool = icmp ne %struct.config* %7, null, !dbg !73
  br i1 %tobool, label %lor.lhs.false, label %if.then, !dbg !75

lor.lhs.false:                                    ; preds = %entry
  %8 = load i64*, i64** %longs, align 8, !dbg !76
  %tobool2 = icmp ne i64* %8, null, !dbg !76
  br i1 %tobool2, label %if.end, label %if.then, !dbg !77

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4, !dbg !78
  store i32 1, i32* %cleanup.dest.slot, align 4
  br label %cleanup, !dbg !78

if.end:                                           ; preds = %lor.lhs.false
  %9 = load i32, i32* %argc.addr, align 4, !dbg !79
  call void @fill(%struct.config* noundef %local, i32 noundef %9), !dbg !80
  %10 = load %struct.config*, %struct.config** %heap, align 8, !dbg !81
  %11 = load i32, i32* %argc.addr, align 4, !dbg !82
  %add3 = add nsw i32 %11, 1, !dbg !83
  call void @fill(%struct.config* noundef %10, i32 noundef %add3), !dbg !84
  call void @llvm.dbg.declare(metadata i32* %i, metadata !85, metadata !DIExpression()), !dbg !87
  store i32 0, i32* %i, align 4, !dbg !87
  br label %for.cond, !dbg !88

for.cond:                                         ; preds = %for.inc, %if.end
  %12 = load i32, i32* %i, align 4, !dbg !89
  %13 = load i32, i32* %n, align 4, !dbg !91
  %cmp = icmp slt i32 %12, %13, !dbg !92
  br i1 %cmp, label %for.body, label %for.end, !dbg !93

for.body:                                         ; preds = %for.cond
  %14 = load i32, i32* %i, align 4, !dbg !94
  %conv5 = sitofp i32 %14 to float, !dbg !96
  %15 = load i32, i32* %i, align 4, !dbg !97
  %idxprom = sext i32 %15 to i64, !dbg !98
  %arrayidx = getelementptr inbounds float, float* %vla, i64 %idxprom, !dbg !98
  store float %conv5, float* %arrayidx, align 4, !dbg !99
  %16 = load i32, i32* %i, align 4, !dbg !100
  %conv6 = sext i32 %16 to i64, !dbg !100
  %17 = load i64*, i64** %longs, align 8, !dbg !101
  %18 = load i32, i32* %i, align 4, !dbg !102
  %idxprom7 = sext i32 %18 to i64, !dbg !101
  %arrayidx8 = getelementptr inbounds i64, i64* %17, i64 %idxprom7, !dbg !101
  store i64 %conv6, i64* %arrayidx8, align 8, !dbg !103
  %19 = load i32, i32* %i, align 4, !dbg !104
  %20 = load i32, i32* %i, align 4, !dbg !105
  %rem = srem i32 %20, 16, !dbg !106
  %idxprom9 = sext i32 %rem to i64, !dbg !107
  %arrayidx10 = getelementptr inbounds [16 x i32], [16 x i32]* %ints, i64 0, i64 %idxprom9, !dbg !107
  store i32 %19, i32* %arrayidx10, align 4, !dbg !108
  %21 = load i32, i32* %i, align 4, !dbg !109
  %conv11 = sitofp i32 %21 to double, !dbg !109
  %22 = load i32, i32* %i, align 4, !dbg !110
  %rem12 = srem i32 %22, 100, !dbg !111
  %idxprom13 = sext i32 %rem12 to i64, !dbg !112
  %arrayidx14 = getelementptr inbounds [100 x double], [100 x double]* @weights, i64 0, i64 %idxprom13, !dbg !112
  store double %conv11, double* %arrayidx14, align 8, !dbg !113
  br label %for.inc, !dbg !114

for.inc:                                          ; preds = %for.body
  %23 = load i32, i32* %i, align 4, !dbg !115
  %inc = add nsw i32 %23, 1, !dbg !115
  store i32 %inc, i32* %i, align 4, !dbg !115
  br label %for.cond, !dbg !116, !llvm.loop !117

for.end:                                          ; preds = %for.cond
  %24 = load %struct.config*, %struct.config** %heap, align 8, !dbg !120
  %25 = load i32, i32* %argc.addr, align 4, !dbg !121
  %rem15 = srem i32 %25, 4, !dbg !122
  %idxprom16 = sext i32 %rem15 to i64, !dbg !123
  %arrayidx17 = getelementptr inbounds [4 x %struct.config*], [4 x %struct.config*]* %ptrs, i64 0, i64 %idxprom16, !dbg !123
  store %struct.config* %24, %struct.config** %arrayidx17, align 8, !dbg !124
  %level = getelementptr inbounds %struct.config, %struct.config* %local, i32 0, i32 1, !dbg !125
  %26 = load i32, i32* %level, align 4, !dbg !125
  %27 = load %struct.config*, %struct.config** %heap, align 8, !dbg !126
  %level18 = getelementptr inbounds %struct.config, %struct.config* %27, i32 0, i32 1, !dbg !127
  %28 = load i32, i32* %level18, align 4, !dbg !127
  %29 = load i32, i32* %n, align 4, !dbg !128
  %sub = sub nsw i32 %29, 1, !dbg !129
  %idxprom19 = sext i32 %sub to i64, !dbg !130
  %arrayidx20 = getelementptr inbounds float, float* %vla, i64 %idxprom19, !dbg !130
  %30 = load float, float* %arrayidx20, align 4, !dbg !130
  %conv21 = fpext float %30 to double, !dbg !130
  %31 = load i64*, i64** %longs, align 8, !dbg !131
  %32 = load i32, i32* %n, align 4, !dbg !132
  %div = sdiv i32 %32, 2, !dbg !133
  %idxprom22 = sext i32 %div to i64, !dbg !131
  %arrayidx23 = getelementptr inbounds i64, i64* %31, i64 %idxprom22, !dbg !131
  %33 = load i64, i64* %arrayidx23, align 8, !dbg !131
  %34 = load i32, i32* %argc.addr, align 4, !dbg !134
  %rem24 = srem i32 %34, 16, !dbg !135
  %idxprom25 = sext i32 %rem24 to i64, !dbg !136
  %arrayidx26 = getelementptr inbounds [16 x i32], [16 x i32]* %ints, i64 0, i64 %idxprom25, !dbg !136
  %35 = load i32, i32* %arrayidx26, align 4, !dbg !136
  %36 = load i32, i32* %argc.addr, align 4, !dbg !137
  %idxprom27 = sext i32 %36 to i64, !dbg !138
  %arrayidx28 = getelementptr inbounds [100 x double], [100 x double]* @weights, i64 0, i64 %idxprom27, !dbg !138
  %37 = load double, double* %arrayidx28, align 8, !dbg !138
  %38 = load i32, i32* %argc.addr, align 4, !dbg !139
  %rem29 = srem i32 %38, 4, !dbg !140
  %idxprom30 = sext i32 %rem29 to i64, !dbg !141
  %arrayidx31 = getelementptr inbounds [4 x %struct.config*], [4 x %struct.config*]* %ptrs, i64 0, i64 %idxprom30, !dbg !141
  %39 = load %struct.config*, %struct.config** %arrayidx31, align 8, !dbg !141
  %verbose = getelementptr inbounds %struct.config, %struct.config* %39, i32 0, i32 0, !dbg !142
  %40 = load i32, i32* %verbose, align 8, !dbg !142
  %call32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i32 noundef %28, double noundef %conv21, i64 noundef %33, i32 noundef %35, double noundef %37, i32 noundef %40), !dbg !143
  %41 = load %struct.config*, %struct.config** %heap, align 8, !dbg !144
  %42 = bitcast %struct.config* %41 to i8*, !dbg !144
  call void @free(i8* noundef %42) #5, !dbg !145
  %43 = load i64*, i64** %longs, align 8, !dbg !146
  %44 = bitcast i64* %43 to i8*, !dbg !146
  call void @free(i8* noundef %44) #5, !dbg !147
  store i32 0, i32* %retval, align 4, !dbg !148
  store i32 1, i32* %cleanup.dest.slot, align 4
  br label %cleanup, !dbg !148

cleanup:                                          ; preds = %for.end, %if.then
  %45 = load i8*, i8** %saved_stack, align 8, !dbg !149
  call void @llvm.stackrestore(i8* %45), !dbg !149
  %46 = load i32, i32* %retval, align 4, !dbg !149
  ret i32 %46, !dbg !149
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(%struct.config* noundef %c, i32 noundef %v) #0 !dbg !150 {
entry:
  %c.addr = alloca %struct.config*, align 8
  %v.addr = alloca i32, align 4
  store %struct.config* %c, %struct.config** %c.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.config** %c.addr, metadata !153, metadata !DIExpression()), !dbg !154
  store i32 %v, i32* %v.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %v.addr, metadata !155, metadata !DIExpression()), !dbg !156
  %0 = load i32, i32* %v.addr, align 4, !dbg !157
  %1 = load %struct.config*, %struct.config** %c.addr, align 8, !dbg !158
  %verbose = getelementptr inbounds %struct.config, %struct.config* %1, i32 0, i32 0, !dbg !159
  store i32 %0, i32* %verbose, align 8, !dbg !160
  %2 = load i32, i32* %v.addr, align 4, !dbg !161
  %mul = mul nsw i32 %2, 2, !dbg !162
  %3 = load %struct.config*, %struct.config** %c.addr, align 8, !dbg !163
  %level = getelementptr inbounds %struct.config, %struct.config* %3, i32 0, i32 1, !dbg !164
  store i32 %mul, i32* %level, align 4, !dbg !165
  %4 = load i32, i32* %v.addr, align 4, !dbg !166
  %conv = sitofp i32 %4 to double, !dbg !166
  %mul1 = fmul double %conv, 5.000000e-01, !dbg !167
  %5 = load %struct.config*, %struct.config** %c.addr, align 8, !dbg !168
  %scale = getelementptr inbounds %struct.config, %struct.config* %5, i32 0, i32 2, !dbg !169
  store double %mul1, double* %scale, align 8, !dbg !170
  ret void, !dbg !171
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "neg_single.c", directory: ".", checksumkind: CSK_MD5, checksum: "2afe2eee346ddd885ea7795a52e6c9a2")
!4 = !{!5}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 100)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !20, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !3, line: 24, type: !22)
!28 = !DILocation(line: 24, column: 14, scope: !19)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !3, line: 24, type: !23)
!30 = !DILocation(line: 24, column: 27, scope: !19)
!31 = !DILocalVariable(name: "local", scope: !19, file: !3, line: 26, type: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 7, size: 128, elements: !33)
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !32, file: !3, line: 8, baseType: !22, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !32, file: !3, line: 9, baseType: !22, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !32, file: !3, line: 10, baseType: !8, size: 64, offset: 64)
!37 = !DILocation(line: 26, column: 16, scope: !19)
!38 = !DILocalVariable(name: "heap", scope: !19, file: !3, line: 27, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!40 = !DILocation(line: 27, column: 17, scope: !19)
!41 = !DILocation(line: 27, column: 24, scope: !19)
!42 = !DILocalVariable(name: "ints", scope: !19, file: !3, line: 28, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 512, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !DILocation(line: 28, column: 6, scope: !19)
!47 = !DILocalVariable(name: "n", scope: !19, file: !3, line: 29, type: !22)
!48 = !DILocation(line: 29, column: 6, scope: !19)
!49 = !DILocation(line: 29, column: 10, scope: !19)
!50 = !DILocation(line: 29, column: 15, scope: !19)
!51 = !DILocation(line: 30, column: 12, scope: !19)
!52 = !DILocation(line: 30, column: 2, scope: !19)
!53 = !DILocalVariable(name: "__vla_expr0", scope: !19, type: !54, flags: DIFlagArtificial)
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 0, scope: !19)
!56 = !DILocalVariable(name: "vla", scope: !19, file: !3, line: 30, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: !53)
!60 = !DILocation(line: 30, column: 8, scope: !19)
!61 = !DILocalVariable(name: "longs", scope: !19, file: !3, line: 31, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!64 = !DILocation(line: 31, column: 8, scope: !19)
!65 = !DILocation(line: 31, column: 23, scope: !19)
!66 = !DILocation(line: 31, column: 25, scope: !19)
!67 = !DILocation(line: 31, column: 16, scope: !19)
!68 = !DILocalVariable(name: "ptrs", scope: !19, file: !3, line: 32, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 256, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 4)
!72 = !DILocation(line: 32, column: 17, scope: !19)
!73 = !DILocation(line: 33, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !19, file: !3, line: 33, column: 6)
!75 = !DILocation(line: 33, column: 12, scope: !74)
!76 = !DILocation(line: 33, column: 16, scope: !74)
!77 = !DILocation(line: 33, column: 6, scope: !19)
!78 = !DILocation(line: 34, column: 3, scope: !74)
!79 = !DILocation(line: 35, column: 15, scope: !19)
!80 = !DILocation(line: 35, column: 2, scope: !19)
!81 = !DILocation(line: 36, column: 7, scope: !19)
!82 = !DILocation(line: 36, column: 13, scope: !19)
!83 = !DILocation(line: 36, column: 18, scope: !19)
!84 = !DILocation(line: 36, column: 2, scope: !19)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 37, type: !22)
!86 = distinct !DILexicalBlock(scope: !19, file: !3, line: 37, column: 2)
!87 = !DILocation(line: 37, column: 11, scope: !86)
!88 = !DILocation(line: 37, column: 7, scope: !86)
!89 = !DILocation(line: 37, column: 18, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 37, column: 2)
!91 = !DILocation(line: 37, column: 22, scope: !90)
!92 = !DILocation(line: 37, column: 20, scope: !90)
!93 = !DILocation(line: 37, column: 2, scope: !86)
!94 = !DILocation(line: 38, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !3, line: 37, column: 30)
!96 = !DILocation(line: 38, column: 12, scope: !95)
!97 = !DILocation(line: 38, column: 7, scope: !95)
!98 = !DILocation(line: 38, column: 3, scope: !95)
!99 = !DILocation(line: 38, column: 10, scope: !95)
!100 = !DILocation(line: 39, column: 14, scope: !95)
!101 = !DILocation(line: 39, column: 3, scope: !95)
!102 = !DILocation(line: 39, column: 9, scope: !95)
!103 = !DILocation(line: 39, column: 12, scope: !95)
!104 = !DILocation(line: 40, column: 18, scope: !95)
!105 = !DILocation(line: 40, column: 8, scope: !95)
!106 = !DILocation(line: 40, column: 10, scope: !95)
!107 = !DILocation(line: 40, column: 3, scope: !95)
!108 = !DILocation(line: 40, column: 16, scope: !95)
!109 = !DILocation(line: 41, column: 22, scope: !95)
!110 = !DILocation(line: 41, column: 11, scope: !95)
!111 = !DILocation(line: 41, column: 13, scope: !95)
!112 = !DILocation(line: 41, column: 3, scope: !95)
!113 = !DILocation(line: 41, column: 20, scope: !95)
!114 = !DILocation(line: 42, column: 2, scope: !95)
!115 = !DILocation(line: 37, column: 26, scope: !90)
!116 = !DILocation(line: 37, column: 2, scope: !90)
!117 = distinct !{!117, !93, !118, !119}
!118 = !DILocation(line: 42, column: 2, scope: !86)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 43, column: 19, scope: !19)
!121 = !DILocation(line: 43, column: 7, scope: !19)
!122 = !DILocation(line: 43, column: 12, scope: !19)
!123 = !DILocation(line: 43, column: 2, scope: !19)
!124 = !DILocation(line: 43, column: 17, scope: !19)
!125 = !DILocation(line: 44, column: 42, scope: !19)
!126 = !DILocation(line: 44, column: 49, scope: !19)
!127 = !DILocation(line: 44, column: 55, scope: !19)
!128 = !DILocation(line: 44, column: 66, scope: !19)
!129 = !DILocation(line: 44, column: 68, scope: !19)
!130 = !DILocation(line: 44, column: 62, scope: !19)
!131 = !DILocation(line: 44, column: 74, scope: !19)
!132 = !DILocation(line: 44, column: 80, scope: !19)
!133 = !DILocation(line: 44, column: 82, scope: !19)
!134 = !DILocation(line: 44, column: 93, scope: !19)
!135 = !DILocation(line: 44, column: 98, scope: !19)
!136 = !DILocation(line: 44, column: 88, scope: !19)
!137 = !DILocation(line: 45, column: 17, scope: !19)
!138 = !DILocation(line: 45, column: 9, scope: !19)
!139 = !DILocation(line: 45, column: 29, scope: !19)
!140 = !DILocation(line: 45, column: 34, scope: !19)
!141 = !DILocation(line: 45, column: 24, scope: !19)
!142 = !DILocation(line: 45, column: 40, scope: !19)
!143 = !DILocation(line: 44, column: 2, scope: !19)
!144 = !DILocation(line: 46, column: 7, scope: !19)
!145 = !DILocation(line: 46, column: 2, scope: !19)
!146 = !DILocation(line: 47, column: 7, scope: !19)
!147 = !DILocation(line: 47, column: 2, scope: !19)
!148 = !DILocation(line: 48, column: 2, scope: !19)
!149 = !DILocation(line: 49, column: 1, scope: !19)
!150 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 17, type: !151, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !39, !22}
!153 = !DILocalVariable(name: "c", arg: 1, scope: !150, file: !3, line: 17, type: !39)
!154 = !DILocation(line: 17, column: 59, scope: !150)
!155 = !DILocalVariable(name: "v", arg: 2, scope: !150, file: !3, line: 17, type: !22)
!156 = !DILocation(line: 17, column: 66, scope: !150)
!157 = !DILocation(line: 19, column: 15, scope: !150)
!158 = !DILocation(line: 19, column: 2, scope: !150)
!159 = !DILocation(line: 19, column: 5, scope: !150)
!160 = !DILocation(line: 19, column: 13, scope: !150)
!161 = !DILocation(line: 20, column: 13, scope: !150)
!162 = !DILocation(line: 20, column: 15, scope: !150)
!163 = !DILocation(line: 20, column: 2, scope: !150)
!164 = !DILocation(line: 20, column: 5, scope: !150)
!165 = !DILocation(line: 20, column: 11, scope: !150)
!166 = !DILocation(line: 21, column: 13, scope: !150)
!167 = !DILocation(line: 21, column: 15, scope: !150)
!168 = !DILocation(line: 21, column: 2, scope: !150)
!169 = !DILocation(line: 21, column: 5, scope: !150)
!170 = !DILocation(line: 21, column: 11, scope: !150)
!171 = !DILocation(line: 22, column: 1, scope: !150)
