; ModuleID = 'nested_struct.c'
source_filename = "nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.world = type { i32, [4 x %struct.body] }
%struct.body = type { %struct.vec3, %struct.vec3, double }
%struct.vec3 = type { double, double, double }

@w = dso_local global %struct.world zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !38 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %bodies = alloca ptr, align 8
  %i = alloca i32, align 4
  %.compoundliteral = alloca %struct.vec3, align 8
  %.compoundliteral6 = alloca %struct.vec3, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !44, !DIExpression(), !45)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !46, !DIExpression(), !47)
    #dbg_declare(ptr %n, !48, !DIExpression(), !49)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !50
  %mul = mul nsw i32 %0, 8, !dbg !51
  store i32 %mul, ptr %n, align 4, !dbg !49
    #dbg_declare(ptr %bodies, !52, !DIExpression(), !54)
  %1 = load i32, ptr %n, align 4, !dbg !55
  %conv = sext i32 %1 to i64, !dbg !55
  %mul1 = mul i64 %conv, 56, !dbg !56
  %call = call noalias ptr @malloc(i64 noundef %mul1) #6, !dbg !57
  store ptr %call, ptr %bodies, align 8, !dbg !54
  %2 = load ptr, ptr %bodies, align 8, !dbg !58
  %tobool = icmp ne ptr %2, null, !dbg !58
  br i1 %tobool, label %if.end, label %if.then, !dbg !60

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4, !dbg !61
  br label %return, !dbg !61

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %i, !62, !DIExpression(), !64)
  store i32 0, ptr %i, align 4, !dbg !64
  br label %for.cond, !dbg !65

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4, !dbg !66
  %4 = load i32, ptr %n, align 4, !dbg !68
  %cmp = icmp slt i32 %3, %4, !dbg !69
  br i1 %cmp, label %for.body, label %for.end, !dbg !70

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %bodies, align 8, !dbg !71
  %6 = load i32, ptr %i, align 4, !dbg !73
  %idxprom = sext i32 %6 to i64, !dbg !71
  %arrayidx = getelementptr inbounds %struct.body, ptr %5, i64 %idxprom, !dbg !71
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx, i32 0, i32 0, !dbg !74
  %x = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 0, !dbg !75
  %7 = load i32, ptr %i, align 4, !dbg !76
  %conv3 = sitofp i32 %7 to double, !dbg !76
  store double %conv3, ptr %x, align 8, !dbg !75
  %y = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 1, !dbg !75
  store double 0.000000e+00, ptr %y, align 8, !dbg !75
  %z = getelementptr inbounds %struct.vec3, ptr %.compoundliteral, i32 0, i32 2, !dbg !75
  store double 0.000000e+00, ptr %z, align 8, !dbg !75
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pos, ptr align 8 %.compoundliteral, i64 24, i1 false), !dbg !77
  %8 = load ptr, ptr %bodies, align 8, !dbg !78
  %9 = load i32, ptr %i, align 4, !dbg !79
  %idxprom4 = sext i32 %9 to i64, !dbg !78
  %arrayidx5 = getelementptr inbounds %struct.body, ptr %8, i64 %idxprom4, !dbg !78
  %vel = getelementptr inbounds %struct.body, ptr %arrayidx5, i32 0, i32 1, !dbg !80
  %x7 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral6, i32 0, i32 0, !dbg !81
  store double 0.000000e+00, ptr %x7, align 8, !dbg !81
  %y8 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral6, i32 0, i32 1, !dbg !81
  %10 = load i32, ptr %i, align 4, !dbg !82
  %conv9 = sitofp i32 %10 to double, !dbg !82
  store double %conv9, ptr %y8, align 8, !dbg !81
  %z10 = getelementptr inbounds %struct.vec3, ptr %.compoundliteral6, i32 0, i32 2, !dbg !81
  store double 1.000000e+00, ptr %z10, align 8, !dbg !81
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %vel, ptr align 8 %.compoundliteral6, i64 24, i1 false), !dbg !83
  %11 = load ptr, ptr %bodies, align 8, !dbg !84
  %12 = load i32, ptr %i, align 4, !dbg !85
  %idxprom11 = sext i32 %12 to i64, !dbg !84
  %arrayidx12 = getelementptr inbounds %struct.body, ptr %11, i64 %idxprom11, !dbg !84
  %mass = getelementptr inbounds %struct.body, ptr %arrayidx12, i32 0, i32 2, !dbg !86
  store double 1.000000e+00, ptr %mass, align 8, !dbg !87
  br label %for.inc, !dbg !88

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4, !dbg !89
  %inc = add nsw i32 %13, 1, !dbg !89
  store i32 %inc, ptr %i, align 4, !dbg !89
  br label %for.cond, !dbg !90, !llvm.loop !91

