; ModuleID = 'nested_struct.c'
source_filename = "nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.world = type { i32, [4 x %struct.body] }
%struct.body = type { %struct.vec3, %struct.vec3, double }
%struct.vec3 = type { double, double, double }

@w = dso_local global %struct.world zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !32 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca i32, align 4
  %bodies = alloca %struct.body*, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral6 = alloca %struct.vec3, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !39, metadata !DIExpression()), !dbg !40
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %n, metadata !43, metadata !DIExpression()), !dbg !44
  %0 = load i32, i32* %argc.addr, align 4, !dbg !45
  %mul = mul nsw i32 %0, 8, !dbg !46
  store i32 %mul, i32* %n, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata %struct.body** %bodies, metadata !47, metadata !DIExpression()), !dbg !49
  %1 = load i32, i32* %n, align 4, !dbg !50
  %conv = sext i32 %1 to i64, !dbg !50
  %mul1 = mul i64 %conv, 56, !dbg !51
  %call = call noalias i8* @malloc(i64 noundef %mul1) #5, !dbg !52
  %2 = bitcast i8* %call to %struct.body*, !dbg !52
  store %struct.body* %2, %struct.body** %bodies, align 8, !dbg !49
  %3 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !53
  %tobool = icmp ne %struct.body* %3, null, !dbg !53
  br i1 %tobool, label %if.end, label %if.then, !dbg !55

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4, !dbg !56
  br label %return, !dbg !56

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %i, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %i, align 4, !dbg !59
  br label %for.cond, !dbg !60

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4, !dbg !61
  %5 = load i32, i32* %n, align 4, !dbg !63
  %cmp = icmp slt i32 %4, %5, !dbg !64
  br i1 %cmp, label %for.body, label %for.end, !dbg !65

for.body:                                         ; preds = %for.cond
  %6 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !66
  %7 = load i32, i32* %i, align 4, !dbg !68
  %idxprom = sext i32 %7 to i64, !dbg !66
  %arrayidx = getelementptr inbounds %struct.body, %struct.body* %6, i64 %idxprom, !dbg !66
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx, i32 0, i32 0, !dbg !69
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 0, !dbg !70
  %8 = load i32, i32* %i, align 4, !dbg !71
  %conv3 = sitofp i32 %8 to double, !dbg !71
  store double %conv3, double* %x, align 8, !dbg !70
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 1, !dbg !70
  store double 0.000000e+00, double* %y, align 8, !dbg !70
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral, i32 0, i32 2, !dbg !70
  store double 0.000000e+00, double* %z, align 8, !dbg !70
  %9 = bitcast %struct.vec3* %pos to i8*, !dbg !72
  %10 = bitcast %struct.vec3* %.compoundliteral to i8*, !dbg !72
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %9, i8* align 8 %10, i64 24, i1 false), !dbg !72
  %11 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !73
  %12 = load i32, i32* %i, align 4, !dbg !74
  %idxprom4 = sext i32 %12 to i64, !dbg !73
  %arrayidx5 = getelementptr inbounds %struct.body, %struct.body* %11, i64 %idxprom4, !dbg !73
  %vel = getelementptr inbounds %struct.body, %struct.body* %arrayidx5, i32 0, i32 1, !dbg !75
  %x7 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral6, i32 0, i32 0, !dbg !76
  store double 0.000000e+00, double* %x7, align 8, !dbg !76
  %y8 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral6, i32 0, i32 1, !dbg !76
  %13 = load i32, i32* %i, align 4, !dbg !77
  %conv9 = sitofp i32 %13 to double, !dbg !77
  store double %conv9, double* %y8, align 8, !dbg !76
  %z10 = getelementptr inbounds %struct.vec3, %struct.vec3* %.compoundliteral6, i32 0, i32 2, !dbg !76
  store double 1.000000e+00, double* %z10, align 8, !dbg !76
  %14 = bitcast %struct.vec3* %vel to i8*, !dbg !78
  %15 = bitcast %struct.vec3* %.compoundliteral6 to i8*, !dbg !78
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 8 %15, i64 24, i1 false), !dbg !78
  %16 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !79
  %17 = load i32, i32* %i, align 4, !dbg !80
  %idxprom11 = sext i32 %17 to i64, !dbg !79
  %arrayidx12 = getelementptr inbounds %struct.body, %struct.body* %16, i64 %idxprom11, !dbg !79
  %mass = getelementptr inbounds %struct.body, %struct.body* %arrayidx12, i32 0, i32 2, !dbg !81
  store double 1.000000e+00, double* %mass, align 8, !dbg !82
  br label %for.inc, !dbg !83

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4, !dbg !84
  %inc = add nsw i32 %18, 1, !dbg !84
  store i32 %inc, i32* %i, align 4, !dbg !84
  br label %for.cond, !dbg !85, !llvm.loop !86