for.end:                                          ; preds = %for.cond
  %14 = load ptr, ptr %bodies, align 8, !dbg !94
  %15 = load i32, ptr %n, align 4, !dbg !95
  call void @move(ptr noundef %14, i32 noundef %15, double noundef 5.000000e-01), !dbg !96
  %16 = load i32, ptr %argc.addr, align 4, !dbg !97
  %rem = srem i32 %16, 4, !dbg !98
  store i32 %rem, ptr @w, align 8, !dbg !99
  %17 = load i32, ptr @w, align 8, !dbg !100
  %idxprom13 = sext i32 %17 to i64, !dbg !101
  %arrayidx14 = getelementptr inbounds [4 x %struct.body], ptr getelementptr inbounds (%struct.world, ptr @w, i32 0, i32 1), i64 0, i64 %idxprom13, !dbg !101
  %mass15 = getelementptr inbounds %struct.body, ptr %arrayidx14, i32 0, i32 2, !dbg !102
  store double 2.000000e+00, ptr %mass15, align 8, !dbg !103
  %18 = load ptr, ptr %bodies, align 8, !dbg !104
  %19 = load i32, ptr %n, align 4, !dbg !105
  %sub = sub nsw i32 %19, 1, !dbg !106
  %idxprom16 = sext i32 %sub to i64, !dbg !104
  %arrayidx17 = getelementptr inbounds %struct.body, ptr %18, i64 %idxprom16, !dbg !104
  %pos18 = getelementptr inbounds %struct.body, ptr %arrayidx17, i32 0, i32 0, !dbg !107
  %y19 = getelementptr inbounds %struct.vec3, ptr %pos18, i32 0, i32 1, !dbg !108
  %20 = load double, ptr %y19, align 8, !dbg !108
  %21 = load i32, ptr %argc.addr, align 4, !dbg !109
  %rem20 = srem i32 %21, 4, !dbg !110
  %idxprom21 = sext i32 %rem20 to i64, !dbg !111
  %arrayidx22 = getelementptr inbounds [4 x %struct.body], ptr getelementptr inbounds (%struct.world, ptr @w, i32 0, i32 1), i64 0, i64 %idxprom21, !dbg !111
  %mass23 = getelementptr inbounds %struct.body, ptr %arrayidx22, i32 0, i32 2, !dbg !112
  %22 = load double, ptr %mass23, align 8, !dbg !112
  %call24 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %20, double noundef %22), !dbg !113
  %23 = load ptr, ptr %bodies, align 8, !dbg !114
  call void @free(ptr noundef %23) #7, !dbg !115
  store i32 0, ptr %retval, align 4, !dbg !116
  br label %return, !dbg !116