for.end:                                          ; preds = %for.cond
  %19 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !89
  %20 = load i32, i32* %n, align 4, !dbg !90
  call void @move(%struct.body* noundef %19, i32 noundef %20, double noundef 5.000000e-01), !dbg !91
  %21 = load i32, i32* %argc.addr, align 4, !dbg !92
  %rem = srem i32 %21, 4, !dbg !93
  store i32 %rem, i32* getelementptr inbounds (%struct.world, %struct.world* @w, i32 0, i32 0), align 8, !dbg !94
  %22 = load i32, i32* getelementptr inbounds (%struct.world, %struct.world* @w, i32 0, i32 0), align 8, !dbg !95
  %idxprom13 = sext i32 %22 to i64, !dbg !96
  %arrayidx14 = getelementptr inbounds [4 x %struct.body], [4 x %struct.body]* getelementptr inbounds (%struct.world, %struct.world* @w, i32 0, i32 1), i64 0, i64 %idxprom13, !dbg !96
  %mass15 = getelementptr inbounds %struct.body, %struct.body* %arrayidx14, i32 0, i32 2, !dbg !97
  store double 2.000000e+00, double* %mass15, align 8, !dbg !98
  %23 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !99
  %24 = load i32, i32* %n, align 4, !dbg !100
  %sub = sub nsw i32 %24, 1, !dbg !101
  %idxprom16 = sext i32 %sub to i64, !dbg !99
  %arrayidx17 = getelementptr inbounds %struct.body, %struct.body* %23, i64 %idxprom16, !dbg !99
  %pos18 = getelementptr inbounds %struct.body, %struct.body* %arrayidx17, i32 0, i32 0, !dbg !102
  %y19 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos18, i32 0, i32 1, !dbg !103
  %25 = load double, double* %y19, align 8, !dbg !103
  %26 = load i32, i32* %argc.addr, align 4, !dbg !104
  %rem20 = srem i32 %26, 4, !dbg !105
  %idxprom21 = sext i32 %rem20 to i64, !dbg !106
  %arrayidx22 = getelementptr inbounds [4 x %struct.body], [4 x %struct.body]* getelementptr inbounds (%struct.world, %struct.world* @w, i32 0, i32 1), i64 0, i64 %idxprom21, !dbg !106
  %mass23 = getelementptr inbounds %struct.body, %struct.body* %arrayidx22, i32 0, i32 2, !dbg !107
  %27 = load double, double* %mass23, align 8, !dbg !107
  %call24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %25, double noundef %27), !dbg !108
  %28 = load %struct.body*, %struct.body** %bodies, align 8, !dbg !109
  %29 = bitcast %struct.body* %28 to i8*, !dbg !109
  call void @free(i8* noundef %29) #5, !dbg !110
  store i32 0, i32* %retval, align 4, !dbg !111
  br label %return, !dbg !111

return:                                           ; preds = %for.end, %if.then
  %30 = load i32, i32* %retval, align 4, !dbg !112
  ret i32 %30, !dbg !112
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @move(%struct.body* noundef %b, i32 noundef %n, double noundef %dt) #0 !dbg !113 {
entry:
  %b.addr = alloca %struct.body*, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %i = alloca i32, align 4
  store %struct.body* %b, %struct.body** %b.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.body** %b.addr, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !118, metadata !DIExpression()), !dbg !119
  store double %dt, double* %dt.addr, align 8
  call void @llvm.dbg.declare(metadata double* %dt.addr, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata i32* %i, metadata !122, metadata !DIExpression()), !dbg !124
  store i32 0, i32* %i, align 4, !dbg !124
  br label %for.cond, !dbg !125

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !126
  %1 = load i32, i32* %n.addr, align 4, !dbg !128
  %cmp = icmp slt i32 %0, %1, !dbg !129
  br i1 %cmp, label %for.body, label %for.end, !dbg !130

for.body:                                         ; preds = %for.cond
  %2 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !131
  %3 = load i32, i32* %i, align 4, !dbg !133
  %idxprom = sext i32 %3 to i64, !dbg !131
  %arrayidx = getelementptr inbounds %struct.body, %struct.body* %2, i64 %idxprom, !dbg !131
  %vel = getelementptr inbounds %struct.body, %struct.body* %arrayidx, i32 0, i32 1, !dbg !134
  %x = getelementptr inbounds %struct.vec3, %struct.vec3* %vel, i32 0, i32 0, !dbg !135
  %4 = load double, double* %x, align 8, !dbg !135
  %5 = load double, double* %dt.addr, align 8, !dbg !136
  %6 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !137
  %7 = load i32, i32* %i, align 4, !dbg !138
  %idxprom1 = sext i32 %7 to i64, !dbg !137
  %arrayidx2 = getelementptr inbounds %struct.body, %struct.body* %6, i64 %idxprom1, !dbg !137
  %pos = getelementptr inbounds %struct.body, %struct.body* %arrayidx2, i32 0, i32 0, !dbg !139
  %x3 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos, i32 0, i32 0, !dbg !140
  %8 = load double, double* %x3, align 8, !dbg !141
  %9 = call double @llvm.fmuladd.f64(double %4, double %5, double %8), !dbg !141
  store double %9, double* %x3, align 8, !dbg !141
  %10 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !142
  %11 = load i32, i32* %i, align 4, !dbg !143
  %idxprom4 = sext i32 %11 to i64, !dbg !142
  %arrayidx5 = getelementptr inbounds %struct.body, %struct.body* %10, i64 %idxprom4, !dbg !142
  %vel6 = getelementptr inbounds %struct.body, %struct.body* %arrayidx5, i32 0, i32 1, !dbg !144
  %y = getelementptr inbounds %struct.vec3, %struct.vec3* %vel6, i32 0, i32 1, !dbg !145
  %12 = load double, double* %y, align 8, !dbg !145
  %13 = load double, double* %dt.addr, align 8, !dbg !146
  %14 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !147
  %15 = load i32, i32* %i, align 4, !dbg !148
  %idxprom7 = sext i32 %15 to i64, !dbg !147
  %arrayidx8 = getelementptr inbounds %struct.body, %struct.body* %14, i64 %idxprom7, !dbg !147
  %pos9 = getelementptr inbounds %struct.body, %struct.body* %arrayidx8, i32 0, i32 0, !dbg !149
  %y10 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos9, i32 0, i32 1, !dbg !150
  %16 = load double, double* %y10, align 8, !dbg !151
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16), !dbg !151
  store double %17, double* %y10, align 8, !dbg !151
  %18 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !152
  %19 = load i32, i32* %i, align 4, !dbg !153
  %idxprom11 = sext i32 %19 to i64, !dbg !152
  %arrayidx12 = getelementptr inbounds %struct.body, %struct.body* %18, i64 %idxprom11, !dbg !152
  %vel13 = getelementptr inbounds %struct.body, %struct.body* %arrayidx12, i32 0, i32 1, !dbg !154
  %z = getelementptr inbounds %struct.vec3, %struct.vec3* %vel13, i32 0, i32 2, !dbg !155
  %20 = load double, double* %z, align 8, !dbg !155
  %21 = load double, double* %dt.addr, align 8, !dbg !156
  %22 = load %struct.body*, %struct.body** %b.addr, align 8, !dbg !157
  %23 = load i32, i32* %i, align 4, !dbg !158
  %idxprom14 = sext i32 %23 to i64, !dbg !157
  %arrayidx15 = getelementptr inbounds %struct.body, %struct.body* %22, i64 %idxprom14, !dbg !157
  %pos16 = getelementptr inbounds %struct.body, %struct.body* %arrayidx15, i32 0, i32 0, !dbg !159
  %z17 = getelementptr inbounds %struct.vec3, %struct.vec3* %pos16, i32 0, i32 2, !dbg !160
  %24 = load double, double* %z17, align 8, !dbg !161
  %25 = call double @llvm.fmuladd.f64(double %20, double %21, double %24), !dbg !161
  store double %25, double* %z17, align 8, !dbg !161
  br label %for.inc, !dbg !162

for.inc:                                          ; preds = %for.body
  %26 = load i32, i32* %i, align 4, !dbg !163
  %inc = add nsw i32 %26, 1, !dbg !163
  store i32 %inc, i32* %i, align 4, !dbg !163
  br label %for.cond, !dbg !164, !llvm.loop !165