return:                                           ; preds = %for.end, %if.then
  %24 = load i32, ptr %retval, align 4, !dbg !117
  ret i32 %24, !dbg !117
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @move(ptr noundef %b, i32 noundef %n, double noundef %dt) #0 !dbg !118 {
entry:
  %b.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %dt.addr = alloca double, align 8
  %i = alloca i32, align 4
  store ptr %b, ptr %b.addr, align 8
    #dbg_declare(ptr %b.addr, !121, !DIExpression(), !122)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !123, !DIExpression(), !124)
  store double %dt, ptr %dt.addr, align 8
    #dbg_declare(ptr %dt.addr, !125, !DIExpression(), !126)
    #dbg_declare(ptr %i, !127, !DIExpression(), !129)
  store i32 0, ptr %i, align 4, !dbg !129
  br label %for.cond, !dbg !130

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !131
  %1 = load i32, ptr %n.addr, align 4, !dbg !133
  %cmp = icmp slt i32 %0, %1, !dbg !134
  br i1 %cmp, label %for.body, label %for.end, !dbg !135

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %b.addr, align 8, !dbg !136
  %3 = load i32, ptr %i, align 4, !dbg !138
  %idxprom = sext i32 %3 to i64, !dbg !136
  %arrayidx = getelementptr inbounds %struct.body, ptr %2, i64 %idxprom, !dbg !136
  %vel = getelementptr inbounds %struct.body, ptr %arrayidx, i32 0, i32 1, !dbg !139
  %x = getelementptr inbounds %struct.vec3, ptr %vel, i32 0, i32 0, !dbg !140
  %4 = load double, ptr %x, align 8, !dbg !140
  %5 = load double, ptr %dt.addr, align 8, !dbg !141
  %6 = load ptr, ptr %b.addr, align 8, !dbg !142
  %7 = load i32, ptr %i, align 4, !dbg !143
  %idxprom1 = sext i32 %7 to i64, !dbg !142
  %arrayidx2 = getelementptr inbounds %struct.body, ptr %6, i64 %idxprom1, !dbg !142
  %pos = getelementptr inbounds %struct.body, ptr %arrayidx2, i32 0, i32 0, !dbg !144
  %x3 = getelementptr inbounds %struct.vec3, ptr %pos, i32 0, i32 0, !dbg !145
  %8 = load double, ptr %x3, align 8, !dbg !146
  %9 = call double @llvm.fmuladd.f64(double %4, double %5, double %8), !dbg !146
  store double %9, ptr %x3, align 8, !dbg !146
  %10 = load ptr, ptr %b.addr, align 8, !dbg !147
  %11 = load i32, ptr %i, align 4, !dbg !148
  %idxprom4 = sext i32 %11 to i64, !dbg !147
  %arrayidx5 = getelementptr inbounds %struct.body, ptr %10, i64 %idxprom4, !dbg !147
  %vel6 = getelementptr inbounds %struct.body, ptr %arrayidx5, i32 0, i32 1, !dbg !149
  %y = getelementptr inbounds %struct.vec3, ptr %vel6, i32 0, i32 1, !dbg !150
  %12 = load double, ptr %y, align 8, !dbg !150
  %13 = load double, ptr %dt.addr, align 8, !dbg !151
  %14 = load ptr, ptr %b.addr, align 8, !dbg !152
  %15 = load i32, ptr %i, align 4, !dbg !153
  %idxprom7 = sext i32 %15 to i64, !dbg !152
  %arrayidx8 = getelementptr inbounds %struct.body, ptr %14, i64 %idxprom7, !dbg !152
  %pos9 = getelementptr inbounds %struct.body, ptr %arrayidx8, i32 0, i32 0, !dbg !154
  %y10 = getelementptr inbounds %struct.vec3, ptr %pos9, i32 0, i32 1, !dbg !155
  %16 = load double, ptr %y10, align 8, !dbg !156
  %17 = call double @llvm.fmuladd.f64(double %12, double %13, double %16), !dbg !156
  store double %17, ptr %y10, align 8, !dbg !156
  %18 = load ptr, ptr %b.addr, align 8, !dbg !157
  %19 = load i32, ptr %i, align 4, !dbg !158
  %idxprom11 = sext i32 %19 to i64, !dbg !157
  %arrayidx12 = getelementptr inbounds %struct.body, ptr %18, i64 %idxprom11, !dbg !157
  %vel13 = getelementptr inbounds %struct.body, ptr %arrayidx12, i32 0, i32 1, !dbg !159
  %z = getelementptr inbounds %struct.vec3, ptr %vel13, i32 0, i32 2, !dbg !160
  %20 = load double, ptr %z, align 8, !dbg !160
  %21 = load double, ptr %dt.addr, align 8, !dbg !161
  %22 = load ptr, ptr %b.addr, align 8, !dbg !162
  %23 = load i32, ptr %i, align 4, !dbg !163
  %idxprom14 = sext i32 %23 to i64, !dbg !162
  %arrayidx15 = getelementptr inbounds %struct.body, ptr %22, i64 %idxprom14, !dbg !162
  %pos16 = getelementptr inbounds %struct.body, ptr %arrayidx15, i32 0, i32 0, !dbg !164
  %z17 = getelementptr inbounds %struct.vec3, ptr %pos16, i32 0, i32 2, !dbg !165
  %24 = load double, ptr %z17, align 8, !dbg !166
  %25 = call double @llvm.fmuladd.f64(double %20, double %21, double %24), !dbg !166
  store double %25, ptr %z17, align 8, !dbg !166
  br label %for.inc, !dbg !167

for.inc:                                          ; preds = %for.body
  %26 = load i32, ptr %i, align 4, !dbg !168
  %inc = add nsw i32 %26, 1, !dbg !168
  store i32 %inc, ptr %i, align 4, !dbg !168
  br label %for.cond, !dbg !169, !llvm.loop !170

for.end:                                          ; preds = %for.cond
  ret void, !dbg !172
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "w", scope: !2, file: !3, line: 22, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nested_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "4a48b8ca475bf7f917f73bbaffbd23b5")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "world", file: !3, line: 17, size: 1856, elements: !12)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !3, line: 18, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "fixed", scope: !11, file: !3, line: 19, baseType: !16, size: 1792, offset: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 1792, elements: !28)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 11, size: 448, elements: !18)
!18 = !{!19, !26, !27}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !17, file: !3, line: 12, baseType: !20, size: 192)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !3, line: 7, size: 192, elements: !21)
!21 = !{!22, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !20, file: !3, line: 8, baseType: !23, size: 64)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !20, file: !3, line: 8, baseType: !23, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !20, file: !3, line: 8, baseType: !23, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "vel", scope: !17, file: !3, line: 13, baseType: !20, size: 192, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !17, file: !3, line: 14, baseType: !23, size: 64, offset: 384)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !39, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!39 = !DISubroutineType(types: !40)
!40 = !{!14, !14, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!43 = !{}
!44 = !DILocalVariable(name: "argc", arg: 1, scope: !38, file: !3, line: 35, type: !14)
!45 = !DILocation(line: 35, column: 14, scope: !38)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !38, file: !3, line: 35, type: !41)
!47 = !DILocation(line: 35, column: 27, scope: !38)
!48 = !DILocalVariable(name: "n", scope: !38, file: !3, line: 37, type: !14)
!49 = !DILocation(line: 37, column: 6, scope: !38)
!50 = !DILocation(line: 37, column: 10, scope: !38)
!51 = !DILocation(line: 37, column: 15, scope: !38)
!52 = !DILocalVariable(name: "bodies", scope: !38, file: !3, line: 38, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!54 = !DILocation(line: 38, column: 15, scope: !38)
!55 = !DILocation(line: 38, column: 31, scope: !38)
!56 = !DILocation(line: 38, column: 33, scope: !38)
!57 = !DILocation(line: 38, column: 24, scope: !38)
!58 = !DILocation(line: 39, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !38, file: !3, line: 39, column: 6)
!60 = !DILocation(line: 39, column: 6, scope: !38)
!61 = !DILocation(line: 40, column: 3, scope: !59)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 41, type: !14)
!63 = distinct !DILexicalBlock(scope: !38, file: !3, line: 41, column: 2)
!64 = !DILocation(line: 41, column: 11, scope: !63)
!65 = !DILocation(line: 41, column: 7, scope: !63)
!66 = !DILocation(line: 41, column: 18, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 41, column: 2)
!68 = !DILocation(line: 41, column: 22, scope: !67)
!69 = !DILocation(line: 41, column: 20, scope: !67)
!70 = !DILocation(line: 41, column: 2, scope: !63)
!71 = !DILocation(line: 42, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !67, file: !3, line: 41, column: 30)
!73 = !DILocation(line: 42, column: 10, scope: !72)
!74 = !DILocation(line: 42, column: 13, scope: !72)
!75 = !DILocation(line: 42, column: 32, scope: !72)
!76 = !DILocation(line: 42, column: 34, scope: !72)
!77 = !DILocation(line: 42, column: 19, scope: !72)
!78 = !DILocation(line: 43, column: 3, scope: !72)
!79 = !DILocation(line: 43, column: 10, scope: !72)
!80 = !DILocation(line: 43, column: 13, scope: !72)
!81 = !DILocation(line: 43, column: 32, scope: !72)
!82 = !DILocation(line: 43, column: 37, scope: !72)
!83 = !DILocation(line: 43, column: 19, scope: !72)
!84 = !DILocation(line: 44, column: 3, scope: !72)
!85 = !DILocation(line: 44, column: 10, scope: !72)
!86 = !DILocation(line: 44, column: 13, scope: !72)
!87 = !DILocation(line: 44, column: 18, scope: !72)
!88 = !DILocation(line: 45, column: 2, scope: !72)
!89 = !DILocation(line: 41, column: 26, scope: !67)
!90 = !DILocation(line: 41, column: 2, scope: !67)
!91 = distinct !{!91, !70, !92, !93}
!92 = !DILocation(line: 45, column: 2, scope: !63)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 46, column: 7, scope: !38)
!95 = !DILocation(line: 46, column: 15, scope: !38)
!96 = !DILocation(line: 46, column: 2, scope: !38)
!97 = !DILocation(line: 47, column: 8, scope: !38)
!98 = !DILocation(line: 47, column: 13, scope: !38)
!99 = !DILocation(line: 47, column: 6, scope: !38)
!100 = !DILocation(line: 48, column: 12, scope: !38)
!101 = !DILocation(line: 48, column: 2, scope: !38)
!102 = !DILocation(line: 48, column: 15, scope: !38)
!103 = !DILocation(line: 48, column: 20, scope: !38)
!104 = !DILocation(line: 49, column: 20, scope: !38)
!105 = !DILocation(line: 49, column: 27, scope: !38)
!106 = !DILocation(line: 49, column: 29, scope: !38)
!107 = !DILocation(line: 49, column: 34, scope: !38)
!108 = !DILocation(line: 49, column: 38, scope: !38)
!109 = !DILocation(line: 49, column: 49, scope: !38)
!110 = !DILocation(line: 49, column: 54, scope: !38)
!111 = !DILocation(line: 49, column: 41, scope: !38)
!112 = !DILocation(line: 49, column: 59, scope: !38)
!113 = !DILocation(line: 49, column: 2, scope: !38)
!114 = !DILocation(line: 50, column: 7, scope: !38)
!115 = !DILocation(line: 50, column: 2, scope: !38)
!116 = !DILocation(line: 51, column: 2, scope: !38)
!117 = !DILocation(line: 52, column: 1, scope: !38)
!118 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 26, type: !119, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !43)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !53, !14, !23}
!121 = !DILocalVariable(name: "b", arg: 1, scope: !118, file: !3, line: 26, type: !53)
!122 = !DILocation(line: 26, column: 57, scope: !118)
!123 = !DILocalVariable(name: "n", arg: 2, scope: !118, file: !3, line: 26, type: !14)
!124 = !DILocation(line: 26, column: 64, scope: !118)
!125 = !DILocalVariable(name: "dt", arg: 3, scope: !118, file: !3, line: 26, type: !23)
!126 = !DILocation(line: 26, column: 74, scope: !118)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 28, type: !14)
!128 = distinct !DILexicalBlock(scope: !118, file: !3, line: 28, column: 2)
!129 = !DILocation(line: 28, column: 11, scope: !128)
!130 = !DILocation(line: 28, column: 7, scope: !128)
!131 = !DILocation(line: 28, column: 18, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 28, column: 2)
!133 = !DILocation(line: 28, column: 22, scope: !132)
!134 = !DILocation(line: 28, column: 20, scope: !132)
!135 = !DILocation(line: 28, column: 2, scope: !128)
!136 = !DILocation(line: 29, column: 17, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !3, line: 28, column: 30)
!138 = !DILocation(line: 29, column: 19, scope: !137)
!139 = !DILocation(line: 29, column: 22, scope: !137)
!140 = !DILocation(line: 29, column: 26, scope: !137)
!141 = !DILocation(line: 29, column: 30, scope: !137)
!142 = !DILocation(line: 29, column: 3, scope: !137)
!143 = !DILocation(line: 29, column: 5, scope: !137)
!144 = !DILocation(line: 29, column: 8, scope: !137)
!145 = !DILocation(line: 29, column: 12, scope: !137)
!146 = !DILocation(line: 29, column: 14, scope: !137)
!147 = !DILocation(line: 30, column: 17, scope: !137)
!148 = !DILocation(line: 30, column: 19, scope: !137)
!149 = !DILocation(line: 30, column: 22, scope: !137)
!150 = !DILocation(line: 30, column: 26, scope: !137)
!151 = !DILocation(line: 30, column: 30, scope: !137)
!152 = !DILocation(line: 30, column: 3, scope: !137)
!153 = !DILocation(line: 30, column: 5, scope: !137)
!154 = !DILocation(line: 30, column: 8, scope: !137)
!155 = !DILocation(line: 30, column: 12, scope: !137)
!156 = !DILocation(line: 30, column: 14, scope: !137)
!157 = !DILocation(line: 31, column: 17, scope: !137)
!158 = !DILocation(line: 31, column: 19, scope: !137)
!159 = !DILocation(line: 31, column: 22, scope: !137)
!160 = !DILocation(line: 31, column: 26, scope: !137)
!161 = !DILocation(line: 31, column: 30, scope: !137)
!162 = !DILocation(line: 31, column: 3, scope: !137)
!163 = !DILocation(line: 31, column: 5, scope: !137)
!164 = !DILocation(line: 31, column: 8, scope: !137)
!165 = !DILocation(line: 31, column: 12, scope: !137)
!166 = !DILocation(line: 31, column: 14, scope: !137)
!167 = !DILocation(line: 32, column: 2, scope: !137)
!168 = !DILocation(line: 28, column: 26, scope: !132)
!169 = !DILocation(line: 28, column: 2, scope: !132)
!170 = distinct !{!170, !135, !171, !93}
!171 = !DILocation(line: 32, column: 2, scope: !128)
!172 = !DILocation(line: 33, column: 1, scope: !118)