for.end:                                          ; preds = %for.cond
  ret void, !dbg !167
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "w", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a48b8ca475bf7f917f73bbaffbd23b5")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "world", file: !3, line: 17, size: 1856, elements: !6)
!6 = !{!7, !9}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !5, file: !3, line: 18, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "fixed", scope: !5, file: !3, line: 19, baseType: !10, size: 1792, offset: 64)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1792, elements: !22)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 11, size: 448, elements: !12)
!12 = !{!13, !20, !21}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !11, file: !3, line: 12, baseType: !14, size: 192)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 7, size: 192, elements: !15)
!15 = !{!16, !18, !19}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !14, file: !3, line: 8, baseType: !17, size: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !14, file: !3, line: 8, baseType: !17, size: 64, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !14, file: !3, line: 8, baseType: !17, size: 64, offset: 128)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !11, file: !3, line: 13, baseType: !14, size: 192, offset: 192)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !11, file: !3, line: 14, baseType: !17, size: 64, offset: 384)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !33, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{!8, !8, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{}
!39 = !DILocalVariable(name: "argc", arg: 1, scope: !32, file: !3, line: 35, type: !8)
!40 = !DILocation(line: 35, column: 14, scope: !32)
!41 = !DILocalVariable(name: "argv", arg: 2, scope: !32, file: !3, line: 35, type: !35)
!42 = !DILocation(line: 35, column: 27, scope: !32)
!43 = !DILocalVariable(name: "n", scope: !32, file: !3, line: 37, type: !8)
!44 = !DILocation(line: 37, column: 6, scope: !32)
!45 = !DILocation(line: 37, column: 10, scope: !32)
!46 = !DILocation(line: 37, column: 15, scope: !32)
!47 = !DILocalVariable(name: "bodies", scope: !32, file: !3, line: 38, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!49 = !DILocation(line: 38, column: 15, scope: !32)
!50 = !DILocation(line: 38, column: 31, scope: !32)
!51 = !DILocation(line: 38, column: 33, scope: !32)
!52 = !DILocation(line: 38, column: 24, scope: !32)
!53 = !DILocation(line: 39, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !32, file: !3, line: 39, column: 6)
!55 = !DILocation(line: 39, column: 6, scope: !32)
!56 = !DILocation(line: 40, column: 3, scope: !54)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 41, type: !8)
!58 = distinct !DILexicalBlock(scope: !32, file: !3, line: 41, column: 2)
!59 = !DILocation(line: 41, column: 11, scope: !58)
!60 = !DILocation(line: 41, column: 7, scope: !58)
!61 = !DILocation(line: 41, column: 18, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 41, column: 2)
!63 = !DILocation(line: 41, column: 22, scope: !62)
!64 = !DILocation(line: 41, column: 20, scope: !62)
!65 = !DILocation(line: 41, column: 2, scope: !58)
!66 = !DILocation(line: 42, column: 3, scope: !67)
!67 = distinct !DILexicalBlock(scope: !62, file: !3, line: 41, column: 30)
!68 = !DILocation(line: 42, column: 10, scope: !67)
!69 = !DILocation(line: 42, column: 13, scope: !67)
!70 = !DILocation(line: 42, column: 32, scope: !67)
!71 = !DILocation(line: 42, column: 34, scope: !67)
!72 = !DILocation(line: 42, column: 19, scope: !67)
!73 = !DILocation(line: 43, column: 3, scope: !67)
!74 = !DILocation(line: 43, column: 10, scope: !67)
!75 = !DILocation(line: 43, column: 13, scope: !67)
!76 = !DILocation(line: 43, column: 32, scope: !67)
!77 = !DILocation(line: 43, column: 37, scope: !67)
!78 = !DILocation(line: 43, column: 19, scope: !67)
!79 = !DILocation(line: 44, column: 3, scope: !67)
!80 = !DILocation(line: 44, column: 10, scope: !67)
!81 = !DILocation(line: 44, column: 13, scope: !67)
!82 = !DILocation(line: 44, column: 18, scope: !67)
!83 = !DILocation(line: 45, column: 2, scope: !67)
!84 = !DILocation(line: 41, column: 26, scope: !62)
!85 = !DILocation(line: 41, column: 2, scope: !62)
!86 = distinct !{!86, !65, !87, !88}
!87 = !DILocation(line: 45, column: 2, scope: !58)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 46, column: 7, scope: !32)
!90 = !DILocation(line: 46, column: 15, scope: !32)
!91 = !DILocation(line: 46, column: 2, scope: !32)
!92 = !DILocation(line: 47, column: 8, scope: !32)
!93 = !DILocation(line: 47, column: 13, scope: !32)
!94 = !DILocation(line: 47, column: 6, scope: !32)
!95 = !DILocation(line: 48, column: 12, scope: !32)
!96 = !DILocation(line: 48, column: 2, scope: !32)
!97 = !DILocation(line: 48, column: 15, scope: !32)
!98 = !DILocation(line: 48, column: 20, scope: !32)
!99 = !DILocation(line: 49, column: 20, scope: !32)
!100 = !DILocation(line: 49, column: 27, scope: !32)
!101 = !DILocation(line: 49, column: 29, scope: !32)
!102 = !DILocation(line: 49, column: 34, scope: !32)
!103 = !DILocation(line: 49, column: 38, scope: !32)
!104 = !DILocation(line: 49, column: 49, scope: !32)
!105 = !DILocation(line: 49, column: 54, scope: !32)
!106 = !DILocation(line: 49, column: 41, scope: !32)
!107 = !DILocation(line: 49, column: 59, scope: !32)
!108 = !DILocation(line: 49, column: 2, scope: !32)
!109 = !DILocation(line: 50, column: 7, scope: !32)
!110 = !DILocation(line: 50, column: 2, scope: !32)
!111 = !DILocation(line: 51, column: 2, scope: !32)
!112 = !DILocation(line: 52, column: 1, scope: !32)
!113 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 26, type: !114, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !38)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !48, !8, !17}
!116 = !DILocalVariable(name: "b", arg: 1, scope: !113, file: !3, line: 26, type: !48)
!117 = !DILocation(line: 26, column: 57, scope: !113)
!118 = !DILocalVariable(name: "n", arg: 2, scope: !113, file: !3, line: 26, type: !8)
!119 = !DILocation(line: 26, column: 64, scope: !113)
!120 = !DILocalVariable(name: "dt", arg: 3, scope: !113, file: !3, line: 26, type: !17)
!121 = !DILocation(line: 26, column: 74, scope: !113)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 28, type: !8)
!123 = distinct !DILexicalBlock(scope: !113, file: !3, line: 28, column: 2)
!124 = !DILocation(line: 28, column: 11, scope: !123)
!125 = !DILocation(line: 28, column: 7, scope: !123)
!126 = !DILocation(line: 28, column: 18, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 28, column: 2)
!128 = !DILocation(line: 28, column: 22, scope: !127)
!129 = !DILocation(line: 28, column: 20, scope: !127)
!130 = !DILocation(line: 28, column: 2, scope: !123)
!131 = !DILocation(line: 29, column: 17, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 28, column: 30)
!133 = !DILocation(line: 29, column: 19, scope: !132)
!134 = !DILocation(line: 29, column: 22, scope: !132)
!135 = !DILocation(line: 29, column: 26, scope: !132)
!136 = !DILocation(line: 29, column: 30, scope: !132)
!137 = !DILocation(line: 29, column: 3, scope: !132)
!138 = !DILocation(line: 29, column: 5, scope: !132)
!139 = !DILocation(line: 29, column: 8, scope: !132)
!140 = !DILocation(line: 29, column: 12, scope: !132)
!141 = !DILocation(line: 29, column: 14, scope: !132)
!142 = !DILocation(line: 30, column: 17, scope: !132)
!143 = !DILocation(line: 30, column: 19, scope: !132)
!144 = !DILocation(line: 30, column: 22, scope: !132)
!145 = !DILocation(line: 30, column: 26, scope: !132)
!146 = !DILocation(line: 30, column: 30, scope: !132)
!147 = !DILocation(line: 30, column: 3, scope: !132)
!148 = !DILocation(line: 30, column: 5, scope: !132)
!149 = !DILocation(line: 30, column: 8, scope: !132)
!150 = !DILocation(line: 30, column: 12, scope: !132)
!151 = !DILocation(line: 30, column: 14, scope: !132)
!152 = !DILocation(line: 31, column: 17, scope: !132)
!153 = !DILocation(line: 31, column: 19, scope: !132)
!154 = !DILocation(line: 31, column: 22, scope: !132)
!155 = !DILocation(line: 31, column: 26, scope: !132)
!156 = !DILocation(line: 31, column: 30, scope: !132)
!157 = !DILocation(line: 31, column: 3, scope: !132)
!158 = !DILocation(line: 31, column: 5, scope: !132)
!159 = !DILocation(line: 31, column: 8, scope: !132)
!160 = !DILocation(line: 31, column: 12, scope: !132)
!161 = !DILocation(line: 31, column: 14, scope: !132)
!162 = !DILocation(line: 32, column: 2, scope: !132)
!163 = !DILocation(line: 28, column: 26, scope: !127)
!164 = !DILocation(line: 28, column: 2, scope: !127)
!165 = distinct !{!165, !130, !166, !88}
!166 = !DILocation(line: 32, column: 2, scope: !123)
!167 = !DILocation(line: 33, column: 1, scope: !113)
